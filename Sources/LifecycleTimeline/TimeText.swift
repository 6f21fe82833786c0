import LifecycleCore

/// Simulated times as the picture writes them: `0 s`, `12.5 s`, `1:30`, `4 min 12 s`.
enum TimeText {
    /// An axis tick.
    static func tick(_ time: SimTime) -> String {
        let seconds = time.micros / 1_000_000
        guard seconds >= 60 else { return "\(time) s" }
        let rest = SimDuration(micros: time.micros - (seconds / 60) * 60_000_000).description
        return "\(seconds / 60):" + (seconds % 60 < 10 ? "0" : "") + rest
    }

    /// A span, rounded to what matters at its size.
    static func span(_ duration: SimDuration) -> String {
        let seconds = duration.micros / 1_000_000
        if seconds >= 3600 { return "\(seconds / 3600) h \(seconds % 3600 / 60) min" }
        if seconds >= 60 { return "\(seconds / 60) min" + (seconds % 60 == 0 ? "" : " \(seconds % 60) s") }
        let tenths = (duration.micros + 50_000) / 100_000
        return "\(SimDuration(micros: tenths * 100_000)) s"
    }
}
