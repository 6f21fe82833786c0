import LifecycleLua
import LifecycleCore

/// `lifecycle explore`'s engine: plays every sequence of `ExploreVerb.alphabet` up to `depth`
/// verbs after a fresh launch, breadth first, each one from a fresh device (a Lua state cannot
/// be copied, so a sequence replays its prefix). A sequence that ends in a state already seen
/// (`Device.fingerprint`: the app's lifecycle state, S1, and the core's state) is not extended.
/// It records the problems (`ExploreProblem`), each with the first, hence shortest, sequence
/// that showed it, and the edges of the state graph the runs went through (S1).
///
/// The sequences of a level are played on `jobs` threads (a `WorkerPool`), and their outcomes
/// merged in the order of the level, so that the result is the one a single thread gives, byte
/// for byte, whatever `jobs` is.
///
/// No files, no terminal, no wall clock: the same app, profile, seed and depth give the same
/// result.
public struct Explorer {
    public let app: ScenarioRun.Script
    public let simulation: Simulation
    public let depth: Int
    public var verbs: [ExploreVerb]
    /// Threads that play sequences at once (1: the caller's thread alone). It changes how fast
    /// the exploration goes, never what it finds.
    public var jobs = 1
    /// Code that ran out of its budget without doing anything visible is not run again when a
    /// sequence replays its prefix: a hook that loops costs what a short one does (CodeMemo,
    /// one per thread).
    var remembersCode = true

    public init(app: ScenarioRun.Script, simulation: Simulation = .default, depth: Int, jobs: Int = 1) {
        self.app = app
        self.simulation = simulation
        self.depth = depth
        self.jobs = jobs
        // P: a verb from a later era is refused, so it is not explored. The app's own verbs (C6
        // identifiers, C3/C4 windows) are read from one launch (ExploreVerb+Scenes.swift).
        self.verbs = ExploreVerb.alphabet(on: simulation.profile) + ExploreVerb.appVerbs(of: app, simulation: simulation)
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

    /// The processors online: a good number of `jobs`.
    public static var processorCount: Int { WorkerPool<Void>.processorCount }

    /// How often, in sequences, `explore` reports progress within a level.
    static let progressEvery = 64

    /// Explores, calling `progress` every `progressEvery` sequences and once each level is done.
    public func explore(progress: (Progress) -> Void = { _ in }) -> ExploreResult {
        let (app, simulation, remembersCode) = (app, simulation, remembersCode)
        let pool = WorkerPool<ExplorePlayer>(jobs: jobs) {
            ExplorePlayer(app: app, simulation: simulation, remembersCode: remembersCode)
        }
        defer { pool.close() }
        var result = ExploreResult(depth: depth)
        var seen = Set<String>()
        var covered = Set<ExploreTransition>()
        var frontier: [[ExploreVerb]] = [[]]
        for level in 0...max(0, depth) {
            let sequences = ExploreLevel(prefixes: frontier, verbs: level == 0 ? nil : verbs)
            let total = sequences.count
            var next: [[ExploreVerb]] = []
            pool.map(count: total, { player, index in player.play(sequences.path(at: index)) }) { index, outcome in
                if index % Self.progressEvery == 0 {
                    progress(Progress(level: level, levels: depth, done: index, total: total))
                }
                let path = sequences.path(at: index)
                result.record(outcome, path: path)
                covered.formUnion(outcome.transitions)
                if seen.insert(outcome.fingerprint).inserted {
                    next.append(path)
                } else {
                    result.pruned += 1
                }
            }
            progress(Progress(level: level, levels: depth, done: total, total: total))
            frontier = next
            // A failed sequence (the host's backstop stopped it, say) fails the exploration: the
            // levels after it are not played.
            if frontier.isEmpty || result.scenarioError != nil { break }
        }
        result.states = seen.count
        result.covered = ExploreTransition.graph.filter { covered.contains($0) }
        return result
    }
}
