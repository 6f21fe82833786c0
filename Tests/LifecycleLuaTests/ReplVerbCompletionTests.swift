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

    @Test("P: every verb of the catalog completes from all but its last letter, from the catalog itself, on ios3 as on ios13")
    func everyVerbCompletes() throws {
        #expect(ScenarioVerb.all.count > 50, "the catalog is read")
        // The environment's verb globals gone: what completes them is the catalog the host hands over.
        let names = ScenarioVerb.all.map { "'\($0.name)'" }.joined(separator: ", ")
        for profile in [OSProfile.ios3, .ios13] {
            let simulation = Simulation(profile: profile)
            let device = Device(loader: LuaAppLoader(source: "return {}", path: "app.lua", simulation: simulation), simulation: simulation)
            let scenario = try LuaScenario(device: device, path: "stdin")
            #expect(scenario.evaluate("for _, name in ipairs({ \(names) }) do _ENV[name] = nil end") == .ran(nil))
            for verb in ScenarioVerb.all {
                let typed = String(verb.name.dropLast())
                #expect(scenario.completions(for: typed).contains(verb.name), "\(profile.name): \(typed) does not complete to \(verb.name)")
                #expect(scenario.completions(for: "x = " + typed).contains("x = " + verb.name), "\(verb.name) after other text")
            }
        }
    }
}
