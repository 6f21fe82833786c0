/// The system's side of W1–W3: `background_fetch([app])` (as Xcode's "Simulate Background
/// Fetch") and `push(payload [, app])` (a remote notification). Each decides whether the app may
/// be woken; a verb that does nothing says why in an `ignored` line citing the rule.
extension Device {
    /// `background_fetch(app)`: the system performs a background fetch now (W1). Ignored for an
    /// app in the foreground, one the user killed (W3), one without the `fetch` mode or a
    /// minimum interval, or one fetched less than its interval ago; otherwise the app is
    /// launched into the background, resumed, or called at once.
    public func backgroundFetch(app name: String? = nil) {
        action(.backgroundFetch, name)
        if let refusal = eraRefusal(of: .backgroundFetch) { return ignored(.backgroundFetch, refusal) }
        let target = name.flatMap(app(named:)) ?? app
        if let why = fetchRefusal(target) { return ignored(.backgroundFetch, why) }
        target.wakeInBackground(for: .fetch)
    }

    /// Why the system would not fetch for `target` now, or nil (W1, W3).
    private func fetchRefusal(_ target: App) -> String? {
        if target.state.isForeground {
            return "the app is in the foreground: the system fetches for apps in the background, suspended or not running (W1)"
        }
        if target.record.userKilled {
            return "the user killed the app from the switcher: it is not woken or launched for a fetch until the user launches it again (W3)"
        }
        if let why = target.exitOnSuspendWakeRefusal { return why }
        if target.record.launchedOnce, !target.record.info.backgroundModes.contains(WakeKind.fetch.mode) {
            return "the app does not declare the fetch background mode (info.UIBackgroundModes lacks \"fetch\") (W1)" + target.modeHint(WakeKind.fetch.mode)
        }
        guard let interval = target.record.fetchInterval else {
            if target.record.fetchIntervalSet {
                return "the app set its minimum fetch interval to UIApplicationBackgroundFetchIntervalNever with application:setMinimumBackgroundFetchInterval(seconds): the system never fetches (W1)"
            }
            let who = target.record.launchedOnce ? "the app never called" : "the app has never run, so it never called"
            return "\(who) application:setMinimumBackgroundFetchInterval(seconds): UIApplicationBackgroundFetchIntervalNever is the default, so the system never fetches (W1)"
        }
        if let last = target.record.lastFetchAt, now - last < interval {
            return "the last fetch was \(now - last) s ago, less than the minimum interval of \(interval) s the app set with setMinimumBackgroundFetchInterval: (W1)"
        }
        return nil
    }

    /// `push(payload, app)`: a remote notification (W2). In the foreground it is delivered at
    /// once; a silent one (`aps.content-available` = 1) wakes or launches an app that declares
    /// the `remote-notification` mode, that may be suspended (T1) and that the user has not
    /// killed (W3), within the system's budget (`PushThrottle`); any other is shown to the user
    /// and the app is not woken.
    public func push(_ payload: PushPayload, app name: String? = nil) {
        action(.push, [payload.json, name.map { "app=\($0)" }].compactMap { $0 }.joined(separator: " "))
        if let refusal = eraRefusal(of: .push) { return ignored(.push, refusal) }
        if let problem = payload.contentAvailableProblem {
            verbWarning(problem)
        }
        let target = name.flatMap(app(named:)) ?? app
        if target.state.isForeground { return target.deliverPushInForeground(payload) }
        if let why = pushRefusal(payload, target) { return ignored(.push, why) }
        wakeForPush(target, payload)   // W2: within the budget, or held
    }

    /// Why a push does not wake `target` in the background, or nil (W2, W3).
    private func pushRefusal(_ payload: PushPayload, _ target: App) -> String? {
        if target.record.userKilled {
            return "the user killed the app from the switcher: a push does not wake or launch it until the user launches it again (W3)"
        }
        guard payload.isSilent else {
            return "the push is not silent (no aps.content-available = 1): the system shows it to the user and does not wake the app (W2)"
        }
        guard target.record.launchedOnce else {
            return "the app has never run, so it has not registered for remote notifications: nothing reaches it (W2)"
        }
        if let why = target.exitOnSuspendWakeRefusal { return why }
        guard target.record.info.backgroundModes.contains(WakeKind.push.mode) else {
            return "the app does not declare the remote-notification background mode (info.UIBackgroundModes lacks \"remote-notification\"): the system shows the push to the user and does not wake the app (W2)" + target.modeHint(WakeKind.push.mode)
        }
        return nil
    }
}
