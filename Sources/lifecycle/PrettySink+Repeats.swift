import LifecycleCore

/// A run of identical pretty lines, written once with a count (a music app's timer printed
/// `⚙ timer 1 fired` 60 times): `⚙ timer 1 fired  0 s  ×60, 1 s apart`. Lines are identical when
/// everything but the time column is: the count and the spacing say what the time column would
/// have, honestly (`×60, 1 s apart` for a regular beat, `×60 over 59.5 s` otherwise, `×3 at once`
/// at one instant). Only the pretty sink collapses; `--verbose` shows every line, and JSONL is
/// never touched.
struct RepeatedLine {
    /// The line without its time column (the app's name, the event).
    let body: String
    /// When the first and the last line happened, in microseconds.
    let first: Int64
    private(set) var last: Int64
    private(set) var count = 1
    private var smallestGap = Int64.max
    private var largestGap: Int64 = 0

    init(body: String, time: Int64) {
        self.body = body
        first = time
        last = time
    }

    /// Events whose identical lines may collapse: code that ran, what was printed, deliveries,
    /// redraws. Never kills, violations, expectations, state changes, warnings or verbs: each of
    /// those is information of its own, however alike two of them read.
    static func mayCollapse(_ event: TraceEvent) -> Bool {
        switch event {
        case .run, .log, .note, .notification, .call, .redraw, .memory, .dispatch, .dropped: return true
        case .action, .state, .violation, .kill, .exit, .expect, .task, .warning, .info, .snapshot, .restoration: return false
        }
    }

    mutating func add(_ time: Int64) {
        let gap = time - last
        smallestGap = min(smallestGap, gap)
        largestGap = max(largestGap, gap)
        last = time
        count += 1
    }

    /// What follows the line: nothing for a single line, else the count and the spacing.
    var suffix: String {
        guard count > 1 else { return "" }
        if last == first { return "  ×\(count) at once" }
        if smallestGap == largestGap { return "  ×\(count), \(SimDuration(micros: smallestGap)) s apart" }
        return "  ×\(count) over \(SimDuration(micros: last - first)) s"
    }
}
