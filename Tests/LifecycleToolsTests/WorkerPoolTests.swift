#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import LifecycleTools

/// The one pool `explore` and `test` run on: results reach the caller in index order whatever the
/// number of threads (H10), a stopping result ends the batch with every index before it run and
/// none after it delivered (H31), and each thread keeps the worker it made.
@Suite("Worker pool")
struct WorkerPoolTests {
    /// A worker that counts the indices it ran, so a test can tell the workers apart.
    final class Counter: @unchecked Sendable { var ran = 0 }

    @Test("H10: results come in index order, the same for 1, 2 and 8 jobs, over several batches")
    func resultsInOrder() {
        for jobs in [1, 2, 8] {
            let pool = WorkerPool<Counter>(jobs: jobs) { Counter() }
            defer { pool.close() }
            for batch in 0..<3 {
                var seen: [Int] = []
                pool.map(count: 200, { counter, index in
                    counter.ran += 1
                    return index * 3 + batch
                }) { index, result in
                    #expect(result == index * 3 + batch)
                    seen.append(index)
                }
                #expect(seen == Array(0..<200), "jobs \(jobs), batch \(batch)")
            }
        }
    }

    @Test("H31: the first result that stops ends the batch; the ones before it all ran")
    func stopsEarly() {
        for jobs in [1, 3] {
            let pool = WorkerPool<Void>(jobs: jobs) {}
            defer { pool.close() }
            var seen: [Int] = []
            pool.map(count: 100, stops: { $0 == 40 || $0 == 70 }, { _, index in index }) { index, _ in seen.append(index) }
            #expect(seen == Array(0...40), "jobs \(jobs)")
            // The pool takes the next batch whole after a stop.
            var again = 0
            pool.map(count: 10, { _, index in index }) { _, _ in again += 1 }
            #expect(again == 10)
        }
    }

    @Test("H31: a stopping result closes the batch at once: while an earlier index is still running, no later one starts")
    func stopClosesAtOnce() {
        let jobs = 3
        let pool = WorkerPool<Void>(jobs: jobs) {}
        defer { pool.close() }
        let state = Started()
        var seen: [Int] = []
        pool.map(count: 100, stops: { $0 == 5 }, { _, index in
            state.start(index)
            // Index 0 runs for 200 ms: the other threads meanwhile finish 1–5, and would play
            // 6 to 99 (each takes microseconds) if the stop waited for 0 to be delivered.
            if index == 0 { usleep(200_000) }
            return index
        }) { index, _ in seen.append(index) }
        #expect(seen == Array(0...5))
        // Only an index taken in the moment before 5 handed in its result can have started.
        #expect(state.highest < 50, "index \(state.highest) started after index 5 stopped the batch")
    }

    /// The highest index started, across threads.
    final class Started: @unchecked Sendable {
        private var lock = pthread_mutex_t()
        private var top = 0
        init() { pthread_mutex_init(&lock, nil) }
        func start(_ index: Int) { pthread_mutex_lock(&lock); top = max(top, index); pthread_mutex_unlock(&lock) }
        var highest: Int { pthread_mutex_lock(&lock); defer { pthread_mutex_unlock(&lock) }; return top }
    }

    @Test("Every thread makes its own worker once, and an empty batch returns at once")
    func workersPerThread() {
        let pool = WorkerPool<Counter>(jobs: 4) { Counter() }
        defer { pool.close() }
        var total = 0
        pool.map(count: 0, { _, index in index }) { _, _ in total += 1 }
        #expect(total == 0)
        pool.map(count: 64, { counter, _ in counter.ran += 1; return 1 }) { _, one in total += one }
        #expect(total == 64)
    }
}
