/// Termination and memory pressure (T1–T4, M1–M3).
extension App {
    /// A normal termination of a running app (T1, T2): `applicationWillTerminate:` with its
    /// 5-second watchdog, then `notRunning` with an `exit` line.
    func terminate(rule: Rule, message: String) {
        guard state.runsCode else { return }
        if !profile.multitasking { dismissAlertsOnQuit() }
        guard isRunning, callHook(.willTerminate) else { return }
        synchronizeDefaults()
        emit(.exit(rule: rule, message: message))
        endProcess(rule: rule)
    }

    /// The system or the user ends the process (T2, T3, M3): a suspended app gets no notice (T3);
    /// a running one gets `applicationWillTerminate:` first (T2, M3). Returns false if the app
    /// died on its own in the meantime (a watchdog in `applicationWillTerminate:`, the app's own
    /// kill). `cause`: whose doing the kill is (the user's swipe the scenario asked for, the
    /// system's answer to `low_memory()`; M1).
    @discardableResult
    func killWithNotice(_ reason: KillReason, rule: Rule, message: String, cause: KillCause) -> Bool {
        switch state {
        case .notRunning:
            return false
        case .suspended:
            kill(reason, rule: rule, message: message + " (suspended: no notice, T3)", cause: cause)
            return true
        case .active, .inactive, .background:
            guard callHook(.willTerminate) else { return false }
            synchronizeDefaults()
            kill(reason, rule: rule, message: message, cause: cause)
            return true
        }
    }

    /// The user swipes the app away in the switcher (T4). The foreground app resigns active as
    /// the switcher appears; the swipe sends it to the background (`applicationDidEnterBackground:`
    /// with its budget, B4), then terminates it (`applicationWillTerminate:`, T2). A suspended
    /// app gets nothing (T3). Without multitasking there is no switcher: holding Home ends the app
    /// in front with `applicationWillTerminate:` only, as does the swipe of an app that may not be
    /// suspended (T1). On `ios4` and `ios6` the bar did not show the app in front: see
    /// `userKillAfterHome()`.
    func userKill() {
        if usesScenes { return userKillScenes() }   // C3
        if profile.barHidesFrontApp, state.isForeground { return userKillAfterHome() }
        if state == .active { resignActive() }
        if state == .inactive, reasonToExit == nil {
            move(to: .background)
            process.enteredBackgroundAt = scheduler.now
            callHook(.didEnterBackground)
        }
        discardHeldPush()   // W3
        let how = profile.multitasking ? "the user removed the app in the switcher"
                                       : "the user force-quit the app by holding the Home button (there is no switcher without multitasking)"
        killWithNotice(.user, rule: .T4, message: how, cause: .asked)
        record.userKilled = true   // W3: not woken nor launched in the background until the user launches it
        discardSavedState(App.forceQuitDiscard)   // W4
    }

    /// T4 on `ios4` and `ios6`: the multitasking bar did not show the app in front, so the user
    /// pressed Home first. The app resigns active and enters the background as with `home()`
    /// (B1, with B4's budget); once `applicationDidEnterBackground:` returns the system suspends
    /// it if nothing keeps it running (S3). The user then removes it from the bar: a suspended app
    /// gets no notice (T3); one still running in the background, `applicationWillTerminate:` (T2).
    func userKillAfterHome() {
        emit(.info(rule: .T4, message: "on \(profile.name) the multitasking bar did not show the app in front, so the user went Home first: the app enters the background (and is suspended if nothing keeps it running) before it is removed from the bar"))
        enterBackground()
        scheduler.runDue()   // the suspension decided as applicationDidEnterBackground: returned (S3)
        discardHeldPush()   // W3
        killWithNotice(.user, rule: .T4, message: "the user removed the app in the switcher", cause: .asked)
        record.userKilled = true   // W3
        discardSavedState(App.forceQuitDiscard)   // W4
    }

    /// Why a force-quit deletes the state saved for restoration (W4).
    static let forceQuitDiscard = "the user removed the app in the switcher (T4): UIKit deletes saved state after a force-quit"

    /// `applicationDidReceiveMemoryWarning:` and its notification (M2). A suspended app runs no
    /// code and hears nothing.
    @discardableResult
    func memoryWarning() -> Bool {
        guard state.runsCode, callHook(.didReceiveMemoryWarning) else { return false }
        reportFootprint()
        return true
    }

    /// Memory pressure on this app (M1): a suspended app is purged without notice; one running in
    /// the background is warned (M2), then terminated with notice (M3); the foreground app is
    /// only warned, as the system kills it last. Both kills are the system's ordinary answer to
    /// the pressure, no fault of the app (`.system`: `--strict` does not count them).
    func lowMemory() {
        switch state {
        case .notRunning:
            return
        case .suspended:
            kill(.jetsam, rule: .M1, message: "low memory: suspended apps are purged first, without notice", cause: .system)
        case .background:
            guard memoryWarning() else { return }
            killWithNotice(.jetsam, rule: .M1, message: "low memory: a background app was terminated (M3)", cause: .system)
        case .active, .inactive:
            memoryWarning()
        }
    }
}
