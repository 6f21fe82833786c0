import LifecycleLua
import LifecycleCore

/// Checks a learner's app against an exercise's checker: it passes when the checker runs to its
/// end with every expectation holding and nothing `--strict` fails on (`StrictCounter.fails`: no
/// violation, no kill that is the app's doing; a purge by the checker's own `low_memory()` is not, M1).
public struct ExerciseCheck: Sendable {
    public enum Status: String, Sendable { case pass, fail, error }

    /// One thing the checker looked at: an expectation, or a violation or kill it found.
    public struct Finding: Sendable, Equatable {
        public let name: String
        public let passed: Bool
        public let rule: String?
    }

    public let exercise: Exercise
    public let status: Status
    /// For an error: the problem in the learner's script, with file and line.
    public let message: String?
    public let findings: [Finding]
    /// What the simulator warned about, in order, once each: a misspelt hook, an `info` key it
    /// does not read, a hook that is not a function. Often the whole story of a failure.
    public let warnings: [String]
    /// The warnings the checker expects (`Exercise.expects(_:)`): what the learner is meant to
    /// observe, not a mistake, so never among `warnings`.
    public let outcomes: [String]
    /// For a failure: the learner's lines to look at (`LearnerCode`).
    public let pointers: [LearnerCode.Pointer]
    /// The trace, for the excerpt a learner is shown.
    public let records: [TraceRecord]
    /// The learner's app, as the trace names it.
    private let app: String

    /// A check that could not run (the learner's file is missing or unreadable).
    public init(_ exercise: Exercise, error: String) {
        (self.exercise, status, message, findings, warnings, outcomes, pointers, records, app) = (exercise, .error, error, [], [], [], [], [], "")
    }

    /// Runs the checker against `source` (the learner's file at `path`).
    /// The checker's name in traces and messages.
    static func checkerPath(_ exercise: Exercise) -> String { "exercises/\(exercise.folder)/check.lua" }

    /// The checker is played on the exercise's profile (`Exercise.profile`) unless `simulation`
    /// says otherwise.
    public init(_ exercise: Exercise, source: String, path: String, simulation: Simulation? = nil) {
        self.exercise = exercise
        let simulation = simulation ?? Simulation(profile: exercise.profile ?? .default)
        let run = ScenarioRun(app: .init(source: source, path: path),
                              scenario: .init(source: exercise.checker, path: Self.checkerPath(exercise)),
                              simulation: simulation)
        if let problem = run.validate() {
            (status, message, findings, warnings, outcomes, pointers, records, app) = (.error, problem, [], [], [], [], [], "")
            return
        }
        let collector = RecordCollector()
        let report = run.play(sinks: [collector])
        var findings: [Finding] = []
        var warnings: [String] = [], outcomes: [String] = [], seen: Set<String> = []
        let app = ScenarioRun.appName(for: path)
        // What the checker's own verbs did not do (`…/check.lua:11: user_kill() did nothing`) is
        // in the trace, not among the warnings about the learner's app.
        let checker = Self.checkerPath(exercise) + ":"
        // A kill is a finding when `--strict` fails on it: the app's doing. Not the checker's own
        // `user_kill()`, nor its `low_memory()` purging the suspended app (M1) or terminating it in
        // the background (M3): exercises about restoration need that purge (the state survives
        // it, W4).
        for record in collector.records where StrictCounter.concerns(record, app: app) {
            switch record.event {
            case .warning(let message) where !message.hasPrefix(checker) && seen.insert(message).inserted:
                if exercise.expects(message) { outcomes.append(message) } else { warnings.append(message) }
            case .expect(let ok, let message):
                findings.append(Finding(name: message, passed: ok, rule: nil))
            case .violation(let rule, let message):
                findings.append(Finding(name: "violation [\(rule)] \(message)", passed: false, rule: rule.rawValue))
            case .kill(let reason, let rule, let message, _, _, _) where StrictCounter.fails(record.event):
                findings.append(Finding(name: "killed: \(reason.rawValue) [\(rule)] \(message)", passed: false, rule: rule.rawValue))
            default: break
            }
        }
        self.findings = findings
        self.warnings = warnings
        self.outcomes = outcomes
        self.records = collector.records
        self.app = app
        if let error = report.scenarioError {
            (status, message) = (.error, error)
        } else {
            status = report.exitCode(strict: true) == 0 ? .pass : .fail
            message = nil
        }
        pointers = status == .fail
            ? LearnerCode.pointers(source: source, records: collector.records.prefix(Self.failure(in: collector.records, app: app) + 1), app: app)
            : []
    }

    /// S3: the learner's code that froze with the suspended app or was lost with its process
    /// (`froze`, `lost`), in order: the lesson of the exercises about background time, which a
    /// failed check shows whatever the excerpt holds.
    public var stoppedCode: [TraceRecord] { Self.stoppedCode(in: records, app: app) }

    /// The `froze` and `lost` records of `app` among `records`.
    static func stoppedCode(in records: [TraceRecord], app: String) -> [TraceRecord] {
        records.filter { record in
            guard StrictCounter.concerns(record, app: app), case .code(let action, _, _, _, _, _, _) = record.event else { return false }
            return action != .resumed
        }
    }

    /// The trace lines up to the first failure (the last `count` of them), for the learner.
    public func excerpt(count: Int = 12) -> [TraceRecord] {
        let failure = Self.failure(in: records, app: app)
        guard failure >= 0 else { return [] }
        return Array(records[max(0, failure - count + 1)...failure])
    }

    /// The index of the first failed expectation or the first record `--strict` fails on, else
    /// the last record's (-1 when there is none).
    static func failure(in records: [TraceRecord], app: String) -> Int {
        records.indices.first { index in
            if case .expect(false, _) = records[index].event { return true }
            return StrictCounter.concerns(records[index], app: app) && StrictCounter.fails(records[index].event)
        } ?? records.count - 1
    }
}

/// Keeps a run's records in memory (a checker's trace, a REPL session's `:trace`: both small).
public final class RecordCollector: TraceSink {
    public var records: [TraceRecord] = []
    public init() {}
    public func receive(_ record: TraceRecord) { records.append(record) }
}
