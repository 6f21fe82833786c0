import LuaBridge
import LifecycleCore

/// Shared system resources (R6): `ABAddressBookCreate()`, `EKEventStore.new()`, `CFRelease`.
enum WrapSharedResources {
    static func functions(for app: LuaApp) -> [String: LuaFunction] {
        [
            "shared_acquire": { [unowned app] stack in
                if let name = WrapStrings.name(stack, 1) { app.session?.acquireShared(name) }
                return .values(0)
            },
            "shared_release": { [unowned app] stack in
                stack.push(WrapStrings.name(stack, 1).map { app.session?.releaseShared($0) ?? false } ?? false)
                return .values(1)
            },
        ]
    }
}
