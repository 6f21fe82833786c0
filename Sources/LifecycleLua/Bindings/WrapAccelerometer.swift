import LuaBridge
import LifecycleCore

/// The accelerometer (E5, I5): `UIAccelerometer.sharedAccelerometer().delegate = object`; the
/// delegate's `accelerometer_didAccelerate(accelerometer, acceleration)` gets the data directly.
enum WrapAccelerometer {
    static func functions(for app: LuaApp) -> [String: LuaFunction] {
        [
            "object_register": { [unowned app] stack in
                stack.push(app.session?.registerObject(WrapStrings.name(stack, 1) ?? "object") ?? app.standaloneID())
                return .values(1)
            },
            "accelerometer_delegate": { [unowned app] stack in
                app.session?.setAccelerometerDelegate(stack.integer(at: 1))
                return .values(0)
            },
        ]
    }
}
