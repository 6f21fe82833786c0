import LuaBridge
import LifecycleCore

/// View controllers (V1, V2): `UIViewController.new(name)`, `vc.view` (loads once, calling
/// `viewDidLoad`), `window.rootViewController = vc`, `presentViewController`,
/// `dismissViewController`, `modalPresentationStyle`, the report of an override that skips the
/// superclass's method, and (P) the era refusal of `rootViewController` and
/// `modalPresentationStyle` on `ios3`.
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
            // P: `window.rootViewController` (reading it, or setting it when the argument is true)
            // is an unrecognized selector on ios3: the app crashes before anything else happens.
            "window_root_selector": { [unowned app] stack in
                guard let session = app.session else { return .values(0) }
                let selector = stack.bool(at: 1) ? "setRootViewController:" : "rootViewController"
                let exists = session.requireSelectorOfIOS4(receiver: "UIWindow", selector: selector, property: "rootViewController")
                return exists ? .values(0) : .halt(.killed)
            },
            // V1: `vc.modalPresentationStyle`, read back as UIKit does in the profile's era.
            "controller_modal_style": { [unowned app] stack in
                guard let controller = stack.integer(at: 1), let session = app.session else { stack.push("fullScreen"); return .values(1) }
                guard session.requireSelectorOfIOS4(receiver: "UIViewController", selector: "modalPresentationStyle", property: "modalPresentationStyle") else {
                    return .halt(.killed)
                }
                stack.push(session.modalPresentationStyle(controller))
                return .values(1)
            },
            // V1: `vc.modalPresentationStyle = "pageSheet"`; a value that names no style, or a style
            // the profile's UIKit does not have yet (P), is refused.
            "controller_set_modal_style": { [unowned app] stack in
                guard let controller = stack.integer(at: 1), let session = app.session else { return .values(0) }
                guard session.requireSelectorOfIOS4(receiver: "UIViewController", selector: "setModalPresentationStyle:", property: "modalPresentationStyle") else {
                    return .halt(.killed)
                }
                let text = WrapStrings.whole(stack, 2, limit: 64)
                guard let text, let style = ModalPresentationStyle(rawValue: text) else {
                    return .error(ModalPresentationStyle.refusal(of: text, given: WrapApplication.describe(stack, 2)))
                }
                // P: a style whose constant the profile's UIKit lacks is refused as well.
                if let refusal = style.eraRefusal(on: session.profile) { return .error(refusal) }
                session.setModalPresentationStyle(controller, style)
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
