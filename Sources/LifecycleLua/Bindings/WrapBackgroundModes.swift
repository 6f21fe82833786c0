import LuaBridge
import LifecycleCore

/// Background modes (B2, R11): `AVAudioPlayer` (audio), `CLLocationManager` (location).
enum WrapBackgroundModes {
    static func functions(for app: LuaApp) -> [String: LuaFunction] {
        [
            "mode_set": { [unowned app] stack in
                if let mode = stack.string(at: 1) { app.session?.setMode(mode, inUse: stack.bool(at: 2)) }
                return .values(0)
            },
            "location_start": { [unowned app] stack in
                // CLLocationManager.new has checked that the delegate is a function.
                guard stack.isFunction(1), let session = app.session else { return .values(0) }
                stack.pushValue(1)
                session.startLocationUpdates(CallbackID(stack.ref()))
                return .values(0)
            },
            "location_stop": { [unowned app] _ in
                app.session?.stopLocationUpdates()
                return .values(0)
            },
        ]
    }
}
