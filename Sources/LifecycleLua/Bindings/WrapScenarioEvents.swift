import LuaBridge
import LifecycleCore

/// The scenario verbs of touches, other events and interruptions (E1–E5, I2, I3, I5):
/// `tap`, `touch_down`/`touch_move`/`touch_up`, `shake`, `remote`, `accelerate`, `banner`,
/// `notification_center`, `dismiss`.
enum WrapScenarioEvents {
    // A touch lands on the 320×480 screen; NaN, infinities and points off it are refused.
    static func tap(_ scenario: LuaScenario, _ stack: LuaStack) -> LuaReturn {
        switch WrapNumbers.screenPoint(stack, function: ScenarioVerb.tap.name) {
        case .success(let (x, y)): scenario.device.tap(x, y)
        case .failure(let refusal): return .error(refusal.message + " (as in tap(160, 240))")
        }
        return .values(0)
    }

    static func touchDown(_ scenario: LuaScenario, _ stack: LuaStack) -> LuaReturn { touch(.touchDown, .began, scenario, stack) }
    static func touchMove(_ scenario: LuaScenario, _ stack: LuaStack) -> LuaReturn { touch(.touchMove, .moved, scenario, stack) }
    static func touchUp(_ scenario: LuaScenario, _ stack: LuaStack) -> LuaReturn { touch(.touchUp, .ended, scenario, stack) }

    private static func touch(_ verb: ScenarioVerb, _ phase: TouchPhase, _ scenario: LuaScenario, _ stack: LuaStack) -> LuaReturn {
        switch WrapNumbers.screenPoint(stack, function: verb.name) {
        case .success(let (x, y)): scenario.device.touchSequence(phase, x, y)
        case .failure(let refusal): return .error(refusal.message)
        }
        return .values(0)
    }

    static func shake(_ scenario: LuaScenario, _: LuaStack) -> LuaReturn {
        scenario.device.shake()
        return .values(0)
    }

    static func remote(_ scenario: LuaScenario, _ stack: LuaStack) -> LuaReturn {
        guard let command = stack.string(at: 1) else { return .error("remote: expects a command such as \"play\" or \"pause\"") }
        scenario.device.remote(command)
        return .values(0)
    }

    static func accelerate(_ scenario: LuaScenario, _ stack: LuaStack) -> LuaReturn {
        var g: [Double] = []
        for (index, axis) in ["x", "y", "z"].enumerated() {
            switch WrapNumbers.number(stack, Int32(index + 1), function: ScenarioVerb.accelerate.name, argument: axis,
                                      expected: "a finite number of g", convert: ScriptNumber.acceleration) {
            case .success(let value): g.append(value)
            case .failure(let refusal): return .error(refusal.message)
            }
        }
        scenario.device.accelerate(g[0], g[1], g[2])
        return .values(0)
    }

    static func banner(_ scenario: LuaScenario, _ stack: LuaStack) -> LuaReturn {
        scenario.device.banner(stack.string(at: 1) ?? "notification")
        return .values(0)
    }

    static func notificationCenter(_ scenario: LuaScenario, _: LuaStack) -> LuaReturn {
        scenario.device.notificationCenter()
        return .values(0)
    }

    static func dismiss(_ scenario: LuaScenario, _: LuaStack) -> LuaReturn {
        scenario.device.dismiss()
        return .values(0)
    }
}
