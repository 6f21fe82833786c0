import Foundation
import LifecycleCore
import LifecycleOutput
import Testing

/// The JSONL sink in process: the lines it hands to its writer, and when it hands them
/// (docs/security.md, "Writing the trace": at every verb when someone may be watching, in 64 KiB
/// bulk otherwise).
@Suite("JSONL sink")
struct JSONLSinkTests {
    @Test("one JSON object per record and line, a script's control characters as JSON escapes")
    func lines() {
        let writes = Writes()
        let sink = JSONLSink(flushAtVerbs: false) { writes.append($0) }
        sink.receive(TraceRecord(time: SimTime(micros: 0), event: .action(verb: "launch", detail: nil)))
        sink.receive(TraceRecord(time: SimTime(micros: 0), event: .state(from: .notRunning, to: .inactive)))
        sink.receive(TraceRecord(time: SimTime(micros: 1_500_000), app: "Mail", event: .log(text: "a\u{1B}[2J\u{202E}b")))
        sink.flush()
        #expect(writes.text == """
            {"t":0,"event":"action","verb":"launch"}
            {"t":0,"event":"state","from":"notRunning","to":"inactive"}
            {"t":1.5,"event":"log","app":"Mail","text":"a\\u001b[2J\\u202eb"}

            """)
        #expect(writes.count == 1)
    }

    @Test("with flushAtVerbs, what is pending is written at every verb, before the verb's own lines")
    func flushAtVerbs() {
        let writes = Writes()
        let sink = JSONLSink(flushAtVerbs: true) { writes.append($0) }
        sink.receive(TraceRecord(time: SimTime(micros: 0), event: .log(text: "before")))
        #expect(writes.count == 0)
        sink.receive(TraceRecord(time: SimTime(micros: 0), event: .action(verb: "home", detail: nil)))
        #expect(writes.count == 1)
        #expect(writes.text.hasSuffix(#""verb":"home"}"# + "\n"))
        sink.flush()
        #expect(writes.count == 1, "nothing pending: an empty flush writes nothing new")
    }

    @Test("without flushAtVerbs, lines are written in bulk of about 64 KiB, each write whole lines")
    func bulk() {
        let writes = Writes()
        let sink = JSONLSink(flushAtVerbs: false) { writes.append($0) }
        let line = String(repeating: "x", count: 1000)
        for index in 0..<200 {
            sink.receive(TraceRecord(time: SimTime(micros: Int64(index)), event: .action(verb: line, detail: nil)))
        }
        let beforeFlush = writes.count
        sink.flush()
        #expect(beforeFlush >= 2 && beforeFlush <= 3)
        #expect(writes.chunks.allSatisfy { $0.last == UInt8(ascii: "\n") && $0.count <= (1 << 16) + 1100 })
        #expect(writes.text.split(separator: "\n").count == 200)
    }
}

/// What a sink wrote, each call apart (the sink may call from a signal's thread).
final class Writes: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [[UInt8]] = []

    func append(_ bytes: UnsafeRawBufferPointer) {
        lock.lock()
        defer { lock.unlock() }
        if !bytes.isEmpty { stored.append(Array(bytes)) }
    }

    var chunks: [[UInt8]] { lock.lock(); defer { lock.unlock() }; return stored }
    var count: Int { chunks.count }
    var text: String { String(decoding: chunks.joined(), as: UTF8.self) }
}
