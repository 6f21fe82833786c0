import LifecycleCore

/// The pretty trace shows what scripts and files wrote (log text, notes, expect messages,
/// warnings quoting script text, URLs, accessory and view names, kill messages, tracebacks, app
/// names) without letting any of it act on the terminal (docs/security.md, "The terminal"). Every
/// string of a record goes through `visible(_:)` before it is formatted, so no line of
/// `PrettySink` can forget it; JSONL needs none of this (JSON escapes control characters).
extension PrettySink {
    /// Stands for a newline inside a string until `format` knows the line's indent. No NUL is
    /// left otherwise: `SafeText` shows a script's own NUL as `\u{0}`.
    static let newlineMark: Character = "\u{0}"

    /// The record with every string it carries made visible (`SafeText`, a tab kept). A newline
    /// becomes `newlineMark`: `format` turns it into a continuation line under a `│`, so one
    /// `print` cannot draw a line that passes for a trace line of its own. A traceback keeps its
    /// newlines: its lines are already shown under a `│`.
    static func visible(_ record: TraceRecord) -> TraceRecord {
        func v(_ text: String) -> String { SafeText.escape(text, newline: String(newlineMark), tab: "\t") }
        func rule(_ rule: Rule) -> Rule { Rule(v(rule.rawValue)) }
        let event: TraceEvent
        switch record.event {
        case .action(let verb, let detail):
            event = .action(verb: v(verb), detail: detail.map(v))
        case .state, .call, .task, .memory, .wake, .completion:
            event = record.event
        case .code(let action, let number, let kind, let queue, let line, let id, let ran):
            event = .code(action: action, id: number, kind: kind, queue: queue.map(v), line: line.map(v), rule: rule(id), ran: ran)
        case .bgtask(let action, let identifier, let kind, let success, let launch):
            event = .bgtask(action: action, identifier: v(identifier), kind: kind, success: success, launch: launch)
        case .run(let kind, let cost, let task, let queue, let subject):
            event = .run(kind: kind, cost: cost, task: task, queue: queue.map(v), subject: subject.map(v))
        case .notification(let name, let value, let queued):
            event = .notification(name: name, value: value.map(v), queued: queued)
        case .violation(let id, let message):
            event = .violation(rule: rule(id), message: v(message))
        case .kill(let reason, let id, let message, let code, let traceback, let cause):
            event = .kill(reason: reason, rule: rule(id), message: v(message), code: code.map(v),
                          traceback: traceback.map(SafeText.lines), cause: cause)
        case .exit(let id, let message):
            event = .exit(rule: rule(id), message: v(message))
        case .expect(let ok, let message):
            event = .expect(ok: ok, message: v(message))
        case .log(let text):
            event = .log(text: v(text))
        case .warning(let message):
            event = .warning(message: v(message))
        case .note(let text):
            event = .note(text: v(text))
        case .info(let id, let message):
            event = .info(rule: rule(id), message: v(message))
        case .snapshot(let views):
            event = .snapshot(visible: views.map(v))
        case .dispatch(let kind, let detail, let target, let tried, let by, let cost):
            event = .dispatch(kind: v(kind), detail: v(detail), target: v(target), tried: tried.map(v),
                              by: by.map(v), cost: cost)
        case .dropped(let kind, let detail, let reason):
            event = .dropped(kind: v(kind), detail: v(detail), reason: v(reason))
        case .redraw(let view, let requests):
            event = .redraw(view: v(view), requests: requests)
        case .scene(let name, let from, let to):   // C2
            event = .scene(name: v(name), from: from, to: to)
        case .restoration(let action, let controller, let keys, let reason):
            event = .restoration(action: action, controller: controller.map(v), keys: keys.map(v), reason: reason.map(v))
        }
        return TraceRecord(time: record.time, app: record.app.map(SafeText.line), event: event)
    }

    /// `line` with each `newlineMark` starting a continuation line: indented past the time column
    /// (and the app's name, when lines carry one) and under a `│`, as an app's printed lines are.
    static func continued(_ line: String, appWidth: Int) -> String {
        guard line.contains(newlineMark) else { return line }
        let indent = String(repeating: " ", count: 11 + appWidth) + "    │ ".lightBlack
        return line.split(separator: newlineMark, omittingEmptySubsequences: false).joined(separator: "\n" + indent)
    }
}
