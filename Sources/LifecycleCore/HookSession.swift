/// One run of app code: its budget and cost, and the system services the code may call.
///
/// Time spent inside (`work(s)`, instructions) accrues as `cost` and is capped by `budget`; the
/// runtime stops the code when `spend` returns false (L5, B4, T2, T5 watchdogs).
public final class HookSession {
    public private(set) var start: SimTime
    public private(set) var budget: SimDuration
    /// The delegate method running, or nil for other code.
    public private(set) var hook: Hook?
    public private(set) var cost: SimDuration = .zero
    public private(set) var exhausted = false
    /// The responder (1-based index in the chain) whose handler is running (E3).
    public var handlerIndex: Int?
    /// Set when a framework call killed the app (reason, rule, message).
    public private(set) var killRequest: (reason: KillReason, rule: Rule, message: String)?
    /// The last exception a framework call raised (`raise`), for the crash it may cause.
    public private(set) var raised: FrameworkError?
    /// What is running, when the runtime knows better than the hook or code kind (the host
    /// reading the delegate table after the main chunk returned). Kill messages name it.
    public var activity: String?
    /// S3: where code that can pause stops for now (nil: it never pauses). Its thread runs no
    /// further than this on the clock; then the runtime pauses it (`CodeStep.paused`).
    public private(set) var pauseAt: SimTime?
    /// S3: the clock reached `pauseAt`: the runtime must pause the code (or cut it where it
    /// cannot pause: `Halt.cut`).
    public private(set) var pauseDue = false
    /// S3: the part of a `work(seconds)` call not yet spent when the code paused in it: spent
    /// first when the code goes on (`App` does, before resuming the runtime).
    public var pendingWork = SimDuration.zero
    /// The app whose code runs: `unowned(unsafe)`, no reference counting (a checked unowned load
    /// was a retain and a release per use, several per dispatch). Only `App.takeSession` makes a
    /// session, and the app reads and spends through it only while its own code runs, when the
    /// app is alive (its `runCode` holds it); the spare session is the app's own.
    unowned(unsafe) let app: App

    init(app: App, hook: Hook?, budget: SimDuration) {
        self.app = app
        self.hook = hook
        self.budget = budget
        self.start = app.scheduler.now
    }

    /// Makes a finished session new again, for the next code run (`App.takeSession`).
    func reset(hook: Hook?, budget: SimDuration) {
        self.hook = hook
        self.budget = budget
        start = app.scheduler.now
        cost = .zero
        exhausted = false
        handlerIndex = nil
        killRequest = nil
        raised = nil
        activity = nil
        pauseAt = nil
        pauseDue = false
        pendingWork = .zero
        drivesClock = false
    }

    /// The time a tick of instructions costs: code pauses at most this late where it can.
    static let tick = SimDuration.milliseconds(1)

    /// S3: the code runs on a thread beside the main thread: the device's clock follows it
    /// (it never runs past the next job, `Scheduler.sliceEnd`).
    private(set) var drivesClock = false

    /// S3: a slice of a thread's run: it starts at the thread's own clock and pauses at `pause`.
    func slice(from start: SimTime, pauseAt pause: SimTime?, drivesClock: Bool) {
        self.start = start
        pauseAt = pause
        self.drivesClock = drivesClock
    }

    /// S3: the code pauses at `time` at the latest (never before where it is now): something
    /// it did needs the system first (a job it scheduled, its app being suspended).
    func pause(by time: SimTime) {
        let at = max(time, now)
        if pauseAt.map({ at < $0 }) ?? true { pauseAt = at }
        if now >= at { pauseDue = true }
    }

    /// The simulated time inside the code.
    public var now: SimTime { start + cost }

    /// Spends simulated time; false once the budget is gone (the code must stop). Also where
    /// a footprint grown past the memory limit by what the code asked the system to hold
    /// (queued blocks, observers, views, …) becomes a jetsam kill (M1): the runtime spends time
    /// every 1,000 instructions, so the check is never far behind.
    /// False too once the clock passed `pauseAt` (S3): the runtime then pauses the code; it tells
    /// the two apart by `exhausted`.
    @discardableResult
    public func spend(_ duration: SimDuration) -> Bool {
        cost += duration
        if cost > budget {
            cost = budget
            exhausted = true
        }
        if !exhausted, let pauseAt, now >= pauseAt {
            // S3: code that pauses at the tick that crossed its pause point has run to it, not past
            // it (the rest of that tick is not charged); time spent in one call (`work` where the
            // code cannot pause) is charged whole.
            if !pauseDue, now - pauseAt < HookSession.tick { cost = max(.zero, pauseAt - start) }
            pauseDue = true
        }
        // A thread still running a tick past its pause point could not pause (S3): the clock follows it.
        if drivesClock { app.scheduler.moveClock(to: now, overran: pauseDue && now > (pauseAt ?? now) + HookSession.tick) }
        if killRequest == nil, let message = app.overMemoryLimit() { kill(.jetsam, rule: .M1, message: message) }
        return !exhausted && !pauseDue
    }

    /// `work(seconds)`: spends `duration`, or, when the code must pause before it is spent, the
    /// time up to `pauseAt`, keeping the rest in `pendingWork` (S3). False as `spend`.
    @discardableResult
    public func spendWork(_ duration: SimDuration) -> Bool {
        guard let pauseAt, now + duration > pauseAt, pauseAt - start < budget else { return spend(duration) }
        let room = max(.zero, pauseAt - now)
        pendingWork = duration - room
        return spend(room) && false
    }

    /// Kills the app from inside a framework call; the runtime must then halt the code. Such a
    /// kill is the app's doing (`KillCause.app`): its memory over its limit (M1), a call it made
    /// wrongly (C4, C6).
    public func kill(_ reason: KillReason, rule: Rule, message: String) {
        if killRequest == nil { killRequest = (reason, rule, message) }
    }

    // MARK: Services (UIApplication)

    /// `applicationState` (S4; `inactive` inside a lock's move to the background on ios6, I4).
    public var applicationState: String { app.applicationState }
    /// `applicationState` as app code reads it (S4): the state, or the error to raise. The
    /// property comes with iOS 4: on `ios3` the selector does not exist, and sending it raises
    /// Objective-C's `NSInvalidArgumentException`, which crashes the app unless caught (as
    /// `@try` would, `pcall` does); uncaught, the crash cites P (`raised`).
    public func readApplicationState() -> Result<String, FrameworkError> {
        guard app.profile.has(since: .ios4) else {
            return .failure(raise(.P, "NSInvalidArgumentException: -[UIApplication applicationState]: unrecognized selector sent to instance (\(app.profile.name) has no applicationState: it comes with iOS 4, profile ios4 on; P)"))
        }
        return .success(app.applicationState)
    }

    /// An exception a framework call raises as a Lua error, with the rule a crash it causes cites.
    public struct FrameworkError: Error, Sendable {
        public let rule: Rule
        public let message: String
        /// UIKit's exception (`NSInvalidArgumentException: …`), which the kill shows as UIKit
        /// does; else an error of the framework's Lua form (a bad argument), shown with its line.
        public var exception = true
    }

    /// Records the exception a binding is about to raise: if it ends the code uncaught, the
    /// crash cites `rule` instead of the code's own (App.runCode).
    func raise(_ rule: Rule, _ message: String) -> FrameworkError {
        let error = FrameworkError(rule: rule, message: message)
        raised = error
        return error
    }

    /// Records the error a binding is about to raise for a misused framework call (a completion
    /// handler called with no result, W1, W2; a BGTask call with a bad identifier, C6): if it
    /// ends the code uncaught, the crash cites `rule`, the framework's, whatever code made the
    /// call (a block the fetch dispatched, too). Returns the message to raise.
    public func misuse(_ rule: Rule, _ message: String) -> String {
        raised = FrameworkError(rule: rule, message: message, exception: false)
        return message
    }
    /// `backgroundTimeRemaining` in seconds; infinity in the foreground (B5).
    public var backgroundTimeRemaining: Double { app.backgroundTimeRemaining(at: now) }
    /// `beginBackgroundTaskWithExpirationHandler:`; 0 is `UIBackgroundTaskInvalid` (B5).
    public func beginBackgroundTask(expirationHandler: CallbackID?) -> Int {
        app.grew = true
        return app.beginBackgroundTask(handler: expirationHandler, in: self)
    }
    /// `endBackgroundTask:` (B5).
    public func endBackgroundTask(_ id: Int) { app.endBackgroundTask(id, in: self) }
    /// `print(...)`: a `log` event.
    public func log(_ text: String) { app.emit(.log(text: TraceText.limited(text)), at: now) }
    /// A warning about the app's code (a misspelt hook name).
    public func warn(_ message: String) { app.emit(.warning(message: message), at: now) }
    /// An informational line about the app's code, with its rule (a real UIKit method the
    /// simulator does not call, rule N).
    public func inform(_ rule: Rule, _ message: String) { app.emit(.info(rule: rule, message: message), at: now) }
    /// Queues `block` on a dispatch queue (`main` or `global`), after `delay`.
    public func dispatch(_ block: CallbackID, queue: DispatchQueueKind, after delay: SimDuration) {
        app.grew = true
        app.dispatch(block, queue: queue, at: now + delay, delayed: delay > .zero)
    }
}

/// The dispatch queues app code can use.
public enum DispatchQueueKind: String, Sendable {
    case main, global
}

extension App {
    /// A session for a code run (L5, B4, T2, T5): the spare one when there is one (moved out of
    /// `spareSession`, no reference counting).
    func takeSession(hook: Hook?, budget: SimDuration) -> HookSession {
        guard var session = spareSession.take() else { return HookSession(app: self, hook: hook, budget: budget) }
        // Never reused while held: a code run still under way, or a host's reference, would see
        // its cost, budget and kill request change under it.
        assert(isKnownUniquelyReferenced(&session), "a session is reused while something holds it")
        session.reset(hook: hook, budget: budget)
        return session
    }

    /// Keeps a finished session as the spare, unless something still holds it (then it is that
    /// holder's, and a new one is made next time). The session is moved in, not copied.
    func recycle(_ session: consuming HookSession) {
        var finished = session
        if isKnownUniquelyReferenced(&finished) { spareSession = consume finished }
    }
}

// MARK: Scenes (C1–C4)

extension HookSession {
    /// C2: `scene.activationState` of the scene of session `id` (`unattached` when unknown).
    public func sceneState(_ id: Int) -> String { app.record.scenes.session(id)?.state.rawValue ?? SceneState.unattached.rawValue }

    /// C3: `application.connectedScenes` (the scenes' handles) and `application.openSessions`.
    public var connectedScenes: [SceneHandle] { app.record.scenes.connected.map(\.handle) }
    public var openSessions: [SceneHandle] { app.record.scenes.all.map(\.handle) }
    /// C3: `application.supportsMultipleScenes`.
    public var supportsMultipleScenes: Bool { app.sceneManifest?.supportsMultipleScenes ?? false }

    /// C4: `session.stateRestorationActivity` of session `id`.
    public func stateRestorationActivity(_ id: Int) -> RestorableValue? { app.record.scenes.session(id)?.activity }

    /// C1: what `application:configurationForConnectingSceneSession:options:` returned.
    public func chooseSceneConfiguration(_ id: Int, name: String?, delegateClass: String?) {
        app.chooseSceneConfiguration(id, name: name, delegateClass: delegateClass, in: self)
    }

    /// C4: what `stateRestorationActivityForScene:` returned (nil: nothing to restore).
    public func keepStateRestorationActivity(_ activity: RestorableValue?, forScene id: Int) {
        app.keepActivity(activity, forScene: id)
    }
}
