import LifecycleLua
import LifecycleCore

/// A distinct problem `lifecycle explore` reports, what `--strict` fails on (`StrictCounter.fails`):
/// a violation of a rule, or a kill that is the app's doing (a watchdog, B4, T2, T5, L5; an
/// expiry, B5; a crash; the memory cap, M1; a `gpu` or `resources` kill, R1, R6). Kills the
/// sequence's verbs ask for, or that the system answers them with, are outcomes, not problems:
/// `user_kill()` (T4) and the purge of `low_memory()` (M1, M3).
public struct ExploreProblem: Hashable, Sendable {
    public enum Kind: String, Sendable { case violation, kill }

    public let kind: Kind
    /// The rule id (`B4`).
    public let rule: String
    /// The kill's reason (`watchdog`), nil for a violation.
    public let reason: String?
    /// For a crash, the code that raised the error (`applicationDidEnterBackground:`): crashes
    /// in different hooks are different bugs.
    public let place: String?

    public init(kind: Kind, rule: String, reason: String? = nil, place: String? = nil) {
        self.kind = kind
        self.rule = rule
        self.reason = reason
        self.place = place
    }

    /// As the report shows it: `B4 kill watchdog`, `I6 violation`, `S1 kill crash in
    /// applicationWillEnterForeground:`.
    public var title: String {
        [rule, kind.rawValue, reason].compactMap { $0 }.joined(separator: " ") + (place.map { " in " + $0 } ?? "")
    }

    /// The name of its scenario file, without `.lua`: `B4-kill-watchdog`,
    /// `S1-kill-crash-applicationWillEnterForeground`.
    public var fileStem: String {
        var stem = ""
        for character in [rule, kind.rawValue, reason, place].compactMap({ $0 }).joined(separator: "-") {
            if character.isASCII, character.isLetter || character.isNumber || character == "_" {
                stem.append(character)
            } else if !stem.hasSuffix("-") {
                stem.append("-")
            }
        }
        while stem.hasSuffix("-") { stem.removeLast() }
        return stem
    }
}

/// Watches the trace of one explored run: the problems in it (with the step each happened in),
/// the state changes of the app (S1), and every kill by reason.
final class ExploreObserver: TraceSink {
    struct Sighting: Sendable {
        let problem: ExploreProblem
        let message: String
        /// 0 for the launch, then 1, 2, … for the verbs.
        let step: Int
    }

    private(set) var sightings: [Sighting] = []
    private(set) var transitions: [ExploreTransition] = []
    private(set) var kills: [KillReason] = []
    private var actions = 0

    func receive(_ record: TraceRecord) {
        switch record.event {
        case .action:
            actions += 1
        case .state(let from, let to):
            transitions.append(ExploreTransition(from: from, to: to))
        case .violation(let rule, let message):
            sightings.append(Sighting(problem: ExploreProblem(kind: .violation, rule: rule.rawValue), message: message, step: step))
        case .kill(let reason, let rule, let message, _, _, _):
            kills.append(reason)
            // What --strict fails on: not user_kill() nor low_memory()'s purge (M1, KillCause).
            guard StrictCounter.fails(record.event) else { return }
            var place: String?
            if reason == .crash, let range = message.firstRange(of: " raised an error") {
                place = String(message[..<range.lowerBound])
            }
            let problem = ExploreProblem(kind: .kill, rule: rule.rawValue, reason: reason.rawValue, place: place)
            sightings.append(Sighting(problem: problem, message: message, step: step))
        default:
            break
        }
    }

    /// What the run showed, as a value another thread can take.
    func outcome(fingerprint: String, scenarioError: String?) -> ExploreOutcome {
        ExploreOutcome(sightings: sightings, transitions: Set(transitions), kills: kills,
                       fingerprint: fingerprint, scenarioError: scenarioError)
    }

    /// Each step writes two actions: its verb, then the step's `advance`.
    private var step: Int { max(0, (actions - 1) / 2) }
}

/// An edge of the state graph (S1), as `AppState.canMove(to:)` defines it.
public struct ExploreTransition: Hashable, Sendable, CustomStringConvertible {
    public let from: AppState
    public let to: AppState
    public init(from: AppState, to: AppState) {
        self.from = from
        self.to = to
    }
    public var description: String { "\(from.rawValue) → \(to.rawValue)" }

    /// Every edge of the graph, in the order of the states.
    public static var graph: [ExploreTransition] {
        AppState.allCases.flatMap { from in
            AppState.allCases.filter { from.canMove(to: $0) }.map { ExploreTransition(from: from, to: $0) }
        }
    }
}
