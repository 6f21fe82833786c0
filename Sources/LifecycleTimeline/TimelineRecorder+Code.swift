import LifecycleCore

/// App code on the timeline: each `call`, `run` and handled `dispatch` is a mark as wide as its
/// cost, with the budget it ran under: L5 for the launch (the main chunk and both launch methods
/// share 20 s from the launch), B4, T2, B5 (expiration handlers) and T5 for the rest. A budget is
/// drawn when the code used at least a tenth of it.
extension TimelineRecorder {
    func addCode(_ record: TraceRecord, cost: SimDuration, label: String, hook: Bool, launch: Bool,
                 budget: SimDuration, rule: Rule) {
        let index = lane(record.app, record.time)
        guard keep() else { return }
        let start = record.time
        let at = moment(start, step: true)
        let end = start + cost
        if cost > .zero {
            // A late `run` line (S3: a thread's stretch, stamped with its beginning) goes where its
            // start puts it: the layout reads `busy` in start order.
            let place = model.busy.lastIndex { $0.start <= start }.map { $0 + 1 } ?? 0
            model.busy.insert((start, end), at: place)
        }
        if end > model.latest { model.latest = end }
        var limit = start + budget
        var cites = rule
        if launch, let launchStart = model.lanes[index].launchStart {
            // L5: the main chunk and both launch methods share one budget from the launch.
            limit = launchStart + budgets.launch
            cites = .L5
            if let window = model.lanes[index].launchWindow {
                model.lanes[index].budgets[window].used += cost
            } else {
                let from = model.lanes[index].launchMoment ?? at
                model.lanes[index].budgets.append(.init(at: from, start: launchStart, end: limit, rule: .L5, used: cost))
                model.lanes[index].launchWindow = model.lanes[index].budgets.count - 1
            }
        } else if cost.micros * 10 >= budget.micros, cost > .zero {
            model.lanes[index].budgets.append(.init(at: at, start: start, end: limit, rule: rule, used: cost))
        }
        model.lanes[index].code.append(.init(at: at, start: start, cost: cost, label: label, hook: hook,
                                             budget: limit - start, budgetEnd: limit, rule: cites))
    }

    /// The budget and watchdog rule of code that is not a delegate method (docs/budgets.md).
    func budgetOf(_ kind: CodeKind, queue: String?) -> (SimDuration, Rule) {
        switch kind {
        case .main: return (budgets.launch, .L5)
        case .expirationHandler: return (budgets.expirationHandler, .B5)
        case .block: return (queue == "global" ? budgets.globalQueueBlock : budgets.otherHook, .T5)
        default: return (budgets.otherHook, .T5)
        }
    }
}

/// Short names for app code that is not a delegate method (what the pretty trace says).
enum CodeLabel {
    static func run(_ kind: CodeKind, task: Int?, queue: String?, subject: String?) -> String {
        switch kind {
        case .main: return "main chunk"
        case .expirationHandler: return "expiration handler" + (task.map { " of task \($0)" } ?? subject.map { " of BGTask \($0)" } ?? "")
        case .launchHandler: return "launch handler" + (subject.map { " of BGTask \($0)" } ?? "")
        case .block: return subject ?? "block" + (queue.map { " (\($0) queue)" } ?? "")
        case .timer: return subject.map { "\($0) fired" } ?? "timer"
        case .drawRect: return (subject.map { "\($0) " } ?? "") + "drawRect"
        case .observer: return "observer" + (subject.map { " of \($0)" } ?? "")
        case .alertCancel: return "cancel handler" + (subject.map { " of alert '\($0)'" } ?? "")
        case .viewController: return subject ?? "view controller"
        case .eventHandler: return subject ?? "event handler"
        }
    }
}
