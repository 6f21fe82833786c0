import Foundation
import LifecycleCore
import LifecycleLua
import LifecycleOutput
import LifecycleTools
import Rainbow

/// What `learn check` and `learn watch` say about a check, most useful first: every warning of
/// the simulator (a misspelt hook says more than any failed expectation), then what broke a rule
/// with its `lifecycle explain` pointer (B4, R1, …), then the expectations that failed, then the
/// code that froze or was lost (S3), then the end of the trace with repeated lines collapsed.
/// `--trace` shows the whole trace instead. A warning the exercise expects (its checker's
/// `-- Expected outcome:` line, `Exercise.expects(_:)`) is no mistake: it is an ℹ note.
extension LearnFeedback {
    /// `learn check`'s feedback: the verdict, what it means, then the details.
    static func result(_ check: ExerciseCheck, fullTrace: Bool = false, folder: String? = nil) -> String {
        verdict(check) + summary(check, next: "lifecycle learn next") + details(check, fullTrace: fullTrace, folder: folder)
    }

    /// The verdict, one line: `learn watch` writes it last, under the reference solution and the
    /// trace, so that it never scrolls off the screen.
    static func verdict(_ check: ExerciseCheck) -> String {
        let exercise = check.exercise
        switch check.status {
        case .pass: return "✓ \(exercise.label) solved!".green.bold + "\n"
        case .error: return "! \(exercise.label): your app could not run".red.bold + "\n"
        case .fail: return "✗ \(exercise.label) is not solved yet".red.bold + "  (\(exercise.rules.joined(separator: ", ")))\n"
        }
    }

    /// What the verdict means: for a pass, what to do `next`; for an error, the problem in the
    /// learner's script, with its file and line.
    static func summary(_ check: ExerciseCheck, next: String) -> String {
        switch check.status {
        case .pass: return "  Every expectation held and nothing broke a rule. When you are ready: \(next)\n"
        case .error: return "  " + indentedLines(check.message ?? "", indent: "  ") + "\n"
        case .fail: return ""
        }
    }

    static func details(_ check: ExerciseCheck, fullTrace: Bool = false, folder: String? = nil) -> String {
        let exercise = check.exercise
        var out = ""
        if !check.warnings.isEmpty {
            out += "\n  Warnings (read these first):\n".yellow
            for warning in check.warnings { out += "  ⚠ ".yellow + indentedLines(warning) + "\n" }
        }
        if !check.problems.isEmpty {
            out += "\n  What broke a rule:\n".red
            for problem in check.problems {
                out += "  ✖ ".red + indentedLines(problem.name) + "\n"
                if let rule = problem.rule { out += "    ↳ lifecycle explain \(rule)\n".lightBlack }
            }
        }
        let failed = check.expectations.filter { !$0.passed }
        if !failed.isEmpty {
            out += "\n  Expectations that failed:\n".red
            for finding in failed { out += "  ✗ " + indentedLines(finding.name) + "\n" }
        }
        let passed = check.expectations.filter(\.passed).count
        if check.status == .fail, passed > 0 {
            out += "  ✓ \(passed) other expectation\(passed == 1 ? "" : "s") held\n".green
        }
        if !check.pointers.isEmpty {
            // The learner's file is its exercise folder's app.lua (`LearnWorkspace.path(of:)`).
            out += "\n  Where to look in your code:\n"
            for pointer in check.pointers { out += "  → app.lua:\(pointer.line)  " + SafeText.line(pointer.note) + "\n" }
        }
        if !check.outcomes.isEmpty {
            out += "\n"
            for outcome in check.outcomes { out += "  ℹ As the exercise expects: ".cyan + indentedLines(outcome) + "\n" }
        }
        if check.status == .fail {
            out += stoppedCode(check.stoppedCode, exercise: exercise.number)
        }
        if fullTrace {
            out += "\n  The whole trace:\n" + indented(pretty(check.records, collapsing: false))
        } else if check.status == .fail {
            let excerpt = check.excerpt()
            if !excerpt.isEmpty {
                out += "\n  What happened (the end of the trace; all of it: lifecycle learn check \(exercise.number) --trace):\n"
                    + indented(pretty(excerpt, collapsing: true))
            }
        }
        if check.status != .pass {
            if let folder {
                let go = folder == "." ? "" : "cd \(SafeText.line(folder)) && "
                let profile = exercise.profile.flatMap { $0 == .default ? nil : " --profile \($0.name)" } ?? ""
                out += "\n  Try it yourself: \(go)lifecycle run app.lua scenario.lua\(profile) (or lifecycle repl app.lua\(profile))\n".lightBlack
            }
            out += "\n  Stuck? lifecycle learn hint \(exercise.number)\n"
        }
        return out
    }

    /// S3: the learner's code that froze with the suspended app or died with its process, as the
    /// trace writes it (the line it stopped at, the rule, `lifecycle explain` under a loss), at
    /// most `limit` lines: often why a save never finished, however far from the end it happened.
    static func stoppedCode(_ records: [TraceRecord], exercise: Int, limit: Int = 6) -> String {
        guard !records.isEmpty else { return "" }
        var out = "\n  Code that did not finish (frozen when the app was suspended, or lost when its process died):\n".cyan
            + indented(pretty(Array(records.prefix(limit)), collapsing: false))
        if records.count > limit {
            out += "  … and \(records.count - limit) more (all of it: lifecycle learn check \(exercise) --trace)\n".lightBlack
        }
        return out
    }

    /// Records as the pretty trace writes them; `collapsing`, runs of identical lines and groups
    /// written once with their count, as `lifecycle run` does (`RepeatedGroup`).
    static func pretty(_ records: [TraceRecord], collapsing: Bool) -> String {
        var text = ""
        let sink = PrettySink(collapsing: collapsing) { text += $0 }
        for record in records { sink.receive(record) }
        sink.flush()
        return text
    }

    /// A message of a script or of the simulator, on as many lines as it has, each after the first
    /// indented under the first (`  ⚠ `, `  ✗ `), and every other control byte written out
    /// (SafeText): a script's newline never reaches the terminal as `\n`, nor its ESC as itself.
    static func indentedLines(_ text: String, indent: String = "    ") -> String {
        SafeText.escape(text, newline: "\n" + indent, tab: "\t")
    }

    /// Every line of `text` indented by two spaces.
    static func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { "  " + $0 + "\n" }.joined()
    }
}
