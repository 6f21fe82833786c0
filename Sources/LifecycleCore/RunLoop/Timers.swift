/// Timers in the style of `NSTimer` (E6): scheduled on the run loop, repeating or not, until
/// invalidated. They fire only while the app runs code: a timer due while the app is suspended
/// waits until it runs again (S3). A timer still scheduled once the app has resigned active is an
/// I6 warning: timers should stop in `applicationWillResignActive:` and restart in
/// `applicationDidBecomeActive:` (I7).
public struct TimerEntry: Sendable, Equatable {
    public let id: Int
    public let interval: SimDuration
    public let repeats: Bool
    public let callback: CallbackID
    public var ticket: Scheduler.Ticket?
}

extension App {
    func scheduleTimer(_ id: Int) {
        guard let timer = resources.timers[id] else { return }
        resources.timers[id]?.ticket = schedule(at: scheduler.now + timer.interval) { [unowned self] in
            self.fireTimer(id)
        }
    }

    private func fireTimer(_ id: Int) {
        guard let timer = resources.timers[id], let runtime else { return }
        if state == .suspended {
            frozen.append { [unowned self] in self.fireTimer(id) }
            return
        }
        if !timer.repeats { resources.timers[id] = nil }
        runCode(nil, kind: .timer, subject: "timer \(id)", budget: budgets.otherHook, watchdogRule: .T5) { session in
            runtime.run(timer.callback, argument: .none, session: session)
        }
        if timer.repeats, resources.timers[id] != nil, isRunning { scheduleTimer(id) }
    }

    /// I6: called once the app has resigned active.
    func checkTimersAfterResign() {
        let live = resources.timers.keys.sorted()
        guard !live.isEmpty else { return }
        let list = live.map { "timer \($0)" }.joined(separator: ", ")
        emit(.violation(rule: .I6, message: "\(list) still scheduled while the app is inactive; invalidate timers in applicationWillResignActive: and restart them in applicationDidBecomeActive: (I7)"))
    }
}

extension HookSession {
    /// `NSTimer.scheduledTimer(seconds, repeats, fn)`: the timer's id.
    public func scheduleTimer(interval: SimDuration, repeats: Bool, callback: CallbackID) -> Int {
        let id = app.resources.nextObject
        app.resources.nextObject += 1
        app.resources.timers[id] = TimerEntry(id: id, interval: max(interval, .milliseconds(1)), repeats: repeats, callback: callback)
        app.scheduleTimer(id)
        return id
    }

    public func isTimerValid(_ id: Int) -> Bool { app.resources.timers[id] != nil }

    /// `timer:invalidate()`: the callback to release, nil if the timer had already ended.
    public func invalidateTimer(_ id: Int) -> CallbackID? {
        guard let timer = app.resources.timers.removeValue(forKey: id) else { return nil }
        if let ticket = timer.ticket { app.scheduler.cancel(ticket) }
        return timer.callback
    }
}
