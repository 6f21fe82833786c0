import LuaBridge
import LifecycleCore

/// Alerts and action sheets (R9): `UIAlertView.new{title=, cancel=}`, `:show()`, `:dismiss()`.
enum WrapAlerts {
    static func functions(for app: LuaApp) -> [String: LuaFunction] {
        [
            "alert_show": { [unowned app] stack in
                guard let session = app.session else { stack.push(0); return .values(1) }
                var cancel: CallbackID?
                if stack.isFunction(2) {
                    stack.pushValue(2)
                    cancel = CallbackID(stack.ref())
                }
                stack.push(session.showAlert(title: WrapStrings.name(stack, 1) ?? "alert", cancel: cancel))
                return .values(1)
            },
            "alert_dismiss": { [unowned app] stack in
                stack.push(stack.integer(at: 1).map { app.session?.dismissAlert($0) ?? false } ?? false)
                return .values(1)
            },
        ]
    }
}
