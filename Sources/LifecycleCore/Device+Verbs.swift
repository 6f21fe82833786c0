/// The scenario verbs (docs/scenario-api.md) that bring an app up or take it down. A verb acts on the
/// app it names, or else on the first installed app.
extension Device {
    /// `launch(opts)`: tapping the icon (L1), opening a URL (L3), or a background launch (L2).
    /// On an app that is already running it acts as tapping its icon (`reopen`) or as `open_url`.
    /// Another app in front goes to the background first (B1).
    public func launch(url: String? = nil, sourceApplication: String? = nil, background: Bool = false, app name: String? = nil) {
        var detail: [String] = []
        if let name { detail.append("app=\(name)") }
        if let url { detail.append("url=\(url)") }
        if let sourceApplication { detail.append("sourceApplication=\(sourceApplication)") }
        if background { detail.append("background") }
        action(.launch, detail.isEmpty ? nil : detail.joined(separator: " "))
        let target = name.flatMap(app(named:)) ?? app
        if background {
            if let why = profile.noMultitaskingReason {
                return ignored(.launch, "\(why), so nothing is launched into the background (L2)")
            }
            guard target.state == .notRunning else { return ignored(.launch, "the app is already running") }
            target.launch(url: url, sourceApplication: sourceApplication, background: true)
            return
        }
        guard !isLocked else { return ignored(.launch, "the device is locked; unlock() first") }
        if url == nil, target.state.isForeground { return ignored(.launch, "the app is already in the foreground") }
        bringToFront(target, url: url, sourceApplication: sourceApplication)
    }

    /// Brings `target` to the front, launching it if needed (L1, L3), and hands it `url`: the
    /// app in front goes to the background first (B1); a background or suspended app returns
    /// (F1, U1); an app in the foreground gets the URL directly (U2).
    func bringToFront(_ target: App, url: String?, sourceApplication: String?) {
        returnApp = nil
        switch target.state {
        case .notRunning:
            makeRoom(for: target)
            target.launch(url: url, sourceApplication: sourceApplication)
        case .background, .suspended:
            makeRoom(for: target)
            // F3: the bar it will show joins the changes queued while it was suspended, so a bar
            // back at the height it last saw delivers nothing.
            if target.state == .suspended { updateStatusBar(front: target) }
            target.enterForeground(url: url, sourceApplication: sourceApplication)
        case .active, .inactive:
            if let url { target.deliver(url: url, sourceApplication: sourceApplication) }
        }
        updateStatusBar()
    }

    /// `home()`: the Home button sends the app in front to the background (B1; B3 without
    /// multitasking).
    public func home() {
        action(.home)
        guard !isLocked else { return ignored(.home, "the device is locked: Home only lights the lock screen; unlock() first") }
        guard let current = front else { return ignored(.home, "no app is in the foreground") }
        returnApp = nil
        current.enterBackground()
    }

    /// `reopen(name)`: tapping the icon of an app in the background or suspended (F1).
    public func reopen(_ name: String? = nil) {
        action(.reopen, name)
        guard !isLocked else { return ignored(.reopen, "the device is locked; unlock() first") }
        let target = name.flatMap(app(named:)) ?? app
        if target.state.isForeground { return ignored(.reopen, "the app is already in the foreground") }
        bringToFront(target, url: nil, sourceApplication: nil)
    }

    /// `open_url(url, sourceApplication, name)`: another app opens a URL of this app (L3, U1, U2).
    public func openURL(_ url: String, sourceApplication: String?, app name: String? = nil) {
        action(.openURL, [url, sourceApplication, name.map { "app=\($0)" }].compactMap { $0 }.joined(separator: " "))
        guard !isLocked else { return ignored(.openURL, "the device is locked; unlock() first") }
        bringToFront(name.flatMap(app(named:)) ?? app, url: url, sourceApplication: sourceApplication)
    }

    /// `user_kill(name)`: swiping the app away in the switcher (T4).
    public func userKill(_ name: String? = nil) {
        action(.userKill, name)
        let target = name.flatMap(app(named:)) ?? app
        guard !isLocked else { return ignored(.userKill, "the device is locked: the switcher cannot be reached; unlock() first") }
        guard target.isRunning else {
            // An app the system killed in the background (jetsam, a watchdog) is still in the
            // switcher: swiping it away is a force-quit all the same. It is not woken for a fetch
            // or a push until the user launches it again (W3), and its saved state goes (W4).
            guard profile.multitasking, target.record.launchedOnce, !target.record.userKilled else {
                return ignored(.userKill, target.record.launchedOnce ? "the app is not running, nor in the switcher" : "the app is not running")
            }
            target.record.userKilled = true
            target.discardHeldPush()
            target.emit(.info(rule: .W3, message: "the app was not running, but still in the switcher: removing it there is a force-quit (T4), so no background fetch or silent push wakes it until the user launches it again"))
            return target.discardSavedState(App.forceQuitDiscard)
        }
        target.userKill()
    }
}
