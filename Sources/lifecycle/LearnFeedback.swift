import Foundation
import LifecycleLua
import LifecycleOutput
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
        out += "\nWorkspace: \(SafeText.line(workspace.folder))   next: lifecycle learn next   check: lifecycle learn check N\n"
        return out
    }

    static func page(_ exercise: Exercise, _ workspace: LearnWorkspace) -> String {
        let hints = exercise.hints.count
        return "Exercise \(exercise.label)".bold + "  (\(exercise.rules.joined(separator: ", ")))\n\n"
            + exercise.instructions + "\n\n"
            + buildsOn(exercise)
            + profile(exercise)
            + "Edit:  \(SafeText.line(workspace.path(of: exercise)))\n"
            + "Check: lifecycle learn check \(exercise.number)   (or lifecycle learn watch)\n"
            + "Stuck? lifecycle learn hint \(exercise.number)   (\(hints) hint\(hints == 1 ? "" : "s"))\n"
    }

    /// `Builds on: 05 Ask for more time (B5)`: the earlier exercises this one needs.
    static func buildsOn(_ exercise: Exercise) -> String {
        let earlier = exercise.buildsOn.compactMap { rule in
            Exercise.all.first { $0.number < exercise.number && $0.rules.contains(rule) }.map { "\($0.label) (\(rule))" }
        }
        return earlier.isEmpty ? "" : "Builds on: \(earlier.joined(separator: ", "))\n"
    }

    /// `Profile: ios13 …` for an exercise that does not run on `run`'s default profile: the
    /// learner who plays its checker by hand needs the option.
    static func profile(_ exercise: Exercise) -> String {
        guard let profile = exercise.profile, profile != .default else { return "" }
        return "Profile: \(profile.name) (lifecycle learn check runs it there; by hand: lifecycle run app.lua scenario.lua --profile \(profile.name))\n"
    }

    /// The reference solution, to compare with the learner's own once it passes.
    static func solution(_ exercise: Exercise) -> String {
        "Reference solution of \(exercise.label)".bold + " (yours passes too; compare them):\n\n" + exercise.solution
            + (exercise.solution.hasSuffix("\n") ? "" : "\n")
    }

    /// After the last hint.
    static func noMoreHints(_ exercise: Exercise) -> String {
        "There are no more hints for \(exercise.label): all \(exercise.hints.count) are shown. Once it passes, lifecycle learn solution \(exercise.number) shows the reference solution.\n"
    }

    /// Exercism's results.json (version 2). For one exercise, one test per expectation of its
    /// checker and one for the rules, named from the checker's text so the names never depend on
    /// the outcome (`ExerciseCheck.tests`); for every exercise, one test per exercise.
    static func json(_ checks: [ExerciseCheck], perExercise: Bool) -> String {
        var tests: [ExercismResults.Test] = []
        for check in checks {
            if perExercise {
                let failures = check.findings.filter { !$0.passed }.map(\.name)
                tests.append(ExercismResults.Test(name: check.exercise.label, status: check.status.results,
                                                  message: check.message ?? (failures.isEmpty ? nil : failures.joined(separator: "\n")),
                                                  output: nil))
            } else {
                for test in check.tests {
                    tests.append(ExercismResults.Test(name: test.name, status: test.status.results, message: test.message, output: nil))
                }
            }
        }
        return ExercismResults(status: ExercismResults.overall(checks.map(\.status.results)), message: checks.compactMap(\.message).first, tests: tests).json()
    }
}

extension ExerciseCheck.Status {
    /// The same status, as Exercism's results name it.
    var results: ExercismResults.Status { ExercismResults.Status(rawValue: rawValue) ?? .error }
}
