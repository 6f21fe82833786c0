import LifecycleCore

/// What the timeline keeps of wakes (W1, W2) and of BGTaskScheduler tasks (C6).
extension TimelineRecorder {
    /// W1, W2, C6: the stay in the background a wake begins carries its reason; an app already
    /// running in the background starts a new stretch here.
    func woken(_ record: TraceRecord, _ reason: TimelineModel.Woken) {
        let index = lane(record.app, record.time)
        if model.lanes[index].state == .background {
            model.lanes[index].states.append(.init(at: moment(record.time, step: true), state: .background, wake: reason))
        } else {
            model.lanes[index].pendingWake = reason
        }
    }

    /// C6: a task the system runs is a woken stretch and a span from `started` to `completed`
    /// (or the app's end), with its expiry; submits and cancels are not drawn.
    func addBGTask(_ record: TraceRecord, action: BGTaskAction, identifier: String, kind: BGTaskKind, success: Bool?) {
        let reason = TimelineModel.Woken.bgTask(kind, identifier: identifier)
        let index = lane(record.app, record.time)
        let open = model.lanes[index].tasks.lastIndex { $0.bgTask == reason && $0.to == nil }
        switch action {
        case .started:
            woken(record, reason)
            guard keep() else { return }
            model.lanes[index].tasks.append(.init(id: 0, from: moment(record.time, step: false), bgTask: reason))
        case .expired:
            if let open { model.lanes[index].tasks[open].expired = moment(record.time, step: false) }
        case .completed:
            guard let open else { return }
            model.lanes[index].tasks[open].to = moment(record.time, step: false)
            model.lanes[index].tasks[open].success = success
        case .submitted, .cancelled:
            break
        }
    }
}
