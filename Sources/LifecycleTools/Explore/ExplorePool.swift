#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import LifecycleLua
import LifecycleCore

/// The sequences of one level of the exploration, by index: each prefix (a sequence of the
/// level before that was extended) followed by each verb, in that order; for the launch alone,
/// the prefixes themselves. A plain value that every worker reads and none changes.
struct ExploreLevel: Sendable {
    let prefixes: [[ExploreVerb]]
    /// Nil: the level's sequences are `prefixes`.
    let verbs: [ExploreVerb]?

    var count: Int { verbs.map { prefixes.count * $0.count } ?? prefixes.count }

    func path(at index: Int) -> [ExploreVerb] {
        guard let verbs else { return prefixes[index] }
        return prefixes[index / verbs.count] + [verbs[index % verbs.count]]
    }
}

/// A small pool of threads that play the sequences of a level, and hands their outcomes to the
/// caller in the order of the level, as they come in: the caller merges them exactly as one
/// thread playing them in order would, so the exploration's result does not depend on `jobs`.
///
/// Each worker thread makes its own `ExplorePlayer` (its Lua states, its `CodeMemo`) and keeps
/// it to the end: what crosses threads is the level (a value) and the outcomes (values), under
/// one mutex. With one job there is no thread: the caller plays the sequences itself. The
/// workers hold the pool until `close()`, which its owner must call (`Explorer` does, in a
/// `defer`): without it the threads wait for work for ever.
final class ExplorePool: @unchecked Sendable {
    // Everything below is read and written with `mutex` held, except `inline` (the caller's).
    private var level: ExploreLevel?
    private var next = 0
    private var outcomes: [ExploreOutcome?] = []
    private var closing = false
    private var threads: [ExploreThread] = []
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    /// Signalled when a level starts or the pool closes; and when an outcome comes in.
    private let workReady = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private let outcomeReady = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private let inline: ExplorePlayer?

    /// `jobs` threads (1: none), each with a player made by `makePlayer` on that thread.
    init(jobs: Int, makePlayer: @escaping @Sendable () -> ExplorePlayer) {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(workReady, nil)
        pthread_cond_init(outcomeReady, nil)
        inline = jobs <= 1 ? makePlayer() : nil
        guard jobs > 1 else { return }
        threads = (0..<jobs).map { _ in ExploreThread { [self] in work(with: makePlayer()) } }
    }

    /// Plays every sequence of `level`, calling `each` with each index and outcome, in order,
    /// on the caller's thread.
    func play(_ level: ExploreLevel, each: (Int, ExploreOutcome) -> Void) {
        if let inline {
            for index in 0..<level.count { each(index, inline.play(level.path(at: index))) }
            return
        }
        pthread_mutex_lock(mutex)
        self.level = level
        next = 0
        outcomes = Array(repeating: nil, count: level.count)
        pthread_cond_broadcast(workReady)
        for index in 0..<level.count {
            while outcomes[index] == nil { pthread_cond_wait(outcomeReady, mutex) }
            let outcome = outcomes[index]!
            outcomes[index] = nil
            pthread_mutex_unlock(mutex)
            each(index, outcome)
            pthread_mutex_lock(mutex)
        }
        self.level = nil
        outcomes = []
        pthread_mutex_unlock(mutex)
    }

    /// A worker's loop: takes the next sequence of the level, plays it, hands in its outcome.
    private func work(with player: ExplorePlayer) {
        pthread_mutex_lock(mutex)
        while !closing {
            guard let level, next < level.count else {
                pthread_cond_wait(workReady, mutex)
                continue
            }
            let index = next
            next += 1
            pthread_mutex_unlock(mutex)
            let outcome = player.play(level.path(at: index))
            pthread_mutex_lock(mutex)
            outcomes[index] = outcome
            pthread_cond_signal(outcomeReady)
        }
        pthread_mutex_unlock(mutex)
    }

    /// The processors online (at least 1): how many threads `lifecycle explore` uses by default.
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
        pthread_cond_destroy(outcomeReady)
        pthread_mutex_destroy(mutex)
        workReady.deallocate()
        outcomeReady.deallocate()
        mutex.deallocate()
    }
}
