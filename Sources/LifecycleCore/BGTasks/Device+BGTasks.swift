/// The system's side of `BGTaskScheduler` (C6): `run_bg_task(identifier [, app])`, the system
/// running a submitted task now, as the system would (its conditions kept, unlike the debugger's
/// `_simulateLaunchForTaskWithIdentifier:`), and `set_charging(on)`, the device on its charger. A processing task runs only while the device
/// is idle (locked), and only while it is charging when its request sets `requiresExternalPower`
/// (false by default). A verb that does nothing says why in a warning citing C6.
extension Device {
    /// `run_bg_task(identifier, app)`: the system runs the pending task `identifier` now, once
    /// (the request is consumed): the app is launched into the background (L2), woken, or (in
    /// the background) handed the task at once.
    public func runBGTask(_ identifier: String, app name: String? = nil) {
        action(.runBGTask, [identifier, name.map { "app=\($0)" }].compactMap { $0 }.joined(separator: " "))
        if let refusal = eraRefusal(of: .runBGTask) { return ignored(.runBGTask, refusal) }
        let target = name.flatMap(app(named:)) ?? app
        if let why = bgTaskRefusal(identifier, target) { return ignored(.runBGTask, why) }
        guard let request = target.record.bgTasks.take(identifier) else { return }
        target.runBGTask(request)
    }

    /// Why the system would not run the task `identifier` of `target` now, or nil (C6).
    private func bgTaskRefusal(_ identifier: String, _ target: App) -> String? {
        let shown = TraceText.limited(identifier)
        guard let request = target.record.bgTasks[identifier] else {
            return "no request with the identifier \"\(shown)\" is pending: the app must submit one with submitTaskRequest_error (C6)"
        }
        if target.record.userKilled {
            return "the user killed the app from the switcher: the system does not run its background tasks until the user launches it again (C6, as W3)"
        }
        if let why = target.exitOnSuspendWakeRefusal { return why }
        if target.state.isForeground {
            return "the app is in the foreground: the system runs background tasks for apps in the background, suspended or not running (C6)"
        }
        if let begin = request.earliestBegin, now < begin {
            return "the request's earliestBeginDate is \(begin - now) s from now: the system never runs a task before it (C6)"
        }
        if request.kind == .processing {
            if request.requiresExternalPower, !isCharging {
                return "the request sets requiresExternalPower = true, so the task runs only while the device is charging: set_charging(true) first (C6)"
            }
            if !isLocked { return "a processing task runs only while the device is idle (the screen locked): lock() first (C6)" }
        }
        if target.process.bgProcess.isRunning(identifier) {
            return "a task with the identifier \"\(shown)\" is still running in the app (C6)"
        }
        return nil
    }

    /// `set_charging(on)`: the device is on (or off) its charger. A processing task whose request
    /// sets `requiresExternalPower` needs it (C6).
    public func setCharging(_ on: Bool) {
        action(.setCharging, on ? "true" : "false")
        if let refusal = eraRefusal(of: .setCharging) { return ignored(.setCharging, refusal) }
        isCharging = on
    }
}
