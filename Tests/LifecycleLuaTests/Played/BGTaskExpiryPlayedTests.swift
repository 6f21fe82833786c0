import LifecycleCore
import Testing
import TestSupport

/// C6 at the end of a task's time, played in process: an expiration handler that completes the
/// task saves the app; a launch handler that never returns is stopped by the task's run-time
/// budget, and the trace says why. The pretty lines are BGTaskExpiryEndToEndTests'.
@Suite("BGTaskScheduler expiry, played")
struct BGTaskExpiryPlayedTests {
    /// An app whose launch handler sets an expiration handler that prints and completes the
    /// task with false, then runs `body`.
    static func app(_ body: String) -> String {
        """
        local App = {}
        App.info = { UIBackgroundModes = { "fetch" }, BGTaskSchedulerPermittedIdentifiers = { "com.example.refresh" } }
        function App:application_didFinishLaunchingWithOptions(application)
          print("launched")
          BGTaskScheduler.sharedScheduler:registerForTaskWithIdentifier_usingQueue_launchHandler("com.example.refresh", nil, function(task)
            BGTaskScheduler.sharedScheduler:submitTaskRequest_error(BGAppRefreshTaskRequest.new("com.example.refresh"))
            task.expirationHandler = function() print("expiration handler") task:setTaskCompletedWithSuccess(false) end
            \(body)
          end)
          return true
        end
        function App:applicationDidEnterBackground(application)
          BGTaskScheduler.sharedScheduler:submitTaskRequest_error(BGAppRefreshTaskRequest.new("com.example.refresh"))
        end
        return App
        """
    }

    static let scenario = "launch() home() advance(10) run_bg_task('com.example.refresh') advance(60) expect_state('suspended')"

    static func run(_ app: String, _ scenario: String) -> Played {
        Played(app: app, scenario: scenario, scenarioPath: "s.lua", profile: .ios13)
    }

    @Test("C6, S3: a download longer than 30 s whose expiration handler completes the task but does not stop it: no kill, the block freezes with the app, and goes on at the next run, where it completes its old task again")
    func expirationHandlerSaves() {
        let app = Self.app("DispatchQueue.global():async(function() work(45) task:setTaskCompletedWithSuccess(true) end)")
        let run = Self.run(app, Self.scenario + " run_bg_task('com.example.refresh') advance(60) expect_state('suspended')")
        #expect(run.status(strict: true) == 0, "\(run.error ?? "")")
        let records = run.trace.records
        #expect(records.kills.isEmpty)
        let bg = records.filter { $0.event.bgtask.map { $0.action != .submitted } ?? false }
        #expect(bg.map { "\($0.event.bgtask!.action)@\($0.t)" } == ["started@10.0", "expired@40.0", "completed@40.0", "started@70.0", "expired@100.0", "completed@100.0"])
        #expect(bg.compactMap(\.event.bgtask).filter { $0.action == .completed }.allSatisfy { $0.success == false })
        #expect(records.contains { $0.event.codeRun?.kind == .expirationHandler && $0.event.codeRun?.subject == "com.example.refresh" })
        #expect(records.logs.filter { $0 == "launched" }.count == 1, "woken, not relaunched")
        #expect(records.edges.last?.to == .suspended)
        // S3: the download froze where it stood (inside work(45)) when the completed task let the
        // app be suspended; it went on at the next run, beside the new download.
        #expect(records.codeLines == ["froze C6 app.lua:8 @40.0", "resumed C6 app.lua:8 @70.0", "froze C6 app.lua:8 @100.0"])
        #expect(records.warnings == ["app.lua:8: setTaskCompletedWithSuccess: called again for a task already completed: UIKit ignores it (C6)"],
                "the first download, resumed, completed a task completed long ago")
    }

    @Test("C6, S3: a block still working at the deadline whose expiration handler does not complete the task: the kill 1 s later loses it")
    func cutBlockWithoutCompletion() throws {
        let app = Self.app("DispatchQueue.global():async(function() work(45) task:setTaskCompletedWithSuccess(true) end)")
            .replacingOccurrences(of: "task:setTaskCompletedWithSuccess(false) end", with: "end")
        let run = Self.run(app, Self.scenario)
        #expect(run.status() == 1)
        let kill = try #require(run.trace.records.first { $0.event.kill != nil })
        #expect(kill.t == 41 && kill.event.kill?.reason == .expired && kill.event.kill?.rule == .C6)
        #expect(run.trace.records.codeLines == ["lost C6 app.lua:8 @41.0"])

        // Brought to the front within the grace: no kill, and the block goes on and finishes.
        let front = Self.run(app, "launch() home() advance(10) run_bg_task('com.example.refresh') advance(30.5) reopen() advance(20)")
        #expect(front.trace.kills.isEmpty)
        #expect(front.trace.records.codeLines.isEmpty)
    }

    @Test("C6: a launch handler that never returns is killed when the task's 30 s end (expired, 0x8badf00d), and its expiration handler never runs")
    func launchHandlerNeverReturns() throws {
        let run = Self.run(Self.app("while true do end"), Self.scenario)
        #expect(run.status() == 1)
        let kill = try #require(run.trace.records.first { $0.event.kill != nil })
        #expect(kill.t == 40 && kill.event.kill?.reason == .expired && kill.event.kill?.rule == .C6)
        #expect(kill.event.kill?.code == "0x8badf00d")
        #expect(kill.event.kill?.message.hasPrefix("the BGTask launch handler of \"com.example.refresh\" did not return within the task's 30 s") == true)
        let handler = try #require(run.trace.records.compactMap(\.event.codeRun).first { $0.kind == .launchHandler })
        #expect(handler.cost == .seconds(30))
        #expect(!run.trace.records.contains { $0.event.bgtask?.action == .expired })
        #expect(!run.trace.logs.contains("expiration handler"))
        #expect(run.trace.states.last?.to == .notRunning)
    }
}
