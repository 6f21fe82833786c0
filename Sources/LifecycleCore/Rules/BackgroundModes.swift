/// B2, R11: background modes. An app that declares a mode in `UIBackgroundModes` (audio,
/// location, voip) and is using it keeps running in the background; declared but not in use, or
/// in use but not declared, it is suspended as usual (the latter with a warning violation, B2).
/// Background work must stay small (R11): CPU time spent while kept running by a mode counts
/// against `Budgets.backgroundCPU` per `Budgets.backgroundCPUWindow`; going over it in one window
/// is a violation, and over twice it a kill (reason `resources`).
struct BackgroundModeCheck: SystemCheck {
    func leavingForeground(_ app: App) {
        app.record.backgroundCPU = .zero
        app.record.backgroundCPUWindowStart = app.scheduler.now
        app.record.warnedAboutCPU = false
        for mode in app.process.resources.modesInUse.sorted() where !app.record.info.backgroundModes.contains(mode) {
            app.emit(.violation(rule: .B2, message: "\(mode) is in use but Info.plist's UIBackgroundModes lacks '\(mode)': it stops when the app is suspended" + app.modeHint(mode)))
        }
    }
}

extension App {
    /// For a message that says the app's `UIBackgroundModes` lacks `mode`: the did-you-mean of
    /// a declared value that misspells it (`InfoValues.backgroundModes`), else "".
    func modeHint(_ mode: String) -> String {
        InfoValues.backgroundModes.hint(missing: mode, declared: record.info.backgroundModes, on: profile)
    }

    /// A declared background mode is in use (B2).
    var keptRunningByMode: Bool {
        !process.resources.modesInUse.isDisjoint(with: record.info.backgroundModes)
    }

    /// Counts app code run in the background while a mode keeps the app running (R11).
    func chargeBackgroundCPU(_ cost: SimDuration) {
        guard state == .background, !process.comingToForeground, process.tasks.isEmpty, keptRunningByMode, cost > .zero else { return }
        let window = budgets.backgroundCPUWindow
        if scheduler.now - record.backgroundCPUWindowStart >= window {
            record.backgroundCPU = .zero
            record.backgroundCPUWindowStart = scheduler.now
        }
        record.backgroundCPU += cost
        let allowance = budgets.backgroundCPU
        if record.backgroundCPU > allowance + allowance {
            kill(.resources, rule: .R11, message: "used \(record.backgroundCPU) s of CPU within \(window) s in the background, twice the \(allowance) s allowance")
        } else if record.backgroundCPU > allowance, !record.warnedAboutCPU {
            record.warnedAboutCPU = true
            emit(.violation(rule: .R11, message: "used \(record.backgroundCPU) s of CPU within \(window) s in the background, over the \(allowance) s allowance; do less, or the system kills the app"))
        }
    }
}

extension HookSession {
    /// A mode starts or stops being used: audio playing, location updating (B2).
    public func setMode(_ mode: String, inUse: Bool) {
        if inUse {
            app.process.resources.modesInUse.insert(mode)
        } else {
            app.process.resources.modesInUse.remove(mode)
            if app.state == .background { app.scheduleSuspensionCheck() }
        }
    }

    /// `CLLocationManager:startUpdatingLocation()`: `handler` gets an update every
    /// `Budgets.locationInterval` while the app runs code (B2).
    /// Updates keep their schedule from the start (E6); starting again restarts it.
    public func startLocationUpdates(_ handler: CallbackID) {
        setMode("location", inUse: true)
        app.process.resources.locationHandler = handler
        let slots = PeriodicSchedule(anchor: now, interval: app.budgets.locationInterval)
        app.process.resources.locationSchedule = slots
        app.scheduleLocationUpdate(at: slots.slot(after: now))
    }

    public func stopLocationUpdates() {
        setMode("location", inUse: false)
        app.process.resources.locationHandler = nil
        app.process.resources.locationSchedule = nil
        if let ticket = app.process.resources.locationTicket { app.scheduler.cancel(ticket) }
        app.process.resources.locationTicket = nil
    }
}

extension App {
    /// The next location update (B2), on the schedule of E6: one chain per manager.
    func scheduleLocationUpdate(at time: SimTime) {
        if let ticket = process.resources.locationTicket { scheduler.cancel(ticket) }
        process.resources.locationTicket = schedule(at: time) { [unowned self] in self.deliverLocationUpdate() }
    }

    private func deliverLocationUpdate() {
        process.resources.locationTicket = nil
        guard let handler = process.resources.locationHandler, let slots = process.resources.locationSchedule, let runtime else { return }
        if state == .suspended {
            process.frozen.append { [unowned self] in self.deliverLocationUpdate() }
            return
        }
        runCode(nil, kind: .block, subject: "didUpdateLocations", about: .R11, budget: budgets.otherHook, watchdogRule: .T5) { session in
            runtime.run(handler, argument: .none, session: session)
        }
        guard isRunning, process.resources.locationHandler == handler, process.resources.locationSchedule == slots else { return }
        scheduleLocationUpdate(at: slots.next(after: scheduler.now))
    }
}
