import ArgumentParser
import LifecycleLua
import LifecycleTools

/// `lifecycle learn …`: the teaching exercises (issue 6), rustlings-style: a list with progress,
/// one exercise at a time, a checker, hints, a watch mode that never moves on by itself.
struct LearnCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "learn",
        abstract: "Teaching exercises: list with progress, show one, check one, hints, watch mode.",
        discussion: "Start with: lifecycle learn init, then lifecycle learn next.",
        subcommands: [Overview.self, Init.self, Next.self, Check.self, CheckAll.self, Hint.self, Reset.self, Watch.self],
        defaultSubcommand: Overview.self
    )
}

/// `--workspace DIR` for every learn command.
struct WorkspaceOption: ParsableArguments {
    @Option(help: "The learner's workspace (default: this folder if it is one, else lifecycle-exercises).")
    var workspace: String?

    /// The workspace, or a clear message and exit 2 when there is none yet.
    func open() -> LearnWorkspace {
        let folder = LearnWorkspace.locate(workspace)
        guard let opened = LearnWorkspace.open(folder) else {
            Platform.writeStderr("error: no workspace at \(folder); create one with: lifecycle learn init \(workspace ?? "")\n")
            Platform.exit(2)
        }
        return opened
    }
}

/// Parses an exercise number, with a clear error.
func exercise(_ number: Int) throws -> Exercise {
    guard let found = Exercise.number(number) else {
        throw ValidationError("there is no exercise \(number); exercises are 1 to \(Exercise.all.count)")
    }
    return found
}

extension LearnCommand {
    /// `lifecycle learn` lists the exercises; `lifecycle learn N` shows exercise N.
    struct Overview: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "List the exercises with progress, or show exercise N.")
        @OptionGroup var options: WorkspaceOption
        @Argument(help: "An exercise to show.") var number: Int?

        func run() throws {
            var workspace = options.open()
            if let number {
                let found = try exercise(number)
                workspace.state.current = number
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
            let (workspace, written) = try LearnWorkspace.create(folder)
            Platform.writeStdout("Workspace \(folder): \(written) starter\(written == 1 ? "" : "s") copied, \(Exercise.all.count) exercises.\n")
            Platform.writeStdout("Next: cd \(folder) && lifecycle learn next\n\n")
            Platform.writeStdout(LearnFeedback.list(workspace))
        }
    }

    struct Next: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "next", abstract: "Show the next exercise to solve.")
        @OptionGroup var options: WorkspaceOption

        func run() throws {
            var workspace = options.open()
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
        @Argument(help: "The exercise (default: the current one).") var number: Int?

        func run() throws {
            var workspace = options.open()
            guard let found = try number.map(exercise) ?? workspace.next else { return }
            let shown = workspace.revealHint(of: found)
            try workspace.save()
            for index in 0..<shown {
                Platform.writeStdout("Hint \(index + 1) of \(found.hints.count) for \(found.label):\n".bold + found.hints[index] + "\n\n")
            }
        }
    }

    struct Reset: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "reset", abstract: "Restore exercise N's starter (asks first).")
        @OptionGroup var options: WorkspaceOption
        @Argument(help: "The exercise.") var number: Int
        @Flag(help: "Do not ask.") var yes = false

        func run() throws {
            var workspace = options.open()
            let found = try exercise(number)
            if !yes {
                Platform.writeStdout("Reset \(found.label) to its starter? Your changes to \(workspace.path(of: found)) are lost. [y/N] ")
                guard let answer = Platform.readLine()?.lowercased(), answer == "y" || answer == "yes" else {
                    Platform.writeStdout("Nothing changed.\n")
                    return
                }
            }
            try Platform.writeFile(workspace.path(of: found), found.starter)
            workspace.state.results[String(found.number)] = nil
            try workspace.save()
            Platform.writeStdout("\(found.label) is back to its starter.\n")
        }
    }
}
