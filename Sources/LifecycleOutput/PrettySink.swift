import LifecycleCore
import Rainbow

/// The readable timeline: simulated time, actions, state changes, hook calls with their cost,
/// notifications, violations and kills with their rule ids, expectations, and what was printed.
/// It writes nothing itself: each line goes to the `write` its caller supplies (the CLI's
/// standard output, or a string being built). Colour is Rainbow's, decided once for the process:
/// on when standard output is a terminal and `NO_COLOR` is not set, plain text otherwise.
public final class PrettySink: TraceSink {
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
    /// Whether `lifecycle explain` knows a rule: a violation or kill citing it gets a line that
    /// points there (the catalog of explanations is the tools', which build on this library).
    let explains: (Rule) -> Bool
    /// S3: how many pieces of app code the run lost with their process (`lost` lines), for the
    /// summary: a kill says a process died, this says what of its work died with it.
    public private(set) var lostCode = 0

    public init(collapsing: Bool = false, explains: @escaping (Rule) -> Bool, write: @escaping (String) -> Void) {
        self.collapsing = collapsing
        self.explains = explains
        self.write = write
    }

    public func receive(_ record: TraceRecord) {
        if case .code(.lost, _, _, _, _, _, _) = record.event { lostCode += 1 }
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
    public func flush() {
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
    public func format(_ record: TraceRecord) -> String {
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

    /// The one-line summary at the end of a run; `lost`, the pieces of code lost with their
    /// process (S3), said beside the kills (they fail nothing by themselves: the kill does).
    public static func summary(_ totals: TraceTotals, end: SimTime, exitCode: Int32, strict: Bool, lost: Int = 0) -> String {
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
        if lost > 0 { parts.append("\(lost) piece\(lost == 1 ? "" : "s") of code lost before \(lost == 1 ? "it" : "they") returned") }
        parts.append("\(totals.stateChanges) state change\(totals.stateChanges == 1 ? "" : "s"), \(totals.calls) call\(totals.calls == 1 ? "" : "s") in \(end) s simulated")
        let verdict = exitCode == 0 ? "✓ ok".green.bold : "✗ failed".red.bold
        return "\n\(verdict)\(strict ? " (strict)" : ""): " + parts.joined(separator: " · ") + "\n"
    }
}
