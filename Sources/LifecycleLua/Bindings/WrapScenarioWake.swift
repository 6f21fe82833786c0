import LuaBridge
import LifecycleCore

/// The scenario verbs of W1–W3: `background_fetch([app])`, the system fetching now (Xcode's
/// "Simulate Background Fetch"), and `push(payload [, app])`, a remote notification. Both exist
/// from ios7 (the catalog's `ScenarioVerb.since`: earlier profiles refuse them, naming it).
enum WrapScenarioWake {
    static func backgroundFetch(_ scenario: LuaScenario, _ stack: LuaStack) -> LuaReturn {
        let name = stack.string(at: 1)
        if !stack.isNoneOrNil(1), name == nil {
            return .error("background_fetch: expects an app name or nothing, got \(WrapApplication.describe(stack, 1))")
        }
        if let error = WrapScenario.unknownApp(name, scenario.device) { return .error("background_fetch: " + error) }
        scenario.device.backgroundFetch(app: name)
        return .values(0)
    }

    static func push(_ scenario: LuaScenario, _ stack: LuaStack) -> LuaReturn {
        let name = stack.string(at: 2)
        if !stack.isNoneOrNil(2), name == nil {
            return .error("push: expects an app name or nothing after the payload, got \(WrapApplication.describe(stack, 2))")
        }
        if let error = WrapScenario.unknownApp(name, scenario.device) { return .error("push: " + error) }
        switch WrapPayload.read(stack, 1) {
        case .failure(let refusal): return .error(refusal.message)
        case .success(let payload): scenario.device.push(payload, app: name)
        }
        return .values(0)
    }
}
