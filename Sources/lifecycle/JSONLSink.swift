import Foundation
import LifecycleCore

/// Streams the trace as JSON Lines to standard output, a line at a time, in bulk writes of up to
/// 64 KiB. When standard output is a pipe or a terminal (someone may be watching it live, or the
/// host may be stopped), what is pending is also written at every scenario verb (an `action`
/// line), and on SIGINT or SIGTERM through `flush()` from another thread; so the trace up to a
/// Ctrl-C, a `kill`, or a crash in the middle of a verb is on screen (docs/security.md, "Writing
/// the trace"). A file, or `/dev/null`, is written in bulk only.
final class JSONLSink: TraceSink, @unchecked Sendable {
    private var json = TraceJSON()
    /// Guards `json`: a stop signal's `flush()` runs on the signal thread.
    private let lock = NSLock()
    private let flushAtVerbs: Bool

    init(flushAtVerbs: Bool = Platform.stdoutIsLive) {
        self.flushAtVerbs = flushAtVerbs
    }

    func receive(_ record: TraceRecord) {
        lock.lock()
        defer { lock.unlock() }
        json.append(record)
        if json.count >= 1 << 16 { write() }
        else if flushAtVerbs, case .action = record.event { write() }
    }

    func flush() {
        lock.lock()
        defer { lock.unlock() }
        write()
    }

    /// `flush()` for a stop signal: gives up after two seconds should the run's own write be
    /// stuck (a reader that stopped reading), so that the signal still ends the process.
    func flushOnSignal() {
        guard lock.lock(before: Date(timeIntervalSinceNow: 2)) else { return }
        defer { lock.unlock() }
        write()
    }

    private func write() {
        json.withBytes { Platform.writeStdout($0) }
        json.clear()
    }
}
