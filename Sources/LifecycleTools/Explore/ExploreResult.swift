import LifecycleLua
import LifecycleCore

/// What `lifecycle explore` found: each distinct problem with its shortest sequence, the runs
/// that killed the app, and how much of the state graph (S1) the runs covered.
public struct ExploreResult {
    public let depth: Int
    /// Sequences played.
    public internal(set) var runs = 0
    /// Distinct fingerprints reached (`Device.fingerprint`).
    public internal(set) var states = 0
    /// Sequences that ended in a state already seen (so not extended).
    public internal(set) var pruned = 0
    /// The problems, in the order found: shortest sequence first.
    public internal(set) var findings: [ExploreFinding] = []
    /// Runs in which the app was killed, by reason (in `KillReason.allCases` order; asked-for
    /// kills included).
    public var killedRuns: [(reason: KillReason, runs: Int)] {
        KillReason.allCases.compactMap { reason in killCounts[reason].map { (reason, $0) } }
    }
    private var killCounts: [KillReason: Int] = [:]
    /// The edges of the state graph some run went through, in the graph's order.
    public internal(set) var covered: [ExploreTransition] = []
    /// Code runs skipped because the memo knew how they end (CodeMemo), for tests. Not part of
    /// any output: each thread has its own memo, so the count depends on `--jobs`.
    var skippedCode = 0
    /// The first error of a generated scenario (a bug of the explorer: the command exits 2).
    public internal(set) var scenarioError: String?

    init(depth: Int) { self.depth = depth }

    public var uncovered: [ExploreTransition] { ExploreTransition.graph.filter { !covered.contains($0) } }

    /// 0 nothing found, 1 problems found, 2 the exploration could not run.
    public var exitCode: Int32 {
        if scenarioError != nil { return 2 }
        return findings.isEmpty ? 0 : 1
    }

    mutating func record(_ outcome: ExploreOutcome, path: [ExploreVerb]) {
        runs += 1
        skippedCode += outcome.skippedCode
        if scenarioError == nil, let error = outcome.scenarioError { scenarioError = error }
        var counted = Set<ExploreProblem>()
        for sighting in outcome.sightings where counted.insert(sighting.problem).inserted {
            if let index = findings.firstIndex(where: { $0.problem == sighting.problem }) {
                findings[index].runs += 1
            } else {
                findings.append(ExploreFinding(problem: sighting.problem, message: sighting.message,
                                               path: Array(path.prefix(sighting.step)), runs: 1))
            }
        }
        for reason in KillReason.allCases where outcome.kills.contains(reason) {
            killCounts[reason, default: 0] += 1
        }
    }
}

/// One distinct problem and the shortest sequence that shows it.
public struct ExploreFinding: Sendable {
    public let problem: ExploreProblem
    /// The trace's message the first time it happened.
    public let message: String
    /// The verbs after the launch; the problem happens in the last step (in the launch when empty).
    public let path: [ExploreVerb]
    /// How many runs showed it.
    public internal(set) var runs: Int

    /// A scenario that replays it with `lifecycle run APP.lua FILE`: a comment saying what it
    /// reproduces and how to run it, then the steps, the last one marked.
    public func scenario(appPath: String, file: String, simulation: Simulation) -> String {
        let lines = [
            "-- Found by lifecycle explore: \(problem.title), at step \(path.count) (\((path.last ?? ExploreVerb.launch).name)).",
            "--   \(message.split(separator: "\n").first.map(String.init) ?? "")",
            "-- Replay: " + ExploreFinding.replay(appPath: appPath, file: file, simulation: simulation),
            "-- Each step is a verb, then advance(\(ExploreVerb.stepSeconds)).",
            "",
        ]
        let body = ExploreVerb.scenario(path, marks: [path.count: "\(problem.title) here"])
        return lines.joined(separator: "\n") + "\n" + body
    }

    /// The command that replays a scenario file: `--strict` makes the problem fail the run.
    public static func replay(appPath: String, file: String, simulation: Simulation) -> String {
        var command = "lifecycle run \(shellWord(appPath)) \(shellWord(file))"
        if simulation.profile != .default { command += " --profile \(simulation.profile.name)" }
        if let device = simulation.device, device != .iphone { command += " --device \(device.rawValue)" }   // C3
        if simulation.seed != 1 { command += " --seed \(simulation.seed)" }
        return command + " --strict"
    }

    /// A path as a shell word: as is when it is plain, else in single quotes.
    static func shellWord(_ path: String) -> String {
        let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_./-+,:@")
        if !path.isEmpty, path.allSatisfy(safe.contains) { return path }
        return "'" + path.replacing("'", with: "'\\''") + "'"
    }
}
