#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs `count` independent jobs on `jobs` threads (`ExploreThread`s: 8 MiB stacks, as app code
/// needs) and returns their results by index: the order of the results, and so every report,
/// does not depend on how many threads ran them or which finished first. With one job there
/// is no thread.
enum GradePool {
    static func map<Result: Sendable>(count: Int, jobs: Int, _ body: @escaping @Sendable (Int) -> Result) -> [Result] {
        guard jobs > 1, count > 1 else { return (0..<count).map(body) }
        let shared = Shared<Result>(count: count)
        let threads = (0..<min(jobs, count)).map { _ in
            ExploreThread {
                while let index = shared.take() { shared.put(index, body(index)) }
            }
        }
        for thread in threads { thread.join() }
        return shared.results()
    }

    /// The next index to run and the results so far, under one mutex.
    private final class Shared<Result: Sendable>: @unchecked Sendable {
        private var next = 0
        private let count: Int
        private var slots: [Result?]
        private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

        init(count: Int) {
            self.count = count
            slots = Array(repeating: nil, count: count)
            pthread_mutex_init(mutex, nil)
        }

        func take() -> Int? {
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            guard next < count else { return nil }
            next += 1
            return next - 1
        }

        func put(_ index: Int, _ result: Result) {
            pthread_mutex_lock(mutex)
            slots[index] = result
            pthread_mutex_unlock(mutex)
        }

        /// After every thread joined: each slot is filled.
        func results() -> [Result] { slots.map { $0! } }

        deinit {
            pthread_mutex_destroy(mutex)
            mutex.deallocate()
        }
    }
}
