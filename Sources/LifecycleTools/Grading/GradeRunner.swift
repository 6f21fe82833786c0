import LifecycleCore
import LifecycleLua

/// `lifecycle test`: every app against every scenario, on each profile the scenario names, in
/// this process, on `jobs` threads. Each case is a fresh device and fresh Lua states, so one app
/// cannot reach another, and an app that does not load (a syntax error, a loop or a memory bomb
/// in its main chunk) is an error in each of its cases, worth nothing, while the others go on.
/// No files: the caller reads the scripts and gives `install()` its reader.
public struct GradeRunner: Sendable {
    public struct AppInput: Sendable {
        public let path: String
        /// Nil when the file could not be read; `readError` says why.
        public let script: ScenarioRun.Script?
        public let readError: String?
        /// The file was refused rather than unreadable (a link to another student's work).
        public let refused: Bool
        public init(path: String, script: ScenarioRun.Script?, readError: String? = nil, refused: Bool = false) {
            self.path = path
            self.script = script
            self.readError = readError
            self.refused = refused
        }
    }

    public struct ScenarioInput: Sendable {
        public let script: ScenarioRun.Script
        public let info: ScenarioInfo
        /// Its `require`'s reader of the suite's helpers (docs/testing.md); nil: none.
        public var readHelper: ScenarioHelper.Reader?
        public init(script: ScenarioRun.Script, info: ScenarioInfo) {
            self.script = script
            self.info = info
        }
    }

    /// What else decides what is graded and how.
    public struct Options: Sendable {
        /// `--strict`: every scenario is strict.
        public var strict = false
        /// `--filter TEXT`: only the cases whose name (`scenario [profile]`) contains it.
        public var filter: String?
        /// `--roster FILE`: the names of the submissions expected, in the roster's order.
        public var roster: [String]?
        /// The machine's clock in seconds, for JUnit's wall `time`; nil: every wall time is 0.
        public var clock: (@Sendable () -> Double)?
        /// The suite passed every case against `--reference`'s app: an error of a scenario met
        /// with a submission (a guard a submission's behaviour set off, a message it made too
        /// long) is then that submission's case error, not the suite's.
        public var verified = false
        public init(strict: Bool = false, filter: String? = nil, roster: [String]? = nil, clock: (@Sendable () -> Double)? = nil) {
            self.strict = strict
            self.filter = filter
            self.roster = roster
            self.clock = clock
        }
    }

    public typealias Reader = @Sendable (String) -> Result<ScenarioRun.Script, ScenarioRun.ScriptError>

    public let apps: [AppInput]
    public let scenarios: [ScenarioInput]
    /// The profile of scenarios that name none (`--profile`, with `--no-multitasking`'s
    /// device), and the seed of every case.
    public let simulation: Simulation
    public var options: Options
    /// `--strict`: every scenario is strict.
    public var strict: Bool { options.strict }
    /// `install()`'s reader for an app path and a scenario path.
    public let installer: @Sendable (String, String) -> Reader

    public init(apps: [AppInput], scenarios: [ScenarioInput], simulation: Simulation, options: Options,
                installer: @escaping @Sendable (String, String) -> Reader) {
        self.apps = apps
        self.scenarios = scenarios
        self.simulation = simulation
        self.options = options
        self.installer = installer
    }

    /// The scenarios as the report names them: `name`, or the file's name without
    /// `.scenario.lua` / `.lua`; profiles as declared, or the default profile.
    public var reportScenarios: [GradeReport.Scenario] {
        scenarios.map { input in
            let info = input.info
            return GradeReport.Scenario(path: input.script.path, name: info.name ?? Self.stem(of: input.script.path),
                                        description: info.description, points: info.points,
                                        profiles: info.profiles.isEmpty ? [simulation.profile.name] : info.profiles,
                                        strict: strict || info.strict, rules: info.rules)
        }
    }

    /// An error of the suite itself, met while grading (H31): a scenario's own error (its code,
    /// a verb's arguments, a late or second `scenario { … }`, its guards), which is no app's
    /// fault. The command stops with it (exit 2) and writes no report.
    public struct SuiteError: Error, CustomStringConvertible {
        public let message: String
        public var description: String { message }
    }

    /// One case to play: an app (an index of the report's apps), a scenario, a profile.
    struct Step: Sendable {
        let app: Int
        let scenario: Int
        let profile: String
    }

    /// Plays every case on `jobs` threads; the report is the same whatever `jobs` is (but for
    /// the wall times). Throws the first suite error in the order of the cases, the same
    /// whatever `jobs` is, and plays none after it.
    public func run(jobs: Int) throws -> GradeReport {
        let pool = WorkerPool<Void>(jobs: jobs) {}
        defer { pool.close() }
        let (reportApps, inputOf) = loadApps(pool)
        let scenarioRows = reportScenarios
        var plan: [Step] = []
        for app in reportApps.indices {
            for (index, scenario) in scenarioRows.enumerated() {
                for profile in scenario.profiles where includes(scenario, profile) { plan.append(Step(app: app, scenario: index, profile: profile)) }
            }
        }
        let turns = GradeStorageTurns()
        var played: [Played] = []
        pool.map(count: plan.count, stops: { $0.suiteError != nil }, { [self, plan, scenarioRows, reportApps, inputOf] _, index in
            let step = plan[index]
            let scenario = scenarioRows[step.scenario]
            let share = scenario.points / Double(scenario.profiles.count)
            let app = reportApps[step.app]
            if let error = app.loadError {
                let message = app.missing ? error : "the app did not load: \(error)"
                return Played(case: GradeReport.Case(app: step.app, scenario: step.scenario, profile: step.profile, status: .error, simulated: 0,
                                                     points: 0, maxPoints: share,
                                                     failures: [.init(kind: .error, rule: nil, message: message, time: 0)],
                                                     moreFailures: 0, expectationsPassed: 0, expectationsFailed: 0, violations: 0, kills: []),
                              suiteError: nil)
            }
            return play(step, input: inputOf[step.app]!, strict: scenario.strict, share: share, turns: turns)
        }) { _, result in played.append(result) }
        if let error = played.last?.suiteError { throw SuiteError(message: error) }
        return GradeReport(apps: reportApps, scenarios: scenarioRows, cases: played.map(\.case), seed: simulation.seed, strict: strict)
    }

    /// How many cases each app is graded on, once `--filter` has chosen them: 0 when the
    /// filter matches no case (the command says so rather than grade nothing).
    public var casesPerApp: Int {
        reportScenarios.reduce(0) { count, scenario in count + scenario.profiles.filter { includes(scenario, $0) }.count }
    }

    /// Whether `--filter` keeps the case of `scenario` on `profile`: its name as the reports
    /// show it, `name [profile]`, contains the filter's text.
    func includes(_ scenario: GradeReport.Scenario, _ profile: String) -> Bool {
        guard let filter = options.filter, !filter.isEmpty else { return true }
        return (scenario.name + " [" + profile + "]").contains(filter)
    }

    /// A case played, and the suite's error it met (then the case is not reported).
    struct Played: Sendable {
        let `case`: GradeReport.Case
        let suiteError: String?
    }
}
