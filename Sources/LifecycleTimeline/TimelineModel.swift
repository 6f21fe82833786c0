import LifecycleCore

/// What the timeline draws, as collected from a run's trace: one lane per app with its states
/// (S1), its code (with the watchdog budgets of L5, B4, T2, B5, T5), its notifications (N),
/// violations and kills, plus the scenario's actions and expectations.
///
/// Positions are `Moment`s: an instant of simulated time and a place in the order of what
/// happened at that instant, so that a launch at t = 0 (five state changes, three calls) can be
/// spread out in order instead of piling up on one pixel.
struct TimelineModel {
    /// Every simulated time at which something drawn happened, in order, with how many ordered
    /// steps (state changes, code, kills, actions …) it holds.
    var instants: [Instant] = []
    var lanes: [Lane] = []
    /// The scenario's own row: actions and expectations.
    var scenario: [PointMark] = []
    /// Code that ran (for the idle test of time compression): start and end, in start order.
    var busy: [(start: SimTime, end: SimTime)] = []
    /// The latest time seen, code ends included.
    var latest = SimTime.zero
    /// Marks not kept once the limit was reached (said in the picture's header).
    var dropped = 0

    struct Instant: Equatable {
        let time: SimTime
        var steps: Int
    }

    /// A place on the time axis: `instant` indexes `instants`; `half` counts half steps into it
    /// (even: the boundary before a step, odd: a step's middle).
    struct Moment: Equatable {
        let instant: Int
        let half: Int
    }

    /// Why the system woke the app, or launched it into the background: a wake (W1, W2) or a
    /// BGTaskScheduler task it runs (C6).
    enum Woken: Equatable {
        case wake(WakeKind)
        case bgTask(BGTaskKind, identifier: String)

        /// The band's label: `fetch`, `push`, `bgtask`.
        var label: String {
            switch self {
            case .wake(let kind): return kind.rawValue
            case .bgTask: return "bgtask"
            }
        }

        /// For the band's title: `woken for a background fetch (W1)`.
        var why: String {
            switch self {
            case .wake(let kind): return "woken for \(kind == .fetch ? "a background fetch" : "a silent push") (\(kind.rule))"
            case .bgTask(let kind, let identifier): return "woken for the \(kind.taskClass) \"\(identifier)\" (C6)"
            }
        }
    }

    struct StateChange: Equatable {
        let at: Moment
        let state: AppState
        /// A stay in the background that a wake or a BGTask began (W1, W2, C6): its reason.
        var wake: Woken? = nil
    }

    /// App code with its cost: a delegate method (`hook` true) or other code (main chunk,
    /// block, handler, timer, event handler …).
    struct CodeMark: Equatable {
        let at: Moment
        let start: SimTime
        let cost: SimDuration
        let label: String
        let hook: Bool
        /// The budget this code ran under, and the rule its overrun cites.
        let budget: SimDuration
        let budgetEnd: SimTime
        let rule: Rule
    }

    /// A budget worth drawing: the code used at least a tenth of it (one per launch for L5).
    struct BudgetWindow: Equatable {
        let at: Moment
        let start: SimTime
        let end: SimTime
        let rule: Rule
        var used: SimDuration
    }

    /// A background task (B5) or, with `bgTask`, a BGTaskScheduler task the system runs (C6):
    /// from its start to its end (completed, or the app killed), with its expiry.
    struct TaskSpan: Equatable {
        let id: Int
        let from: Moment
        var to: Moment?
        var expired: Moment?
        /// C6: the task's kind and identifier (nil: a background task of B5).
        var bgTask: Woken? = nil
        /// C6: what `setTaskCompletedWithSuccess:` said (nil: not completed).
        var success: Bool? = nil
    }

    enum PointKind: Equatable {
        case notification(queued: Bool)
        case violation(Rule)
        case kill(KillReason, Rule)
        case exit(Rule)
        case action
        case expect(ok: Bool)
    }

    /// Something at one moment: `label` is drawn when there is room, `detail` is the hover title.
    struct PointMark: Equatable {
        let at: Moment
        let kind: PointKind
        let label: String
        let detail: String
    }

    struct Lane {
        let name: String
        let from: Moment
        var states: [StateChange] = []
        var code: [CodeMark] = []
        var budgets: [BudgetWindow] = []
        var tasks: [TaskSpan] = []
        var points: [PointMark] = []
        /// S3: code that froze with the app, or was lost with it (TimelineModel+Stopped.swift).
        var stopped: [StoppedCode] = []
        /// The current launch's L5 window (index into `budgets`) and when the launch began.
        var launchWindow: Int?
        var launchStart: SimTime?
        var launchMoment: Moment?
        /// A wake whose `state` line (`→ background`) has not come yet (W1, W2).
        var pendingWake: Woken?
        /// C2: the app's scenes, each a sub-lane, in order of first appearance (at most
        /// `maxSceneLanes`); the names of the others, only counted (TimelineModel+Scenes.swift).
        var scenes: [SceneLane] = []
        var hiddenScenes: Set<String> = []

        init(name: String, from: Moment) {
            self.name = name
            self.from = from
        }

        var state: AppState { states.last?.state ?? .notRunning }
    }

    /// The time of a moment.
    func time(_ moment: Moment) -> SimTime { instants[moment.instant].time }
}
