/// The moments at which the system looks at what an app holds (R1–R11, B6, I4, F4). Each of
/// these system-check rules is one type in Rules/ that implements the moments it cares about. A
/// check may kill the app; the transition then stops there.
protocol SystemCheck: Sendable {
    /// `inactive → background` is about to happen (R1: the last GL calls may follow until the method that tells the app returns; R8: accessories).
    func leavingForeground(_ app: App)
    /// `applicationDidEnterBackground:` returned: the snapshot is taken (B6, R10).
    func snapshot(_ app: App)
    /// `background → suspended` is about to happen (R2, R3, R6, R8).
    func suspending(_ app: App)
    /// The app is back in the foreground and active (F4, R8).
    func returned(_ app: App)
}

extension SystemCheck {
    func leavingForeground(_ app: App) {}
    func snapshot(_ app: App) {}
    func suspending(_ app: App) {}
    func returned(_ app: App) {}
}

extension App {
    /// Every check, in the order they run at each moment.
    static let checks: [SystemCheck] = [
        OpenGLCheck(), BonjourCheck(), SocketCheck(), SharedResourceCheck(), ViewCheck(),
        AccessoryCheck(), AlertCheck(), MemoryCheck(), BackgroundModeCheck(),
    ]

    /// Runs `moment` of every check; false if one of them killed the app.
    func runChecks(_ moment: (SystemCheck, App) -> Void) -> Bool {
        let launch = generation
        for check in App.checks {
            moment(check, self)
            guard generation == launch, isRunning else { return false }
        }
        return true
    }
}
