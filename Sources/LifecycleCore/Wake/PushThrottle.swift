import DequeModule

/// The system's budget of background wakes by silent push for one app (W2), kept across its
/// processes. Apple does not publish the budget; it advises sending no more than two or three
/// background notifications an hour. The simulator's model: at most `limit` wakes or launches by
/// push in any `window` (a sliding window: a wake exactly `window` old no longer counts). A push
/// over the budget is held, the newest replacing the one held before; the system wakes the app
/// for it as soon as the window allows (that wake counts), or delivers it when the app next runs
/// in the foreground, if sooner. A force-quit discards it (W3). Pushes to an app in the
/// foreground are neither held nor counted. At most `limit` times are kept: O(1) per push.
struct PushThrottle {
    /// Wakes or launches by push allowed in any `window` (the simulator's model, W2).
    static let limit = 3
    /// The length of the sliding window (one hour).
    static let window = SimDuration.seconds(3_600)

    /// When the counted wakes happened, oldest first (at most `limit`).
    private(set) var wakes = Deque<SimTime>()
    /// The push held for the next opening of the window (W2), and the job that delivers it.
    private(set) var held: PushPayload?
    var heldTicket: Scheduler.Ticket?

    /// Forgets the wakes that no longer count at `now` (those `window` old or older).
    private mutating func prune(_ now: SimTime) {
        while let first = wakes.first, now - first >= PushThrottle.window { wakes.removeFirst() }
    }

    /// Whether a push may wake the app at `now`: fewer than `limit` wakes in the window.
    mutating func allows(at now: SimTime) -> Bool {
        prune(now)
        return wakes.count < PushThrottle.limit
    }

    /// Counts a wake or launch by push at `now`.
    mutating func count(at now: SimTime) {
        prune(now)
        wakes.append(now)
        if wakes.count > PushThrottle.limit { wakes.removeFirst() }
    }

    /// When the window next allows a wake: the oldest counted wake leaves it.
    var opening: SimTime? { wakes.count >= PushThrottle.limit ? wakes.first.map { $0 + PushThrottle.window } : nil }

    /// Holds `payload`, replacing the one held before (returned).
    mutating func hold(_ payload: PushPayload) -> PushPayload? {
        defer { held = payload }
        return held
    }

    /// The held push, no longer held; its job is the caller's to cancel.
    mutating func takeHeld() -> PushPayload? {
        defer { held = nil }
        return held
    }

    /// The state key's part (explorer): the age of each counted wake, and whether a push is held.
    func fingerprint(at now: SimTime) -> String {
        "push=" + wakes.filter { now - $0 < PushThrottle.window }.map { "\((now - $0).micros)" }.joined(separator: ",") + (held == nil ? "" : "+held")
    }
}
