#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The threads `explore` and `test` run their work on: `jobs` `WorkerThread`s (8 MiB stacks,
/// as app code needs), each with its own `Worker` made on that thread and kept to the end (an
/// explorer's Lua states and memo; nothing for grading).
///
/// `map` hands the results of a batch to the caller by index, in order, as they come in, on the
/// caller's thread: whatever `jobs` is and whichever thread finished first, the caller sees the
/// same sequence, so every report and exploration is the same (H10). A result that `stops` ends
/// the batch early (a suite error, H31): indices are taken in order, so every one before it has
/// run, and none after it starts. With one job there is no thread: the caller's own worker runs
/// the batch. What crosses threads is the batch (its body and results) under one mutex.
///
/// The owner must call `close()` (in a `defer`): without it the threads wait for work for ever.
final class WorkerPool<Worker>: @unchecked Sendable {
    // Everything below is read and written with `mutex` held, except `inline` (the caller's).
    private var batch: AnyWorkerBatch<Worker>?
    private var next = 0
    /// Indices from here on are not started: the batch's count, or the first that stopped + 1.
    private var limit = 0
    /// Workers running an index of the batch now.
    private var busy = 0
    private var closing = false
    private var threads: [WorkerThread] = []
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    /// Signalled when a batch starts or the pool closes; and when a result comes in.
    private let workReady = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private let resultReady = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private let inline: Worker?

    /// `jobs` threads (1 or fewer: none), each with a worker made by `makeWorker` on that thread.
    init(jobs: Int, makeWorker: @escaping @Sendable () -> Worker) {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(workReady, nil)
        pthread_cond_init(resultReady, nil)
        inline = jobs <= 1 ? makeWorker() : nil
        guard jobs > 1 else { return }
        threads = (0..<jobs).map { _ in WorkerThread { [self] in work(with: makeWorker()) } }
    }

    /// Runs `body` for every index below `count`, calling `each` with each index and result in
    /// order on the caller's thread, up to and including the first result that `stops`. A worker
    /// that gets a stopping result closes the batch at once, so no later index starts (only
    /// those already running finish, and are not delivered). Returns once no worker runs an
    /// index of the batch.
    func map<Result>(count: Int, stops: @escaping (Result) -> Bool = { _ in false },
                     _ body: @escaping (Worker, Int) -> Result, each: (Int, Result) -> Void) {
        if let inline {
            for index in 0..<count {
                let result = body(inline, index)
                each(index, result)
                if stops(result) { return }
            }
            return
        }
        let current = WorkerBatch<Worker, Result>(count: count, body: body, stops: stops)
        pthread_mutex_lock(mutex)
        precondition(batch == nil, "a worker pool runs one batch at a time")
        (batch, next, limit) = (current, 0, count)
        pthread_cond_broadcast(workReady)
        var index = 0
        while index < limit {
            guard let result = current.results[index] else {
                pthread_cond_wait(resultReady, mutex)
                continue
            }
            current.results[index] = nil
            pthread_mutex_unlock(mutex)
            each(index, result)
            pthread_mutex_lock(mutex)
            index += 1
        }
        limit = 0
        while busy > 0 { pthread_cond_wait(resultReady, mutex) }
        batch = nil
        pthread_mutex_unlock(mutex)
    }

    /// A worker's loop: takes the next index of the batch, runs it, hands in its result.
    private func work(with worker: Worker) {
        pthread_mutex_lock(mutex)
        while !closing {
            guard let batch, next < limit else {
                pthread_cond_wait(workReady, mutex)
                continue
            }
            let index = next
            next += 1
            busy += 1
            pthread_mutex_unlock(mutex)
            let handIn = batch.run(worker, index)
            pthread_mutex_lock(mutex)
            if handIn() { limit = min(limit, index + 1) }
            busy -= 1
            pthread_cond_broadcast(resultReady)
        }
        pthread_mutex_unlock(mutex)
    }

    /// The processors online (at least 1): how many threads `explore` and `test` use by default.
    static var processorCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    /// Stops the threads and waits for them.
    func close() {
        pthread_mutex_lock(mutex)
        closing = true
        pthread_cond_broadcast(workReady)
        pthread_mutex_unlock(mutex)
        for thread in threads { thread.join() }
        threads = []
    }

    deinit {
        pthread_cond_destroy(workReady)
        pthread_cond_destroy(resultReady)
        pthread_mutex_destroy(mutex)
        workReady.deallocate()
        resultReady.deallocate()
        mutex.deallocate()
    }
}

/// A batch as the workers see it, whatever its result type.
class AnyWorkerBatch<Worker> {
    /// Runs index `index` outside the pool's mutex; the closure it returns stores the result,
    /// is called with the mutex held, and tells whether the result stops the batch.
    func run(_ worker: Worker, _ index: Int) -> () -> Bool { fatalError("abstract") }
}

/// One batch: its body, what stops it, and its results by index (read and written under the
/// pool's mutex).
final class WorkerBatch<Worker, Result>: AnyWorkerBatch<Worker> {
    private let body: (Worker, Int) -> Result
    private let stops: (Result) -> Bool
    var results: [Result?]

    init(count: Int, body: @escaping (Worker, Int) -> Result, stops: @escaping (Result) -> Bool) {
        self.body = body
        self.stops = stops
        results = Array(repeating: nil, count: count)
    }

    override func run(_ worker: Worker, _ index: Int) -> () -> Bool {
        let result = body(worker, index)
        let stopping = stops(result)
        return {
            self.results[index] = result
            return stopping
        }
    }
}
