#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// H33: the cases `lifecycle test` plays side by side take turns to hold a large device storage.
/// A case whose apps would store more than `Device.largeStorageBytes` (32 MiB) waits, at that
/// write, until no other case holds that much, and keeps the turn until it ends. So `--jobs 8`
/// holds at most one 256 MiB storage and seven of at most 32 MiB, not eight of 256 MiB (2 GB).
/// Waiting changes nothing a case shows: the report is the same byte for byte.
///
/// A case takes one turn at most and waits for nothing while it holds it, so turns cannot
/// deadlock; every case ends (the run's caps), and gives its turn back then.
final class GradeStorageTurns: @unchecked Sendable {
    /// Cases holding a large storage at once.
    static let turns = 1
    private var free = GradeStorageTurns.turns
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let freed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(freed, nil)
    }

    /// Waits for a turn (the device's `largeStorageGate`).
    func take() {
        pthread_mutex_lock(mutex)
        while free == 0 { pthread_cond_wait(freed, mutex) }
        free -= 1
        pthread_mutex_unlock(mutex)
    }

    /// Gives a turn back (a case that took one, at its end).
    func give() {
        pthread_mutex_lock(mutex)
        free += 1
        pthread_cond_signal(freed)
        pthread_mutex_unlock(mutex)
    }

    deinit {
        pthread_cond_destroy(freed)
        pthread_mutex_destroy(mutex)
        freed.deallocate()
        mutex.deallocate()
    }
}
