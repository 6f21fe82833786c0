import LifecycleCore
import Testing
@testable import LifecycleLua
@testable import LifecycleTools
import LuaBridge
import TestSupport

/// Scenario scripts: verbs, errors with file and line, and the endless-loop guard.
@Suite("Scenario scripts")
struct ScenarioScriptTests {
    let app = appLaunching("")

    @Test("a runtime error in the scenario is a failure naming the file and line (exit 2)")
    func runtimeError() {
        let report = play(app: app, scenario: "launch()\nexpect_state('Active')").report
        #expect(report.scenarioError?.hasPrefix("scenario.lua:2: expect_state: unknown state \"Active\" (did you mean 'active'?)") == true,
                "\(String(describing: report.scenarioError))")
        #expect(report.exitCode(strict: false) == 2)
    }

    @Test("a syntax error in the scenario is found before the run")
    func syntaxError() {
        let run = ScenarioRun(app: .init(source: app, path: "app.lua"),
                              scenario: .init(source: "launch(\nhome()", path: "s.lua"))
        #expect(run.validate()?.hasPrefix("s.lua:2:") == true)
    }

    @Test("an endless loop in the scenario is stopped with a clear error")
    func endlessLoop() {
        let report = play(app: app, scenario: "launch()\nwhile true do end").report
        #expect(report.scenarioError?.contains("without a verb (an endless loop?)") == true)
    }

    @Test("a scenario loop that keeps calling verbs is not stopped")
    func busyButFine() {
        let report = play(app: app, scenario: "launch() for i = 1, 2000 do home() reopen() end expect_state('active')").report
        #expect(report.scenarioError == nil)
        #expect(report.totals.expectationsPassed == 1)
    }

    @Test("expectations decide the exit status; --strict adds violations and kills")
    func exitStatus() {
        let pass = play(app: app, scenario: "launch() expect_state('active')").report
        #expect(pass.exitCode(strict: false) == 0)
        let fail = play(app: app, scenario: "launch() expect_state('background')").report
        #expect(fail.exitCode(strict: false) == 1)
        let slow = "local D = {} function D:applicationDidEnterBackground() work(9) end return D"
        let killed = play(app: slow, scenario: "launch() home()").report
        #expect(killed.exitCode(strict: false) == 0)
        #expect(killed.exitCode(strict: true) == 1)
        let userKill = play(app: app, scenario: "launch() user_kill()").report
        #expect(userKill.exitCode(strict: true) == 0)
    }

    @Test("bad verb arguments are errors with the scenario's line")
    func badArguments() {
        for (code, expected) in [("advance(-1)", "advance: expects a number of seconds >= 0"),
                                 ("rotate('sideways')", "rotate: expects one of portrait"),
                                 ("open_url(42)", "open_url: expects a URL string"),
                                 ("launch('now')", "launch: expects a table of options")] {
            let report = play(app: app, scenario: "\n" + code).report
            #expect(report.scenarioError?.hasPrefix("scenario.lua:2: " + expected) == true, "\(code): \(String(describing: report.scenarioError))")
        }
    }

    @Test("state() and now() read the device")
    func queries() {
        let trace = play(app: app, scenario: "launch() advance(2.5) print(state(), now(), profile())").trace
        #expect(trace.notes == ["active\t2.5\tios7"])
    }

    @Test("the same run twice gives byte-identical JSONL")
    func determinism() {
        let scenario = "launch() home() advance(3) reopen() call() answer() end_call() lock() unlock() user_kill()"
        let randomApp = appLaunching("print(math.random())")
        #expect(jsonl(app: randomApp, scenario: scenario) == jsonl(app: randomApp, scenario: scenario))
    }

    @Test("the built-in tour plays to its end against a silent app")
    func tour() {
        let run = ScenarioRun(app: .init(source: "return {}", path: "app.lua"))
        let collector = Collector()
        let report = run.play(sinks: [collector])
        #expect(report.scenarioError == nil)
        #expect(collector.kills.map(\.reason) == [.user])
        #expect(report.end.micros > 0)
    }
}
