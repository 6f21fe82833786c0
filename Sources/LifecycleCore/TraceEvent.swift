/// Why the system killed an app (`kill.reason`, docs/trace.md).
public enum KillReason: String, CaseIterable, Sendable {
    case watchdog, jetsam, user, gpu, resources, expired, crash
}

/// App code that is not a delegate method: the script's main chunk, an expiration handler, a
/// block, a notification observer, a view's drawRect, an alert's cancel handler. Each has the
/// rule whose page discusses it (`rule`, CodeRules.swift).
public enum CodeKind: String, CaseIterable, Sendable {
    case main, expirationHandler, block, observer, drawRect, alertCancel, timer, viewController, eventHandler
    /// C6: the launch handler of a BGTaskScheduler task.
    case launchHandler
}

/// What happened to app code stopped part-way (S3): the JSONL event names.
public enum CodeAction: String, CaseIterable, Sendable {
    /// The app was suspended while the code ran: it stopped at an instruction, to go on later.
    case froze
    /// The app runs code again: the code goes on from where it stopped.
    case resumed
    /// The process died (killed, purged, terminated) before the code returned: the rest never runs.
    case lost
}

/// One typed trace event: `state`, `call`, `notification`, `violation`, `kill`, `expect`, `log`
/// and the others docs/trace.md documents.
public enum TraceEvent: Sendable, Equatable {
    /// A scenario verb (the user's or the system's action).
    case action(verb: String, detail: String?)
    case state(from: AppState, to: AppState)
    case call(hook: Hook, cost: SimDuration)
    /// App code other than a delegate method; `task` for an expiration handler, `queue` for a
    /// block, `subject` for what an observer, drawRect or cancel handler is about.
    case run(kind: CodeKind, cost: SimDuration, task: Int? = nil, queue: String? = nil, subject: String? = nil)
    case notification(name: NotificationName, value: String?, queued: Bool)
    case violation(rule: Rule, message: String)
    /// `cause`: whose doing it is, what `--strict` counts (M1, KillCause).
    case kill(reason: KillReason, rule: Rule, message: String, code: String?, traceback: String?, cause: KillCause)
    /// The app was terminated without a kill (B3/T1: Home on a system without multitasking).
    case exit(rule: Rule, message: String)
    case expect(ok: Bool, message: String)
    case log(text: String)
    /// A background task began or ended (B5).
    case task(action: String, id: Int)
    /// Something worth a learner's attention that breaks no rule (a misspelt hook, an ignored verb).
    case warning(message: String)
    /// What the scenario printed.
    case note(text: String)
    /// Something the system did that the other lines cannot show, with the rule it comes from
    /// (on ios6, `applicationState` reading `inactive` while a lock sends the app away, I4).
    case info(rule: Rule, message: String)
    /// The snapshot taken when `applicationDidEnterBackground:` returned: the visible views (B6).
    case snapshot(visible: [String])
    /// An event or message dispatched (E1–E5): its kind (`touch`, `motion`, `remote`,
    /// `accelerometer`, `action`), what it was, the first responder, the responders tried in
    /// order, and the one that handled it (nil: discarded, E3), with the cost of the handler.
    case dispatch(kind: String, detail: String, target: String, tried: [String], by: String?, cost: SimDuration)
    /// An event that was not delivered, and why (I5).
    case dropped(kind: String, detail: String, reason: String)
    /// The app's memory footprint in megabytes (B8, R5, M1).
    case memory(footprint: Double)
    /// A view redrawn once for `requests` coalesced `setNeedsDisplay` calls (R7, F4).
    case redraw(view: String, requests: Int)
    /// The system woke the app in the background, or launched it there (`launch`), for a
    /// background fetch or a silent push (W1, W2).
    case wake(reason: WakeKind, launch: Bool)
    /// A wake's completion handler was called with its result (W1, W2).
    case completion(handler: WakeKind, result: FetchResult)
    /// W4: saved state encoded, decoded, skipped or discarded: the restoration path of the view
    /// controller (nil: the app delegate's own state), the keys in byte order, and why.
    case restoration(action: RestorationAction, controller: String?, keys: [String], reason: String?)
    /// C2: a scene of the app moved (`scene` is its name: `main`, `window2`, …), beside the
    /// process's `state` lines.
    case scene(name: String, from: SceneState, to: SceneState)
    /// C6: a BGTaskScheduler task submitted, cancelled, started (`launch`: the app was launched
    /// into the background for it), expired or completed (`success`).
    case bgtask(action: BGTaskAction, identifier: String, kind: BGTaskKind, success: Bool?, launch: Bool)
    /// S3: app code stopped part-way with its app (`froze`), went on where it stopped
    /// (`resumed`), or died with its process before it returned (`lost`): what it is, its queue,
    /// the line it stopped at (`app.lua:12`, nil when unknown), the rule of what stopped, resumed
    /// or ended it (S3, B5, W1, W2, C6, M1, …), and how long it had run (its own time only). `id`
    /// numbers the stopped code within its app, so its `froze`, `resumed` and `lost` lines can be told apart.
    case code(action: CodeAction, id: Int, kind: CodeKind, queue: String?, line: String?, rule: Rule, ran: SimDuration)

    /// The JSONL `event` name.
    public var name: String {
        switch self {
        case .action: return "action"
        case .state: return "state"
        case .call: return "call"
        case .run: return "run"
        case .notification: return "notification"
        case .violation: return "violation"
        case .kill: return "kill"
        case .exit: return "exit"
        case .expect: return "expect"
        case .log: return "log"
        case .task: return "task"
        case .warning: return "warning"
        case .note: return "note"
        case .info: return "info"
        case .snapshot: return "snapshot"
        case .redraw: return "redraw"
        case .memory: return "memory"
        case .dispatch: return "dispatch"
        case .dropped: return "dropped"
        case .wake: return "wake"
        case .completion: return "completion"
        case .restoration: return "restoration"
        case .scene: return "scene"
        case .bgtask: return "bgtask"
        case .code(let action, _, _, _, _, _, _): return action.rawValue
        }
    }
}

/// An event at a simulated time. `app` names the app when the device has more than one.
public struct TraceRecord: Sendable, Equatable {
    public let time: SimTime
    public let app: String?
    public let event: TraceEvent

    @inline(__always)
    public init(time: SimTime, app: String? = nil, event: TraceEvent) {
        self.time = time
        self.app = app
        self.event = event
    }
}

/// Receives trace records as they happen (streaming: nothing holds a whole run).
public protocol TraceSink: AnyObject {
    func receive(_ record: TraceRecord)
}
