import LifecycleCore

/// A run of identical pretty lines, or of identical groups of lines, written once with a count
/// (a music app's timer printed `⚙ timer 1 fired` 60 times; one that also prints `tick` made 60
/// pairs): `⚙ timer 1 fired  0 s  ×60, 1 s apart`, then the group's other lines. A group is a
/// line and the lines the code printed under it (`log`), a run of identical ones among them
/// collapsed too; two lines or groups are identical when everything but the time column is. The
/// count and the spacing say what the time column would have, honestly (`×60, 1 s apart` for a
/// regular beat, `×60 over 59.5 s` otherwise, `×3 at once` at one instant). Only the pretty sink
/// collapses; `--verbose` shows every line, and JSONL is never touched. What does not repeat is
/// written exactly as without collapsing.
struct RepeatedGroup {
    /// One line of a group, and how often it came in a row.
    struct Line {
        /// The line without its time column (the app's name, the event).
        let body: String
        /// Its first record, to write a line that came once exactly as it came.
        let record: TraceRecord
        var times: Repeats

        var first: Int64 { times.first }
    }

    private(set) var lines: [Line]
    private(set) var times: Repeats

    init(body: String, record: TraceRecord) {
        lines = [Line(body: body, record: record, times: Repeats(record.time.micros))]
        times = Repeats(record.time.micros)
    }

    /// Events whose identical lines may collapse: code that ran, what was printed, deliveries,
    /// redraws. Never kills, violations, expectations, state changes, warnings or verbs: each of
    /// those is information of its own, however alike two of them read.
    static func mayCollapse(_ event: TraceEvent) -> Bool {
        switch event {
        case .run, .log, .note, .notification, .call, .redraw, .memory, .dispatch, .dropped: return true
        case .action, .state, .scene, .violation, .kill, .exit, .expect, .task, .warning, .info, .snapshot, .restoration: return false
        case .wake, .completion, .bgtask, .code: return false
        }
    }

    /// Whether a record's line belongs to the group before it: what the code printed.
    static func joinsGroup(_ event: TraceEvent) -> Bool {
        if case .log = event { return true }
        return false
    }

    /// A printed line of this group (while it is the one being read).
    mutating func append(body: String, record: TraceRecord) {
        if lines[lines.count - 1].body == body {
            lines[lines.count - 1].times.add(record.time.micros)
        } else {
            lines.append(Line(body: body, record: record, times: Repeats(record.time.micros)))
        }
    }

    /// Whether `other` reads the same: the same lines, each as often.
    func sameLines(as other: RepeatedGroup) -> Bool {
        lines.count == other.lines.count
            && zip(lines, other.lines).allSatisfy { $0.body == $1.body && $0.times.count == $1.times.count }
    }

    /// Another occurrence of the same group, which began at `time`.
    mutating func repeated(at time: Int64) { times.add(time) }
}

/// How often something came, and when: the first and the last time, and the gaps between.
struct Repeats {
    let first: Int64
    private(set) var last: Int64
    private(set) var count = 1
    private var smallestGap = Int64.max
    private var largestGap: Int64 = 0

    init(_ time: Int64) {
        first = time
        last = time
    }

    mutating func add(_ time: Int64) {
        let gap = time - last
        smallestGap = min(smallestGap, gap)
        largestGap = max(largestGap, gap)
        last = time
        count += 1
    }

    /// The count and the spacing (nothing when once).
    var suffix: String {
        guard count > 1 else { return "" }
        if last == first { return "  ×\(count) at once" }
        if smallestGap == largestGap { return "  ×\(count), \(SimDuration(micros: smallestGap)) s apart" }
        return "  ×\(count) over \(SimDuration(micros: last - first)) s"
    }
}
