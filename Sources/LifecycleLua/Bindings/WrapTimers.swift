import LuaBridge
import LifecycleCore

/// Timers (E6, I6): `NSTimer.scheduledTimer(seconds, repeats, fn)`, `timer:invalidate()`,
/// `timer.valid`.
enum WrapTimers {
    static func functions(for app: LuaApp) -> [String: LuaFunction] {
        [
            "timer_schedule": { [unowned app] stack in
                guard stack.isFunction(3) else { return .error("NSTimer.scheduledTimer expects (seconds, repeats, function)") }
                let interval: SimDuration
                switch WrapNumbers.seconds(stack, 1, function: "NSTimer.scheduledTimer", argument: "the interval") {
                case .success(let value): interval = value
                case .failure(let refusal): return .error(refusal.message)
                }
                guard let session = app.session else { stack.push(app.standaloneID()); return .values(1) }
                stack.pushValue(3)
                stack.push(session.scheduleTimer(interval: interval, repeats: stack.bool(at: 2), callback: CallbackID(stack.ref())))
                return .values(1)
            },
            "timer_valid": { [unowned app] stack in
                stack.push(stack.integer(at: 1).map { app.session?.isTimerValid($0) ?? false } ?? false)
                return .values(1)
            },
            "timer_invalidate": { [unowned app] stack in
                if let id = stack.integer(at: 1), let callback = app.session?.invalidateTimer(id) { app.release(callback) }
                return .values(0)
            },
        ]
    }
}
