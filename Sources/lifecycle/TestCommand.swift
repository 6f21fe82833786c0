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
            the first failure with its rule id, the case's warnings, and the points. A folder \
            is searched, below it too, for files named *.scenario.lua or scenario.lua; with no \
            scenario named, the app's folder is. A scenario may declare itself first with \
            scenario { name = …, description = …, points = …, profiles = { … }, strict = …, \
            rules = { … } }: it then runs once on each of its profiles.

            A class at once: lifecycle test --apps 'submissions/*/app.lua' scenarios/ grades \
            every app against every scenario (quote the pattern): a matrix, points per app, and \
            the lessons the class missed. An app that does not load scores zero and never stops \
            the others. --roster names who should have submitted; --reference checks the suite \
            against a known-good app before anyone is graded.

            Every run happens in this process, on --jobs threads; the report is the same byte \
            for byte whatever their number (but JUnit's time, which is wall seconds).

            Exit status: 0 every case passed; 1 one failed (or an app did not load, or a name \
            of the roster was not submitted: the report says so); 2 the command could not run \
            (bad arguments, a file that cannot be read, an error of a scenario itself: it does \
            not compile, declares itself wrongly or late, calls a verb wrongly, raises an error \
            or loops; or a case the reference app fails).
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

    @Option(help: "The report written to standard output.")
    var format: Format = .pretty

    @Option(name: .customLong("output"), help: ArgumentHelp("Also write the report in FORMAT to FILE (pretty, tap, junit, json or csv); may be repeated.", valueName: "FORMAT=FILE"))
    var outputs: [String] = []

    @Option(name: .customLong("results-dir"), help: ArgumentHelp("Write DIR/NAME/results.json for each submission, in the format of Exercism's test runner (version 2).", valueName: "DIR"))
    var resultsDir: String?

    @Option(help: ArgumentHelp("The names of the submissions expected, one a line: a name with no submission is reported 'not submitted'.", valueName: "FILE"))
    var roster: String?

    @Option(help: ArgumentHelp("A known-good app: every case is played against it first, and one it fails stops the command (exit 2) before anyone is graded.", valueName: "APP.lua"))
    var reference: String?

    @Option(help: ArgumentHelp("Grade only the cases whose name, 'scenario [profile]', contains TEXT (letter case counts).", valueName: "TEXT"))
    var filter: String?

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
        for output in outputs where TestReports.output(output) == nil {
            throw ValidationError("--output takes FORMAT=FILE, FORMAT one of \(Format.allCases.map(\.rawValue).joined(separator: ", ")) (--output junit=report.xml), got '\(SafeText.line(output))'")
        }
        if let filter, filter.isEmpty { throw ValidationError("--filter takes some text of the cases' names, such as --filter ios13") }
    }

    func run() throws {
        let classMode = !apps.isEmpty
        let inputs: [GradeRunner.AppInput]
        let scenarios: [GradeRunner.ScenarioInput]
        var options = GradeRunner.Options(strict: strict, filter: filter, clock: Platform.monotonicSeconds)
        let referenceApp: GradeRunner.AppInput?
        do {
            // One app is read first: one that cannot be read is said at once (H26).
            inputs = classMode ? try TestInputs.submissions(apps) : [try TestInputs.namedApp(paths[0])]
            let scenarioArguments = classMode ? paths : (paths.count > 1 ? Array(paths.dropFirst()) : [Platform.parentFolder(paths[0])])
            scenarios = try TestInputs.scenarioPaths(scenarioArguments).map { try TestInputs.scenario($0, seed: simulation.seed) }
            options.roster = try roster.map(TestInputs.roster)
            referenceApp = try reference.map(TestInputs.referenceApp)
        } catch let problem as TestInputs.Problem {
            fail(problem.message)
        }
        let reports = TestReports(format: format, outputs: outputs.compactMap(TestReports.output), resultsDir: resultsDir,
                                  inputs: (inputs.map(\.path) + scenarios.map(\.script.path) + [roster, reference].compactMap { $0 }).compactMap(Platform.fileIdentity))
        let jobs = self.jobs ?? min(Explorer.processorCount, 8)
        let installer: @Sendable (String, String) -> GradeRunner.Reader = { app, scenario in
            let reader = RunInputs(app: app, scenario: scenario)
            return { reader.loadInstalled($0) }
        }
        let runner = GradeRunner(apps: inputs, scenarios: scenarios, simulation: simulation.chosen, options: options, installer: installer)
        if let problem = reports.problem(names: runner.reportAppNames) { fail(problem) }
        if runner.casesPerApp == 0 { fail("--filter \(filter ?? ""): no case's name contains it; the cases are \(TestReports.caseNames(runner))") }
        // A submission that does not load is its own error, in the report, alone or in a class;
        // an error of the suite itself stops the command (H31), as does a case the reference
        // app fails, before anyone is graded.
        do {
            if let referenceApp {
                var checked = options
                checked.roster = nil
                let check = try GradeRunner(apps: [referenceApp], scenarios: scenarios, simulation: simulation.chosen, options: checked,
                                            installer: installer).run(jobs: jobs)
                if let problem = TestReports.referenceProblem(check, path: referenceApp.path) { fail(problem) }
            }
            var graded = runner
            graded.options.verified = referenceApp != nil
            let report = try graded.run(jobs: jobs)
            reports.write(report)
            Platform.exit(report.allPassed ? 0 : 1)
        } catch let error as GradeRunner.SuiteError {
            fail(error.message)
        }
    }

    private func fail(_ message: String) -> Never {
        Platform.flush()
        Platform.writeStderr("error: \(SafeText.lines(message))\n")
        Platform.exit(2)
    }
}
