/// NotificationCenter for apps: observers by name (SPEC N). A notification is posted after the
/// delegate method that goes with it, and each observer runs as app code under the T5 watchdog.
extension App {
    /// Records a notification and runs its observers (the app must be running code).
    func notify(_ name: NotificationName, value: String? = nil, queued: Bool = false) {
        emit(.notification(name: name, value: value, queued: queued))
        if name == .accessoryDidDisconnect { announcedAccessoryGone = true }
        if name == .accessoryDidConnect { announcedAccessoryGone = false }
        for observer in resources.observers where observer.name == name {
            guard isRunning, state.runsCode, let runtime,
                  resources.observers.contains(observer) else { continue }
            runCode(nil, kind: .observer, subject: name.rawValue, budget: budgets.otherHook, watchdogRule: .T5) { session in
                runtime.run(observer.callback, argument: .notification(name: name.rawValue, value: value), session: session)
            }
        }
    }
}

extension HookSession {
    /// `NSNotificationCenter.defaultCenter():addObserver(name, fn)`: a token for removal.
    public func addObserver(_ name: NotificationName, callback: CallbackID) -> Int {
        let token = app.resources.nextObserver
        app.resources.nextObserver += 1
        app.resources.observers.append(.init(token: token, name: name, callback: callback))
        return token
    }

    /// `removeObserver(token)`: the callback to release, nil if there was no such observer.
    public func removeObserver(_ token: Int) -> CallbackID? {
        guard let index = app.resources.observers.firstIndex(where: { $0.token == token }) else { return nil }
        return app.resources.observers.remove(at: index).callback
    }
}
