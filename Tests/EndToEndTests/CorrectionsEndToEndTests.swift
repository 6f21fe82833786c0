import Foundation
import Testing
import TestSupport

/// The built binary on four corrected lessons: GL inside `applicationDidEnterBackground:` (R1), a
/// nil-target action going to the first responder (E4), the iPad's windows (C3), and a rotation
/// to the orientation the device already has (F3). The in-process tests are OpenGLCheckTests,
/// FirstResponderPlayedTests, DeviceKindPlayedTests and ForegroundTests.
@Suite("Corrected lessons, end to end", .serialized)
struct CorrectionsEndToEndTests {
    /// Writes `app` and `scenario` to a fresh folder and runs them with `options`.
    static func play(_ app: String, _ scenario: String, _ options: [String] = []) throws -> CLI.Result {
        let folder = try TempFolder("corrections", files: ["app.lua": app, "scenario.lua": scenario])
        defer { folder.remove() }
        return try CLI.run(["run", "app.lua", "scenario.lua", "--format", "jsonl"] + options, directory: folder.url)
    }

    static let game = """
    local App = {}
    function App:applicationDidBecomeActive(application) glClear() glDrawArrays() end
    function App:applicationDidEnterBackground(application)
      glDrawArrays()   -- the paused screen, in the method: allowed
      FINISH
    end
    return App
    """

    @Test("R1: GL inside applicationDidEnterBackground: finished there passes --strict; left unfinished, the app is killed as the method returns")
    func testR1GLInsideDidEnterBackground() throws {
        let scenario = "launch()\nhome()\nadvance(10)\nexpect_state('suspended')\n"
        let finished = try Self.play(Self.game.replacingOccurrences(of: "FINISH", with: "glFinish()"), scenario, ["--strict"])
        #expect(finished.status == 0, "\(finished.stderr)\n\(finished.stdout)")
        let unfinished = try Self.play(Self.game.replacingOccurrences(of: "FINISH", with: ""), scenario)
        #expect(unfinished.status == 1)
        let call = try #require(unfinished.lines.firstIndex { $0.contains("\"hook\":\"applicationDidEnterBackground:\"") })
        let kill = try #require(unfinished.lines.firstIndex { $0.contains("\"event\":\"kill\"") })
        #expect(call < kill)
        #expect(unfinished.lines[kill].contains("\"reason\":\"gpu\"") && unfinished.lines[kill].contains("when applicationDidEnterBackground: returned"))
    }

    @Test("E4: the nil-target action goes to the control's chain with no first responder, then to the field, then to the view controller")
    func testE4FirstResponderEndToEnd() throws {
        let fixtures = "Tests/EndToEndTests/Fixtures/runloop/"
        let result = try CLI.run(["run", fixtures + "first-responder-app.lua", fixtures + "first-responder.lua", "--format", "jsonl"])
        #expect(result.status == 0, "\(result.stderr)")
        let actions = result.lines.filter { $0.contains("\"event\":\"dispatch\"") && $0.contains("\"kind\":\"action\"") }
        #expect(actions.count == 3)
        let targets = actions.map { line in ["saveButton", "field", "Root"].first { line.contains("\"target\":\"\($0)\"") } }
        #expect(targets == ["saveButton", "field", "Root"], "\(actions)")
        let notes = result.lines.filter { $0.contains("\"event\":\"log\"") && $0.contains("saved") }
        #expect(notes.count == 3 && notes[0].contains("toolbar saved") && notes[1].contains("field saved") && notes[2].contains("Root saved"), "\(notes)")
    }

    static let windows = """
    local App = {}
    App.info = { UIApplicationSceneManifest = { UIApplicationSupportsMultipleScenes = true,
      UISceneConfigurations = { UIWindowSceneSessionRoleApplication = { { UISceneDelegateClassName = "SD" } } } } }
    return App, { SD = {} }
    """

    @Test("C3: open_window is refused on an iPhone (exit 2, naming the iPad), played with --device ipad or a scenario declaring it, and --device is in --help")
    func testC3DeviceKindEndToEnd() throws {
        let scenario = "launch()\nopen_window('two')\nexpect_scene_state('two', 'foregroundActive')\n"
        let phone = try Self.play(Self.windows, scenario, ["--profile", "ios13"])
        #expect(phone.status == 2)
        #expect(phone.stderr.contains("open_window() does not exist on an iPhone") && phone.stderr.contains("--device ipad"), "\(phone.stderr)")
        let pad = try Self.play(Self.windows, scenario, ["--profile", "ios13", "--device", "ipad", "--strict"])
        #expect(pad.status == 0, "\(pad.stderr)")
        let declared = try Self.play(Self.windows, "scenario { device = 'ipad' }\n" + scenario, ["--profile", "ios13", "--strict"])
        #expect(declared.status == 0, "\(declared.stderr)")
        #expect(declared.stdout == pad.stdout.replacingOccurrences(of: "scenario.lua:2", with: "scenario.lua:3"), "the same run, however the iPad was chosen")
        let unknown = try Self.play(Self.windows, scenario, ["--device", "tablet"])
        #expect(unknown.status == 2 && unknown.stderr.contains("unknown device 'tablet'; choose one of iphone, ipad"), "\(unknown.stderr)")
        let help = try CLI.run(["run", "--help"])
        #expect(help.stdout.contains("--device"))
    }

    @Test("C3: lifecycle test plays a scenario that declares the iPad on an iPad")
    func testC3LifecycleTestDeclaredIPad() throws {
        let folder = try TempFolder("corrections-test", files: [
            "app.lua": Self.windows,
            "windows.scenario.lua": "scenario { name = 'two windows', profiles = { 'ios13' }, device = 'ipad' }\nlaunch()\nopen_window('two')\nexpect_scene_state('two', 'foregroundActive')\n",
        ])
        defer { folder.remove() }
        let result = try CLI.run(["test", "app.lua", "windows.scenario.lua", "--format", "tap"], directory: folder.url)
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
        #expect(result.stdout.contains("ok 1"))
    }

    @Test("C3: a REPL on an iPad saves a scenario that declares the iPad, so it replays without --device")
    func testC3ReplSavesTheIPad() throws {
        let folder = try Spawned.folder("repl-ipad")   // a piped :save writes in the current folder
        defer { try? FileManager.default.removeItem(at: folder) }
        let saved = folder.appendingPathComponent("saved.lua").path
        let app = CLI.root.appendingPathComponent("examples/notes-scenes/app.lua").path
        let result = try CLI.run(["repl", app, "--profile", "ios13", "--device", "ipad"],
                                 input: "launch()\nopen_window('two')\n:save saved.lua\n", directory: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let text = try String(contentsOfFile: saved, encoding: .utf8)
        #expect(text.contains("scenario { profiles = { \"ios13\" }, device = \"ipad\" }"), "\(text)")
        let replay = try CLI.run(["run", "examples/notes-scenes/app.lua", saved, "--profile", "ios13", "--format", "jsonl"])
        #expect(replay.status == 0, "\(replay.stderr)")
        #expect(replay.lines.contains { $0.contains("\"verb\":\"open_window\"") })
    }

    @Test("F3: rotate() to the orientation the device already has posts nothing and warns; a real turn still posts")
    func testF3RotateToSameOrientationEndToEnd() throws {
        let app = "local App = {}\nfunction App:application_didChangeStatusBarOrientation(a, o) print('changed') end\nreturn App"
        let result = try Self.play(app, "launch()\nrotate('portrait')\nhome()\nadvance(10)\nrotate('portrait')\nreopen()\nrotate('landscapeLeft')\n")
        #expect(result.status == 0, "\(result.stderr)")
        let posted = result.lines.filter { $0.contains("UIDeviceOrientationDidChangeNotification") }
        #expect(posted.count == 1 && posted[0].contains("landscapeLeft"), "\(posted)")
        #expect(result.lines.filter { $0.contains("rotate() did nothing: the device is already portrait") }.count == 2)
    }
}
