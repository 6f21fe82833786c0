import Foundation
import Testing

/// C1–C5 from the command line, with examples/notes-scenes and small scene apps: the JSONL a
/// grader reads, the warnings a learner reads, and the refusal on an older profile (P).
@Suite("Scenes, end to end", .serialized)
struct SceneEndToEndTests {
    typealias Event = [String: Any]

    static let manifest = """
    local AppDelegate = {}
    AppDelegate.info = { UIApplicationSceneManifest = { UIApplicationSupportsMultipleScenes = MULTI,
      UISceneConfigurations = { UIWindowSceneSessionRoleApplication = {
        { UISceneConfigurationName = "Default Configuration", UISceneDelegateClassName = "SceneDelegate" } } } } }
    function AppDelegate:application_didFinishLaunchingWithOptions(application, options) return true end
    local SceneDelegate = {}

    """

    /// Runs `app` (the manifest, then `body`, then the return) with `scenario`; the events.
    static func run(_ body: String, _ scenario: String, multiple: Bool = false, profile: String = "ios13",
                    strict: Bool = false) throws -> (CLI.Result, [Event]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifecycle-scenes-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = manifest.replacingOccurrences(of: "MULTI", with: multiple ? "true" : "false") + body
            + "\nreturn AppDelegate, { SceneDelegate = SceneDelegate }\n"
        try app.write(to: folder.appendingPathComponent("app.lua"), atomically: true, encoding: .utf8)
        try scenario.write(to: folder.appendingPathComponent("scenario.lua"), atomically: true, encoding: .utf8)
        var arguments = ["run", folder.appendingPathComponent("app.lua").path, folder.appendingPathComponent("scenario.lua").path,
                         "--profile", profile, "--format", "jsonl"]
        if strict { arguments.append("--strict") }
        let result = try CLI.run(arguments)
        return (result, try CLI.events(result))
    }

    /// Each event as one short line: `call sceneDidBecomeActive:`, `scene main foregroundInactive→background`, …
    static func lines(_ events: [Event]) -> [String] {
        events.compactMap { event in
            switch event["event"] as? String {
            case "call": return "call \(event["hook"]!)"
            case "notification": return "note \(event["name"]!)"
            case "state": return "state \(event["from"]!)→\(event["to"]!)"
            case "scene": return "scene \(event["scene"]!) \(event["from"]!)→\(event["to"]!)"
            default: return nil
            }
        }
    }

    @Test("C1, C3, C4: examples/notes-scenes passes --strict: two windows opened, side by side, backgrounded, disconnected, reconnected with their note, closed")
    func notesScenes() throws {
        let result = try CLI.run(["run", "examples/notes-scenes/app.lua", "examples/notes-scenes/scenario.lua",
                                  "--profile", "ios13", "--strict", "--format", "jsonl"])
        #expect(result.status == 0, "\(result.stderr)")
        let logs = try CLI.events(result).filter { $0["event"] as? String == "log" }.map { $0["text"] as? String ?? "" }
        #expect(logs == ["main opens with ''", "todo opens with ''", "todo opens with 'todo+'"])
    }

    @Test("C1: the app delegate's foreground and background methods are never called with a manifest; the first launch warns once, naming the line and the replacement")
    func ignoredAppDelegateMethods() throws {
        let body = """
        function AppDelegate:applicationDidEnterBackground(application) print("never") end
        function AppDelegate:applicationDidBecomeActive(application) print("never") end
        function SceneDelegate:sceneDidEnterBackground(scene) print("scene saved") end
        """
        let (result, events) = try Self.run(body, "launch()\nhome()\nadvance(1)\nreopen()\nhome()\n")
        #expect(result.status == 0)
        let logs = events.filter { $0["event"] as? String == "log" }.map { $0["text"] as? String }
        #expect(logs == ["scene saved", "scene saved"])
        let warnings = events.filter { $0["event"] as? String == "warning" }.compactMap { $0["message"] as? String }
        #expect(warnings.count == 2)
        #expect(warnings.contains { $0.contains("app.lua:7: applicationDidEnterBackground: is never called") && $0.contains("sceneDidEnterBackground:") && $0.contains("(C1") })
        #expect(warnings.contains { $0.contains("app.lua:8: applicationDidBecomeActive: is never called") && $0.contains("sceneDidBecomeActive:") })
    }

    @Test("C2, C5: Home on a one-scene app: the scene's method, its move, its notification, then the app's move and notification, as on a device")
    func homeOrder() throws {
        let body = """
        function SceneDelegate:sceneWillResignActive(scene) end
        function SceneDelegate:sceneDidEnterBackground(scene) print(UIApplication.sharedApplication().applicationState .. " " .. scene.activationState) end
        """
        let (_, events) = try Self.run(body, "launch()\nhome()\n")
        let lines = Self.lines(events)
        guard let start = lines.firstIndex(of: "call sceneWillResignActive:") else { Issue.record("no sceneWillResignActive:"); return }
        #expect(Array(lines[start...].prefix(10)) == [
            "call sceneWillResignActive:", "scene main foregroundActive→foregroundInactive", "note UISceneWillDeactivateNotification",
            "state active→inactive", "note UIApplicationWillResignActiveNotification",
            "scene main foregroundInactive→background", "state inactive→background", "call sceneDidEnterBackground:",
            "note UISceneDidEnterBackgroundNotification", "note UIApplicationDidEnterBackgroundNotification",
        ])
        #expect(events.contains { $0["event"] as? String == "log" && $0["text"] as? String == "background background" })
    }

    @Test("C2: sceneDidEnterBackground: has B4's 5 s: past it the watchdog kills with 0x8badf00d")
    func sceneBudget() throws {
        let (result, events) = try Self.run("function SceneDelegate:sceneDidEnterBackground(scene) work(8) end", "launch()\nhome()\n", strict: true)
        #expect(result.status == 1)
        let kill = events.first { $0["event"] as? String == "kill" }
        #expect(kill?["rule"] as? String == "B4")
        #expect(kill?["code"] as? String == "0x8badf00d")
    }

    @Test("C3: open_window, front_window, side_by_side and close_window; the discard reaches application:didDiscardSceneSessions:; a second window is refused without UIApplicationSupportsMultipleScenes")
    func windows() throws {
        let body = """
        function AppDelegate:application_didDiscardSceneSessions(application, sessions) print("discarded " .. #sessions) end
        function SceneDelegate:sceneDidDisconnect(scene) print("disconnect " .. scene.name) end
        """
        let scenario = """
        launch()
        open_window()
        expect_scene_state("window2", "foregroundActive")
        expect_scene_state("main", "background")
        front_window("main")
        side_by_side("main", "window2")
        expect_scene_state("window2", "foregroundActive")
        close_window("window2")
        expect(scene_state("window2") == nil, "closed")
        expect_state("active")
        """
        let (result, events) = try Self.run(body, scenario, multiple: true, strict: true)
        #expect(result.status == 0, "\(result.stdout)")
        let logs = events.filter { $0["event"] as? String == "log" }.map { $0["text"] as? String }
        #expect(logs == ["disconnect window2", "discarded 1"])
        let (single, singleEvents) = try Self.run("", "launch()\nopen_window()\n")
        #expect(single.status == 0)
        #expect(singleEvents.contains { ($0["message"] as? String)?.contains("UIApplicationSupportsMultipleScenes to false (C3)") == true })
    }

    @Test("C3: the window limit's warning names the scenario's line, and a missing window's message lists only the first few windows")
    func windowLimitMessages() throws {
        let scenario = """
        launch()
        for i = 1, 30 do open_window() end
        close_window("nope")
        """
        let (result, events) = try Self.run("", scenario, multiple: true)
        #expect(result.status == 0, "\(result.stderr)")
        let warnings = events.filter { $0["event"] as? String == "warning" }.compactMap { $0["message"] as? String }
        let limit = warnings.filter { $0.contains("open sessions, the simulator's limit") }
        #expect(limit.count == 30 + 1 - 24, "\(warnings)")
        #expect(limit.allSatisfy { $0.contains("scenario.lua:2: no new window") }, "\(limit)")
        let missing = warnings.first { $0.contains("no window named 'nope'") } ?? ""
        #expect(missing.contains("scenario.lua:3: close_window() did nothing") && missing.contains("(it has main, window2, window3, window4, window5, window6, … 18 more)"), "\(missing)")
    }

    @Test("C1: a scene app's launch options hold no URL (UIKit: nil with scenes); the URL reaches the scene's connectionOptions.URLContexts")
    func launchURLOnlyInConnectionOptions() throws {
        let body = """
        function AppDelegate:application_willFinishLaunchingWithOptions(application, options)
          print("launch options url: " .. tostring(options.UIApplicationLaunchOptionsURLKey)) return true
        end
        function SceneDelegate:scene_willConnectToSession_options(scene, session, options)
          print("scene url: " .. tostring(options.URLContexts[1] and options.URLContexts[1].URL))
        end
        """
        let (result, events) = try Self.run(body, "launch{ url = \"notes://1\" }\n")
        #expect(result.status == 0, "\(result.stderr)")
        let logs = events.filter { $0["event"] as? String == "log" }.compactMap { $0["text"] as? String }
        #expect(logs == ["launch options url: nil", "scene url: notes://1"], "\(logs)")
    }

    @Test("C1: a configuration without UISceneDelegateClassName gives its scenes no delegate: nothing is called, nor traced, whatever classes the script returns")
    func configurationWithoutDelegateClass() throws {
        let app = """
        local AppDelegate = {}
        AppDelegate.info = { UIApplicationSceneManifest = { UISceneConfigurations = { UIWindowSceneSessionRoleApplication = {
          { UISceneConfigurationName = "Default Configuration" } } } } }
        function AppDelegate:application_didFinishLaunchingWithOptions(application, options) return true end
        local SceneDelegate = {}
        function SceneDelegate:sceneDidBecomeActive(scene) print("active") end
        return AppDelegate, { SceneDelegate = SceneDelegate }
        """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifecycle-noclass-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try app.write(to: folder.appendingPathComponent("app.lua"), atomically: true, encoding: .utf8)
        try "launch()\n".write(to: folder.appendingPathComponent("scenario.lua"), atomically: true, encoding: .utf8)
        let result = try CLI.run(["run", folder.appendingPathComponent("app.lua").path, folder.appendingPathComponent("scenario.lua").path,
                                  "--profile", "ios13", "--format", "jsonl"])
        let events = try CLI.events(result)
        #expect(result.status == 0)
        #expect(!events.contains { $0["hook"] as? String == "sceneDidBecomeActive:" })
        #expect(!events.contains { $0["event"] as? String == "log" })
        #expect(events.contains { $0["event"] as? String == "scene" && $0["to"] as? String == "foregroundActive" })
    }

    @Test("C4: low_memory(0.01) disconnects the background scene of a suspended app before any kill; reopen reconnects it with its stateRestorationActivity")
    func lowMemoryDisconnects() throws {
        let body = """
        function SceneDelegate:scene_willConnectToSession_options(scene, session, options)
          local activity = session.stateRestorationActivity
          print("connect " .. (activity and activity.userInfo.draft or "empty"))
        end
        function SceneDelegate:stateRestorationActivityForScene(scene) return { activityType = "edit", userInfo = { draft = "kept" } } end
        """
        let (result, events) = try Self.run(body, "launch()\nhome()\nadvance(1)\nlow_memory(0.01)\nexpect_scene_state('main', 'unattached')\nreopen()\n", strict: true)
        #expect(result.status == 0, "\(result.stdout)")
        #expect(!events.contains { $0["event"] as? String == "kill" })
        #expect(events.contains { $0["event"] as? String == "info" && $0["rule"] as? String == "C4" })
        let logs = events.filter { $0["event"] as? String == "log" }.map { $0["text"] as? String }
        #expect(logs == ["connect empty", "connect kept"])
    }

    @Test("C5: a second window posts its own scene notifications but no UIApplicationDidBecomeActiveNotification while the app stays active")
    func appNotificationsFollowTheApp() throws {
        let (_, events) = try Self.run("", "launch()\nopen_window('two')\n", multiple: true)
        let lines = Self.lines(events)
        guard let opened = lines.firstIndex(of: "scene two unattached→foregroundInactive") else { Issue.record("no second scene"); return }
        let after = Array(lines[opened...])
        #expect(after.contains("note UISceneDidActivateNotification"))
        #expect(after.filter { $0 == "note UIApplicationDidBecomeActiveNotification" }.count == 1)
    }

    @Test("P: before ios13 the scene verbs are refused naming ios13, and an app with a manifest runs its app delegate as before")
    func beforeIOS13() throws {
        let body = "function AppDelegate:applicationDidEnterBackground(application) print('app delegate') end"
        let (result, events) = try Self.run(body, "launch()\nhome()\n", profile: "ios7")
        #expect(result.status == 0)
        #expect(!events.contains { $0["event"] as? String == "scene" })
        #expect(events.contains { $0["event"] as? String == "log" && $0["text"] as? String == "app delegate" })
        for verb in ["open_window()", "front_window('main')", "side_by_side('a', 'b')", "close_window('main')",
                     "disconnect_scene('main')", "scene_state('main')", "expect_scene_state('main', 'background')"] {
            let (refused, _) = try Self.run(body, "launch()\n\(verb)\n", profile: "ios7")
            #expect(refused.status == 2, "\(verb)")
            #expect(refused.stderr.contains("does not exist on ios7: it comes with ios13"), "\(verb): \(refused.stderr)")
        }
    }
}
