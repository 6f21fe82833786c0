/// The main run loop (E1, E5, E6, E7): events are queued and dispatched one at a time, in order;
/// touches are hit-tested to a view (E2) and travel the responder chain (E3); controls send
/// action messages (E4); after each turn, marked views are drawn once (E7).
extension App {
    /// E1: queue an event; the run loop dispatches the queue in order once the main thread is free.
    func enqueue(_ event: QueuedEvent) {
        process.eventQueue.append(event)
        guard codeDepth == 0 else { return }
        drainEvents()
    }

    /// Dispatches the queued events in order (E1), one drawing pass after each (E7).
    func drainEvents() {
        guard !dispatching, !process.eventQueue.isEmpty else { return }
        dispatching = true
        defer { dispatching = false }
        while !process.eventQueue.isEmpty, isRunning {
            let next = process.eventQueue.removeFirst()
            dispatch(next)
            redrawMarkedViews()   // E7: one drawing pass per turn
        }
        process.eventQueue.removeAll()
    }

    private func dispatch(_ event: QueuedEvent) {
        switch event {
        case .touch(let x, let y, let phase): dispatchTouch(x: x, y: y, phase: phase)
        case .motion(let kind):
            deliver(kind: "motion", detail: kind, method: "motionEnded_withEvent", chain: firstResponderChain(), argument: .motion(kind))
        case .remote(let command):
            deliver(kind: "remote", detail: command, method: "remoteControlReceivedWithEvent", chain: firstResponderChain(), argument: .remote(command))
        }
    }

    /// I5: touches reach only an active app on an unlocked device; otherwise they are dropped.
    /// (Motion, remote-control and accelerometer events still reach an inactive app.)
    func touchRefusal() -> String? {
        if device?.isLocked == true { return "the device is locked (I5)" }
        switch state {
        case .active: return nil
        case .inactive: return "the app is inactive and receives no touch events (I5)"
        default: return "the app is not in the foreground"
        }
    }

    private func dispatchTouch(x: Double, y: Double, phase: TouchPhase) {
        let detail = "\(phase.rawValue) at (\(StoredValue.number(x)), \(StoredValue.number(y)))"
        if let refusal = touchRefusal() {
            emit(.dropped(kind: "touch", detail: detail, reason: refusal))
            if phase == .ended { process.touchView = nil }
            return
        }
        if phase == .began { process.touchView = views.hitTest(x, y) }
        guard let hit = process.touchView, let node = views[hit] else {
            // No view under the finger: the window is the first responder (E2).
            deliver(kind: "touch", detail: detail, method: phase.method, chain: [.window, .application, .delegate], argument: .touch(x: x, y: y, phase: phase))
            return
        }
        if phase == .ended { process.touchView = nil }
        if node.isControl {
            // E4: the control tracks the touch itself, then sends its actions.
            emit(.dispatch(kind: "touch", detail: detail, target: node.name, tried: [node.name], by: node.name, cost: .zero))
            if phase == .ended, isInside(hit, x, y) { sendActions(from: hit) }
            return
        }
        deliver(kind: "touch", detail: detail, method: phase.method, chain: chain(from: hit), argument: .touch(x: x, y: y, phase: phase))
    }

    private func isInside(_ id: Int, _ x: Double, _ y: Double) -> Bool {
        views.hitTest(x, y).map { views.chain(from: $0).contains(id) } ?? false
    }

    /// E3: the chain from a view up to the window, then the application and the delegate. A
    /// presented view controller's next responder is the controller that presented it.
    func chain(from id: Int) -> [Responder] {
        var chain: [Responder] = []
        for responder in views.chain(from: id) {
            chain.append(.object(responder))
            var presenter = controllers[responder]?.presenter
            if presenter != nil {
                while let next = presenter {
                    chain.append(.object(next))
                    presenter = controllers[next]?.presenter
                }
                break
            }
        }
        return chain + [.window, .application, .delegate]
    }

    /// E3, E4: the chain from the first responder: a view's own; a view controller's is its
    /// view's chain from the controller on.
    func chain(from first: FirstResponder) -> [Responder] {
        let full = chain(from: first.view)
        guard first.id != first.view, let start = full.firstIndex(of: .object(first.id)) else { return full }
        return Array(full[start...])
    }

    /// Motion and remote-control events start at the first responder, else the root view
    /// controller, then go up the chain (E3, E5).
    func firstResponderChain() -> [Responder] {
        if let first = firstResponder, views[first.view] != nil { return chain(from: first) }
        if var top = controllers.root {
            while let presented = controllers[top]?.presented { top = presented }
            if let view = controllers[top]?.view { return chain(from: view) }
        }
        return [.window, .application, .delegate]
    }

    /// E4: the control's target–action pairs for `touchUpInside`. A nil target sends the action
    /// to the current first responder, then up its chain (UIKit's `sendAction:to:from:forEvent:`:
    /// "If target is nil, the app sends the message to the first responder"); not to the view the
    /// touch hit. With no first responder the simulator starts at the control itself, as is
    /// observed (Apple does not document that case).
    func sendActions(from control: Int) {
        for entry in actions[control] ?? [] where isRunning {
            let chain = entry.target.map { [Responder.object($0)] } ?? firstResponder.map { self.chain(from: $0) } ?? self.chain(from: control)
            let handled = deliver(kind: "action", detail: "\(entry.action) from \(views[control]?.name ?? "control")",
                                  method: entry.action, chain: chain, argument: .sender(control))
            if !handled, isRunning, let target = entry.target {
                kill(.crash, rule: .E4, message: "-[\(responderName(.object(target))) \(entry.action):]: unrecognized selector sent to instance (the action's target has no such method)")
            }
        }
    }

    /// Runs one delivery as app code under the T5 watchdog and records who tried and who handled.
    /// Returns whether a responder handled it.
    @discardableResult
    func deliver(kind: String, detail: String, method: String, chain: [Responder], argument: EventArgument) -> Bool {
        guard let runtime, !chain.isEmpty else { return false }
        var handler: Int?
        let names = chain.map(responderName)
        runCode(nil, kind: .eventHandler, budget: budgets.otherHook, watchdogRule: .T5, head: { cost in
            let tried = handler.map { Array(names.prefix($0)) } ?? names
            return .dispatch(kind: kind, detail: detail, target: names[0], tried: tried, by: handler.map { names[$0 - 1] }, cost: cost)
        }) { session in
            let outcome = runtime.deliver(method, to: chain, argument: argument, session: session)
            handler = session.handlerIndex
            return outcome
        }
        return handler != nil
    }

    func responderName(_ responder: Responder) -> String {
        switch responder {
        case .object(let id): return views[id]?.name ?? controllers[id]?.name ?? objectNames[id] ?? "object \(id)"
        case .window: return "window"
        case .application: return "application"
        case .delegate: return "delegate"
        }
    }
}
