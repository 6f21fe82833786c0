/// The app's share of `Device.fingerprint` (see Device+Fingerprint.swift): its state (S1), then
/// the parts of its process (`AppProcess`) and of what iOS keeps for it (`AppRecord`). Each
/// value lists the parts covering its stored properties and those it leaves out, with the
/// reason; the parts read the app, for the clock their relative times are taken from.
extension App {
    var fingerprint: String {
        App.keyParts.compactMap { $0.text(self) }.joined(separator: " ")
    }

    static let keyParts: [FingerprintPart<App>] = [
        .init("state") { "state=\($0.state.rawValue)" },
        .init("process") { app in AppProcess.keyParts.compactMap { $0.text(app) }.joined(separator: " ") },
        .init("record") { app in AppRecord.keyParts.compactMap { $0.text(app) }.joined(separator: " ") },
    ]

    static let notInKey: [String: String] = [
        "name": "in the device's part, before the app's",
        "traceName": "follows from the apps installed",
        "loader": "the same script in every run",
        "scheduler": "the device's, in its part",
        "trace": "what has happened, not what can",
        "context": "the device's (profile, budgets, code-run count, memo), in its part",
        "runtime": "the Lua process: whether there is one follows from `state`; what its variables hold is not visible to the core",
        "generation": "counts launches, to tell a dead process's jobs: an id",
        "codeDepth": "non-zero only while app code runs; the key is taken between verbs",
        "closePending": "only while app code runs",
        "runningBlock": "only while a block runs",
        "runningThread": "only while a thread's slice runs",
        "grew": "only while app code runs",
        "dispatching": "only while the event queue is dispatched",
        "drawing": "only while views draw",
        "finishingTurn": "only while a turn of the run loop ends",
        "device": "the device, whose fingerprint this is part of",
        "spareSession": "a finished HookSession kept for the next dispatch to reuse: reset before use, it carries nothing from one turn to the next",
    ]

    /// W1–W3: no fetch or push can wake an app that declares neither wake mode and has no wake
    /// pending, so none of their parts changes what can happen (and explore's states stay as many
    /// as without W1–W3).
    var wakeable: Bool {
        process.wakes.count > 0 || WakeKind.allCases.contains { record.info.backgroundModes.contains($0.mode) }
    }

    /// C6: an app that lists no identifier and has nothing pending or running has no part.
    var usesBGTasks: Bool {
        !record.info.bgTaskIdentifiers.isEmpty || !record.bgTasks.pending.isEmpty || !process.bgProcess.isRunningNothing
    }
}

extension AppProcess {
    static let keyParts: [FingerprintPart<App>] = [
        .init("launched", "windowShown") { "launched=\($0.process.launched) shown=\($0.process.windowShown)" },
        // The allowance left decides when open tasks expire (B5); without one it is not used.
        .init("enteredBackgroundAt") { app in
            guard !app.process.tasks.isEmpty, let deadline = app.expirationDeadline else { return nil }
            return "allowance=\(max(.zero, deadline - app.scheduler.now).micros)"
        },
        .init("tasks") { "tasks=" + $0.process.tasks.open.map { $0.handler == nil ? "-" : "h" }.joined() },
        .init("suspensionTicket", "expirationTicket") {
            "suspending=\($0.process.suspensionTicket != nil) expiring=\($0.process.expirationTicket != nil)"
        },
        .init("queued") { "queued=" + $0.process.queued.items.map { "\($0.name.rawValue):\($0.from ?? "")>\($0.value ?? "")" }.joined(separator: ",") },
        .init("frozen", "eventQueue", "pendingUIWork") {
            "frozen=\($0.process.frozen.count) events=\($0.process.eventQueue.count) ui=\($0.process.pendingUIWork.count)"
        },
        // S3: each thread beside the main thread, running or frozen, with where its code stands
        // (its line, its own running time, work left in a `work(seconds)`) and the clock it has
        // reached relative to now (a frozen thread's is not: its wake starts it from now, so how
        // long it has been frozen changes nothing); the blocks waiting for one; what the threads
        // freeze by.
        .init("threads", "backgroundRule") { app in
            let threads = app.process.threads
            guard !threads.isEmpty else { return nil }
            let now = app.scheduler.now
            let live = threads.live.map { thread in
                "\(thread.frozen ? "F" : "R")\(thread.line ?? "-")/\(thread.ran.micros)/\(thread.pendingWork.micros)"
                    + (thread.frozen ? "" : "@\((thread.clock - now).micros)")
            }
            return "threads=" + live.joined(separator: ",") + " waiting=\(threads.waiting.count) by=\(app.process.backgroundRule.rawValue)"
        },
        .init("pendingDrawRequests") { app in
            let requests = app.process.pendingDrawRequests
            return "draw=" + requests.keys.sorted().map { "\($0):\(requests[$0]!)" }.joined(separator: ",")
        },
        .init("announcedAccessoryGone") { "accessoryGone=\($0.process.announcedAccessoryGone)" },
        .init("touchView") { $0.process.touchView == nil ? nil : "touching" },
        .init("resources") { $0.process.resources.fingerprint },
        // W1, W2: when each pending wake times out.
        .init("wakes") { app in
            guard app.wakeable else { return nil }
            let now = app.scheduler.now
            return "wakes=" + app.process.wakes.entries.map { "\($0.kind.rawValue)@\($0.deadline.map { "\(($0 - now).micros)" } ?? "-")" }.joined(separator: ",")
        },
        // C6: the launch handlers registered, and each running task with the time its expiry (or
        // grace) has left.
        .init("bgProcess") { app in
            guard app.usesBGTasks else { return nil }
            let tasks = app.process.bgProcess, now = app.scheduler.now
            let running = tasks.running.orderedValues.map { "\($0.identifier)\($0.expired ? "!" : "")@\(($0.deadline - now).micros)" }
            return "handlers=\(tasks.registeredCount) done=\(tasks.launchFinished) running=\(running.joined(separator: ","))"
        },
    ]

    static let notInKey: [String: String] = [
        "comingToForeground": "true only inside a launch or a move to the foreground, each within one verb (C2, R1)",
        "lockingReadsInactive": "only inside applicationDidEnterBackground: at a lock",
        "launchAppearing": "V1: only between the launch's viewWillAppear: and its viewDidAppear:, within one verb",
        "glMayFinish": "R1: only from inactive → background until applicationDidEnterBackground: (or the scene's) returns, within one verb",
        "restoration": "W4: a coder is open only while app code runs, and a restoring launch lasts only inside `launch`; what was saved is the container's",
    ]
}

extension AppRecord {
    static let keyParts: [FingerprintPart<App>] = [
        .init("statusBarOrientation") { "interface=\($0.record.statusBarOrientation)" },
        .init("warnedAboutCPU") { "cpuWarned=\($0.record.warnedAboutCPU)" },
        .init("backgroundCPU", "backgroundCPUWindowStart") { $0.backgroundCPUKey },
        .init("container") { $0.record.container.fingerprint },
        // W1–W3: whether the next fetch or push wakes the app: the fetch interval, how long until
        // the next fetch may come, whether the user killed it or it ever ran.
        .init("fetchInterval", "fetchIntervalSet", "lastFetchAt", "userKilled", "launchedOnce") { app in
            guard app.wakeable else { return nil }
            let record = app.record
            let interval = record.fetchInterval.map { "\($0.micros)" } ?? (record.fetchIntervalSet ? "never" : "unset")
            var wait: Int64 = 0
            if let last = record.lastFetchAt, let every = record.fetchInterval { wait = max(.zero, last + every - app.scheduler.now).micros }
            return "fetch=\(interval)/\(wait) userKilled=\(record.userKilled) ran=\(record.launchedOnce)"
        },
        // W2: the wakes by push still in the budget's window, by age, and whether a push is held.
        .init("pushThrottle") { app in
            guard app.wakeable, app.record.launchedOnce else { return nil }
            return app.record.pushThrottle.fingerprint(at: app.scheduler.now)
        },
        // C2–C4: each session's scene state and whether it keeps an activity, and the sessions
        // shown on return and discarded unannounced (ids are left out, names kept).
        .init("scenes", "sceneRequest") { app in
            app.record.scenes.isEmpty && app.record.scenes.pendingDiscards.isEmpty ? nil : app.record.scenes.fingerprint
        },
        // C6: each pending request, its kind and how long until it may run.
        .init("bgTasks") { app in
            guard app.usesBGTasks else { return nil }
            let now = app.scheduler.now
            return "bg=" + app.record.bgTasks.pending.orderedValues.map { request in
                "\(request.identifier):\(request.kind.rawValue)@\(request.earliestBegin.map { max(.zero, $0 - now).micros } ?? 0)"
            }.joined(separator: ",")
        },
    ]

    static let notInKey: [String: String] = [
        "info": "the script's Info.plist: the same at every launch of an exploration",
        "warnedAboutEra": "whether the first launch's warning about this era's hooks is written again: a warning, never a problem",
        "warnedAboutScenes": "a warning's once-only flag: it changes no state (C1)",
    ]
}

extension App {
    /// R11: the CPU used in the background in the current window, and how old the window is.
    /// The next charge adds to them, so they decide when a violation or a kill comes. Left out
    /// when no charge can come (the app declares no background mode, so nothing keeps it
    /// running), and reduced to `expired` once the window is over (the next charge starts a new
    /// one). Not only in the background: a process launched into the background starts from the
    /// counts its predecessor left (only leaving the foreground resets them).
    var backgroundCPUKey: String? {
        guard !record.info.backgroundModes.isEmpty else { return nil }
        let age = scheduler.now - record.backgroundCPUWindowStart
        guard age < budgets.backgroundCPUWindow else { return "cpu=expired" }
        return "cpu=\(record.backgroundCPU.micros)@\(age.micros)"
    }
}
