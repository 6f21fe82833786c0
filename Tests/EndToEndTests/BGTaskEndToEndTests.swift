import Foundation
import Testing

/// C6 from the command line: examples/bg-refresh and small apps, the JSONL a grader reads, the
/// pretty lines a learner reads, every verb, and the absence of BGTaskScheduler before ios13 (P).
@Suite("BGTaskScheduler, end to end", .serialized)
struct BGTaskEndToEndTests {
    typealias Event = [String: Any]
    static func of(_ kind: String, _ events: [Event]) -> [Event] { events.filter { $0["event"] as? String == kind } }

    /// Runs `app` and `scenario` (sources) from a fresh folder with `options`.
    static func run(_ app: String, _ scenario: String, _ options: [String]) throws -> CLI.Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifecycle-bgtask-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try app.write(to: folder.appendingPathComponent("app.lua"), atomically: true, encoding: .utf8)
        try scenario.write(to: folder.appendingPathComponent("s.lua"), atomically: true, encoding: .utf8)
        return try CLI.run(["run", "app.lua", "s.lua"] + options, directory: folder)
    }

    static let app = """
    local App = {}
    App.info = { UIBackgroundModes = { "fetch" }, BGTaskSchedulerPermittedIdentifiers = { "com.example.refresh" } }
    function App:application_didFinishLaunchingWithOptions(application)
      BGTaskScheduler.sharedScheduler:registerForTaskWithIdentifier_usingQueue_launchHandler("com.example.refresh", nil, function(task)
        print("task " .. task.identifier)
      end)
      return true
    end
    function App:applicationDidEnterBackground(application)
      local ok, err = BGTaskScheduler.sharedScheduler:submitTaskRequest_error(BGAppRefreshTaskRequest.new("com.example.refresh"))
      print("submitted", ok)
    end
    return App
    """

    @Test("C6: examples/bg-refresh passes --strict on ios13: submitted, started, completed, suspended again")
    func example() throws {
        let result = try CLI.run(["run", "examples/bg-refresh/app.lua", "examples/bg-refresh/scenario.lua", "--profile", "ios13", "--strict", "--format", "jsonl"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = Self.of("bgtask", try CLI.events(result)).map { "\($0["action"]!) \($0["kind"]!)" }
        #expect(lines == ["submitted refresh", "submitted processing", "started refresh", "submitted refresh", "completed refresh",
                          "started processing", "completed processing"])
    }

    @Test("C6: a BGTask never completed expires at 30 s and the app is killed 1 s later (expired, 0x8badf00d), explained")
    func neverCompleted() throws {
        let pretty = try Self.run(Self.app, "launch() home() advance(10) run_bg_task('com.example.refresh') advance(60)", ["--profile", "ios13", "--format", "pretty"])
        #expect(pretty.stdout.contains("✖ killed: expired 0x8badf00d [C6] the BGAppRefreshTask \"com.example.refresh\" used its 30 s: it had no expiration handler, and setTaskCompletedWithSuccess: was not called within 1 s"))
        #expect(pretty.stdout.contains("↳ lifecycle explain C6"))
        let jsonl = try Self.run(Self.app, "launch() home() advance(10) run_bg_task('com.example.refresh') advance(60)", ["--profile", "ios13", "--format", "jsonl"])
        let events = try CLI.events(jsonl)
        let kill = try #require(Self.of("kill", events).first)
        #expect(kill["reason"] as? String == "expired" && kill["rule"] as? String == "C6" && kill["t"] as? Double == 41)
        #expect(Self.of("run", events).contains { $0["what"] as? String == "launchHandler" && $0["subject"] as? String == "com.example.refresh" })
    }

    @Test("C6: submitting in an endless loop writes at most 1,000 bgtask lines per call, then one warning that counts the rest; the watchdog still ends it")
    func submitLoopIsCapped() throws {
        let app = """
        local App = {}
        App.info = { UIBackgroundModes = { "fetch" }, BGTaskSchedulerPermittedIdentifiers = { "r" } }
        function App:application_didFinishLaunchingWithOptions(application)
          local scheduler = BGTaskScheduler.sharedScheduler
          scheduler:registerForTaskWithIdentifier_usingQueue_launchHandler("r", nil, function(task) end)
          while true do scheduler:submitTaskRequest_error(BGAppRefreshTaskRequest.new("r")) end
        end
        return App
        """
        let result = try Self.run(app, "launch()\n", ["--profile", "ios13", "--format", "jsonl"])
        let events = try CLI.events(result)
        #expect(Self.of("bgtask", events).count == 1_000)
        #expect(Self.of("warning", events).contains { ($0["message"] as? String)?.contains("more background task lines of this call were not shown") == true })
        #expect(Self.of("kill", events).first?["reason"] as? String == "watchdog")
    }

    @Test("C6: a launch handler registered after launch is a crash with UIKit's assertion message")
    func registeredTooLate() throws {
        let late = Self.app.replacingOccurrences(of: "function App:application_didFinishLaunchingWithOptions(application)",
                                                 with: "function App:applicationDidBecomeActive(application)")
        let result = try Self.run(late, "launch()", ["--profile", "ios13", "--format", "jsonl"])
        let kill = try #require(Self.of("kill", try CLI.events(result)).first)
        #expect(kill["reason"] as? String == "crash" && kill["rule"] as? String == "C6")
        #expect((kill["message"] as? String)?.contains("All launch handlers must be registered before application finishes launching") == true)
    }

    @Test("C6: every verb's refusals: no request, earliest begin date, charging, idle; set_charging takes a boolean")
    func verbs() throws {
        let app = Self.app.replacingOccurrences(of: "{ \"fetch\" }", with: "{ \"fetch\", \"processing\" }")
            .replacingOccurrences(of: "BGAppRefreshTaskRequest.new(\"com.example.refresh\")",
                                  with: "(function() local r = BGProcessingTaskRequest.new(\"com.example.refresh\"); r.earliestBeginDate = 100; return r end)()")
        let scenario = "launch() home() advance(10) run_bg_task('com.other') run_bg_task('com.example.refresh') advance(100) run_bg_task('com.example.refresh') set_charging(true) run_bg_task('com.example.refresh') lock() run_bg_task('com.example.refresh')"
        let result = try Self.run(app, scenario, ["--profile", "ios13", "--format", "jsonl"])
        let warnings = Self.of("warning", try CLI.events(result)).compactMap { $0["message"] as? String }
        #expect(warnings.count == 4, "\(warnings)")
        #expect(warnings[0].contains("no request with the identifier \"com.other\" is pending"))
        #expect(warnings[1].contains("earliestBeginDate is 90 s from now"))
        #expect(warnings[2].contains("only while the device is charging"))
        #expect(warnings[3].contains("idle (the screen locked)"))
        #expect(Self.of("bgtask", try CLI.events(result)).contains { $0["action"] as? String == "started" })
        let bad = try Self.run(Self.app, "set_charging('yes')", ["--profile", "ios13"])
        #expect(bad.status == 2 && bad.stderr.contains("set_charging: expects true or false"))
    }

    @Test("C6, P: on ios7 the verbs stop the run naming ios13, and BGTaskScheduler is nil in the app with a message naming ios13")
    func olderProfile() throws {
        for verb in ["run_bg_task('com.example.refresh')", "set_charging(true)"] {
            let result = try Self.run("return {}", verb, ["--profile", "ios7"])
            #expect(result.status == 2)
            #expect(result.stderr.contains("does not exist on ios7: it comes with ios13"), "\(result.stderr)")
        }
        let crash = try Self.run(Self.app, "launch()", ["--profile", "ios7", "--format", "jsonl"])
        let kill = try #require(Self.of("kill", try CLI.events(crash)).first)
        #expect((kill["message"] as? String)?.contains("BGTaskScheduler exists from ios13") == true)
        let guarded = try Self.run("local App = {} function App:application_didFinishLaunchingWithOptions(a) print(BGTaskScheduler == nil) return true end return App",
                                   "launch()", ["--profile", "ios7", "--format", "jsonl"])
        #expect(Self.of("log", try CLI.events(guarded)).first?["text"] as? String == "true")
    }
}
