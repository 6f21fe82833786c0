import LuaBridge
import LifecycleCore

/// Timers (E6, I6): `NSTimer.scheduledTimer(seconds, repeats, fn)`, `timer:invalidate()`,
/// `timer.valid`.
enum WrapTimers {
    static func functions(for app: LuaApp) -> [String: LuaFunction] {
        [
            // The prelude has checked the interval (a number > 0) and the function; the interval's
            // range is checked here.
            "timer_schedule": { [unowned app] stack in
                guard let args = NamedFields<TimerFields>(stack, at: 1), args.type(.fn) == .function else { return .values(0) }
                let interval: SimDuration
                switch args.with(.seconds, { WrapNumbers.seconds(stack, $0, function: "NSTimer.scheduledTimer", argument: "the interval") }) {
                case .success(let value): interval = value
                case .failure(let refusal): return .error(refusal.message)
                }
                guard let session = app.session else { stack.push(app.standaloneID()); return .values(1) }
                guard let fn = args.ref(.fn) else { return .values(0) }
                stack.push(session.scheduleTimer(interval: interval, repeats: args.bool(.repeats), callback: CallbackID(fn)))
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
