import LifecycleLua
import LuaBridge
import LifecycleCore

/// What one explored sequence showed: a plain value, so that a worker thread can hand it to the
/// thread that merges the results.
struct ExploreOutcome: Sendable {
    let sightings: [ExploreObserver.Sighting]
    /// The edges of the state graph the run went through (S1), each once.
    let transitions: Set<ExploreTransition>
    /// Every kill of the run, by reason, in the order they happened.
    let kills: [KillReason]
    /// `Device.fingerprint` at the end of the run: the explorer's state key.
    let fingerprint: String
    /// The first error of the generated scenario (a bug of the explorer: exit status 2).
    let scenarioError: String?
    /// Code runs the player's `CodeMemo` skipped in this run (for tests).
    var skippedCode = 0
}

/// Plays explored sequences, one at a time, each from a fresh device and a fresh app process.
/// One player per worker thread: it is made on its thread and never leaves it, with its own
/// `CodeMemo`. The app script is compiled once per exploration and shared (`LuaChunk` is
/// immutable); each sequence still starts a fresh process from it (L4).
///
/// A sequence is played by calling the device's verbs directly (`ExploreVerb.act`), each step
/// followed by `advance(1)`, as `ExploreVerb.scenario(path)` does through a scenario state. The
/// scenario state costs a Lua state, its preludes and the API catalog check per sequence, and
/// does nothing else for these scenarios: the only thing its verbs add is the scenario's
/// guards, which explored sequences (at most 9 steps, at most 6,308 s) cannot reach, except the
/// stop of a run whose apps ran `Device.maxCodeRuns` pieces of code. When the device stops a run
/// that way, or a verb has no `act`, the sequence is played again through `ScenarioRun`, so the
/// outcome and its message are the scenario's own.
final class ExplorePlayer {
    let app: ScenarioRun.Script
    let simulation: Simulation
    /// Code known to run out of its budget invisibly is not run again (nil: run everything).
    let memo: CodeMemo?
    private let appName: String

    init(app: ScenarioRun.Script, simulation: Simulation, remembersCode: Bool) {
        self.app = app
        self.simulation = simulation
        self.memo = remembersCode ? CodeMemo() : nil
        self.appName = ScenarioRun.appName(for: app.path)
    }

    /// Plays `path` after a fresh launch; `sinks` see its trace too (for tests).
    func play(_ path: [ExploreVerb], sinks: [TraceSink] = []) -> ExploreOutcome {
        let hits = memo?.hits ?? 0
        var outcome = playDirectly(path, sinks: sinks)
        outcome.skippedCode = (memo?.hits ?? 0) - hits
        return outcome
    }

    /// Plays `path` by calling the device's verbs: one case of the host's backstop, each verb
    /// with its `advance` timed as a scenario's verb is (`Backstop`). A sequence the backstop
    /// stops is a failed scenario, with its message.
    private func playDirectly(_ path: [ExploreVerb], sinks: [TraceSink]) -> ExploreOutcome {
        guard path.allSatisfy({ $0.act != nil }) else { return playScenario(path, sinks: sinks) }
        return Backstop.runCase { playSteps(path, sinks: sinks) }
    }

    private func playSteps(_ path: [ExploreVerb], sinks: [TraceSink]) -> ExploreOutcome {
        let observer = ExploreObserver()
        let loader = LuaAppLoader(source: app.source, path: app.path, simulation: simulation, compiled: app.compiled)
        let device = Device(appName: appName, loader: loader, simulation: simulation,
                            sinks: [observer] + sinks + (memo.map { [$0] } ?? []))
        memo?.beginPlay()
        device.codeMemo = memo
        device.interruptCheck = { Backstop.fired }
        let step = SimDuration.seconds(Int64(ExploreVerb.stepSeconds))
        for (index, verb) in (CollectionOfOne(ExploreVerb.launch) + path).enumerated() {
            // Where the scenario of this sequence calls the verb (`ExploreVerb.scenario`: a verb
            // and its advance per step), which a verb that does nothing names.
            device.verbSite = "\(ExploreVerb.scenarioPath):\(2 * index + 1)"
            Backstop.rearm(verb: true)
            verb.act?(device)
            device.verbSite = nil
            if Backstop.due {
                let site = "\(ExploreVerb.scenarioPath):\(2 * index + 1)"
                return observer.outcome(fingerprint: device.fingerprint, scenarioError: Backstop.message(site: site))
            }
            guard !device.scheduler.takeStop(), device.clockRefusal(advancing: step) == nil else {
                return playScenario(path, sinks: sinks)
            }
            device.advance(step)
            if Backstop.due {
                let site = "\(ExploreVerb.scenarioPath):\(2 * index + 2)"
                return observer.outcome(fingerprint: device.fingerprint, scenarioError: Backstop.message(site: site))
            }
            guard !device.scheduler.takeStop() else { return playScenario(path, sinks: sinks) }
        }
        return observer.outcome(fingerprint: device.fingerprint, scenarioError: nil)
    }

    /// Plays `path` as `lifecycle run` plays its scenario: through a scenario state.
    func playScenario(_ path: [ExploreVerb], sinks: [TraceSink] = []) -> ExploreOutcome {
        var run = ScenarioRun(app: app, scenario: .init(source: ExploreVerb.scenario(path), path: ExploreVerb.scenarioPath),
                              simulation: simulation)
        run.codeMemo = memo
        let observer = ExploreObserver()
        var fingerprint = ""
        let report = run.play(sinks: [observer] + sinks) { device in fingerprint = device.fingerprint }
        return observer.outcome(fingerprint: fingerprint, scenarioError: report.scenarioError)
    }
}
