/// Background execution: suspension (B1, L2, S3), background tasks and their expiry (B5),
/// `backgroundTimeRemaining`, and dispatched blocks.
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
        wake()
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

    /// Queues a block. It runs when due if the process still lives; a block due while the app is
    /// suspended waits until the app runs code again (S3). In the background a block is stopped
    /// when the background allowance runs out, and the tasks expire (B5). A queued block counts in
    /// the footprint until it runs (M1), and dies with the process. A block queued by a running
    /// block remembers it, to tell a queue spinning (T5).
    func dispatch(_ block: CallbackID, queue: DispatchQueueKind, at time: SimTime) {
        process.resources.pendingBlocks += 1
        let parent = runningBlock
        var ticket: Scheduler.Ticket?
        ticket = schedule(at: time) { [unowned self] in
            if let ticket { self.process.resources.blockTickets.remove(ticket) }
            self.runBlock(block, queue: queue, due: time, parent: parent)
        }
        if let ticket { process.resources.blockTickets.insert(ticket) }
    }

    private func runBlock(_ block: CallbackID, queue: DispatchQueueKind, due: SimTime, parent: BlockRun?) {
        // S3: a block that comes due while the app is suspended waits until the app runs code
        // again. So does a block of a global queue that comes due in the background with no
        // reason to run (queued before Home, by applicationWillResignActive:, say): the app is
        // being suspended, and its threads with it, so work that must go on needs a background
        // task (B5). A main-queue block already queued still runs in the run loop's turn.
        let frozenWithTheApp = queue == .global && idleInBackground
        guard state != .suspended, !frozenWithTheApp else {
            process.frozen.append { [unowned self] in self.runBlock(block, queue: queue, due: due, parent: parent) }
            if frozenWithTheApp, process.suspensionTicket == nil { scheduleSuspensionCheck() }
            return
        }
        process.resources.pendingBlocks -= 1
        guard let runtime else { return }
        // T5: a spinning queue. A block queued by a block that did no work of its own (its code
        // cost less than the dispatch overhead), due back to back with it (before it returned),
        // continues its spin: a queue polling itself. The spin counts its blocks' own time, so
        // two spins that take turns on the simulated clock are each caught, and time spent frozen
        // with the app is not counted. Once a spin has run `spinningQueue`, the watchdog stops it
        // before the next block. A burst of blocks queued at once, and a long job cut into blocks
        // that each work (a save, an upload), do not spin.
        let start = scheduler.now
        var spun = SimDuration.zero
        if let parent, !parent.worked, due <= parent.end { spun = parent.spun }
        if spun >= budgets.spinningQueue {
            let queueName = queue == .main ? "the main queue" : "a global queue"
            runtime.release(block)
            kill(.watchdog, rule: .T5, code: "0x8badf00d",
                 message: "\(queueName) spun for \(budgets.spinningQueue) s: blocks that do nothing but queue the next one, back to back (a block that queues itself?); wait with asyncAfter or an NSTimer instead")
            return
        }
        var budget = budgets.budget(for: queue)
        var limitedByAllowance = false, limitedByWake = false, limitedByBGTask = false
        if state == .background, !process.tasks.isEmpty, let deadline = expirationDeadline {
            let left = max(.zero, deadline - scheduler.now)
            if left < budget { budget = left; limitedByAllowance = true }
        }
        // W1, W2: a wake's 30 s stop the block too: the watchdog kills the app at the deadline,
        // and nothing the block would do after it happens.
        if state == .background, !process.wakes.keepsNothingRunning, let deadline = process.wakes.earliestDeadline() {
            let left = max(.zero, deadline - scheduler.now)
            if left < budget { budget = left; limitedByWake = true; limitedByAllowance = false }
        }
        // C6: so does a BGTask's run time: its expiration is due then, and runs next.
        if state == .background, !process.bgProcess.isRunningNothing, let deadline = process.bgProcess.earliestDeadline {
            let left = max(.zero, deadline - scheduler.now)
            if left < budget {
                budget = left; limitedByBGTask = true; limitedByWake = false; limitedByAllowance = false
            }
        }
        var stopped = false
        let run = BlockRun()
        let outer = runningBlock
        runningBlock = run
        let value = runCode(nil, kind: .block, queue: queue.rawValue, budget: budget,
                            watchdogRule: .T5, budgetKill: .watchdog, { session in
            var outcome = runtime.run(block, argument: .none, session: session)
            run.worked = session.cost >= budgets.dispatchCost
            // A block is never free: it costs at least the dispatch overhead.
            if case .returned = outcome, session.cost < budgets.dispatchCost,
               !session.spend(budgets.dispatchCost - session.cost) {
                outcome = .halted(.budget)
            }
            if limitedByAllowance || limitedByWake || limitedByBGTask, outcome == .halted(.budget) {
                stopped = true
                return .returned(.none)
            }
            return outcome
        })
        runningBlock = outer
        run.end = scheduler.now
        run.spun = spun + (run.end - start)
        runtime.release(block)
        guard value != nil, stopped else { return }
        // The wake's deadline job, due now, kills the app next (W1, W2).
        guard !limitedByWake else { return }
        // C6: the task's expiration handler, due now, runs next. In iOS the block's thread would
        // only be frozen with the app, to go on at the next wake; the simulator cannot resume a
        // block part-way. When the handler completes the task, the work stopped as it asked; if
        // not, the kill at the grace's end says the rest of the block was lost.
        if limitedByBGTask {
            process.bgProcess.noteCutBlock(queue: queue.rawValue)
            return
        }
        emit(.warning(message: "a block on the \(queue.rawValue) queue was stopped: background time ran out (B5)"))
        if let ticket = process.expirationTicket { scheduler.cancel(ticket); process.expirationTicket = nil }
        expire()
    }
}

/// A block's run, as the blocks it queued see it (T5: a spinning queue).
final class BlockRun {
    /// The time the spin this block belongs to has run, its own included (set when it returns).
    var spun = SimDuration.zero
    /// Its code did work of its own (at least the dispatch overhead).
    var worked = false
    /// When it returned (the end of the clock while it runs: what it queues is back to back).
    var end = SimTime(micros: .max)
}
