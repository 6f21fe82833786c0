/// View controllers (V1, V2). `viewDidLoad` runs once, when the view is first needed; the root
/// view controller is set during `application:didFinishLaunchingWithOptions:`, and its view goes
/// into the window at the end of the launch, in the foreground or in the background alike (L2):
/// "appear" follows the view hierarchy, not what the user sees. Presenting and dismissing call the
/// appearance methods of the controllers whose views enter or leave the window, which the
/// presented controller's `modalPresentationStyle` decides (V1, ModalPresentationStyle.swift).
/// Going to the background and back calls none of them, as in UIKit: apps observe the app
/// notifications. An override that does not call the superclass's method is a V1 violation.
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
        /// V1: `modalPresentationStyle` as the app set it; nil leaves the era's default.
        public var modalStyle: ModalPresentationStyle?
        /// V1: while it is presented, whether its presentation took the presenter's view out of
        /// the window (decided by the style when it was presented).
        public var coversPresenter = false
    }

    public var nodes: [Int: Controller] = [:]
    public var root: Int?

    public subscript(id: Int) -> Controller? {
        get { nodes[id] }
        set { nodes[id] = newValue }
    }

    /// The root and the controllers presented on it, bottom to top.
    public var chain: [Int] {
        guard let root else { return [] }
        var chain = [root]
        while let next = nodes[chain.last!]?.presented, !chain.contains(next) { chain.append(next) }
        return chain
    }

    /// V1: the controllers whose views are in the window, bottom to top: the top of the chain down
    /// to the last presentation that took its presenter out of the window (or the root).
    public var onScreen: [Int] {
        let chain = chain
        let start = chain.lastIndex { nodes[$0]?.coversPresenter == true } ?? 0
        return Array(chain[start...])
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

    /// The end of the launch (L1, L2; with scenes, when the first scene comes to the front, C1):
    /// the window's root view controller and what is presented on it in the window get
    /// `viewWillAppear:` (V1), in a background launch too, while `applicationState` reads
    /// `background` (L2). A window without a root view controller is V2's concern. Returns the
    /// controllers that appeared, for `windowDidAppear`.
    @discardableResult
    func windowAppears() -> [Int] {
        process.windowShown = true
        guard controllers.root != nil else {
            if process.resources.hasWindow { reportMissingRoot() }
            return []
        }
        let shown = controllers.onScreen
        process.launchAppearing = Set(shown)
        for id in shown where isRunning { appearance(id, "viewWillAppear") }
        return shown
    }

    /// V2, by era: from iOS 9 (the `ios7` profile and later) a crash with UIKit's exception;
    /// iOS 5–8 (`ios6`) only logged it; iOS 4 and iPhone OS 3 said nothing (and iPhone OS 3 has
    /// no `rootViewController` to suggest).
    private func reportMissingRoot() {
        let fix = "set window.rootViewController in application:didFinishLaunchingWithOptions: (lifecycle explain V2)"
        if profile.has(since: .ios7) {
            kill(.crash, rule: .V2, message: "NSInternalInconsistencyException: Application windows are expected to have a root view controller at the end of application launch; \(fix)")
        } else if profile.has(since: .ios6) {
            emit(.violation(rule: .V2, message: "Applications are expected to have a root view controller at the end of application launch (UIKit's log on iOS 5–8; from iOS 9 a crash); \(fix)"))
        }
    }

    /// Right after `windowAppears` (after `applicationDidBecomeActive:` in the foreground, at once
    /// in a background launch): `viewDidAppear:` for those that appeared. V1: a controller never
    /// gets `viewDidAppear:` after `viewDidDisappear:`. One that a presentation took out of the
    /// window in between (a full-screen controller presented from `applicationDidBecomeActive:`)
    /// has lost its pending call: it is dropped, not delivered early, because UIKit ends an
    /// appearance transition that another one interrupted without the call and logs "Unbalanced
    /// calls to begin/end appearance transitions" (`launchAppearanceInterrupted`); delivering it
    /// before the presentation would invent a call UIKit never makes at that point.
    func windowDidAppear(_ shown: [Int]) {
        let pending = process.launchAppearing
        process.launchAppearing = []
        for id in shown where isRunning && controllers[id] != nil && pending.contains(id) { appearance(id, "viewDidAppear") }
    }

    /// V1: `controller` leaves the window while the launch's `viewDidAppear:` for it is still to
    /// come: that call is dropped, with UIKit's log line as a warning.
    func launchAppearanceInterrupted(_ controller: Int) {
        guard process.launchAppearing.remove(controller) != nil, let name = controllers[controller]?.name else { return }
        emit(.warning(message: "Unbalanced calls to begin/end appearance transitions for <\(name)>. (UIKit's log; \(name) left the window before the launch's viewDidAppear:, which it does not get: lifecycle explain V1)"))
    }

    /// B3: an app that exits instead of being suspended takes its UI off the screen: the front
    /// view controller (the top of what is presented on the root) gets `viewWillDisappear:` and
    /// `viewDidDisappear:`. A multitasking Home calls neither.
    func frontControllerDisappears() {
        guard process.windowShown, let top = controllers.chain.last else { return }
        appearance(top, "viewWillDisappear")
        appearance(top, "viewDidDisappear")
        process.windowShown = false
    }
}
