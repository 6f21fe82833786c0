import Foundation
import LifecycleLua
import LifecycleTools
import Rainbow

/// What `lifecycle learn` says to a learner: the list with progress, an exercise's page, and
/// the result of a check (which rule, what happened, what was expected), never host internals.
enum LearnFeedback {
    static func progressBar(_ done: Int, _ total: Int, width: Int = 24) -> String {
        let filled = total == 0 ? 0 : done * width / total
        return "[" + String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled) + "] \(done)/\(total)"
    }

    static func list(_ workspace: LearnWorkspace) -> String {
        var out = "Progress " + progressBar(workspace.solvedCount, Exercise.all.count).green + "\n\n"
        let next = workspace.next?.number
        for exercise in Exercise.all {
            let mark: String
            switch workspace.status(of: exercise) {
            case "pass": mark = "✓".green
            case "fail", "error": mark = "✗".red
            default: mark = "·".lightBlack
            }
            let pointer = exercise.number == next ? "▶".bold : " "
            out += "\(pointer) \(mark) \(exercise.label)  " + "(\(exercise.rules.joined(separator: ", ")))".lightBlack + "\n"
        }
        out += "\nWorkspace: \(workspace.folder)   next: lifecycle learn next   check: lifecycle learn check N\n"
        return out
    }

    static func page(_ exercise: Exercise, _ workspace: LearnWorkspace) -> String {
        let hints = exercise.hints.count
        return "Exercise \(exercise.label)".bold + "  (\(exercise.rules.joined(separator: ", ")))\n\n"
            + exercise.instructions + "\n\n"
            + "Edit:  \(workspace.path(of: exercise))\n"
            + "Check: lifecycle learn check \(exercise.number)   (or lifecycle learn watch)\n"
            + "Stuck? lifecycle learn hint \(exercise.number)   (\(hints) hint\(hints == 1 ? "" : "s"))\n"
    }

    static func result(_ check: ExerciseCheck) -> String {
        let exercise = check.exercise
        switch check.status {
        case .pass:
            return "✓ \(exercise.label) solved!".green.bold
                + "\n  Every expectation held and nothing broke a rule. When you are ready: lifecycle learn next\n"
        case .error:
            return "! \(exercise.label): your app could not run".red.bold + "\n  \(VisibleText.lines(check.message ?? ""))\n"
        case .fail:
            var out = "✗ \(exercise.label) is not solved yet".red.bold + "  (\(exercise.rules.joined(separator: ", ")))\n"
            for finding in check.findings where !finding.passed {
                out += "  ✗ " + VisibleText.escape(finding.name) + "\n"
            }
            let passed = check.findings.filter(\.passed).count
            if passed > 0 { out += "  ✓ \(passed) other expectation\(passed == 1 ? "" : "s") held\n".green }
            let sink = PrettySink()
            let lines = check.excerpt().map(sink.format)
            if !lines.isEmpty {
                out += "\n  What happened (the end of the trace):\n" + lines.map { "  " + $0 }.joined(separator: "\n") + "\n"
            }
            out += "\n  Stuck? lifecycle learn hint \(exercise.number)\n"
            return out
        }
    }

    /// Exercism's results.json (version 2): one test per expectation or rule the checker found.
    static func json(_ checks: [ExerciseCheck], perExercise: Bool) -> String {
        var tests: [[String: Any]] = []
        for check in checks {
            if perExercise {
                let failures = check.findings.filter { !$0.passed }.map(\.name)
                tests.append(["name": check.exercise.label, "status": check.status.rawValue,
                              "message": check.message ?? (failures.isEmpty ? NSNull() : failures.joined(separator: "\n") as Any),
                              "output": NSNull()])
            } else {
                for finding in check.findings {
                    tests.append(["name": finding.name, "status": finding.passed ? "pass" : "fail",
                                  "message": finding.passed ? NSNull() : finding.name as Any, "output": NSNull()])
                }
            }
        }
        let status = checks.contains { $0.status == .error } ? "error" : checks.allSatisfy { $0.status == .pass } ? "pass" : "fail"
        let message: Any = checks.compactMap(\.message).first ?? NSNull()
        let object: [String: Any] = ["version": 2, "status": status, "message": message, "tests": tests]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
