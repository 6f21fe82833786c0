import LuaBridge
import LifecycleCore

/// BGTaskScheduler (C6, ios13), the app's side: `registerForTaskWithIdentifier_usingQueue_launchHandler`,
/// `submitTaskRequest_error`, `cancelTaskRequestWithIdentifier`, `cancelAllTaskRequests`, and a
/// task's `expirationHandler` and `setTaskCompletedWithSuccess` (stdlib/host/frameworks/bgtasks.lua).
enum WrapBGTask {
    /// An identifier is reverse-DNS text: 1 to this many bytes.
    static let maxIdentifierBytes = 256

    /// The identifier at `index`, or the error message for `function`.
    static func identifier(_ stack: LuaStack, _ index: Int32, function: String) -> Result<String, LuaReturnError> {
        guard let text = WrapStrings.whole(stack, index, limit: maxIdentifierBytes) else {
            return .failure(LuaReturnError(message: "\(function): expects an identifier of 1 to \(maxIdentifierBytes) bytes (reverse-DNS, such as \"com.example.refresh\"), got \(WrapApplication.describe(stack, index))"))
        }
        return .success(text)
    }

    /// A call's bad argument, raised as the framework's error: a crash it causes cites C6
    /// whatever code made the call (`HookSession.misuse`).
    static func misuse(_ app: LuaApp, _ message: String) -> String {
        app.session?.misuse(.C6, message) ?? message
    }

    static func functions(for app: LuaApp) -> [String: LuaFunction] {
        [
            "bg_register": { [unowned app] stack in
                let identifier: String
                switch self.identifier(stack, 1, function: "registerForTaskWithIdentifier_usingQueue_launchHandler") {
                case .failure(let error): return .error(misuse(app, error.message))
                case .success(let text): identifier = text
                }
                guard let session = app.session, stack.isFunction(2) else { stack.push(false); return .values(1) }
                stack.pushValue(2)
                let handler = CallbackID(stack.ref())
                let registered = session.registerBGTask(identifier, handler: handler, site: stack.site)
                if !registered { app.release(handler) }
                if session.killRequest != nil { return .halt(.killed) }
                stack.push(registered)
                return .values(1)
            },
            "bg_submit": { [unowned app] stack in
                guard let args = NamedFields<BGSubmitFields>(stack, at: 1), let kind = args.string(.kind).flatMap(BGTaskKind.init(rawValue:)) else {
                    return .values(0)
                }
                let identifier: String
                switch args.with(.identifier, { self.identifier(stack, $0, function: "submitTaskRequest_error") }) {
                case .failure(let error): return .error(misuse(app, error.message))
                case .success(let text): identifier = text
                }
                var delay: SimDuration?
                if args.type(.earliest) == .number {
                    // A date in the past is valid: as soon as possible (NaN is still refused).
                    if let seconds = args.with(.earliest, { stack.number(at: $0) }), seconds < 0 {
                        delay = .zero
                    } else {
                        switch args.with(.earliest, { WrapNumbers.seconds(stack, $0, function: "earliestBeginDate", argument: "the seconds from now") }) {
                        case .success(let value): delay = value
                        case .failure(let refusal): return .error(misuse(app, refusal.message))
                        }
                    }
                }
                guard let session = app.session else { stack.push(false); return .values(1) }
                let request = BGTaskRequest(identifier: identifier, kind: kind, earliestBegin: delay.map(session.time(after:)),
                                            requiresExternalPower: args.bool(.power), requiresNetworkConnectivity: args.bool(.network))
                let refusal = session.submitBGTask(request, site: stack.site)
                if session.killRequest != nil { return .halt(.killed) }
                guard let refusal else { stack.push(true); return .values(1) }
                stack.push(false)
                stack.push(refusal.code.rawValue)
                stack.push(refusal.message)
                return .values(3)
            },
            "bg_cancel": { [unowned app] stack in
                var identifier: String?
                if !stack.isNoneOrNil(1) {
                    switch self.identifier(stack, 1, function: "cancelTaskRequestWithIdentifier") {
                    case .failure(let error): return .error(misuse(app, error.message))
                    case .success(let text): identifier = text
                    }
                }
                app.session?.cancelBGTasks(identifier)
                return .values(0)
            },
            "bg_set_expiration": { [unowned app] stack in
                guard let id = stack.integer(at: 1), let session = app.session else { return .values(0) }
                var handler: CallbackID?
                if stack.isFunction(2) {
                    stack.pushValue(2)
                    handler = CallbackID(stack.ref())
                }
                if !session.setBGTaskExpirationHandler(id, handler), let handler { app.release(handler) }
                return .values(0)
            },
            "bg_complete": { [unowned app] stack in
                guard let id = stack.integer(at: 1) else { return .values(0) }
                app.session?.completeBGTask(id, success: stack.bool(at: 2), site: stack.site)
                return .values(0)
            },
        ]
    }
}

/// A message a binding returns as a Lua error.
struct LuaReturnError: Error {
    let message: String
}
