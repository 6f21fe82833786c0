@testable import LifecycleCore

/// A state change, as the trace records it.
struct Edge: Equatable, CustomStringConvertible {
    let from: AppState
    let to: AppState
    init(_ from: AppState, _ to: AppState) {
        self.from = from
        self.to = to
    }
    var description: String { "\(from.rawValue)→\(to.rawValue)" }
}

/// A kill line of the trace.
struct Kill: Equatable {
    let reason: KillReason
    let rule: Rule
    let message: String
    let code: String?
    let traceback: String?
}

/// Stores every trace record, with views for assertions.
final class CollectingSink: TraceSink {
    private(set) var records: [TraceRecord] = []

    func receive(_ record: TraceRecord) { records.append(record) }

    /// Forgets what was collected so far (to look at one verb's effect).
    func reset() { records.removeAll() }

    var events: [TraceEvent] { records.map(\.event) }

    var hooksCalled: [Hook] {
        events.compactMap { if case .call(let hook, _) = $0 { hook } else { nil } }
    }

    var states: [Edge] {
        events.compactMap { if case .state(let from, let to) = $0 { Edge(from, to) } else { nil } }
    }

    var kills: [Kill] {
        events.compactMap {
            if case .kill(let reason, let rule, let message, let code, let traceback) = $0 {
                Kill(reason: reason, rule: rule, message: message, code: code, traceback: traceback)
            } else { nil }
        }
    }

    var violations: [(rule: Rule, message: String)] {
        events.compactMap { if case .violation(let rule, let message) = $0 { (rule, message) } else { nil } }
    }

    var violatedRules: [Rule] { violations.map(\.rule) }

    var notifications: [NotificationName] {
        events.compactMap { if case .notification(let name, _, _) = $0 { name } else { nil } }
    }

    var warnings: [String] {
        events.compactMap { if case .warning(let message) = $0 { message } else { nil } }
    }

    var exits: [Rule] {
        events.compactMap { if case .exit(let rule, _) = $0 { rule } else { nil } }
    }

    /// The states the app went through: the first edge's source, then every target.
    var statePath: [AppState] {
        guard let first = states.first else { return [] }
        return [first.from] + states.map(\.to)
    }

    /// What app code saw (calls, blocks, handlers, notifications) while the trace said `suspended`.
    var codeWhileSuspended: [TraceEvent] {
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
    var timeline: [String] {
        events.compactMap(CollectingSink.timelineEntry)
    }

    /// One event as a `timeline` entry, or nil for events the timeline leaves out.
    static func timelineEntry(_ event: TraceEvent) -> String? {
        switch event {
        case .state(let from, let to): return "state \(Edge(from, to))"
        case .call(let hook, _): return "call \(hook.selector)"
        case .notification(let name, _, _): return "notify \(name.rawValue)"
        case .kill(let reason, let rule, _, _, _): return "kill \(reason.rawValue) \(rule)"
        case .exit(let rule, _): return "exit \(rule)"
        case .violation(let rule, _): return "violation \(rule)"
        default: return nil
        }
    }

    /// The time of the first record matching `predicate`.
    func time(of predicate: (TraceEvent) -> Bool) -> SimTime? {
        records.first { predicate($0.event) }?.time
    }

    /// The time and cost of the first call of `hook`.
    func call(_ hook: Hook) -> (time: SimTime, cost: SimDuration)? {
        for record in records {
            if case .call(let h, let cost) = record.event, h == hook { return (record.time, cost) }
        }
        return nil
    }
}

/// Encodes every record as a JSONL line, as `--format jsonl` does.
final class JSONLSink: TraceSink {
    private var json = TraceJSON()
    var bytes: [UInt8] { json.buffer }
    var text: String { String(decoding: json.buffer, as: UTF8.self) }
    func receive(_ record: TraceRecord) { json.append(record) }
}

extension SimTime {
    static func seconds(_ s: Int64) -> SimTime { SimTime(micros: s * 1_000_000) }
}

/// F1 and U1 paths back from suspended: straight to inactive, or woken in the background first
/// (F3 lets a suspended app run code again in the background); SPEC F1 allows both.
let foregroundPaths: [[AppState]] = [
    [.suspended, .inactive, .active],
    [.suspended, .background, .inactive, .active],
]

/// Shorthands for timeline entries.
func call(_ hook: Hook) -> String { "call \(hook.selector)" }
func notify(_ name: NotificationName) -> String { "notify \(name.rawValue)" }
func state(_ from: AppState, _ to: AppState) -> String { "state \(Edge(from, to))" }
