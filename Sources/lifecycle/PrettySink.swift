import LifecycleCore
import LifecycleLua
import LifecycleTools
import Rainbow

/// The readable timeline: simulated time, actions, state changes, hook calls with their cost,
/// notifications, violations and kills with their rule ids, expectations, and what was printed.
final class PrettySink: TraceSink {
    private var lastTime: Int64 = -1
    /// Whether runs of identical lines, and of identical groups of lines, are written once with
    /// a count (`RepeatedGroup`); off with `--verbose`, and always in JSONL, which no sink but
    /// this one reads.
    private let collapsing: Bool
    /// The run of identical groups not written yet, and the group being read after it.
    private var repeated: RepeatedGroup?
    private var reading: RepeatedGroup?

    /// Where the lines go: standard output, or a string being built (`learn check`'s excerpt).
    private let write: (String) -> Void

    init(collapsing: Bool = false, write: @escaping (String) -> Void = { Platform.writeStdout($0) }) {
        self.collapsing = collapsing
        self.write = write
    }

    func receive(_ record: TraceRecord) {
        guard collapsing, RepeatedGroup.mayCollapse(record.event) else {
            flush()
            write(format(record) + "\n")
            return
        }
        let visible = PrettySink.visible(record)
        let body = (visible.app.map { "[\($0)] ".lightBlack } ?? "") + line(for: visible.event)
        if body.contains(PrettySink.newlineMark) || body.contains("\n") {
            flush()
            write(format(record) + "\n")
            return
        }
        if RepeatedGroup.joinsGroup(record.event), reading != nil {
            reading!.append(body: body, record: record)
            return
        }
        settle()
        reading = RepeatedGroup(body: body, record: record)
    }

    /// The group just read is complete: another of the run before it, or the start of a new run.
    private func settle() {
        guard let group = reading else { return }
        reading = nil
        if let run = repeated, run.sameLines(as: group) {
            repeated!.repeated(at: group.times.first)
            return
        }
        writeRepeated()
        repeated = group
    }

    /// Writes what is held back, if anything: before anything else is written (a summary, a
    /// REPL value, the prompt).
    func flush() {
        settle()
        writeRepeated()
    }

    /// A group that came once is written as it came, each line of it that came once too; a run
    /// of groups once, its first line with the count. A line after what spread over time shows
    /// its time again (a collapsed line shows only the first).
    private func writeRepeated() {
        guard let run = repeated else { return }
        repeated = nil
        let once = run.times.count == 1
        for (index, line) in run.lines.enumerated() {
            if once, line.times.count == 1 {
                write(format(line.record) + "\n")
                continue
            }
            let start = once ? line.first : run.times.first
            let suffix = (index == 0 ? run.times.suffix : "") + line.times.suffix
            write(timeColumn(start) + "  " + line.body + suffix.lightBlack + "\n")
            if line.times.last != line.first { lastTime = -1 }
        }
        if run.times.last != run.times.first { lastTime = -1 }
    }

    /// One record as a timeline line (the time shown only when it changes). What scripts wrote
    /// is shown with its control characters made visible (`visible`, docs/security.md).
    func format(_ record: TraceRecord) -> String {
        let record = PrettySink.visible(record)
        let time = timeColumn(record.time.micros)
        let app = record.app.map { "[\($0)] ".lightBlack } ?? ""
        let appWidth = record.app.map { $0.count + 3 } ?? 0
        return PrettySink.continued(time + "  " + app + line(for: record.event), appWidth: appWidth)
    }

    /// The time, shown only when it changes, so that what happens at one instant reads as a block.
    private func timeColumn(_ micros: Int64) -> String {
        defer { lastTime = micros }
        guard micros != lastTime else { return String(repeating: " ", count: 9) }
        let text = PrettySink.seconds(micros)
        return String(repeating: " ", count: max(0, 9 - text.count)) + text.lightBlack
    }

    /// Seconds with three decimals: `12.500`.
    static func seconds(_ micros: Int64) -> String {
        let millis = micros / 1000
        let fraction = String(millis % 1000)
        return "\(millis / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    private func line(for event: TraceEvent) -> String {
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
                case .timer: what = "\(subject) fired"
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
            return "⚠ violation ".yellow.bold + "[\(rule)] ".yellow + message + PrettySink.explainPointer(rule)
        case .kill(let reason, let rule, let message, let code, let traceback):
            var text = "✖ killed: \(reason.rawValue)".red.bold
            if let code { text += " \(code)".red }
            text += " [\(rule)] ".red + message
            if let traceback, !traceback.isEmpty {
                text += "\n" + traceback.split(separator: "\n").map { "           │ " + $0 }.joined(separator: "\n").lightBlack
            }
            return text + PrettySink.explainPointer(rule)
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
            return PrettySink.restoration(action, controller, keys, reason)
        case .bgtask(let action, let identifier, let kind, let success, let launch):   // C6
            return PrettySink.bgtask(action, identifier, kind, success, launch)
        }
    }

    /// W4: `⟲ encoded editor: cursor, draft`; a discard is followed by the explain pointer.
    static func restoration(_ action: RestorationAction, _ controller: String?, _ keys: [String], _ reason: String?) -> String {
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
    static func explainPointer(_ rule: Rule) -> String {
        guard RuleCatalog.explanation(rule.rawValue) != nil else { return "" }
        return "\n           ↳ lifecycle explain \(rule)".lightBlack
    }

    static func cost(_ cost: SimDuration) -> String {
        "\(cost) s".lightBlack
    }

    /// The one-line summary at the end of a run.
    static func summary(_ totals: TraceTotals, end: SimTime, exitCode: Int32, strict: Bool) -> String {
        var parts: [String] = []
        let expectations = totals.expectationsPassed + totals.expectationsFailed
        if expectations > 0 {
            parts.append(totals.expectationsFailed == 0
                ? "\(expectations) expectation\(expectations == 1 ? "" : "s") passed"
                : "\(totals.expectationsFailed) of \(expectations) expectations failed")
        }
        parts.append("\(totals.violations) violation\(totals.violations == 1 ? "" : "s")")
        let kills = totals.kills.sorted { $0.key.rawValue < $1.key.rawValue }
            .map { "\($0.value) \($0.key.rawValue)" }.joined(separator: ", ")
        parts.append(kills.isEmpty ? "no kills" : "killed: \(kills)")
        parts.append("\(totals.stateChanges) state change\(totals.stateChanges == 1 ? "" : "s"), \(totals.calls) call\(totals.calls == 1 ? "" : "s") in \(end) s simulated")
        let verdict = exitCode == 0 ? "✓ ok".green.bold : "✗ failed".red.bold
        return "\n\(verdict)\(strict ? " (strict)" : ""): " + parts.joined(separator: " · ") + "\n"
    }
}
