/// View controllers (V1, V2). `viewDidLoad` runs once, when the view is first needed; the root
/// view controller is set during `application:didFinishLaunchingWithOptions:` and appears when
/// the window is first on screen (`viewWillAppear:` before `applicationDidBecomeActive:`,
/// `viewDidAppear:` after: at the end of a foreground launch, or at the first return to the
/// foreground after a background launch, L2);
/// presenting and dismissing call the appearance methods of both controllers. Going to the
/// background and back calls none of them, as in UIKit: apps observe the app notifications.
/// An override that does not call the superclass's method is a V1 violation.
public struct ControllerTable: Sendable {
    public struct Controller: Sendable, Equatable {
        public let id: Int
        public let name: String
        /// The root view, once loaded (V1).
        public var view: Int?
        public var presented: Int?
        public var presenter: Int?
        /// W4: its `restorationIdentifier`; only controllers with one are preserved.
        public var restorationIdentifier: String?
    }

    public var nodes: [Int: Controller] = [:]
    public var root: Int?

    public subscript(id: Int) -> Controller? {
        get { nodes[id] }
        set { nodes[id] = newValue }
    }
}

extension App {
    /// Runs an appearance method (or just loads the view, for `"load"`) as app code (V1).
    func appearance(_ controller: Int, _ method: String) {
        guard isRunning, let runtime, let name = controllers[controller]?.name else { return }
        runCode(nil, kind: .viewController, subject: "\(name) \(method)", budget: budgets.otherHook, watchdogRule: .T5) { session in
            runtime.appearance(controller, method, session: session)
        }
    }

    /// The first time the window is on screen in this process (at the end of a foreground
    /// launch, or when a background-launched app first comes to the foreground, L2): the root
    /// view controller and whatever is presented on it get `viewWillAppear:` (V1). An app that
    /// made a window but set no root view controller gets a V2 violation (as UIKit warns).
    /// Returns the controllers that appeared, for `windowDidAppear`.
    @discardableResult
    func windowAppears() -> [Int] {
        process.windowShown = true
        guard let root = controllers.root else {
            guard process.resources.hasWindow else { return [] }
            emit(.violation(rule: .V2, message: "no root view controller at the end of application:didFinishLaunchingWithOptions:; set window.rootViewController there"))
            return []
        }
        var shown = [root]
        while let presented = controllers[shown.last!]?.presented { shown.append(presented) }
        for id in shown where isRunning { appearance(id, "viewWillAppear") }
        return shown
    }

    /// After `applicationDidBecomeActive:`: `viewDidAppear:` for those that appeared.
    func windowDidAppear(_ shown: [Int]) {
        for id in shown where isRunning && controllers[id] != nil { appearance(id, "viewDidAppear") }
    }

    /// B3: an app that exits instead of being suspended takes its UI off the screen: the front
    /// view controller (the top of what is presented on the root) gets `viewWillDisappear:` and
    /// `viewDidDisappear:`. A multitasking Home calls neither.
    func frontControllerDisappears() {
        guard process.windowShown, var top = controllers.root else { return }
        while let presented = controllers[top]?.presented { top = presented }
        appearance(top, "viewWillDisappear")
        appearance(top, "viewDidDisappear")
        process.windowShown = false
    }

    /// `window.rootViewController = vc`: its view goes into the window (after launch, it appears).
    func setRoot(_ id: Int, viewID: Int) {
        let old = controllers.root
        controllers.root = id
        controllers[id]?.view = viewID
        views.attach(viewID, to: .window)
        guard old != id else { return }
        guard process.windowShown else {
            // Replaced before the window is on screen: the old root's view leaves it at once.
            if let old, let oldView = controllers[old]?.view { views.attach(oldView, to: .detached) }
            return
        }
        afterCurrentCode { [unowned self] in
            if let old { self.appearance(old, "viewWillDisappear") }
            self.appearance(id, "viewWillAppear")
            if let old, let oldView = self.controllers[old]?.view { self.views.attach(oldView, to: .detached) }
            if let old { self.appearance(old, "viewDidDisappear") }
            self.appearance(id, "viewDidAppear")
        }
    }

    /// `presenter:presentViewController(vc)`: done once the current code returns, as UIKit does
    /// it at the end of the run-loop turn.
    func present(_ id: Int, viewID: Int, from presenter: Int) {
        controllers[id]?.view = viewID
        controllers[id]?.presenter = presenter
        controllers[presenter]?.presented = id
        guard process.windowShown else {
            // Nothing is on screen (a background launch): it appears with the window (L2).
            views.attach(viewID, to: .window)
            if let presenterView = controllers[presenter]?.view { views.attach(presenterView, to: .detached) }
            return
        }
        afterCurrentCode { [unowned self] in
            self.appearance(presenter, "viewWillDisappear")
            self.appearance(id, "viewWillAppear")
            self.views.attach(viewID, to: .window)
            if let presenterView = self.controllers[presenter]?.view { self.views.attach(presenterView, to: .detached) }
            self.appearance(presenter, "viewDidDisappear")
            self.appearance(id, "viewDidAppear")
        }
    }

    /// `vc:dismissViewController()`: the presented controller leaves, its presenter returns.
    func dismiss(_ id: Int) {
        guard let presenter = controllers[id]?.presenter else { return }
        controllers[presenter]?.presented = nil
        controllers[id]?.presenter = nil
        guard process.windowShown else {
            if let presenterView = controllers[presenter]?.view { views.attach(presenterView, to: .window) }
            if let view = controllers[id]?.view { views.attach(view, to: .detached) }
            return
        }
        afterCurrentCode { [unowned self] in
            self.appearance(id, "viewWillDisappear")
            self.appearance(presenter, "viewWillAppear")
            if let presenterView = self.controllers[presenter]?.view { self.views.attach(presenterView, to: .window) }
            if let view = self.controllers[id]?.view { self.views.attach(view, to: .detached) }
            self.appearance(id, "viewDidDisappear")
            self.appearance(presenter, "viewDidAppear")
        }
    }

    /// Runs `work` once no app code is running (at once if none is).
    func afterCurrentCode(_ work: @escaping () -> Void) {
        if codeDepth == 0 { work() } else { process.pendingUIWork.append(work) }
    }
}
