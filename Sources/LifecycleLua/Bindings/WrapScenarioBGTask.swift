import LuaBridge
import LifecycleCore

/// The scenario verbs of C6: `run_bg_task(identifier [, app])`, the system running a submitted
/// BGTaskScheduler task now, and `set_charging(on)`, the device on its charger (processing
/// tasks need it). Both exist from ios13 (the catalog's `ScenarioVerb.since`: earlier profiles
/// refuse them, naming it).
enum WrapScenarioBGTask {
    static func runBGTask(_ scenario: LuaScenario, _ stack: LuaStack) -> LuaReturn {
        let identifier: String
        switch WrapBGTask.identifier(stack, 1, function: ScenarioVerb.runBGTask.name) {
        case .failure(let error): return .error(error.message)
        case .success(let text): identifier = text
        }
        let name = stack.string(at: 2)
        if !stack.isNoneOrNil(2), name == nil {
            return .error("run_bg_task: expects an app name or nothing after the identifier, got \(WrapApplication.describe(stack, 2))")
        }
        if let error = WrapScenario.unknownApp(name, scenario.device) { return .error("run_bg_task: " + error) }
        scenario.device.runBGTask(identifier, app: name)
        return .values(0)
    }

    static func setCharging(_ scenario: LuaScenario, _ stack: LuaStack) -> LuaReturn {
        guard stack.type(at: 1) == .boolean else {
            return .error("set_charging: expects true or false, got \(WrapApplication.describe(stack, 1))")
        }
        scenario.device.setCharging(stack.bool(at: 1))
        return .values(0)
    }
}
