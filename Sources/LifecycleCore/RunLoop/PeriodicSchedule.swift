/// E6: a repeating source on the run loop (an `NSTimer`, location updates) keeps its schedule:
/// it is due at `anchor + k × interval`. A late firing does not shift the later ones. Slots
/// missed while the thread was busy elsewhere (or the app suspended, S3) collapse into one firing
/// as soon as the thread is free; after a firing, the next is the first slot after its handler
/// returned, as CFRunLoop reschedules timers (a handler longer than the interval skips slots).
public struct PeriodicSchedule: Sendable, Equatable {
    /// When the source was started: its slots are whole intervals after it.
    public let anchor: SimTime
    public let interval: SimDuration

    public init(anchor: SimTime, interval: SimDuration) {
        self.anchor = anchor
        self.interval = max(interval, .milliseconds(1))
    }

    /// The first slot strictly after `time`.
    public func slot(after time: SimTime) -> SimTime {
        guard time >= anchor else { return anchor + interval }
        let passed = (time - anchor).micros / interval.micros
        return anchor + SimDuration(micros: (passed + 1) * interval.micros)
    }

    /// When to fire next, once a firing's handler returned at `now`.
    public func next(after now: SimTime) -> SimTime { slot(after: now) }
}
