#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LifecycleCore

/// The trace as `lifecycle run --format jsonl > /dev/null` streams it: every record encoded as
/// a JSONL line, written to /dev/null in 64 KiB writes (as LifecycleOutput's JSONLSink does).
final class DiscardingSink: TraceSink {
    private var json = TraceJSON()
    private let fd = open("/dev/null", O_WRONLY)
    /// Called with every record, after it is encoded (the latency probes watch for kills).
    var watch: ((TraceRecord) -> Void)?

    func receive(_ record: TraceRecord) {
        json.append(record)
        if json.count >= 1 << 16 { flush() }
        watch?(record)
    }

    func flush() {
        json.withBytes { bytes in _ = write(fd, bytes.baseAddress, bytes.count) }
        json.clear()
    }

    deinit {
        flush()
        close(fd)
    }
}
