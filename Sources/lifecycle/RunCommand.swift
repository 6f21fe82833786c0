import ArgumentParser
import LifecycleCore
import LifecycleLua
import LifecycleOutput
import LifecycleTools
import LifecycleTimeline
import Rainbow

/// `lifecycle run APP.lua [SCENARIO.lua]`.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Launch an app on a simulated device and play a scenario against it.",
        discussion: """
            Without SCENARIO.lua, plays the built-in tour: launch, use, Home, wait, return, \
            interruption, lock, terminate.

            Output: the readable trace on a terminal; when standard output is a pipe or a file \
            (lifecycle run app.lua | less), JSONL, one JSON object per line for tools. Add \
            --format pretty to page or save the readable trace.

            Exit status: 0 the scenario ran and every expectation held (with --strict, nothing \
            was violated and the app was not killed by its own doing: user_kill() and \
            low_memory()'s purge do not count); 1 an expectation failed (or, with --strict, a \
            violation or such a kill happened); 2 the command could not run.
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

    @Flag(help: "Fail the run on any violation or kill of the app, except a kill that is no fault of the app: user_kill(), or low_memory() purging or terminating it (M1, M3).")
    var strict = false

    @Option(help: ArgumentHelp("Also draw the run as an SVG picture in FILE.svg (docs/timeline.md).",
                               valueName: "FILE.svg"))
    var timeline: String?

    @Flag(help: "Show every trace line: in the pretty format, identical lines in a row are otherwise written once with a count (×60, 1 s apart).")
    var verbose = false

    @OptionGroup var simulation: SimulationOptions

    func run() throws {
        // Compiled once, for the check before the run and every launch of the app.
        let appScript = try read(app).precompiled()
        let scenarioScript = try scenario.map(read)
        // install("Mail", "mail.lua") reads paths relative to the scenario's folder, and only there.
        let inputs = RunInputs(app: app, scenario: scenario)
        let chosen = simulation.chosen(declared: declaredProfiles(scenarioScript, inputs))
        var run = ScenarioRun(app: appScript, scenario: scenarioScript, simulation: chosen)
        run.loadScript = { inputs.loadInstalled($0) }
        run.readHelper = inputs.helperReader   // require("helpers"): beside the scenario
        if let error = run.validate() { fail(error) }
        // Before anything runs: a picture the write rule would refuse (an input, a link, a FIFO, a
        // device, a missing folder) is an error of the command. The file itself is replaced only
        // at the end, whole (Platform.write).
        if let timeline, let problem = Platform.writeProblem(WriteTarget(path: timeline, inputs: inputs.identities)) {
            fail("--timeline: \(problem)")
        }
        let recorder = timeline.map { _ in TimelineRecorder(mainApp: ScenarioRun.appName(for: app)) }

        let pretty = (format ?? (Platform.stdoutIsTerminal ? .pretty : .jsonl)) == .pretty
        let sink: TraceSink
        if pretty {
            let header = "lifecycle: \(app) · \(scenario ?? "built-in tour") · profile \(SimulationOptions.profileLabel(chosen)) · seed \(simulation.seed)"
            Platform.writeStdout(SafeText.line(header).bold + "\n\n")
            sink = PrettySink(collapsing: !verbose)
        } else {
            let jsonl = JSONLSink(flushAtVerbs: Platform.stdoutIsLive) { Platform.writeStdout($0) }
            Platform.onStopSignal { jsonl.flushOnSignal() }
            sink = jsonl
        }
        let report = run.play(sinks: [sink] + (recorder.map { [$0] } ?? []))
        (sink as? JSONLSink)?.flush()
        (sink as? PrettySink)?.flush()
        if let timeline, let recorder {
            let title = "\(app) · \(scenario ?? "built-in tour") · profile \(SimulationOptions.profileLabel(chosen)) · seed \(simulation.seed)"
            writeTimeline(timeline, TimelineSVG.render(recorder, title: title, end: report.end), inputs: inputs)
        }
        let code = report.exitCode(strict: strict)
        if pretty {
            Platform.writeStdout(PrettySink.summary(report.totals, end: report.end, exitCode: code, strict: strict,
                                                      lost: (sink as? PrettySink)?.lostCode ?? 0))
        }
        if let error = report.scenarioError { fail(error) }
        Platform.exit(code)
    }

    /// The profiles the scenario declares (`scenario { profiles = { … } }`, P), read without
    /// playing it, when the command line names no profile; empty otherwise. A scenario whose
    /// declaration cannot be read declares none here: the check before the run reports why.
    private func declaredProfiles(_ script: ScenarioRun.Script?, _ inputs: RunInputs) -> [String] {
        guard simulation.profile == nil, let script else { return [] }
        let info = try? LuaScenario.readInfo(source: script.source, path: script.path, simulation: simulation.chosen,
                                             readHelper: inputs.helperReader)
        return info?.profiles ?? []
    }

    private func read(_ path: String) throws -> ScenarioRun.Script {
        do {
            return ScenarioRun.Script(source: try Platform.readFile(path), path: path)
        } catch {
            fail("\(error)")
        }
    }

    /// The picture, by the write rule, checked again with every file the run read: `install()`
    /// may have read it during the run.
    private func writeTimeline(_ path: String, _ svg: String, inputs: RunInputs) {
        do {
            try Platform.write(svg, to: WriteTarget(path: path, inputs: inputs.identities))
        } catch {
            fail("--timeline: \(error)")
        }
    }

    private func fail(_ message: String) -> Never {
        Platform.flush()
        Platform.writeStderr("error: \(SafeText.lines(message))\n")
        Platform.exit(2)
    }
}
