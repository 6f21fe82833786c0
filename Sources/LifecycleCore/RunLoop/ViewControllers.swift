/// View controllers (V1, V2). `viewDidLoad` runs once, when the view is first needed; the root
/// view controller is set during `application:didFinishLaunchingWithOptions:` and appears at the
/// end of launch (`viewWillAppear:` before `applicationDidBecomeActive:`, `viewDidAppear:` after);
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

    /// At the end of launch: the root view controller's view appears. An app that made a window
    /// but set no root view controller gets a V2 violation (as UIKit warns). Returns the root
    /// that appeared, for `rootDidAppear`.
    @discardableResult
    func rootAppearsAtLaunch() -> Int? {
        guard let root = controllers.root else {
            guard resources.hasWindow else { return nil }
            emit(.violation(rule: .V2, message: "no root view controller at the end of application:didFinishLaunchingWithOptions:; set window.rootViewController there"))
            return nil
        }
        appearance(root, "viewWillAppear")
        return root
    }

    /// After `applicationDidBecomeActive:`: `viewDidAppear:` for the root that appeared at launch.
    func rootDidAppear(_ root: Int?) {
        if let root, controllers.root == root { appearance(root, "viewDidAppear") }
    }

    /// `window.rootViewController = vc`: its view goes into the window (after launch, it appears).
    func setRoot(_ id: Int, viewID: Int) {
        let old = controllers.root
        controllers.root = id
        controllers[id]?.view = viewID
        views.attach(viewID, to: .window)
        guard old != id else { return }
        guard launched else {
            // Replaced during launch: the old root's view leaves the window at once.
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
        if codeDepth == 0 { work() } else { pendingUIWork.append(work) }
    }
}
