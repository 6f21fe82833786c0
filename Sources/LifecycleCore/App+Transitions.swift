/// Moving between the foreground and the background (I1, B1, B3, F1, F3, S3).
extension App {
    /// `inactive → active`, then `applicationDidBecomeActive:` (L1, I1, F1).
    func becomeActive() {
        if usesScenes { return scenesBecomeActive() }   // C1, C2
        guard state == .inactive else { return }
        move(to: .active)
        record.userKilled = false   // W3: the user is using the app again
        guard callHook(.didBecomeActive) else { return }
        deliverHeldPushInForeground()   // W2
    }

    /// `applicationWillResignActive:`, then `active → inactive` (I1, B1, I4).
    func resignActive() {
        if usesScenes { return scenesResignActive() }   // C1, C2
        guard state == .active else { return }
        guard callHook(.willResignActive) else { return }
        move(to: .inactive)
        checkTimersAfterResign()
    }

    /// From the foreground to the background (B1). Without multitasking, or with
    /// `UIApplicationExitsOnSuspend`, the app is terminated instead (B3, T1). `locking`: the
    /// Sleep/Wake button caused it, which on ios6 an app can tell by `applicationState` reading
    /// `inactive` inside `applicationDidEnterBackground:` (I4).
    func enterBackground(locking: Bool = false) {
        if usesScenes { return scenesEnterBackground() }   // C1, C2
        if state == .active { resignActive() }
        guard state == .inactive else { return }
        if let why = reasonToExit { return exitInsteadOfSuspending(why) }
        guard runChecks({ $0.leavingForeground($1) }) else { return }
        move(to: .background)
        process.enteredBackgroundAt = scheduler.now
        process.backgroundRule = process.tasks.isEmpty ? .S3 : .B5   // what its threads freeze by (S3)
        // The system decides on suspension as soon as the method returns, before any block the
        // method dispatched gets to run: work not covered by a background task is frozen (B1, B5).
        scheduleSuspensionCheck()
        let readsInactive = locking && profile.lockReadsInactive
        if readsInactive {
            emit(.info(rule: .I4, message: "the device was locked: on \(profile.name) applicationState reads inactive, not background, until applicationDidEnterBackground: and its observers return (how an app of iOS 5–6 told locking from Home)"))
        }
        process.lockingReadsInactive = readsInactive
        let entered = scheduler.now
        let survived = callHook(.didEnterBackground)
        process.lockingReadsInactive = false
        // W4: state preservation shares applicationDidEnterBackground:'s 5 s (B4).
        guard survived, runChecks({ $0.snapshot($1) }), preserveState(since: entered) else { return }
        synchronizeDefaults()   // UIKit writes user defaults out on entering the background (B7)
        scheduleExpiration()
    }

    /// B3, T1: the app leaves the foreground for good: its UI leaves the screen as it quits.
    func exitInsteadOfSuspending(_ why: String) {
        frontControllerDisappears()
        guard isRunning else { return }
        terminate(rule: .T1, message: "\(why): leaving the foreground terminates the app instead of suspending it (B3)")
    }

    /// From the background or suspended back to the foreground (F1). A suspended app runs no
    /// code (S1), so it is first resumed (`suspended → background`) and gets its queued
    /// notifications (F3); then `applicationWillEnterForeground:` (which sees `background`, as in
    /// UIKit), `background → inactive`, an optional URL (U1), and active. No view controller
    /// appears: after a background launch they appeared during the launch (L2, V1).
    func enterForeground(url: String? = nil, sourceApplication: String? = nil) {
        guard state == .background || state == .suspended else { return }
        if usesScenes { return scenesEnterForeground(url: url, sourceApplication: sourceApplication) }   // C1, C3
        wake()
        cancelBackgroundTimers()
        process.comingToForeground = true   // R1: "re-create any objects" in it (Apple's OpenGL ES guide)
        guard callHook(.willEnterForeground) else { return }
        move(to: .inactive)
        if let url { guard deliver(url: url, sourceApplication: sourceApplication) else { return } }
        becomeActive()
        guard state == .active else { return }
        _ = runChecks { $0.returned($1) }
    }

    /// A suspended app runs code again (`suspended → background`, S1): its coalesced
    /// notifications come first (F3), then whatever came due while it was frozen.
    /// `rule`: what the app is woken for (S3 for the foreground, B5, W1, W2, C6): its frozen
    /// threads resume by it.
    func wake(for rule: Rule = .S3) {
        guard state == .suspended else { return }
        process.backgroundRule = rule
        move(to: .background)
        deliverQueued()
        thaw()
    }

    /// F3: the notifications held while suspended, one per kind, before anything else runs.
    func deliverQueued() {
        for item in process.queued.drain() {
            guard isRunning else { return }
            announce(item.name, value: item.value, from: item.from, queued: true)
        }
    }

    /// Blocks that came due while the app was suspended run once it runs code again (S3).
    func thaw() {
        let thawed = process.frozen
        process.frozen.removeAll()
        for job in thawed { schedule(at: scheduler.now, job) }
    }

    /// The system suspends a background app with no reason to run, without telling it (S3).
    /// An app that may not be suspended (a background launch of an exit-on-suspend app) is
    /// terminated instead (T1).
    func suspend() {
        guard state == .background, process.wakes.keepsNothingRunning else { return }   // W1, W2: a wake is pending
        if let why = reasonToExit {
            terminate(rule: .T1, message: "\(why): an app that may not be suspended is terminated when it has nothing left to do in the background")
            return
        }
        guard runChecks({ $0.suspending($1) }) else { return }
        move(to: .suspended)
    }

    func cancelBackgroundTimers() {
        for ticket in [process.suspensionTicket, process.expirationTicket].compactMap({ $0 }) { scheduler.cancel(ticket) }
        process.suspensionTicket = nil
        process.expirationTicket = nil
        process.enteredBackgroundAt = nil
        // W1, W2: in the foreground a wake has no time limit any more.
        for ticket in process.wakes.dropLimits() { scheduler.cancel(ticket) }
    }
}
