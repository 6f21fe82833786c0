/// An app installed on the simulated device, and its process while it runs.
///
/// The app keeps its identity, the device's shared handles, its `state` and the bookkeeping of
/// running code; what its process holds is `process` (`AppProcess`), which a kill replaces, and
/// what iOS keeps for it across processes is `record` (`AppRecord`).
///
/// This file holds the machinery every rule uses: state moves checked against the state graph
/// (S1), app code run under a watchdog (L5, B4, T2, T5), and kills. The rules themselves are in
/// the `App+…` files.
public final class App {
    public let name: String
    /// The name trace lines carry (nil while the device has one app).
    public var traceName: String?
    public internal(set) var state: AppState = .notRunning

    private(set) var loader: AppLoader
    let scheduler: Scheduler
    let trace: Trace
    /// The device's profile, budgets, code-run count and memo, shared by all its apps (T1): held
    /// here so that running code does not load the weak `device` (measurable per dispatch).
    let context: DeviceContext

    var runtime: AppRuntime?
    /// Bumped at every launch and death, so that jobs of a dead process never run.
    var generation = 0
    var codeDepth = 0
    var closePending = false
    /// The block running now, for the blocks it queues (T5: a spinning queue).
    var runningBlock: BlockRun?
    /// S3: the thread whose code runs now (a kill during it is its own: it is not `lost`).
    var runningThread: AppThread?
    /// A finished session no one holds any more, made new for the next code run: allocating and
    /// freeing one per run was a tenth of a hook dispatch (docs/performance.md).
    var spareSession: HookSession?
    /// The code running asked the system to hold something more (a block, an observer, a view,
    /// …): once it returns, its footprint is checked (M1).
    var grew = false
    /// The run loop's turn under way: the event queue is being dispatched (E1), views are
    /// drawing (E7), the deferred UI work is running. Each is true only inside its loop.
    var dispatching = false
    var drawing = false
    var finishingTurn = false
    /// What dies with the process (a kill replaces it), and what iOS keeps for the app across
    /// processes. Stored inline: a field is one load from the app, as before the split.
    var process = AppProcess()
    var record = AppRecord()
    /// Info.plist of the running process (read at launch).
    public internal(set) var info: AppInfo {
        _read { yield record.info }
        _modify { yield &record.info }
    }
    /// The app's files and saved defaults: they survive kills and relaunches (B7, R4).
    public internal(set) var container: AppContainer {
        _read { yield record.container }
        _modify { yield &record.container }
    }
    /// What the process holds of the system's frameworks (R1–R11, I4, B2, B8, E6, V1).
    public internal(set) var resources: ProcessResources {
        _read { yield process.resources }
        _modify { yield &process.resources }
    }
    // `_modify`, not `set`: a change through a getter's copy would copy the whole tree first.
    var views: ViewTree {
        get { process.resources.views }
        _modify { yield &process.resources.views }
    }
    var controllers: ControllerTable {
        get { process.resources.controllers }
        _modify { yield &process.resources.controllers }
    }
    var actions: [Int: [ProcessResources.ActionEntry]] { process.resources.actions }
    var firstResponder: FirstResponder? { process.resources.views.firstResponder }
    var objectNames: [Int: String] { process.resources.objectNames }
    /// The device the app is installed on.
    public internal(set) weak var device: Device?

    init(name: String, loader: AppLoader, scheduler: Scheduler, trace: Trace, context: DeviceContext) {
        self.name = name
        self.loader = loader
        self.scheduler = scheduler
        self.trace = trace
        self.context = context
    }

    public var isRunning: Bool { state != .notRunning }

    /// `UIApplication.applicationState` as the app's code reads it now (S4; I4 on ios6).
    public var applicationState: String { process.lockingReadsInactive ? "inactive" : state.applicationState }

    /// The delegate methods UIKit calls on the running process: implemented, and existing in its
    /// era (P; empty when not running).
    public var implementedHooks: [Hook] { Hook.allCases.filter(implements) }

    /// `backgroundTimeRemaining` now, as the app would read it (B5).
    public var backgroundTimeRemainingNow: Double { backgroundTimeRemaining(at: scheduler.now) }

    /// The next launch starts the app from this loader (the REPL's `:reload`).
    public func replaceLoader(_ loader: AppLoader) { self.loader = loader }

    func emit(_ event: TraceEvent, at time: SimTime? = nil) {
        trace.emit(TraceRecord(time: time ?? scheduler.now, app: traceName, event: event))
    }

    /// Moves to `next`, recording it. Every move is an edge of the state graph (S1): a debug
    /// build stops at one that is not (the tests), a release build says so in a warning.
    func move(to next: AppState) {
        guard next != state else { return }
        if next != .background { process.comingToForeground = false }
        assert(state.canMove(to: next), "S1: \(state) → \(next) is not an edge of the state graph")
        if !state.canMove(to: next) {
            emit(.warning(message: "internal: \(state.rawValue) → \(next.rawValue) is not an edge of the state graph"))
        }
        emit(.state(from: state, to: next))
        let was = state
        state = next
        // S3: the threads beside the main thread freeze and go on with the app.
        if next == .suspended { freezeThreads() } else if was == .suspended, next != .notRunning { resumeThreads() }
    }

    /// Schedules `job` for this process only: it is dropped if the process dies first.
    @discardableResult
    func schedule(at time: SimTime, _ job: @escaping () -> Void) -> Scheduler.Ticket {
        let launch = generation
        return scheduler.schedule(at: time) { [unowned self] in
            guard self.generation == launch, self.isRunning else { return }
            job()
        }
    }

    /// Kills the process: a `kill` line, then `notRunning`; its memory is purged. `cause` says
    /// whose doing the kill is (M1, what `--strict` counts): the app's, unless the caller says
    /// the scenario asked for it (T4), the system answered a verb (M1, M3), or the host stopped it.
    func kill(_ reason: KillReason, rule: Rule, code: String? = nil, message: String, traceback: String? = nil,
              cause: KillCause = .app) {
        guard isRunning else { return }
        // S3: the threads ran beside whatever took the clock here (a delegate method): they
        // catch up before the process dies, unless app code is running (then they are behind it).
        if codeDepth == 0, runningThread == nil, !process.threads.live.isEmpty {
            device?.catchUpThreads(to: scheduler.now)
            guard isRunning else { return }
        }
        // W4: a launch that restored saved state and then failed (a crash, or the launch
        // watchdog, L5) deletes it, so that the state cannot break every launch.
        let failedRestoring = process.restoration.restoringLaunch && (reason == .crash || (reason == .watchdog && rule == .L5))
        emit(.kill(reason: reason, rule: rule, message: TraceText.limited(message), code: code,
                   traceback: traceback.map(TraceText.limited), cause: cause))
        endProcess(rule: rule)
        if failedRestoring {
            discardSavedState(reason == .crash
                ? "the launch that restored it crashed: UIKit deletes saved state that may crash every launch"
                : "the launch that restored it was killed by the launch watchdog (L5): UIKit deletes saved state that may stop every launch")
        }
    }

    /// Ends the process (after a kill or a normal termination): what it held goes, with its
    /// jobs and the callbacks it handed over; what iOS keeps (`record`) stays, C4's sessions too.
    func endProcess(rule: Rule) {
        loseThreads(rule: rule)   // S3
        move(to: .notRunning)
        scenesEndWithProcess()   // C4: the sessions stay
        generation += 1
        for task in process.tasks.open { if let handler = task.handler { runtime?.release(handler) } }
        for callback in process.bgProcess.callbacks { runtime?.release(callback) }   // C6
        // The process's jobs would be dropped when due; cancelling them frees the host now. (Its
        // wakes' and BGTasks' jobs are left to be dropped so: cancelling them would change the
        // count of jobs explore's state key holds.)
        for ticket in [process.suspensionTicket, process.expirationTicket].compactMap({ $0 }) { scheduler.cancel(ticket) }
        for ticket in process.resources.blockTickets { scheduler.cancel(ticket) }
        for timer in process.resources.timers.values { if let ticket = timer.ticket { scheduler.cancel(ticket) } }
        process = AppProcess()
        assert(state == .notRunning && !isRunning, "S1: a process ended, but the app still reads \(state)")
        if codeDepth > 0 { closePending = true } else { closeRuntime() }
    }

    func closeRuntime() {
        // A Lua state is never closed under code it is running (its frames would be freed).
        assert(codeDepth == 0, "the app's Lua state is closed while its code runs")
        closePending = false
        runtime?.close()
        runtime = nil
    }
}

extension CodeKind: CustomStringConvertible {
    public var description: String {
        switch self {
        case .main: return "the app's main chunk"
        case .expirationHandler: return "the expiration handler"
        case .block: return "a dispatched block"
        case .observer: return "a notification observer"
        case .timer: return "a timer"
        case .viewController: return "a view controller"
        case .eventHandler: return "an event handler"
        case .drawRect: return "drawRect"
        case .alertCancel: return "an alert's cancel handler"
        case .launchHandler: return "a BGTask launch handler"
        }
    }
}
