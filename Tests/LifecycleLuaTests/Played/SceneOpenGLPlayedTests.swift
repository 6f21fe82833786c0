import LifecycleCore
import Testing
import TestSupport

/// R1 with scenes (C2): the `sceneDidEnterBackground:` that takes the whole app to the
/// background plays `applicationDidEnterBackground:`'s part: GL is allowed in it, commands left
/// unfinished as it returns kill the app, and GL after it (an observer of its notification) does.
@Suite("R1 with scenes, played")
struct SceneOpenGLPlayedTests {
    static func app(_ enterBackground: String, observer: String = "") -> String {
        """
        local App = {}
        App.info = { UIApplicationSceneManifest = { UIApplicationSupportsMultipleScenes = true,
          UISceneConfigurations = { UIWindowSceneSessionRoleApplication = { { UISceneDelegateClassName = "SD" } } } } }
        function App:application_didFinishLaunchingWithOptions(a, o)
          \(observer)
          return true
        end
        local SD = {}
        function SD:sceneDidEnterBackground(scene) print("background " .. scene.name) \(enterBackground) end
        return App, { SD = SD }
        """
    }

    @Test("R1: GL inside the sceneDidEnterBackground: that takes the app to the background, finished there, is allowed")
    func testR1SceneMethodMayFinish() {
        let run = Played(app: Self.app("glDrawArrays() glFinish()"), scenario: "launch()\nhome()\nadvance(10)\nexpect_state('suspended')\n", profile: .ios13)
        #expect(run.status(strict: true) == 0, "\(run.error ?? "") \(run.trace.kills)")
    }

    @Test("R1: commands left unfinished as that sceneDidEnterBackground: returns kill the app, before UISceneDidEnterBackgroundNotification")
    func testR1SceneMethodUnfinished() throws {
        let run = Played(app: Self.app("glDrawArrays()"), scenario: "launch()\nhome()\n", profile: .ios13)
        let kill = try #require(run.trace.kills.first)
        #expect(kill.rule == .R1 && kill.reason == .gpu)
        #expect(kill.message.hasPrefix("OpenGL ES commands were still unfinished when sceneDidEnterBackground: returned"), "\(kill.message)")
        #expect(!run.trace.notifications.contains(.sceneDidEnterBackground))
    }

    @Test("R1: GL in an observer of UISceneDidEnterBackgroundNotification, after the method returned, kills the app")
    func testR1SceneObserverAfterTheMethod() throws {
        let observer = "NSNotificationCenter.defaultCenter():addObserver('UISceneDidEnterBackgroundNotification', function() glClear() end)"
        let run = Played(app: Self.app("", observer: observer), scenario: "launch()\nhome()\n", profile: .ios13)
        let kill = try #require(run.trace.kills.first)
        #expect(kill.message == "glClear() was called in the background")
    }

    @Test("R1, C2: a window leaving while another stays in front keeps the app in the foreground: its unfinished commands kill nothing until the last window's method returns")
    func testR1SecondWindowStillInFront() throws {
        let scenario = "scenario { device = 'ipad' }\nlaunch()\nopen_window('two')\nexpect_scene_state('main', 'background')\nexpect_state('active')\nhome()\n"
        let run = Played(app: Self.app("if scene.name == 'main' then glDrawArrays() end"), scenario: scenario, profile: .ios13)
        let logs = run.trace.logs
        #expect(logs == ["background main", "background two"], "\(logs)")
        let kill = try #require(run.trace.kills.first)
        #expect(kill.rule == .R1 && kill.message.contains("when sceneDidEnterBackground: returned"))
        let killAt = try #require(run.trace.records.firstIndex { $0.event.kill != nil })
        let homeAt = try #require(run.trace.records.index(ofAction: "home"))
        #expect(homeAt < killAt, "the kill comes with the last window, at home(), not when main left")
    }
}
