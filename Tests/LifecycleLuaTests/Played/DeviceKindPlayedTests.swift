import LifecycleCore
import Testing
import TestSupport

/// C3: several windows (`open_window`) and Split View (`side_by_side`) are the iPad's. The device
/// is an iPhone unless `--device ipad` (here `Simulation.device`) or the scenario's
/// `scenario { device = "ipad" }` makes it an iPad; played in process.
@Suite("Device kind, played")
struct DeviceKindPlayedTests {
    static let multiWindowApp = """
    local AppDelegate = {}
    AppDelegate.info = { UIApplicationSceneManifest = { UIApplicationSupportsMultipleScenes = true,
      UISceneConfigurations = { UIWindowSceneSessionRoleApplication = { { UISceneDelegateClassName = "SD" } } } } }
    local SD = {}
    function SD:sceneDidBecomeActive(scene) print("active " .. scene.name) end
    return AppDelegate, { SD = SD }
    """

    @Test("C3: on an iPhone (the default) open_window and side_by_side stop the run (exit 2) with a message naming the iPad",
          arguments: ["open_window('two')", "side_by_side('main', 'two')"])
    func testC3WindowVerbsRefusedOnAnIPhone(verb: String) {
        let run = Played(app: Self.multiWindowApp, scenario: "launch()\n\(verb)\n", profile: .ios13)
        #expect(run.status() == 2)
        let name = String(verb.prefix { $0 != "(" })
        #expect(run.error?.contains("scenario.lua:2: \(name)() does not exist on an iPhone: several windows and Split View are the iPad's (C3); run with --device ipad, or declare scenario { device = \"ipad\" }") == true,
                "\(run.error ?? "no error")")
    }

    @Test("C3: scenario { device = \"ipad\" } makes the run an iPad: the window opens; --device ipad does the same")
    func testC3DeclaredIPad() {
        let declared = Played(app: Self.multiWindowApp, scenario: "scenario { device = 'ipad' }\nlaunch()\nopen_window('two')\nexpect_scene_state('two', 'foregroundActive')\n",
                              profile: .ios13)
        #expect(declared.status(strict: true) == 0, "\(declared.error ?? "")")
        #expect(declared.trace.logs == ["active main", "active two"])
        let chosen = Played(app: Self.multiWindowApp, scenario: "launch()\nopen_window('two')\n", profile: .ios13, device: .ipad)
        #expect(chosen.status(strict: true) == 0, "\(chosen.error ?? "")")
        #expect(chosen.trace.logs == declared.trace.logs)
        #expect(chosen.jsonl.contains("\"verb\":\"open_window\""))
    }

    @Test("C3: --device iphone on the command line wins over the scenario's declaration, with a warning naming --device ipad")
    func testC3CommandLineWins() {
        let run = Played(app: Self.multiWindowApp, scenario: "scenario { device = 'ipad' }\nlaunch()\nopen_window('two')\n",
                         profile: .ios13, device: .iphone)
        #expect(run.status() == 2)
        #expect(run.trace.warnings.contains("scenario.lua:1: this scenario is written for an iPad (its scenario{ device }), and this run is on an iPhone; run it with --device ipad"),
                "\(run.trace.warnings)")
        #expect(run.error?.contains("does not exist on an iPhone") == true)
    }

    @Test("C3: a device the declaration does not know is the suite's error, naming the two kinds",
          arguments: ["'tablet'", "42", "true", "'IPAD '"])
    func testC3BadDeclaration(value: String) {
        let run = Played(app: "return {}", scenario: "scenario { device = \(value) }\nlaunch()\n")
        #expect(run.status() == 2)
        #expect(run.error?.contains("scenario: device is \"iphone\" or \"ipad\"") == true, "\(run.error ?? "")")
    }

    @Test("C3: the same scenario on an iPad is deterministic: byte-identical JSONL twice")
    func testC3Deterministic() {
        let scenario = "scenario { device = 'ipad' }\nlaunch()\nopen_window('two')\nside_by_side('main', 'two')\nhome()\nreopen()\n"
        let first = Played(app: Self.multiWindowApp, scenario: scenario, profile: .ios13)
        let second = Played(app: Self.multiWindowApp, scenario: scenario, profile: .ios13)
        #expect(first.status() == 0, "\(first.error ?? "")")
        #expect(first.jsonl == second.jsonl)
    }
}
