/// Changing what the window shows (V1, V2): replacing the root view controller, presenting and
/// dismissing. Each change is made to the controller table at once; the views move and the
/// appearance methods run once the current code returns, as UIKit does it at the end of the
/// run-loop turn, or at once and silently while the window has not appeared yet (the launch
/// methods), when the controllers appear with the window.
extension App {
    /// `window.rootViewController = vc`: its view goes into the window (after launch, it appears
    /// and the old root disappears).
    func setRoot(_ id: Int, viewID: Int) {
        controllers[id]?.view = viewID
        guard controllers.root != id else {
            views.attach(viewID, to: .window)
            return
        }
        changeWindow { $0.root = id }
    }

    /// `presenter:presentViewController(vc)`. V1: the presented controller's
    /// `modalPresentationStyle` decides whether the presenter leaves the window (full screen)
    /// or stays under it (a sheet from ios13 or on an iPad, the `over…` styles, `custom`), and so
    /// whether the presenter gets `viewWillDisappear:`/`viewDidDisappear:`.
    func present(_ id: Int, viewID: Int, from presenter: Int) {
        let covers = (controllers[id]?.modalStyle ?? .automatic).removesPresenter(on: profile, device: context.simulation.deviceKind)
        changeWindow { table in
            table[id]?.view = viewID
            table[id]?.presenter = presenter
            table[id]?.coversPresenter = covers
            table[presenter]?.presented = id
        }
    }

    /// `vc:dismissViewController()`: as UIKit's `dismissViewControllerAnimated:completion:`, a
    /// controller that presents one dismisses it (and whatever that one presents); one that
    /// presents nothing asks its presenter to dismiss it. The presenter returns to the window if
    /// the presentation had taken it out.
    func dismiss(_ id: Int) {
        let target = controllers[id]?.presented ?? id
        guard let presenter = controllers[target]?.presenter else { return }
        changeWindow { table in
            var next: Int? = target
            while let current = next, let node = table[current] {
                next = node.presented
                table[current]?.presenter = nil
                table[current]?.presented = nil
                table[current]?.coversPresenter = false
            }
            table[presenter]?.presented = nil
        }
    }

    /// Makes `change` to the controller table; the controllers whose views leave the window get
    /// `viewWillDisappear:`/`viewDidDisappear:`, those whose views enter it
    /// `viewWillAppear:`/`viewDidAppear:`, in UIKit's order (all the "will"s, the views move, all
    /// the "did"s). Before the window has appeared, only the views move (V1, L2).
    private func changeWindow(_ change: (inout ControllerTable) -> Void) {
        let before = controllers.onScreen
        change(&controllers)
        let after = controllers.onScreen
        let leaving = Array(before.filter { !after.contains($0) }.reversed())
        let entering = after.filter { !before.contains($0) }
        guard process.windowShown else { return moveViews(leaving: leaving, entering: entering) }
        afterCurrentCode { [unowned self] in
            for id in leaving {
                self.launchAppearanceInterrupted(id)
                self.appearance(id, "viewWillDisappear")
            }
            for id in entering { self.appearance(id, "viewWillAppear") }
            self.moveViews(leaving: leaving, entering: entering)
            for id in leaving { self.appearance(id, "viewDidDisappear") }
            for id in entering { self.appearance(id, "viewDidAppear") }
        }
    }

    /// The controllers' root views leave the window, or enter it in front of what is there.
    private func moveViews(leaving: [Int], entering: [Int]) {
        for id in leaving {
            if let view = controllers[id]?.view, views[view]?.parent == .window { views.attach(view, to: .detached) }
        }
        for id in entering { if let view = controllers[id]?.view { views.attach(view, to: .window) } }
    }

    /// Runs `work` once no app code is running (at once if none is).
    func afterCurrentCode(_ work: @escaping () -> Void) {
        if codeDepth == 0 { work() } else { process.pendingUIWork.append(work) }
    }
}
