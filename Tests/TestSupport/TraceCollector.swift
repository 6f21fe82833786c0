import LifecycleCore

/// A state change, as the trace records it (S1).
public struct Edge: Equatable, CustomStringConvertible, Sendable {
    public let from: AppState
    public let to: AppState
    public init(_ from: AppState, _ to: AppState) {
        self.from = from
        self.to = to
    }
    public var description: String { "\(from.rawValue)→\(to.rawValue)" }
}

/// A kill line of the trace.
public struct Kill: Equatable, Sendable {
    public let reason: KillReason
    public let rule: Rule
    public let message: String
    public let code: String?
    public let traceback: String?
    /// Whose doing the kill is (M1: what `--strict` counts).
    public let cause: KillCause

    public init(reason: KillReason, rule: Rule, message: String, code: String?, traceback: String?, cause: KillCause) {
        self.reason = reason
        self.rule = rule
        self.message = message
        self.code = code
        self.traceback = traceback
        self.cause = cause
    }
}

/// Stores every trace record of a run, with typed views for assertions: what a test checks of a
/// run it reads here, never from JSON.
public final class TraceCollector: TraceSink {
    public private(set) var records: [TraceRecord] = []

    public init() {}

    public func receive(_ record: TraceRecord) { records.append(record) }

    /// Forgets what was collected so far (to look at one verb's effect).
    public func reset() { records.removeAll() }

    public var events: [TraceEvent] { records.map(\.event) }

    public var logs: [String] { events.compactMap { if case .log(let text) = $0 { text } else { nil } } }
    public var notes: [String] { events.compactMap { if case .note(let text) = $0 { text } else { nil } } }
    public var warnings: [String] { events.compactMap { if case .warning(let message) = $0 { message } else { nil } } }

    public var calls: [(hook: Hook, cost: SimDuration)] {
        events.compactMap { if case .call(let hook, let cost) = $0 { (hook, cost) } else { nil } }
    }

    public var hooksCalled: [Hook] { calls.map(\.hook) }

    public var states: [Edge] {
        events.compactMap { if case .state(let from, let to) = $0 { Edge(from, to) } else { nil } }
    }

    public var kills: [Kill] {
        events.compactMap {
            if case .kill(let reason, let rule, let message, let code, let traceback, let cause) = $0 {
                Kill(reason: reason, rule: rule, message: message, code: code, traceback: traceback, cause: cause)
            } else { nil }
        }
    }

    public var violations: [(rule: Rule, message: String)] {
        events.compactMap { if case .violation(let rule, let message) = $0 { (rule, message) } else { nil } }
    }

    public var violatedRules: [Rule] { violations.map(\.rule) }

    public var notifications: [NotificationName] {
        events.compactMap { if case .notification(let name, _, _) = $0 { name } else { nil } }
    }

    public var exits: [Rule] {
        events.compactMap { if case .exit(let rule, _) = $0 { rule } else { nil } }
    }

    /// The states the app went through: the first edge's source, then every target.
    public var statePath: [AppState] {
        guard let first = states.first else { return [] }
        return [first.from] + states.map(\.to)
    }

    /// What app code saw (calls, blocks, handlers, notifications) while the trace said `suspended`.
    public var codeWhileSuspended: [TraceEvent] {
        var current = AppState.notRunning
        var seen: [TraceEvent] = []
        for event in events {
            switch event {
            case .state(_, let to): current = to
            case .call, .run, .notification: if current == .suspended { seen.append(event) }
            default: break
            }
        }
        return seen
    }

    /// The lifecycle as one list, in trace order: `state a→b`, `call <selector>`,
    /// `notify <name>`, `kill <reason> <rule>`, `exit <rule>`, `violation <rule>`.
    public var timeline: [String] { events.compactMap(TraceCollector.timelineEntry) }

    /// One event as a `timeline` entry, or nil for events the timeline leaves out.
    public static func timelineEntry(_ event: TraceEvent) -> String? {
        switch event {
        case .state(let from, let to): return "state \(Edge(from, to))"
        case .call(let hook, _): return "call \(hook.selector)"
        case .notification(let name, _, _): return "notify \(name.rawValue)"
        case .kill(let reason, let rule, _, _, _, _): return "kill \(reason.rawValue) \(rule)"
        case .exit(let rule, _): return "exit \(rule)"
        case .violation(let rule, _): return "violation \(rule)"
        default: return nil
        }
    }

    /// The time of the first record matching `predicate`.
    public func time(of predicate: (TraceEvent) -> Bool) -> SimTime? {
        records.first { predicate($0.event) }?.time
    }

    /// The time and cost of the first call of `hook`.
    public func call(_ hook: Hook) -> (time: SimTime, cost: SimDuration)? {
        for record in records {
            if case .call(let h, let cost) = record.event, h == hook { return (record.time, cost) }
        }
        return nil
    }
}

/// Encodes every record as a JSONL line in memory, as `--format jsonl` writes it (named apart
/// from LifecycleOutput's `JSONLSink`, which hands its bytes to a writer).
public final class JSONLCollector: TraceSink {
    private var json = TraceJSON()
    public init() {}
    public var bytes: [UInt8] { json.buffer }
    public var text: String { String(decoding: json.buffer, as: UTF8.self) }
    public func receive(_ record: TraceRecord) { json.append(record) }
}

extension SimTime {
    public static func seconds(_ s: Int64) -> SimTime { SimTime(micros: s * 1_000_000) }
}

extension TraceRecord {
    /// The record's time in seconds, as the JSONL's `t` writes it.
    public var t: Double { Double(time.micros) / 1_000_000 }
}
