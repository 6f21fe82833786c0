import LifecycleCore
import Rainbow

extension PrettySink {
    /// S3: app code stopped part-way, in words a learner reads as the lesson itself:
    ///
    ///     ❄ froze: a dispatched block (global queue) at app.lua:14 after 0.25 s of running: it goes on from there when the app runs again [S3]
    ///       ↻ resumed: a dispatched block (global queue) goes on from app.lua:14, after 0.25 s of running before [W1]
    ///     ⊘ lost: a dispatched block (global queue) at app.lua:14 after 0.25 s of running: the process died, the rest of it never runs [M1]
    ///                ↳ lifecycle explain S3
    ///
    /// `froze` and `lost` stand out (they are what the learner must see); `resumed` is indented
    /// under the wake or return that causes it, as the code it runs is. A `lost` line points to
    /// `lifecycle explain S3`, the lesson (the kill line before it points to the rule of the death). `rule` and the strings
    /// are already visible (`visible`).
    func code(_ action: CodeAction, _ kind: CodeKind, _ queue: String?, _ line: String?, _ rule: Rule, _ ran: SimDuration) -> String {
        let what = PrettySink.codeName(kind, queue: queue)
        let cited = " [\(rule)]".lightBlack
        // Code the app was suspended before it began (a block due 1 ms after it was queued).
        let unstarted = line == nil && ran == .zero
        let running = unstarted ? "before it began" : "after \(ran) s of running"
        switch action {
        case .froze:
            let at = line.map { " at \($0)" } ?? ""
            return "❄ froze: ".cyan.bold + "\(what)\(at) \(running): it goes on from there when the app runs again" + cited
        case .resumed:
            if unstarted { return "  ↻ resumed: ".cyan + "\(what) begins now (it was frozen before it began)" + cited }
            let from = line.map { " from \($0)" } ?? " from where it stopped"
            return "  ↻ resumed: ".cyan + "\(what) goes on\(from), \(running) before" + cited
        case .lost:
            let at = line.map { " at \($0)" } ?? ""
            // The kill line above points to the rule of the death; this one to the lesson.
            return "⊘ lost: ".red.bold + "\(what)\(at) \(running): the process died, the rest of it never runs" + cited
                + explainPointer(.S3)
        }
    }

    /// `a dispatched block (global queue)`, `a timer`: what the code is, as a learner calls it.
    static func codeName(_ kind: CodeKind, queue: String?) -> String {
        kind.description + (queue.map { " (\($0) queue)" } ?? "")
    }
}
