import Foundation
import LifecycleCore
import Testing
@testable import LifecycleLua
import LuaBridge
import TestSupport

/// The host's backstop (docs/security.md, "The host's backstop"): work that costs the host far
/// more real time than the simulated time it is charged ends the case, at the deadline of its
/// verb or of its stretch of scenario code, with a message naming the line; nothing else changes.
/// Played with a verb deadline of 0.5 s (the CLI's is 5 s: HostLimitEndToEndTests' backstop cases).
@Suite("The host's backstop (H23, H34)")
struct BackstopTests {
    static let short = Backstop.Limits(caseSeconds: 30, verbSeconds: 0.5)

    /// Plays `scenario` against `app` under `limits`; the report, the trace and the real time taken.
    func play(_ app: String, _ scenario: String, limits: Backstop.Limits = short) -> (report: ScenarioRun.Report, trace: Collector, seconds: Double) {
        var run = ScenarioRun(app: .init(source: app, path: "app.lua"), scenario: .init(source: scenario, path: "scenario.lua"))
        run.backstop = limits
        let collector = Collector()
        let started = Date()
        let report = run.play(sinks: [collector])
        return (report, collector, Date().timeIntervalSince(started))
    }

    /// Blocks on the main queue that call `FileManager.read` of a missing file 200,000 times each.
    static let busyBlocks = """
    local A = {}
    local function busy()
      for i = 1, 200000 do FileManager.read("missing") end
    end
    function A:application_didFinishLaunchingWithOptions(application)
      local function tick() DispatchQueue.main:async(function() busy() tick() end) end
      tick()
      return true
    end
    return A
    """

    @Test("H23: framework calls in busy foreground blocks no longer keep advance(600) going: the backstop stops the verb, exit 2, naming the app's line and the verb")
    func busyForegroundBlocks() {
        let (report, trace, seconds) = play(Self.busyBlocks, "launch()\nadvance(600)")
        #expect(seconds < 10, "\(seconds) s")
        #expect(report.exitCode(strict: false) == 2)
        let message = report.scenarioError ?? ""
        #expect(message.hasPrefix("app.lua:3: the host stopped this script after 0.5 s of processor time: advance() (scenario.lua:2) kept it busy that long"), "\(message)")
        #expect(report.stoppedByHost?.kind == .verb)
        #expect(report.stoppedByHost?.verb == "advance")
        // The block it stopped is not a watchdog kill: the simulated watchdogs stay as they are.
        #expect(!trace.kills.contains { $0.reason == .watchdog })
        // Its end says who stopped it: lifecycle, not iOS, and not a Ctrl-C.
        let stop = trace.kills.last
        #expect(stop?.reason == .user && stop?.message.contains("was stopped by lifecycle's backstop, not by iOS") == true,
                "\(String(describing: stop))")
    }

    @Test("H23: a repeating NSTimer calling FileManager.exists over advance(3600) is stopped the same way")
    func busyTimer() {
        let app = appLaunching("""
          NSTimer.scheduledTimer(0.001, true, function() for i = 1, 3000 do FileManager.exists("a") end end)
        """)
        let (report, _, seconds) = play(app, "launch()\nadvance(3600)")
        #expect(seconds < 10, "\(seconds) s")
        #expect(report.stoppedByHost?.kind == .verb)
        #expect(report.scenarioError?.contains("the host stopped this script after 0.5 s of processor time: advance() (scenario.lua:2)") == true,
                "\(report.scenarioError ?? "no error")")
    }

    @Test("H34: == on two 16 MiB strings in a loop, one instruction each, is stopped right after the deadline")
    func hugeEquality() {
        let app = appLaunching("""
          local a = ("abcdefgh"):rep(1 << 21)
          local b = "abcdefgh" .. a:sub(9, -2) .. "i"
          local n = 0
          while true do if a == b then n = n + 1 end end
        """)
        let (report, trace, seconds) = play(app, "launch()")
        #expect(seconds < 10, "\(seconds) s")
        #expect(report.scenarioError?.hasPrefix("app.lua:6: the host stopped this script after 0.5 s of processor time: launch() (scenario.lua:1)") == true,
                "\(report.scenarioError ?? "no error")")
        #expect(trace.kills.map(\.rule) == [.T4])
    }

    @Test("H34: the scenario's own < on 32 MiB strings, and an __index chain of 1,990 tables, are stopped as stretches of scenario code")
    func scenarioStretches() {
        let compare = """
        local a = ("abcdefgh"):rep(1 << 22)
        local b = a:sub(1, -2) .. "i"
        launch()
        local n = 0
        while true do if a < b then n = n + 1 end end
        """
        let chain = """
        local t = {}
        for i = 1, 1990 do t = setmetatable({}, { __index = t }) end
        launch()
        local n = 0
        while true do if t.missing then n = n + 1 end end
        """
        for scenario in [compare, chain] {
            let (report, _, seconds) = play(appLaunching(""), scenario)
            #expect(seconds < 10, "\(seconds) s")
            #expect(report.stoppedByHost?.kind == .stretch)
            #expect(report.scenarioError?.hasPrefix("scenario.lua:5: the host stopped this script after 0.5 s of processor time: the scenario's code between two verbs kept it busy that long") == true,
                    "\(report.scenarioError ?? "no error")")
        }
    }

    @Test("H34: a main chunk that loops on huge comparisons fails the check before the run, naming its line")
    func checkBeforeTheRun() {
        let app = """
        local a = ("abcdefgh"):rep(1 << 21)
        local b = a:sub(1, -2) .. "i"
        while a ~= b do end
        return {}
        """
        let started = Date()
        let message = LuaAppLoader(source: app, path: "app.lua", simulation: .default).validate(backstop: Self.short)
        #expect(Date().timeIntervalSince(started) < 10)
        #expect(message?.hasPrefix("app.lua:3: the host stopped this script after 0.5 s of processor time: checking the app before the run (the main chunk) kept it busy that long") == true,
                "\(message ?? "no error")")
    }

    @Test("H23: a stopped case leaves the next one on the thread untouched, and a trace that ends under the backstop is the trace without it")
    func casesAreIndependent() {
        _ = play(Self.busyBlocks, "launch()\nadvance(600)")
        let app = appLaunching("local s = 0 for i = 1, 2e6 do s = s + i end print(s)")
        let scenario = "launch()\nhome()\nadvance(30)\nreopen()\nexpect_state('active')"
        let under = play(app, scenario, limits: .standard)
        let without = play(app, scenario, limits: Backstop.Limits(caseSeconds: 0, verbSeconds: 0))
        #expect(under.report.scenarioError == nil)
        #expect(under.report.stoppedByHost == nil)
        #expect(under.report.exitCode(strict: true) == 0)
        #expect(under.trace.records == without.trace.records)
    }

    @Test("H34: a REPL chunk the backstop stops fails with its message; the session goes on")
    func replChunk() throws {
        let session = try ReplSession(app: .init(source: appLaunching(""), path: "app.lua"), sinks: [])
        let stopped = Backstop.Limits(caseSeconds: 0.5, verbSeconds: 0)
        let result = Backstop.runCase(stopped) { session.evaluate("local a = ('x'):rep(1 << 24) local b = a:sub(2) .. 'y' while a ~= b do end") }
        guard case .failed(let message) = result else { Issue.record("\(result)"); return }
        #expect(message.contains("the host stopped this script after"), "\(message)")
        #expect(session.evaluate("launch() return state()") == .ran("\"active\""))
    }
}
/// The deadlines are of the thread's processor time: waiting, for a core of a busy machine or for
/// a turn to hold a large storage (H33), is not counted, so `lifecycle test --jobs 8` stops a case
/// where `--jobs 1` would.
@Suite("The host's backstop counts processor time (H23, H33)")
struct BackstopProcessorTimeTests {
    @Test("H33: a case that waits twice its deadline is not stopped; one that works past it is")
    func waitingIsNotCounted() {
        Backstop.runCase(Backstop.Limits(caseSeconds: 0.2, verbSeconds: 0.2)) {
            Thread.sleep(forTimeInterval: 0.5)
            #expect(!Backstop.due, "waiting counted against the deadline")
            let started = Date()
            var spins = 0
            while !Backstop.due, Date().timeIntervalSince(started) < 5 { spins &+= 1 }
            #expect(Backstop.fired, "working past the deadline did not fire it")
            #expect(Date().timeIntervalSince(started) < 2)
        }
        #expect(!Backstop.fired, "the case's end put the outer state back")
    }
}
