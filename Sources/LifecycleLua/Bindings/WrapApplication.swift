import LuaBridge
import LifecycleCore

/// The app state's host functions (`stdlib/host/app.lua` turns them into globals):
/// `UIApplication` (S4, B5), `work(seconds)`, and `DispatchQueue`.
enum WrapApplication {
    /// The app prelude's `host` (`preludes.app.host` in stdlib/host/calls.lua).
    static func hostTable(for app: LuaApp) -> HostTable {
        var functions = WrapWake.functions(for: app).merging(WrapScene.functions(for: app)) { first, _ in first }
        functions["prelude"] = HostTable.preludeLoader(app.lua)   // stdlib/host/scenes.lua, on first use (C1)
        return HostTable(functions: functions.merging([
            "work": { [unowned app] stack in
                // Any number >= 0, math.huge included: the watchdog stops the code at its budget.
                // S3: work past the thread's pause point pauses in it; the rest is spent first
                // when it goes on (`HookSession.spendWork`).
                switch WrapNumbers.number(stack, 1, function: "work", expected: "a number of seconds >= 0",
                                          convert: ScriptNumber.workSeconds) {
                case .failure(let refusal): return .error(refusal.message)
                case .success(let duration):
                    switch app.work(duration, canPause: stack.canPause) {
                    case nil: return .values(0)
                    case .pause?: return .pause
                    case let halt?: return .halt(halt)
                    }
                }
            },
            "application_state": { [unowned app] stack in
                // S4; P: reading it on ios3 raises (a crash unless caught). Describing the
                // object (`tostring`) sends no such selector.
                guard let session = app.session else { stack.push("inactive"); return .values(1) }
                if stack.isNoneOrNil(1) {
                    switch session.readApplicationState() {
                    case .success(let state): stack.push(state)
                    case .failure(let error): return .error(error.message)
                    }
                } else {
                    stack.push(session.applicationState)
                }
                return .values(1)
            },
            "background_time_remaining": { [unowned app] stack in
                stack.push(app.session?.backgroundTimeRemaining ?? .infinity)
                return .values(1)
            },
            "begin_background_task": { [unowned app] stack in
                guard stack.isTable(1) else {
                    return .error("beginBackgroundTaskWithExpirationHandler: call it with ':' (application:beginBackgroundTaskWithExpirationHandler(handler))")
                }
                guard stack.isNoneOrNil(2) || stack.isFunction(2) else {
                    return .error("beginBackgroundTaskWithExpirationHandler: expects a function (or nil), got \(describe(stack, 2)); call it with ':'")
                }
                guard let session = app.session else { stack.push(0); return .values(1) }
                var handler: CallbackID?
                if stack.isFunction(2) {
                    stack.pushValue(2)
                    handler = CallbackID(stack.ref())
                }
                let id = session.beginBackgroundTask(expirationHandler: handler)
                if id == 0, let handler { app.release(handler) }
                stack.push(id)
                return .values(1)
            },
            "end_background_task": { [unowned app] stack in
                guard stack.isTable(1) else {
                    return .error("endBackgroundTask: call it with ':' (application:endBackgroundTask(id))")
                }
                guard let id = stack.integer(at: 2) else {
                    return .error("endBackgroundTask: expects a task id, got \(describe(stack, 2)); call it with ':'")
                }
                app.session?.endBackgroundTask(id)
                return .values(0)
            },
            // The prelude checked the queue, the delay (a number >= 0) and the function; the
            // delay's range is checked here (`asyncAfter: expects the delay to be …`).
            "dispatch": { [unowned app] stack in
                guard let args = NamedFields<DispatchFields>(stack, at: 1), let name = args.string(.queue),
                      let queue = DispatchQueueKind(rawValue: name), args.type(.fn) == .function else { return .values(0) }
                let delay: SimDuration
                switch args.with(.seconds, { WrapNumbers.seconds(stack, $0, function: "asyncAfter", argument: "the delay") }) {
                case .success(let value): delay = value
                case .failure(let refusal): return .error(refusal.message)
                }
                guard let session = app.session, let fn = args.ref(.fn) else { return .values(0) }
                session.dispatch(CallbackID(fn), queue: queue, after: delay)
                return .values(0)
            },
        ]) { first, _ in first })
    }

    /// A short description of an argument, for error messages.
    static func describe(_ stack: LuaStack, _ index: Int32) -> String {
        if let string = WrapStrings.name(stack, index, limit: 200) { return "\"\(string)\"" }
        if let integer = stack.integer(at: index) { return "\(integer)" }
        if let number = stack.number(at: index) { return ScriptNumber.describe(number) }
        return stack.typeName(at: index)
    }
}
