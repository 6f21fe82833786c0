import LifecycleCore
import Testing
import TestSupport

/// P and C1 on `ios26` and `ios27`, played in process with real Lua apps and scenarios: the
/// warning of iOS 26 for an app without scenes, the launch failure of iOS 27, and scene apps that
/// run clean on both.
@Suite("ios26 and ios27, played")
struct SceneLifecycleProfilePlayedTests {
    static let classic = """
    local App = {}
    function App:application_didFinishLaunchingWithOptions(application, options) return true end
    function App:applicationDidBecomeActive(application) print("active") end
    function App:applicationWillEnterForeground(application) print("back") end
    function App:applicationWillTerminate(application) end
    return App
    """

    static func run(_ app: String, _ scenario: String, _ profile: OSProfile) -> Played {
        SceneWarningsPlayedTests.run(script: app, scenario, profile: profile)
    }

    static func uikitLog(_ run: Played) -> [String] {
        run.trace.warnings.filter { $0.contains(SceneLifecycleDeprecation.uikitLog) }
    }

    @Test("P, C1: on ios26 a Lua app without scenes runs as on ios13 and warns once a run, naming the deprecated methods it implements with their lines")
    func pC1IOS26WarnsOnce() throws {
        let run = Self.run(Self.classic, "launch()\nhome()\nlaunch()\nexpect_state(\"active\")\nuser_kill()\nlaunch()\n", .ios26)
        #expect(run.status(strict: true) == 0, "\(run.error ?? "")")
        let warnings = Self.uikitLog(run)
        #expect(warnings.count == 1, "\(run.trace.warnings)")
        let warning = try #require(warnings.first)
        #expect(warning.hasPrefix("UIKit logs \"UIScene lifecycle will soon be required. Failure to adopt will result in an assert in the future.\""))
        #expect(warning.contains("applicationDidBecomeActive: (folder/app.lua:3) → sceneDidBecomeActive:, applicationWillEnterForeground: (folder/app.lua:4) → sceneWillEnterForeground:"), "\(warning)")
        #expect(!warning.contains("applicationDidEnterBackground:") && !warning.contains("applicationWillResignActive:"))
        #expect(!warning.contains("applicationWillTerminate:"), "not deprecated")
        #expect(run.trace.logs.filter { $0 == "active" }.count == 3, "the deprecated method still runs on ios26")
    }

    @Test("P, C1: on ios13 the same app runs without the warning")
    func pC1IOS13Quiet() {
        let run = Self.run(Self.classic, "launch()\nhome()\nlaunch()\n", .ios13)
        #expect(run.status(strict: true) == 0)
        #expect(Self.uikitLog(run).isEmpty)
    }

    @Test("C1, P: on ios27 a Lua app without scenes is killed at launch with UIKit's message, and the scenario's expectation fails")
    func c1PIOS27KillsAtLaunch() throws {
        let run = Self.run(Self.classic, "launch()\nexpect_state(\"active\")\n", .ios27)
        #expect(run.status() == 1)
        let kill = try #require(run.trace.kills.first)
        #expect(kill.reason == .crash && kill.rule == .C1)
        #expect(kill.message.hasPrefix("Application failed to launch: UIScene life cycle is required for apps built with this SDK."))
        #expect(run.trace.logs.isEmpty, "no delegate method ran")
        #expect(Self.uikitLog(run).isEmpty)
    }

    @Test("C1, P: scene apps run clean on ios26 and ios27: no kill, no deprecation warning")
    func c1PSceneAppClean() {
        let body = """
        function SceneDelegate:sceneDidBecomeActive(scene) print("scene active") end
        function SceneDelegate:sceneDidEnterBackground(scene) print("scene saved") end
        """
        for profile in [OSProfile.ios26, .ios27] {
            let run = ScenePlayedTests.run(body, "launch()\nexpect_state(\"active\")\nhome()\nexpect_state(\"background\")\n", profile: profile)
            #expect(run.status(strict: true) == 0, "\(profile.name): \(run.error ?? "") \(run.trace.kills)")
            #expect(run.trace.kills.isEmpty)
            #expect(run.trace.warnings.isEmpty, "\(profile.name): \(run.trace.warnings)")
            #expect(run.trace.logs == ["scene active", "scene saved"], "\(profile.name)")
        }
    }

    @Test("P, C1: application:openURL:options: is named in the ios26 warning once the host calls it",
          .enabled(if: Hook(rawValue: "application:openURL:options:") != nil))
    func pC1OpenURLOptionsNamed() throws {
        let app = """
        local App = {}
        function App:application_didFinishLaunchingWithOptions(application, options) return true end
        function App:application_openURL_options(application, url, options) return true end
        return App
        """
        let warning = try #require(Self.uikitLog(Self.run(app, "launch()\n", .ios26)).first)
        #expect(warning.contains("application:openURL:options: (folder/app.lua:3) → scene:openURLContexts:"), "\(warning)")
    }

    @Test("P: a scenario may declare profiles = { \"ios26\", \"ios27\" }, and profile() names them")
    func pScenarioDeclaresNewProfiles() {
        let scenario = "scenario { profiles = { \"ios26\", \"ios27\" } }\nif profile() ~= \"ios26\" and profile() ~= \"ios27\" then error(\"profile() is \" .. profile()) end\n"
        for profile in [OSProfile.ios26, .ios27] {
            let run = Self.run(Self.classic, scenario, profile)
            #expect(run.error == nil, "\(run.error ?? "")")
            #expect(!run.trace.warnings.contains { $0.contains("this scenario is written for") }, "\(run.trace.warnings)")
        }
    }
}
