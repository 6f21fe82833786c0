/// Views and the snapshot. B6, R10: when `applicationDidEnterBackground:` returns, the system
/// takes a snapshot of what is visible; a sensitive view still visible is a violation. R7, F4:
/// `setNeedsDisplay` in the background is allowed but wasted: the requests are coalesced and the
/// view is redrawn once, when the app is back in the foreground (at the end of the turn of
/// `applicationDidBecomeActive:`). E7: in the foreground, marked views are drawn once at the end
/// of each run-loop turn (`App.finishTurn`).
struct ViewCheck: SystemCheck {
    /// At most this many sensitive views are reported one by one at a snapshot.
    static let maxReported = 100
    func snapshot(_ app: App) {
        guard !app.views.order.isEmpty else { return }
        let visible = app.views.order.filter(app.views.isVisible).compactMap { app.views[$0] }
        app.emit(.snapshot(visible: visible.map(\.name)))
        let sensitive = visible.filter(\.sensitive)
        for view in sensitive.prefix(ViewCheck.maxReported) {
            app.emit(.violation(rule: .B6, message: "the snapshot shows sensitive view '\(view.name)'; hide it before applicationDidEnterBackground: returns (R10)"))
        }
        if sensitive.count > ViewCheck.maxReported {
            app.emit(.violation(rule: .B6, message: "the snapshot shows \(sensitive.count - ViewCheck.maxReported) more sensitive views; hide them before applicationDidEnterBackground: returns (R10)"))
        }
    }
}

extension App {
    /// One `drawRect` per view marked as needing display (E7, F4, R7), in creation order.
    func redrawMarkedViews() {
        guard !drawing, views.hasQueuedMarks else { return }
        drawing = true
        defer { drawing = false }
        defer { views.endDrawingPass() }
        var last = Int.min
        while let id = views.nextMarked(after: last) {
            last = id
            guard isRunning, let view = views[id] else { return }
            views.setNeedsDisplay(id, false)
            let requests = process.pendingDrawRequests.removeValue(forKey: view.name) ?? 1
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
    /// `UIView.new{…}`, `UIButton.new{…}`: a new view's id. Without a parent it hangs directly
    /// in the window.
    public func addView(_ name: String, frame: Rect, hidden: Bool, sensitive: Bool, interactive: Bool = true,
                        isControl: Bool = false, parent: ViewParent = .window, drawHandler: CallbackID?) -> Int {
        app.grew = true
        let id = app.process.resources.nextObject
        app.process.resources.nextObject += 1
        var node = ViewTree.Node(id: id, name: name, frame: frame)
        node.hidden = hidden
        node.sensitive = sensitive
        node.interactive = interactive
        node.isControl = isControl
        node.parent = parent
        node.drawHandler = drawHandler
        app.views.add(node)
        return id
    }

    public func setHidden(_ id: Int, _ hidden: Bool) { app.views[id]?.hidden = hidden }
    public func isHidden(_ id: Int) -> Bool { app.views[id]?.hidden ?? true }
    public func setInteractive(_ id: Int, _ on: Bool) { app.views[id]?.interactive = on }
    public func setFrame(_ id: Int, _ frame: Rect) { app.views[id]?.frame = frame }
    public func frame(of id: Int) -> Rect? { app.views[id]?.frame }
    public func isInteractive(_ id: Int) -> Bool { app.views[id]?.interactive ?? true }

    /// `parent:addSubview(child)`: nil, or why it was refused (a view added to itself or to one
    /// of its subviews; a hierarchy deeper than `ViewTree.maxDepth`).
    public func addSubview(_ child: Int, to parent: Int) -> String? {
        if let refusal = app.views.refusal(adding: child, to: parent) { return refusal }
        app.views.attach(child, to: .view(parent))
        return nil
    }

    public func removeFromSuperview(_ id: Int) { app.views.attach(id, to: .detached) }

    /// `view:setNeedsDisplay()`: the view is drawn once at the end of the run-loop turn in the
    /// foreground; in the background requests are coalesced until the app returns (R7, F4).
    public func setNeedsDisplay(_ id: Int) {
        guard let view = app.views[id] else { return }
        app.views.setNeedsDisplay(id, true)
        app.process.pendingDrawRequests[view.name, default: 0] += 1
    }
}
