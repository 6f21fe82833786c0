import Foundation
import LifecycleCore
import Testing
@testable import LifecycleLua
@testable import LifecycleTools
import TestSupport

/// The explorer's scene verbs (C3, C4): on ios13 and for an app with a scene manifest only; a
/// scene that forgets its draft when the system disconnects it is found and replayed; a verb
/// played directly gives the trace of its scenario line.
@Suite("Explore: scene verbs")
struct ExploreSceneTests {
    /// A notes app whose scene returns its draft in an activity (C4) but, when it connects again,
    /// does not read it back: the new delegate object has no draft, and the first keystroke
    /// (`sceneDidBecomeActive:`) raises an error. `readsBack` is the fix.
    static func app(multiple: Bool = true, readsBack: Bool = false) -> String {
        let connect = readsBack
            ? "local activity = session.stateRestorationActivity; self.draft = activity and activity.userInfo.draft or \"\""
            : "if session.stateRestorationActivity == nil then self.draft = \"\" end  -- WRONG: a reconnected scene's draft is not read back"
        return """
            local App = {}
            App.info = { UIApplicationSceneManifest = {
              UIApplicationSupportsMultipleScenes = \(multiple),
              UISceneConfigurations = { UIWindowSceneSessionRoleApplication = {
                { UISceneConfigurationName = "Default Configuration", UISceneDelegateClassName = "SceneDelegate" } } } } }
            function App:application_didFinishLaunchingWithOptions(application, options) return true end
            local SceneDelegate = {}
            function SceneDelegate:scene_willConnectToSession_options(scene, session, options)
              \(connect)
            end
            function SceneDelegate:sceneDidBecomeActive(scene) self.draft = self.draft .. "x" end
            function SceneDelegate:stateRestorationActivityForScene(scene)
              return { activityType = "com.example.notes", userInfo = { draft = self.draft } }
            end
            return App, { SceneDelegate = SceneDelegate }
            """
    }

    /// On an iPad by default: several windows are the iPad's (C3).
    static func explorer(_ source: String, _ profile: OSProfile, depth: Int, device: DeviceKind = .ipad) -> Explorer {
        Explorer(app: .init(source: source, path: "app.lua"), simulation: Simulation(profile: profile, device: device), depth: depth)
    }

    static let sceneNames = ["disconnect_scene(main)", "front_window(main)", "open_window(second)", "close_window(second)"]

    @Test("C1, C3, P: the scene verbs come last on ios13 for a scene app; open/close only with multiple scenes; none on ios7 or without a manifest")
    func verbsByProfileAndManifest() {
        let verbs = Self.explorer(Self.app(), .ios13, depth: 1).verbs
        #expect(verbs.suffix(4).map(\.name) == Self.sceneNames)
        #expect(verbs.suffix(4).map(\.lua) == ["disconnect_scene(\"main\")", "front_window(\"main\")",
                                                "open_window(\"second\")", "close_window(\"second\")"])
        let phone = Self.explorer(Self.app(), .ios13, depth: 1, device: .iphone).verbs.map(\.name)
        #expect(phone.suffix(2) == Array(Self.sceneNames.prefix(2)) && !phone.contains("open_window(second)"), "C3: no second window on an iPhone")
        let single = Self.explorer(Self.app(multiple: false), .ios13, depth: 1).verbs.map(\.name)
        #expect(single.suffix(2) == Array(Self.sceneNames.prefix(2)) && !single.contains("open_window(second)"))
        let old = Self.explorer(Self.app(), .ios7, depth: 1).verbs.map(\.name)
        #expect(!old.contains { Self.sceneNames.contains($0) })
        let plain = Self.explorer(ExploreTests.quiet, .ios13, depth: 1).verbs.map(\.name)
        #expect(!plain.contains { Self.sceneNames.contains($0) })
        #expect(plain.last == "set_charging")
    }

    @Test("C4: a scene that forgets its draft is found, launch → home → disconnect_scene → front_window, a crash, and the scenario replays it")
    func forgottenDraft() throws {
        var explorer = Self.explorer(Self.app(), .ios13, depth: 3)
        explorer.verbs = explorer.verbs.filter { $0.name == "home" || Self.sceneNames.contains($0.name) }
        let result = explorer.explore()
        let crash = try #require(result.findings.first { $0.problem.reason == "crash" })
        #expect(crash.problem.place == "sceneDidBecomeActive:")
        #expect(crash.path.map(\.name) == ["home", "disconnect_scene(main)", "front_window(main)"])
        #expect(result.findings.count == 1)
        let scenario = crash.scenario(appPath: "app.lua", file: "found.lua", simulation: Simulation(profile: .ios13, seed: 1))
        #expect(scenario.contains("disconnect_scene(\"main\")\nadvance(1)\nfront_window(\"main\")"))
        let run = ScenarioRun(app: .init(source: Self.app(), path: "app.lua"), scenario: .init(source: scenario, path: "found.lua"),
                              simulation: Simulation(profile: .ios13))
        let observer = ExploreObserver()
        let report = run.play(sinks: [observer])
        #expect(report.scenarioError == nil && report.exitCode(strict: true) == 1)
        #expect(observer.sightings.map(\.problem).contains(crash.problem))
        // The fix reads the activity back: nothing to find on the same sequences.
        var clean = Self.explorer(Self.app(readsBack: true), .ios13, depth: 3)
        clean.verbs = explorer.verbs
        #expect(clean.explore().findings.isEmpty)
    }

    @Test("C3, C4: played directly, the scene verbs give the trace and fingerprint of their scenario lines")
    func directPlayIsTheScenario() throws {
        for source in [Self.app(), Self.app(readsBack: true), Self.app(multiple: false)] {
            let app = ScenarioRun.Script(source: source, path: "app.lua")
            let simulation = Simulation(profile: .ios13, seed: 1, device: .ipad)   // C3: the iPad's windows
            let verbs = Explorer(app: app, simulation: simulation, depth: 1).verbs
            let named = { (name: String) in verbs.first { $0.name == name } }
            let player = ExplorePlayer(app: app, simulation: simulation, remembersCode: false)
            let paths = [["home", "disconnect_scene(main)", "front_window(main)"], ["open_window(second)", "front_window(main)", "close_window(second)"],
                         ["disconnect_scene(main)", "lock", "front_window(main)"], ["home", "user_kill", "front_window(main)", "open_window(second)"],
                         ["open_window(second)", "home", "low_memory", "reopen", "close_window(second)"]]
            for names in paths {
                let path = names.compactMap(named)
                #expect(path.count == names.count || source == Self.app(multiple: false), "\(names)")
                let direct = JSONLCollector(), scripted = JSONLCollector()
                let played = player.play(path, sinks: [direct])
                let replayed = player.playScenario(path, sinks: [scripted])
                #expect(replayed.scenarioError == nil, "\(path.map(\.lua))")
                #expect(direct.text == scripted.text, "\(names)")
                #expect(played.fingerprint == replayed.fingerprint, "\(names)")
                #expect(direct.text.contains("\"event\":\"scene\""), "scene lines: \(names)")
            }
        }
    }
}
