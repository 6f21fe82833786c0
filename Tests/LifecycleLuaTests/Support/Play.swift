import LifecycleCore
@testable import LifecycleLua
@testable import LifecycleTools
import LuaBridge

/// Collects every trace record of a run.
final class Collector: TraceSink {
    var records: [TraceRecord] = []
    func receive(_ record: TraceRecord) { records.append(record) }

    var logs: [String] { records.compactMap { if case .log(let text) = $0.event { return text } else { return nil } } }
    var notes: [String] { records.compactMap { if case .note(let text) = $0.event { return text } else { return nil } } }
    var warnings: [String] { records.compactMap { if case .warning(let m) = $0.event { return m } else { return nil } } }
    var kills: [(reason: KillReason, rule: Rule, message: String, traceback: String?)] {
        records.compactMap {
            if case .kill(let reason, let rule, let message, _, let traceback) = $0.event { return (reason, rule, message, traceback) }
            return nil
        }
    }
    var calls: [(hook: Hook, cost: SimDuration)] {
        records.compactMap { if case .call(let hook, let cost) = $0.event { return (hook, cost) } else { return nil } }
    }
}

/// Plays `scenario` against `app` (Lua sources) and returns what happened.
@discardableResult
func play(app: String, scenario: String = "launch()", profile: OSProfile = .ios7, seed: UInt64 = Simulation.default.seed,
          collector: Collector = Collector()) -> (trace: Collector, report: ScenarioRun.Report) {
    let run = ScenarioRun(app: .init(source: app, path: "app.lua"),
                          scenario: .init(source: scenario, path: "scenario.lua"), simulation: Simulation(profile: profile, seed: seed))
    let report = run.play(sinks: [collector])
    return (collector, report)
}

/// An app whose didFinishLaunching runs `body` (Lua statements).
func appLaunching(_ body: String) -> String {
    """
    local D = {}
    function D:application_didFinishLaunchingWithOptions(application, options)
    \(body)
      return true
    end
    return D
    """
}

/// The JSONL bytes of a run.
func jsonl(app: String, scenario: String, seed: UInt64 = Simulation.default.seed) -> [UInt8] {
    let collector = play(app: app, scenario: scenario, seed: seed).trace
    var json = TraceJSON()
    for record in collector.records { json.append(record) }
    return json.buffer
}
