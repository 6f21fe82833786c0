/// S3: main-thread code that a deadline of the background (B5's allowance, W1/W2's 30 s, C6's
/// task time) reaches part-way: a main-queue block or a timer's handler. It pauses there; the
/// deadline acts (an expiration handler, a kill); then the code goes on as the main run loop's
/// next job, freezes with the app suspended, or is lost with the process.
struct MainCode {
    /// `block` or `timer`.
    let kind: CodeKind
    let subject: String?
    /// A block's callback is the system's to release when it returns; a timer keeps its own.
    var releases: Bool { kind == .block }
}

extension App {
    /// Runs main-thread code `callback` under `budget` (its watchdog, T5), pausing it at the
    /// nearest deadline of the background when there is one before the budget ends. Returns
    /// the code's value, or nil when the app died in it; `paused` is set when it paused.
    func runOnMain(_ callback: CallbackID, code: MainCode, budget: SimDuration, deadline: SimTime?,
                   worked: inout Bool, paused: inout AppThread?) -> HookValue? {
        guard let runtime else { return nil }
        var pausedCode: PausedCode?
        var pending = SimDuration.zero
        let start = scheduler.now
        var cost = SimDuration.zero
        var didWork = false
        let value = runCode(nil, kind: code.kind, queue: code.kind == .block ? DispatchQueueKind.main.rawValue : nil,
                            subject: code.subject, budget: budget, watchdogRule: .T5) { session in
            // Without a deadline to pause at, a protected call: no coroutine to make (the cost of
            // a dispatch, docs/performance.md).
            let step: CodeStep
            if let deadline {
                session.slice(from: session.start, pauseAt: deadline, drivesClock: false)
                step = runtime.start(callback, session: session)
            } else {
                step = .finished(runtime.run(callback, argument: .none, session: session))
            }
            cost = session.cost
            switch step {
            case .paused(let paused):
                pausedCode = paused
                pending = session.pendingWork
                return .returned(.none)
            case .finished(let outcome):
                // T5: a block that did no work of its own may be a spin (a cut one is not told).
                if codeEnded(outcome, in: session) != .halted(.cut) { didWork = session.cost >= budgets.dispatchCost }
                return code.kind == .block ? blockEnded(outcome, spent: session.cost, in: session) : codeEnded(outcome, in: session)
            }
        }
        worked = didWork || pausedCode != nil
        guard value != nil, isRunning, let pausedCode else { return value }
        let thread = process.threads.begin(callback, at: start, parent: nil, main: code)
        context.liveThreads += 1
        thread.paused = pausedCode
        thread.pendingWork = pending
        thread.ran = cost
        paused = thread
        return value
    }

    /// S3: paused main-thread code goes on as the main run loop's next job (after the
    /// deadline's own job, due already), unless its app is suspended then (it is frozen, and
    /// goes on when the app runs again) or dead (it is lost).
    func continueOnMain(_ thread: AppThread) {
        schedule(at: scheduler.now) { [unowned self] in
            guard let code = thread.main, let paused = thread.paused, !thread.frozen, state.runsCode,
                  process.threads.live.contains(where: { $0 === thread }), let runtime else { return }
            let budget = budgets.otherHook - thread.ran
            let deadline = mainDeadline(budget: budget)
            // A timer's handler going on is no second firing: its subject says so.
            let subject = code.kind == .timer ? code.subject.map { "\($0), going on" } : code.subject
            let value = runCode(nil, kind: code.kind, queue: thread.queue, subject: subject, budget: budget,
                                watchdogRule: .T5) { session in
                session.slice(from: session.start, pauseAt: deadline, drivesClock: false)
                var step = CodeStep.paused(paused)
                if thread.pendingWork > .zero, !session.spendWork(thread.pendingWork) {
                    if session.exhausted { return .halted(.budget) }
                    thread.pendingWork = session.pendingWork
                } else {
                    thread.pendingWork = .zero
                    step = runtime.resume(paused, session: session)
                }
                thread.ran = thread.ran + session.cost
                switch step {
                case .paused(let code):
                    thread.paused = code
                    if session.pendingWork > .zero { thread.pendingWork = session.pendingWork }
                    return .returned(.none)
                case .finished(let outcome):
                    thread.paused = nil
                    return codeEnded(outcome, in: session)
                }
            }
            guard value != nil, isRunning else { return }
            if thread.paused == nil {
                process.threads.end(thread)
                context.liveThreads -= 1
                if code.releases { runtime.release(thread.block) }
            } else if state != .suspended {
                afterMainPause(thread)
            }
        }
    }

    /// Where main-thread code about to run pauses: the nearest deadline of the background
    /// before its budget ends (B5, W1, W2, C6), or nil.
    func mainDeadline(budget: SimDuration) -> SimTime? {
        let deadline = blockDeadline(for: .main, budget: budget)
        return deadline.cause == nil ? nil : scheduler.now + deadline.budget
    }

    /// The deadline that paused main-thread code acts now (B5: the expiration handlers; W1,
    /// W2, C6: their jobs are due and run first); then the code goes on, unless the app was
    /// suspended (frozen) or died (lost).
    func afterMainPause(_ thread: AppThread) {
        if state == .background, let deadline = expirationDeadline, scheduler.now >= deadline, !process.tasks.isEmpty {
            if let ticket = process.expirationTicket { scheduler.cancel(ticket); process.expirationTicket = nil }
            expire()
        }
        guard isRunning, !thread.frozen else { return }
        continueOnMain(thread)
    }

    /// How code that can pause ended: as it says, unless a runtime that could not pause it
    /// stopped it at its pause point (it was cut there, S3).
    func codeEnded(_ outcome: HookOutcome, in session: HookSession) -> HookOutcome {
        outcome == .halted(.budget) && !session.exhausted && session.pauseDue ? .halted(.cut) : outcome
    }

    /// As `codeEnded`, for a dispatched block that spent `spent` in all: a block is never free,
    /// it costs at least the dispatch overhead (T5), spent now when it returned sooner.
    func blockEnded(_ outcome: HookOutcome, spent: SimDuration, in session: HookSession) -> HookOutcome {
        let outcome = codeEnded(outcome, in: session)
        guard case .returned = outcome, spent < budgets.dispatchCost else { return outcome }
        session.spend(budgets.dispatchCost - spent)
        return session.exhausted ? .halted(.budget) : outcome
    }

    /// T5: a queue that spun for `spinningQueue`, blocks that do nothing but queue the next one.
    func killSpin(_ queue: DispatchQueueKind) {
        let queueName = queue == .main ? "the main queue" : "a global queue"
        kill(.watchdog, rule: .T5, code: "0x8badf00d",
             message: "\(queueName) spun for \(budgets.spinningQueue) s: blocks that do nothing but queue the next one, back to back (a block that queues itself?); wait with asyncAfter or an NSTimer instead")
    }
}
