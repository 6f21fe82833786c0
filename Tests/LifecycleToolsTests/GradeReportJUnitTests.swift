import Testing
@testable import LifecycleTools

/// `lifecycle test --format junit`: JUnit XML, checked against docs/junit.xsd with xmllint.
@Suite("GradeReport JUnit")
struct GradeReportJUnitTests {
    typealias Fixtures = GradeReportFixtures

    @Test("a testsuite per app with its properties, a testcase per scenario × profile, the failure with its rule as type")
    func singleApp() {
        #expect(Fixtures.single.junit() == """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="lifecycle test" tests="3" failures="1" errors="0" skipped="0" time="0.275">
              <testsuite name="bob" tests="3" failures="1" errors="0" skipped="0" time="0.275">
                <properties>
                  <property name="path" value="apps/bob/app.lua"/>
                  <property name="points" value="2"/>
                  <property name="max_points" value="3"/>
                  <property name="profiles" value="ios13 ios7"/>
                  <property name="seed" value="1"/>
                  <property name="strict" value="false"/>
                  <property name="simulated" value="633.5"/>
                  <property name="status" value="failed"/>
                </properties>
                <testcase name="launches [ios13]" classname="bob.launches" file="scenarios/launches.lua" time="0.0125">
                  <system-out>simulated: 3 s on ios13</system-out>
                </testcase>
                <testcase name="ends its task [ios7]" classname="bob.ends-task" file="scenarios/ends-task.lua" time="0.25">
                  <failure message="killed: expired [B5] the background task ran out of time" type="B5">600 s  killed: expired [B5] the background task ran out of time
            600 s  expect: the app is suspended
            … and 1 more
            points: 0/1</failure>
                  <system-out>simulated: 600 s on ios7
            warning: apps/bob/app.lua:9: the delegate has &apos;applicationDidEnterBackgroud&apos;; did you mean &apos;applicationDidEnterBackground&apos;?
            the app printed:
              saving memo-1
              saved
              … and 3 more lines</system-out>
                </testcase>
                <testcase name="ends its task [ios13]" classname="bob.ends-task" file="scenarios/ends-task.lua" time="0.0125">
                  <system-out>simulated: 30.5 s on ios13</system-out>
                </testcase>
              </testsuite>
            </testsuites>

            """)
    }

    @Test("an app that did not load: a load_error property and an <error> per case, with its message escaped")
    func notLoaded() {
        let xml = Fixtures.tinyClass.junit()
        #expect(xml.contains(#"<property name="load_error" value="apps/carol/app.lua:3: unexpected symbol near &apos;&lt;&apos;"/>"#))
        #expect(xml.contains(#"<error message="error: apps/carol/app.lua:3: unexpected symbol near &apos;&lt;&apos;" type="error">"#))
        // Wall seconds: the fixture's cases took 0.0125 s each, but bob's killed case 0.25 s.
        #expect(xml.contains(#"<testsuites name="lifecycle test" tests="9" failures="1" errors="3" skipped="0" time="0.3"#))
        #expect(xml.contains(#"<property name="simulated" value="645.5"/>"#))
    }

    @Test("docs/junit.xsd accepts the reports of one app, a class, and hostile scripts (xmllint --schema)")
    func validAgainstSchema() throws {
        for (name, report) in [("single", Fixtures.single), ("class", Fixtures.tinyClass), ("hostile", Fixtures.hostile)] {
            let verdict = try XMLLint.validate(report.junit())
            #expect(verdict.valid, "\(name): \(verdict.output)")
        }
    }

    @Test("the schema is not vacuous: xmllint refuses a testcase without a name, a time in exponent notation, a stray element")
    func schemaRejectsInvalid() throws {
        let broken = [
            #"<testsuites name="x" tests="1" failures="0" errors="0"><testsuite name="a" tests="1" failures="0" errors="0"><testcase classname="a.b"/></testsuite></testsuites>"#,
            #"<testsuites name="x" tests="1" failures="0" errors="0" time="1e+21"/>"#,
            #"<testsuites name="x" tests="1" failures="0" errors="0"><testsuite name="a" tests="1" failures="0" errors="0"><testcase name="b" classname="a.b"><grade/></testcase></testsuite></testsuites>"#,
        ]
        for document in broken {
            let verdict = try XMLLint.validate(#"<?xml version="1.0" encoding="UTF-8"?>"# + "\n" + document + "\n")
            #expect(!verdict.valid, "accepted: \(document)")
            #expect(verdict.output.contains("fails to validate"))
        }
    }

    @Test("hostile text: control characters shown as \\e or \\u{…}, markup and quotes as entities, no raw control byte")
    func hostileEscaped() {
        let xml = Fixtures.hostile.junit()
        #expect(!xml.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" })
        #expect(!xml.unicodeScalars.contains { $0.value == 0xFFFE || $0.value == 0xFFFF })
        #expect(xml.contains(#"\e[31mred\e[0m \u{0}nul &quot;quoted&quot; &apos;single&apos; &lt;&amp;&gt; a,b\r\nline2\ttab"#))
        // A failure's body keeps the message's own newlines (a traceback stays readable in CI).
        #expect(xml.contains("a,b\\r\nline2\ttab"))
        // 1e21 simulated seconds is clamped to a decimal a JUnit reader parses; a wall time that
        // is not finite is 0.
        #expect(xml.contains(#"<property name="simulated" value="1000000000000"/>"#))
        #expect(!xml.contains("inf") && !xml.contains("nan"))
    }

    @Test("classname is APP.scenario-file-stem; times are plain decimals")
    func names() {
        #expect(GradeReport.stem("scenarios/ends-task.lua") == "ends-task")
        #expect(GradeReport.stem("plain") == "plain")
        #expect(GradeReport.stem(".lua") == ".lua")
        #expect(ReportFormat.decimalSeconds(0.000125) == "0.000125")
        #expect(ReportFormat.decimalSeconds(1e-7) == "0")
        #expect(ReportFormat.decimalSeconds(-.infinity) == "0")
        #expect(ReportFormat.decimalSeconds(612.5) == "612.5")
    }
}
