import DequeModule

/// S3: a block on a global queue, running on a thread of its own beside the main thread. It
/// runs on the simulated clock from the moment it is dispatched until it returns, its app is
/// suspended (it freezes at the instruction it reached, to go on at the app's next wake), its
/// watchdog fires (T5), or its process dies (it is lost).
final class AppThread {
    /// Numbers the threads of a process, for the `froze`, `resumed` and `lost` lines.
    let id: Int
    let block: CallbackID
    /// How far the thread has run on the device's clock.
    var clock: SimTime
    /// Its own running time so far (the watchdog's, T5): time spent frozen is not counted.
    var ran = SimDuration.zero
    /// Where its code stands between two slices (nil: it has not begun).
    var paused: PausedCode?
    /// The part of a `work(seconds)` call still to spend before its code goes on.
    var pendingWork = SimDuration.zero
    /// Frozen with its suspended app (S3): it runs again when the app runs code.
    var frozen = false
    /// The stretch the trace has not shown yet: when it began, and what it cost so far.
    var stretchStart: SimTime
    var stretchCost = SimDuration.zero
    /// T5: the spin this block belongs to (a queue polling itself), and its own run.
    let parent: BlockRun?
    let run = BlockRun()
    /// When its block was dispatched (T5: a block that waited for a free thread still continues
    /// the spin of the one that queued it).
    let due: SimTime
    /// Main-thread code a deadline of the background paused (a main-queue block, a timer's
    /// handler): it goes on as a job of the main run loop, never beside it (App+MainPause.swift).
    let main: MainCode?

    init(id: Int, block: CallbackID, at time: SimTime, due: SimTime? = nil, parent: BlockRun?, main: MainCode? = nil) {
        self.id = id
        self.block = block
        self.clock = time
        self.stretchStart = time
        self.parent = parent
        self.due = due ?? time
        self.main = main
    }

    /// What the trace calls it, and its queue (nil for a timer).
    var kind: CodeKind { main?.kind ?? .block }
    var queue: String? { main.map { $0.kind == .block ? DispatchQueueKind.main.rawValue : nil } ?? DispatchQueueKind.global.rawValue }

    /// The line its code stopped at, as the trace shows it.
    var line: String? { paused?.line }
}

/// S3: the process's threads beside the main thread. At most `width` run at once, as GCD's pool
/// of worker threads is limited: the blocks beyond wait their turn, first come first served. So
/// every walk of the running threads is bounded, whatever a script dispatches.
struct AppThreads {
    /// GCD's limit on the worker threads of a process (64).
    static let width = 64

    /// Running or frozen, in the order they began.
    private(set) var live: [AppThread] = []
    /// Blocks dispatched while `width` threads were live, with the time each was dispatched and
    /// the block that queued it.
    private(set) var waiting = Deque<(block: CallbackID, at: SimTime, parent: BlockRun?)>()
    private var nextID = 1

    var isEmpty: Bool { live.isEmpty && waiting.isEmpty }
    var hasRoom: Bool { live.count < AppThreads.width }

    /// A new thread for `block`, begun at `time`, dispatched at `due` (by default `time`;
    /// `main`: main-thread code a deadline paused).
    mutating func begin(_ block: CallbackID, at time: SimTime, due: SimTime? = nil, parent: BlockRun?, main: MainCode? = nil) -> AppThread {
        let thread = AppThread(id: nextID, block: block, at: time, due: due, parent: parent, main: main)
        nextID += 1
        live.append(thread)
        return thread
    }

    mutating func wait(_ block: CallbackID, at time: SimTime, parent: BlockRun?) {
        waiting.append((block, time, parent))
    }

    /// The next waiting block, once a thread is free.
    mutating func nextWaiting() -> (block: CallbackID, at: SimTime, parent: BlockRun?)? {
        hasRoom ? waiting.popFirst() : nil
    }

    /// Removes a finished thread (at most `width` live: a linear search is bounded).
    mutating func end(_ thread: AppThread) {
        if let index = live.firstIndex(where: { $0 === thread }) { live.remove(at: index) }
    }
}
