import LifecycleLua
import LifecycleCore

/// The text `lifecycle explore` prints: each problem (a violation, or a kill of B4, B5, T2, T5,
/// L5, M1, R1, R6, … that no verb asked for) with its shortest sequence and its scenario file,
/// the kills by reason, and the edges of the state graph covered (S1). Plain text, no
/// colour, no timing: the same exploration prints the same bytes.
public struct ExploreSummary {
    public let result: ExploreResult
    public let appPath: String
    public let simulation: Simulation
    /// The scenario file written for each finding, in the order of `result.findings`.
    public let files: [String]

    public init(result: ExploreResult, appPath: String, simulation: Simulation, files: [String]) {
        self.result = result
        self.appPath = appPath
        self.simulation = simulation
        self.files = files
    }

    /// The file name of each finding's scenario in `folder`.
    public static func files(for result: ExploreResult, in folder: String) -> [String] {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return result.findings.map { prefix + $0.problem.fileStem + ".lua" }
    }

    public var text: String {
        var out = "lifecycle explore: \(appPath) · profile \(simulation.profile.name) · seed \(simulation.seed) · depth \(result.depth)\n"
        out += "Each step is a verb, then advance(\(ExploreVerb.stepSeconds)); wait is advance(\(ExploreVerb.waitSeconds)).\n\n"
        for (finding, file) in zip(result.findings, files) {
            out += "✖ \(finding.problem.title)\n"
            out += "    \(finding.message.split(separator: "\n").first.map(String.init) ?? "")\n"
            out += "    shortest: \(ExploreVerb.describe(finding.path))  (in \(finding.runs) of \(result.runs) runs)\n"
            out += "    replay:   \(ExploreFinding.replay(appPath: appPath, file: file, simulation: simulation))\n"
        }
        if !result.findings.isEmpty { out += "\n" }
        out += "\(result.runs) \(plural(result.runs, "sequence")) played, \(result.states) distinct \(plural(result.states, "state")), \(result.pruned) pruned (state already seen)\n"
        if result.killedRuns.isEmpty {
            out += "kills: none\n"
        } else {
            out += "kills: " + result.killedRuns.map { "\($0.reason.rawValue) in \($0.runs) \(plural($0.runs, "run"))" }
                .joined(separator: ", ") + " (user_kill() and low_memory() kills are not problems)\n"
        }
        let total = ExploreTransition.graph.count
        out += "transitions: \(result.covered.count) of \(total) covered"
        let missing = result.uncovered
        out += missing.isEmpty ? "\n" : "; not covered: " + missing.map(\.description).joined(separator: ", ") + "\n"
        switch result.findings.count {
        case 0: out += "no problem found\n"
        case let count: out += "\(count) \(plural(count, "problem")) found\n"
        }
        return out
    }

    private func plural(_ count: Int, _ word: String) -> String { count == 1 ? word : word + "s" }
}
