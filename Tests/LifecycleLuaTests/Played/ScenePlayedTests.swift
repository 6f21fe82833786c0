import LifecycleCore
import Testing
import TestSupport

/// C1–C5 played in process as `lifecycle run` plays them, with examples/notes-scenes and small
/// scene apps: the typed trace a grader reads, the warnings a learner reads, and the refusal on
/// an older profile (P).
@Suite("Scenes, played")
struct ScenePlayedTests {
    static let manifest = """
    local AppDelegate = {}
    AppDelegate.info = { UIApplicationSceneManifest = { UIApplicationSupportsMultipleScenes = MULTI,
      UISceneConfigurations = { UIWindowSceneSessionRoleApplication = {
        { UISceneConfigurationName = "Default Configuration", UISceneDelegateClassName = "SceneDelegate" } } } } }
    function AppDelegate:application_didFinishLaunchingWithOptions(application, options) return true end
    local SceneDelegate = {}

    """

    /// Plays an app (the manifest, then `body`, then the return) with `scenario`, both read from
    /// a folder as the command line is given them (`…/app.lua:7:` in messages).
    static func run(_ body: String, _ scenario: String, multiple: Bool = false, profile: OSProfile = .ios13) -> Played {
        let app = manifest.replacingOccurrences(of: "MULTI", with: multiple ? "true" : "false") + body
            + "\nreturn AppDelegate, { SceneDelegate = SceneDelegate }\n"
        return SceneWarningsPlayedTests.run(script: app, scenario, profile: profile)
    }

    /// Each event as one short line: `call sceneDidBecomeActive:`, `scene main foregroundInactive→background`, …
    static func lines(_ records: [TraceRecord]) -> [String] {
        records.compactMap { record in
            switch record.event {
            case .call(let hook, _): return "call \(hook.selector)"
            case .notification(let name, _, _): return "note \(name.rawValue)"
            case .state(let from, let to): return "state \(from.rawValue)→\(to.rawValue)"
            case .scene(let name, let from, let to): return "scene \(name) \(from.rawValue)→\(to.rawValue)"
            default: return nil
            }
        }
    }

    @Test("C1, C3, C4: examples/notes-scenes passes --strict: two windows opened, side by side, backgrounded, disconnected, reconnected with their note, closed")
    func notesScenes() throws {
        let run = try Played(appFile: "examples/notes-scenes/app.lua", scenarioFile: "examples/notes-scenes/scenario.lua", profile: .ios13)
        #expect(run.status(strict: true) == 0, "\(run.error ?? "")")
        #expect(run.trace.logs == ["main opens with ''", "todo opens with ''", "todo opens with 'todo+'"])
    }

    @Test("C1: the app delegate's foreground and background methods are never called with a manifest; the first launch warns once, naming the line and the replacement")
    func ignoredAppDelegateMethods() {
        let body = """
        function AppDelegate:applicationDidEnterBackground(application) print("never") end
        function AppDelegate:applicationDidBecomeActive(application) print("never") end
        function SceneDelegate:sceneDidEnterBackground(scene) print("scene saved") end
        """
        let run = Self.run(body, "launch()\nhome()\nadvance(1)\nreopen()\nhome()\n")
        #expect(run.status() == 0)
        #expect(run.trace.logs == ["scene saved", "scene saved"])
        let warnings = run.trace.warnings
        #expect(warnings.count == 2)
        #expect(warnings.contains { $0.contains("app.lua:7: applicationDidEnterBackground: is never called") && $0.contains("sceneDidEnterBackground:") && $0.contains("(C1") })
        #expect(warnings.contains { $0.contains("app.lua:8: applicationDidBecomeActive: is never called") && $0.contains("sceneDidBecomeActive:") })
    }

    @Test("C2, C5: Home on a one-scene app: the scene's method, its move, its notification, then the app's move and notification, as on a device")
    func homeOrder() {
        let body = """
        function SceneDelegate:sceneWillResignActive(scene) end
        function SceneDelegate:sceneDidEnterBackground(scene) print(UIApplication.sharedApplication().applicationState .. " " .. scene.activationState) end
        """
        let run = Self.run(body, "launch()\nhome()\n")
        let lines = Self.lines(run.trace.records)
        guard let start = lines.firstIndex(of: "call sceneWillResignActive:") else { Issue.record("no sceneWillResignActive:"); return }
        #expect(Array(lines[start...].prefix(10)) == [
            "call sceneWillResignActive:", "scene main foregroundActive→foregroundInactive", "note UISceneWillDeactivateNotification",
            "state active→inactive", "note UIApplicationWillResignActiveNotification",
            "scene main foregroundInactive→background", "state inactive→background", "call sceneDidEnterBackground:",
            "note UISceneDidEnterBackgroundNotification", "note UIApplicationDidEnterBackgroundNotification",
        ])
        #expect(run.trace.logs.contains("background background"))
    }

    @Test("C2: sceneDidEnterBackground: has B4's 5 s: past it the watchdog kills with 0x8badf00d")
    func sceneBudget() {
        let run = Self.run("function SceneDelegate:sceneDidEnterBackground(scene) work(8) end", "launch()\nhome()\n")
        #expect(run.status(strict: true) == 1)
        let kill = run.trace.kills.first
        #expect(kill?.rule == .B4)
        #expect(kill?.code == "0x8badf00d")
    }

    @Test("C3: open_window, front_window, side_by_side and close_window; the discard reaches application:didDiscardSceneSessions:; a second window is refused without UIApplicationSupportsMultipleScenes")
    func windows() {
        let body = """
        function AppDelegate:application_didDiscardSceneSessions(application, sessions) print("discarded " .. #sessions) end
        function SceneDelegate:sceneDidDisconnect(scene) print("disconnect " .. scene.name) end
        """
        let scenario = """
        scenario { device = "ipad" } launch()   -- C3: several windows are the iPad's
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
        let run = Self.run(body, scenario, multiple: true)
        #expect(run.status(strict: true) == 0, "\(run.trace.records)")
        #expect(run.trace.logs == ["disconnect window2", "discarded 1"])
        let single = Self.run("", "scenario { device = 'ipad' } launch()\nopen_window()\n")
        #expect(single.status() == 0)
        #expect(single.trace.warnings.contains { $0.contains("UIApplicationSupportsMultipleScenes to false (C3)") })
    }

    @Test("C3: the window limit's warning names the scenario's line, and a missing window's message lists only the first few windows")
    func windowLimitMessages() {
        let scenario = """
        scenario { device = "ipad" } launch()   -- C3: several windows are the iPad's
        for i = 1, 30 do open_window() end
        close_window("nope")
        """
        let run = Self.run("", scenario, multiple: true)
        #expect(run.status() == 0, "\(run.error ?? "")")
        let warnings = run.trace.warnings
        let limit = warnings.filter { $0.contains("open sessions, the simulator's limit") }
        #expect(limit.count == 30 + 1 - 24, "\(warnings)")
        #expect(limit.allSatisfy { $0.contains("scenario.lua:2: no new window") }, "\(limit)")
        let missing = warnings.first { $0.contains("no window named 'nope'") } ?? ""
        #expect(missing.contains("scenario.lua:3: close_window() did nothing") && missing.contains("(it has main, window2, window3, window4, window5, window6, … 18 more)"), "\(missing)")
    }

    @Test("C1: a scene app's launch options hold no URL (UIKit: nil with scenes); the URL reaches the scene's connectionOptions.URLContexts")
    func launchURLOnlyInConnectionOptions() {
        let body = """
        function AppDelegate:application_willFinishLaunchingWithOptions(application, options)
          print("launch options url: " .. tostring(options.UIApplicationLaunchOptionsURLKey)) return true
        end
        function SceneDelegate:scene_willConnectToSession_options(scene, session, options)
          print("scene url: " .. tostring(options.URLContexts[1] and options.URLContexts[1].URL))
        end
        """
        let run = Self.run(body, "launch{ url = \"notes://1\" }\n")
        #expect(run.status() == 0, "\(run.error ?? "")")
        #expect(run.trace.logs == ["launch options url: nil", "scene url: notes://1"], "\(run.trace.logs)")
    }

    @Test("C1: a configuration without UISceneDelegateClassName gives its scenes no delegate: nothing is called, nor traced, whatever classes the script returns")
    func configurationWithoutDelegateClass() {
        let app = """
        local AppDelegate = {}
        AppDelegate.info = { UIApplicationSceneManifest = { UISceneConfigurations = { UIWindowSceneSessionRoleApplication = {
          { UISceneConfigurationName = "Default Configuration" } } } } }
        function AppDelegate:application_didFinishLaunchingWithOptions(application, options) return true end
        local SceneDelegate = {}
        function SceneDelegate:sceneDidBecomeActive(scene) print("active") end
        return AppDelegate, { SceneDelegate = SceneDelegate }
        """
        let run = Played(app: app, scenario: "launch()\n", profile: .ios13)
        #expect(run.status() == 0)
        #expect(!run.trace.hooksCalled.contains(.sceneDidBecomeActive))
        #expect(run.trace.logs.isEmpty)
        #expect(run.trace.records.contains { $0.event.scene?.to == .foregroundActive })
    }

    @Test("C4: low_memory(0.01) disconnects the background scene of a suspended app before any kill; reopen reconnects it with its stateRestorationActivity")
    func lowMemoryDisconnects() {
        let body = """
        function SceneDelegate:scene_willConnectToSession_options(scene, session, options)
          local activity = session.stateRestorationActivity
          print("connect " .. (activity and activity.userInfo.draft or "empty"))
        end
        function SceneDelegate:stateRestorationActivityForScene(scene) return { activityType = "edit", userInfo = { draft = "kept" } } end
        """
        let run = Self.run(body, "launch()\nhome()\nadvance(1)\nlow_memory(0.01)\nexpect_scene_state('main', 'unattached')\nreopen()\n")
        #expect(run.status(strict: true) == 0, "\(run.trace.records)")
        #expect(run.trace.kills.isEmpty)
        #expect(run.trace.records.contains { $0.event.info?.rule == .C4 })
        #expect(run.trace.logs == ["connect empty", "connect kept"])
    }

    @Test("C5: a second window posts its own scene notifications but no UIApplicationDidBecomeActiveNotification while the app stays active")
    func appNotificationsFollowTheApp() {
        let lines = Self.lines(Self.run("", "scenario { device = 'ipad' } launch()\nopen_window('two')\n", multiple: true).trace.records)
        guard let opened = lines.firstIndex(of: "scene two unattached→foregroundInactive") else { Issue.record("no second scene"); return }
        let after = Array(lines[opened...])
        #expect(after.contains("note UISceneDidActivateNotification"))
        #expect(after.filter { $0 == "note UIApplicationDidBecomeActiveNotification" }.count == 1)
    }

    @Test("P: before ios13 the scene verbs are refused naming ios13, and an app with a manifest runs its app delegate as before")
    func beforeIOS13() {
        let body = "function AppDelegate:applicationDidEnterBackground(application) print('app delegate') end"
        let run = Self.run(body, "launch()\nhome()\n", profile: .ios7)
        #expect(run.status() == 0)
        #expect(!run.trace.records.contains { $0.event.scene != nil })
        #expect(run.trace.logs.contains("app delegate"))
        for verb in ["open_window()", "front_window('main')", "side_by_side('a', 'b')", "close_window('main')",
                     "disconnect_scene('main')", "scene_state('main')", "expect_scene_state('main', 'background')"] {
            let refused = Self.run(body, "launch()\n\(verb)\n", profile: .ios7)
            #expect(refused.status() == 2, "\(verb)")
            #expect(refused.error?.contains("does not exist on ios7: it comes with ios13") == true, "\(verb): \(refused.error ?? "")")
        }
    }
}
