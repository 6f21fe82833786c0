import Foundation
import Testing
import TestSupport

/// T1, T4, C6, R9 and W2 from the command line: the JSONL a grader reads and the exit status
/// of `--strict` for each correction of the termination, wake and budget rules.
@Suite("Termination, wakes and budgets, end to end", .serialized)
struct TerminationBudgetEndToEndTests {
    static let plain = """
    local A = {}
    function A:applicationWillResignActive(app) print("resign") end
    function A:applicationDidEnterBackground(app) print("background " .. app.applicationState) end
    function A:applicationWillTerminate(app) print("terminate") end
    return A
    """

    static let exiting = """
    local A = {}
    A.info = { UIApplicationExitsOnSuspend = true, UIBackgroundModes = { "fetch", "remote-notification" } }
    function A:application_didFinishLaunchingWithOptions(app, o) app:setMinimumBackgroundFetchInterval(60) return true end
    function A:application_performFetchWithCompletionHandler(app, done) print("fetch") done(UIBackgroundFetchResultNewData) end
    function A:application_didReceiveRemoteNotification_fetchCompletionHandler(app, n, done) print("push " .. tostring(n.article)) done(UIBackgroundFetchResultNewData) end
    return A
    """

    /// The run's JSONL events (and its exit status) for `app` and `scenario` on `profile`.
    func run(_ app: String, _ scenario: String, profile: String, strict: Bool = false) throws -> (status: Int32, events: [[String: Any]]) {
        let folder = try TempFolder("term", files: ["app.lua": app, "s.lua": scenario])
        defer { folder.remove() }
        let result = try CLI.run(["run", "app.lua", "s.lua", "--profile", profile, "--format", "jsonl"] + (strict ? ["--strict"] : []), directory: folder.url)
        #expect(result.status != 2, "\(result.stderr)")
        return (result.status, try CLI.events(result))
    }

    func logs(_ events: [[String: Any]]) -> [String] { events.compactMap { $0["event"] as? String == "log" ? $0["text"] as? String : nil } }
    func infos(_ events: [[String: Any]], _ rule: String) -> [String] {
        events.compactMap { $0["event"] as? String == "info" && $0["rule"] as? String == rule ? $0["message"] as? String : nil }
    }

    @Test("T4: user_kill of the front app: resign, background, terminate on ios7 and ios13; resign, background (Home first, no notice) on ios4; resign, terminate on ios3",
          arguments: [("ios3", ["resign", "terminate"]), ("ios4", ["resign", "background background"]),
                      ("ios7", ["resign", "background background", "terminate"]), ("ios13", ["resign", "background background", "terminate"])])
    func switcherKill(profile: String, expected: [String]) throws {
        let (_, events) = try run(Self.plain, "launch() advance(1) user_kill()", profile: profile)
        #expect(logs(events) == expected)
        #expect(events.contains { $0["event"] as? String == "kill" && $0["reason"] as? String == "user" && $0["rule"] as? String == "T4" })
    }

    @Test("T1: on ios13 UIApplicationExitsOnSuspend is ignored: one warning, and Home suspends the app; on ios7 Home still terminates it")
    func exitsOnSuspendIgnoredFromIOS13() throws {
        let (_, modern) = try run(Self.exiting, "launch() home() advance(10) reopen() home() advance(10)", profile: "ios13")
        let warnings = modern.compactMap { $0["event"] as? String == "warning" ? $0["message"] as? String : nil }.filter { $0.contains("UIApplicationExitsOnSuspend") }
        #expect(warnings.count == 1 && warnings.first?.contains("is ignored on ios13") == true)
        #expect(modern.contains { $0["event"] as? String == "state" && $0["to"] as? String == "suspended" })
        #expect(!modern.contains { $0["event"] as? String == "exit" })
        let (_, older) = try run(Self.exiting, "launch() home() advance(10)", profile: "ios7")
        #expect(older.contains { $0["event"] as? String == "exit" && $0["rule"] as? String == "T1" })
    }

    @Test("T1: on ios7 an exit-on-suspend app is not woken by a fetch or a push; an explicit background launch still is, with a note, and ends terminated")
    func exitOnSuspendNotWoken() throws {
        let scenario = "launch() home() advance(100) background_fetch() push{ aps = { ['content-available'] = 1 }, article = 1 } advance(10) launch{ background = true } advance(10)"
        let (_, events) = try run(Self.exiting, scenario, profile: "ios7")
        #expect(!events.contains { $0["event"] as? String == "wake" })
        #expect(!logs(events).contains { $0 == "fetch" || $0.hasPrefix("push") })
        let refusals = events.compactMap { $0["message"] as? String }.filter { $0.contains("the system never wakes or launches an app that may not be suspended in the background (T1)") }
        #expect(refusals.count == 2)
        #expect(infos(events, "T1").first?.contains("teaching override") == true)
        #expect(events.last { $0["event"] as? String == "exit" }?["rule"] as? String == "T1")
    }

    @Test("C6: a BGProcessingTask without requiresExternalPower runs on battery once the device is idle (locked); with it, only while charging")
    func processingOnBattery() throws {
        func app(power: Bool) -> String {
            """
            local A = {}
            A.info = { UIBackgroundModes = { "processing" }, BGTaskSchedulerPermittedIdentifiers = { "p" } }
            local s = BGTaskScheduler.sharedScheduler
            function A:application_didFinishLaunchingWithOptions(app, o)
              s:registerForTaskWithIdentifier_usingQueue_launchHandler("p", nil, function(task) print("ran") task:setTaskCompletedWithSuccess(true) end)
              return true
            end
            function A:applicationDidEnterBackground(app)
              local r = BGProcessingTaskRequest.new("p")
              r.requiresExternalPower = \(power)
              s:submitTaskRequest_error(r)
            end
            return A
            """
        }
        let scenario = "launch() home() advance(10) lock() run_bg_task('p') advance(5)"
        let (_, battery) = try run(app(power: false), scenario, profile: "ios13")
        #expect(logs(battery) == ["ran"])
        let (_, powered) = try run(app(power: true), scenario, profile: "ios13")
        #expect(logs(powered).isEmpty)
        #expect(powered.contains { ($0["message"] as? String)?.contains("requiresExternalPower = true, so the task runs only while the device is charging") == true })
    }

    @Test("R9: an alert left up in the background is an info line, not a violation: --strict passes")
    func alertIsANote() throws {
        let app = "local A = {}\nfunction A:applicationDidBecomeActive(app) UIAlertView.new{ title = 'Q?' }:show() end\nreturn A\n"
        let (status, events) = try run(app, "launch() home() advance(10)", profile: "ios7", strict: true)
        #expect(status == 0)
        #expect(!events.contains { $0["event"] as? String == "violation" })
        #expect(infos(events, "R9").count == 1)
    }

    @Test("W2: a fourth silent push within the hour is held and wakes the app when the first wake is 3,600 s old")
    func pushBudget() throws {
        let app = Self.exiting.replacingOccurrences(of: "UIApplicationExitsOnSuspend = true, ", with: "")
        let pushes = (1...4).map { "push{ aps = { ['content-available'] = 1 }, article = 'a\($0)' } advance(10)" }.joined(separator: " ")
        let (_, events) = try run(app, "launch() home() advance(10) " + pushes + " advance(3600)", profile: "ios7")
        #expect(logs(events) == ["push a1", "push a2", "push a3", "push a4"])
        let wakes = events.filter { $0["event"] as? String == "wake" }.compactMap { $0["t"] as? Double }
        #expect(wakes == [10, 20, 30, 3610])
        #expect(infos(events, "W2").first?.hasPrefix("push held") == true)
    }
}
