/// S3: one slice of a thread's run: from where its code stands up to the device's next job
/// (`Scheduler.sliceEnd`), inside `runCode` under its watchdog (T5, its own running time).
extension App {
    func runSlice(_ thread: AppThread, until end: SimTime) {
        guard let runtime else { return }
        let budget = budgets.globalQueueBlock
        if thread.paused == nil, thread.ran == .zero, thread.pendingWork == .zero {
            // T5: a spinning queue (App+Blocks.swift): a block queued, back to back, by one
            // that did no work of its own continues its spin.
            if let parent = thread.parent, !parent.worked, thread.due <= parent.end { thread.run.spin = parent.spin }
            if thread.run.spin.ran >= budgets.spinningQueue { return killSpin(.global) }
        }
        // The rest of a `work(seconds)` the code paused in comes first.
        if thread.pendingWork > .zero {
            let step = min(thread.pendingWork, end - thread.clock, budget - thread.ran)
            thread.pendingWork = thread.pendingWork - step
            thread.clock = thread.clock + step
            thread.ran = thread.ran + step
            thread.stretchCost = thread.stretchCost + step
            scheduler.moveClock(to: thread.clock)
            chargeBackgroundCPU(step)
            if thread.ran >= budget { return killOverrun(thread) }
            if thread.pendingWork > .zero { return }
        }
        let slice = ThreadSlice(thread: thread, pauseAt: end)
        let outer = runningBlock
        runningBlock = thread.run
        runningThread = thread
        defer { runningThread = nil }
        let launch = generation
        let value = runCode(nil, kind: .block, queue: DispatchQueueKind.global.rawValue, budget: budget - thread.ran,
                            watchdogRule: .T5, slice: slice) { session in
            let step = thread.paused.map { runtime.resume($0, session: session) } ?? runtime.start(thread.block, session: session)
            slice.step = step
            switch step {
            case .paused(let code):
                thread.paused = code
                thread.pendingWork = session.pendingWork
                return .returned(.none)
            case .finished(let outcome):
                // T5: a block that did no work of its own (less than the dispatch overhead) may
                // be a spin.
                let spent = thread.ran + session.cost
                thread.run.worked = spent >= budgets.dispatchCost
                return blockEnded(outcome, spent: spent, in: session)
            }
        }
        runningBlock = outer
        guard generation == launch, value != nil, isRunning else { return }   // died: the kill says how
        if case .paused = slice.step {
            if state == .suspended { freeze(thread) }
            return
        }
        endThread(thread)
    }

    /// T5: a thread ran its whole watchdog budget inside `work(seconds)`.
    private func killOverrun(_ thread: AppThread) {
        flushStretch(of: thread)
        kill(.watchdog, rule: .T5, code: "0x8badf00d",
             message: "a dispatched block did not return within \(budgets.globalQueueBlock) s of its own running time")
    }

    /// The thread's block returned (or was cut): the thread is free for a waiting block.
    func endThread(_ thread: AppThread) {
        thread.run.end = thread.clock
        if !thread.run.worked { thread.run.spin.ran = thread.run.spin.ran + thread.ran }
        runtime?.release(thread.block)
        process.threads.end(thread)
        context.liveThreads -= 1
        process.resources.pendingBlocks -= 1
        if let next = process.threads.nextWaiting() {
            _ = process.threads.begin(next.block, at: max(next.at, thread.clock), due: next.at, parent: next.parent)
            context.liveThreads += 1
        }
    }
}

/// S3: what `runCode` needs to run a slice of a thread, and what the slice did.
final class ThreadSlice {
    let thread: AppThread
    /// Where the code pauses at the latest: the device's next job.
    let pauseAt: SimTime
    /// How the code's run went: paused, or finished.
    var step: CodeStep?

    init(thread: AppThread, pauseAt: SimTime) {
        self.thread = thread
        self.pauseAt = pauseAt
    }
}

extension App {
    /// S3: the slice starts at the thread's clock, pauses at the device's next job at the
    /// latest, and moves the device's clock as it goes (`Scheduler.moveClock`).
    func beginSlice(_ slice: ThreadSlice, in session: HookSession) {
        session.slice(from: slice.thread.clock, pauseAt: slice.pauseAt, drivesClock: true)
        context.threadSession = session
    }

    /// S3: the thread's clock and running time go on by the slice's cost (not the main
    /// thread's: the device's clock is not spent). Its `run` line covers the stretch since the
    /// last one shown, stamped with the stretch's beginning; a paused slice that did nothing the
    /// trace shows writes none (its time goes to the next line).
    func endSlice(_ slice: ThreadSlice, slot: Int, session: HookSession) {
        let thread = slice.thread
        context.threadSession = nil
        thread.clock = session.now
        thread.ran = thread.ran + session.cost
        let cost = thread.stretchCost + session.cost
        let head = TraceRecord(time: thread.stretchStart, app: traceName,
                               event: .run(kind: .block, cost: cost, queue: DispatchQueueKind.global.rawValue))
        var paused = false
        if case .paused = slice.step { paused = true }
        if paused, !trace.closeFrameIfHeld(slot, head: head) {
            thread.stretchCost = cost
            return
        }
        if !paused { trace.closeFrame(slot, head: head) }
        thread.stretchStart = thread.clock
        thread.stretchCost = .zero
    }
}
