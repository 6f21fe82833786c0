import ArgumentParser
import LifecycleCore
import LifecycleLua
import LifecycleOutput
import LifecycleTools

/// `lifecycle repl [APP.lua]`: a Lua prompt where scenario verbs act at once.
struct ReplCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "repl",
        abstract: "An interactive Lua prompt in which scenario verbs act on the app at once.",
        discussion: """
            Type verbs (launch(), home(), call(), advance(10), …) and Lua; the trace lines they \
            cause are printed as they happen, and the prompt shows the app's state (and each \
            scene's, on a scene app). :help lists the verbs and the commands; :save FILE writes \
            a scenario that lifecycle run replays on the profile and device played.

            When standard input is not a terminal, the lines are read as a script \
            (lifecycle repl app.lua < steps.lua): no prompt, messages name lines by their place \
            in the input, and the exit status is that of lifecycle run: 0 when every \
            expectation held, 1 when one failed, 2 after an error (a chunk that raised or did \
            not compile, or an unfinished chunk at the end of the input).
            """
    )

    @Argument(help: "The app script (default: an app that does nothing).")
    var app: String?

    @OptionGroup var simulation: SimulationOptions

    @Flag(help: "Show every trace line: identical lines in a row are not collapsed into one with a count.")
    var verbose = false

    func run() throws {
        var script: ScenarioRun.Script?
        if let app {
            do {
                script = ScenarioRun.Script(source: try Platform.readFile(app), path: app)
            } catch {
                Platform.writeStderr("error: \(SafeText.lines("\(error)"))\n")
                Platform.exit(2)
            }
            if let problem = LuaAppLoader(source: script!.source, path: app, simulation: simulation.chosen).validate() {
                Platform.writeStderr("error: \(SafeText.lines(problem))\n")
                Platform.exit(2)
            }
        }
        let interactive = Platform.stdinIsTerminal
        if !interactive { Platform.disableColor() }
        let repl = try Repl(app: script, simulation: simulation.chosen, interactive: interactive, verbose: verbose)
        Platform.exit(repl.run())
    }
}
