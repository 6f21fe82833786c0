/// Dispatched blocks (S3, B5, T5): queued, frozen with a suspended app, run under their queue's
/// watchdog; a main-queue block pauses at the nearest deadline of the background (B5, W1, W2, C6:
/// App+MainPause.swift); a global queue's block runs on a thread (Threads/).
extension App {
    /// Queues a block. It runs when due if the process still lives; a block due while the app is
    /// suspended waits until the app runs code again (S3). A global queue's block begins on a
    /// thread beside the main thread (App+Threads.swift). A queued block counts in the footprint
    /// until it runs (M1), and dies with the process. A block queued by a running block remembers
    /// it, to tell a queue spinning (T5).
    func dispatch(_ block: CallbackID, queue: DispatchQueueKind, at time: SimTime, delayed: Bool = true) {
        process.resources.pendingBlocks += 1
        let parent = runningBlock
        // S3: a block of a global queue begins at once on a thread beside the main thread, after
        // the dispatch overhead (so a block that queues itself moves on the clock, T5).
        if queue == .global, !delayed { return beginThread(block, at: time + budgets.dispatchCost, parent: parent) }
        var ticket: Scheduler.Ticket?
        ticket = schedule(at: time) { [unowned self] in
            if let ticket { self.process.resources.blockTickets.remove(ticket) }
            if queue == .global { return self.beginThread(block, at: time, parent: parent) }
            self.runBlock(block, queue: queue, due: time, parent: parent)
        }
        if let ticket { process.resources.blockTickets.insert(ticket) }
    }

    private func runBlock(_ block: CallbackID, queue: DispatchQueueKind, due: SimTime, parent: BlockRun?) {
        // S3: a block that comes due while the app is suspended waits until the app runs code
        // again. A main-queue block already queued still runs in the run loop's turn. (A global
        // queue's blocks run on threads: App+Threads.swift.)
        guard state != .suspended else {
            process.frozen.append { [unowned self] in self.runBlock(block, queue: queue, due: due, parent: parent) }
            return
        }
        process.resources.pendingBlocks -= 1
        guard let runtime else { return }
        // T5: a spinning queue. A block queued by a block that did no work of its own (its code
        // cost less than the dispatch overhead), due back to back with it (before it returned),
        // continues its spin: a queue polling itself. The spin counts its blocks' own time, so
        // two spins that take turns on the simulated clock are each caught, and time spent frozen
        // with the app is not counted. The spin is shared by every block of it: a block that
        // queues two (a fan, `local function fan() q:async(fan) q:async(fan) end`) grows one
        // spin, whose blocks run one generation after another. Once a spin has run
        // `spinningQueue`, the watchdog stops it before the next block. A burst of blocks queued
        // at once, and a long job cut into blocks that each work (a save, an upload), do not spin.
        let start = scheduler.now
        let run = BlockRun()
        if let parent, !parent.worked, due <= parent.end { run.spin = parent.spin }
        if run.spin.ran >= budgets.spinningQueue {
            runtime.release(block)
            return killSpin(queue)
        }
        let deadline = blockDeadline(for: queue, budget: budgets.budget(for: queue))
        let outer = runningBlock
        runningBlock = run
        var paused: AppThread?
        let pauseAt = deadline.cause == nil ? nil : scheduler.now + deadline.budget
        // S3: a background deadline before its budget ends pauses it there (App+MainPause.swift).
        let value = runOnMain(block, code: MainCode(kind: .block, subject: nil),
                              budget: budgets.budget(for: queue), deadline: pauseAt, worked: &run.worked, paused: &paused)
        runningBlock = outer
        run.end = scheduler.now
        if !run.worked { run.spin.ran = run.spin.ran + (run.end - start) }
        if value == nil { return }
        if let paused {
            afterMainPause(paused)
            return
        }
        runtime.release(block)
    }

    /// Where main-thread code about to run pauses: its budget (`budget`, the watchdog's), or in
    /// the background the nearest deadline that comes sooner (S3: App+MainPause.swift).
    func blockDeadline(for queue: DispatchQueueKind, budget: SimDuration) -> BlockDeadline {
        var deadline = BlockDeadline(budget: budget, now: scheduler.now)
        guard state == .background else { return deadline }
        // B5: the background allowance, while tasks are open.
        if !process.tasks.isEmpty { deadline.consider(expirationDeadline, .allowance) }
        // W1, W2: a wake's 30 s pause it too: the watchdog kills the app at the deadline, and
        // nothing the code would do after it happens (it is lost).
        if !process.wakes.keepsNothingRunning { deadline.consider(process.wakes.earliestDeadline(), .wake) }
        // C6: so does a BGTask's run time: its expiration is due then, and runs next.
        if !process.bgProcess.isRunningNothing { deadline.consider(process.bgProcess.earliestDeadline, .bgTask) }
        return deadline
    }
}

/// The deadline a dispatched block's run stops at: its queue's budget, unless a deadline of the
/// background comes sooner (B5, W1, W2, C6). The nearest wins; of equal ones, the first given.
struct BlockDeadline {
    /// What ends the run before its own budget would.
    enum Cause { case allowance, wake, bgTask }

    private(set) var budget: SimDuration
    /// Nil: the queue's budget, a watchdog's (T5).
    private(set) var cause: Cause?
    let now: SimTime

    init(budget: SimDuration, now: SimTime) {
        self.budget = budget
        self.now = now
    }

    /// `deadline` (nil: none) ends the run if it comes before the nearest so far.
    mutating func consider(_ deadline: SimTime?, _ cause: Cause) {
        guard let deadline else { return }
        let left = max(.zero, deadline - now)
        if left < budget {
            budget = left
            self.cause = cause
        }
    }
}

/// A block's run, as the blocks it queued see it (T5: a spinning queue).
final class BlockRun {
    /// The spin this block belongs to: its own, or the one of the block that queued it.
    var spin = QueueSpin()
    /// Its code did work of its own (at least the dispatch overhead).
    var worked = false
    /// When it returned (the end of the clock while it runs: what it queues is back to back).
    var end = SimTime(micros: .max)
}

/// T5: blocks that do nothing but queue more, back to back, and the time they ran: one for all
/// the blocks of a spin, however many each queues.
final class QueueSpin {
    /// The time its blocks that did no work ran (each at least the dispatch overhead).
    var ran = SimDuration.zero
}
