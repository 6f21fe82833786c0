import LifecycleCore

/// S3: app code stopped part-way. Suspension freezes it (`froze`); the app's next wake or return
/// to the foreground starts it again from there (`resumed`); a process that dies loses it
/// (`lost`). The picture shows the frozen span between its bars, and a mark where it was lost.
extension TimelineModel {
    struct StoppedCode: Equatable {
        /// The trace's `id`: links the `froze`, `resumed` and `lost` lines of one piece of code.
        let id: Int
        /// `block (global queue)`, as the code marks name it.
        let label: String
        /// Where it stopped (`app.lua:14`), when known.
        let line: String?
        /// When it froze, and the rule of the suspension (S3, B5, W1, W2, C6); nil when it was
        /// lost while running.
        let froze: Moment?
        let frozeRule: Rule?
        /// When it went on or was lost, and that line's rule; nil while still frozen.
        var ended: Moment?
        var endRule: Rule?
        var lost = false
        /// Its own running time when it stopped (froze, or was lost while running), and when it
        /// went on or was lost after freezing.
        let ran: SimDuration
        var ranAtEnd: SimDuration?
    }
}

extension TimelineRecorder {
    /// A `froze`, `resumed` or `lost` line (S3): a frozen span opens, ends, or ends lost; code
    /// lost while it was not frozen is a span of its own with only its end.
    func addStopped(_ record: TraceRecord, _ action: CodeAction, id: Int, label: String, line: String?,
                    rule: Rule, ran: SimDuration) {
        let index = lane(record.app, record.time)
        let open = model.lanes[index].stopped.lastIndex { $0.id == id && $0.froze != nil && $0.ended == nil }
        switch action {
        case .froze:
            guard keep() else { return }
            model.lanes[index].stopped.append(.init(id: id, label: label, line: line, froze: moment(record.time, step: false),
                                                    frozeRule: rule, ran: ran))
        case .resumed, .lost:
            let at = moment(record.time, step: false)
            if let open {
                model.lanes[index].stopped[open].ended = at
                model.lanes[index].stopped[open].endRule = rule
                model.lanes[index].stopped[open].lost = action == .lost
                model.lanes[index].stopped[open].ranAtEnd = ran
            } else if action == .lost, keep() {
                model.lanes[index].stopped.append(.init(id: id, label: label, line: line, froze: nil, frozeRule: nil,
                                                        ended: at, endRule: rule, lost: true, ran: ran, ranAtEnd: ran))
            }
        }
    }

    /// The last instant at or before `time` (the first when `time` is before every instant).
    func instant(atOrBefore time: SimTime) -> Int {
        var low = 0, high = model.instants.count - 1
        if model.instants[high].time <= time { return high }
        while low < high {
            let middle = (low + high + 1) / 2
            if model.instants[middle].time <= time { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
