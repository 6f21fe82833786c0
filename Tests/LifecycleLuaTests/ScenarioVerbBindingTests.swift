import Foundation
import LifecycleCore
import Testing
@testable import LifecycleLua
@testable import LifecycleTools

/// The scenario verbs are declared once (`ScenarioVerb`); everything else that names them is
/// checked against that catalog: the bindings' registration table, `stdlib/api/scenario.lua`
/// (the editors' stubs), the explorer's alphabet and docs/scenario-api.md.
@Suite("Scenario verbs against their catalog")
struct ScenarioVerbBindingTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test("P: the registration table binds every verb of the catalog, each once, and nothing else")
    func registry() {
        let bound = WrapScenario.registry.map(\.verb.name)
        #expect(bound.count == Set(bound).count, "a verb bound twice: \(bound)")
        #expect(Set(bound) == Set(ScenarioVerb.all.map(\.name)))
    }

    @Test("P: a live scenario holds the catalog's verbs and its declaration, and a verb runs as the catalog says")
    func live() throws {
        let device = Device(loader: LuaAppLoader(source: "return {}", path: "app.lua", simulation: Simulation(profile: .ios6)), simulation: Simulation(profile: .ios6))
        let scenario = try LuaScenario(device: device, path: "scenario.lua")
        let names = APICatalogCheck.globalNames(env: scenario.env, in: scenario.lua)
        for verb in ScenarioVerb.all + [ScenarioVerb.declaration] { #expect(names.contains(verb.name), "\(verb)") }
        // An era-gated verb is refused on an earlier profile, naming the one that has it (P).
        #expect(throws: LuaScenario.Failure.self) { try scenario.run("open_window()") }
        #expect(throws: Never.self) { try scenario.run("notification_center() dismiss()") }
    }

    @Test("P: stdlib/api/scenario.lua declares the catalog's verbs, in its order, with its parameters and rules")
    func stubs() throws {
        let globals = try APICatalog.part(.scenario).get().globals
        let verbs = [ScenarioVerb.declaration] + ScenarioVerb.all
        #expect(globals.map(\.name) == verbs.map(\.name))
        for (global, verb) in zip(globals, verbs) {
            #expect(global.params.map(\.name) == verb.arguments, "\(verb): parameters")
            #expect(global.rules == verb.rules.map(\.rawValue), "\(verb): rules")
        }
    }

    @Test("B1: the explorer plays exactly the verbs the catalog marks explored, in its fixed order")
    func explorer() {
        let manifest = SceneManifest(supportsMultipleScenes: true)
        let steps = [ExploreVerb.launch] + ExploreVerb.alphabet + ExploreVerb.bgTaskVerbs(["refresh"])
            + ExploreVerb.sceneVerbs(manifest)
        #expect(Set(steps.map(\.verb.name)) == Set(ScenarioVerb.all.filter(\.explored).map(\.name)))
        for step in steps {
            #expect(step.lua.hasPrefix(step.verb.name + "(") || step.lua.hasPrefix(step.verb.name + "{"), "\(step.lua)")
        }
        #expect(ExploreVerb.alphabet.map(\.name) == [
            "home", "reopen", "wait", "lock", "unlock", "call", "answer", "decline", "end_call", "notification_center",
            "dismiss", "open_url", "memory_warning", "low_memory", "rotate", "user_kill", "background_launch",
            "background_fetch", "push", "set_charging",
        ])
        #expect(ExploreVerb.alphabet(on: .ios3).map(\.name).contains("background_launch"))
        #expect(!ExploreVerb.alphabet(on: .ios3).map(\.name).contains("remote"))
        #expect(!ExploreVerb.alphabet(on: .ios4).map(\.name).contains("notification_center"))
        #expect(ExploreVerb.alphabet(on: .ios7).map(\.name).contains("push"))
        #expect(!ExploreVerb.alphabet(on: .ios7).map(\.name).contains("set_charging"))
        #expect(ExploreVerb.alphabet(on: .ios13) == ExploreVerb.alphabet)
    }

    @Test("C6: docs/scenario-api.md lists every verb of the catalog, and its verb tables no other")
    func docs() throws {
        let page = try String(contentsOf: Self.root.appendingPathComponent("docs/scenario-api.md"), encoding: .utf8)
        let start = try #require(page.range(of: "\n## Verbs\n")), end = try #require(page.range(of: "\n## A verb with nothing to act on"))
        let rows = page[start.upperBound..<end.lowerBound].split(separator: "\n").filter { $0.hasPrefix("| `") }
        var listed: Set<String> = []
        for row in rows {
            let cell = row.dropFirst(2).prefix { $0 != "|" }
            let pieces = cell.split(separator: "`", omittingEmptySubsequences: false)
            for span in pieces.enumerated().filter({ $0.offset % 2 == 1 }).map(\.element) {
                let name = span.prefix { $0.isLowercase || $0 == "_" }
                if let next = span.dropFirst(name.count).first, next == "(" || next == "{" { listed.insert(String(name)) }
            }
        }
        let catalog = Set(ScenarioVerb.all.map(\.name))
        #expect(catalog.subtracting(listed).isEmpty, "verbs the docs do not list: \(catalog.subtracting(listed).sorted())")
        #expect(listed.subtracting(catalog).subtracting(["print"]).isEmpty, "listed but not verbs: \(listed.subtracting(catalog).sorted())")
        #expect(page.contains("\n\(ScenarioVerb.declaration.name) { "))
    }
}
