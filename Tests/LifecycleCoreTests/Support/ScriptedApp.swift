@testable import LifecycleCore
import TestSupport

/// A piece of app code in a test: what it does with the session, and how it ends.
typealias Behaviour = (HookSession) -> HookOutcome

/// What the runtime saw at one delegate call.
struct ObservedCall {
    let hook: Hook
    let arguments: HookArguments
    let applicationState: String
    let backgroundTimeRemaining: Double
}

/// The app "script" of a test, shared by every process the loader starts: each hook's behaviour
/// is a Swift closure; callbacks (expiration handlers, blocks) are closures registered by id.
final class ScriptedLoader: AppLoader {
    var info = AppInfo()
    var hooks: [Hook: Behaviour] = [:]
    var callbacks: [CallbackID: Behaviour] = [:]
    /// Which methods each responder handles, and what was delivered (E3).
    var handles: [Responder: Set<String>] = [:]
    var deliveries: [(method: String, chain: [Responder], argument: EventArgument)] = []
    /// Appearance methods called (V1), in order.
    var appearances: [String] = []
    /// W4: what a view controller's `encodeRestorableStateWithCoder` / `decodeRestorableStateWithCoder`
    /// does, by `"<controller name> <method>"`, given the coder's id; and the calls, in order.
    var restorables: [String: (HookSession, Int) -> HookOutcome] = [:]
    var restorableCalls: [String] = []
    /// What each callback was called with, in order.
    var arguments: [CallbackArgument] = []
    /// S3: blocks that can pause, as steps (ThreadSupport.swift), and where each paused one stands.
    var threadScripts: [CallbackID: [ThreadStep]] = [:]
    var pausedScripts: [Int32: (steps: [ThreadStep], next: Int)] = [:]
    var nextPaused: Int32 = 1
    var discarded: [Int32] = []
    /// What loading the script (the main chunk) does.
    var main: Behaviour = { _ in .returned(.none) }

    private(set) var observed: [ObservedCall] = []
    private(set) var released: [CallbackID] = []
    private(set) var starts = 0
    private(set) var closes = 0
    private var nextCallback: Int32 = 1

    init(_ hooks: [Hook: Behaviour] = [:], info: AppInfo = AppInfo()) {
        self.info = info
        self.hooks = hooks
    }

    /// The hooks of docs/app-api.md: the lifecycle methods, without the N methods that go with
    /// system notifications (their tests implement those by name).
    static let lifecycleHooks: [Hook] = [.willFinishLaunching, .didFinishLaunching, .didBecomeActive, .willResignActive,
                                         .didEnterBackground, .willEnterForeground, .willTerminate, .openURL,
                                         .handleOpenURL, .didReceiveMemoryWarning]

    /// A delegate implementing every lifecycle hook as an instant `return nil` (`true` for
    /// launch methods); `alsoN` adds the N methods.
    static func implementingAll(alsoN: Bool = false) -> ScriptedLoader {
        var hooks: [Hook: Behaviour] = [:]
        // The wake methods (W1, W2) need a background mode: the N methods only.
        let wakeHooks = Set(WakeKind.allCases.map(\.hook))
        for hook in alsoN ? Hook.allCases.filter({ !wakeHooks.contains($0) }) : lifecycleHooks { hooks[hook] = returns() }
        hooks[.willFinishLaunching] = returns(true)
        hooks[.didFinishLaunching] = returns(true)
        return ScriptedLoader(hooks)
    }

    /// Registers a callback and returns the id the app hands to the system.
    func register(_ behaviour: @escaping Behaviour) -> CallbackID {
        let id = CallbackID(raw: nextCallback)
        nextCallback += 1
        callbacks[id] = behaviour
        return id
    }

    func start(session: HookSession) -> Result<AppRuntime, LoadFailure> {
        starts += 1
        let outcome = main(session)
        guard case .returned = outcome else { return .failure(LoadFailure(outcome: outcome)) }
        return .success(ScriptedRuntime(loader: self, hooks: Set(hooks.keys)))
    }

    /// Hooks called, in order, as the runtime saw them.
    var hooksSeen: [Hook] { observed.map(\.hook) }

    /// What `applicationState` was inside the first call of `hook`.
    func stateInside(_ hook: Hook) -> String? {
        observed.first { $0.hook == hook }?.applicationState
    }

    fileprivate func record(_ call: ObservedCall) { observed.append(call) }
    fileprivate func recordRelease(_ id: CallbackID) { released.append(id) }
    fileprivate func recordClose() { closes += 1 }
}

/// One process of a scripted app.
final class ScriptedRuntime: AppRuntime {
    private unowned let loader: ScriptedLoader
    /// The loader, for the S3 extension (ThreadSupport.swift).
    var scriptedLoader: ScriptedLoader? { loader }
    private let implemented: Set<Hook>
    let info: AppInfo

    init(loader: ScriptedLoader, hooks: Set<Hook>) {
        self.loader = loader
        self.implemented = hooks
        self.info = loader.info
    }

    func implements(_ hook: Hook) -> Bool { implemented.contains(hook) }

    func call(_ hook: Hook, _ arguments: HookArguments, session: HookSession) -> HookOutcome {
        loader.record(ObservedCall(hook: hook, arguments: arguments,
                                   applicationState: session.applicationState,
                                   backgroundTimeRemaining: session.backgroundTimeRemaining))
        return loader.hooks[hook]?(session) ?? .returned(.none)
    }

    func run(_ callback: CallbackID, argument: CallbackArgument, session: HookSession) -> HookOutcome {
        loader.arguments.append(argument)
        return loader.callbacks[callback]?(session) ?? .returned(.none)
    }

    func release(_ callback: CallbackID) { loader.recordRelease(callback) }

    var heapBytes: Int { 0 }

    func deliver(_ method: String, to chain: [Responder], argument: EventArgument, session: HookSession) -> HookOutcome {
        loader.deliveries.append((method, chain, argument))
        if let index = chain.firstIndex(where: { loader.handles[$0]?.contains(method) == true }) {
            session.handlerIndex = index + 1   // as the Lua runtime reports it, before the handler runs
            return .returned(.number(Double(index + 1)))
        }
        return .returned(.none)
    }

    func appearance(_ controller: Int, _ method: String, session: HookSession) -> HookOutcome {
        loader.appearances.append(method)
        return .returned(.none)
    }

    func restorable(_ controller: Int, _ method: String, coder: Int, session: HookSession) -> HookOutcome {
        let name = "\(session.app.controllers[controller]?.name ?? "?") \(method)"
        loader.restorableCalls.append(name)
        return loader.restorables[name]?(session, coder) ?? .returned(.none)
    }

    func close() { loader.recordClose() }
}

// MARK: Behaviours

/// Returns `value` at once (`.none` is Lua's `nil`).
func returns(_ value: HookValue = .none) -> Behaviour { { _ in .returned(value) } }
func returns(_ flag: Bool) -> Behaviour { returns(.bool(flag)) }

/// Spends `seconds`, then returns `value`; halts, as the runtime does, when the budget runs out.
func works(_ seconds: Int64, then value: HookValue = .none) -> Behaviour {
    works(.seconds(seconds), then: value)
}
func works(_ duration: SimDuration, then value: HookValue = .none) -> Behaviour {
    { session in work(session, duration, then: value) }
}

/// Spends `duration` in `session`; the outcome a runtime gives when the budget ran out.
func work(_ session: HookSession, _ duration: SimDuration, then value: HookValue = .none) -> HookOutcome {
    session.spend(duration) ? .returned(value) : .halted(.budget)
}

/// A device with one scripted app, and a sink collecting its trace.
func makeDevice(_ loader: ScriptedLoader, profile: OSProfile = .default, device kind: DeviceKind? = nil,
                budgets: Budgets = Budgets()) -> (Device, CollectingSink) {
    let sink = CollectingSink()
    let device = Device(loader: loader, simulation: Simulation(profile: profile, device: kind), budgets: budgets, sinks: [sink])
    return (device, sink)
}

/// A launched app sent Home whose didEnterBackground opens a task, so that 10 s later it is
/// still running in the background (B2, B5). The sink is reset.
func backgroundRunning(_ loader: ScriptedLoader) -> (Device, CollectingSink) {
    loader.hooks[.didEnterBackground] = { session in
        _ = session.beginBackgroundTask(expirationHandler: nil)
        return .returned(.none)
    }
    let (device, sink) = makeDevice(loader)
    device.launch()
    device.home()
    device.advance(.seconds(10))
    sink.reset()
    return (device, sink)
}
