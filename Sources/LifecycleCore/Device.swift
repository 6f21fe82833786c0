/// The simulated device: its clock, its trace, its apps, and the state of the system around
/// them (lock, calls, orientation, locale). Scenario verbs are its methods (`Device+…`).
public final class Device {
    public let scheduler: Scheduler
    public let trace: Trace
    /// The simulation, budgets, code-run count and memo every app of the device reads.
    let context: DeviceContext
    /// The profile and the seed: those the run started with, but for `set_multitasking` (T1).
    public var simulation: Simulation { context.simulation }
    /// The OS era, on this device (`setMultitasking` may change it before any app runs).
    public var profile: OSProfile { context.simulation.profile }
    public var budgets: Budgets { context.budgets }
    /// The app the scenario drives unless a verb names another (the first installed).
    public let app: App
    /// Every installed app, in the order installed.
    public internal(set) var apps: [App]

    public internal(set) var isLocked = false
    /// The device is on its charger (`set_charging`): BGProcessingTasks need it (C6).
    public internal(set) var isCharging = false
    /// A passcode is set, so locking makes protected data unavailable (I4). On by default.
    public internal(set) var hasPasscode = true
    /// Files with complete protection can be read: false from the end of `lock()` (after the app
    /// has left the foreground and been warned) until `unlock()` (I4).
    public internal(set) var protectedDataAvailable = true
    /// The app that was in the foreground when the lock screen or a call took over; it returns
    /// once the device is unlocked and no call is up (I1, I4).
    var returnApp: App?
    public internal(set) var call = CallState.none
    /// The app shown with the double-height in-call status bar (I8).
    var statusBarApp: App?
    /// The external accessory connected to the device, if any (R8).
    public internal(set) var accessory: String?
    public internal(set) var orientation = "portrait"
    public internal(set) var locale = "en_US"

    /// Something over the app that makes it inactive: an alert-style notification (I1, before
    /// iOS 5) or the notification centre (I3).
    public enum Overlay: Equatable { case alert, notificationCenter }
    public internal(set) var overlay: Overlay?

    /// A phone call, from the alert to hanging up (I1).
    public enum CallState: Equatable {
        case none, ringing, answered
    }

    /// Set by `lifecycle explore`: code known to loop to its watchdog is not run again (CodeMemo).
    public var codeMemo: CodeMemo? {
        get { context.codeMemo }
        set { context.codeMemo = newValue }
    }
    /// Pieces of app code run so far (hooks, blocks, timers, observers, …), by every app.
    public var codeRuns: Int { context.codeRuns }
    /// The most app code one run may run: past it the jobs stop and the scenario with them (a
    /// repeating timer of 1 ms over a long `advance` would otherwise run for hours).
    public static let maxCodeRuns = 1_000_000
    /// A start of an app's process (a fresh Lua state, its script loaded and run) counts as this
    /// many pieces of code: it costs the host about 0.7 ms (docs/performance.md), what 1,000
    /// hooks about do, so a loop of launches of an app that crashes at launch stops after 1,000
    /// of them, in about a second (H36).
    public static let codeRunsPerAppStart = 1_000
    /// The app processes started so far in this run, by every app.
    public var appStarts: Int { context.appStarts }
    /// Called once, the first time the apps' files and defaults would go past
    /// `largeStorageBytes`, before they do: `lifecycle test` runs cases side by side, and lets
    /// one at a time hold that much of the host's memory as the device's storage (H33). It may
    /// wait; it changes nothing the run shows.
    public var largeStorageGate: (() -> Void)?
    public private(set) var holdsLargeStorage = false
    /// 32 MiB: the storage a case holds without waiting its turn (the device's is 256 MiB).
    public static let largeStorageBytes: Int64 = 32 << 20

    func enterLargeStorage() {
        guard !holdsLargeStorage else { return }
        holdsLargeStorage = true
        largeStorageGate?()
    }

    /// Asked while time passes: true stops it (Ctrl-C at the REPL).
    public var interruptCheck: (() -> Bool)?
    /// Where the scenario called the verb running now (`file:line`), set by the host: a verb
    /// that does nothing says where it was called. Either the place itself (`verbSite`), or how
    /// to find it (`verbSiteLookup`), asked only when a verb warns: most never do.
    public var verbSite: String?
    public var verbSiteLookup: (() -> String?)?
    /// Time stopped passing because the apps ran `maxCodeRuns` pieces of code.
    public var ranOutOfCodeRuns: Bool { codeRuns >= Device.maxCodeRuns }

    public static let orientations = ["portrait", "portraitUpsideDown", "landscapeLeft",
                                      "landscapeRight", "faceUp", "faceDown"]

    public init(appName: String = "app", loader: AppLoader, simulation: Simulation = .default,
                budgets: Budgets = Budgets(), sinks: [TraceSink] = []) {
        let scheduler = Scheduler()
        let trace = Trace(sinks: sinks)
        let context = DeviceContext(simulation: simulation, budgets: budgets)
        self.scheduler = scheduler
        self.trace = trace
        self.context = context
        let main = App(name: appName, loader: loader, scheduler: scheduler, trace: trace, context: context)
        self.app = main
        self.apps = [main]
        main.device = self
        scheduler.shouldStop = { [unowned self] in self.ranOutOfCodeRuns || self.interruptCheck?() == true }
        attachThreads()   // S3
    }

    public var now: SimTime { scheduler.now }

    func action(_ verb: ScenarioVerb, _ detail: String? = nil) {
        scheduler.catchUpThreads()   // S3: the threads beside the main thread are where the clock is
        trace.emit(TraceRecord(time: now, event: .action(verb: verb.name, detail: detail.map(TraceText.limited))))
    }

    /// Records that a verb had nothing to act on, so a scenario author sees it.
    /// Where the verb running now was called, if known.
    var currentVerbSite: String? { verbSite ?? verbSiteLookup?() }

    func ignored(_ verb: ScenarioVerb, _ why: String) {
        verbWarning("\(verb)() did nothing: \(why)")
    }

    /// A warning about the scenario script itself, naming the line of the verb running now.
    public func scriptWarning(_ message: String) { verbWarning(message) }

    /// A warning about the scenario script that names its own line (`scenario.lua:3: …`), such
    /// as a read of an undefined global (docs/scenario-api.md).
    public func placedWarning(_ message: String) {
        trace.emit(TraceRecord(time: now, event: .warning(message: message)))
    }

    /// A warning about what the running verb did or was given, naming where the scenario called
    /// it (`scenario.lua:4: …`).
    func verbWarning(_ message: String) {
        let site = currentVerbSite.map { "\($0): " } ?? ""
        trace.emit(TraceRecord(time: now, event: .warning(message: site + message)))
    }

    // MARK: Time and checks

    /// Where the run is: the clock and how many events have shown the device changing. A
    /// scenario that calls verbs without moving either makes no progress.
    public struct ProgressMark: Equatable, Sendable {
        public let now: SimTime
        public let effects: Int
        /// Of the effects, the apps' changes of state (a scenario's verbs at one instant that
        /// change an app's state are progress, as a Home/reopen cycle is).
        public let stateChanges: Int
    }

    public var progressMark: ProgressMark {
        ProgressMark(now: now, effects: trace.totals.effects, stateChanges: trace.totals.stateChanges)
    }

    /// Why `advance(duration)` is refused, or nil: the clock would go past its end.
    public func clockRefusal(advancing duration: SimDuration) -> String? {
        guard now + duration > SimTime.end else { return nil }
        return "advance(\(duration)) at t = \(now) would take the clock past its end: it runs for 100 years (3155760000 s)"
    }

    /// `advance(seconds)`: time passes; due jobs run (suspension, expiry, blocks).
    public func advance(_ duration: SimDuration) {
        action(.advance, duration.description)
        scheduler.advance(by: duration)
    }

    /// `expect_state(name, app)`: records whether the app (the first one unless named) is in
    /// `expected`.
    @discardableResult
    public func expectState(_ expected: AppState, of target: App? = nil) -> Bool {
        let target = target ?? app
        let ok = target.state == expected
        let who = apps.count > 1 ? "\(target.name) " : ""
        let message = ok ? "\(who)state is \(expected.rawValue)"
                         : "expected \(who)state \(expected.rawValue), but the app is \(target.state.rawValue)"
        trace.emit(TraceRecord(time: now, event: .expect(ok: ok, message: message)))
        return ok
    }

    /// `expect(condition, message)`: a general expectation.
    public func expect(_ ok: Bool, _ message: String) {
        trace.emit(TraceRecord(time: now, event: .expect(ok: ok, message: TraceText.limited(message))))
    }

    /// What the scenario printed.
    public func note(_ text: String) {
        trace.emit(TraceRecord(time: now, event: .note(text: TraceText.limited(text))))
    }
}
