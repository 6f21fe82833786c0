import LuaBridge
import LifecycleCore

/// View controllers (V1, V2): `UIViewController.new(name)`, `vc.view` (loads once, calling
/// `viewDidLoad`), `window.rootViewController = vc`, `presentViewController`,
/// `dismissViewController`, and the report of an override that skips the superclass's method.
enum WrapViewControllers {
    static func functions(for app: LuaApp) -> [String: LuaFunction] {
        [
            "controller_add": { [unowned app] stack in
                // UIViewController.new has checked the name (its message names the script's line).
                guard let name = WrapStrings.name(stack, 1) else { return .values(0) }
                stack.push(app.session?.addController(name) ?? app.standaloneID())
                return .values(1)
            },
            "controller_load": { [unowned app] stack in
                guard let controller = stack.integer(at: 1), let session = app.session else {
                    stack.push(app.standaloneID()); stack.push(true); return .values(2)
                }
                let first = !session.isControllerLoaded(controller)
                stack.push(session.loadControllerView(controller) ?? 0)
                stack.push(first)
                return .values(2)
            },
            "controller_callback": { [unowned app] stack in
                if let controller = stack.integer(at: 1), let method = stack.string(at: 2) {
                    app.session?.controllerCallback(controller, method)
                }
                return .values(0)
            },
            "controller_present": { [unowned app] stack in
                guard let controller = stack.integer(at: 1), let presenter = stack.integer(at: 2) else { stack.push(false); return .values(1) }
                stack.push(app.session?.present(controller, from: presenter) ?? true)
                return .values(1)
            },
            "controller_dismiss": { [unowned app] stack in
                if let controller = stack.integer(at: 1) { app.session?.dismissController(controller) }
                return .values(0)
            },
            "window_make": { [unowned app] _ in
                app.session?.makeWindow()
                return .values(0)
            },
            "window_set_root": { [unowned app] stack in
                if let controller = stack.integer(at: 1) { app.session?.setRootController(controller) }
                return .values(0)
            },
            "missing_super": { [unowned app] stack in
                if let controller = stack.integer(at: 1), let method = stack.string(at: 2) {
                    app.session?.missingSuper(controller, method)
                }
                return .values(0)
            },
        ]
    }
}
