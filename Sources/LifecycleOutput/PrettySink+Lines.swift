import LifecycleCore
import Rainbow

/// The line each kind of event makes in the pretty trace.
extension PrettySink {
    /// The line of one event, without its time column and app name; what scripts wrote is
    /// already visible (`visible`).
    func line(for event: TraceEvent) -> String {
        switch event {
        case .action(let verb, let detail):
            return "▶ ".bold + "\(verb)(\(detail ?? ""))".bold
        case .state(let from, let to):
            return "● ".cyan + "\(from.rawValue) → ".cyan + to.rawValue.cyan.bold
        case .scene(let name, let from, let to):   // C2: one line per scene move, under the app's
            return "◐ ".cyan + "scene \(name): \(from.rawValue) → ".cyan + to.rawValue.cyan.bold
        case .call(let hook, let cost):
            return "  ⚙ " + hook.selector + "  " + PrettySink.cost(cost)
        case .run(let kind, let cost, let task, let queue, let subject):
            var what = kind.description
            if let task { what += " of task \(task)" }
            if let queue { what += " (\(queue) queue)" }
            if let subject {
                switch kind {
                case .viewController, .block: what = subject
                case .timer: what = subject.hasSuffix(", going on") ? subject : "\(subject) fired"   // S3
                case .drawRect: what = "\(subject) drawRect"
                case .observer: what = "observer of \(subject)"
                case .alertCancel: what = "cancel handler of alert '\(subject)'"
                default: what += " (\(subject))"
                }
            }
            return "  ⚙ " + what + "  " + PrettySink.cost(cost)
        case .notification(let name, let value, let queued):
            var text = "  ✉ " + name.rawValue
            if let value { text += " (\(value))" }
            if queued { text += " — queued while suspended (F3)" }
            return text.magenta
        case .violation(let rule, let message):
            return "⚠ violation ".yellow.bold + "[\(rule)] ".yellow + message + explainPointer(rule)
        case .kill(let reason, let rule, let message, let code, let traceback, _):
            var text = "✖ killed: \(reason.rawValue)".red.bold
            if let code { text += " \(code)".red }
            text += " [\(rule)] ".red + message
            if let traceback, !traceback.isEmpty {
                text += "\n" + traceback.split(separator: "\n").map { "           │ " + $0 }.joined(separator: "\n").lightBlack
            }
            return text + explainPointer(rule)
        case .exit(let rule, let message):
            return "■ terminated ".red + "[\(rule)] " + message
        case .expect(let ok, let message):
            return ok ? "✓ expect: ".green + message : "✗ expect failed: ".red.bold + message
        case .log(let text):
            return "    │ ".lightBlack + text
        case .task(let action, let id):
            return "  ◆ background task \(id): \(action)".blue
        case .warning(let message):
            return "⚠ ".yellow + message
        case .note(let text):
            return "» ".blue + text.blue
        case .info(let rule, let message):
            return "  ℹ ".cyan + message + " [\(rule)]".lightBlack
        case .snapshot(let visible):
            return "  ▣ snapshot: ".cyan + (visible.isEmpty ? "no views visible" : "visible \(visible.joined(separator: ", "))")
        case .dispatch(let kind, let detail, _, let tried, let by, let cost):
            let icon = ["touch": "☝", "motion": "〰", "remote": "⏯", "accelerometer": "↗", "action": "➜"][kind] ?? "•"
            let path = tried.joined(separator: " ▸ ")
            let outcome = by.map { " ✓ \($0)".green } ?? " — discarded, no responder handled it (E3)".yellow
            return "  \(icon) \(kind) \(detail): ".bold + path + outcome + (by == nil ? "" : "  " + PrettySink.cost(cost))
        case .dropped(let kind, let detail, let reason):
            return "  ⌀ \(kind) \(detail) dropped: \(reason)".yellow
        case .memory(let footprint):
            return "  ▤ memory footprint \((footprint * 10).rounded() / 10) MB".cyan
        case .redraw(let view, let requests):
            let coalesced = requests > 1 ? " (\(requests) setNeedsDisplay requests coalesced)" : ""
            return "  ✎ redraw \(view)".cyan + coalesced
        case .wake(let reason, let launch):   // W1, W2
            let why = reason == .fetch ? "a background fetch" : "a silent push"
            return "☀ ".cyan + (launch ? "launched into the background for \(why)" : "woken in the background for \(why)").cyan
                + " [\(reason.rule)]".lightBlack
        case .completion(let handler, let result):
            return "  ↩ completion handler of the \(handler.rawValue) called: \(result.rawValue)".blue + " [\(handler.rule)]".lightBlack
        case .restoration(let action, let controller, let keys, let reason):
            return restoration(action, controller, keys, reason)
        case .bgtask(let action, let identifier, let kind, let success, let launch):   // C6
            return PrettySink.bgtask(action, identifier, kind, success, launch)
        case .code(let action, _, let kind, let queue, let line, let rule, let ran):   // S3
            return code(action, kind, queue, line, rule, ran)
        }
    }

    /// W4: `⟲ encoded editor: cursor, draft`; a discard is followed by the explain pointer.
    func restoration(_ action: RestorationAction, _ controller: String?, _ keys: [String], _ reason: String?) -> String {
        let whose = controller ?? "the app delegate's state"
        let listed = keys.isEmpty ? "no keys" : keys.joined(separator: ", ")
        let rule = " [W4]".lightBlack
        switch action {
        case .encode: return "  ⟲ encoded ".cyan + whose + ": " + listed + rule
        case .decode: return "  ⟲ restored ".cyan + whose + ": " + listed + rule
        case .skip: return "  ⟲ not restored ".yellow + whose + " (\(listed)): " + (reason ?? "") + rule
        case .discard:
            return "⟲ saved state discarded: ".yellow.bold + whose + " (\(listed)): " + (reason ?? "") + rule + explainPointer(.W4)
        }
    }

    /// A line under a violation or kill that says how to learn more about its rule.
    func explainPointer(_ rule: Rule) -> String {
        guard explains(rule) else { return "" }
        return "\n           ↳ lifecycle explain \(rule)".lightBlack
    }

    static func cost(_ cost: SimDuration) -> String {
        "\(cost) s".lightBlack
    }
}
