import LuaBridge
import LifecycleCore

/// Views, controls and the window (E2–E4, B6, R7, R10, F4): `UIView.new{…}`, `UIButton.new{…}`,
/// `view:addSubview`, `view.hidden`, `view.frame`, `view.userInteractionEnabled`,
/// `view:setNeedsDisplay()`, `view:becomeFirstResponder()`, `button:addTarget(target, action)`.
enum WrapViews {
    static func functions(for app: LuaApp) -> [String: LuaFunction] {
        /// A host function whose one argument is an object id.
        func id(_ body: @escaping (HookSession, Int) -> Void) -> LuaFunction {
            { [unowned app] stack in
                if let id = stack.integer(at: 1), let session = app.session { body(session, id) }
                return .values(0)
            }
        }
        return [
            "view_add": { [unowned app] stack in
                guard let name = WrapStrings.name(stack, 1) else { return .error("UIView.new expects a name") }
                let frame: Rect
                switch WrapNumbers.frame(stack, at: 2, function: "UIView.new") {
                case .success(let value): frame = value
                case .failure(let refusal): return .error(refusal.message)
                }
                guard let session = app.session else { stack.push(app.standaloneID()); return .values(1) }
                var draw: CallbackID?
                if stack.isFunction(10) {
                    stack.pushValue(10)
                    draw = CallbackID(stack.ref())
                }
                stack.push(session.addView(name, frame: frame, hidden: stack.bool(at: 6), sensitive: stack.bool(at: 7),
                                           interactive: stack.bool(at: 8), isControl: stack.bool(at: 9), drawHandler: draw))
                return .values(1)
            },
            "view_add_subview": { [unowned app] stack in
                guard let child = stack.integer(at: 1), let parent = stack.integer(at: 2) else { return .values(0) }
                if let refusal = app.session?.addSubview(child, to: parent) { return .error("addSubview: \(refusal)") }
                stack.push(true)
                return .values(1)
            },
            "view_remove": id { $0.removeFromSuperview($1) },
            "view_to_window": id { $0.addToWindow($1) },
            "view_set_needs_display": id { $0.setNeedsDisplay($1) },
            "become_first_responder": id { $0.becomeFirstResponder($1) },
            "view_set_hidden": { [unowned app] stack in
                if let view = stack.integer(at: 1) { app.session?.setHidden(view, stack.bool(at: 2)) }
                return .values(0)
            },
            "view_set_interactive": { [unowned app] stack in
                if let view = stack.integer(at: 1) { app.session?.setInteractive(view, stack.bool(at: 2)) }
                return .values(0)
            },
            "view_set_frame": { [unowned app] stack in
                guard let view = stack.integer(at: 1) else { return .values(0) }
                switch WrapNumbers.frame(stack, at: 2, function: "view.frame") {
                case .success(let frame): app.session?.setFrame(view, frame)
                case .failure(let refusal): return .error(refusal.message)
                }
                return .values(0)
            },
            "view_hidden": { [unowned app] stack in
                stack.push(stack.integer(at: 1).map { app.session?.isHidden($0) ?? false } ?? true)
                return .values(1)
            },
            "view_frame": { [unowned app] stack in
                guard let view = stack.integer(at: 1), let frame = app.session?.frame(of: view) else { return .values(0) }
                stack.push(frame.x); stack.push(frame.y); stack.push(frame.width); stack.push(frame.height)
                return .values(4)
            },
            "view_interactive": { [unowned app] stack in
                stack.push(stack.integer(at: 1).map { app.session?.isInteractive($0) ?? true } ?? true)
                return .values(1)
            },
            "dispatch_handler": { [unowned app] stack in
                app.session?.handlerIndex = stack.integer(at: 1)
                return .values(0)
            },
            "control_add_target": { [unowned app] stack in
                guard let control = stack.integer(at: 1), let action = stack.string(at: 3) else { return .values(0) }
                app.session?.addTarget(control, target: stack.integer(at: 2), action: action)
                return .values(0)
            },
        ]
    }

}
