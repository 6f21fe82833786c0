/// An app installed on the simulated device, and its process while it runs.
///
/// This file holds the machinery every rule uses: state moves checked against the SPEC graph
/// (S1), app code run under a watchdog (L5, B4, T2, T5), and kills. The rules themselves are in
/// the `App+…` files.
public final class App {
    public let name: String
    /// The name trace lines carry (nil while the device has one app).
    public var traceName: String?
    public internal(set) var state: AppState = .notRunning
    /// Info.plist of the running process (read at launch).
    public internal(set) var info = AppInfo()

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
    var tasks = BackgroundTasks()
    var queued = QueuedNotifications()
    var enteredBackgroundAt: SimTime?
    var suspensionTicket: Scheduler.Ticket?
    var expirationTicket: Scheduler.Ticket?
    /// Blocks that came due while the app was suspended; they run when it wakes (S3).
    var frozen: [() -> Void] = []
    /// The block running now, for the blocks it queues (T5: a spinning queue).
    var runningBlock: BlockRun?
    /// A finished session no one holds any more, made new for the next code run: allocating and
    /// freeing one per run was a tenth of a hook dispatch (docs/performance.md).
    var spareSession: HookSession?
    /// The code running asked the system to hold something more (a block, an observer, a view,
    /// …): once it returns, its footprint is checked (M1).
    var grew = false
    /// The app's files and saved defaults: they survive kills and relaunches (B7, R4).
    public internal(set) var container = AppContainer()
    /// W4: the coder open now, and whether this launch restored saved state.
    var restoration = RestorationRun()
    /// What the process holds of the system's frameworks (issue 3 rules).
    public internal(set) var resources = ProcessResources()
    /// `setNeedsDisplay` calls per view since its last redraw (R7, F4).
    var pendingDrawRequests: [String: Int] = [:]
    /// E1: the main run loop's event queue, and whether it is being dispatched.
    var eventQueue: [QueuedEvent] = []
    var dispatching = false
    var drawing = false
    /// The view the current touch began on (E2).
    var touchView: Int?
    /// UI work UIKit does once the current code returns (presenting a view controller).
    var pendingUIWork: [() -> Void] = []
    var pendingUIWorkHead = 0
    var finishingTurn = false
    /// The launch has finished.
    var launched = false
    /// The window has been on screen in this process: false after a background launch until the
    /// app first comes to the foreground, when its view controllers first appear (L2, V1).
    var windowShown = false
    /// The interface orientation the app's UI and status bar are in (N).
    var statusBarOrientation = "portrait"
    /// Inside the move to the background that a lock causes on ios6, `applicationState` reads
    /// `inactive` (I4).
    var lockingReadsInactive = false
    /// The first launch warned about delegate methods this era's UIKit does not call (P).
    var warnedAboutEra = false
    /// The app was told its accessory disconnected; it hears of it again on return (R8).
    var announcedAccessoryGone = false
    /// CPU used in the background while kept running by a mode, and whether it was warned (R11).
    var backgroundCPU = SimDuration.zero
    var backgroundCPUWindowStart = SimTime.zero
    var warnedAboutCPU = false
    /// W1–W3, kept by the system across processes: the minimum background fetch interval (nil:
    /// `UIApplicationBackgroundFetchIntervalNever`, the default), the last fetch, whether the
    /// user killed the app from the switcher since it last launched into the foreground, and
    /// whether it ever ran (its Info.plist and registrations are known).
    var fetchInterval: SimDuration?
    /// The app called `setMinimumBackgroundFetchInterval:` (a nil interval is then its choice of
    /// Never, not the default).
    var fetchIntervalSet = false
    var lastFetchAt: SimTime?
    var userKilled = false
    var launchedOnce = false
    /// The process's wakes whose completion handler is not called yet (W1, W2).
    var wakes = PendingWakes()
    /// C3, C4: the app's scene sessions, kept by the system across processes.
    var scenes = SceneSessions()
    /// C3: the session the next launch or return to the front shows (`open_window(name)`).
    var sceneRequest: String?
    /// C1: the first launch with a scene manifest warned about ignored app delegate methods.
    var warnedAboutScenes = false
    /// C6: the requests the system holds for the app (kept across processes), and what the
    /// running process holds of BGTaskScheduler (its launch handlers and running tasks).
    var bgTasks = BGTaskQueue()
    var bgProcess = BGTaskProcess()
    /// On its way to the screen while its state still reads background: inside
    /// `applicationWillEnterForeground:` or `sceneWillEnterForeground:`, and a scene app launched
    /// for the foreground until its first scene enters it (C2). The background's limits (R1, R11,
    /// S3) do not apply. Cleared by any move out of the background.
    var comingToForeground = false
    // `_modify`, not `set`: a change through a getter's copy would copy the whole tree first.
    var views: ViewTree {
        get { resources.views }
        _modify { yield &resources.views }
    }
    var controllers: ControllerTable {
        get { resources.controllers }
        _modify { yield &resources.controllers }
    }
    var actions: [Int: [ProcessResources.ActionEntry]] { resources.actions }
    var firstResponder: Int? { resources.firstResponder }
    var objectNames: [Int: String] { resources.objectNames }
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
    public var applicationState: String { lockingReadsInactive ? "inactive" : state.applicationState }

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

    /// Moves to `next`, recording it. Every move is an edge of the SPEC state graph (S1).
    func move(to next: AppState) {
        guard next != state else { return }
        if next != .background { comingToForeground = false }
        if !state.canMove(to: next) {
            emit(.warning(message: "internal: \(state.rawValue) → \(next.rawValue) is not an edge of the state graph"))
        }
        emit(.state(from: state, to: next))
        state = next
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

    /// Kills the process: a `kill` line, then `notRunning`; its memory is purged.
    func kill(_ reason: KillReason, rule: Rule, code: String? = nil, message: String, traceback: String? = nil) {
        guard isRunning else { return }
        // W4: a launch that restored saved state and then failed (a crash, or the launch
        // watchdog, L5) deletes it, so that the state cannot break every launch.
        let failedRestoring = restoration.restoringLaunch && (reason == .crash || (reason == .watchdog && rule == .L5))
        emit(.kill(reason: reason, rule: rule, message: TraceText.limited(message), code: code,
                   traceback: traceback.map(TraceText.limited)))
        endProcess()
        if failedRestoring {
            discardSavedState(reason == .crash
                ? "the launch that restored it crashed: UIKit deletes saved state that may crash every launch"
                : "the launch that restored it was killed by the launch watchdog (L5): UIKit deletes saved state that may stop every launch")
        }
    }

    /// Ends the process (after a kill or a normal termination).
    func endProcess() {
        move(to: .notRunning)
        scenesEndWithProcess()   // C4: the sessions stay
        generation += 1
        for task in tasks.open { if let handler = task.handler { runtime?.release(handler) } }
        tasks = BackgroundTasks()
        wakes = PendingWakes()
        endBGTaskProcess()
        queued.removeAll()
        frozen.removeAll()
        cancelBackgroundTimers()
        // The process's jobs would be dropped when due; cancelling them frees the host now.
        for ticket in resources.blockTickets { scheduler.cancel(ticket) }
        for timer in resources.timers.values { if let ticket = timer.ticket { scheduler.cancel(ticket) } }
        resources = ProcessResources()
        pendingDrawRequests.removeAll()
        eventQueue.removeAll()
        pendingUIWork.removeAll()
        pendingUIWorkHead = 0
        touchView = nil
        launched = false
        windowShown = false
        lockingReadsInactive = false
        announcedAccessoryGone = false
        restoration = RestorationRun()
        if codeDepth > 0 { closePending = true } else { closeRuntime() }
    }

    func closeRuntime() {
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
