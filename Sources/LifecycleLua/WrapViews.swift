import LifecycleCore

/// Views (B6, R7, R10, F4): `UIView.new{name=, hidden=, sensitive=, drawRect=}`, `view.hidden`,
/// `view:setNeedsDisplay()`. Full view hierarchies come with the run-loop issue.
enum WrapViews {
    static func functions(for app: LuaApp) -> [String: LuaFunction] {
        [
            "view_add": { [unowned app] stack in
                guard let name = stack.string(at: 1), let session = app.session else { stack.push(true); return .values(1) }
                var draw: CallbackID?
                if stack.isFunction(4) {
                    stack.pushValue(4)
                    draw = CallbackID(raw: stack.ref())
                }
                let added = session.addView(name, hidden: stack.bool(at: 2), sensitive: stack.bool(at: 3), drawHandler: draw)
                if !added, let draw { app.release(draw) }
                stack.push(added)
                return .values(1)
            },
            "view_set_hidden": { [unowned app] stack in
                if let name = stack.string(at: 1) { app.session?.setHidden(name, stack.bool(at: 2)) }
                return .values(0)
            },
            "view_hidden": { [unowned app] stack in
                stack.push(stack.string(at: 1).map { app.session?.isHidden($0) ?? false } ?? true)
                return .values(1)
            },
            "view_set_needs_display": { [unowned app] stack in
                if let name = stack.string(at: 1) { app.session?.setNeedsDisplay(name) }
                return .values(0)
            },
        ]
    }
}
