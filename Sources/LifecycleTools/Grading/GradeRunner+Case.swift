import LifecycleCore
import LifecycleLua

/// One case of `lifecycle test`: a fresh device, the app, the scenario, on one profile; what the
/// report keeps of it (`GradeCollector`), and the machine's time it took when the runner has a
/// clock.
extension GradeRunner {
    func play(_ step: Step, input: Int, strict: Bool, share: Double, turns: GradeStorageTurns) -> Played {
        let started = options.clock?() ?? 0
        let appScript = apps[input].script!
        let scenarioInput = scenarios[step.scenario]
        let name = step.profile
        let profile = scenarioInput.info.profiles.isEmpty ? simulation.profile : (OSProfile.named(name) ?? simulation.profile)
        var run = ScenarioRun(app: appScript, scenario: scenarioInput.script, simulation: Simulation(profile: profile, seed: simulation.seed, device: simulation.device))
        run.loadScript = installer(appScript.path, scenarioInput.script.path)
        run.readHelper = scenarioInput.readHelper
        var tookTurn = false
        run.largeStorageGate = { turns.take(); tookTurn = true }
        let collector = GradeCollector(app: ScenarioRun.appName(for: appScript.path), strict: strict)
        let report = run.play(sinks: [collector])
        if tookTurn { turns.give() }
        if let error = report.scenarioError, report.scenarioErrorIsOwn, !options.verified {
            // The scenario's own error: the suite's, whatever app it met it with.
            return Played(case: GradeReport.Case(app: step.app, scenario: step.scenario, profile: name, status: .error, simulated: 0, points: 0,
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
            // The scenario stopped: what it was, after what had already failed. An error of its
            // own, in a suite the reference app passed, came from what this app did.
            let message = report.scenarioErrorIsOwn
                ? "the scenario stopped with this app, though the reference app passes it: " + error : error
            let failure = GradeReport.Failure(kind: .error, rule: nil, message: message, time: end)
            if failures.count < GradeReport.maxFailures { failures.append(failure) } else { more += 1 }
        }
        let status: GradeReport.Status = code == 0 ? .passed : code == 1 ? .failed : .error
        let notes = collector.notes
        let wall = options.clock.map { max(0, $0() - started) } ?? 0
        return Played(case: GradeReport.Case(app: step.app, scenario: step.scenario, profile: name, status: status,
                                             simulated: end,
                                             points: status == .passed ? share : 0, maxPoints: share, failures: failures, moreFailures: more,
                                             expectationsPassed: report.totals.expectationsPassed,
                                             expectationsFailed: report.totals.expectationsFailed,
                                             violations: collector.violations, kills: collector.kills,
                                             notes: notes.notes, moreNotes: notes.moreNotes,
                                             output: notes.output, moreOutput: notes.moreOutput, wall: wall),
                      suiteError: nil)
    }
}
