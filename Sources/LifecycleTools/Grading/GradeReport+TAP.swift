import LifecycleCore
import LifecycleOutput

/// `lifecycle test --format tap`: TAP version 13 (testanything.org/tap-version-13-specification),
/// the version `prove` (Perl's TAP::Harness) and tappy read, one test point per app × scenario ×
/// profile, in the report's order:
///
///     TAP version 13
///     1..2
///     ok 1 - alice: launches [ios13]
///     not ok 2 - alice: ends its task [ios7]
///       ---
///       message: "the background task ran out of time"
///       severity: fail
///       ...
///
/// A description is made visible first (`SafeText`: no control character, newline included,
/// reaches the stream), then TAP-escaped: `\` as `\\` and `#` as `\#`. A failing point carries a
/// YAML diagnostic block (TAP 13's) whose strings are double-quoted YAML with escapes: its
/// failures, and its notes (warnings, violations outside strict) and what the app printed.
extension GradeReport {
    public func tap() -> String {
        var lines = ["TAP version 13", "1..\(cases.count)"]
        // The roster's word on a submission it does not list (one it lists but that was not
        // submitted is a failing point per case, saying so).
        for app in apps where app.roster == .notListed { lines.append("# " + SafeText.escape(app.name) + " is not on the roster") }
        for (index, item) in cases.enumerated() {
            let description = TAPText.description(app(item.app).name + ": " + scenario(item.scenario).name + " [" + item.profile + "]")
            lines.append((item.status == .passed ? "ok" : "not ok") + " \(index + 1) - " + description)
            if item.status != .passed { lines += tapDiagnostic(item) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The YAML block of a failing point: its first failure (message, severity, kind, rule,
    /// time), where it came from, its points, and every failure when there are several.
    func tapDiagnostic(_ item: Case) -> [String] {
        let first = headline(of: item)
        var lines = ["  ---"]
        lines.append("  message: " + TAPText.yaml(first?.message ?? item.status.rawValue))
        lines.append("  severity: " + (item.status == .error ? "error" : "fail"))
        if let first {
            lines.append("  kind: " + first.kind.rawValue)
            if let reason = first.killReason { lines.append("  reason: " + reason) }
            if let rule = first.rule { lines.append("  rule: " + TAPText.yaml(rule)) }
            lines.append("  time: " + ReportFormat.decimalSeconds(first.time))
        }
        lines.append("  app: " + TAPText.yaml(app(item.app).path))
        lines.append("  scenario: " + TAPText.yaml(scenario(item.scenario).path))
        lines.append("  profile: " + TAPText.yaml(item.profile))
        lines.append("  simulated: " + ReportFormat.decimalSeconds(item.simulated))
        lines.append("  points: " + GradeReport.formatPoints(item.points) + "/" + GradeReport.formatPoints(item.maxPoints))
        if item.failures.count > 1 || item.moreFailures > 0 {
            lines.append("  failures:")
            for failure in item.failures {
                lines.append("    - kind: " + failure.kind.rawValue)
                if let rule = failure.rule { lines.append("      rule: " + TAPText.yaml(rule)) }
                lines.append("      time: " + ReportFormat.decimalSeconds(failure.time))
                lines.append("      message: " + TAPText.yaml(failure.message))
            }
            if item.moreFailures > 0 { lines.append("  more_failures: \(item.moreFailures)") }
        }
        if !item.notes.isEmpty {
            lines.append("  notes:")
            for note in item.notes {
                lines.append("    - kind: " + note.kind.rawValue)
                if let rule = note.rule { lines.append("      rule: " + TAPText.yaml(rule)) }
                lines.append("      message: " + TAPText.yaml(note.message))
            }
            if item.moreNotes > 0 { lines.append("  more_notes: \(item.moreNotes)") }
        }
        if !item.output.isEmpty {
            lines.append("  output:")
            for line in item.output { lines.append("    - " + TAPText.yaml(line)) }
            if item.moreOutput > 0 { lines.append("  more_output: \(item.moreOutput)") }
        }
        lines.append("  ...")
        return lines
    }
}

/// The two escapes of a TAP stream.
enum TAPText {
    /// A test point's description: visible, then `\` and `#` escaped with a backslash (an
    /// unescaped `#` would start a directive such as `# SKIP`; TAP::Parser reads `\#` back as `#`).
    static func description(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in SafeText.escape(text).unicodeScalars {
            if scalar == "\\" || scalar == "#" { out.append("\\") }
            out.append(scalar)
        }
        return String(out)
    }

    /// A YAML 1.2 double-quoted scalar: `"` and `\` escaped, and every character YAML would not
    /// print or `SafeText` would not send as `\n`, `\t`, `\r`, `\e`, `\xXX` or `\uXXXX`.
    static func yaml(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case "\u{1B}": out += "\\e"
            case _ where ControlCharacters.contains(scalar):
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += scalar.value <= 0xFF
                    ? "\\x" + String(repeating: "0", count: 2 - hex.count) + hex
                    : "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
