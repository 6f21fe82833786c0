import Foundation
import Testing

/// C6 at the end of a task's time, from the command line: an expiration handler that completes
/// the task saves the app; a launch handler that never returns is stopped by the task's run-time
/// budget, and the trace says why.
@Suite("BGTaskScheduler expiry, end to end", .serialized)
struct BGTaskExpiryEndToEndTests {
    typealias Event = [String: Any]

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

    static func events(_ app: String, _ scenario: String, _ options: [String]) throws -> (CLI.Result, [Event]) {
        let result = try BGTaskEndToEndTests.run(app, scenario, ["--profile", "ios13", "--format", "jsonl"] + options)
        return (result, try CLI.events(result))
    }

    @Test("C6: a download longer than 30 s, ended by an expiration handler that completes the task: no kill, suspended, and the next run wakes the same process")
    func expirationHandlerSaves() throws {
        let app = Self.app("DispatchQueue.global():async(function() work(45) task:setTaskCompletedWithSuccess(true) end)")
        let (result, events) = try Self.events(app, Self.scenario + " run_bg_task('com.example.refresh') advance(60) expect_state('suspended')", ["--strict"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(BGTaskEndToEndTests.of("kill", events).isEmpty)
        let bg = BGTaskEndToEndTests.of("bgtask", events).filter { $0["action"] as? String != "submitted" }
        #expect(bg.map { "\($0["action"]!)@\($0["t"]!)" } == ["started@10", "expired@40", "completed@40", "started@70", "expired@100", "completed@100"])
        #expect(bg.filter { $0["action"] as? String == "completed" }.allSatisfy { $0["success"] as? Bool == false })
        #expect(BGTaskEndToEndTests.of("run", events).contains { $0["what"] as? String == "expirationHandler" && $0["subject"] as? String == "com.example.refresh" })
        #expect(BGTaskEndToEndTests.of("log", events).filter { $0["text"] as? String == "launched" }.count == 1, "woken, not relaunched")
        #expect(BGTaskEndToEndTests.of("state", events).last?["to"] as? String == "suspended")
        // The block cut at the deadline stopped as the expiration handler asked: no warning.
        #expect(BGTaskEndToEndTests.of("warning", events).isEmpty, "\(BGTaskEndToEndTests.of("warning", events))")
    }

    @Test("C6: a block ended at the deadline whose expiration handler does not complete the task: a warning that the block's work is lost, then the kill")
    func cutBlockWithoutCompletion() throws {
        let app = Self.app("DispatchQueue.global():async(function() work(45) task:setTaskCompletedWithSuccess(true) end)")
            .replacingOccurrences(of: "task:setTaskCompletedWithSuccess(false) end", with: "end")
        let (result, events) = try Self.events(app, Self.scenario, [])
        #expect(result.status == 1)
        let warning = try #require(BGTaskEndToEndTests.of("warning", events).first)
        #expect(warning["t"] as? Double == 41)
        #expect((warning["message"] as? String)?.hasPrefix("a block on the global queue was ended when the BGAppRefreshTask \"com.example.refresh\" ran out of time (C6), and the task is still not completed") == true, "\(warning)")
        let kill = try #require(BGTaskEndToEndTests.of("kill", events).first)
        #expect(kill["t"] as? Double == 41 && kill["reason"] as? String == "expired" && kill["rule"] as? String == "C6")

        // Brought to the front within the grace: no kill, and the lost work is still reported.
        let (_, front) = try Self.events(app, "launch() home() advance(10) run_bg_task('com.example.refresh') advance(30.5) reopen() advance(5)", [])
        #expect(BGTaskEndToEndTests.of("kill", front).isEmpty)
        #expect(BGTaskEndToEndTests.of("warning", front).contains { ($0["message"] as? String)?.contains("and the task is still not completed") == true && $0["t"] as? Double == 41 })
    }

    @Test("C6: a launch handler that never returns is killed when the task's 30 s end (expired, 0x8badf00d), and its expiration handler never runs")
    func launchHandlerNeverReturns() throws {
        let app = Self.app("while true do end")
        let (result, events) = try Self.events(app, Self.scenario, [])
        #expect(result.status == 1)
        let kill = try #require(BGTaskEndToEndTests.of("kill", events).first)
        #expect(kill["t"] as? Double == 40 && kill["reason"] as? String == "expired" && kill["rule"] as? String == "C6")
        #expect(kill["code"] as? String == "0x8badf00d")
        #expect((kill["message"] as? String)?.hasPrefix("the BGTask launch handler of \"com.example.refresh\" did not return within the task's 30 s") == true)
        let run = try #require(BGTaskEndToEndTests.of("run", events).first { $0["what"] as? String == "launchHandler" })
        #expect(run["cost"] as? Double == 30)
        #expect(!BGTaskEndToEndTests.of("bgtask", events).contains { $0["action"] as? String == "expired" })
        #expect(!BGTaskEndToEndTests.of("log", events).contains { $0["text"] as? String == "expiration handler" })
        #expect(BGTaskEndToEndTests.of("state", events).last?["to"] as? String == "notRunning")
        let pretty = try BGTaskEndToEndTests.run(app, Self.scenario, ["--profile", "ios13", "--format", "pretty"])
        #expect(pretty.stdout.contains("✖ killed: expired 0x8badf00d [C6] the BGTask launch handler of \"com.example.refresh\" did not return within the task's 30 s: a launch handler starts the work and returns"))
        #expect(pretty.stdout.contains("↳ lifecycle explain C6"))
    }
}
