import LifecycleCore
import Testing
@testable import LifecycleLua

/// The REPL completes the scenario verbs from their catalog (`ScenarioVerb`), which the host
/// hands its prelude (stdlib/host/repl.lua), as well as the environment's globals.
@Suite("REPL: verb completion from the catalog")
struct ReplVerbCompletionTests {
    @Test("C3: the REPL completes the catalog's verbs, even one the session has overwritten")
    func completion() throws {
        let device = Device(loader: LuaAppLoader(source: "return {}", path: "app.lua", simulation: Simulation(profile: .ios13)), simulation: Simulation(profile: .ios13))
        let scenario = try LuaScenario(device: device, path: "stdin")
        #expect(scenario.completions(for: "open_w") == ["open_window"])
        #expect(scenario.completions(for: "expect_s") == ["expect_saved", "expect_scene_state", "expect_state"])
        #expect(scenario.evaluate("side_by_side = nil") == .ran(nil))
        #expect(scenario.evaluate("=rawget(_ENV, 'side_by_side') == nil") == .ran("true"), "the environment lost it")
        #expect(scenario.completions(for: "side_") == ["side_by_side"])
    }
}
