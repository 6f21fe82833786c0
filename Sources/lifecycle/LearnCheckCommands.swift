import ArgumentParser
import LifecycleLua
import LifecycleTools

extension LearnCommand {
    /// Checks one exercise, records the result, and prints feedback (or Exercism JSON).
    static func check(_ found: Exercise, in workspace: inout LearnWorkspace) -> ExerciseCheck {
        let path = workspace.path(of: found)
        workspace.restoreScenarioOrWarn(of: found)
        let result: ExerciseCheck
        do {
            result = ExerciseCheck(found, source: try Platform.readFile(path), path: path)
        } catch {
            result = ExerciseCheck(found, error: "\(error) (lifecycle learn reset \(found.number) restores the starter)")
        }
        workspace.state.results[String(found.number)] = result.status.rawValue
        return result
    }

    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "check", abstract: "Check exercise N (default: the current one). Exit 0 when solved, 1 when not.")
        @OptionGroup var options: WorkspaceOption
        @OptionGroup var exercise: ExerciseArgument
        @Flag(help: "Write Exercism's results.json to standard output.") var json = false
        @Flag(help: "Show the whole trace of the check, not only its end.") var trace = false

        func run() throws {
            var (workspace, here) = options.open()
            guard let found = try exercise.resolve(in: workspace, here: here) else { return }
            let result = LearnCommand.check(found, in: &workspace)
            workspace.state.current = found.number
            try workspace.save()
            if json {
                Platform.writeStdout(LearnFeedback.json([result], perExercise: false))
            } else {
                Platform.writeStdout(LearnFeedback.result(result, fullTrace: trace, folder: workspace.folder(of: found)))
                if result.status == .pass { Platform.writeStdout("  Compare with the reference solution: lifecycle learn solution \(found.number)\n".lightBlack) }
            }
            Platform.exit(result.status == .pass ? 0 : result.status == .fail ? 1 : 2)
        }
    }

    struct CheckAll: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "check-all", abstract: "Check every exercise. Exit 0 when all are solved.")
        @OptionGroup var options: WorkspaceOption
        @Flag(help: "Write Exercism's results.json to standard output.") var json = false

        func run() throws {
            var (workspace, _) = options.open()
            let results = Exercise.all.map { LearnCommand.check($0, in: &workspace) }
            try workspace.save()
            if json {
                Platform.writeStdout(LearnFeedback.json(results, perExercise: true))
            } else {
                for result in results {
                    let mark = result.status == .pass ? "✓".green : "✗".red
                    Platform.writeStdout("\(mark) \(result.exercise.label)\n")
                }
                Platform.writeStdout("\n" + LearnFeedback.progressBar(workspace.solvedCount, Exercise.all.count) + "\n")
            }
            Platform.exit(results.allSatisfy { $0.status == .pass } ? 0 : 1)
        }
    }
}

extension LearnCommand {
    /// `learn solution N`: the reference solution, once the learner's own passes (as rustlings
    /// shows it): before that it would only spoil the exercise.
    struct Solution: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "solution", abstract: "Show exercise N's reference solution, once yours passes.")
        @OptionGroup var options: WorkspaceOption
        @OptionGroup var exercise: ExerciseArgument

        func run() throws {
            let (workspace, here) = options.open()
            guard let found = try exercise.resolve(in: workspace, here: here) else { return }
            guard workspace.status(of: found) == "pass" else {
                Platform.writeStdout("\(found.label) is not solved yet: its reference solution is shown once your app passes (lifecycle learn check \(found.number)).\n")
                Platform.exit(1)
            }
            Platform.writeStdout(LearnFeedback.solution(found))
        }
    }
}
