import LifecycleCore
import Testing
@testable import LifecycleLua

/// The REPL's prompt (`ReplPrompt`) and what its `:save` writes (`ReplSession.savedScenario`),
/// without a terminal.
@Suite("REPL: the prompt and :save")
struct ReplPromptTests {
    /// A scene app (C1) that may have several windows (C3).
    static let sceneApp = """
        local App = {}
        App.info = { UIApplicationSceneManifest = { UIApplicationSupportsMultipleScenes = true,
          UISceneConfigurations = { UIWindowSceneSessionRoleApplication = {
            { UISceneConfigurationName = "Default Configuration" } } } } }
        return App
        """

    static func session(_ source: String, _ simulation: Simulation) throws -> ReplSession {
        try ReplSession(app: .init(source: source, path: "app.lua"), simulation: simulation, sinks: [])
    }

    static let iPad = Simulation(profile: .ios13, device: .ipad)

    @Test("C2: on a scene app the prompt shows each scene's state after the app's, the foreground first")
    func sceneStates() throws {
        let session = try Self.session(Self.sceneApp, Self.iPad)
        #expect(session.prompt(continuing: false) == "[notRunning]> ", "the manifest is read at launch")
        #expect(session.evaluate("launch()") == .ran(nil))
        #expect(session.prompt(continuing: false) == "[active | main: foregroundActive]> ")
        #expect(session.evaluate("open_window('todo')") == .ran(nil))
        #expect(session.prompt(continuing: false) == "[active | todo: foregroundActive, main: background]> ")
        #expect(session.prompt(continuing: true) == ">> ")
        #expect(session.evaluate("home() advance(1) disconnect_scene('todo')") == .ran(nil))
        #expect(session.prompt(continuing: false) == "[suspended | main: background, todo: unattached]> ")
        #expect(session.evaluate("user_kill()") == .ran(nil))
        #expect(session.prompt(continuing: false) == "[notRunning | no scenes]> ", "C3: a force-quit discards every session")
    }

    @Test("C3: many windows and long names keep the prompt short: the first three, +N more, names cut")
    func bounded() throws {
        let session = try Self.session(Self.sceneApp, Self.iPad)
        let long = String(repeating: "w", count: 200)
        #expect(session.evaluate("launch() for i = 1, 6 do open_window() end open_window('\(long)')") == .ran(nil))
        let prompt = session.prompt(continuing: false)
        #expect(prompt == "[active | wwwwwwwwwwwwwww…: foregroundActive, main: background, window2: background, +5 more]> ", "\(prompt)")
        #expect(ReplPrompt.shortened("a\u{1B}[2Jb") == "a\u{1B}[2Jb", "the command line escapes it (SafeText)")
    }

    @Test("S1: an app without scenes keeps the app's state alone, on ios13 too; a manifest is ignored before ios13 (P)")
    func noScenes() throws {
        let plain = try Self.session("return {}", Simulation(profile: .ios13))
        #expect(plain.evaluate("launch()") == .ran(nil))
        #expect(plain.prompt(continuing: false) == "[active]> ")
        let old = try Self.session(Self.sceneApp, Simulation(profile: .ios7))
        #expect(old.evaluate("launch()") == .ran(nil))
        #expect(old.prompt(continuing: false) == "[active]> ")
    }

    @Test("P, C3, T1: :save declares the profile and the device played, first; no-multitasking after it")
    func savedDeclaration() throws {
        let session = try Self.session(Self.sceneApp, Self.iPad)
        #expect(session.evaluate("launch()") == .ran(nil))
        #expect(session.savedScenario == "-- Saved from lifecycle repl (ios13, seed 1).\nscenario { profiles = { \"ios13\" }, device = \"ipad\" }\nlaunch()\n")
        #expect(session.replayOptions == "")
        let old = try Self.session("return {}", Simulation(profile: OSProfile.ios4.onDevice(multitasking: false)!, seed: 7))
        #expect(old.evaluate("launch()") == .ran(nil))
        #expect(old.savedScenario == "-- Saved from lifecycle repl (ios4, seed 7).\nscenario { profiles = { \"ios4\" } }\nset_multitasking(false)   -- the REPL ran with --no-multitasking\nlaunch()\n")
        #expect(old.replayOptions == " --seed 7")
    }

    @Test("P: a session that declared the scenario itself keeps its own declaration, once")
    func ownDeclaration() throws {
        let session = try Self.session("return {}", Simulation(profile: OSProfile.ios4.onDevice(multitasking: false)!))
        #expect(session.evaluate("x = 1") == .ran(nil))
        #expect(session.evaluate("scenario { name = 'mine', profiles = { 'ios4' } }") == .ran(nil))
        #expect(session.evaluate("launch()") == .ran(nil))
        #expect(session.savedScenario == "-- Saved from lifecycle repl (ios4, seed 1).\nx = 1\nscenario { name = 'mine', profiles = { 'ios4' } }\nset_multitasking(false)   -- the REPL ran with --no-multitasking\nlaunch()\n")
        try session.reset()
        #expect(session.savedScenario.contains("scenario { profiles = { \"ios4\" } }"), "a fresh session declares again")
    }
}
