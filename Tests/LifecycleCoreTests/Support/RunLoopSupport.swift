@testable import LifecycleCore

/// Helpers for the tests of RunLoop/ (E1–E7, I2, I3, I5, I6, V1, V2).

/// A `dispatch` trace line (E1–E5).
struct Dispatched: Equatable, CustomStringConvertible {
    let kind, detail, target: String
    let tried: [String]
    let by: String?
    var description: String { "\(kind) '\(detail)' → \(target) tried \(tried) by \(by ?? "nobody")" }
}

/// A `dropped` trace line (I5).
struct Dropped: Equatable {
    let kind, detail, reason: String
}

extension CollectingSink {
    var dispatched: [Dispatched] {
        events.compactMap {
            if case .dispatch(let kind, let detail, let target, let tried, let by, _) = $0 {
                Dispatched(kind: kind, detail: detail, target: target, tried: tried, by: by)
            } else { nil }
        }
    }

    /// The cost of each dispatched handler.
    var dispatchCosts: [SimDuration] {
        events.compactMap { if case .dispatch(_, _, _, _, _, let cost) = $0 { cost } else { nil } }
    }

    var dropped: [Dropped] {
        events.compactMap {
            if case .dropped(let kind, let detail, let reason) = $0 { Dropped(kind: kind, detail: detail, reason: reason) } else { nil }
        }
    }

    /// `ruleTimeline` plus `dispatch <kind> <detail> by <responder>` and `dropped <kind> <detail>`.
    var loopTimeline: [String] {
        events.compactMap { event in
            switch event {
            case .dispatch(let kind, let detail, _, _, let by, _): return "dispatch \(kind) \(detail) by \(by ?? "nobody")"
            case .dropped(let kind, let detail, _): return "dropped \(kind) \(detail)"
            case .run(let kind, _, _, _, let subject): return ran(kind, subject)
            case .redraw(let view, let requests): return "redraw \(view) x\(requests)"
            default: return CollectingSink.timelineEntry(event)
            }
        }
    }

    /// The view-controller methods run, as `<controller> <method>`.
    var controllerRuns: [String] {
        events.compactMap { if case .run(.viewController, _, _, _, let subject?) = $0 { subject } else { nil } }
    }

    /// The timeline of one app of a device with several.
    func timeline(of app: String) -> [String] {
        records.filter { $0.app == app }.compactMap { CollectingSink.timelineEntry($0.event) }
    }
}

/// The chain of E3 after the view hierarchy.
let windowUp: [Responder] = [.window, .application, .delegate]
let windowUpNames = ["window", "application", "delegate"]

/// A responder implementing every touch method.
let touchMethods: Set<String> = ["touchesBegan_withEvent", "touchesMoved_withEvent", "touchesEnded_withEvent"]

extension App {
    /// A view or a view controller (or another object) by name, as a responder.
    func responder(_ name: String) -> Responder {
        if let view = views.named(name) { return .object(view.id) }
        if let controller = controllers.nodes.values.first(where: { $0.name == name }) { return .object(controller.id) }
        return .object(objectNames.first { $0.value == name }!.key)
    }

    func id(_ name: String) -> Int {
        guard case .object(let id) = responder(name) else { fatalError() }
        return id
    }
}

extension HookSession {
    func id(_ name: String) -> Int { app.id(name) }
}

/// The screen most run-loop tests use, made in `didFinishLaunching`: a window whose root view
/// controller `Main` has the full-screen view `Main.view` holding `panel` (20, 100, 200 × 200,
/// with a drawRect) with `label` (10, 10, 100 × 40) inside, and the button `OK` (10, 300,
/// 100 × 44). In window points: `label` covers (30…130, 110…150); `panel` alone (200, 250);
/// `OK` (10…110, 300…344); `Main.view` alone (300, 20).
func screenApp(_ loader: ScriptedLoader = .implementingAll(), also: @escaping (HookSession) -> Void = { _ in }) -> ScriptedLoader {
    let draw = loader.register(returns())
    loader.hooks[.didFinishLaunching] = { session in
        session.makeWindow()
        let main = session.addController("Main")
        session.setRootController(main)
        let root = session.loadControllerView(main)!
        let panel = session.addView("panel", frame: Rect(x: 20, y: 100, width: 200, height: 200), hidden: false,
                                    sensitive: false, parent: .view(root), drawHandler: draw)
        _ = session.addView("label", frame: Rect(x: 10, y: 10, width: 100, height: 40), hidden: false,
                            sensitive: false, parent: .view(panel), drawHandler: nil)
        _ = session.addView("OK", frame: Rect(x: 10, y: 300, width: 100, height: 44), hidden: false,
                            sensitive: false, isControl: true, parent: .view(root), drawHandler: nil)
        also(session)
        return .returned(.bool(true))
    }
    return loader
}

/// A device with `loader`'s app launched into the foreground; the sink is reset.
func launched(_ loader: AppLoader, profile: OSProfile = .default) -> (Device, CollectingSink) {
    let sink = CollectingSink()
    let device = Device(loader: loader, simulation: Simulation(profile: profile), sinks: [sink])
    device.launch()
    sink.reset()
    return (device, sink)
}

extension ViewTree {
    /// Adds a view with an explicit id (the tests of ViewTree alone).
    mutating func make(_ id: Int, _ name: String, _ frame: Rect, in parent: ViewParent = .window,
                       hidden: Bool = false, interactive: Bool = true, controller: Int? = nil) {
        var node = Node(id: id, name: name, frame: frame)
        node.hidden = hidden
        node.interactive = interactive
        node.controller = controller
        node.parent = parent
        add(node)
    }
}

/// A scripted app whose responders can also run code: `reactions[method]` runs when a handled
/// message is delivered (E7: a touch handler marking views), `onAppearance[method]` when a view
/// controller's appearance method runs (V1).
final class ReactingLoader: AppLoader {
    let base: ScriptedLoader
    var reactions: [String: (HookSession) -> Void] = [:]
    var onAppearance: [String: (HookSession, Int) -> Void] = [:]

    init(_ base: ScriptedLoader) { self.base = base }

    func start(session: HookSession) -> Result<AppRuntime, LoadFailure> {
        base.start(session: session).map { ReactingRuntime(inner: $0, loader: self) }
    }
}

final class ReactingRuntime: AppRuntime {
    private let inner: AppRuntime
    private unowned let loader: ReactingLoader

    init(inner: AppRuntime, loader: ReactingLoader) {
        self.inner = inner
        self.loader = loader
    }

    var info: AppInfo { inner.info }
    var heapBytes: Int { inner.heapBytes }
    func settleHeap() { inner.settleHeap() }
    func implements(_ hook: Hook) -> Bool { inner.implements(hook) }
    func call(_ hook: Hook, _ arguments: HookArguments, session: HookSession) -> HookOutcome {
        inner.call(hook, arguments, session: session)
    }
    func run(_ callback: CallbackID, argument: CallbackArgument, session: HookSession) -> HookOutcome {
        inner.run(callback, argument: argument, session: session)
    }
    func deliver(_ method: String, to chain: [Responder], argument: EventArgument, session: HookSession) -> HookOutcome {
        let outcome = inner.deliver(method, to: chain, argument: argument, session: session)
        if case .returned(.number) = outcome { loader.reactions[method]?(session) }
        return outcome
    }
    func appearance(_ controller: Int, _ method: String, session: HookSession) -> HookOutcome {
        let outcome = inner.appearance(controller, method, session: session)
        loader.onAppearance[method]?(session, controller)
        return outcome
    }
    func restorable(_ controller: Int, _ method: String, coder: Int, session: HookSession) -> HookOutcome {
        inner.restorable(controller, method, coder: coder, session: session)
    }
    func release(_ callback: CallbackID) { inner.release(callback) }
    func close() { inner.close() }
}
