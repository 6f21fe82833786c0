import Foundation
import Testing

/// H31: an error of the suite itself is no submission's fault. `lifecycle test` stops with it
/// (exit 2, the scenario's file and line, no report) instead of giving every student an error and
/// no points; an error that is the submission's (it does not load, its code runs without end) is
/// that submission's, in the report (exit 1), alone or in a class.
@Suite("lifecycle test, errors of the suite", .serialized)
struct GradingSuiteErrorTests {
    static let files = ["class/ada/app.lua": TestCommandTests.good, "class/ben/app.lua": TestCommandTests.slow]

    /// `lifecycle test --apps 'class/*/app.lua' s.scenario.lua` with `scenario` as s.scenario.lua.
    static func grade(_ scenario: String, jobs: String = "2") throws -> CLI.Result {
        try TestCommandTests.inFolder(files.merging(["s.scenario.lua": scenario]) { $1 }) { folder in
            try TestCommandTests.test(["--apps", "class/*/app.lua", "s.scenario.lua", "--jobs", jobs], in: folder)
        }
    }

    @Test("H31: a second scenario { … }, or one after a verb (even in a pcall), is exit 2 with the scenario's file and line, and no report")
    func g13LateDeclarations() throws {
        let cases: [(String, String)] = [
            ("scenario { name = 'a' }\nlaunch()\nscenario { name = 'b' }\n",
             "error: s.scenario.lua:3: scenario: called twice; a scenario declares itself once, first: remove the second scenario { … }\n"),
            ("launch()\nscenario { name = 'late' }\n",
             "error: s.scenario.lua:2: scenario: comes first, before any verb: lifecycle test reads it without playing the scenario; move it to the top\n"),
            ("launch()\nlocal ok = pcall(scenario, { name = 'late' })\nexpect(true)\n",
             "error: s.scenario.lua:2: scenario: comes first, before any verb"),
        ]
        for (scenario, message) in cases {
            for jobs in ["1", "4"] {
                let result = try Self.grade(scenario, jobs: jobs)
                #expect(result.status == 2, "\(scenario): \(result.stdout)")
                #expect(result.stderr.hasPrefix(message), "\(scenario): \(result.stderr)")
                #expect(result.stderr.contains("(met playing it against class/ada/app.lua on ios7: an error of the scenario itself stops lifecycle test; fix the scenario)"))
                #expect(result.stdout.isEmpty)
            }
        }
    }

    @Test("H31: a verb called with bad arguments, the scenario's own Lua error and its endless loop are errors of the suite: exit 2, whatever the app")
    func g13OtherSuiteErrors() throws {
        let cases: [(String, String)] = [
            ("launch()\nrotate('sideways')\n", "error: s.scenario.lua:2: rotate: expects one of portrait,"),
            ("launch()\nlocal saved = nil\nexpect(saved.text == 'yes')\n", "error: s.scenario.lua:3: attempt to index a nil value (local 'saved')"),
            ("launch()\nhome()\nwhile state() ~= 'terminated' do end\n", "error: s.scenario.lua:3: state: no progress at t = 0"),
            ("launch() home() advance(10)\nexpect_saved('Documents/saved.txt', 'yes')\nerror('the suite is broken')\n", "error: s.scenario.lua:3: the suite is broken"),
        ]
        for (scenario, message) in cases {
            let result = try Self.grade(scenario)
            #expect(result.status == 2, "\(scenario): \(result.stdout)")
            #expect(result.stderr.hasPrefix(message), "\(scenario): \(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
    }

    @Test("H31: the apps' code reaching the run's cap is that case's error, in the report (exit 1), and the others are graded")
    func g13AppsErrorsStayInTheReport() throws {
        // Against ada the loop is a launch and 3,000 s; bob crashes at each launch, and his
        // 1,000 app starts reach the cap.
        try TestCommandTests.inFolder(["class/ada/app.lua": TestCommandTests.good, "class/bob/app.lua": GradingLimitTests.crashes,
                                       "s.scenario.lua": "for i = 1, 3000 do launch() advance(1) end\n"]) { folder in
            let result = try TestCommandTests.test(["--apps", "class/*/app.lua", "s.scenario.lua", "--format", "json"], in: folder)
            #expect(result.status == 1, "\(result.stderr)")
            let results = try #require(try TestCommandTests.json(result)["results"] as? [[String: Any]])
            #expect(results.map { $0["status"] as? String } == ["passed", "error"])
            try #require(results.count == 2)
            #expect(GradingLimitTests.firstMessage(results[1]).contains("pieces of code in this run, the most one run may"), "\(results[1])")
        }
    }

    @Test("H31: one app that does not load is its own error: the report is written in every format, exit 1")
    func g13OneAppThatDoesNotLoad() throws {
        try TestCommandTests.inFolder(["broken.lua": "local App = {\n", "s.scenario.lua": TestCommandTests.saves]) { folder in
            for format in ["pretty", "tap", "junit", "json", "csv"] {
                let result = try TestCommandTests.test(["broken.lua", "s.scenario.lua", "--format", format], in: folder)
                #expect(result.status == 1, "\(format): \(result.stderr)")
                #expect(result.stderr.isEmpty, "\(format)")
                #expect(result.stdout.contains("broken.lua:2:") || format == "csv", "\(format): \(result.stdout)")
            }
        }
    }
}
