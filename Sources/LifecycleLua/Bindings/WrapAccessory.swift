import LuaBridge
import LifecycleCore

/// External accessories (R8): `EASession.open()` and `session:close()`.
enum WrapAccessory {
    static func functions(for app: LuaApp) -> [String: LuaFunction] {
        [
            "accessory_open": { [unowned app] stack in
                guard let session = app.session else { return .values(0) }
                guard let error = session.openAccessorySession() else { return .values(0) }
                stack.push(error)
                return .values(1)
            },
            "accessory_close": { [unowned app] _ in
                app.session?.closeAccessorySession()
                return .values(0)
            },
        ]
    }
}
