/// E6: a repeating source on the run loop (an `NSTimer`, location updates) keeps its schedule:
/// it is due at `anchor + k × interval`. A late firing does not shift the later ones, and the
/// slots missed while the thread was busy (or the app suspended, S3) collapse into one firing,
/// which happens as soon as the thread is free.
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

    /// When to fire next, given that the last firing began at `began` and its callout ended at
    /// `now`: the next slot after `began`, or `now` itself (one late firing) when the callout
    /// ran past that slot.
    public func next(afterFiringAt began: SimTime, now: SimTime) -> SimTime {
        max(slot(after: began), now)
    }
}
