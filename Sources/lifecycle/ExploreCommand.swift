import ArgumentParser
import LifecycleCore
import LifecycleLua
import LifecycleOutput
import LifecycleTools

/// `lifecycle explore APP.lua [--depth N] [--out DIR]`: plays every short sequence of scenario
/// verbs against an app and reports the rules it breaks (violations, and kills such as B4, B5,
/// T2, T5, L5) with the shortest sequence for each, written as a scenario (docs/explore.md).
struct ExploreCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explore",
        abstract: "Try every short sequence of user actions against an app.",
        discussion: """
            Plays every sequence of up to N verbs (\(ExploreVerb.alphabet.map(\.name).joined(separator: ", ")), \
            and on ios13 run_bg_task for each of the app's first \(ExploreVerb.maxBGTaskVerbs) BGTaskSchedulerPermittedIdentifiers) \
            after a fresh launch, each verb followed by advance(\(ExploreVerb.stepSeconds)); wait is advance(\(ExploreVerb.waitSeconds)). \
            A sequence that reaches a state already seen is not extended. For each distinct \
            problem (rule, kind, reason) it writes the shortest sequence as a scenario, \
            DIR/RULE-KIND-REASON.lua, which `lifecycle run APP.lua FILE --strict` replays. \
            user_kill() and low_memory() kills are not problems. Sequences are played on \
            --jobs threads at once; the report and the files are the same for any number.

            Exit status: 0 no problem found; 1 problems found (scenarios written); 2 the command \
            could not run (bad arguments, a missing file, a load error in the app script, a \
            folder that cannot be written).
            """
    )

    @Argument(help: "The app script: returns its delegate table.")
    var app: String

    @Option(help: ArgumentHelp("How many verbs after the launch, at most (0–\(ExploreCommand.maxDepth)).", valueName: "n"))
    var depth = 4

    @Option(help: ArgumentHelp("The folder for the scenarios that reproduce each problem (created if needed).",
                               valueName: "dir"))
    var out = "explore-findings"

    @Option(help: ArgumentHelp("Threads that play sequences at once (default: one per core, at most \(ExploreCommand.maxJobs)); the report is the same for every value.",
                               valueName: "n"))
    var jobs: Int?

    @OptionGroup var simulation: SimulationOptions

    static let maxDepth = 8
    static let maxJobs = 64

    func validate() throws {
        guard (0...ExploreCommand.maxDepth).contains(depth) else {
            throw ValidationError("--depth must be between 0 and \(ExploreCommand.maxDepth), got \(depth)")
        }
        if let jobs, !(1...ExploreCommand.maxJobs).contains(jobs) {
            throw ValidationError("--jobs must be between 1 and \(ExploreCommand.maxJobs), got \(jobs)")
        }
    }

    func run() throws {
        let script: ScenarioRun.Script
        do {
            // Compiled once: every sequence starts a fresh app process from this bytecode.
            script = ScenarioRun.Script(source: try Platform.readFile(app), path: app).precompiled()
        } catch {
            fail("\(error)")
        }
        let chosen = simulation.chosen
        if let error = LuaAppLoader(source: script.source, path: script.path, simulation: chosen, compiled: script.compiled).validate() {
            fail(error)
        }

        let threads = jobs ?? min(Explorer.processorCount, 8)
        let explorer = Explorer(app: script, simulation: chosen, depth: depth, jobs: threads)
        let bar = ProgressBar()
        let result = explorer.explore { progress in
            bar.update(label: "explore: depth \(progress.level)/\(progress.levels)", done: progress.done,
                       total: progress.total, unit: "sequences")
        }
        bar.finish()
        if let error = result.scenarioError { fail("explore: a generated scenario failed: \(error)") }

        let files = ExploreSummary.files(for: result, in: out)
        if !files.isEmpty {
            guard Platform.makeDirectory(out) else { fail("cannot create the folder \(out): \(Platform.errorText()); name one you can write with --out") }
            // By the write rule: in --out, never through a link there, never over the app.
            let inputs = Platform.fileIdentity(app).map { [$0] } ?? []
            for (finding, file) in zip(result.findings, files) {
                let target = WriteTarget(path: file, inputs: inputs)
                do {
                    try Platform.write(finding.scenario(appPath: app, file: file, simulation: chosen), to: target)
                } catch {
                    fail("\(error)")
                }
            }
        }
        let summary = ExploreSummary(result: result, appPath: app, simulation: chosen, files: files)
        Platform.writeStdout(SafeText.lines(summary.text))
        Platform.exit(result.exitCode)
    }

    private func fail(_ message: String) -> Never {
        Platform.flush()
        Platform.writeStderr("error: \(SafeText.lines(message))\n")
        Platform.exit(2)
    }
}
