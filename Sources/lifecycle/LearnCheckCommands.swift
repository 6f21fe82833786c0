import ArgumentParser
import LifecycleLua
import LifecycleTools

extension LearnCommand {
    /// Checks one exercise, records the result, and prints feedback (or Exercism JSON).
    static func check(_ found: Exercise, in workspace: inout LearnWorkspace) -> ExerciseCheck {
        let path = workspace.path(of: found)
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
        @Argument(help: "The exercise.") var number: Int?
        @Flag(help: "Write Exercism's results.json to standard output.") var json = false

        func run() throws {
            var workspace = options.open()
            guard let found = try number.map(exercise) ?? workspace.next else { return }
            let result = LearnCommand.check(found, in: &workspace)
            workspace.state.current = found.number
            try workspace.save()
            Platform.writeStdout(json ? LearnFeedback.json([result], perExercise: false) : LearnFeedback.result(result))
            Platform.exit(result.status == .pass ? 0 : result.status == .fail ? 1 : 2)
        }
    }

    struct CheckAll: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "check-all", abstract: "Check every exercise. Exit 0 when all are solved.")
        @OptionGroup var options: WorkspaceOption
        @Flag(help: "Write Exercism's results.json to standard output.") var json = false

        func run() throws {
            var workspace = options.open()
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

    /// `learn watch`: re-checks on every save; n next, h hint, l list, r re-run, q quit. It never
    /// moves on by itself after a pass.
    struct Watch: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "watch", abstract: "Re-check the current exercise on every save (keys: n next, h hint, l list, r re-run, q quit).")
        @OptionGroup var options: WorkspaceOption

        func run() throws {
            var workspace = options.open()
            guard var current = workspace.next else {
                Platform.writeStdout("All exercises are solved.\n")
                return
            }
            let saved = Platform.enterKeyMode()
            defer { if let saved { Platform.restoreMode(saved) } }
            let keys = "   keys: n next · h hint · l list · r re-run · q quit\n".lightBlack
            func show() {
                Platform.writeStdout(LearnFeedback.page(current, workspace) + "\n")
                Platform.writeStdout(LearnFeedback.result(LearnCommand.check(current, in: &workspace)) + keys)
                try? workspace.save()
            }
            show()
            var stamp = Platform.modificationTime(workspace.path(of: current))
            while true {
                if let key = Platform.pollKey(milliseconds: 300) {
                    switch key {
                    case UInt8(ascii: "q"): return
                    case UInt8(ascii: "r"): show()
                    case UInt8(ascii: "l"): Platform.writeStdout(LearnFeedback.list(workspace) + keys)
                    case UInt8(ascii: "h"):
                        let shown = workspace.revealHint(of: current)
                        try? workspace.save()
                        if shown > 0 { Platform.writeStdout("Hint \(shown) of \(current.hints.count): ".bold + current.hints[shown - 1] + "\n" + keys) }
                    case UInt8(ascii: "n"):
                        if let next = Exercise.all.first(where: { $0.number > current.number && workspace.status(of: $0) != "pass" }) ?? workspace.next {
                            current = next
                            workspace.state.current = next.number
                            show()
                        }
                    default: break
                    }
                    stamp = Platform.modificationTime(workspace.path(of: current))
                    continue
                }
                let now = Platform.modificationTime(workspace.path(of: current))
                if now != stamp {
                    stamp = now
                    Platform.writeStdout("\n— saved; checking again —\n".lightBlack)
                    Platform.writeStdout(LearnFeedback.result(LearnCommand.check(current, in: &workspace)) + keys)
                    try? workspace.save()
                }
            }
        }
    }
}
