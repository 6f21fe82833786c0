import ArgumentParser
import LifecycleCore
import LifecycleLua
import LifecycleTimeline
import Rainbow

/// `lifecycle run APP.lua [SCENARIO.lua]` (INTERFACE.md).
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Launch an app on a simulated device and play a scenario against it.",
        discussion: """
            Without SCENARIO.lua, plays the built-in tour: launch, use, Home, wait, return, \
            interruption, lock, terminate.

            Exit status: 0 the scenario ran and every expectation held (with --strict, nothing \
            was violated and nothing killed except by user_kill()); 1 an expectation failed (or, \
            with --strict, a violation or kill happened); 2 the command could not run.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case pretty, jsonl
    }

    @Argument(help: "The app script: returns its delegate table.")
    var app: String

    @Argument(help: "The scenario script (default: the built-in tour).")
    var scenario: String?

    @Option(help: "Output format: pretty or jsonl (default: pretty on a terminal, jsonl otherwise).")
    var format: Format?

    @Flag(help: "Fail the run on any violation or kill of the app (user_kill() excepted).")
    var strict = false

    @Option(help: ArgumentHelp("Also draw the run as an SVG picture in FILE.svg (docs/timeline.md).",
                               valueName: "FILE.svg"))
    var timeline: String?

    @OptionGroup var simulation: SimulationOptions

    func run() throws {
        let appScript = try read(app)
        let scenarioScript = try scenario.map(read)
        var run = ScenarioRun(app: appScript, scenario: scenarioScript,
                              profile: simulation.osProfile, seed: simulation.seed)
        // install("Mail", "mail.lua") reads paths relative to the scenario's folder.
        let folder = scenario.flatMap { path in path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : nil }
        run.loadScript = { path in
            let full = path.hasPrefix("/") || folder == nil ? path : "\(folder!)/\(path)"
            do {
                return .success(ScenarioRun.Script(source: try Platform.readFile(full), path: full))
            } catch {
                return .failure(ScenarioRun.ScriptError(message: "\(error)"))
            }
        }
        if let error = run.validate() { fail(error) }
        // Before anything runs: a picture that cannot be written is an error of the command.
        if let timeline { writeTimeline(timeline, "") }
        let recorder = timeline.map { _ in TimelineRecorder(mainApp: ScenarioRun.appName(for: app)) }

        let pretty = (format ?? (Platform.stdoutIsTerminal ? .pretty : .jsonl)) == .pretty
        let sink: TraceSink
        if pretty {
            Platform.writeStdout("lifecycle: \(app) · \(scenario ?? "built-in tour") · profile \(simulation.profileLabel) · seed \(simulation.seed)\n\n".bold)
            sink = PrettySink()
        } else {
            sink = JSONLSink()
        }
        let report = run.play(sinks: [sink] + (recorder.map { [$0] } ?? []))
        (sink as? JSONLSink)?.flush()
        if let timeline, let recorder {
            let title = "\(app) · \(scenario ?? "built-in tour") · profile \(simulation.profileLabel) · seed \(simulation.seed)"
            writeTimeline(timeline, TimelineSVG.render(recorder, title: title, end: report.end))
        }
        let code = report.exitCode(strict: strict)
        if pretty {
            Platform.writeStdout(PrettySink.summary(report.totals, end: report.end, exitCode: code, strict: strict))
        }
        if let error = report.scenarioError { fail(error) }
        Platform.exit(code)
    }

    private func read(_ path: String) throws -> ScenarioRun.Script {
        if Platform.isDirectory(path) { fail("\(path) is a directory, not a Lua file") }
        do {
            return ScenarioRun.Script(source: try Platform.readFile(path), path: path)
        } catch {
            fail("\(error)")
        }
    }

    private func writeTimeline(_ path: String, _ svg: String) {
        do {
            try Platform.writeFile(path, svg)
        } catch {
            fail("--timeline: \(error)")
        }
    }

    private func fail(_ message: String) -> Never {
        Platform.flush()
        Platform.writeStderr("error: \(message)\n")
        Platform.exit(2)
    }
}
