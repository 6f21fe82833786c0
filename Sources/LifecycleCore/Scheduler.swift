import HeapModule

/// The virtual clock and its run queue, in the manner of SwiftNIO's `EmbeddedEventLoop`.
///
/// Synchronous and single-threaded: time moves only when `advance(by:)` or `spend(_:)` says so, and
/// jobs due at the same instant run in the order they were scheduled.
public final class Scheduler {
    public private(set) var now: SimTime = .zero
    private var queue = Heap<Entry>()
    private var jobs: [Int: () -> Void] = [:]
    private var nextSequence = 0

    public init() {}

    /// A handle to cancel a scheduled job.
    public struct Ticket: Hashable, Sendable { let sequence: Int }

    private struct Entry: Comparable {
        let deadline: SimTime
        let sequence: Int
        static func < (a: Entry, b: Entry) -> Bool {
            a.deadline != b.deadline ? a.deadline < b.deadline : a.sequence < b.sequence
        }
    }

    /// Runs `job` once the clock reaches `deadline` (at once on the next run if it already has).
    @discardableResult
    public func schedule(at deadline: SimTime, _ job: @escaping () -> Void) -> Ticket {
        let sequence = nextSequence
        nextSequence += 1
        jobs[sequence] = job
        queue.insert(Entry(deadline: deadline, sequence: sequence))
        // S3: a thread running up to the next job just scheduled one before it: it pauses there.
        if let sliceEnd, deadline < sliceEnd {
            self.sliceEnd = deadline
            onEarlierJob?(deadline)
        }
        return Ticket(sequence: sequence)
    }

    // MARK: Threads beside the main thread (S3)

    /// Called before each job runs, with the time it runs at, and at the end of `advance` with
    /// its end: the app threads beside the main thread catch up with the clock there. Jobs it
    /// schedules before that time run first.
    public var beforeJob: ((SimTime) -> Void)?
    /// While a thread runs up to the next job: that job's time. A job scheduled before it calls
    /// `onEarlierJob` (the thread pauses there, so the job runs in time).
    public var sliceEnd: SimTime?
    public var onEarlierJob: ((SimTime) -> Void)?
    private var catchingUp = false

    /// Moves the clock to `time`, which a thread running beside the main thread reached; never
    /// back, and never past the next job (the thread runs no further), unless the thread
    /// `overran` it: code that cannot pause there (inside a C function that called back into
    /// Lua) runs whole, as main-thread code does, and the jobs it passed run late.
    public func moveClock(to time: SimTime, overran: Bool = false) {
        let time = overran ? time : sliceEnd.map { min(time, $0) } ?? time
        if time > now { now = time }
    }

    /// The threads catch up with `time` (`beforeJob`), unless they are doing so already.
    private func catchUp(to time: SimTime) {
        guard let beforeJob, !catchingUp else { return }
        catchingUp = true
        beforeJob(time)
        catchingUp = false
    }

    @discardableResult
    public func schedule(after delay: SimDuration, _ job: @escaping () -> Void) -> Ticket {
        schedule(at: now + delay, job)
    }

    /// The job will not run. Its heap entry is dropped when it comes due, or earlier, once
    /// cancelled entries are most of the heap (a scenario that cancels without ever reaching the
    /// deadlines, such as Home/reopen without `advance`, keeps its memory flat).
    public func cancel(_ ticket: Ticket) {
        guard jobs.removeValue(forKey: ticket.sequence) != nil else { return }
        if queue.count > 64, queue.count > 2 * jobs.count {
            queue = Heap(queue.unordered.filter { jobs[$0.sequence] != nil })
        }
    }

    /// Moves the clock forward by time spent on the simulated main thread (a hook's cost).
    public func spend(_ duration: SimDuration) {
        assert(duration >= .zero, "the clock never goes back: spent \(duration) s")
        now = now + duration
    }

    /// Asked every few jobs while time passes: true stops the run there (Ctrl-C at the REPL),
    /// leaving the rest queued and the clock where the last job left it.
    public var shouldStop: (() -> Bool)?
    /// The last `advance` or `runDue` was stopped by `shouldStop`.
    public private(set) var stopped = false

    /// Whether a run of jobs was stopped since the last call (and forgets it).
    public func takeStop() -> Bool {
        defer { stopped = false }
        return stopped
    }

    /// Lets `duration` pass, running every job due on the way at its own deadline, or as soon as
    /// the main thread is free when an earlier job overran it.
    public func advance(by duration: SimDuration) {
        assert(duration >= .zero, "the clock never goes back: advanced by \(duration) s")
        let end = now + duration
        runDue(until: end)
        // S3: the threads catch up with the end; what they schedule before it runs too.
        while !stopped, beforeJob != nil {
            catchUp(to: end)
            guard let first = queue.min, first.deadline <= end else { break }
            runDue(until: end)
        }
        if now < end, !stopped { now = end }
    }

    /// Runs the jobs already due, without moving the clock past the latest of them.
    public func runDue() {
        runDue(until: now)
    }

    /// The threads beside the main thread catch up with the clock now (before a verb acts).
    public func catchUpThreads() {
        catchUp(to: now)
    }

    private func runDue(until end: SimTime) {
        stopped = false
        var ran = 0
        while let first = queue.min, first.deadline <= end {
            ran += 1
            if ran & 255 == 0, let shouldStop, shouldStop() {
                stopped = true
                return
            }
            guard jobs[first.sequence] != nil else { queue.removeMin(); continue }
            if beforeJob != nil, !catchingUp {
                // S3: the threads run up to this job; one they schedule sooner runs first.
                catchUp(to: max(now, first.deadline))
                guard queue.min?.sequence == first.sequence else { continue }
            }
            queue.removeMin()
            guard let job = jobs.removeValue(forKey: first.sequence) else { continue }
            if now < first.deadline { now = first.deadline }
            job()
        }
    }

    /// The number of jobs still waiting (cancelled ones excluded).
    public var pendingCount: Int { jobs.count }
}
