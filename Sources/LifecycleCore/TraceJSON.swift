/// Writes trace records as JSON Lines, exactly as docs/trace.md fixes them: `t` and `event`
/// first, then the event's keys. A small dedicated writer: this is the hot path of a run, so it
/// writes into one reusable byte buffer through a local cursor (keys as static bytes, strings
/// scanned once for the bytes to escape, numbers as digits), with no encoder and no Strings.
public struct TraceJSON {
    private var storage = TraceJSONBytes(capacity: 4096)

    public init() {}

    /// The lines written since the last `clear()` (a copy).
    public var buffer: [UInt8] { Array(UnsafeBufferPointer(start: storage.base, count: storage.count)) }
    /// How many bytes are written.
    public var count: Int { storage.count }

    /// The lines written, without copying them.
    public func withBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try body(UnsafeRawBufferPointer(start: storage.base, count: storage.count))
    }

    public mutating func clear() {
        if isKnownUniquelyReferenced(&storage) { storage.count = 0 } else { storage = TraceJSONBytes(capacity: 4096) }
    }

    /// Appends one line (with its newline).
    public mutating func append(_ record: TraceRecord) {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        var out = TraceJSONWriter(base: storage.base, count: storage.count, capacity: storage.capacity)
        out.line(record)
        storage.base = out.base
        storage.count = out.count
        storage.capacity = out.capacity
    }
}

extension TraceJSONWriter {
    /// One record as one line, with its newline.
    mutating func line(_ record: TraceRecord) {
        raw("{\"t\":")
        seconds(record.time.micros)
        switch record.event {
        // The two lines of every delegate method: their constant parts copied from a table made
        // once (docs/performance.md), the same bytes as `plain` and `known` write.
        case .call(let hook, let cost):
            raw(",\"event\":\"call\"")
            if let app = record.app { field(",\"app\":", app) }
            let hookField = TraceJSONFields.hooks[hook.ordinal]
            bytes(hookField.start, hookField.count)
            raw(",\"cost\":")
            seconds(cost.micros)
            raw("}\n")
            return
        case .notification(let name, let value, let queued):
            raw(",\"event\":\"notification\"")
            if let app = record.app { field(",\"app\":", app) }
            let nameField = TraceJSONFields.notifications[name.ordinal]
            bytes(nameField.start, nameField.count)
            if let value { field(",\"value\":", value) }
            if queued { raw(",\"queued\":true") }
            raw("}\n")
            return
        default:
            break
        }
        raw(",\"event\":")
        plain(record.event.name)
        if let app = record.app { field(",\"app\":", app) }
        switch record.event {
        case .action(let verb, let detail):
            field(",\"verb\":", verb)
            if let detail { field(",\"detail\":", detail) }
        case .state(let from, let to):
            known(",\"from\":", from.rawValue)
            known(",\"to\":", to.rawValue)
        case .call, .notification:
            break   // written above
        case .run(let kind, let cost, let task, let queue, let subject):
            known(",\"what\":", kind.rawValue)
            raw(",\"cost\":")
            seconds(cost.micros)
            if let task { raw(",\"task\":"); integer(Int64(task)) }
            if let queue { field(",\"queue\":", queue) }
            if let subject { field(",\"subject\":", subject) }
        case .violation(let rule, let message):
            known(",\"rule\":", rule.rawValue)
            field(",\"message\":", message)
        case .kill(let reason, let rule, let message, let code, let traceback, let cause):
            known(",\"reason\":", reason.rawValue)
            field(",\"message\":", message)
            known(",\"rule\":", rule.rawValue)
            if let code { field(",\"code\":", code) }
            if let traceback, !traceback.isEmpty { field(",\"traceback\":", traceback) }
            // M1: only a kill that is not the app's doing says whose it is (docs/trace.md).
            if cause != .app { known(",\"cause\":", cause.rawValue) }
        case .exit(let rule, let message):
            known(",\"rule\":", rule.rawValue)
            field(",\"message\":", message)
        case .expect(let ok, let message):
            raw(ok ? ",\"ok\":true" : ",\"ok\":false")
            field(",\"message\":", message)
        case .log(let text):
            field(",\"text\":", text)
        case .task(let action, let id):
            field(",\"action\":", action)
            raw(",\"id\":")
            integer(Int64(id))
        case .warning(let message):
            field(",\"message\":", message)
        case .note(let text):
            field(",\"text\":", text)
        case .info(let rule, let message):
            known(",\"rule\":", rule.rawValue)
            field(",\"message\":", message)
        case .snapshot(let visible):
            field(",\"visible\":", visible.joined(separator: ", "))
        case .dispatch(let kind, let detail, let target, let tried, let by, let cost):
            field(",\"kind\":", kind)
            field(",\"detail\":", detail)
            field(",\"target\":", target)
            field(",\"tried\":", tried.joined(separator: " > "))
            if let by { field(",\"by\":", by) } else { raw(",\"discarded\":true") }
            raw(",\"cost\":")
            seconds(cost.micros)
        case .dropped(let kind, let detail, let reason):
            field(",\"kind\":", kind)
            field(",\"detail\":", detail)
            field(",\"reason\":", reason)
        case .memory(let footprint):
            // Megabytes with one decimal, from an integer count of tenths (deterministic).
            raw(",\"footprint\":")
            seconds(ScriptNumber.tenths(footprint) * 100_000)
        case .redraw(let view, let requests):
            field(",\"view\":", view)
            raw(",\"requests\":")
            integer(Int64(requests))
        case .wake(let reason, let launch):
            known(",\"reason\":", reason.rawValue)
            if launch { raw(",\"launch\":true") }
        case .completion(let handler, let result):
            known(",\"handler\":", handler.rawValue)
            known(",\"result\":", result.rawValue)
        case .code(_, let id, let kind, let queue, let line, let rule, let ran):   // S3
            raw(",\"id\":")
            integer(Int64(id))
            known(",\"what\":", kind.rawValue)
            if let queue { field(",\"queue\":", queue) }
            if let line { field(",\"line\":", line) }
            known(",\"rule\":", rule.rawValue)
            raw(",\"ran\":")
            seconds(ran.micros)
        case .scene(let name, let from, let to):   // C2
            field(",\"scene\":", name)
            known(",\"from\":", from.rawValue)
            known(",\"to\":", to.rawValue)
        case .restoration(let action, let controller, let keys, let reason):
            known(",\"action\":", action.rawValue)
            if let controller { field(",\"controller\":", controller) }
            raw(",\"keys\":[")
            for (index, key) in keys.enumerated() {
                if index > 0 { byte(UInt8(ascii: ",")) }
                string(key)
            }
            byte(UInt8(ascii: "]"))
            if let reason { field(",\"reason\":", reason) }
        case .bgtask(let action, let identifier, let kind, let success, let launch):
            known(",\"action\":", action.rawValue)
            field(",\"identifier\":", identifier)
            known(",\"kind\":", kind.rawValue)
            if let success { raw(success ? ",\"success\":true" : ",\"success\":false") }
            if launch { raw(",\"launch\":true") }
        }
        raw("}\n")
    }

    /// A key and a string value, escaped as JSON needs.
    mutating func field(_ key: StaticString, _ value: String) {
        raw(key)
        string(value)
    }

    /// A key and a value from the host's own names (selectors, notification names, states,
    /// rule ids), which never need an escape: copied without being scanned.
    mutating func known(_ key: StaticString, _ value: String) {
        raw(key)
        plain(value)
    }

    mutating func plain(_ value: String) {
        var value = value
        byte(UInt8(ascii: "\""))
        value.withUTF8 { text in
            assert(!text.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") })
            if let first = text.baseAddress { bytes(first, text.count) }
        }
        byte(UInt8(ascii: "\""))
    }
}
