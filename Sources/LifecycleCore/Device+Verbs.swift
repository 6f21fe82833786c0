/// The scenario verbs of INTERFACE.md: what the user and the system do to the app.
extension Device {
    /// `launch(opts)`: tapping the icon (L1), opening a URL (L3), or a background launch (L2).
    /// On an app that is already running it acts as tapping its icon (`reopen`) or as `open_url`.
    public func launch(url: String? = nil, sourceApplication: String? = nil, background: Bool = false) {
        var detail: [String] = []
        if let url { detail.append("url=\(url)") }
        if let sourceApplication { detail.append("sourceApplication=\(sourceApplication)") }
        if background { detail.append("background") }
        action("launch", detail.isEmpty ? nil : detail.joined(separator: " "))
        if background {
            guard profile.multitasking else { return ignored("launch", "\(profile.name) cannot launch apps into the background") }
            guard app.state == .notRunning else { return ignored("launch", "the app is already running") }
            app.launch(url: url, sourceApplication: sourceApplication, background: true)
            return
        }
        guard !isLocked else { return ignored("launch", "the device is locked; unlock() first") }
        returnApp = nil
        switch app.state {
        case .notRunning: app.launch(url: url, sourceApplication: sourceApplication)
        case .background, .suspended: app.enterForeground(url: url, sourceApplication: sourceApplication)
        case .active, .inactive:
            if let url { app.deliver(url: url, sourceApplication: sourceApplication) }
            else { ignored("launch", "the app is already in the foreground") }
        }
        updateStatusBar()
    }

    /// `home()`: the Home button (B1; B3 without multitasking).
    public func home() {
        action("home")
        guard app.state.isForeground else { return ignored("home", "the app is not in the foreground") }
        returnApp = nil
        app.enterBackground()
    }

    /// `reopen()`: tapping the icon of an app in the background or suspended (F1).
    public func reopen() {
        action("reopen")
        guard !isLocked else { return ignored("reopen", "the device is locked; unlock() first") }
        returnApp = nil
        switch app.state {
        case .background, .suspended: app.enterForeground()
        case .notRunning: app.launch()
        case .active, .inactive: ignored("reopen", "the app is already in the foreground")
        }
        updateStatusBar()
    }

    /// `lock()`: the Sleep/Wake button (I4). The app resigns active and, on a multitasking OS,
    /// moves to the background; without multitasking it stays inactive while locked (S2).
    public func lock() {
        action("lock")
        guard !isLocked else { return ignored("lock", "the device is already locked") }
        isLocked = true
        guard app.state.isForeground else { return }
        returnApp = app
        app.resignActive()
        if profile.multitasking, app.state == .inactive { app.enterBackground() }
    }

    /// `unlock()`: the app that was in front when locking returns (I4, F1), unless a call is up.
    public func unlock() {
        action("unlock")
        guard isLocked else { return ignored("unlock", "the device is not locked") }
        isLocked = false
        restoreFront()
    }

    /// `call()`: an incoming call alert (I1): the app in front resigns active.
    public func incomingCall() {
        action("call")
        guard call == .none else { return ignored("call", "a call is already in progress") }
        call = .ringing
        if app.state == .active, !isLocked { app.resignActive() }
    }

    /// `answer()`: the Phone app takes the foreground (I1): the app goes to the background
    /// (B1), or is terminated without multitasking (T1). It returns when the call ends.
    public func answer() {
        action("answer")
        guard call == .ringing else { return ignored("answer", "no call is ringing") }
        call = .answered
        guard app.state.isForeground, !isLocked else { return }
        returnApp = app
        app.enterBackground()
    }

    /// `decline()`: the alert goes away and the app in front becomes active again (I1).
    public func decline() {
        action("decline")
        guard call == .ringing else { return ignored("decline", "no call is ringing") }
        call = .none
        restoreFront()
    }

    /// `end_call()`: hanging up an answered call; the app that was in front returns (F1).
    public func endCall() {
        action("end_call")
        guard call == .answered else { return ignored("end_call", "no call was answered") }
        call = .none
        updateStatusBar()
        restoreFront()
    }

    /// I8: while a call goes on, an app in front shows the double-height status bar; it is
    /// posted `UIApplicationDidChangeStatusBarFrameNotification` when the bar grows and again
    /// when it shrinks (queued while suspended, F3). The value is the bar's height in points.
    func updateStatusBar() {
        let grown = call == .answered && app.state.isForeground
        if grown, !inCallStatusBar {
            inCallStatusBar = true
            app.post(.didChangeStatusBarFrame, value: "40")
        } else if call != .answered, inCallStatusBar {
            inCallStatusBar = false
            app.post(.didChangeStatusBarFrame, value: "20")
        }
    }

    /// Once the device is unlocked and no call is up, the app in front becomes active again: from
    /// `inactive` (I1, S2) or, after it was sent away, from the background (F1).
    private func restoreFront() {
        guard !isLocked, call == .none else { return }
        if app.state == .inactive {
            app.becomeActive()
        } else if let front = returnApp, front.state == .background || front.state == .suspended {
            front.enterForeground()
        }
        returnApp = nil
    }

    /// `open_url(url, sourceApplication)`: another app opens a URL of this app (L3, U1, U2).
    public func openURL(_ url: String, sourceApplication: String?) {
        action("open_url", [url, sourceApplication].compactMap { $0 }.joined(separator: " "))
        guard !isLocked else { return ignored("open_url", "the device is locked; unlock() first") }
        returnApp = nil
        switch app.state {
        case .notRunning: app.launch(url: url, sourceApplication: sourceApplication)
        case .background, .suspended: app.enterForeground(url: url, sourceApplication: sourceApplication)
        case .active, .inactive: app.deliver(url: url, sourceApplication: sourceApplication)
        }
        updateStatusBar()
    }

    /// `memory_warning()` (M2).
    public func memoryWarning() {
        action("memory_warning")
        guard app.state.runsCode else { return ignored("memory_warning", "the app runs no code (\(app.state.rawValue))") }
        app.memoryWarning()
    }

    /// `low_memory()`: memory pressure that kills apps (M1, M3).
    public func lowMemory() {
        action("low_memory")
        guard app.isRunning else { return ignored("low_memory", "the app is not running") }
        app.lowMemory()
    }

    /// `user_kill()`: swiping the app away in the switcher (T4).
    public func userKill() {
        action("user_kill")
        guard app.isRunning else { return ignored("user_kill", "the app is not running") }
        app.userKill()
    }

    /// `rotate(orientation)`: queued and coalesced while the app is suspended (F3).
    public func rotate(_ orientation: String) {
        action("rotate", orientation)
        self.orientation = orientation
        app.post(.orientationDidChange, value: orientation)
    }

    /// `change_locale(id)`: `NSCurrentLocaleDidChangeNotification`, queued while suspended (F5).
    public func changeLocale(_ identifier: String) {
        action("change_locale", identifier)
        locale = identifier
        app.post(.currentLocaleDidChange, value: identifier)
    }
}
