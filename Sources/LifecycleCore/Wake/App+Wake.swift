/// Woken in the background (W1, W2): the system launches the app into the background (L2) or
/// resumes it from suspension, its queued notifications first (F3, W3), and calls the delegate
/// method of the wake with a completion handler. Until the handler is called the app is not
/// suspended; if it is not called within `Budgets.wakeCompletion` (30 s) the app is killed.
/// In the foreground a push is delivered at once, with no time limit (W2).
extension App {
    /// Wakes the app for `kind` (the device decided it may, W1–W3): launched into the background
    /// when not running (L2, with `UIApplicationLaunchOptionsRemoteNotificationKey` for a push),
    /// resumed when suspended (F3 first), or at once when already running in the background.
    func wakeInBackground(for kind: WakeKind, payload: PushPayload? = nil) {
        guard !state.isForeground else { return }
        emit(.wake(reason: kind, launch: state == .notRunning))
        if kind == .fetch { record.lastFetchAt = scheduler.now }
        switch state {
        case .notRunning:
            launch(background: true, remoteNotification: payload)
            guard isRunning, process.launched else { return }
        case .suspended:
            wake(for: kind.rule)   // suspended → background: the notifications queued while suspended come first (F3, W3)
            guard isRunning else { return }
            beginBackgroundStay()
        default:
            break
        }
        process.backgroundRule = kind.rule   // S3: what its threads freeze by when the wake ends
        callWakeMethod(kind, payload: payload, limited: true)
    }

    /// A push to an app in the foreground: its method is called at once, whatever the app's
    /// background modes, and no time limit applies (W2). A delegate without the
    /// completion-handler form gets the older `application:didReceiveRemoteNotification:`
    /// (iOS 3, deprecated in iOS 10), which UIKit calls only here, in the foreground.
    func deliverPushInForeground(_ payload: PushPayload) {
        if !implements(WakeKind.push.hook), implements(.didReceiveRemoteNotificationInForeground) {
            callHook(.didReceiveRemoteNotificationInForeground, .userInfo(payload))
            return
        }
        callWakeMethod(.push, payload: payload, limited: false)
    }

    /// A wake is a new stay in the background: a background task begun in it gets the era's
    /// allowance from now (B5).
    func beginBackgroundStay() {
        if let ticket = process.expirationTicket { scheduler.cancel(ticket) }
        process.expirationTicket = nil
        process.enteredBackgroundAt = scheduler.now
        scheduleExpiration()
    }

    /// Calls the wake's delegate method with a new completion handler. `limited`: the handler
    /// must be called within `Budgets.wakeCompletion`, and until then the app keeps running.
    private func callWakeMethod(_ kind: WakeKind, payload: PushPayload?, limited: Bool) {
        let hook = kind.hook
        guard implements(hook) else {
            let older = Hook.didReceiveRemoteNotificationInForeground.selector
            let what = kind == .fetch ? "UIKit would not fetch for it (W1)"
                : !limited ? "nor the older \(older): the notification is not delivered to it (W2)"
                : implements(.didReceiveRemoteNotificationInForeground)
                ? "the notification is not delivered to it (W2): UIKit calls the older \(older) only for a push that arrives while the app is in the foreground"
                : "the notification is not delivered to it (W2)"
            // A selector ends with a colon: the sentence goes on after a dash, not a second colon.
            let message = "the delegate does not implement \(hook.selector)\(limited || kind == .fetch ? " —" : ",") \(what)"
            emit(.warning(message: (device?.currentVerbSite.map { "\($0): " } ?? "") + message))   // the push's line
            if state == .background { scheduleSuspensionCheck() }
            return
        }
        let id = process.wakes.begin(kind)
        grew = true   // a pending wake counts in the footprint until its handler is called (M1)
        if limited {
            let deadline = scheduler.now + budgets.wakeCompletion
            let ticket = schedule(at: deadline) { [unowned self] in self.wakeTimedOut(id) }
            process.wakes.limit(id, deadline: deadline, ticket: ticket)
        }
        let arguments: HookArguments = payload.map { .remoteNotification($0, completion: id) } ?? .fetch(completion: id)
        guard callHook(hook, arguments) else { return }
        if state == .background, process.wakes.keepsNothingRunning { scheduleSuspensionCheck() }
    }

    /// The handler of wake `id` was called with `result`. A second call is a violation and
    /// otherwise ignored. Once no wake, task or mode keeps it running, the app is suspended again.
    func completeWake(_ id: Int, kind: WakeKind, result: FetchResult, in session: HookSession) {
        // Called by code that ran past the deadline (a long block): too late. The watchdog's job
        // is due, and kills the app as soon as this code returns.
        if let deadline = process.wakes[id]?.deadline, session.now > deadline { return }
        guard let wake = process.wakes.complete(id) else {
            emit(.violation(rule: kind.rule, message: "the completion handler of \(kind.hook.selector) was called a second time: UIKit ignores the call"), at: session.now)
            return
        }
        if let ticket = wake.ticket { scheduler.cancel(ticket) }
        emit(.completion(handler: wake.kind, result: result), at: session.now)
        if state == .background, process.wakes.keepsNothingRunning { scheduleSuspensionCheck() }
    }

    /// The wake's time ran out with its handler not called: the watchdog kills the app (W1, W2).
    private func wakeTimedOut(_ id: Int) {
        guard let wake = process.wakes.complete(id) else { return }
        kill(.watchdog, rule: wake.kind.rule, code: "0x8badf00d",
             message: "\(wake.kind.hook.selector) did not call its completion handler within \(budgets.wakeCompletion) s")
    }

    /// At launch on an era that has them (ios7+): a delegate that implements a wake's method
    /// without the background mode that enables it is never woken for it; UIKit logs it.
    func checkWakeModes() {
        for kind in WakeKind.allCases where implements(kind.hook) && !record.info.backgroundModes.contains(kind.mode) {
            emit(.violation(rule: kind.rule, message: "the delegate implements \(kind.hook.selector), but you still need to add \"\(kind.mode)\" to the list of your supported UIBackgroundModes in your Info.plist (info.UIBackgroundModes): without it the app is never woken for it" + modeHint(kind.mode)))
        }
    }
}

extension HookSession {
    /// `application:setMinimumBackgroundFetchInterval(seconds)` (W1): nil is
    /// `UIApplicationBackgroundFetchIntervalNever`. The system keeps it for the app across
    /// launches. Before ios7 the method does not exist: a warning, and nothing is set (P).
    public func setMinimumBackgroundFetchInterval(_ interval: SimDuration?, site: String? = nil) {
        guard app.profile.has(since: .ios7) else {
            let place = site.map { "\($0): " } ?? ""   // the app's line that called it
            warn("\(place)setMinimumBackgroundFetchInterval: does not exist on \(app.profile.name): it comes with ios7 (P); the call does nothing")
            return
        }
        app.record.fetchInterval = interval
        app.record.fetchIntervalSet = true
    }

    /// A completion handler of a wake was called (W1, W2): `id` and `kind` are the handler's own.
    public func completeWake(_ id: Int, kind: WakeKind, result: FetchResult) {
        app.completeWake(id, kind: kind, result: result, in: self)
    }
}
