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
///
/// A result `stops` may end the work early (a suite error, G13): no index after it is started,
/// and the results returned are those up to the first result that stops, whatever the number of
/// threads (indices are taken in order, so every one before it has run).
enum GradePool {
    static func map<Result: Sendable>(count: Int, jobs: Int, stops: @escaping @Sendable (Result) -> Bool = { _ in false },
                                      _ body: @escaping @Sendable (Int) -> Result) -> [Result] {
        guard jobs > 1, count > 1 else {
            var results: [Result] = []
            for index in 0..<count {
                results.append(body(index))
                if stops(results[index]) { break }
            }
            return results
        }
        let shared = Shared<Result>(count: count)
        let threads = (0..<min(jobs, count)).map { _ in
            ExploreThread {
                while let index = shared.take() {
                    let result = body(index)
                    shared.put(index, result, stops: stops(result))
                }
            }
        }
        for thread in threads { thread.join() }
        return shared.results()
    }

    /// The next index to run and the results so far, under one mutex.
    private final class Shared<Result: Sendable>: @unchecked Sendable {
        private var next = 0
        /// Indices from here on are not run: the first that stopped, plus one.
        private var limit: Int
        private let count: Int
        private var slots: [Result?]
        private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

        init(count: Int) {
            self.count = count
            limit = count
            slots = Array(repeating: nil, count: count)
            pthread_mutex_init(mutex, nil)
        }

        func take() -> Int? {
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            guard next < limit else { return nil }
            next += 1
            return next - 1
        }

        func put(_ index: Int, _ result: Result, stops: Bool) {
            pthread_mutex_lock(mutex)
            slots[index] = result
            if stops { limit = min(limit, index + 1) }
            pthread_mutex_unlock(mutex)
        }

        /// After every thread joined: each slot before the limit is filled.
        func results() -> [Result] { slots[..<limit].map { $0! } }

        deinit {
            pthread_mutex_destroy(mutex)
            mutex.deallocate()
        }
    }
}
