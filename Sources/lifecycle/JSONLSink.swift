import LifecycleCore

/// Streams the trace as JSON Lines to standard output, a line at a time, in bulk writes.
final class JSONLSink: TraceSink {
    private var json = TraceJSON()

    func receive(_ record: TraceRecord) {
        json.append(record)
        if json.count >= 1 << 16 { flush() }
    }

    func flush() {
        json.withBytes { Platform.writeStdout($0) }
        json.clear()
    }
}
