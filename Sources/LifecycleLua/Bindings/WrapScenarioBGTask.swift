import LuaBridge
import LifecycleCore

/// The scenario verbs of C6: `run_bg_task(identifier [, app])`, the system running a submitted
/// BGTaskScheduler task now, and `set_charging(on)`, the device on its charger (processing
/// tasks need it). Both exist from ios13 (`Device.verbsSince` refuses them before, naming it).
enum WrapScenarioBGTask {
    static func install(verb: (String, @escaping (LuaStack) -> LuaReturn) -> Void, device: Device) {
        verb("run_bg_task") { [unowned device] stack in
            let identifier: String
            switch WrapBGTask.identifier(stack, 1, function: "run_bg_task") {
            case .failure(let error): return .error(error.message)
            case .success(let text): identifier = text
            }
            let name = stack.string(at: 2)
            if !stack.isNoneOrNil(2), name == nil {
                return .error("run_bg_task: expects an app name or nothing after the identifier, got \(WrapApplication.describe(stack, 2))")
            }
            if let error = WrapScenario.unknownApp(name, device) { return .error("run_bg_task: " + error) }
            device.runBGTask(identifier, app: name)
            return .values(0)
        }
        verb("set_charging") { [unowned device] stack in
            guard stack.type(at: 1) == .boolean else {
                return .error("set_charging: expects true or false, got \(WrapApplication.describe(stack, 1))")
            }
            device.setCharging(stack.bool(at: 1))
            return .values(0)
        }
    }
}
