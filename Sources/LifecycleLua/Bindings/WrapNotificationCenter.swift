import LuaBridge
import LifecycleCore

/// `NSNotificationCenter.defaultCenter()`: `addObserver(name, fn)` returns a token,
/// `removeObserver(token)`. Names are those of rule N; a misspelt one is an error that says
/// which name was meant.
enum WrapNotificationCenter {
    static func functions(for app: LuaApp) -> [String: LuaFunction] {
        [
            "observer_add": { [unowned app] stack in
                guard let given = WrapStrings.whole(stack, 1, limit: NameDistance.maxLength),
                      let name = NotificationName(rawValue: given) else {
                    return .error(unknown(stack))
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

    /// The error for a name that is no notification's: the nearest one, found only for a name of
    /// a sane length (H21: a 1 MB name is compared with nothing, and shown cut).
    static func unknown(_ stack: LuaStack) -> String {
        let names = NotificationName.allCases.map(\.rawValue)
        guard let given = WrapStrings.whole(stack, 1, limit: NameDistance.maxLength) else {
            return "addObserver: unknown notification \(WrapApplication.describe(stack, 1)); expects a notification's name, such as UIApplicationDidBecomeActiveNotification (docs/frameworks.md lists them)"
        }
        let nearest = names.min { (NameDistance.between($0, given) ?? Int.max) < (NameDistance.between($1, given) ?? Int.max) }!
        return "addObserver: unknown notification \(given); did you mean \(nearest)?"
    }
}
