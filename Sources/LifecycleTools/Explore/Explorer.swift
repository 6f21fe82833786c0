import LifecycleLua
import LifecycleCore

/// `lifecycle explore`'s engine: plays every sequence of `ExploreVerb.alphabet` up to `depth`
/// verbs after a fresh launch, breadth first, each one from a fresh device (a Lua state cannot
/// be copied, so a sequence replays its prefix). A sequence that ends in a state already seen
/// (`Device.fingerprint`: the app's lifecycle state, S1, and the core's state) is not extended.
/// It records the problems (`ExploreProblem`), each with the first, hence shortest, sequence
/// that showed it, and the edges of the SPEC state graph the runs went through (S1).
///
/// No files, no terminal, no wall clock: the same app, profile, seed and depth give the same
/// result.
public struct Explorer {
    public let app: ScenarioRun.Script
    public let profile: OSProfile
    public let seed: UInt64
    public let depth: Int
    public var verbs: [ExploreVerb]
    /// Code that ran out of its budget without doing anything visible is not run again when a
    /// sequence replays its prefix: a hook that loops costs what a short one does (CodeMemo).
    var memo: CodeMemo? = CodeMemo()

    public init(app: ScenarioRun.Script, profile: OSProfile = .default, seed: UInt64 = 1, depth: Int) {
        self.app = app
        self.profile = profile
        self.seed = seed
        self.depth = depth
        // SPEC P: a verb from a later era is refused, so it is not explored.
        self.verbs = ExploreVerb.alphabet.filter { Device.verbsSince[$0.name].map(profile.has(since:)) ?? true }
    }

    /// Where the exploration is, for a progress bar.
    public struct Progress: Sendable, Equatable {
        /// The sequence length being played (0: the launch alone).
        public let level: Int
        public let levels: Int
        /// Sequences played, and to play, at this level.
        public let done: Int
        public let total: Int
    }

    /// What one sequence showed.
    struct Outcome {
        let observer: ExploreObserver
        let fingerprint: String
        let scenarioError: String?
    }

    /// Plays one sequence from a fresh launch.
    func play(_ path: [ExploreVerb]) -> Outcome {
        var run = ScenarioRun(app: app, scenario: .init(source: ExploreVerb.scenario(path), path: "explore.lua"),
                              profile: profile, seed: seed)
        run.codeMemo = memo
        let observer = ExploreObserver()
        var fingerprint = ""
        let report = run.play(sinks: [observer]) { device in fingerprint = device.fingerprint }
        return Outcome(observer: observer, fingerprint: fingerprint, scenarioError: report.scenarioError)
    }

    /// Explores, calling `progress` before each sequence and once each level is done.
    public func explore(progress: (Progress) -> Void = { _ in }) -> ExploreResult {
        var result = ExploreResult(depth: depth)
        var seen = Set<String>()
        var covered = Set<ExploreTransition>()
        var frontier: [[ExploreVerb]] = [[]]
        for level in 0...max(0, depth) {
            let candidates = level == 0 ? [[]] : frontier.flatMap { prefix in verbs.map { prefix + [$0] } }
            var next: [[ExploreVerb]] = []
            for (index, path) in candidates.enumerated() {
                progress(Progress(level: level, levels: depth, done: index, total: candidates.count))
                let outcome = play(path)
                result.record(outcome, path: path)
                covered.formUnion(outcome.observer.transitions)
                if seen.insert(outcome.fingerprint).inserted {
                    next.append(path)
                } else {
                    result.pruned += 1
                }
            }
            progress(Progress(level: level, levels: depth, done: candidates.count, total: candidates.count))
            frontier = next
            if frontier.isEmpty { break }
        }
        result.states = seen.count
        result.covered = ExploreTransition.graph.filter { covered.contains($0) }
        return result
    }
}
