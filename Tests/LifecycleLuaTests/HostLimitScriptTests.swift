import Foundation
import LifecycleCore
import Testing
@testable import LifecycleLua
@testable import LifecycleTools
import LuaBridge
import TestSupport

/// The findings' reproducers, played as `lifecycle run` plays them: no app or scenario can crash
/// the host with a number (H01), run the clock past its range (H02), queue blocks for ever at one
/// instant (H03), grow the host without bound (H05, H06), loop in a scenario without progress
/// (H08), or make a load that never finishes look like a run (H14); and `explore` stays fast on an
/// app whose hooks loop.
@Suite("Host limits — the findings' reproducers")
struct HostLimitScriptTests {
    /// Plays `scenario` against `app`; the collector and the report.
    func run(_ app: String, _ scenario: String, profile: OSProfile = .ios7) -> (trace: Collector, report: ScenarioRun.Report) {
        play(app: app, scenario: scenario, profile: profile)
    }

    // MARK: H01

    @Test("H01, M1: NSCache.new('c'):setObject('k', 1e19) in didFinishLaunching is a jetsam kill")
    func hugeCache() {
        let (trace, report) = run(appLaunching("NSCache.new('c'):setObject('k', 1e19)"), "launch()")
        #expect(trace.kills.map(\.reason) == [.jetsam])
        #expect(trace.kills.first?.rule == .M1)
        #expect(report.exitCode(strict: false) == 0)
    }

    @Test("H01, E2, M1: the scenario's numbers: NaN, infinities, points off the screen and negative sizes are refused, naming the argument and the line")
    func scenarioNumbers() {
        let cases: [(String, String)] = [
            ("tap(0/0, 0/0)", "scenario.lua:2: tap: expects x to be a number on the screen (0 to 320 points), got nan"),
            ("tap(1e308, 1e308)", "scenario.lua:2: tap: expects x to be a number on the screen (0 to 320 points), got 1e+308"),
            ("tap(10, 481)", "scenario.lua:2: tap: expects y to be a number on the screen (0 to 480 points), got 481"),
            ("touch_move(10, -math.huge)", "scenario.lua:2: touch_move: expects y to be a number on the screen (0 to 480 points), got -inf"),
            ("low_memory(-5)", "scenario.lua:2: low_memory: expects a number of megabytes >= 0, got -5"),
            ("low_memory(0/0)", "scenario.lua:2: low_memory: expects a number of megabytes >= 0, got nan"),
            ("advance(0/0)", "scenario.lua:2: advance: expects a number of seconds >= 0, got nan"),
            ("advance(math.huge)", "scenario.lua:2: advance: inf s is longer than the simulated clock runs: 100 years (3155760000 s)"),
            ("advance(-1)", "scenario.lua:2: advance: expects a number of seconds >= 0, got -1"),
            ("advance(1e19)", "scenario.lua:2: advance: 1e+19 s is longer than the simulated clock runs: 100 years (3155760000 s)"),
            ("accelerate(0, 0/0, 1)", "scenario.lua:2: accelerate: expects y to be a finite number of g, got nan"),
        ]
        for (verb, message) in cases {
            let report = run(appLaunching(""), "launch()\n\(verb)").report
            #expect(report.scenarioError?.hasPrefix(message) == true, "\(verb): \(report.scenarioError ?? "no error")")
            #expect(report.exitCode(strict: false) == 2)
        }
        // What is accepted: the screen's edges, and freeing more than there is.
        let fine = run(appLaunching(""), "launch()\ntap(320, 480)\ntap(0, 0)\nlow_memory(1e19)\naccelerate(1e308, -1e308, 0)").report
        #expect(fine.scenarioError == nil)
    }

    @Test("H01, S1, T5: the app's numbers: asyncAfter, NSTimer, frames and work are checked; work(math.huge) meets its watchdog")
    func appNumbers() {
        let crashes: [(String, String)] = [
            ("DispatchQueue.main:asyncAfter(0/0, function() end)", "asyncAfter: expects the delay to be a number of seconds >= 0, got nan"),
            ("DispatchQueue.global():asyncAfter(1e19, function() end)", "asyncAfter: the delay of 1e+19 s is longer than the simulated clock runs"),
            ("NSTimer.scheduledTimer(1e308, true, function() end)", "NSTimer.scheduledTimer: the interval of 1e+308 s is longer than the simulated clock runs"),
            ("UIView.new{name = 'v', frame = {0/0, 0, 10, 10}}", "UIView.new: expects frame.x to be a finite number of points, got nan"),
            ("UIView.new{name = 'v'}.frame = {0, 0, math.huge, 10}", "view.frame: expects frame.width to be a finite number of points, got inf"),
            ("NSCache.new('c'):setObject('k', 0/0)", "setObject: expects the size to be a size in megabytes >= 0, got nan"),
            ("work(0/0)", "work: expects a number of seconds >= 0, got nan"),
        ]
        for (code, message) in crashes {
            let trace = run(appLaunching(code), "launch()").trace
            #expect(trace.kills.first?.reason == .crash, "\(code)")
            #expect(trace.kills.first?.message.contains("app.lua:3: \(message)") == true, "\(code): \(trace.kills.first?.message ?? "no kill")")
        }
        let huge = run(appLaunching("work(math.huge)"), "launch()").trace
        #expect(huge.kills.map(\.rule) == [.L5])
        let far = run(appLaunching("DispatchQueue.main:asyncAfter(3155760000, function() print('never') end)"), "launch()\nadvance(60)").trace
        #expect(far.kills.isEmpty)
        #expect(!far.logs.contains("never"))
    }

    // MARK: H02

    @Test("H02, B5: the clock stops at a century: the reproducer is refused at its line, exit 2, and nothing wraps")
    func clockRange() {
        let app = """
        local A = {}
        function A:applicationDidEnterBackground(application) print(application.backgroundTimeRemaining) end
        return A
        """
        let reproducer = run(app, "for i = 1, 9 do advance(1e12) end advance(223372036800) launch() home()").report
        #expect(reproducer.scenarioError?.hasPrefix("scenario.lua:1: advance: 1000000000000 s is longer than the simulated clock runs: 100 years (3155760000 s)") == true)
        #expect(reproducer.exitCode(strict: false) == 2)
        let twice = run(app, "advance(3e9)\nadvance(3e9)").report
        #expect(twice.scenarioError?.hasPrefix("scenario.lua:2: advance: advance(3000000000) at t = 3000000000 would take the clock past its end") == true)
        // Up to the end of the clock, everything works.
        let late = run(app, "advance(3155759000)\nlaunch()\nhome()\nadvance(10)")
        #expect(late.report.scenarioError == nil)
        #expect(late.trace.logs == ["180.0"])
        #expect(late.report.end == SimTime(micros: 3_155_759_010_000_000))
    }

    @Test("H02: code that runs past the clock's end stops the scenario at the next verb")
    func clockOverrun() {
        let app = appLaunching("work(19)")
        let report = run(app, "advance(3155759990)\nlaunch()").report
        #expect(report.scenarioError?.hasPrefix("scenario.lua:2: launch: the simulated clock ran past its end") == true)
    }

    // MARK: H03

    @Test("H03, T5: a block that queues itself (main, asyncAfter(0), global) lets time pass and is stopped after 1 s of spinning")
    func selfRequeuing() {
        for queue in ["DispatchQueue.main:async(poll)", "DispatchQueue.main:asyncAfter(0, poll)", "DispatchQueue.global():async(poll)"] {
            let app = appLaunching("local function poll() \(queue) end poll()")
            let started = Date()
            let (trace, report) = run(app, "launch()\nadvance(1)\nadvance(100)")
            #expect(Date().timeIntervalSince(started) < 30)
            #expect(report.scenarioError == nil)
            #expect(trace.kills.map(\.rule) == [.T5], "\(queue)")
            #expect(trace.kills.first?.message.contains("spun for 1 s") == true)
            let blocks = trace.records.filter { if case .run(.block, _, _, _, _) = $0.event { true } else { false } }
            #expect(blocks.count == 1_000, "\(queue)")
        }
    }

    @Test("H03, T5: Ctrl-C at the REPL stops an advance whose jobs run on")
    func interruptStopsAdvance() throws {
        let loader = LuaAppLoader(source: appLaunching("local function tick() DispatchQueue.main:asyncAfter(0.002, tick) end tick()"), path: "app.lua", simulation: .default)
        let device = Device(loader: loader)
        let scenario = try LuaScenario(device: device, path: "stdin")
        var asked = 0
        device.interruptCheck = { asked += 1; return asked > 20 }
        #expect(scenario.evaluate("launch()") == .ran(nil))
        #expect(scenario.evaluate("advance(1e6)") == .failed("interrupted"))
        #expect(device.now < SimTime(micros: 60_000_000))
        device.interruptCheck = nil
        #expect(scenario.evaluate("advance(1)") == .ran(nil))
    }

    // MARK: H05

    /// The CPU time this thread spends in `body` (a synchronous test body stays on its thread),
    /// the least of `tries` runs. Not wall time: other tests and processes on a loaded machine
    /// do not count, so the ratio below measures the growth of the work, not the machine's load.
    func fastest(_ tries: Int = 3, _ body: () -> Void) -> Double {
        func threadSeconds() -> Double {
            var time = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
            return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
        }
        var best = Double.infinity
        for _ in 0..<tries {
            let start = threadSeconds()
            body()
            best = min(best, threadSeconds() - start)
        }
        return best
    }

    /// Plays `app(n)` for `n` and `10 n` items: 10 times the items may take what O(log n) per
    /// item costs, 10 × log(10 n) / log(n) times as long (13.3 for n = 1,000: the host's ordered
    /// structures are such), plus 30% for caches, allocators and a loaded machine; a quadratic
    /// path takes 100 times. First, untimed, each size must do its work: no error, no kill, and
    /// `did(trace, n)` (what the trace shows of the n items), so that a run that stopped early or
    /// did nothing cannot pass for a fast one (the runs are deterministic: the timed plays are
    /// these).
    func expectLinear(_ name: String, small: Int, scenario: String, app: (Int) -> String,
                      did: (Collector, Int) -> Bool) {
        for n in [small, small * 10] {
            let (trace, report) = run(app(n), scenario)
            guard report.scenarioError == nil, trace.kills.isEmpty, did(trace, n) else {
                Issue.record("\(name): the run of \(n) did not do its work: \(report.scenarioError ?? "no error"), kills \(trace.kills), logs \(trace.logs)")
                return
            }
        }
        let a = app(small), b = app(small * 10)
        let tSmall = fastest { _ = run(a, scenario) }
        let tLarge = fastest { _ = run(b, scenario) }
        let ratio = tLarge / max(tSmall, 1e-6)
        let bound = 10 * log(Double(small * 10)) / log(Double(small)) * 1.3
        #expect(ratio <= bound, "\(name): \(small) took \(tSmall) s, \(small * 10) took \(tLarge) s (× \(ratio), at most × \(bound))")
    }

    /// How many records of the trace match `predicate`.
    func count(_ trace: Collector, _ predicate: (TraceEvent) -> Bool) -> Int { trace.events.filter(predicate).count }

    @Test("H05: a run that did not do its work fails the scaling check before any time is compared")
    func idleRunFailsTheCheck() {
        // An app that begins no task is fast at every size: the check, not the ratio, must catch it.
        withKnownIssue("the run of 10 did not do its work") {
            expectLinear("nothing", small: 10, scenario: "launch()\nhome()\nadvance(200)", app: { _ in "return {}" }, did: { trace, n in
                trace.events.filter { if case .task("expire", _) = $0 { true } else { false } }.count == n
            })
        }
    }

    @Test("H05, B5: background tasks expiring together scale linearly")
    func tasksScale() {
        // Each task expires, and its handler ends it.
        expectLinear("tasks", small: 2_000, scenario: "launch()\nhome()\nadvance(200)", app: { n in """
            local A = {}
            function A:applicationDidEnterBackground(application)
              for i = 1, \(n) do
                local id
                id = application:beginBackgroundTaskWithExpirationHandler(function() application:endBackgroundTask(id) end)
              end
            end
            return A
            """ }, did: { trace, n in
                count(trace) { if case .task("expire", _) = $0 { true } else { false } } == n
                    && count(trace) { if case .task("end", _) = $0 { true } else { false } } == n
            })
    }

    @Test("H05, N: notification observers scale linearly, added, run and removed")
    func observersScale() {
        // The half not removed run at Home.
        expectLinear("observers", small: 1_000, scenario: "launch()\nhome()\nadvance(1)", app: { n in """
            local A = {}
            function A:application_didFinishLaunchingWithOptions(application)
              local c, tokens = NSNotificationCenter.defaultCenter(), {}
              for i = 1, \(n) do tokens[i] = c:addObserver("UIApplicationDidEnterBackgroundNotification", function() end) end
              for i = 1, \(n), 2 do c:removeObserver(tokens[i]) end
              return true
            end
            return A
            """ }, did: { trace, n in count(trace) { if case .run(.observer, _, _, _, _) = $0 { true } else { false } } == n / 2 })
    }

    @Test("H05, E2: addSubview scales linearly; so do views marked for display and the snapshot")
    func viewsScale() {
        // Every third view is removed and marked (one redraw each); the root and the others are
        // in the snapshot at Home.
        expectLinear("views", small: 2_000, scenario: "launch()\nadvance(1)\nhome()", app: { n in """
            local A = {}
            function A:application_didFinishLaunchingWithOptions(application)
              local root, views = UIView.new{name = "root"}, {}
              for i = 1, \(n) do views[i] = UIView.new{name = "v" .. i} root:addSubview(views[i]) end
              for i = 1, \(n), 3 do views[i]:removeFromSuperview() views[i]:setNeedsDisplay() end
              return true
            end
            return A
            """ }, did: { trace, n in
                let removed = (n + 2) / 3
                let visible = trace.events.compactMap { if case .snapshot(let visible) = $0 { visible.count } else { nil } }
                return count(trace) { if case .redraw = $0 { true } else { false } } == removed && visible == [1 + n - removed]
            })
    }

    @Test("H05, E6, R9: timers and alerts scale linearly")
    func timersAndAlertsScale() {
        // Half the timers fire; the half of the alerts still shown at Home get R9's notes.
        expectLinear("timers and alerts", small: 1_000, scenario: "launch()\nadvance(3)\nhome()", app: { n in """
            local A = {}
            function A:application_didFinishLaunchingWithOptions(application)
              local timers, alerts = {}, {}
              for i = 1, \(n) do timers[i] = NSTimer.scheduledTimer(1, false, function() end) end
              for i = 1, \(n), 2 do timers[i]:invalidate() end
              for i = 1, \(n) do alerts[i] = UIAlertView.new{title = "a" .. i} alerts[i]:show() end
              for i = 1, \(n), 2 do alerts[i]:dismiss() end
              return true
            end
            return A
            """ }, did: { trace, n in
                // The first 100 alerts are named, one line each; one more line counts the rest.
                let shown = trace.records.compactMap(\.event.info).filter { $0.rule == .R9 }.map(\.message)
                return count(trace) { if case .run(.timer, _, _, _, _) = $0 { true } else { false } } == n / 2
                    && shown.count == 101 && shown.last?.hasPrefix("\(n / 2 - 100) more alerts are still on screen") == true
            })
    }

    @Test("H05, B7: files and defaults scale linearly")
    func filesScale() {
        // The trace shows no file: the app reads back the last file and the last default.
        expectLinear("files", small: 1_000, scenario: "launch()\nhome()\nadvance(1)", app: { n in """
            local A = {}
            function A:application_didFinishLaunchingWithOptions(application)
              local d = NSUserDefaults.standardUserDefaults()
              for i = 1, \(n) do FileManager.write("Documents/f" .. i, "text " .. i) d:setObject(i, "k" .. i) end
              for i = 1, \(n), 2 do FileManager.remove("Documents/f" .. i) end
              print(FileManager.read("Documents/f\(n)"), d:objectForKey("k\(n)"), FileManager.exists("Documents/f\(n - 1)"))
              return true
            end
            return A
            """ }, did: { trace, n in trace.logs == ["text \(n)\t\(n)\tfalse"] })
    }

    // MARK: H06

    @Test("H06, B7: 1,000 writes of 16 MiB fill the device's 256 MiB and then fail with NSFileWriteOutOfSpaceError; the host stays small")
    func filesFillTheDevice() {
        let app = appLaunching("""
          local s = ("x"):rep(16 << 20)
          local failed
          for i = 1, 1000 do
            local ok, err = FileManager.write("Documents/big" .. i, s)
            if not ok and not failed then failed = err print(err) end
          end
        """)
        let (trace, report) = run(app, "launch()")
        #expect(report.scenarioError == nil)
        #expect(trace.logs.first?.hasPrefix("Documents/big16: NSFileWriteOutOfSpaceError: not enough space on the device (its 256 MiB of storage are full)") == true,
                "\(trace.logs)")
        // Each write of 16 MiB costs 0.17 s: the 1,000 take the launch past its 20 s budget.
        #expect(trace.kills.map(\.rule) == [.L5])
    }

    @Test("H06: names and titles the system keeps are cut after 1 KiB; a long URL in a verb's line after 16 KiB")
    func longNames() {
        let app = appLaunching("""
          local s = ("v"):rep(8 << 20)
          for i = 1, 50 do UIView.new{name = s} UIAlertView.new{title = s}:show() end
        """)
        let (trace, report) = run(app, "launch()\nopen_url(('u'):rep(1 << 20))\nhome()")
        #expect(report.scenarioError == nil)
        let snapshots: [[String]] = trace.records.compactMap { record -> [String]? in
            if case .snapshot(let names) = record.event { return names }
            return nil
        }
        let visible = snapshots.first ?? []
        #expect(visible.count == 50)
        #expect(visible.allSatisfy { $0 == String(repeating: "v", count: 1_024) + "…" })
        let url = trace.records.compactMap { record -> String? in
            if case .action("open_url", let detail?) = record.event { return detail }
            return nil
        }.first
        #expect(url?.utf8.count ?? 0 < 17_000)
    }

    @Test("H06, M1: defaults set in a loop, and blocks queued without end, are jetsam kills")
    func defaultsAndBlocksCount() {
        let defaults = run(appLaunching("""
          local d, s = NSUserDefaults.standardUserDefaults(), ("y"):rep(1 << 20)
          for i = 1, 1000 do d:setObject(s, "k" .. i) end
        """), "launch()").trace
        #expect(defaults.kills.map(\.rule) == [.M1])
        #expect(defaults.kills.first?.message.contains("over its 128 MB limit") == true)
        let blocks = run(appLaunching("while true do DispatchQueue.main:async(function() end) end"), "launch()").trace
        #expect(blocks.kills.map(\.rule) == [.M1])
        #expect(blocks.kills.first?.reason == .jetsam)
    }

    // MARK: H08

    @Test("H08: a scenario waiting for a state without advance stops with exit 2 and says why, at its line")
    func progressFreeScenarios() {
        let app = appLaunching("")
        let waiting = run(app, "launch()\nhome()\nrepeat until state() == \"suspended\"").report
        #expect(waiting.scenarioError?.hasPrefix("scenario.lua:3: state: no progress at t = 0:") == true, "\(waiting.scenarioError ?? "")")
        #expect(waiting.scenarioError?.contains("did you forget advance()?") == true)
        #expect(waiting.exitCode(strict: false) == 2)
        let zero = run(app, "launch()\nwhile true do advance(0) end").report
        #expect(zero.scenarioError?.hasPrefix("scenario.lua:2: advance: no progress") == true)
        let rotating = run(app, "launch()\nwhile true do rotate('portrait') rotate('landscapeLeft') end").report
        #expect(rotating.scenarioError?.hasPrefix("scenario.lua:2: rotate: 100000 verbs at t = 0 without time passing") == true)
        let printing = run(app, "launch()\nwhile true do print('still here') end")
        #expect(printing.report.scenarioError?.contains("without a verb") == true, "\(printing.report.scenarioError ?? "")")
        #expect(printing.trace.notes.count <= 110_001, "\(printing.trace.notes.count) notes")
        // A loop that lets time pass is progress, and ends when its condition does.
        let advancing = run(app, "launch()\nhome()\nrepeat advance(1) until state() == \"suspended\"\nexpect_state(\"suspended\")").report
        #expect(advancing.scenarioError == nil)
        #expect(advancing.exitCode(strict: false) == 0)
    }

    // MARK: H14

    @Test("H14, L5: a main chunk that never finishes is a load error (exit 2), as the docs say")
    func mainChunkNeverFinishes() {
        let run = ScenarioRun(app: .init(source: "while true do end\nreturn {}", path: "app.lua"),
                              scenario: .init(source: "launch()", path: "scenario.lua"))
        #expect(run.validate() == "app.lua: the main chunk did not finish within the 20 s launch budget (L5): an endless loop?")
        let memory = LuaAppLoader(source: "local t, s = {}, ('x'):rep(1 << 20) while true do t[#t + 1] = s .. #t end", path: "app.lua", simulation: .default)
        #expect(memory.validate() == "app.lua: the main chunk went over the app's 64 MiB memory cap (M1)")
    }

    @Test("H14, L5: a delegate whose __index loops is blamed on reading the delegate, not on the main chunk")
    func delegateIndexLoops() {
        let app = "return setmetatable({}, {__index = function() while true do end end})"
        #expect(LuaAppLoader(source: app, path: "app.lua", simulation: .default).validate()
                == "app.lua: reading the delegate (its metatable's __index or __pairs) did not finish within the 20 s launch budget (L5): an endless loop?")
        let raising = "return setmetatable({}, {__index = function() error('no such key') end})"
        #expect(LuaAppLoader(source: raising, path: "app.lua", simulation: .default).validate()?
            .hasPrefix("app.lua: reading the delegate (its metatable's __index or __pairs) raised an error: app.lua:1: no such key") == true)
        // Played without the load check, the launch's kill names it too.
        let trace = play(app: app).trace
        #expect(trace.kills.first?.message == "the app did not finish launching within 20 s (reading the delegate (its metatable's __index or __pairs) was running)")
    }

    // MARK: explore

    static let looping = """
        local A = {}
        function A:applicationDidEnterBackground(a) while true do end end
        function A:applicationWillEnterForeground(a) while true do end end
        function A:applicationDidBecomeActive(a) if a.applicationState == "active" then while true do end end end
        return A
        """
    static let working = """
        local A = {}
        function A:applicationDidEnterBackground(a) work(6) end
        function A:applicationWillEnterForeground(a) work(11) end
        function A:applicationDidBecomeActive(a) if a.applicationState == "active" then work(11) end end
        return A
        """

    func summary(_ result: ExploreResult) -> String {
        let findings = result.findings.map { "\($0.problem.fileStem) \($0.path.map(\.name)) \($0.message) \($0.runs)" }
        return "\(result.runs) \(result.states) \(result.pruned) \(result.killedRuns.map { "\($0.reason):\($0.runs)" }) \(result.covered) \(findings)"
    }

    @Test("T5, L5: explore replays a hook that loops to its watchdog from its memo: the same result as without it, at the cost of a short hook")
    func exploreLoopingHooks() {
        let app = ScenarioRun.Script(source: Self.looping, path: "app.lua")
        var plain = Explorer(app: app, depth: 2)
        plain.remembersCode = false
        let withoutMemo = plain.explore()
        let withMemo = Explorer(app: app, depth: 2).explore()
        #expect(summary(withMemo) == summary(withoutMemo))
        #expect(withMemo.skippedCode > 0)
        #expect(withoutMemo.skippedCode == 0)
        // One memo per thread: the same result on two threads.
        #expect(summary(Explorer(app: app, depth: 2, jobs: 2).explore()) == summary(withoutMemo))

        let loopTime = fastest(2) { _ = Explorer(app: app, depth: 2).explore() }
        let workTime = fastest(2) { _ = Explorer(app: .init(source: Self.working, path: "app.lua"), depth: 2).explore() }
        #expect(loopTime < workTime * 4 + 0.5, "looping hooks: \(loopTime) s, working hooks: \(workTime) s")
    }
}
