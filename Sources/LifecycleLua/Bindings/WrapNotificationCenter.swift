import LuaBridge
import LifecycleCore

/// `NSNotificationCenter.defaultCenter()`: `addObserver(name, fn)` returns a token,
/// `removeObserver(token)`. Names are those of SPEC N; a misspelt one is an error that says
/// which name was meant.
enum WrapNotificationCenter {
    static func functions(for app: LuaApp) -> [String: LuaFunction] {
        [
            "observer_add": { [unowned app] stack in
                guard let given = stack.string(at: 1), let name = NotificationName(rawValue: given) else {
                    let given = stack.string(at: 1) ?? WrapApplication.describe(stack, 1)
                    let closest = NotificationName.allCases.min { editDistance($0.rawValue, given) < editDistance($1.rawValue, given) }!
                    return .error("addObserver: unknown notification \(given); did you mean \(closest.rawValue)?")
                }
                guard stack.isFunction(2) else { return .error("addObserver: expects a function to call") }
                guard let session = app.session else { stack.push(0); return .values(1) }
                stack.pushValue(2)
                stack.push(session.addObserver(name, callback: CallbackID(stack.ref())))
                return .values(1)
            },
            "observer_remove": { [unowned app] stack in
                if let token = stack.integer(at: 1), let callback = app.session?.removeObserver(token) {
                    app.release(callback)
                }
                return .values(0)
            },
        ]
    }
}
