/// The user's touches and the other events of E5, and the interruptions that change no state or
/// make the app inactive for a while (I2, I3, I5).
extension Device {
    /// `tap(x, y)`: a touch that begins and ends at one point of the screen (E1, E2).
    public func tap(_ x: Double, _ y: Double) {
        action(.tap, "\(StoredValue.number(x)), \(StoredValue.number(y))")
        touch(x, y, .began)
        touch(x, y, .ended)
    }

    /// `touch_down(x, y)`, `touch_move(x, y)`, `touch_up(x, y)`: a touch sequence.
    public func touchSequence(_ phase: TouchPhase, _ x: Double, _ y: Double) {
        let verb: ScenarioVerb = phase == .began ? .touchDown : phase == .moved ? .touchMove : .touchUp
        action(verb, "\(StoredValue.number(x)), \(StoredValue.number(y))")
        touch(x, y, phase)
    }

    private func touch(_ x: Double, _ y: Double, _ phase: TouchPhase) {
        let detail = "\(phase.rawValue) at (\(StoredValue.number(x)), \(StoredValue.number(y)))"
        if isLocked {
            return trace.emit(TraceRecord(time: now, event: .dropped(kind: "touch", detail: detail, reason: "the device is locked (I5)")))
        }
        guard let current = front else {
            return trace.emit(TraceRecord(time: now, event: .dropped(kind: "touch", detail: detail, reason: "no app is in the foreground")))
        }
        current.enqueue(.touch(x: x, y: y, phase: phase))
    }

    /// `shake()`: a motion event, through the responder chain from the first responder (E5). It
    /// reaches the app in front, active or inactive (I5), but not while the device is locked.
    public func shake() {
        action(.shake)
        guard let current = front else { return ignored(.shake, "no app is in the foreground") }
        if isLocked { return current.emit(.dropped(kind: "motion", detail: "shake", reason: "the device is locked (I5)")) }
        current.enqueue(.motion("shake"))
    }

    /// `remote(command)`: a remote-control event (`"play"`, `"pause"`, `"togglePlayPause"`,
    /// `"nextTrack"`, …; iOS 4 and later) for the app playing audio, in front or in the
    /// background, else for the app in front, active or inactive, even on the lock screen (I5, E5).
    public func remote(_ command: String) {
        action(.remote, command)
        let playing = apps.filter { $0.state.runsCode && $0.resources.modesInUse.contains("audio") }
        let target = playing.first { $0.state.isForeground } ?? playing.first ?? front
        guard let target else { return ignored(.remote, "no app is in the foreground or playing audio") }
        target.enqueue(.remote(command))
    }

    /// `accelerate(x, y, z)`: accelerometer data goes straight to the accelerometer's delegate,
    /// not through the run loop, and arrives even while the app is inactive (E5, I5).
    public func accelerate(_ x: Double, _ y: Double, _ z: Double) {
        let detail = "\(StoredValue.number(x)), \(StoredValue.number(y)), \(StoredValue.number(z))"
        action(.accelerate, detail)
        guard let current = front else { return ignored(.accelerate, "no app is in the foreground") }
        if isLocked { return current.emit(.dropped(kind: "accelerometer", detail: detail, reason: "the device is locked (I5)")) }
        guard let delegate = current.resources.accelerometerDelegate else {
            return current.emit(.dropped(kind: "accelerometer", detail: detail, reason: "the app set no accelerometer delegate"))
        }
        current.deliver(kind: "accelerometer", detail: detail + " (bypasses the run loop)", method: "accelerometer_didAccelerate",
                        chain: [.object(delegate)], argument: .acceleration(x: x, y: y, z: z))
    }

    /// `banner(text)`: a banner notification changes no state; the app keeps its touches (I2).
    /// Before iOS 5 there are no banners: the notification is an alert, which makes the app
    /// inactive until `dismiss()` (I1).
    public func banner(_ text: String) {
        action(.banner, text)
        guard !profile.banners else { return }
        overlay = .alert
        if let current = front, current.state == .active { current.resignActive() }
    }

    /// `notification_center()`: pulling down the notification centre makes the app inactive (I3).
    /// It exists from iOS 5 (`ios6`); the scenario binding refuses it before (P).
    /// `dismiss()` returns it to active; opening another app sends it to the background.
    public func notificationCenter() {
        action(.notificationCenter)
        guard front != nil else { return ignored(.notificationCenter, "no app is in the foreground") }
        overlay = .notificationCenter
        if let current = front, current.state == .active { current.resignActive() }
    }

    /// `dismiss()`: the alert or the notification centre goes away; the app is active again.
    public func dismiss() {
        action(.dismiss)
        guard overlay != nil else { return ignored(.dismiss, "no alert or notification centre is shown") }
        overlay = nil
        restoreFront()
    }
}
