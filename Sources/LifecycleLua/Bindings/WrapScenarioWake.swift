import LuaBridge
import LifecycleCore

/// The scenario verbs of W1–W3: `background_fetch([app])`, the system fetching now (Xcode's
/// "Simulate Background Fetch"), and `push(payload [, app])`, a remote notification. Both exist
/// from ios7 (`Device.verbsSince` refuses them before, naming it).
enum WrapScenarioWake {
    static func install(verb: (String, @escaping (LuaStack) -> LuaReturn) -> Void, device: Device) {
        verb("background_fetch") { [unowned device] stack in
            let name = stack.string(at: 1)
            if !stack.isNoneOrNil(1), name == nil {
                return .error("background_fetch: expects an app name or nothing, got \(WrapApplication.describe(stack, 1))")
            }
            if let error = WrapScenario.unknownApp(name, device) { return .error("background_fetch: " + error) }
            device.backgroundFetch(app: name)
            return .values(0)
        }
        verb("push") { [unowned device] stack in
            let name = stack.string(at: 2)
            if !stack.isNoneOrNil(2), name == nil {
                return .error("push: expects an app name or nothing after the payload, got \(WrapApplication.describe(stack, 2))")
            }
            if let error = WrapScenario.unknownApp(name, device) { return .error("push: " + error) }
            switch WrapPayload.read(stack, 1) {
            case .failure(let refusal): return .error(refusal.message)
            case .success(let payload): device.push(payload, app: name)
            }
            return .values(0)
        }
    }
}
