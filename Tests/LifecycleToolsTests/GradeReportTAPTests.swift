import Testing
@testable import LifecycleTools

/// `lifecycle test --format tap`: a TAP version 13 stream any TAP consumer reads.
@Suite("GradeReport TAP")
struct GradeReportTAPTests {
    typealias Fixtures = GradeReportFixtures

    @Test("TAP 13: version, plan, a point per case, a YAML block with every failure under a failing one")
    func singleApp() {
        #expect(Fixtures.single.tap() == """
            TAP version 13
            1..3
            ok 1 - bob: launches [ios13]
            not ok 2 - bob: ends its task [ios7]
              ---
              message: "expired: the background task ran out of time"
              severity: fail
              kind: kill
              reason: expired
              rule: "B5"
              time: 600
              app: "apps/bob/app.lua"
              scenario: "scenarios/ends-task.lua"
              profile: "ios7"
              simulated: 600
              points: 0/1
              failures:
                - kind: kill
                  rule: "B5"
                  time: 600
                  message: "expired: the background task ran out of time"
                - kind: expectation
                  time: 600
                  message: "the app is suspended"
              more_failures: 1
              notes:
                - kind: warning
                  message: "apps/bob/app.lua:9: the delegate has 'applicationDidEnterBackgroud'; did you mean 'applicationDidEnterBackground'?"
              output:
                - "saving memo-1"
                - "saved"
              more_output: 3
              ...
            ok 3 - bob: ends its task [ios13]

            """)
    }

    @Test("an app that did not load: each case is not ok with severity error and the load error as its message")
    func notLoaded() {
        let tap = Fixtures.tinyClass.tap()
        #expect(tap.contains("""
            not ok 7 - carol: launches [ios13]
              ---
              message: "apps/carol/app.lua:3: unexpected symbol near '<'"
              severity: error
              kind: error
              time: 0
            """))
        #expect(tap.hasPrefix("TAP version 13\n1..9\n"))
    }

    @Test("descriptions: # and \\ are escaped with a backslash, newlines and ESC are shown, never sent")
    func descriptionEscapes() {
        #expect(TAPText.description("a # b \\ c\nd\u{1B}[2J") == ##"a \# b \\ c\\nd\\e[2J"##)
        // A # with a combining accent is still escaped (escaping works on scalars, not characters).
        #expect(TAPText.description("#\u{301}") == "\\#\u{301}")
    }

    @Test("YAML strings: double-quoted, quotes and backslashes escaped, control characters as YAML escapes")
    func yamlEscapes() {
        #expect(TAPText.yaml("say \"hi\"\\\n\t\r\u{1B}\u{0}\u{85}\u{202E}\u{FEFF}") == #""say \"hi\"\\\n\t\r\e\x00\x85\u202E\uFEFF""#)
    }

    @Test("hostile names: every line of the stream is a version, a plan, a test point or an indented YAML line")
    func hostileStreamParses() {
        let lines = Fixtures.hostile.tap().split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        var inYAML = false
        var points = 0
        for line in lines {
            if line == "  ---" { inYAML = true; continue }
            if line == "  ..." { inYAML = false; continue }
            if inYAML { #expect(line.hasPrefix("  ")); continue }
            if line.hasPrefix("ok ") || line.hasPrefix("not ok ") {
                points += 1
                #expect(line.hasPrefix("ok \(points) - ") || line.hasPrefix("not ok \(points) - "))
                // No unescaped # that would start a directive.
                #expect(!line.replacing("\\\\", with: "").replacing("\\#", with: "").contains("#"))
            } else {
                #expect(line == "TAP version 13" || line == "1..4")
            }
        }
        #expect(points == 4 && !inYAML)
    }
}
