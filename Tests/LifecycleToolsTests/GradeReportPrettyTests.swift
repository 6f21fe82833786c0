import Testing
@testable import LifecycleTools

/// `lifecycle test --format pretty`: the report a person reads, for one app and for a class.
@Suite("GradeReport pretty")
struct GradeReportPrettyTests {
    typealias Fixtures = GradeReportFixtures

    @Test("one app: a line per case, its first failure with the explain pointer, the rest counted, what it printed, the command that replays it, a summary")
    func singleApp() {
        #expect(Fixtures.single.pretty(color: false) == """
            bob (apps/bob/app.lua)
              ✓ launches [ios13]          3 s  1/1
              ✗ ends its task [ios7]    600 s  0/1
                  killed: expired [B5] the background task ran out of time (at 600 s)
                  ↳ lifecycle explain B5
                  … and 2 more
                  printed: saving memo-1
                  printed: saved
                  … and 3 more lines printed
                  ↳ lifecycle run apps/bob/app.lua scenarios/ends-task.lua --profile ios7 --strict
                  warning: apps/bob/app.lua:9: the delegate has 'applicationDidEnterBackgroud'; did you mean
                  'applicationDidEnterBackground'?
              ✓ ends its task [ios13]  30.5 s  1/1

            ✗ 1 of 3 failed · 2/3 points · 633.5 s simulated

            """)
    }

    @Test("a class: matrix, legend, each app's failing cases, the lessons the class missed, a summary")
    func tinyClass() {
        #expect(Fixtures.tinyClass.pretty(color: false) == """
            3 apps × 3 cases

                     1 2 3  points
              alice  ✓ ✓ ✓  3/3
              bob    ✓ ✗ ✓  2/3
              carol  ! ! !  0/3

              1 launches [ios13] (1)
              2 ends its task [ios7] (1)
              3 ends its task [ios13] (1)

            bob
              ✗ 2 ends its task [ios7]
                  killed: expired [B5] the background task ran out of time (at 600 s)
              warning: apps/bob/app.lua:9: the delegate has 'applicationDidEnterBackgroud'; did you mean
              'applicationDidEnterBackground'?

            carol: could not load: apps/carol/app.lua:3: unexpected symbol near '<'

            Lessons the class missed
              B5  1 of 3 apps: "ends its task" (ios7: 1)

            ✗ 4 of 9 failed (3 errors) · 1 of 3 apps passed every case · 1279 s simulated

            """)
    }

    @Test("every case passed: a green-free ✓ summary without color, and the app's load error shown once")
    func passedAndNotLoaded() {
        let report = Fixtures.tinyClass
        let alice = GradeReport(apps: [report.apps[0]], scenarios: report.scenarios, cases: report.cases(ofApp: 0),
                                seed: 1, strict: false)
        #expect(alice.pretty(color: false).hasSuffix("\n✓ 3 passed · 3/3 points · 645.5 s simulated\n"))
        let carolCases = report.cases(ofApp: 2).map {
            GradeReport.Case(app: 0, scenario: $0.scenario, profile: $0.profile, status: $0.status, simulated: 0, points: 0,
                             maxPoints: $0.maxPoints, failures: [], moreFailures: 0, expectationsPassed: 0,
                             expectationsFailed: 0, violations: 0, kills: [])
        }
        let carol = GradeReport(apps: [report.apps[2]], scenarios: report.scenarios, cases: carolCases, seed: 1, strict: false)
        let text = carol.pretty(color: false)
        #expect(text.components(separatedBy: "unexpected symbol").count == 2)
        #expect(text.hasSuffix("✗ 3 of 3 failed (3 errors) · 0/3 points · 0 s simulated\n"))
    }

    @Test("ANSI colors only when asked: green ✓, red ✗, yellow !, and none at all without color")
    func colorOnlyWhenAsked() {
        let colored = Fixtures.tinyClass.pretty(color: true)
        #expect(colored.contains("\u{1B}[32m✓\u{1B}[0m"))
        #expect(colored.contains("\u{1B}[31m✗\u{1B}[0m"))
        #expect(colored.contains("\u{1B}[33m!\u{1B}[0m"))
        #expect(!Fixtures.tinyClass.pretty(color: false).contains("\u{1B}"))
        // Without its escapes, the colored report is the plain one.
        #expect(colored.replacing(/\x1B\[[0-9]+m/, with: "") == Fixtures.tinyClass.pretty(color: false))
    }

    @Test("the explain pointer only for a rule lifecycle explain knows; violations and expectations show their rule")
    func explainPointer() {
        let failures = [GradeReport.Failure(kind: .violation, rule: "Z9", message: "made up", time: 1),
                        GradeReport.Failure(kind: .expectation, rule: "B4", message: "returned in time", time: 2)]
        for failure in failures {
            let item = GradeReport.Case(app: 0, scenario: 0, profile: "ios13", status: .failed, simulated: 2, points: 0,
                                        maxPoints: 1, failures: [failure], moreFailures: 0, expectationsPassed: 0,
                                        expectationsFailed: 1, violations: 1, kills: [])
            let report = GradeReport(apps: [.init(name: "a", path: "a.lua")], scenarios: [Fixtures.launches], cases: [item],
                                     seed: 1, strict: true)
            let text = report.pretty(color: false)
            if failure.rule == "Z9" {
                #expect(text.contains("      violation [Z9] made up (at 1 s)\n"))
                #expect(!text.contains("lifecycle explain"))
            } else {
                #expect(text.contains("      expect: returned in time [B4] (at 2 s)\n      ↳ lifecycle explain B4\n"))
            }
        }
    }

    @Test("a 5,000-character name is cut to 60 characters ending with …, in the matrix and in the legend")
    func longNamesCut() {
        let text = Fixtures.hostile.pretty(color: false)
        for line in text.split(separator: "\n") { #expect(line.count < 400) }
        let row = String(repeating: "x\\e", count: 20)
        #expect(text.contains("  " + row.prefix(59) + "…  ! !  0/2\n"))
    }
}
