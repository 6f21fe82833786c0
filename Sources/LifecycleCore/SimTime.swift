/// A point on the simulated clock, in whole microseconds since the scenario began.
///
/// Integers, not floating point, so that the same inputs always give the same trace bytes.
public struct SimTime: Comparable, Hashable, Sendable, CustomStringConvertible {
    public var micros: Int64

    public init(micros: Int64) { self.micros = micros }
    public static let zero = SimTime(micros: 0)

    public static func < (a: SimTime, b: SimTime) -> Bool { a.micros < b.micros }
    public static func + (a: SimTime, d: SimDuration) -> SimTime { SimTime(micros: a.micros &+ d.micros) }
    public static func - (a: SimTime, b: SimTime) -> SimDuration { SimDuration(micros: a.micros - b.micros) }

    /// Seconds as the trace writes them: `0`, `1.5`, `0.000125`.
    public var description: String { SimDuration(micros: micros).description }
}

/// A span of simulated time, in whole microseconds.
public struct SimDuration: Comparable, Hashable, Sendable, CustomStringConvertible {
    public var micros: Int64

    public init(micros: Int64) { self.micros = micros }
    public static let zero = SimDuration(micros: 0)

    public static func seconds(_ s: Int64) -> SimDuration { SimDuration(micros: s * 1_000_000) }
    public static func milliseconds(_ ms: Int64) -> SimDuration { SimDuration(micros: ms * 1_000) }

    /// Converts seconds given by a script; nil when not finite, negative or absurdly large.
    public static func seconds(exactly value: Double) -> SimDuration? {
        guard value.isFinite, value >= 0, value <= 1e12 else { return nil }
        return SimDuration(micros: Int64((value * 1_000_000).rounded()))
    }

    public var seconds: Double { Double(micros) / 1_000_000 }

    public static func < (a: SimDuration, b: SimDuration) -> Bool { a.micros < b.micros }
    public static func + (a: SimDuration, b: SimDuration) -> SimDuration { SimDuration(micros: a.micros &+ b.micros) }
    public static func - (a: SimDuration, b: SimDuration) -> SimDuration { SimDuration(micros: a.micros - b.micros) }
    public static func += (a: inout SimDuration, b: SimDuration) { a = a + b }

    /// Seconds with up to six decimals and no trailing zeros: `0`, `2`, `1.5`, `0.000125`.
    public var description: String {
        var out = ""
        SimDuration.appendSeconds(micros, to: &out)
        return out
    }

    /// Appends `micros` as seconds in the trace's number format, without allocating a formatter.
    public static func appendSeconds<Out: TextOutputStream>(_ micros: Int64, to out: inout Out) {
        var m = micros
        if m < 0 { out.write("-"); m = -m }
        out.write(String(m / 1_000_000))
        var frac = m % 1_000_000
        guard frac != 0 else { return }
        var digits = 6
        while frac % 10 == 0 { frac /= 10; digits -= 1 }
        let text = String(frac)
        out.write(".")
        for _ in 0..<(digits - text.count) { out.write("0") }
        out.write(text)
    }
}
