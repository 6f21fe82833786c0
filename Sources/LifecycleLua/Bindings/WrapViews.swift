import LuaBridge
import LifecycleCore

/// Views, controls and the window (E2–E4, B6, R7, R10, F4): `UIView.new{…}`, `UIButton.new{…}`,
/// `view:addSubview`, `view.hidden`, `view.frame`, `view.userInteractionEnabled`,
/// `view:setNeedsDisplay()`, `view:becomeFirstResponder()`, `view:resignFirstResponder()` (and a
/// view controller's, E4), `button:addTarget(target, action)`.
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
            // The prelude has checked the name, the frame's types and drawRect (its messages name
            // UIView.new or UIButton.new); the frame's range is checked here.
            "view_add": { [unowned app] stack in
                guard let args = NamedFields<ViewAddFields>(stack, at: 1), let name = args.with(.name, { WrapStrings.name(stack, $0) }) else {
                    return .values(0)
                }
                let frame: Rect
                switch WrapNumbers.frame(args, [.x, .y, .width, .height], function: "UIView.new") {
                case .success(let value): frame = value
                case .failure(let refusal): return .error(refusal.message)
                }
                guard let session = app.session else { stack.push(app.standaloneID()); return .values(1) }
                let draw = args.ref(.draw).map(CallbackID.init)
                stack.push(session.addView(name, frame: frame, hidden: args.bool(.hidden), sensitive: args.bool(.sensitive),
                                           interactive: args.bool(.interactive), isControl: args.bool(.control), drawHandler: draw))
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
            // E4: a view's or a view controller's id (the prelude checked which); its answer.
            "become_first_responder": { [unowned app] stack in
                let ok = stack.integer(at: 1).flatMap { id in app.session?.becomeFirstResponder(id) } ?? false
                stack.push(ok)
                return .values(1)
            },
            "resign_first_responder": { [unowned app] stack in
                let ok = stack.integer(at: 1).flatMap { id in app.session?.resignFirstResponder(id) } ?? true
                stack.push(ok)
                return .values(1)
            },
            "view_set_hidden": { [unowned app] stack in
                if let view = stack.integer(at: 1) { app.session?.setHidden(view, stack.bool(at: 2)) }
                return .values(0)
            },
            "view_set_interactive": { [unowned app] stack in
                if let view = stack.integer(at: 1) { app.session?.setInteractive(view, stack.bool(at: 2)) }
                return .values(0)
            },
            "view_set_frame": { [unowned app] stack in
                guard let args = NamedFields<ViewFrameFields>(stack, at: 1), let view = args.integer(.id) else { return .values(0) }
                switch WrapNumbers.frame(args, [.x, .y, .width, .height], function: "view.frame") {
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
                let table = NamedFields<ViewFrameFields>.push(on: stack)
                table.set(.x, frame.x); table.set(.y, frame.y); table.set(.width, frame.width); table.set(.height, frame.height)
                return .values(1)
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
                guard let args = NamedFields<TargetFields>(stack, at: 1), let control = args.integer(.control),
                      let action = args.string(.action) else { return .values(0) }
                app.session?.addTarget(control, target: args.integer(.target), action: action)
                return .values(0)
            },
        ]
    }

}
