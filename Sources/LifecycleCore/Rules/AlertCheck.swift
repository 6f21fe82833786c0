/// R9: alerts and action sheets are not dismissed when the app enters the background (iOS 4
/// and later). Whether to cancel one, or keep it up and save enough to restore it, is the app's
/// choice, so one still on screen at the snapshot is an informational note (an `info` line),
/// never a violation. Before iOS 4 the app quit instead, and its alerts were dismissed: their
/// cancel handlers ran.
struct AlertCheck: SystemCheck {
    /// At most this many alerts are reported one by one.
    static let maxReported = 100
    func snapshot(_ app: App) {
        let alerts = app.process.resources.alerts.orderedValues
        for alert in alerts.prefix(AlertCheck.maxReported) {
            app.emit(.info(rule: .R9, message: "alert '\(alert.title)' is still on screen in the background: UIKit does not dismiss it; the app may dismiss it in applicationDidEnterBackground:, or keep it and save enough to restore it"))
        }
        if alerts.count > AlertCheck.maxReported {
            app.emit(.info(rule: .R9, message: "\(alerts.count - AlertCheck.maxReported) more alerts are still on screen in the background: UIKit does not dismiss them"))
        }
    }
}

extension App {
    /// Before iOS 4, quitting dismissed every alert and ran its cancel handler (R9).
    func dismissAlertsOnQuit() {
        let alerts = process.resources.alerts.orderedValues
        process.resources.alerts.removeAll()
        for alert in alerts {
            guard isRunning, let runtime else { return }
            emit(.warning(message: "alert '\(alert.title)' dismissed as the app quits (R9, \(profile.name))"))
            if let cancel = alert.cancel {
                runCode(nil, kind: .alertCancel, subject: alert.title, budget: budgets.otherHook, watchdogRule: .T5) { session in
                    runtime.run(cancel, argument: .none, session: session)
                }
            }
        }
    }
}

extension HookSession {
    /// `UIAlertView:show()`: the alert's id.
    public func showAlert(title: String, cancel: CallbackID?) -> Int {
        app.grew = true
        let id = app.process.resources.nextAlert
        app.process.resources.nextAlert += 1
        app.process.resources.alerts[id] = .init(id: id, title: title, cancel: cancel)
        return id
    }

    /// `alert:dismiss()`: false when it was not on screen.
    @discardableResult
    public func dismissAlert(_ id: Int) -> Bool {
        app.process.resources.alerts.removeValue(forKey: id) != nil
    }
}
