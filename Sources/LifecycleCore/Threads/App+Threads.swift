/// S3: a block on a global queue runs on a thread beside the main thread (`AppThread`). It
/// catches up with the clock before each next thing on the device (a job, a verb, the end of
/// `advance`), freezes when its app is suspended, goes on where it stopped at the app's next
/// wake, and is lost with its process. Its watchdog counts its own running time (T5).
extension App {
    /// A block of a global queue begins now, on a thread of its own, or waits for one (GCD's
    /// width). One that comes due while the app is suspended waits until it runs code (S3).
    func beginThread(_ block: CallbackID, at time: SimTime, parent: BlockRun?) {
        guard state != .suspended else {
            process.frozen.append { [unowned self] in self.beginThread(block, at: self.scheduler.now, parent: parent) }
            return
        }
        guard process.threads.hasRoom else { return process.threads.wait(block, at: time, parent: parent) }
        _ = process.threads.begin(block, at: time, parent: parent)
        context.liveThreads += 1
    }

    /// S3: the app is suspended: its threads freeze where they are. The one running now stops
    /// at its next instruction, and freezes when it does.
    func freezeThreads() {
        for thread in process.threads.live where !thread.frozen && thread !== runningThread {
            freeze(thread)
        }
        if runningThread != nil { context.threadSession?.pause(by: scheduler.now) }
    }

    func freeze(_ thread: AppThread) {
        flushStretch(of: thread)
        thread.frozen = true
        emit(.code(action: .froze, id: thread.id, kind: thread.kind, queue: thread.queue,
                   line: thread.line, rule: process.backgroundRule, ran: thread.ran))
    }

    /// S3: the app runs code again: its frozen threads go on from where they stopped. The time
    /// they spent frozen counts for nothing.
    func resumeThreads() {
        for thread in process.threads.live where thread.frozen {
            thread.frozen = false
            thread.clock = scheduler.now
            thread.stretchStart = scheduler.now
            emit(.code(action: .resumed, id: thread.id, kind: thread.kind, queue: thread.queue,
                       line: thread.line, rule: process.backgroundRule, ran: thread.ran))
            if thread.main != nil { continueOnMain(thread) }   // as a job of the main run loop
        }
    }

    /// S3: the process dies: its threads' code never runs again (`lost`), but the one whose own
    /// code died, which the kill line describes.
    func loseThreads(rule: Rule) {
        for thread in process.threads.live where thread !== runningThread {
            flushStretch(of: thread)
            emit(.code(action: .lost, id: thread.id, kind: thread.kind, queue: thread.queue,
                       line: thread.line, rule: rule, ran: thread.ran))
        }
        context.liveThreads -= process.threads.live.count
    }

    /// A `run` line for the stretch the thread ran and the trace has not shown (before it freezes).
    func flushStretch(of thread: AppThread) {
        guard thread.stretchCost > .zero else { return }
        emit(.run(kind: .block, cost: thread.stretchCost, queue: DispatchQueueKind.global.rawValue), at: thread.stretchStart)
        thread.stretchStart = thread.clock
        thread.stretchCost = .zero
    }
}
