/// A deterministic fingerprint of what the device and its apps hold, for `lifecycle explore`:
/// two runs with the same fingerprint are in the same lifecycle state (S1) with the same core
/// state, so exploring on from either finds the same things (the explorer keeps one).
///
/// It covers the device (lock and passcode, I4; calls, I1, I8; overlays, I3; accessory, R8;
/// orientation and locale, F3, F5; whether it multitasks, T1), and for each app its state, whether
/// its window has been on screen (L2) and its interface orientation (N), background tasks and, while one
/// is open, the allowance left (B5), pending suspension or expiry (S3), notifications queued
/// while suspended (F3), frozen blocks, background CPU in the current window (R11), what the
/// process holds (R1–R11, I4, B2, B8, E6, V1), and its container (B7, R4). Times are relative to
/// now and ids are left out, so that the same situation reached by different paths gets the
/// same fingerprint. What the app's Lua code keeps in its own variables is not visible to the
/// core and is not part of it.
///
/// The key is built from tables of parts, each naming the stored properties it covers, and each
/// type lists the stored properties it leaves out with the reason (`notInKey`): a test lists
/// every stored property by `Mirror` and fails on one that is in neither, so a new field cannot
/// be forgotten silently.
extension Device {
    public var fingerprint: String {
        Device.keyParts.compactMap { $0.text(self) }.joined(separator: "; ")
    }

    static let keyParts: [FingerprintPart<Device>] = [
        .init("isLocked", "hasPasscode", "protectedDataAvailable") {
            "locked=\($0.isLocked); passcode=\($0.hasPasscode); data=\($0.protectedDataAvailable)"
        },
        .init("call", "overlay") { "call=\($0.call); overlay=\($0.overlay.map { "\($0)" } ?? "-")" },
        .init("returnApp", "statusBarApp") { "return=\($0.returnApp?.name ?? "-"); bar=\($0.statusBarApp?.name ?? "-")" },
        .init("accessory", "orientation", "locale") {
            "accessory=\($0.accessory ?? "-"); orientation=\($0.orientation); locale=\($0.locale)"
        },
        // The jobs' count; their times are not in the key (a block due in 5 s and one due in 50 s
        // look alike), nor the clock itself: times in the key are relative.
        .init("scheduler") { "jobs=\($0.scheduler.pendingCount)" },
        // Of the shared context, the profile is the exploration's and set_multitasking the part
        // of it that can change (T1). Its budgets are the same in every run; its count of code
        // runs only stops an exploration (Device.maxCodeRuns, exit 2); its memo never changes an
        // outcome (CodeMemo).
        .init("context") { "multitasks=\($0.profile.multitasking)" },
        // C6: charging decides whether a processing task may run (nil when not, as before C6).
        .init("isCharging") { $0.isCharging ? "charging" : nil },
        .init("apps") { device in device.apps.map { "[\($0.name)] " + $0.fingerprint }.joined(separator: "; ") },
    ]

    static let notInKey: [String: String] = [
        "trace": "what has happened, not what can: the explorer's observer reads it",
        "app": "the first of `apps`, which are in the key",
        "interruptCheck": "Ctrl-C at the REPL, and the host's backstop, which ends the run (exit 2)",
        "largeStorageGate": "lifecycle test's turn to hold a large storage (G15): it may wait, and changes nothing a run shows; explore sets none",
        "holdsLargeStorage": "whether that turn was taken: it changes nothing a run shows",
        "verbSite": "where the scenario called the verb running now, for a warning's message; nil between verbs",
        "verbSiteLookup": "how the host finds where the running verb was called, for a warning's message",
    ]
}

extension App {
    /// The app's share of `Device.fingerprint`.
    var fingerprint: String {
        App.keyParts.compactMap { $0.text(self) }.joined(separator: " ")
    }

    static let keyParts: [FingerprintPart<App>] = [
        .init("state", "launched", "windowShown", "statusBarOrientation") {
            "state=\($0.state.rawValue) launched=\($0.launched) shown=\($0.windowShown) interface=\($0.statusBarOrientation)"
        },
        // The allowance left decides when open tasks expire (B5); without one it is not used.
        .init("enteredBackgroundAt", "tasks") { app in
            guard !app.tasks.isEmpty, let deadline = app.expirationDeadline else { return nil }
            return "allowance=\(max(.zero, deadline - app.scheduler.now).micros)"
        },
        .init("tasks") { "tasks=" + $0.tasks.open.map { $0.handler == nil ? "-" : "h" }.joined() },
        .init("suspensionTicket", "expirationTicket") {
            "suspending=\($0.suspensionTicket != nil) expiring=\($0.expirationTicket != nil)"
        },
        .init("queued") { "queued=" + $0.queued.items.map { "\($0.name.rawValue):\($0.from ?? "")>\($0.value ?? "")" }.joined(separator: ",") },
        .init("frozen", "eventQueue", "pendingUIWork", "pendingUIWorkHead") {
            "frozen=\($0.frozen.count) events=\($0.eventQueue.count) ui=\($0.pendingUIWork.count - $0.pendingUIWorkHead)"
        },
        .init("pendingDrawRequests") { app in
            "draw=" + app.pendingDrawRequests.keys.sorted().map { "\($0):\(app.pendingDrawRequests[$0]!)" }.joined(separator: ",")
        },
        .init("announcedAccessoryGone", "warnedAboutCPU") { "accessoryGone=\($0.announcedAccessoryGone) cpuWarned=\($0.warnedAboutCPU)" },
        .init("backgroundCPU", "backgroundCPUWindowStart") { $0.backgroundCPUKey },
        .init("touchView") { $0.touchView == nil ? nil : "touching" },
        .init("resources") { $0.resources.fingerprint },
        .init("container") { $0.container.fingerprint },
        // W1–W3: whether the next fetch or push wakes the app, and when pending wakes time out.
        .init("fetchInterval", "fetchIntervalSet", "lastFetchAt", "userKilled", "launchedOnce", "wakes") { $0.wakeKey },
        // C2–C4: each session's scene state and whether it keeps an activity, and the sessions
        // shown on return and discarded unannounced (ids are left out, names kept).
        .init("scenes", "sceneRequest") { $0.scenes.isEmpty && $0.scenes.pendingDiscards.isEmpty ? nil : $0.scenes.fingerprint },
        // C6: the pending requests and the running tasks (nil for an app without BGTaskScheduler).
        .init("bgTasks", "bgProcess") { $0.bgTaskKey },
    ]

    /// R11: the CPU used in the background in the current window, and how old the window is.
    /// The next charge adds to them, so they decide when a violation or a kill comes. Left out
    /// when no charge can come (the app declares no background mode, so nothing keeps it
    /// running), and reduced to `expired` once the window is over (the next charge starts a new
    /// one). Not only in the background: a process launched into the background starts from the
    /// counts its predecessor left (only leaving the foreground resets them).
    var backgroundCPUKey: String? {
        guard !info.backgroundModes.isEmpty else { return nil }
        let age = scheduler.now - backgroundCPUWindowStart
        guard age < budgets.backgroundCPUWindow else { return "cpu=expired" }
        return "cpu=\(backgroundCPU.micros)@\(age.micros)"
    }

    static let notInKey: [String: String] = [
        "warnedAboutScenes": "a warning's once-only flag: it changes no state (C1)",
        "name": "in the device's part, before the app's",
        "traceName": "follows from the apps installed",
        "info": "the script's Info.plist: the same at every launch of an exploration",
        "loader": "the same script in every run",
        "scheduler": "the device's, in its part",
        "trace": "what has happened, not what can",
        "context": "the device's (profile, budgets, code-run count, memo), in its part",
        "runtime": "the Lua process: whether there is one follows from `state`; what its variables hold is not visible to the core",
        "generation": "counts launches, to tell a dead process's jobs: an id",
        "codeDepth": "non-zero only while app code runs; the key is taken between verbs",
        "comingToForeground": "true only inside a launch or a move to the foreground, each within one verb (C2, R1)",
        "closePending": "only while app code runs",
        "runningBlock": "only while a block runs",
        "grew": "only while app code runs",
        "dispatching": "only while the event queue is dispatched",
        "drawing": "only while views draw",
        "finishingTurn": "only while a turn of the run loop ends",
        "lockingReadsInactive": "only inside applicationDidEnterBackground: at a lock",
        "restoration": "W4: a coder is open only while app code runs, and a restoring launch lasts only inside `launch`; what was saved is the container's",
        "warnedAboutEra": "whether the first launch's warning about this era's hooks is written again: a warning, never a problem",
        "device": "the device, whose fingerprint this is part of",
        "spareSession": "a finished HookSession kept for the next dispatch to reuse: reset before use, it carries nothing from one turn to the next",
    ]
}

/// One part of a state key: the stored properties of `Subject` it covers, and their text (nil:
/// nothing to add).
struct FingerprintPart<Subject>: Sendable {
    let covers: [String]
    let text: @Sendable (Subject) -> String?

    init(_ covers: String..., text: @escaping @Sendable (Subject) -> String?) {
        self.covers = covers
        self.text = text
    }
}
