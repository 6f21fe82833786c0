import ArgumentParser
import LifecycleLua
import LifecycleOutput
import LifecycleTools

/// `lifecycle learn …`: the teaching exercises, rustlings-style: a list with progress,
/// one exercise at a time, a checker, hints, a watch mode that never moves on by itself.
struct LearnCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "learn",
        abstract: "Teaching exercises: list with progress, show one, check one, hints, watch mode.",
        discussion: "Start with: lifecycle learn init, then lifecycle learn next.",
        subcommands: [Overview.self, Init.self, Next.self, Check.self, CheckAll.self, Hint.self, Solution.self, Reset.self, Watch.self],
        defaultSubcommand: Overview.self
    )
}

/// `--workspace DIR` for every learn command.
struct WorkspaceOption: ParsableArguments {
    @Option(help: "The learner's workspace (default: the one this folder is in, else lifecycle-exercises).")
    var workspace: String?

    /// The workspace and the exercise whose folder the command runs in, or a clear message and
    /// exit 2 when there is no workspace yet.
    func open() -> (workspace: LearnWorkspace, here: Exercise?) {
        if workspace == nil, Platform.resolvedPath(".") == nil {
            Platform.writeStderr("error: the current folder no longer exists (it was deleted or moved); cd to one that does\n")
            Platform.exit(2)
        }
        let location = LearnWorkspace.locate(workspace)
        guard location.exists, let opened = LearnWorkspace.open(location.folder) else {
            let create = "lifecycle learn init" + (workspace.map { " " + SafeText.line($0) } ?? "")
            Platform.writeStderr("error: no workspace at \(SafeText.line(location.folder)) (nor in any folder above this one); create one with: \(create)\n")
            Platform.exit(2)
        }
        return (opened, location.here)
    }
}

extension LearnCommand {
    /// `lifecycle learn` lists the exercises; `lifecycle learn N` shows exercise N.
    struct Overview: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "List the exercises with progress, or show exercise N.")
        @OptionGroup var options: WorkspaceOption
        @Argument(help: "An exercise to show: its number or folder.") var id: String?

        func run() throws {
            var (workspace, _) = options.open()
            if let found = try exercise(id, here: nil, fallback: nil) {
                workspace.state.current = found.number
                try workspace.save()
                Platform.writeStdout(LearnFeedback.page(found, workspace))
            } else {
                Platform.writeStdout(LearnFeedback.list(workspace))
            }
        }
    }

    struct Init: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "init", abstract: "Copy the starters into a workspace you edit (existing files are kept).")
        @Argument(help: "The workspace folder.") var folder: String = LearnWorkspace.defaultFolder

        func run() throws {
            let shown = SafeText.line(folder)
            if let outer = LearnWorkspace.enclosing(folder).map({ SafeText.line($0) }) {
                Platform.writeStderr("error: \(shown) would be inside the workspace \(outer); a workspace cannot hold another. Work in \(outer) (lifecycle learn init \(outer) copies any starter that is missing)\n")
                Platform.exit(2)
            }
            let workspace: LearnWorkspace, written: Int
            do {
                (workspace, written) = try LearnWorkspace.create(folder)
            } catch {
                Platform.writeStderr("error: \(SafeText.lines("\(error)"))\n")
                Platform.exit(2)
            }
            Platform.writeStdout("Workspace \(shown): \(written) starter\(written == 1 ? "" : "s") copied, \(Exercise.all.count) exercises.\n")
            Platform.writeStdout("Next: cd \(shown) && lifecycle learn next\n\n")
            Platform.writeStdout(LearnFeedback.list(workspace))
        }
    }

    struct Next: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "next", abstract: "Show the next exercise to solve.")
        @OptionGroup var options: WorkspaceOption

        func run() throws {
            var (workspace, _) = options.open()
            guard let next = workspace.next else {
                Platform.writeStdout("All \(Exercise.all.count) exercises are solved. Well done!\n")
                return
            }
            workspace.state.current = next.number
            try workspace.save()
            Platform.writeStdout(LearnFeedback.page(next, workspace))
        }
    }

    struct Hint: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "hint", abstract: "Show the next hint of exercise N (each call shows one more).")
        @OptionGroup var options: WorkspaceOption
        @OptionGroup var exercise: ExerciseArgument

        func run() throws {
            var (workspace, here) = options.open()
            guard let found = try exercise.resolve(in: workspace, here: here) else { return }
            let seen = workspace.state.hints[String(found.number)] ?? 0
            let shown = workspace.revealHint(of: found)
            try workspace.save()
            for index in 0..<shown {
                Platform.writeStdout("Hint \(index + 1) of \(found.hints.count) for \(found.label):\n".bold + found.hints[index] + "\n\n")
            }
            if seen >= found.hints.count { Platform.writeStdout(LearnFeedback.noMoreHints(found)) }
        }
    }

    struct Reset: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "reset", abstract: "Restore exercise N's starter (asks first).")
        @OptionGroup var options: WorkspaceOption
        @Argument(help: "The exercise: its number or folder (default: the one this folder is).") var id: String?
        @Flag(help: "Do not ask.") var yes = false

        func run() throws {
            var (workspace, here) = options.open()
            guard let found = try exercise(id, here: here, fallback: nil) else {
                throw ValidationError("which exercise? Name it, as in lifecycle learn reset 5, or run reset in its folder")
            }
            if !yes {
                Platform.writeStdout("Reset \(found.label) to its starter? Your changes to \(SafeText.line(workspace.path(of: found))) are lost. [y/N] ")
                guard let answer = Platform.readLine()?.lowercased(), answer == "y" || answer == "yes" else {
                    Platform.writeStdout("Nothing changed.\n")
                    return
                }
            }
            do {
                try workspace.writeStarter(of: found)
            } catch {
                Platform.writeStderr("error: \(SafeText.lines("\(error)"))\n")
                Platform.exit(2)
            }
            workspace.restoreScenarioOrWarn(of: found)
            workspace.state.results[String(found.number)] = nil
            try workspace.save()
            Platform.writeStdout("\(found.label) is back to its starter.\n")
        }
    }
}
