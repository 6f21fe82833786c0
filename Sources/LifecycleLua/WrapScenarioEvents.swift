import LifecycleCore

/// The scenario verbs of touches, other events and interruptions (E1–E5, I2, I3, I5):
/// `tap`, `touch_down`/`touch_move`/`touch_up`, `shake`, `remote`, `accelerate`, `banner`,
/// `notification_center`, `dismiss`.
enum WrapScenarioEvents {
    static func install(verb: (String, @escaping (LuaStack) -> LuaReturn) -> Void,
                        simple: (String, @escaping (Device) -> Void) -> Void, device: Device) {
    func point(_ stack: LuaStack, _ verb: String) -> (Double, Double)? {
            guard let x = stack.number(at: 1), let y = stack.number(at: 2) else { return nil }
            return (x, y)
        }
        verb("tap") { [unowned device] stack in
            guard let (x, y) = point(stack, "tap") else { return .error("tap: expects x and y, as in tap(160, 240)") }
            device.tap(x, y)
            return .values(0)
        }
        for (name, phase) in [("touch_down", TouchPhase.began), ("touch_move", .moved), ("touch_up", .ended)] {
            verb(name) { [unowned device] stack in
                guard let (x, y) = point(stack, name) else { return .error("\(name): expects x and y") }
                device.touchSequence(phase, x, y)
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
            guard let x = stack.number(at: 1), let y = stack.number(at: 2), let z = stack.number(at: 3) else {
                return .error("accelerate: expects x, y and z in g")
            }
            device.accelerate(x, y, z)
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
