import LifecycleCore

/// An event sent along the responder chain (E1–E5), as a `dispatch` line records it.
public struct Dispatch: Equatable, Sendable {
    public let kind: String
    public let detail: String
    public let target: String
    /// The responders tried, from the target on.
    public let tried: [String]
    /// The responder that handled it; nil when it was discarded (E3).
    public let by: String?
    public var discarded: Bool { by == nil }
    /// The responders tried as the trace joins them: `label > Child.view > Child`.
    public var chain: String { tried.joined(separator: " > ") }
}

/// Code the app ran outside a delegate method (a block, a handler, a timer, a view controller's
/// method), as a `run` line records it.
public struct CodeRun: Equatable, Sendable {
    public let kind: CodeKind
    public let cost: SimDuration
    public let subject: String?
}

/// A BGTaskScheduler line (C6).
public struct BGTaskLine: Equatable, Sendable {
    public let action: BGTaskAction
    public let identifier: String
    public let kind: BGTaskKind
    public let success: Bool?
    public let launch: Bool
}

/// A state-restoration line (W4).
public struct RestorationLine: Equatable, Sendable {
    public let action: RestorationAction
    public let controller: String?
    public let keys: [String]
    public let reason: String?
}

/// Each event's payload by kind, nil for an event of another kind: what a test reads of a typed
/// trace, e.g. `trace.records.compactMap(\.event.dispatch)`.
extension TraceEvent {
    public var action: (verb: String, detail: String?)? { if case .action(let verb, let detail) = self { (verb, detail) } else { nil } }
    public var edge: Edge? { if case .state(let from, let to) = self { Edge(from, to) } else { nil } }
    public var hook: Hook? { if case .call(let hook, _) = self { hook } else { nil } }
    public var log: String? { if case .log(let text) = self { text } else { nil } }
    public var warning: String? { if case .warning(let message) = self { message } else { nil } }
    public var info: (rule: Rule, message: String)? { if case .info(let rule, let message) = self { (rule, message) } else { nil } }
    public var violation: (rule: Rule, message: String)? { if case .violation(let rule, let message) = self { (rule, message) } else { nil } }
    public var expectation: (ok: Bool, message: String)? { if case .expect(let ok, let message) = self { (ok, message) } else { nil } }
    public var wake: (reason: WakeKind, launch: Bool)? { if case .wake(let reason, let launch) = self { (reason, launch) } else { nil } }
    public var redraw: (view: String, requests: Int)? { if case .redraw(let view, let requests) = self { (view, requests) } else { nil } }
    public var dropped: (kind: String, detail: String, reason: String)? {
        if case .dropped(let kind, let detail, let reason) = self { (kind, detail, reason) } else { nil }
    }
    public var notification: (name: NotificationName, value: String?, queued: Bool)? {
        if case .notification(let name, let value, let queued) = self { (name, value, queued) } else { nil }
    }
    public var completion: (handler: WakeKind, result: FetchResult)? {
        if case .completion(let handler, let result) = self { (handler, result) } else { nil }
    }
    public var scene: (name: String, from: SceneState, to: SceneState)? {
        if case .scene(let name, let from, let to) = self { (name, from, to) } else { nil }
    }
    public var kill: Kill? {
        if case .kill(let reason, let rule, let message, let code, let traceback, let cause) = self {
            Kill(reason: reason, rule: rule, message: message, code: code, traceback: traceback, cause: cause)
        } else { nil }
    }
    public var dispatch: Dispatch? {
        if case .dispatch(let kind, let detail, let target, let tried, let by, _) = self {
            Dispatch(kind: kind, detail: detail, target: target, tried: tried, by: by)
        } else { nil }
    }
    public var codeRun: CodeRun? {
        if case .run(let kind, let cost, _, _, let subject) = self { CodeRun(kind: kind, cost: cost, subject: subject) } else { nil }
    }
    public var bgtask: BGTaskLine? {
        if case .bgtask(let action, let identifier, let kind, let success, let launch) = self {
            BGTaskLine(action: action, identifier: identifier, kind: kind, success: success, launch: launch)
        } else { nil }
    }
    /// S3: a `froze`, `resumed` or `lost` line as `"froze C6 app.lua:8@40.0"` (action, rule, line, time: see `codeLines`).
    public var codeLine: (action: CodeAction, rule: Rule, line: String?)? {
        if case .code(let action, _, _, _, let line, let rule, _) = self { (action, rule, line) } else { nil }
    }
    public var restoration: RestorationLine? {
        if case .restoration(let action, let controller, let keys, let reason) = self {
            RestorationLine(action: action, controller: controller, keys: keys, reason: reason)
        } else { nil }
    }
}

extension Collection where Element == TraceRecord {
    public var logs: [String] { compactMap(\.event.log) }
    public var warnings: [String] { compactMap(\.event.warning) }
    public var edges: [Edge] { compactMap(\.event.edge) }
    /// The selectors of the delegate methods called, in order.
    public var selectors: [String] { compactMap { $0.event.hook?.selector } }
    public var dispatches: [Dispatch] { compactMap(\.event.dispatch) }
    public var kills: [Kill] { compactMap(\.event.kill) }
    /// S3: the `froze`, `resumed` and `lost` lines, as `"froze C6 app.lua:8 @40.0"`.
    public var codeLines: [String] {
        compactMap { record in
            record.event.codeLine.map { "\($0.action.rawValue) \($0.rule) \($0.line ?? "-") @\(record.t)" }
        }
    }

    /// The code runs of `kind`, with their records (for their times).
    public func runs(_ kind: CodeKind) -> [TraceRecord] { filter { $0.event.codeRun?.kind == kind } }

    /// The position of the first `action` line of `verb` (with `detail`, when given).
    public func index(ofAction verb: String, detail: String? = nil) -> Index? {
        firstIndex { record in record.event.action.map { $0.verb == verb && (detail == nil || $0.detail == detail) } ?? false }
    }
}
