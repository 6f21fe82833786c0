/// `lifecycle explore` plays every sequence from a fresh launch, so a sequence replays its
/// prefix: the same app, seed and verbs, hence the same code in the same order. App code that ran
/// out of its budget (or memory) without doing anything the run can see (no trace event, no
/// change to the container) ends the same way on every replay, and the process dies with it, so
/// what the code did inside its Lua state is lost either way. The memo remembers such runs by
/// their place in the play (the actions so far and the code run's ordinal since), and a replay
/// does not run them again: a hook that loops costs the explorer what a short one does, while
/// the trace stays byte for byte what `lifecycle run` gives.
public final class CodeMemo: TraceSink {
    struct Ending {
        let halt: Halt
        let cost: SimDuration
        let activity: String?
    }

    private var endings: [String: Ending] = [:]
    private var path = ""
    private var ordinal = 0
    /// Code runs skipped, for tests.
    public private(set) var hits = 0

    public init() {}

    /// A new play from a fresh launch.
    public func beginPlay() {
        path = ""
        ordinal = 0
    }

    public func receive(_ record: TraceRecord) {
        guard case .action(let verb, let detail) = record.event else { return }
        path += verb + "(" + (detail ?? "") + ")\n"
        ordinal = 0
    }

    /// The place of the next code run in the play.
    func nextKey() -> String {
        ordinal += 1
        return path + "#\(ordinal)"
    }

    func ending(at key: String) -> Ending? {
        let ending = endings[key]
        if ending != nil { hits += 1 }
        return ending
    }

    func remember(_ ending: Ending, at key: String) {
        endings[key] = ending
    }
}
