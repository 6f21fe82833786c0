/// Views and the snapshot. B6, R10: when `applicationDidEnterBackground:` returns, the system
/// takes a snapshot of what is visible; a sensitive view still visible is a violation. R7, F4:
/// `setNeedsDisplay` in the background is allowed but wasted: the requests are coalesced and the
/// view is redrawn once, when the app is back in the foreground.
struct ViewCheck: SystemCheck {
    func snapshot(_ app: App) {
        guard !app.resources.views.isEmpty else { return }
        let visible = app.resources.views.filter { !$0.hidden }
        app.emit(.snapshot(visible: visible.map(\.name)))
        for view in visible where view.sensitive {
            app.emit(.violation(rule: .B6, message: "the snapshot shows sensitive view '\(view.name)'; hide it before applicationDidEnterBackground: returns (R10)"))
        }
    }

    func returned(_ app: App) {
        app.redrawMarkedViews()
    }
}

extension App {
    /// One `drawRect` per view marked as needing display (F4, R7), in the order views were made.
    func redrawMarkedViews() {
        for index in resources.views.indices where resources.views[index].needsDisplay {
            guard isRunning else { return }
            let view = resources.views[index]
            resources.views[index].needsDisplay = false
            let requests = pendingDrawRequests.removeValue(forKey: view.name) ?? 1
            emit(.redraw(view: view.name, requests: requests))
            if let handler = view.drawHandler, let runtime {
                runCode(nil, kind: .drawRect, subject: view.name, budget: budgets.otherHook, watchdogRule: .T5) { session in
                    runtime.run(handler, argument: .none, session: session)
                }
            }
        }
    }
}

extension HookSession {
    /// `UIView.new{…}`: a view in the app's window; false if the name is taken.
    public func addView(_ name: String, hidden: Bool, sensitive: Bool, drawHandler: CallbackID?) -> Bool {
        guard !app.resources.views.contains(where: { $0.name == name }) else { return false }
        app.resources.views.append(.init(name: name, hidden: hidden, sensitive: sensitive, drawHandler: drawHandler))
        return true
    }

    public func setHidden(_ name: String, _ hidden: Bool) {
        guard let index = app.resources.views.firstIndex(where: { $0.name == name }) else { return }
        app.resources.views[index].hidden = hidden
    }

    public func isHidden(_ name: String) -> Bool {
        app.resources.views.first { $0.name == name }?.hidden ?? true
    }

    /// `view:setNeedsDisplay()`: in the foreground the view is redrawn once the current code
    /// returns; in the background requests are coalesced until the app returns (R7, F4).
    public func setNeedsDisplay(_ name: String) {
        guard let index = app.resources.views.firstIndex(where: { $0.name == name }) else { return }
        let alreadyMarked = app.resources.views[index].needsDisplay
        app.resources.views[index].needsDisplay = true
        app.pendingDrawRequests[name, default: 0] += 1
        guard app.state.isForeground, !alreadyMarked else { return }
        app.schedule(at: now) { [unowned app] in
            if app.state.isForeground { app.redrawMarkedViews() }
        }
    }
}
