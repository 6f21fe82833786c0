import LifecycleCore
import Testing
import TestSupport

/// C6 played in process as `lifecycle run` plays it: examples/bg-refresh and small apps, the
/// BGTask lines a grader reads, every verb, and the absence of BGTaskScheduler before ios13 (P).
/// The pretty lines a learner reads are BGTaskEndToEndTests'.
@Suite("BGTaskScheduler, played")
struct BGTaskPlayedTests {
    static let app = SampleApps.bgRefreshNeverCompleting

    /// Plays `app` and `scenario` (named app.lua and s.lua) on `profile`.
    static func run(_ app: String, _ scenario: String, _ profile: OSProfile = .ios13) -> Played {
        Played(app: app, scenario: scenario, scenarioPath: "s.lua", profile: profile)
    }

    @Test("C6: examples/bg-refresh passes --strict on ios13: submitted, started, completed, suspended again")
    func example() throws {
        let run = try Played(appFile: "examples/bg-refresh/app.lua", scenarioFile: "examples/bg-refresh/scenario.lua", profile: .ios13)
        #expect(run.status(strict: true) == 0, "\(run.error ?? "")")
        let lines = run.trace.records.compactMap(\.event.bgtask).map { "\($0.action) \($0.kind)" }
        #expect(lines == ["submitted refresh", "submitted processing", "started refresh", "submitted refresh", "completed refresh",
                          "started processing", "completed processing"])
    }

    @Test("C6: a BGTask never completed expires at 30 s and the app is killed 1 s later (expired, 0x8badf00d)")
    func neverCompleted() throws {
        let run = Self.run(Self.app, "launch() home() advance(10) run_bg_task('com.example.refresh') advance(60)")
        let kill = try #require(run.trace.records.first { $0.event.kill != nil })
        #expect(kill.event.kill?.reason == .expired && kill.event.kill?.rule == .C6 && kill.t == 41)
        #expect(kill.event.kill?.code == "0x8badf00d")
        #expect(kill.event.kill?.message.hasPrefix("the BGAppRefreshTask \"com.example.refresh\" used its 30 s: it had no expiration handler, and setTaskCompletedWithSuccess: was not called within 1 s") == true)
        #expect(run.trace.records.contains { $0.event.codeRun?.kind == .launchHandler && $0.event.codeRun?.subject == "com.example.refresh" })
    }

    @Test("C6: submitting in an endless loop writes at most 1,000 bgtask lines per call, then one warning that counts the rest; the watchdog still ends it")
    func submitLoopIsCapped() {
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
        let run = Self.run(app, "launch()\n")
        #expect(run.trace.records.compactMap(\.event.bgtask).count == 1_000)
        #expect(run.trace.warnings.contains { $0.contains("more background task lines of this call were not shown") })
        #expect(run.trace.kills.first?.reason == .watchdog)
    }

    @Test("C6: a launch handler registered after launch is a crash with UIKit's assertion message")
    func registeredTooLate() throws {
        let late = Self.app.replacingOccurrences(of: "function App:application_didFinishLaunchingWithOptions(application)",
                                                 with: "function App:applicationDidBecomeActive(application)")
        let kill = try #require(Self.run(late, "launch()").trace.kills.first)
        #expect(kill.reason == .crash && kill.rule == .C6)
        #expect(kill.message.contains("All launch handlers must be registered before application finishes launching"))
    }

    @Test("C6: every verb's refusals: no request, earliest begin date, charging (the request requires external power), idle; set_charging takes a boolean")
    func verbs() {
        let app = Self.app.replacingOccurrences(of: "{ \"fetch\" }", with: "{ \"fetch\", \"processing\" }")
            .replacingOccurrences(of: "BGAppRefreshTaskRequest.new(\"com.example.refresh\")",
                                  with: "(function() local r = BGProcessingTaskRequest.new(\"com.example.refresh\"); r.earliestBeginDate = 100; r.requiresExternalPower = true; return r end)()")
        let scenario = "launch() home() advance(10) run_bg_task('com.other') run_bg_task('com.example.refresh') advance(100) run_bg_task('com.example.refresh') set_charging(true) run_bg_task('com.example.refresh') lock() run_bg_task('com.example.refresh')"
        let run = Self.run(app, scenario)
        let warnings = run.trace.warnings
        #expect(warnings.count == 4, "\(warnings)")
        if warnings.count == 4 {
            #expect(warnings[0].contains("no request with the identifier \"com.other\" is pending"))
            #expect(warnings[1].contains("earliestBeginDate is 90 s from now"))
            #expect(warnings[2].contains("only while the device is charging"))
            #expect(warnings[3].contains("idle (the screen locked)"))
        }
        #expect(run.trace.records.contains { $0.event.bgtask?.action == .started })
        let bad = Self.run(Self.app, "set_charging('yes')")
        #expect(bad.status() == 2 && bad.error?.contains("set_charging: expects true or false") == true)
    }

    @Test("C6, P: on ios7 the verbs stop the run naming ios13, and BGTaskScheduler is nil in the app with a message naming ios13")
    func olderProfile() throws {
        for verb in ["run_bg_task('com.example.refresh')", "set_charging(true)"] {
            let run = Self.run("return {}", verb, .ios7)
            #expect(run.status() == 2)
            #expect(run.error?.contains("does not exist on ios7: it comes with ios13") == true, "\(run.error ?? "")")
        }
        let kill = try #require(Self.run(Self.app, "launch()", .ios7).trace.kills.first)
        #expect(kill.message.contains("BGTaskScheduler exists from ios13"))
        let guarded = Self.run("local App = {} function App:application_didFinishLaunchingWithOptions(a) print(BGTaskScheduler == nil) return true end return App",
                               "launch()", .ios7)
        #expect(guarded.trace.logs.first == "true")
    }
}
