import LifecycleCore

/// What the timeline says of a task span: a background task (B5), or a BGTaskScheduler task the
/// system ran (C6): its label, its hover titles and its data attributes.
struct TaskText {
    let task: TimelineModel.TaskSpan
    let model: TimelineModel

    init(_ task: TimelineModel.TaskSpan, model: TimelineModel) {
        self.task = task
        self.model = model
    }

    /// `task 3`, or `BGAppRefreshTask com.example.refresh`.
    var label: String {
        guard case .bgTask(let kind, let identifier)? = task.bgTask else { return "task \(task.id)" }
        let shown = identifier.count > 40 ? String(identifier.prefix(39)) + "…" : identifier
        return "\(kind.taskClass) \(shown)"
    }

    var data: SVGWriter.Attributes {
        guard case .bgTask(let kind, let identifier)? = task.bgTask else { return [("data-task", "\(task.id)")] }
        return [("data-bgtask", identifier), ("data-kind", kind.rawValue)]
    }

    /// The span's title: when it began and how it ended.
    var span: String {
        let begun = TimeText.tick(model.time(task.from))
        guard case .bgTask(let kind, let identifier)? = task.bgTask else {
            let until = task.to.map { "ended at \(TimeText.tick(model.time($0)))" } ?? "still open at the end"
            return "background task \(task.id): begun at \(begun), \(until)"
        }
        let end: String
        switch (task.to, task.success) {
        case (let to?, let success?): end = "completed (\(success ? "success" : "failure")) at \(TimeText.tick(model.time(to)))"
        case (let to?, nil): end = "never completed: the app ended at \(TimeText.tick(model.time(to)))"
        case (nil, _): end = "still running at the end"
        }
        return "\(kind.taskClass) \"\(identifier)\": started at \(begun), \(end) (C6)"
    }

    /// The expiry tick's title.
    func expired(at moment: TimelineModel.Moment) -> String {
        let at = TimeText.tick(model.time(moment))
        guard case .bgTask(let kind, let identifier)? = task.bgTask else {
            return "background task \(task.id): time ran out at \(at) (B5)"
        }
        return "\(kind.taskClass) \"\(identifier)\": its time ran out at \(at); the expiration handler is called, and 1 s later the app is killed unless the task is completed (C6)"
    }
}
