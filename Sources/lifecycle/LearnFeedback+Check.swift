import Foundation
import LifecycleLua
import LifecycleTools
import Rainbow

/// What `learn check` and `learn watch` say about a check, most useful first: every warning of
/// the simulator (a misspelt hook says more than any failed expectation), then what broke a rule
/// with its `lifecycle explain` pointer (B4, R1, …), then the expectations that failed, then the
/// end of the trace with repeated lines collapsed. `--trace` shows the whole trace instead.
extension LearnFeedback {
    static func result(_ check: ExerciseCheck, fullTrace: Bool = false, folder: String? = nil) -> String {
        let exercise = check.exercise
        var out: String
        switch check.status {
        case .pass:
            out = "✓ \(exercise.label) solved!".green.bold
                + "\n  Every expectation held and nothing broke a rule. When you are ready: lifecycle learn next\n"
        case .error:
            out = "! \(exercise.label): your app could not run".red.bold + "\n  \(VisibleText.lines(check.message ?? ""))\n"
        case .fail:
            out = "✗ \(exercise.label) is not solved yet".red.bold + "  (\(exercise.rules.joined(separator: ", ")))\n"
        }
        if !check.warnings.isEmpty {
            out += "\n  Warnings (read these first):\n".yellow
            for warning in check.warnings { out += "  ⚠ ".yellow + VisibleText.escape(warning) + "\n" }
        }
        if !check.problems.isEmpty {
            out += "\n  What broke a rule:\n".red
            for problem in check.problems {
                out += "  ✖ ".red + VisibleText.escape(problem.name) + "\n"
                if let rule = problem.rule { out += "    ↳ lifecycle explain \(rule)\n".lightBlack }
            }
        }
        let failed = check.expectations.filter { !$0.passed }
        if !failed.isEmpty {
            out += "\n  Expectations that failed:\n".red
            for finding in failed { out += "  ✗ " + VisibleText.escape(finding.name) + "\n" }
        }
        let passed = check.expectations.filter(\.passed).count
        if check.status == .fail, passed > 0 {
            out += "  ✓ \(passed) other expectation\(passed == 1 ? "" : "s") held\n".green
        }
        let sink = PrettySink()
        if fullTrace {
            out += "\n  The whole trace:\n" + check.records.map(sink.format).map { "  " + $0 }.joined(separator: "\n") + "\n"
        } else if check.status == .fail {
            let lines = collapsed(check.excerpt().map(sink.format))
            if !lines.isEmpty {
                out += "\n  What happened (the end of the trace; all of it: lifecycle learn check \(exercise.number) --trace):\n"
                    + lines.map { "  " + $0 }.joined(separator: "\n") + "\n"
            }
        }
        if check.status != .pass {
            if let folder {
                let go = folder == "." ? "" : "cd \(folder) && "
                out += "\n  Try it yourself: \(go)lifecycle run app.lua scenario.lua (or lifecycle repl app.lua)\n".lightBlack
            }
            out += "\n  Stuck? lifecycle learn hint \(exercise.number)\n"
        }
        return out
    }

    /// Consecutive trace lines that say the same thing (a timer firing every second) become one
    /// line with a count. The time column is left out of the comparison.
    static func collapsed(_ lines: [String]) -> [String] {
        var out: [String] = []
        var last: String?
        var count = 0
        func flush() {
            guard count > 1, let line = out.popLast() else { return }
            out.append(line + "   ×\(count)".lightBlack)
        }
        for line in lines {
            let key = timeless(line)
            if key == last, !line.contains("\n") {
                count += 1
                continue
            }
            flush()
            last = key
            count = 1
            out.append(line)
        }
        flush()
        return out
    }

    /// A timeline line without its colours and its time column.
    static func timeless(_ line: String) -> String {
        var plain = ""
        var inEscape = false
        for character in line {
            if inEscape { inEscape = !character.isLetter; continue }
            if character == "\u{1B}" { inEscape = true; continue }
            plain.append(character)
        }
        let trimmed = plain.drop { $0 == " " }
        let time = trimmed.prefix { $0.isNumber || $0 == "." }
        return String(time.isEmpty ? trimmed : trimmed.dropFirst(time.count))
    }
}
