import LuaBridge
import LifecycleCore

/// The scenario verbs (`ScenarioVerb`, docs/scenario-api.md), as globals of the scenario state:
/// one named function per verb, and `registry`, the table that maps each verb of the catalog to
/// its function (as a LÖVE `wrap_*.cpp` ends in a `luaL_Reg`). Each validates its arguments (an
/// error names the scenario's file and line) and acts on the device at once.
enum WrapScenario {
    /// A verb's function: the scenario it runs in, and the stack of its call.
    typealias Function = @Sendable (LuaScenario, LuaStack) -> LuaReturn

    /// Every verb of `ScenarioVerb.all` and its function, in the order they are set in the
    /// environment (a test checks that the names are the catalog's, each once).
    static let registry: [(verb: ScenarioVerb, function: Function)] = [
        (.launch, WrapScenarioApps.launch), (.home, WrapScenarioApps.home), (.reopen, WrapScenarioApps.reopen),
        (.lock, WrapScenarioSystem.lock), (.unlock, WrapScenarioSystem.unlock), (.call, WrapScenarioSystem.call),
        (.answer, WrapScenarioSystem.answer), (.decline, WrapScenarioSystem.decline), (.endCall, WrapScenarioSystem.endCall),
        (.memoryWarning, WrapScenarioSystem.memoryWarning), (.lowMemory, WrapScenarioSystem.lowMemory),
        (.userKill, WrapScenarioApps.userKill), (.install, WrapScenarioApps.install), (.openURL, WrapScenarioApps.openURL),
        (.advance, WrapScenarioSystem.advance), (.rotate, WrapScenarioSystem.rotate),
        (.changeLocale, WrapScenarioSystem.changeLocale), (.state, WrapScenarioChecks.state),
        (.expectState, WrapScenarioChecks.expectState), (.expect, WrapScenarioChecks.expect),
        (.significantTimeChange, WrapScenarioSystem.significantTimeChange),
        (.disconnectAccessory, WrapScenarioSystem.disconnectAccessory), (.connectAccessory, WrapScenarioSystem.connectAccessory),
        (.setMultitasking, WrapScenarioSystem.setMultitasking), (.setPasscode, WrapScenarioSystem.setPasscode),
        (.changeSettings, WrapScenarioSystem.changeSettings), (.expectSaved, WrapScenarioChecks.expectSaved),
        (.expectDefault, WrapScenarioChecks.expectDefault), (.readFile, WrapScenarioChecks.readFile),
        (.readDefault, WrapScenarioChecks.readDefault),
        (.tap, WrapScenarioEvents.tap), (.touchDown, WrapScenarioEvents.touchDown), (.touchMove, WrapScenarioEvents.touchMove),
        (.touchUp, WrapScenarioEvents.touchUp), (.shake, WrapScenarioEvents.shake), (.remote, WrapScenarioEvents.remote),
        (.accelerate, WrapScenarioEvents.accelerate), (.banner, WrapScenarioEvents.banner),
        (.notificationCenter, WrapScenarioEvents.notificationCenter), (.dismiss, WrapScenarioEvents.dismiss),
        (.backgroundFetch, WrapScenarioWake.backgroundFetch), (.push, WrapScenarioWake.push),
        (.openWindow, WrapScenarioScenes.openWindow), (.frontWindow, WrapScenarioScenes.frontWindow),
        (.sideBySide, WrapScenarioScenes.sideBySide), (.closeWindow, WrapScenarioScenes.closeWindow),
        (.disconnectScene, WrapScenarioScenes.disconnectScene), (.sceneState, WrapScenarioScenes.sceneState),
        (.expectSceneState, WrapScenarioScenes.expectSceneState),
        (.runBGTask, WrapScenarioBGTask.runBGTask), (.setCharging, WrapScenarioBGTask.setCharging),
        (.now, WrapScenarioChecks.now), (.profile, WrapScenarioChecks.profile),
    ]

    /// Sets every verb of `registry` in the environment `env`. Each goes through the guards,
    /// charged before it runs, failing or not (H32); one from a later era is refused, naming the
    /// profile that has it (P), and one of another kind of device, naming it (C3).
    static func install(in lua: LuaState, env: LuaRef, scenario: LuaScenario) {
        let device = scenario.device
        device.verbSiteLookup = { [weak scenario] in scenario?.verbStack?.site }
        let stack = lua.stack
        stack.pushRef(env)
        let table = stack.top
        for (verb, function) in registry {
            lua.push { [unowned scenario, unowned device] stack in
                // `lifecycle test` reading `scenario { … }`: a verb means there is none to read.
                if scenario.readingInfo { return .halt(.interrupted) }
                scenario.verbStack = stack
                defer { scenario.verbStack = nil }
                if let refused = scenario.beforeVerb(verb.name, stack) { return refused }
                if let refusal = device.refusal(of: verb) { return scenario.afterVerb(verb.name, .error(refusal)) }
                return scenario.afterVerb(verb.name, function(scenario, stack))
            }
            stack.rawSet(verb.name, table: table)
        }
        stack.pop()
    }

    /// The error for a verb naming an app that is not installed, or nil.
    static func unknownApp(_ name: String?, _ device: Device) -> String? {
        guard let name, device.app(named: name) == nil else { return nil }
        return "no app named \(name) is installed (installed: \(device.apps.map(\.name).joined(separator: ", ")))"
    }
}
