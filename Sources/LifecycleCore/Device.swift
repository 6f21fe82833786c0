/// The simulated device: its clock, its trace, its apps, and the state of the system around
/// them (lock, calls, orientation, locale). Scenario verbs are its methods (`Device+Verbs`).
public final class Device {
    public let scheduler: Scheduler
    public let trace: Trace
    public let profile: OSProfile
    public let budgets: Budgets
    /// The app the scenario drives.
    public let app: App

    public internal(set) var isLocked = false
    /// The app that was in the foreground when the lock screen or a call took over; it returns
    /// once the device is unlocked and no call is up (I1, I4).
    var returnApp: App?
    public internal(set) var call = CallState.none
    /// The double-height in-call status bar is showing over the app (I8).
    public internal(set) var inCallStatusBar = false
    public internal(set) var orientation = "portrait"
    public internal(set) var locale = "en_US"

    /// A phone call, from the alert to hanging up (I1).
    public enum CallState: Equatable {
        case none, ringing, answered
    }

    public static let orientations = ["portrait", "portraitUpsideDown", "landscapeLeft",
                                      "landscapeRight", "faceUp", "faceDown"]

    public init(appName: String = "app", loader: AppLoader, profile: OSProfile = .default,
                budgets: Budgets = Budgets(), sinks: [TraceSink] = []) {
        let scheduler = Scheduler()
        let trace = Trace(sinks: sinks)
        self.scheduler = scheduler
        self.trace = trace
        self.profile = profile
        self.budgets = budgets
        self.app = App(name: appName, loader: loader, scheduler: scheduler, trace: trace,
                       profile: profile, budgets: budgets)
    }

    public var now: SimTime { scheduler.now }

    func action(_ verb: String, _ detail: String? = nil) {
        trace.emit(TraceRecord(time: now, event: .action(verb: verb, detail: detail)))
    }

    /// Records that a verb had nothing to act on, so a scenario author sees it.
    func ignored(_ verb: String, _ why: String) {
        trace.emit(TraceRecord(time: now, event: .warning(message: "\(verb)() did nothing: \(why)")))
    }

    // MARK: Time and checks

    /// `advance(seconds)`: time passes; due jobs run (suspension, expiry, blocks).
    public func advance(_ duration: SimDuration) {
        action("advance", duration.description)
        scheduler.advance(by: duration)
    }

    /// `state()`: the app's state name.
    public var stateName: String { app.state.rawValue }

    /// `expect_state(name)`: records whether the app is in `expected`.
    @discardableResult
    public func expectState(_ expected: AppState) -> Bool {
        let ok = app.state == expected
        let message = ok ? "state is \(expected.rawValue)"
                         : "expected state \(expected.rawValue), but the app is \(app.state.rawValue)"
        trace.emit(TraceRecord(time: now, event: .expect(ok: ok, message: message)))
        return ok
    }

    /// `expect(condition, message)`: a general expectation.
    public func expect(_ ok: Bool, _ message: String) {
        trace.emit(TraceRecord(time: now, event: .expect(ok: ok, message: message)))
    }

    /// What the scenario printed.
    public func note(_ text: String) {
        trace.emit(TraceRecord(time: now, event: .note(text: text)))
    }
}
