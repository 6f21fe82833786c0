/// Moving between the foreground and the background (I1, B1, B3, F1, F3, S3).
extension App {
    /// `inactive → active`, then `applicationDidBecomeActive:` (L1, I1, F1).
    func becomeActive() {
        guard state == .inactive else { return }
        move(to: .active)
        callHook(.didBecomeActive)
    }

    /// `applicationWillResignActive:`, then `active → inactive` (I1, B1, I4).
    func resignActive() {
        guard state == .active else { return }
        guard callHook(.willResignActive) else { return }
        move(to: .inactive)
        checkTimersAfterResign()
    }

    /// From the foreground to the background (B1). Without multitasking, or with
    /// `UIApplicationExitOnSuspend`, the app is terminated instead (B3, T1).
    func enterBackground() {
        if state == .active { resignActive() }
        guard state == .inactive else { return }
        guard profile.multitasking, !info.exitOnSuspend else {
            let why = profile.multitasking ? "Info.plist sets UIApplicationExitOnSuspend"
                                           : "\(profile.name) has no multitasking"
            terminate(rule: .T1, message: "\(why): leaving the foreground terminates the app (B3)")
            return
        }
        guard runChecks({ $0.leavingForeground($1) }) else { return }
        move(to: .background)
        enteredBackgroundAt = scheduler.now
        // The system decides on suspension as soon as the method returns, before any block the
        // method dispatched gets to run: work not covered by a background task is frozen (B1, B5).
        scheduleSuspensionCheck()
        guard callHook(.didEnterBackground), runChecks({ $0.snapshot($1) }) else { return }
        synchronizeDefaults()   // UIKit writes user defaults out on entering the background (B7)
        scheduleExpiration()
    }

    /// From the background or suspended back to the foreground (F1). A suspended app runs no
    /// code (S1), so it is first resumed (`suspended → background`) and gets its queued
    /// notifications (F3); then `applicationWillEnterForeground:` (which sees `background`, as in
    /// UIKit), `background → inactive`, an optional URL (U1), and active.
    func enterForeground(url: String? = nil, sourceApplication: String? = nil) {
        guard state == .background || state == .suspended else { return }
        wake()
        cancelBackgroundTimers()
        guard callHook(.willEnterForeground) else { return }
        move(to: .inactive)
        if let url { guard deliver(url: url, sourceApplication: sourceApplication) else { return } }
        becomeActive()
        guard state == .active else { return }
        _ = runChecks { $0.returned($1) }
    }

    /// A suspended app runs code again (`suspended → background`, S1): its coalesced
    /// notifications come first (F3), then whatever came due while it was frozen.
    func wake() {
        guard state == .suspended else { return }
        move(to: .background)
        deliverQueued()
        thaw()
    }

    /// F3: the notifications held while suspended, one per kind, before anything else runs.
    func deliverQueued() {
        for item in queued.drain() {
            guard isRunning else { return }
            notify(item.name, value: item.value, queued: true)
        }
    }

    /// Blocks that came due while the app was suspended run once it runs code again (S3).
    func thaw() {
        let thawed = frozen
        frozen.removeAll()
        for job in thawed { schedule(at: scheduler.now, job) }
    }

    /// The system suspends a background app with no reason to run, without telling it (S3).
    func suspend() {
        guard state == .background, runChecks({ $0.suspending($1) }) else { return }
        move(to: .suspended)
    }

    func cancelBackgroundTimers() {
        for ticket in [suspensionTicket, expirationTicket].compactMap({ $0 }) { scheduler.cancel(ticket) }
        suspensionTicket = nil
        expirationTicket = nil
        enteredBackgroundAt = nil
    }

    /// A system notification about the device (orientation F3, locale F5, …): delivered now to
    /// an app that runs code, queued and coalesced for a suspended one.
    public func post(_ name: NotificationName, value: String?) {
        switch state {
        case .notRunning: return
        case .suspended: queued.enqueue(name, value: value)
        default: notify(name, value: value)
        }
    }
}
