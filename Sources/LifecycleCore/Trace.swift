/// The trace of a run: typed events streamed to sinks in order, with running totals.
///
/// App code runs inside a *frame*: what it does (logs, task events, violations) is held until the
/// code returns, so that its `call` line, which carries the cost, comes first. Frames nest.
public final class Trace {
    private let sinks: TraceSinkList
    private var held: [TraceRecord?] = []
    private var depth = 0
    public private(set) var totals = TraceTotals()
    /// Most lines one frame may print; the rest are counted in one warning (keeps memory bounded).
    public var maxLogsPerFrame = 1_000
    private var logsInFrame = 0
    private var droppedLogs = 0
    /// Most violations, warnings and info lines one frame may hold (code that breaks a rule in a
    /// loop would otherwise hold millions until it returns); the rest are counted in one warning.
    /// The totals count them all.
    public var maxNoticesPerFrame = 1_000
    private var noticesInFrame = 0
    private var droppedNotices = 0
    /// Most background task lines (B5 `task`, C6 `bgtask`) one frame may hold: code that submits
    /// or begins tasks in a loop would otherwise write millions; the rest are counted in one warning.
    public var maxTaskLinesPerFrame = 1_000
    private var taskLinesInFrame = 0
    private var droppedTaskLines = 0

    public init(sinks: [TraceSink] = []) { self.sinks = TraceSinkList(sinks) }

    public func add(_ sink: TraceSink) { sinks.add(sink) }

    /// Inlined where it is called (a few places): the caller knows which event it built, so the
    /// record is destroyed without the generic switch over every case (docs/performance.md).
    @inline(__always)
    public func emit(_ record: TraceRecord) {
        totals.count(record.event)
        if depth > 0 {
            switch record.event {
            case .log:
                logsInFrame += 1
                if logsInFrame > maxLogsPerFrame { droppedLogs += 1; return }
            case .violation, .warning, .info:
                noticesInFrame += 1
                if noticesInFrame > maxNoticesPerFrame { droppedNotices += 1; return }
            case .task, .bgtask:
                taskLinesInFrame += 1
                if taskLinesInFrame > maxTaskLinesPerFrame { droppedTaskLines += 1; return }
            default: break
            }
            held.append(record)
        } else {
            deliver(record)
        }
    }

    /// Opens a frame; pass the result to `closeFrame`. The outermost frame keeps no placeholder
    /// for its head (its records are all `held` holds, and its head is delivered first): most
    /// code prints nothing, and a placeholder's append and removal were about 60 instructions
    /// of a hook dispatch (docs/performance.md). A nested frame's head goes in its slot.
    public func openFrame() -> Int {
        if depth == 0 {
            logsInFrame = 0; droppedLogs = 0; noticesInFrame = 0; droppedNotices = 0
            taskLinesInFrame = 0; droppedTaskLines = 0
            depth = 1
            return -1
        }
        depth += 1
        held.append(nil)
        return held.count - 1
    }

    /// Closes a frame, putting `head` before everything the frame held. (Inlined in its one
    /// caller, for the reason `emit` is.)
    @inline(__always)
    public func closeFrame(_ slot: Int, head: TraceRecord) {
        totals.count(head.event)
        depth -= 1
        guard depth == 0 else { held[slot] = head; return }
        deliver(head)
        // The common case: code that printed nothing and did nothing the trace shows.
        if held.isEmpty, droppedLogs == 0, droppedNotices == 0, droppedTaskLines == 0 { return }
        for case let record? in held { deliver(record) }
        held.removeAll(keepingCapacity: true)
        if droppedLogs > 0 {
            deliver(TraceRecord(time: head.time, app: head.app,
                                event: .warning(message: "\(droppedLogs) more log lines of this call were not shown")))
        }
        if droppedNotices > 0 {
            deliver(TraceRecord(time: head.time, app: head.app,
                                event: .warning(message: "\(droppedNotices) more violations and warnings of this call were not shown (the summary counts them)")))
        }
        if droppedTaskLines > 0 {
            deliver(TraceRecord(time: head.time, app: head.app,
                                event: .warning(message: "\(droppedTaskLines) more background task lines of this call were not shown")))
        }
    }

    /// Closes an outermost frame as `closeFrame` does if it holds anything; one that holds
    /// nothing is dropped, head and all, and false is returned (S3: a slice of a thread that
    /// did nothing the trace shows; its time goes to the thread's next line).
    public func closeFrameIfHeld(_ slot: Int, head: TraceRecord) -> Bool {
        if slot < 0, depth == 1, held.isEmpty, droppedLogs == 0, droppedNotices == 0, droppedTaskLines == 0 {
            depth = 0
            return false
        }
        closeFrame(slot, head: head)
        return true
    }

    @inline(__always)
    private func deliver(_ record: TraceRecord) {
        sinks.deliver(record)
    }
}

/// Text a script hands the trace (a `print`, a note, an `expect` message) is cut after
/// `maxBytes`: printing one 60 MB string a thousand times would write 60 GB.
public enum TraceText {
    public static let maxBytes = 16_384

    /// `text`, or its first `maxBytes` bytes (whole characters) and how many more there were.
    public static func limited(_ text: String) -> String { limited(text, to: maxBytes) }

    /// `text`, or its first `limit` bytes (whole characters) and `… (N more bytes)`.
    public static func limited(_ text: String, to limit: Int) -> String {
        let total = text.utf8.count
        guard total > limit else { return text }
        var kept = String.UnicodeScalarView()
        var bytes = 0
        for scalar in text.unicodeScalars {
            let size = String(scalar).utf8.count
            if bytes + size > limit { break }
            kept.append(scalar)
            bytes += size
        }
        return String(kept) + "… (\(total - bytes) more bytes)"
    }
}

/// Running totals of a trace, for the summary line and the exit status.
public struct TraceTotals: Sendable, Equatable {
    public var events = 0
    public var stateChanges = 0
    public var calls = 0
    public var violations = 0
    /// Kills, by reason.
    public var kills: [KillReason: Int] = [:]
    public var expectationsPassed = 0
    public var expectationsFailed = 0
    /// Events that show the device or an app changing (not a verb's own `action`, a `warning`,
    /// an `expect`, a scenario's `note` or a `dropped` event): the scenario's progress.
    public var effects = 0

    mutating func count(_ event: TraceEvent) {
        events += 1
        switch event {
        case .state: stateChanges += 1; effects += 1
        case .call: calls += 1; effects += 1
        case .violation: violations += 1; effects += 1
        case .kill(let reason, _, _, _, _, _): kills[reason, default: 0] += 1; effects += 1
        case .expect(let ok, _): if ok { expectationsPassed += 1 } else { expectationsFailed += 1 }
        case .action, .warning, .note, .dropped: break
        default: effects += 1
        }
    }
}
