/// What app code can do with responders (E2–E5, V1, V2): controls, the first responder, view
/// controllers, the accelerometer's delegate.
extension HookSession {
    /// `button:addTarget(target, "action")`: sent on `touchUpInside` (E4); a nil target sends
    /// the action to the first responder, then up the responder chain.
    public func addTarget(_ control: Int, target: Int?, action: String) {
        app.grew = true
        app.process.resources.actions[control, default: []].append(.init(target: target, action: action))
        app.process.resources.actionCount += 1
    }

    /// `becomeFirstResponder()` of a view or a view controller: motion and remote-control
    /// events (E5) and the actions of controls without a target (E4) start there. False for an
    /// id that is neither, or a controller whose view is not loaded.
    public func becomeFirstResponder(_ id: Int) -> Bool {
        guard let view = app.views[id] != nil ? id : app.controllers[id]?.view else { return false }
        app.views.makeFirstResponder(id, view: view)
        return true
    }

    /// `resignFirstResponder()`: the object stops being the first responder, if it was (E4).
    /// Always true: UIResponder's default accepts.
    public func resignFirstResponder(_ id: Int) -> Bool {
        app.views.resignFirstResponder(id)
        return true
    }

    /// Registers an object that can receive messages (an accelerometer delegate): its id.
    public func registerObject(_ name: String) -> Int {
        app.grew = true
        let id = app.process.resources.nextObject
        app.process.resources.nextObject += 1
        app.process.resources.objectNames[id] = name
        return id
    }

    /// `UIAccelerometer.sharedAccelerometer().delegate = object` (E5).
    public func setAccelerometerDelegate(_ id: Int?) { app.process.resources.accelerometerDelegate = id }

    /// `UIViewController.new(name)`: the controller's id.
    public func addController(_ name: String) -> Int {
        app.grew = true
        let id = app.process.resources.nextObject
        app.process.resources.nextObject += 1
        app.controllers[id] = .init(id: id, name: name)
        return id
    }

    public func isControllerLoaded(_ controller: Int) -> Bool { app.controllers[controller]?.view != nil }

    /// A trace line for a view controller method the host does not call itself (`viewDidLoad`).
    public func controllerCallback(_ controller: Int, _ method: String) {
        let name = app.controllers[controller]?.name ?? "a view controller"
        app.emit(.run(kind: .viewController, cost: .zero, subject: "\(name) \(method)"), at: now)
    }

    /// `UIWindow.new()`.
    public func makeWindow() { app.process.resources.hasWindow = true }

    /// `window:addSubview(view)`.
    public func addToWindow(_ id: Int) { app.views.attach(id, to: .window) }

    /// Loads a controller's root view (V1: once): its id, full screen, off screen until shown.
    public func loadControllerView(_ controller: Int) -> Int? {
        guard let node = app.controllers[controller] else { return nil }
        if let view = node.view { return view }
        let view = addView("\(node.name).view", frame: .screen, hidden: false, sensitive: false,
                           parent: .detached, drawHandler: nil)
        app.views[view]?.controller = controller
        app.controllers[controller]?.view = view
        return view
    }

    /// `window.rootViewController = vc` (V2).
    public func setRootController(_ controller: Int) {
        guard let view = loadControllerView(controller) else { return }
        app.setRoot(controller, viewID: view)
    }

    /// `presenter:presentViewController(vc)`: false when the presenter already presents one.
    public func present(_ controller: Int, from presenter: Int) -> Bool {
        guard app.controllers[presenter]?.presented == nil, let view = loadControllerView(controller) else { return false }
        app.present(controller, viewID: view, from: presenter)
        return true
    }

    public func dismissController(_ controller: Int) { app.dismiss(controller) }

    /// `vc.modalPresentationStyle = style` (V1): used when `vc` is next presented.
    public func setModalPresentationStyle(_ controller: Int, _ style: ModalPresentationStyle) {
        app.controllers[controller]?.modalStyle = style
    }

    /// `vc.modalPresentationStyle` as UIKit reads it back in this era (V1).
    public func modalPresentationStyle(_ controller: Int) -> String {
        ModalPresentationStyle.reading(app.controllers[controller]?.modalStyle, on: app.profile).rawValue
    }

    /// P: `UIWindow`'s `rootViewController` and `UIViewController`'s `modalPresentationStyle` exist
    /// on an iPhone from iOS 4 (the second came with the iPad's 3.2). On `ios3` the selector is
    /// unrecognized and Objective-C raises: a crash. False when the app was killed.
    public func requireSelectorOfIOS4(receiver: String, selector: String, property: String) -> Bool {
        guard !app.profile.has(since: .ios4) else { return true }
        let instead = property == "rootViewController"
            ? "on \(app.profile.name) add the controller's view to the window instead: window:addSubview(vc.view)"
            : "on \(app.profile.name) every presentation covers the screen"
        kill(.crash, rule: Rule("P"), message: "NSInvalidArgumentException: -[\(receiver) \(selector)]: unrecognized selector sent to instance; \(property) exists from ios4 (P): \(instead)")
        return false
    }

    /// V1: an override of `method` returned without calling the superclass's method (W4 for
    /// the state restoration methods, whose documentation asks for it too).
    public func missingSuper(_ controller: Int, _ method: String) {
        let name = app.controllers[controller]?.name ?? "a view controller"
        let rule: Rule = method.hasSuffix("RestorableStateWithCoder") ? .W4 : .V1
        app.emit(.violation(rule: rule, message: "\(name):\(method) overrides UIViewController's without calling it; add UIViewController.\(method)(self, …)"), at: now)
    }
}
