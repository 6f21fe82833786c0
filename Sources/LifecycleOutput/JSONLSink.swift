import Foundation
import LifecycleCore

/// Streams the trace as JSON Lines, a line at a time, in bulk writes of up to 64 KiB, to the
/// `write` its caller supplies (the CLI's standard output). When that is a pipe or a terminal
/// (someone may be watching it live, or the host may be stopped), the caller asks for
/// `flushAtVerbs`: what is pending is also written at every scenario verb (an `action` line),
/// and on SIGINT or SIGTERM through `flushOnSignal()` from another thread; so the trace up to a
/// Ctrl-C, a `kill`, or a crash in the middle of a verb is on screen (docs/security.md, "Writing
/// the trace"). A file, or `/dev/null`, is written in bulk only.
public final class JSONLSink: TraceSink, @unchecked Sendable {
    private var json = TraceJSON()
    /// Guards `json`: a stop signal's `flush()` runs on the signal thread.
    private let lock = NSLock()
    private let flushAtVerbs: Bool
    /// Where the bytes go; called with the lock held, so never twice at once.
    private let write: @Sendable (UnsafeRawBufferPointer) -> Void

    public init(flushAtVerbs: Bool, write: @escaping @Sendable (UnsafeRawBufferPointer) -> Void) {
        self.flushAtVerbs = flushAtVerbs
        self.write = write
    }

    public func receive(_ record: TraceRecord) {
        lock.lock()
        defer { lock.unlock() }
        json.append(record)
        if json.count >= 1 << 16 { writePending() }
        else if flushAtVerbs, case .action = record.event { writePending() }
    }

    public func flush() {
        lock.lock()
        defer { lock.unlock() }
        writePending()
    }

    /// `flush()` for a stop signal: gives up after two seconds should the run's own write be
    /// stuck (a reader that stopped reading), so that the signal still ends the process.
    public func flushOnSignal() {
        guard lock.lock(before: Date(timeIntervalSinceNow: 2)) else { return }
        defer { lock.unlock() }
        writePending()
    }

    private func writePending() {
        json.withBytes { write($0) }
        json.clear()
    }
}
