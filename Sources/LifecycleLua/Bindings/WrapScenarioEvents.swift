import LuaBridge
import LifecycleCore

/// The scenario verbs of touches, other events and interruptions (E1–E5, I2, I3, I5):
/// `tap`, `touch_down`/`touch_move`/`touch_up`, `shake`, `remote`, `accelerate`, `banner`,
/// `notification_center`, `dismiss`.
enum WrapScenarioEvents {
    static func install(verb: (String, @escaping (LuaStack) -> LuaReturn) -> Void,
                        simple: (String, @escaping (Device) -> Void) -> Void, device: Device) {
        // A touch lands on the 320×480 screen; NaN, infinities and points off it are refused.
        verb("tap") { [unowned device] stack in
            switch WrapNumbers.screenPoint(stack, function: "tap") {
            case .success(let (x, y)): device.tap(x, y)
            case .failure(let refusal): return .error(refusal.message + " (as in tap(160, 240))")
            }
            return .values(0)
        }
        for (name, phase) in [("touch_down", TouchPhase.began), ("touch_move", .moved), ("touch_up", .ended)] {
            verb(name) { [unowned device] stack in
                switch WrapNumbers.screenPoint(stack, function: name) {
                case .success(let (x, y)): device.touchSequence(phase, x, y)
                case .failure(let refusal): return .error(refusal.message)
                }
                return .values(0)
            }
        }
        simple("shake") { $0.shake() }
        verb("remote") { [unowned device] stack in
            guard let command = stack.string(at: 1) else { return .error("remote: expects a command such as \"play\" or \"pause\"") }
            device.remote(command)
            return .values(0)
        }
        verb("accelerate") { [unowned device] stack in
            var g: [Double] = []
            for (index, axis) in ["x", "y", "z"].enumerated() {
                switch WrapNumbers.number(stack, Int32(index + 1), function: "accelerate", argument: axis,
                                          expected: "a finite number of g", convert: ScriptNumber.acceleration) {
                case .success(let value): g.append(value)
                case .failure(let refusal): return .error(refusal.message)
                }
            }
            device.accelerate(g[0], g[1], g[2])
            return .values(0)
        }
        verb("banner") { [unowned device] stack in
            device.banner(stack.string(at: 1) ?? "notification")
            return .values(0)
        }
        simple("notification_center") { $0.notificationCenter() }
        simple("dismiss") { $0.dismiss() }
    }
}
