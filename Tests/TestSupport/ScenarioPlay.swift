import Foundation
import LifecycleCore
import LifecycleLua

/// Plays `scenario` against `app` (Lua sources) in process and returns what happened.
@discardableResult
public func play(app: String, scenario: String = "launch()", profile: OSProfile = .ios7, seed: UInt64 = Simulation.default.seed,
                 collector: TraceCollector = TraceCollector()) -> (trace: TraceCollector, report: ScenarioRun.Report) {
    let run = ScenarioRun(app: .init(source: app, path: "app.lua"),
                          scenario: .init(source: scenario, path: "scenario.lua"), simulation: Simulation(profile: profile, seed: seed))
    let report = run.play(sinks: [collector])
    return (collector, report)
}

/// An app whose didFinishLaunching runs `body` (Lua statements).
public func appLaunching(_ body: String) -> String {
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
public func jsonl(app: String, scenario: String, seed: UInt64 = Simulation.default.seed) -> [UInt8] {
    let collector = play(app: app, scenario: scenario, seed: seed).trace
    var json = TraceJSON()
    for record in collector.records { json.append(record) }
    return json.buffer
}

/// A run as `lifecycle run APP SCENARIO` makes it, in process: the check of both scripts before
/// anything runs, then the play into a collector. The trace is the one the CLI writes (its JSONL
/// is these records); what the CLI adds (the pretty format, the exit, the files) the end-to-end
/// tests check.
public struct Played {
    public let trace: TraceCollector
    /// Nil when the check before the run refused a script (the CLI exits 2 with nothing played).
    public let report: ScenarioRun.Report?
    /// What the CLI writes after `error: ` when it exits 2: the check's message or the scenario's error.
    public let error: String?

    /// The CLI's exit status for this run.
    public func status(strict: Bool = false) -> Int32 { report?.exitCode(strict: strict) ?? 2 }

    /// The trace as `--format jsonl` writes it.
    public var jsonl: String {
        let sink = JSONLCollector()
        for record in trace.records { sink.receive(record) }
        return sink.text
    }

    /// Plays `app` and `scenario`; `install(NAME, PATH)` reads PATH from `folder` (a folder of the
    /// repository, or an absolute one), as the CLI reads it from the scenario's folder (without
    /// the CLI's confinement to that folder, which InputFileTests checks).
    public init(app: ScenarioRun.Script, scenario: ScenarioRun.Script, profile: OSProfile = .ios7, seed: UInt64 = Simulation.default.seed,
                device: DeviceKind? = nil, folder: String? = nil) {
        var run = ScenarioRun(app: app, scenario: scenario, simulation: Simulation(profile: profile, seed: seed, device: device))
        if let folder {
            run.loadScript = { path in
                let full = folder.isEmpty ? path : "\(folder)/\(path)"
                guard let source = try? Repository.read(full) else {
                    return .failure(.init(message: "\(full): no such file"))
                }
                return .success(.init(source: source, path: full))
            }
        }
        trace = TraceCollector()
        if let refused = run.validate() {
            report = nil
            error = refused
            return
        }
        let report = run.play(sinks: [trace])
        self.report = report
        error = report.scenarioError
    }

    /// Plays Lua sources, named `appPath` and `scenarioPath` in messages.
    public init(app: String, scenario: String, appPath: String = "app.lua", scenarioPath: String = "scenario.lua",
                profile: OSProfile = .ios7, device: DeviceKind? = nil) {
        self.init(app: .init(source: app, path: appPath), scenario: .init(source: scenario, path: scenarioPath), profile: profile, device: device)
    }

    /// Plays two files (paths relative to the repository's root, as the CLI is given them from
    /// there, or absolute); installed apps are read beside the scenario.
    public init(appFile: String, scenarioFile: String, profile: OSProfile = .ios7) throws {
        self.init(app: .init(source: try Repository.read(appFile), path: appFile),
                  scenario: .init(source: try Repository.read(scenarioFile), path: scenarioFile), profile: profile,
                  folder: (scenarioFile as NSString).deletingLastPathComponent)
    }
}
