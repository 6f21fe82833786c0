#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The clocks of `scripts/bench` (the simulator itself never reads one): monotonic wall
/// nanoseconds, this thread's CPU nanoseconds (what other processes on a busy machine do not
/// inflate), and the median or the best of repeated timings.
enum BenchClock {
    static func nanoseconds() -> UInt64 { read(CLOCK_MONOTONIC) }

    static func cpuNanoseconds() -> UInt64 { read(CLOCK_THREAD_CPUTIME_ID) }

    private static func read(_ clock: clockid_t) -> UInt64 {
        var now = timespec()
        clock_gettime(clock, &now)
        return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
    }

    /// Wall nanoseconds `body` takes.
    static func time(_ body: () -> Void) -> UInt64 {
        let start = nanoseconds()
        body()
        return nanoseconds() - start
    }

    /// CPU nanoseconds `body` takes on this thread.
    static func cpuTime(_ body: () -> Void) -> UInt64 {
        let start = cpuNanoseconds()
        body()
        return cpuNanoseconds() - start
    }

    /// The least of repeated timings of one operation: interference only ever adds time.
    static func best(_ values: [Double]) -> Double { values.min() ?? .nan }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        let mid = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
    }
}
