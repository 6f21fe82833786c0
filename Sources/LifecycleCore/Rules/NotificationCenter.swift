/// NotificationCenter for apps: observers by name (N). A notification is posted after the
/// delegate method that goes with it, and each observer runs as app code under the T5 watchdog.
extension App {
    /// Records a notification and runs its observers (the app must be running code).
    func notify(_ name: NotificationName, value: String? = nil, queued: Bool = false) {
        // Not `emit(_:at:)`: the record built here is destroyed knowing its case (docs/performance.md).
        trace.emit(TraceRecord(time: scheduler.now, app: traceName, event: .notification(name: name, value: value, queued: queued)))
        if name == .accessoryDidDisconnect { process.announcedAccessoryGone = true }
        if name == .accessoryDidConnect { process.announcedAccessoryGone = false }
        // The observers of this name when it was posted, in the order added: one added by an
        // observer waits for the next post, one removed is skipped. O(1) per observer.
        // (The tokens are copied out so that no copy of the table lives on while observers change
        // it: a change would then copy the whole table.)
        guard !process.resources.observers.isEmpty, let tokens = process.resources.observers[name].map({ Array($0.keys) }) else { return }
        for token in tokens {
            guard isRunning, state.runsCode, let runtime,
                  let callback = process.resources.observers[name]?[token] else { continue }
            runCode(nil, kind: .observer, subject: name.rawValue, budget: budgets.otherHook, watchdogRule: .T5) { session in
                runtime.run(callback, argument: .notification(name: name.rawValue, value: value), session: session)
            }
        }
    }
}

extension HookSession {
    /// `NSNotificationCenter.defaultCenter():addObserver(name, fn)`: a token for removal.
    public func addObserver(_ name: NotificationName, callback: CallbackID) -> Int {
        app.grew = true
        let token = app.process.resources.nextObserver
        app.process.resources.nextObserver += 1
        app.process.resources.observers[name, default: OrderedTable()][token] = callback
        app.process.resources.observerNames[token] = name
        return token
    }

    /// `removeObserver(token)`: the callback to release, nil if there was no such observer.
    public func removeObserver(_ token: Int) -> CallbackID? {
        guard let name = app.process.resources.observerNames.removeValue(forKey: token) else { return nil }
        return app.process.resources.observers[name]?.removeValue(forKey: token)
    }
}
