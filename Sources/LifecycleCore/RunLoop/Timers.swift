/// Timers in the style of `NSTimer` (E6): scheduled on the run loop, repeating or not, until
/// invalidated. A repeating timer keeps its schedule (`PeriodicSchedule`): a slow handler does
/// not shift later firings, and firings missed while the thread was busy collapse into one. Timers fire only
/// while the app runs code: a timer due while the app is suspended fires once when it runs
/// again (S3). A timer still scheduled once the app has resigned active is an
/// I6 warning: timers should stop in `applicationWillResignActive:` and restart in
/// `applicationDidBecomeActive:` (I7).
public struct TimerEntry: Sendable, Equatable {
    public let id: Int
    public let interval: SimDuration
    public let repeats: Bool
    public let callback: CallbackID
    public var ticket: Scheduler.Ticket?
    /// Its slots (E6), from when it was scheduled.
    public let schedule: PeriodicSchedule
}

extension App {
    func scheduleTimer(_ id: Int, at time: SimTime) {
        process.resources.timers[id]?.ticket = schedule(at: time) { [unowned self] in
            self.fireTimer(id)
        }
    }

    private func fireTimer(_ id: Int) {
        guard let timer = process.resources.timers[id], runtime != nil else { return }
        if state == .suspended {
            process.frozen.append { [unowned self] in self.fireTimer(id) }
            return
        }
        if !timer.repeats { process.resources.timers[id] = nil }
        // S3: a deadline of the background pauses its handler (App+MainPause.swift).
        var worked = false, paused: AppThread?
        let value = runOnMain(timer.callback, code: MainCode(kind: .timer, subject: "timer \(id)"),
                              budget: budgets.otherHook, deadline: mainDeadline(budget: budgets.otherHook),
                              worked: &worked, paused: &paused)
        if value != nil, let paused { afterMainPause(paused) }
        guard timer.repeats, process.resources.timers[id] != nil, isRunning else { return }
        scheduleTimer(id, at: timer.schedule.next(after: scheduler.now))
    }

    /// I6: called once the app has resigned active.
    func checkTimersAfterResign() {
        let live = process.resources.timers.keys.sorted()
        guard !live.isEmpty else { return }
        let list = listed(live.map { "timer \($0)" })
        emit(.violation(rule: .I6, message: "\(list) still scheduled while the app is inactive; invalidate timers in applicationWillResignActive: and restart them in applicationDidBecomeActive: (I7)"))
    }
}

extension HookSession {
    /// `NSTimer.scheduledTimer(seconds, repeats, fn)`: the timer's id.
    public func scheduleTimer(interval: SimDuration, repeats: Bool, callback: CallbackID) -> Int {
        app.grew = true
        let id = app.process.resources.nextObject
        app.process.resources.nextObject += 1
        let slots = PeriodicSchedule(anchor: now, interval: interval)
        app.process.resources.timers[id] = TimerEntry(id: id, interval: slots.interval, repeats: repeats, callback: callback, schedule: slots)
        app.scheduleTimer(id, at: slots.slot(after: now))
        return id
    }

    public func isTimerValid(_ id: Int) -> Bool { app.process.resources.timers[id] != nil }

    /// `timer:invalidate()`: the callback to release, nil if the timer had already ended.
    public func invalidateTimer(_ id: Int) -> CallbackID? {
        guard let timer = app.process.resources.timers.removeValue(forKey: id) else { return nil }
        if let ticket = timer.ticket { app.scheduler.cancel(ticket) }
        return timer.callback
    }
}
