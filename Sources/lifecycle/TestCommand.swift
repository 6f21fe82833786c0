import ArgumentParser
import LifecycleCore
import LifecycleLua
import LifecycleOutput
import LifecycleTools

/// `lifecycle test APP.lua [SCENARIO.lua | DIR]…`, and a class at once with `--apps GLOB`
/// (docs/testing.md).
struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Grade an app, or a class of apps, against a suite of scenarios.",
        discussion: """
            Runs every scenario against the app and reports each: ✓ or ✗, the simulated time, \
            the first failure with its rule id, and the points. A folder is searched, below it \
            too, for files named *.scenario.lua or scenario.lua; with no scenario named, the \
            app's folder is. A scenario may declare itself first with scenario { name = …, \
            description = …, points = …, profiles = { … }, strict = … }: it then runs once on \
            each of its profiles.

            A class at once: lifecycle test --apps 'submissions/*/app.lua' scenarios/ grades \
            every app against every scenario (quote the pattern): a matrix, points per app, and \
            the scenarios the class failed most. An app that does not load scores zero and \
            never stops the others.

            Every run happens in this process, on --jobs threads; the report is the same byte \
            for byte whatever their number.

            Exit status: 0 every scenario passed; 1 one failed (or an app did not load: the \
            report says so); 2 the command could not run (bad arguments, a file that cannot be \
            read, an error of a scenario itself: it does not compile, declares itself wrongly \
            or late, calls a verb wrongly, raises an error or loops).
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case pretty, tap, junit, json, csv
    }

    @Argument(help: ArgumentHelp("The app script, then scenario files or folders (with --apps: only scenarios).",
                                 valueName: "APP.lua | SCENARIO.lua | DIR"))
    var paths: [String] = []

    @Option(name: .customLong("apps"), help: ArgumentHelp("Grade every app script matching this pattern (quote it: 'submissions/*/app.lua'); may be repeated.", valueName: "GLOB"))
    var apps: [String] = []

    @Option(help: "Report format: pretty, tap, junit, json or csv (default: pretty).")
    var format: Format = .pretty

    @Option(help: "How many runs at once (default: the processors, at most 8).")
    var jobs: Int?

    @Flag(help: "Make every scenario strict: a violation or a kill of the app fails it, except a kill that is no fault of the app: user_kill(), or low_memory() purging or terminating it (M1, M3).")
    var strict = false

    @OptionGroup var simulation: SimulationOptions

    static let maxJobs = 64

    func validate() throws {
        if let jobs, !(1...Self.maxJobs).contains(jobs) {
            throw ValidationError("--jobs must be between 1 and \(Self.maxJobs), got \(jobs)")
        }
        if apps.isEmpty, paths.isEmpty {
            throw ValidationError("name the app script (lifecycle test APP.lua [SCENARIO.lua | DIR]…), or a class with --apps 'submissions/*/app.lua' SCENARIOS")
        }
        if !apps.isEmpty, paths.isEmpty {
            throw ValidationError("name the scenarios to grade the class with: files or folders, after --apps")
        }
    }

    func run() throws {
        let classMode = !apps.isEmpty
        let inputs: [GradeRunner.AppInput]
        let scenarios: [GradeRunner.ScenarioInput]
        do {
            // One app is read first: one that cannot be read is said at once (H26).
            inputs = classMode ? try TestInputs.submissions(apps) : [try TestInputs.namedApp(paths[0])]
            let scenarioArguments = classMode ? paths : (paths.count > 1 ? Array(paths.dropFirst()) : [Platform.parentFolder(paths[0])])
            scenarios = try TestInputs.scenarioPaths(scenarioArguments).map { try TestInputs.scenario($0, seed: simulation.seed) }
        } catch let problem as TestInputs.Problem {
            fail(problem.message)
        }
        let runner = GradeRunner(apps: inputs, scenarios: scenarios, simulation: simulation.chosen,
                                 strict: strict, installer: { app, scenario in
                                     let reader = RunInputs(app: app, scenario: scenario)
                                     return { reader.loadInstalled($0) }
                                 })
        // A submission that does not load is its own error, in the report, alone or in a class;
        // an error of the suite itself stops the command (H31).
        let report: GradeReport
        do {
            report = try runner.run(jobs: jobs ?? min(Explorer.processorCount, 8))
        } catch let error as GradeRunner.SuiteError {
            fail(error.message)
        }
        let text: String
        switch format {
        case .pretty: text = report.pretty(color: Platform.stdoutWantsColor)
        case .tap: text = report.tap()
        case .junit: text = report.junit()
        case .json: text = report.json()
        case .csv: text = report.csv()
        }
        Platform.writeStdout(text)
        Platform.exit(report.allPassed ? 0 : 1)
    }

    private func fail(_ message: String) -> Never {
        Platform.flush()
        Platform.writeStderr("error: \(SafeText.lines(message))\n")
        Platform.exit(2)
    }
}
