import LifecycleCore

/// The trace sink behind `--timeline`: keeps, from the typed trace, what the picture shows: each
/// app's states (S1), its code with cost and budget (L5, B4, T2, B5, T5), notifications (N),
/// violations, kills and exits with their rule ids, background tasks (B5), wakes in the
/// background (W1, W2), BGTaskScheduler tasks (C6) and scene states (C2), and the scenario's actions and expectations. Records without an app name belong to `mainApp`.
///
/// It holds marks, not the trace: logs, warnings and the like are not kept, and after
/// `markLimit` marks the rest are only counted (state changes are always kept).
public final class TimelineRecorder: TraceSink {
    let mainApp: String
    let budgets: Budgets
    let markLimit: Int
    var model = TimelineModel()
    private var marks = 0

    public init(mainApp: String, budgets: Budgets = Budgets(), markLimit: Int = 20_000) {
        self.mainApp = mainApp
        self.budgets = budgets
        self.markLimit = markLimit
        model.instants = [TimelineModel.Instant(time: .zero, steps: 0)]
        model.lanes = [TimelineModel.Lane(name: mainApp, from: TimelineModel.Moment(instant: 0, half: 0))]
    }

    public func receive(_ record: TraceRecord) {
        let time = record.time
        switch record.event {
        case .action(let verb, let detail):
            if verb == ScenarioVerb.install.name, let detail { _ = lane(detail, time) }
            let text = "\(verb)(\(detail ?? ""))"
            let label = text.count > 30 ? String(text.prefix(28)) + "…)" : text
            addScenario(time, .action, label: label, detail: text)
        case .expect(let ok, let message):
            addScenario(time, .expect(ok: ok), label: ok ? "" : "expect failed",
                        detail: (ok ? "expect: " : "expect failed: ") + message)
        case .state(let from, let to):
            let index = lane(record.app, time)
            let at = moment(time, step: true)
            model.lanes[index].states.append(.init(at: at, state: to, wake: to == .background ? model.lanes[index].pendingWake : nil))
            model.lanes[index].pendingWake = nil
            if from == .notRunning {
                model.lanes[index].launchStart = time
                model.lanes[index].launchMoment = at
                model.lanes[index].launchWindow = nil
            }
            if to == .notRunning { closeTasks(index, at: at); endScenes(index, at: at) }
        case .call(let hook, let cost):
            addCode(record, cost: cost, label: hook.selector, hook: true,
                    launch: hook == .willFinishLaunching || hook == .didFinishLaunching,
                    budget: budgets.budget(for: hook), rule: budgets.rule(for: hook))
        case .run(let kind, let cost, let task, let queue, let subject):
            let (budget, rule) = budgetOf(kind, queue: queue)
            addCode(record, cost: cost, label: CodeLabel.run(kind, task: task, queue: queue, subject: subject),
                    hook: false, launch: kind == .main, budget: budget, rule: rule)
        case .dispatch(let kind, let detail, _, _, let by, let cost):
            guard let by else { return }   // E3: discarded, no code ran
            addCode(record, cost: cost, label: "\(kind) \(detail) → \(by)", hook: false, launch: false,
                    budget: budgets.otherHook, rule: .T5)
        case .notification(let name, let value, let queued):
            var detail = name.rawValue + (value.map { " (\($0))" } ?? "")
            if queued { detail += ", queued while suspended (F3)" }
            addPoint(record, .notification(queued: queued), step: false, label: "", detail: detail)
        case .violation(let rule, let message):
            addPoint(record, .violation(rule), step: true, label: rule.rawValue, detail: "violation [\(rule)] \(message)")
        case .kill(let reason, let rule, let message, let code, _, _):
            let head = "killed: \(reason.rawValue)" + (code.map { " \($0)" } ?? "")
            addPoint(record, .kill(reason, rule), step: true, label: "\(reason.rawValue) \(rule)",
                     detail: "\(head) [\(rule)] \(message)")
        case .exit(let rule, let message):
            addPoint(record, .exit(rule), step: true, label: "exit \(rule)", detail: "terminated [\(rule)] \(message)")
        case .task(let action, let id):
            addTask(record, action: action, id: id)
        case .wake(let reason, _):
            woken(record, .wake(reason))
        case .bgtask(let action, let identifier, let kind, let success, _):
            addBGTask(record, action: action, identifier: identifier, kind: kind, success: success)
        case .scene(let name, _, let to):
            addScene(record, name: name, to: to)
        case .code(let action, let id, let kind, let queue, let line, let rule, let ran):   // S3
            addStopped(record, action, id: id, label: CodeLabel.run(kind, task: nil, queue: queue, subject: nil),
                       line: line, rule: rule, ran: ran)
        default:
            break
        }
    }

    // MARK: Places on the axis

    /// The moment of something at `time`: a new step of its instant, or the boundary after the
    /// steps so far. A record stamped earlier than the latest instant (a global queue thread's
    /// `run` line, written when its stretch ends and stamped with its beginning, S3) joins the
    /// instant at or before its time: as a step when it is that instant's time, else only as a
    /// place from which its own time is measured (`MarkRenderer` draws it at that time).
    func moment(_ time: SimTime, step: Bool) -> TimelineModel.Moment {
        if time > model.instants[model.instants.count - 1].time {
            model.instants.append(.init(time: time, steps: 0))
        }
        let index = instant(atOrBefore: time)
        if model.instants[index].time != time {
            return TimelineModel.Moment(instant: index, half: 2 * model.instants[index].steps)
        }
        let steps = model.instants[index].steps
        if step { model.instants[index].steps += 1 }
        if time > model.latest { model.latest = time }
        return TimelineModel.Moment(instant: index, half: step ? 2 * steps + 1 : 2 * steps)
    }

    /// The lane of an app (nil: the scenario's own app), created the first time it is named.
    func lane(_ app: String?, _ time: SimTime) -> Int {
        let name = app ?? mainApp
        if let index = model.lanes.firstIndex(where: { $0.name == name }) { return index }
        model.lanes.append(TimelineModel.Lane(name: name, from: moment(time, step: false)))
        return model.lanes.count - 1
    }

    /// Whether one more mark may be kept.
    func keep() -> Bool {
        guard marks < markLimit else { model.dropped += 1; return false }
        marks += 1
        return true
    }

    // MARK: Marks

    private func addScenario(_ time: SimTime, _ kind: TimelineModel.PointKind, label: String, detail: String) {
        guard keep() else { return }
        model.scenario.append(.init(at: moment(time, step: true), kind: kind, label: label, detail: detail))
    }

    private func addPoint(_ record: TraceRecord, _ kind: TimelineModel.PointKind, step: Bool, label: String, detail: String) {
        let index = lane(record.app, record.time)
        guard keep() else { return }
        model.lanes[index].points.append(.init(at: moment(record.time, step: step), kind: kind, label: label, detail: detail))
    }

    private func addTask(_ record: TraceRecord, action: String, id: Int) {
        let index = lane(record.app, record.time)
        let at = moment(record.time, step: false)
        let open = model.lanes[index].tasks.lastIndex { $0.id == id && $0.bgTask == nil && $0.to == nil }
        switch action {
        case "begin":
            guard keep() else { return }
            model.lanes[index].tasks.append(.init(id: id, from: at))
        case "expire":
            if let open { model.lanes[index].tasks[open].expired = at }
        default:
            if let open { model.lanes[index].tasks[open].to = at }
        }
    }

    private func closeTasks(_ index: Int, at: TimelineModel.Moment) {
        for task in model.lanes[index].tasks.indices where model.lanes[index].tasks[task].to == nil {
            model.lanes[index].tasks[task].to = at
        }
    }
}
