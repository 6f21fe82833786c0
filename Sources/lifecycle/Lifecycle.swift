import ArgumentParser
import LifecycleOutput

/// `lifecycle`: the iOS application lifecycle, simulated.
///
/// Start-up (docs/performance.md, "Cold start"): every command, subcommands included, names
/// itself in its configuration. Otherwise swift-argument-parser derives the name from the type
/// with `String(describing:)` while it builds the command tree, at every start, and each such
/// call looks up protocol conformances across every loaded library.
@main
struct Lifecycle: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lifecycle",
        abstract: "Simulate the iOS application lifecycle with delegates and scenarios written in Lua.",
        discussion: """
            Write an app delegate in Lua, play scenarios against it on a simulated device, and see \
            every state change, delegate call, budget and kill. Rules are cited by their ids (B4, T2, …): `lifecycle explain` lists and explains them.
            """,
        version: "0.1.0",
        subcommands: [RunCommand.self, TestCommand.self, ReplCommand.self, LearnCommand.self, ExplainCommand.self, ExploreCommand.self, TypesCommand.self]
    )

    /// Exit statuses follow docs/exit-codes.md: bad arguments are 2 (ArgumentParser's own is 64).
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                Platform.writeStdout(fullMessage(for: error) + "\n")
                Platform.flush()
                Platform.exit(0)
            }
            if let exit = error as? ExitCode {
                Platform.flush()
                Platform.exit(exit.rawValue)
            }
            // A file the command could not read or write (the write rule's refusals among them):
            // `error: cannot write PATH: …`, as every other message of the command.
            if let failure = error as? PlatformError {
                Platform.writeStderr("error: \(SafeText.lines(failure.message))\n")
                Platform.flush()
                Platform.exit(2)
            }
            Platform.writeStderr(SafeText.lines(fullMessage(for: error)) + "\n")
            Platform.flush()
            Platform.exit(2)
        }
    }
}
