import Testing
@testable import LifecycleCore

/// The scenario verbs' catalog (`ScenarioVerb`): each verb once, named as Lua calls it, with the
/// profile that first has it (P) and the rules it exercises.
@Suite("Scenario verb catalog")
struct ScenarioVerbCatalogTests {
    @Test("P: each verb is declared once, a Lua identifier in snake case, the declaration apart")
    func names() {
        let names = ScenarioVerb.all.map(\.name)
        #expect(names.count == Set(names).count, "a name twice: \(names)")
        #expect(names.count == 53)
        for name in names {
            #expect(name.allSatisfy { $0.isLowercase || $0 == "_" } && !name.hasPrefix("_"), "\(name)")
            #expect(ScenarioVerb.named(name)?.name == name)
        }
        #expect(!names.contains(ScenarioVerb.declaration.name))
        #expect(ScenarioVerb.named(ScenarioVerb.declaration.name) == nil)
        #expect(ScenarioVerb.named("wait") == nil)
    }

    @Test("P: the verbs of a later era, and the profile that first has each, as the device refuses them")
    func eras() {
        let expected: [String: String] = [
            "notification_center": "ios6", "remote": "ios4", "background_fetch": "ios7", "push": "ios7",
            "open_window": "ios13", "front_window": "ios13", "side_by_side": "ios13", "close_window": "ios13",
            "disconnect_scene": "ios13", "scene_state": "ios13", "expect_scene_state": "ios13",
            "run_bg_task": "ios13", "set_charging": "ios13",
        ]
        let since = Dictionary(uniqueKeysWithValues: ScenarioVerb.all.compactMap { verb in verb.since.map { (verb.name, $0.name) } })
        #expect(since == expected)
        #expect(ScenarioVerb.verbs(in: .scenes).allSatisfy { $0.since?.name == "ios13" })
        #expect(ScenarioVerb.verbs(in: .bgTasks).allSatisfy { $0.since?.name == "ios13" })
        #expect(ScenarioVerb.verbs(in: .wake).allSatisfy { $0.since?.name == "ios7" })
        let (device, _) = makeDevice(ScriptedLoader(), profile: .ios6)
        #expect(device.eraRefusal(of: .openWindow)
            == "open_window() does not exist on ios6: it comes with ios13 (P); run with --profile ios13 or later")
        #expect(device.eraRefusal(of: .notificationCenter) == nil)
        #expect(device.eraRefusal(of: .home) == nil)
    }

    @Test("S1: every verb cites a rule, has a line of help, and belongs to a group the help lists")
    func entries() {
        for verb in ScenarioVerb.all {
            #expect(!verb.rules.isEmpty && verb.rules.allSatisfy { !$0.rawValue.isEmpty && !$0.rawValue.contains(" ") }, "\(verb)")
            #expect(!verb.help.isEmpty && !verb.help.contains("\n"), "\(verb)")
            #expect(verb.group != .declaring, "\(verb)")
        }
        #expect(ScenarioVerb.launch.rules.map(\.rawValue) == ["L1", "L2", "L3", "L4", "L5", "F1"])
        // The groups are contiguous: `all` lists a group's verbs together, in the groups' order.
        let groups = ScenarioVerb.all.map(\.group)
        let order = ScenarioVerb.Group.allCases
        #expect(groups == groups.sorted { order.firstIndex(of: $0)! < order.firstIndex(of: $1)! })
    }

    @Test("L3: how a verb is called, its optional arguments in brackets")
    func calls() {
        #expect(ScenarioVerb.openURL.call == "open_url(url, [sourceApplication], [app])")
        #expect(ScenarioVerb.home.call == "home()")
        #expect(ScenarioVerb.expectSceneState.call == "expect_scene_state(name, state, [app])")
    }
}
