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
        public init(path: String, script: ScenarioRun.Script?, readError: String? = nil) {
            self.path = path
            self.script = script
            self.readError = readError
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

    public typealias Reader = @Sendable (String) -> Result<ScenarioRun.Script, ScenarioRun.ScriptError>

    public let apps: [AppInput]
    public let scenarios: [ScenarioInput]
    /// The profile of scenarios that name none (`--profile`, with `--no-multitasking`'s
    /// device), and the seed of every case.
    public let simulation: Simulation
    /// `--strict`: every scenario is strict.
    public let strict: Bool
    /// `install()`'s reader for an app path and a scenario path.
    public let installer: @Sendable (String, String) -> Reader

    public init(apps: [AppInput], scenarios: [ScenarioInput], simulation: Simulation, strict: Bool,
                installer: @escaping @Sendable (String, String) -> Reader) {
        self.apps = apps
        self.scenarios = scenarios
        self.simulation = simulation
        self.strict = strict
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
                                        strict: strict || info.strict)
        }
    }

    /// An error of the suite itself, met while grading (H31): a scenario's own error (its code,
    /// a verb's arguments, a late or second `scenario { … }`, its guards), which is no app's
    /// fault. The command stops with it (exit 2) and writes no report.
    public struct SuiteError: Error, CustomStringConvertible {
        public let message: String
        public var description: String { message }
    }

    /// Plays every case on `jobs` threads; the report is the same whatever `jobs` is. Throws the
    /// first suite error in the order of the cases, the same whatever `jobs` is, and plays none
    /// after it.
    public func run(jobs: Int) throws -> GradeReport {
        let names = Self.uniqueNames(apps.map(\.path))
        // Each app is loaded once first, with the launch's budget and memory cap: one that does
        // not load is not played.
        let pool = WorkerPool<Void>(jobs: jobs) {}
        defer { pool.close() }
        var loadErrors: [String?] = []
        pool.map(count: apps.count, { [apps, simulation] _, index in
            let app = apps[index]
            guard let script = app.script else { return app.readError ?? "\(app.path): cannot be read" }
            return LuaAppLoader(source: script.source, path: script.path, simulation: simulation, compiled: script.compiled).validate()
        }) { _, error in loadErrors.append(error) }
        let reportApps = apps.indices.map { GradeReport.App(name: names[$0], path: apps[$0].path, loadError: loadErrors[$0]) }
        let scenarioRows = reportScenarios
        var plan: [(app: Int, scenario: Int, profile: String)] = []
        for app in apps.indices {
            for (index, scenario) in scenarioRows.enumerated() {
                for profile in scenario.profiles { plan.append((app, index, profile)) }
            }
        }
        let turns = GradeStorageTurns()
        var played: [Played] = []
        pool.map(count: plan.count, stops: { $0.suiteError != nil }, { [self, plan, scenarioRows, loadErrors] _, index in
            let step = plan[index]
            let scenario = scenarioRows[step.scenario]
            let share = scenario.points / Double(scenario.profiles.count)
            if let error = loadErrors[step.app] {
                return Played(case: GradeReport.Case(app: step.app, scenario: step.scenario, profile: step.profile, status: .error, simulated: 0,
                                                     points: 0, maxPoints: share,
                                                     failures: [.init(kind: .error, rule: nil, message: "the app did not load: \(error)", time: 0)],
                                                     moreFailures: 0, expectationsPassed: 0, expectationsFailed: 0, violations: 0, kills: []),
                              suiteError: nil)
            }
            return play(app: step.app, scenario: step.scenario, profile: step.profile, strict: scenario.strict, share: share, turns: turns)
        }) { _, result in played.append(result) }
        if let error = played.last?.suiteError { throw SuiteError(message: error) }
        return GradeReport(apps: reportApps, scenarios: scenarioRows, cases: played.map(\.case), seed: simulation.seed, strict: strict)
    }

    /// A case played, and the suite's error it met (then the case is not reported).
    struct Played: Sendable {
        let `case`: GradeReport.Case
        let suiteError: String?
    }

    /// One case: a fresh device, the app, the scenario.
    private func play(app: Int, scenario: Int, profile name: String, strict: Bool, share: Double, turns: GradeStorageTurns) -> Played {
        let appScript = apps[app].script!
        let input = scenarios[scenario]
        let profile = input.info.profiles.isEmpty ? simulation.profile : (OSProfile.named(name) ?? simulation.profile)
        var run = ScenarioRun(app: appScript, scenario: input.script, simulation: Simulation(profile: profile, seed: simulation.seed, device: simulation.device))
        run.loadScript = installer(appScript.path, input.script.path)
        run.readHelper = input.readHelper
        var tookTurn = false
        run.largeStorageGate = { turns.take(); tookTurn = true }
        let collector = GradeCollector(app: ScenarioRun.appName(for: appScript.path), strict: strict)
        let report = run.play(sinks: [collector])
        if tookTurn { turns.give() }
        if let error = report.scenarioError, report.scenarioErrorIsOwn {
            // The scenario's own error: the suite's, whatever app it met it with.
            return Played(case: GradeReport.Case(app: app, scenario: scenario, profile: name, status: .error, simulated: 0, points: 0,
                                                 maxPoints: share, failures: [], moreFailures: 0, expectationsPassed: 0,
                                                 expectationsFailed: 0, violations: 0, kills: []),
                          suiteError: "\(error)\n(met playing it against \(appScript.path) on \(name): an error of the scenario itself stops lifecycle test; fix the scenario)")
        }
        // A case the host's backstop stopped reads as it stood when the stopped verb began: how
        // far that verb got follows the machine's speed and load, and a report must not (H24).
        if report.stoppedByHost != nil { collector.rewindToLatestVerb() }
        let end = report.stoppedByHost != nil ? collector.latestVerbTime : Double(report.end.micros) / 1_000_000
        var failures = collector.failures
        var more = collector.moreFailures
        let code = report.exitCode(strict: strict)
        if let error = report.scenarioError {
            // The scenario stopped: what it was, after what had already failed.
            let failure = GradeReport.Failure(kind: .error, rule: nil, message: error, time: end)
            if failures.count < GradeReport.maxFailures { failures.append(failure) } else { more += 1 }
        }
        let status: GradeReport.Status = code == 0 ? .passed : code == 1 ? .failed : .error
        return Played(case: GradeReport.Case(app: app, scenario: scenario, profile: name, status: status,
                                             simulated: end,
                                             points: status == .passed ? share : 0, maxPoints: share, failures: failures, moreFailures: more,
                                             expectationsPassed: report.totals.expectationsPassed,
                                             expectationsFailed: report.totals.expectationsFailed,
                                             violations: collector.violations, kills: collector.kills),
                      suiteError: nil)
    }
}
