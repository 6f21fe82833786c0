import Foundation
import Testing
import TestSupport

/// T4 on `ios4` and `ios6` from the command line: the iOS 4–6 multitasking bar did not show the
/// app in front, so `user_kill()` of that app goes Home first (B1), the app is suspended, and its
/// removal from the bar gives it no notice (T3); an app a background task keeps running gets
/// `applicationWillTerminate:` (T2). ios7's switcher is unchanged.
@Suite("T4: the iOS 4–6 bar, end to end", .serialized)
struct BarKillEndToEndTests {
    static let plain = """
    local A = {}
    function A:applicationWillResignActive(app) print("resign") end
    function A:applicationDidEnterBackground(app) print("background " .. app.applicationState) end
    function A:applicationWillTerminate(app) print("terminate") end
    return A
    """

    static let withTask = """
    local A = {}
    function A:applicationDidEnterBackground(app)
      self.task = app:beginBackgroundTaskWithExpirationHandler(function() end)
      print("background")
    end
    function A:applicationWillTerminate(app) print("terminate") end
    return A
    """

    func run(_ app: String, _ scenario: String, profile: String) throws -> [[String: Any]] {
        let folder = try TempFolder("barkill", files: ["app.lua": app, "s.lua": scenario])
        defer { folder.remove() }
        let result = try CLI.run(["run", "app.lua", "s.lua", "--profile", profile, "--format", "jsonl"], directory: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        return try CLI.events(result)
    }

    func kinds(_ events: [[String: Any]], _ kind: String) -> [[String: Any]] { events.filter { $0["event"] as? String == kind } }
    func logs(_ events: [[String: Any]]) -> [String] { kinds(events, "log").compactMap { $0["text"] as? String } }

    @Test("T4: on ios4 and ios6 the binary shows Home first: an info line, the app suspended, then a kill with no applicationWillTerminate:",
          arguments: ["ios4", "ios6"])
    func t4BarHomeFirst(profile: String) throws {
        let events = try run(Self.plain, "launch() advance(1) user_kill() expect_state('notRunning')", profile: profile)
        #expect(logs(events) == ["resign", "background background"])
        let notes = kinds(events, "info").filter { $0["rule"] as? String == "T4" }.compactMap { $0["message"] as? String }
        #expect(notes.count == 1 && notes.first?.contains("the multitasking bar did not show the app in front, so the user went Home first") == true)
        #expect(kinds(events, "state").contains { $0["from"] as? String == "background" && $0["to"] as? String == "suspended" })
        let kill = try #require(kinds(events, "kill").first)
        #expect(kill["rule"] as? String == "T4" && kill["reason"] as? String == "user")
        #expect((kill["message"] as? String)?.contains("suspended: no notice, T3") == true)
    }

    @Test("T4, T2: on ios4 and ios6 an app a background task keeps running is removed with applicationWillTerminate:",
          arguments: ["ios4", "ios6"])
    func t4BarRunningAppIsTold(profile: String) throws {
        let events = try run(Self.withTask, "launch() advance(1) user_kill()", profile: profile)
        #expect(logs(events) == ["background", "terminate"])
        #expect(!kinds(events, "state").contains { $0["to"] as? String == "suspended" })
        #expect(kinds(events, "kill").first?["rule"] as? String == "T4")
    }

    @Test("T4: on ios7 the binary's user_kill of the front app is unchanged: applicationWillTerminate:, no bar note")
    func t4Ios7Unchanged() throws {
        let events = try run(Self.plain, "launch() advance(1) user_kill()", profile: "ios7")
        #expect(logs(events) == ["resign", "background background", "terminate"])
        #expect(kinds(events, "info").filter { $0["rule"] as? String == "T4" }.isEmpty)
    }
}
