/// R8: on entering the background, an app talking to an external accessory receives
/// `EAAccessoryDidDisconnectNotification` and must close its session; a session still open at
/// suspension is a warning (the system closes it). `EAAccessoryDidConnectNotification` follows
/// on return to the foreground.
struct AccessoryCheck: SystemCheck {
    func leavingForeground(_ app: App) {
        guard app.device?.accessory != nil else { return }
        app.notify(.accessoryDidDisconnect, value: app.device?.accessory)
    }

    func suspending(_ app: App) {
        guard app.process.resources.accessorySessionOpen else { return }
        app.process.resources.accessorySessionOpen = false
        app.emit(.violation(rule: .R8, message: "an EASession was still open at suspension; close it on EAAccessoryDidDisconnectNotification"))
    }

    func returned(_ app: App) {
        guard let accessory = app.device?.accessory, app.process.announcedAccessoryGone else { return }
        app.process.announcedAccessoryGone = false
        app.notify(.accessoryDidConnect, value: accessory)
    }
}

extension HookSession {
    /// `EASession.open()`: nil when fine, else why not (no accessory, already open).
    public func openAccessorySession() -> String? {
        guard app.device?.accessory != nil else { return "no accessory is connected" }
        guard !app.process.resources.accessorySessionOpen else { return "a session is already open" }
        app.process.resources.accessorySessionOpen = true
        return nil
    }

    public func closeAccessorySession() {
        app.process.resources.accessorySessionOpen = false
    }
}
