import Foundation
import LifecycleOutput

/// `lifecycle test --format pretty`: the report for a person, as busted or XCTest print one. One
/// app: a line per case, its failure and its notes under it, a summary. A class (several apps): a
/// matrix of marks (see GradeReport+PrettyClass.swift). Every name, path and message a script
/// wrote goes through `SafeText`: control characters are shown, never sent. Messages are shown
/// whole, wrapped at `ReportWrap.width`; only names in a column are cut, to 60 characters. Color
/// only when asked.
extension GradeReport {
    /// The report for a terminal; ANSI colors (green, red, yellow, bold, dim) only when `color`.
    /// Every case is labelled `scenario [profile]`, whatever the number of profiles.
    public func pretty(color: Bool) -> String {
        let style = PrettyStyle(color: color)
        return apps.count > 1 ? prettyClass(style) : prettySingle(style)
    }

    /// One app: header, a line per case with its first failure and its notes, then the summary.
    func prettySingle(_ style: PrettyStyle) -> String {
        var lines: [String] = []
        let loadError = apps.first?.loadError
        if let app = apps.first {
            lines.append(style.bold(ReportFormat.short(app.name)) + " " + style.dim("(\(SafeText.escape(app.path)))"))
            if let loadError { lines += ReportWrap.block(style.yellow("could not load: "), headWidth: 16, loadError, indent: 2) }
        }
        let labels = cases.map { label($0.scenario, $0.profile) }
        let times = cases.map { GradeReport.formatPoints($0.simulated) + " s" }
        let labelWidth = labels.map(\.count).max() ?? 0
        let timeWidth = times.map(\.count).max() ?? 0
        for (index, item) in cases.enumerated() {
            let points = GradeReport.formatPoints(item.points) + "/" + GradeReport.formatPoints(item.maxPoints)
            lines.append("  " + style.mark(item.status) + " " + ReportFormat.padded(labels[index], to: labelWidth)
                         + "  " + ReportFormat.right(times[index], to: timeWidth) + "  " + points)
            if let failure = headline(of: item), !(failure.kind == .error && failure.message == loadError) {
                lines += describe(failure, style, indent: 6)
                if let rule = failure.rule, RuleCatalog.explanation(rule) != nil {
                    lines.append("      " + style.dim("↳ lifecycle explain \(SafeText.escape(rule))"))
                }
                let more = max(0, item.failures.count - 1) + item.moreFailures
                if more > 0 { lines.append("      " + style.dim("… and \(more) more")) }
                lines += prettyOutput(item, style)
                lines.append("      " + style.dim("↳ " + replay(item)))
            }
            lines += prettyNotes(item.notes, more: item.moreNotes, style, indent: 6)
        }
        let (earned, possible) = points(ofApp: 0)
        let totals = GradeReport.formatPoints(earned) + "/" + GradeReport.formatPoints(possible) + " points"
        lines.append("")
        lines.append(verdict(style) + " · " + totals + " · " + GradeReport.formatPoints(simulated) + " s simulated")
        return lines.joined(separator: "\n") + "\n"
    }

    /// What the app printed in a case that did not pass: its first lines, then how many more.
    func prettyOutput(_ item: Case, _ style: PrettyStyle) -> [String] {
        let shown = 5
        var lines = item.output.prefix(shown).flatMap { ReportWrap.block(style.dim("printed: "), headWidth: 9, $0, indent: 6) }
        let more = max(0, item.output.count - shown) + item.moreOutput
        if more > 0 { lines.append("      " + style.dim("… and " + GradeReport.count(more, "more line") + " printed")) }
        return lines
    }

    /// The command that plays the case whole, with its trace: `lifecycle run APP SCENARIO
    /// --profile P`, and `--strict` for a strict scenario; a path with other characters than
    /// letters, digits and `_./-` in single quotes, made visible.
    func replay(_ item: Case) -> String {
        func quoted(_ path: String) -> String {
            let plain = !path.isEmpty && path.unicodeScalars.allSatisfy { ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) || "_./-".unicodeScalars.contains($0) }
            return plain ? path : "'" + SafeText.escape(path).replacingOccurrences(of: "'", with: "'\\''") + "'"
        }
        let scenario = self.scenario(item.scenario)
        return "lifecycle run " + quoted(app(item.app).path) + " " + quoted(scenario.path) + " --profile " + quoted(item.profile)
            + (scenario.strict ? " --strict" : "")
    }

    /// Notes (warnings, violations that did not fail), each whole, then how many were left out.
    func prettyNotes(_ notes: [Failure], more: Int, _ style: PrettyStyle, indent: Int) -> [String] {
        var lines = notes.flatMap { describe($0, style, indent: indent) }
        if more > 0 { lines.append(String(repeating: " ", count: indent) + style.dim("… and " + GradeReport.count(more, "more note"))) }
        return lines
    }

    /// `✓ 5 passed`, or `✗ 2 of 7 failed` with `(1 error)` when some are errors.
    func verdict(_ style: PrettyStyle) -> String {
        let failed = cases.count - count(.passed)
        guard failed > 0 else { return style.green(style.bold("✓ \(cases.count) passed")) }
        let errors = count(.error)
        let note = errors == 0 ? "" : " (\(errors) error\(errors == 1 ? "" : "s"))"
        return style.red(style.bold("✗ \(failed) of \(cases.count) failed")) + note
    }

    /// `name [profile]`: the scenario's name cut to 60 characters, the profile always shown.
    func label(_ scenario: Int, _ profile: String) -> String {
        ReportFormat.short(self.scenario(scenario).name) + " [" + ReportFormat.short(profile, limit: 20) + "]"
    }

    /// One failure or note, as the trace shows its kind: `expect: … [B4]`, `violation [B5] …`,
    /// `killed: watchdog [L5] …`, `error: …`, `warning: …`, then `(at 12 s)`; the message whole,
    /// wrapped, its later lines indented as its first.
    func describe(_ failure: Failure, _ style: PrettyStyle, indent: Int) -> [String] {
        let rule = failure.rule.map { " [\(ReportFormat.short($0, limit: 12))]" } ?? ""
        let at = " (at \(GradeReport.formatPoints(failure.time)) s)"
        switch failure.kind {
        case .expectation:
            return ReportWrap.block(style.red("expect: "), headWidth: 8, failure.message + rule, indent: indent, tail: at, style: style.dim)
        case .violation:
            let head = "violation" + rule + " "
            return ReportWrap.block(style.yellow(head), headWidth: head.count, failure.message, indent: indent, tail: at, style: style.dim)
        case .kill:
            let head = "killed" + (failure.killReason.map { ": \($0)" } ?? "") + rule + " "
            return ReportWrap.block(style.red(head), headWidth: head.count, failure.detail, indent: indent, tail: at, style: style.dim)
        case .error:
            return ReportWrap.block(style.yellow("error: "), headWidth: 7, failure.message, indent: indent, tail: at, style: style.dim)
        case .warning:
            return ReportWrap.block(style.yellow("warning: "), headWidth: 9, failure.message, indent: indent)
        }
    }
}

/// ANSI styling that is a no-op without color: the only control bytes a pretty report writes.
struct PrettyStyle {
    let color: Bool

    func paint(_ text: String, _ code: String) -> String { color ? "\u{1B}[\(code)m" + text + "\u{1B}[0m" : text }
    func bold(_ text: String) -> String { paint(text, "1") }
    func dim(_ text: String) -> String { paint(text, "90") }
    func green(_ text: String) -> String { paint(text, "32") }
    func red(_ text: String) -> String { paint(text, "31") }
    func yellow(_ text: String) -> String { paint(text, "33") }

    /// `✓` passed, `✗` failed, `!` an error, `·` no such case.
    func mark(_ status: GradeReport.Status?) -> String {
        switch status {
        case .passed: green("✓")
        case .failed: red("✗")
        case .error: yellow("!")
        case nil: dim("·")
        }
    }
}
