/// Interruptions of the app in front: the lock button (I4) and phone calls (I1, I8).
extension Device {
    /// `lock()`: the Sleep/Wake button (I4). The app in front resigns active. On `ios3` and
    /// `ios4` (and on any device that cannot multitask) that is all: it stays inactive, and keeps
    /// running, until unlock (S2). From `ios6` on it then moves to the background as on Home; on
    /// `ios6` its `applicationState` reads `inactive` while it does. Protected data becomes
    /// unavailable once the apps have been told (I4).
    public func lock() {
        action(.lock)
        guard !isLocked else { return ignored(.lock, "the device is already locked") }
        isLocked = true
        overlay = nil   // the notification centre or an alert closes with the screen
        if let current = front {
            returnApp = current
            current.resignActive()
            if profile.lockEntersBackground, profile.multitasking, current.state == .inactive {
                current.enterBackground(locking: true)
            }
        }
        for each in apps { each.deviceLocked() }
        protectedDataAvailable = !(hasPasscode && profile.dataProtection)
    }

    /// `unlock()`: the app that was in front when locking returns (I4, F1), unless a call is up.
    public func unlock() {
        action(.unlock)
        guard isLocked else { return ignored(.unlock, "the device is not locked") }
        isLocked = false
        protectedDataAvailable = true
        for each in apps { each.deviceUnlocked() }
        restoreFront()
    }

    /// `call()`: an incoming call alert (I1): the app in front resigns active.
    public func incomingCall() {
        action(.call)
        guard call == .none else { return ignored(.call, "a call is already in progress") }
        call = .ringing
        if let current = front, current.state == .active, !isLocked { current.resignActive() }
    }

    /// `answer()`: the Phone app takes the foreground (I1): the app in front goes to the
    /// background (B1), or is terminated without multitasking (T1). It returns when the call ends.
    public func answer() {
        action(.answer)
        guard call == .ringing else { return ignored(.answer, "no call is ringing") }
        call = .answered
        // Answered from the lock screen too: on ios3 and ios4 the locked app is still in front.
        guard let current = front else { return }
        returnApp = current
        current.enterBackground()
    }

    /// `decline()`: the alert goes away and the app in front becomes active again (I1).
    public func decline() {
        action(.decline)
        guard call == .ringing else { return ignored(.decline, "no call is ringing") }
        call = .none
        restoreFront()
    }

    /// `end_call()`: hanging up an answered call; the app that was in front returns (F1).
    public func endCall() {
        action(.endCall)
        guard call == .answered else { return ignored(.endCall, "no call was answered") }
        call = .none
        updateStatusBar()
        restoreFront()
    }

    /// Once the device is unlocked and no call is up, the app in front becomes active again: from
    /// `inactive` (I1, S2) or, after it was sent away, from the background (F1).
    func restoreFront() {
        guard !isLocked, call == .none, overlay == nil else { return }
        if let current = front, current.state == .inactive {
            current.becomeActive()
        } else if let back = returnApp, back.state == .background || back.state == .suspended, front == nil {
            back.enterForeground()
        }
        returnApp = nil
    }

    /// I8: while a call goes on, an app in front shows the double-height status bar; it is
    /// posted `UIApplicationDidChangeStatusBarFrameNotification` when the bar grows and again
    /// when it shrinks (queued while suspended, F3). The value is the bar's height in points.
    func updateStatusBar(front coming: App? = nil) {
        if call == .answered, let current = coming ?? front, statusBarApp == nil {
            statusBarApp = current
            current.post(.didChangeStatusBarFrame, value: "40", from: "20")
        } else if call != .answered, let shown = statusBarApp {
            statusBarApp = nil
            shown.post(.didChangeStatusBarFrame, value: "20", from: "40")
        }
    }
}
