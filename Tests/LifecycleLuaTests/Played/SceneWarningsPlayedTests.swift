import LifecycleCore
import Testing
import TestSupport

/// C1, C4 and P, played in process: what a learner reads when a scene app gets something wrong:
/// the line of a manifest value that cannot be read, a second return value that is not a table,
/// an activity that is not plist values, a URL no scene method takes, and an older profile's
/// single warning.
@Suite("Scene warnings, played")
struct SceneWarningsPlayedTests {
    /// Plays a whole app script (not wrapped) with `scenario` on `profile`. The app is read from a
    /// folder, as the command line is given it (`…/app.lua:7:` in messages).
    static func run(script: String, _ scenario: String, profile: OSProfile = .ios13) -> Played {
        Played(app: script, scenario: scenario, appPath: "folder/app.lua", scenarioPath: "folder/scenario.lua", profile: profile)
    }

    @Test("C4: an activity holding a function kills the app citing C4 and the method's line, with no doubled prefix")
    func activityHoldingAFunction() throws {
        let body = """
        function SceneDelegate:stateRestorationActivityForScene(scene)
          return { activityType = "x", userInfo = { f = function() end } }
        end
        """
        let run = ScenePlayedTests.run(body, "launch()\nhome()\n")
        #expect(run.status(strict: true) == 1, "a kill fails a --strict run")
        let kill = try #require(run.trace.kills.first)
        #expect(kill.reason == .crash && kill.rule == .C4)
        #expect(kill.message.hasSuffix("app.lua:7: stateRestorationActivityForScene: returned an activity that holds a function at .userInfo.f: an NSUserActivity's userInfo holds plist values only (strings, numbers, booleans, tables of them)"), "\(kill.message)")
        #expect(kill.message.components(separatedBy: "stateRestorationActivityForScene:").count == 2)
    }

    @Test("C1: a manifest value that cannot be read is warned about with its line; a second return value that is not a table says so")
    func manifestLinesAndSecondValue() {
        let script = """
        local A = {}
        A.info = {
          UIApplicationSceneManifest = { UISceneConfigurations = { UIWindowSceneSessionRoleApplication = {
            { UISceneDelegateClassName = 5 } } } },
        }
        function A:application_didFinishLaunchingWithOptions(app, o) return true end
        return A, "SceneDelegate"
        """
        let run = Self.run(script: script, "launch()\n")
        #expect(run.status() == 0, "\(run.error ?? "")")
        let warnings = run.trace.warnings
        #expect(warnings.contains { $0.hasSuffix("app.lua:4: UISceneDelegateClassName of configuration 1 is a number, not a class name: no scene delegate (C1)") }, "\(warnings)")
        #expect(warnings.contains { $0.hasSuffix("app.lua: the script's second return value is a string, not a table of scene delegate classes: return AppDelegate, { SceneDelegate = SceneDelegate } (C1)") }, "\(warnings)")
        let string = Self.run(script: "local A = {}\nA.info = {\n  UIApplicationSceneManifest = \"yes\",\n}\nreturn A\n", "launch()\n")
        #expect(string.trace.warnings.contains { $0.hasSuffix("app.lua:3: info.UIApplicationSceneManifest is a string, not a table: the app has no scenes (C1)") })
    }

    @Test("C1: scene delegate classes returned without a manifest are warned about: the app has no scenes")
    func classesWithoutAManifest() {
        let script = """
        local A = {}
        local SceneDelegate = {}
        function SceneDelegate:sceneDidBecomeActive(scene) end
        return A, { SceneDelegate = SceneDelegate }
        """
        #expect(Self.run(script: script, "launch()\n").trace.warnings.contains { $0.contains("the script returns scene delegate classes, but info has no UIApplicationSceneManifest: the app has no scenes") })
    }

    @Test("P, C1: a scene app on ios7 gets one warning naming its scene methods, not one per method")
    func oneWarningBeforeIOS13() {
        let body = """
        function SceneDelegate:sceneDidBecomeActive(scene) end
        function SceneDelegate:sceneWillResignActive(scene) end
        function SceneDelegate:sceneDidEnterBackground(scene) end
        function SceneDelegate:sceneWillEnterForeground(scene) end
        """
        let era = ScenePlayedTests.run(body, "launch()\n", profile: .ios7).trace.warnings.filter { $0.contains("never called on ios7") }
        #expect(era.count == 1, "\(era)")
        #expect(era.first?.contains("and 1 more are never called on ios7: UIKit has scenes from ios13 on (P, C1)") == true, "\(era)")
    }

    @Test("C1: a URL for a scene whose delegate has no scene:openURLContexts: is dropped with a warning, whether the app was in front or suspended")
    func urlWithoutSceneMethod() {
        let run = ScenePlayedTests.run("", "launch()\nopen_url('notes://a')\nhome()\nadvance(10)\nopen_url('notes://b')\n")
        #expect(run.status() == 0, "\(run.error ?? "")")
        let dropped = run.trace.warnings.filter { $0.contains("is dropped: the scene delegate of 'main' does not implement scene:openURLContexts:") }
        #expect(dropped.count == 2, "\(dropped)")
        #expect(dropped.first?.hasPrefix("the URL notes://a") == true)
    }
}
