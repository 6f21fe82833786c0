/// W2's budget of background pushes (`PushThrottle`), the system's side: a silent push to an
/// app in the background, suspended or not running wakes it while the budget allows; a later one
/// is held until the window allows a wake, or until the app next runs in the foreground, if
/// sooner; a force-quit discards it (W3).
extension Device {
    /// Wakes or launches `target` for `payload` if the budget allows, counting the wake; else
    /// holds the push, replacing the one held before, until the window allows (W2).
    func wakeForPush(_ target: App, _ payload: PushPayload) {
        if target.record.pushThrottle.allows(at: now) {
            target.record.pushThrottle.count(at: now)
            return target.wakeInBackground(for: .push, payload: payload)
        }
        let replaced = target.record.pushThrottle.hold(payload) != nil
        let opening = target.record.pushThrottle.opening ?? now
        target.emit(.info(rule: .W2, message: "push held: the app was woken or launched by push \(PushThrottle.limit) times in the last \(PushThrottle.window) s, the simulator's model of the system's undocumented budget; it is woken for this push at \(opening) s, or gets it when it next runs in the foreground, if sooner\(replaced ? " (it replaces the push held before)" : "")"))
        guard target.record.pushThrottle.heldTicket == nil else { return }
        target.record.pushThrottle.heldTicket = scheduler.schedule(at: opening) { [unowned self, unowned target] in
            target.record.pushThrottle.heldTicket = nil
            self.wakeForHeldPush(target)
        }
    }

    /// The window allows a wake again: the held push wakes or launches the app, and counts (W2).
    /// An app the user killed lost it already (W3); one that became unwakeable since (a setting
    /// of the scenario's, another launch) is told why in an `ignored` line.
    private func wakeForHeldPush(_ target: App) {
        guard let payload = target.record.pushThrottle.takeHeld() else { return }
        if target.state.isForeground { return target.deliverPushInForeground(payload) }
        if let why = target.exitOnSuspendWakeRefusal ?? (target.record.userKilled ? "the user killed the app from the switcher (W3)" : nil) {
            return target.emit(.info(rule: .W2, message: "the held push is dropped: \(why)"))
        }
        target.emit(.info(rule: .W2, message: "the budget allows a wake again: the system wakes the app for the push it held"))
        target.record.pushThrottle.count(at: now)
        target.wakeInBackground(for: .push, payload: payload)
    }
}

extension App {
    /// The app runs in the foreground again (W2): it became active. The push held for it is
    /// delivered now, after `applicationDidBecomeActive:`, and its wake is no longer scheduled.
    func deliverHeldPushInForeground() {
        guard state == .active, let payload = record.pushThrottle.takeHeld() else { return }
        if let ticket = record.pushThrottle.heldTicket { scheduler.cancel(ticket) }
        record.pushThrottle.heldTicket = nil
        emit(.info(rule: .W2, message: "the app runs in the foreground: the push the system held is delivered now"))
        deliverPushInForeground(payload)
    }

    /// The user force-quit the app (W3): the push held for it is discarded.
    func discardHeldPush() {
        guard record.pushThrottle.takeHeld() != nil else { return }
        if let ticket = record.pushThrottle.heldTicket { scheduler.cancel(ticket) }
        record.pushThrottle.heldTicket = nil
        emit(.info(rule: .W3, message: "the push the system held for the app is discarded: the user force-quit it"))
    }
}
