/// Writes trace records as JSON Lines, exactly as INTERFACE.md fixes them: `t` and `event`
/// first, then the event's keys. A small dedicated writer: this is the hot path of a run, so it
/// appends into one reusable buffer instead of going through an encoder.
public struct TraceJSON {
    public private(set) var buffer: [UInt8] = []

    public init() { buffer.reserveCapacity(4096) }

    public mutating func clear() { buffer.removeAll(keepingCapacity: true) }

    /// Appends one line (with its newline).
    public mutating func append(_ record: TraceRecord) {
        raw("{\"t\":")
        var seconds = ""
        SimDuration.appendSeconds(record.time.micros, to: &seconds)
        raw(seconds)
        field("event", record.event.name)
        if let app = record.app { field("app", app) }
        switch record.event {
        case .action(let verb, let detail):
            field("verb", verb)
            if let detail { field("detail", detail) }
        case .state(let from, let to):
            field("from", from.rawValue)
            field("to", to.rawValue)
        case .call(let hook, let cost):
            field("hook", hook.selector)
            number("cost", cost)
        case .run(let kind, let cost, let task, let queue, let subject):
            field("what", kind.rawValue)
            number("cost", cost)
            if let task { raw(",\"task\":\(task)") }
            if let queue { field("queue", queue) }
            if let subject { field("subject", subject) }
        case .notification(let name, let value, let queued):
            field("name", name.rawValue)
            if let value { field("value", value) }
            if queued { raw(",\"queued\":true") }
        case .violation(let rule, let message):
            field("rule", rule.rawValue)
            field("message", message)
        case .kill(let reason, let rule, let message, let code, let traceback):
            field("reason", reason.rawValue)
            field("message", message)
            field("rule", rule.rawValue)
            if let code { field("code", code) }
            if let traceback, !traceback.isEmpty { field("traceback", traceback) }
        case .exit(let rule, let message):
            field("rule", rule.rawValue)
            field("message", message)
        case .expect(let ok, let message):
            raw(ok ? ",\"ok\":true" : ",\"ok\":false")
            field("message", message)
        case .log(let text):
            field("text", text)
        case .task(let action, let id):
            field("action", action)
            raw(",\"id\":\(id)")
        case .warning(let message):
            field("message", message)
        case .note(let text):
            field("text", text)
        case .snapshot(let visible):
            field("visible", visible.joined(separator: ", "))
        case .dispatch(let kind, let detail, let target, let tried, let by, let cost):
            field("kind", kind)
            field("detail", detail)
            field("target", target)
            field("tried", tried.joined(separator: " > "))
            if let by { field("by", by) } else { raw(",\"discarded\":true") }
            number("cost", cost)
        case .dropped(let kind, let detail, let reason):
            field("kind", kind)
            field("detail", detail)
            field("reason", reason)
        case .memory(let footprint):
            // Megabytes with one decimal, from an integer count of tenths (deterministic).
            let tenths = Int64((footprint * 10).rounded())
            raw(",\"footprint\":")
            var text = ""
            SimDuration.appendSeconds(tenths * 100_000, to: &text)
            raw(text)
        case .redraw(let view, let requests):
            field("view", view)
            raw(",\"requests\":\(requests)")
        }
        raw("}\n")
    }

    private mutating func raw(_ text: String) {
        buffer.append(contentsOf: text.utf8)
    }

    private mutating func number(_ key: String, _ duration: SimDuration) {
        raw(",\"\(key)\":")
        var text = ""
        SimDuration.appendSeconds(duration.micros, to: &text)
        raw(text)
    }

    private mutating func field(_ key: String, _ value: String) {
        raw(",\"")
        raw(key)
        raw("\":")
        string(value)
    }

    /// A JSON string literal (RFC 8259 escapes; other text is passed through as UTF-8).
    private mutating func string(_ value: String) {
        buffer.append(UInt8(ascii: "\""))
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): raw("\\\"")
            case UInt8(ascii: "\\"): raw("\\\\")
            case UInt8(ascii: "\n"): raw("\\n")
            case UInt8(ascii: "\r"): raw("\\r")
            case UInt8(ascii: "\t"): raw("\\t")
            case 0..<0x20:
                let hex: [UInt8] = Array("0123456789abcdef".utf8)
                buffer.append(contentsOf: Array("\\u00".utf8))
                buffer.append(hex[Int(byte >> 4)])
                buffer.append(hex[Int(byte & 0xf)])
            default: buffer.append(byte)
            }
        }
        buffer.append(UInt8(ascii: "\""))
    }
}
