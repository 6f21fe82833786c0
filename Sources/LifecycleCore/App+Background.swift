/// Background execution: suspension (B1, L2, S3), background tasks and their expiry (B5), and
/// `backgroundTimeRemaining`. Dispatched blocks are in App+Blocks.swift.
extension App {
    /// When the background allowance of this stay in the background runs out (B5).
    var expirationDeadline: SimTime? {
        guard let since = process.enteredBackgroundAt, let allowance = profile.backgroundTaskAllowance else { return nil }
        return since + allowance
    }

    func backgroundTimeRemaining(at now: SimTime) -> Double {
        guard state == .background || state == .suspended else { return .infinity }
        // W1, W2: during a wake, the time the app has to call its completion handler.
        if process.tasks.isEmpty, let end = process.wakes.latestDeadline { return max(0, (end - now).seconds) }
        guard let deadline = expirationDeadline else { return profile.multitasking ? .infinity : 0 }
        return max(0, (deadline - now).seconds)
    }

    /// Checks, once the current code has returned, whether the app still has a reason to run;
    /// if not it is suspended (B1, L2). Open background tasks are such a reason (B2, B5), and so
    /// is a wake whose completion handler has not been called (W1, W2).
    func scheduleSuspensionCheck() {
        if let ticket = process.suspensionTicket { scheduler.cancel(ticket) }
        process.suspensionTicket = schedule(at: scheduler.now) { [unowned self] in
            self.process.suspensionTicket = nil
            if self.idleInBackground { self.suspend() }
        }
    }

    /// In the background with no reason to run: no open background task (B5), no background
    /// mode in use (B2), no wake whose completion handler is still to be called (W1, W2). Such an
    /// app is being suspended (S3): it runs nothing more.
    var idleInBackground: Bool {
        state == .background && !process.comingToForeground && process.tasks.isEmpty && !keptRunningByMode
            && process.wakes.keepsNothingRunning && process.bgProcess.isRunningNothing
    }

    /// Arms the end of the background allowance (B5).
    func scheduleExpiration() {
        guard state == .background, process.expirationTicket == nil, let deadline = expirationDeadline else { return }
        process.expirationTicket = schedule(at: deadline) { [unowned self] in
            self.process.expirationTicket = nil
            self.expire()
        }
    }

    /// Background time is up (B5): each open task's expiration handler is called; a task still
    /// open after its handler returned gets the app killed.
    func expire() {
        guard state == .background || state == .suspended, !process.tasks.isEmpty else { return }
        wake(for: .B5)
        for task in process.tasks.open {
            guard process.tasks.isOpen(task.id) else { continue }
            emit(.task(action: "expire", id: task.id))
            guard let handler = task.handler, let runtime else { continue }
            guard runCode(nil, kind: .expirationHandler, task: task.id, budget: budgets.expirationHandler,
                          watchdogRule: .B5, budgetKill: .expired, { session in
                runtime.run(handler, argument: .none, session: session)
            }) != nil else { return }
        }
        if !process.tasks.isEmpty {
            let ids = listed(process.tasks.open.map { String($0.id) })
            kill(.expired, rule: .B5, code: "0x8badf00d",
                 message: "background task \(ids) not ended when background time ran out")
            return
        }
        suspend()
    }

    func beginBackgroundTask(handler: CallbackID?, in session: HookSession) -> Int {
        if !profile.multitasking {
            let who = profile.systemMultitasking ? "a device that cannot multitask" : profile.name
            emit(.warning(message: "\(who) has no background tasks: UIBackgroundTaskInvalid returned (B5)"), at: session.now)
            return 0
        }
        if session.hook == .willTerminate {
            emit(.violation(rule: .T2, message: "applicationWillTerminate: cannot ask for more background time"), at: session.now)
            return 0
        }
        if let deadline = expirationDeadline, session.now >= deadline {
            emit(.warning(message: "background time has run out: UIBackgroundTaskInvalid returned (B5)"), at: session.now)
            return 0
        }
        let id = process.tasks.begin(handler: handler)
        process.backgroundRule = .B5   // S3: its threads freeze by B5 once the tasks end
        emit(.task(action: "begin", id: id), at: session.now)
        return id
    }

    func endBackgroundTask(_ id: Int, in session: HookSession) {
        guard id != 0 else { return }   // ending UIBackgroundTaskInvalid does nothing
        guard let task = process.tasks.end(id) else {
            emit(.violation(rule: .B5, message: "endBackgroundTask(\(id)): no such task is open (ended twice?)"), at: session.now)
            return
        }
        if let handler = task.handler { runtime?.release(handler) }
        emit(.task(action: "end", id: id), at: session.now)
        if process.tasks.isEmpty, state == .background, session.hook != .didEnterBackground { scheduleSuspensionCheck() }
    }
}
