/// A point on the simulated clock, in whole microseconds since the scenario began.
///
/// Integers, not floating point, so that the same inputs always give the same trace bytes.
///
/// The clock runs for a simulated century (`SimTime.end`): what a script asks for beyond it is
/// refused where the number enters (`ScriptNumber`), and a scenario whose clock passes it stops
/// (exit status 2). Arithmetic saturates instead of wrapping, so no input can make time run
/// backwards or trap: the range leaves Int64 a thousandfold margin.
public struct SimTime: Comparable, Hashable, Sendable, CustomStringConvertible {
    public var micros: Int64

    public init(micros: Int64) { self.micros = micros }
    public static let zero = SimTime(micros: 0)
    /// The end of the simulated clock: 100 years of 365.25 days (3,155,760,000 s) after the
    /// scenario began.
    public static let end = SimTime(micros: SimDuration.century.micros)

    public static func < (a: SimTime, b: SimTime) -> Bool { a.micros < b.micros }
    public static func + (a: SimTime, d: SimDuration) -> SimTime { SimTime(micros: saturating(a.micros, plus: d.micros)) }
    public static func - (a: SimTime, b: SimTime) -> SimDuration { SimDuration(micros: saturating(a.micros, minus: b.micros)) }

    /// Seconds as the trace writes them: `0`, `1.5`, `0.000125`.
    public var description: String { SimDuration(micros: micros).description }
}

/// A span of simulated time, in whole microseconds.
public struct SimDuration: Comparable, Hashable, Sendable, CustomStringConvertible {
    public var micros: Int64

    public init(micros: Int64) { self.micros = micros }
    public static let zero = SimDuration(micros: 0)

    public static func seconds(_ s: Int64) -> SimDuration { SimDuration(micros: saturating(s, times: 1_000_000)) }
    public static func milliseconds(_ ms: Int64) -> SimDuration { SimDuration(micros: saturating(ms, times: 1_000)) }
    /// The clock's whole range: 100 years of 365.25 days, 3,155,760,000 s.
    public static let century = SimDuration(micros: 3_155_760_000 * 1_000_000)

    /// Seconds a script gave, converted by the one checked path (`ScriptNumber.seconds`): nil
    /// when not a number, negative, infinite or longer than the clock's range.
    public static func seconds(exactly value: Double) -> SimDuration? {
        try? ScriptNumber.seconds(value).get()
    }

    public var seconds: Double { Double(micros) / 1_000_000 }

    public static func < (a: SimDuration, b: SimDuration) -> Bool { a.micros < b.micros }
    public static func + (a: SimDuration, b: SimDuration) -> SimDuration { SimDuration(micros: saturating(a.micros, plus: b.micros)) }
    public static func - (a: SimDuration, b: SimDuration) -> SimDuration { SimDuration(micros: saturating(a.micros, minus: b.micros)) }
    public static func += (a: inout SimDuration, b: SimDuration) { a = a + b }

    /// Seconds with up to six decimals and no trailing zeros: `0`, `2`, `1.5`, `0.000125`.
    public var description: String {
        var out = ""
        SimDuration.appendSeconds(micros, to: &out)
        return out
    }

    /// Appends `micros` as seconds in the trace's number format, without allocating a formatter.
    public static func appendSeconds<Out: TextOutputStream>(_ micros: Int64, to out: inout Out) {
        if micros < 0 { out.write("-") }
        let m = micros.magnitude   // Int64.min has no positive Int64
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

/// Clock arithmetic never wraps (a wrapped clock would run backwards): it stops at Int64's ends.
@inline(__always) func saturating(_ a: Int64, plus b: Int64) -> Int64 {
    let (sum, overflow) = a.addingReportingOverflow(b)
    return overflow ? (b > 0 ? .max : .min) : sum
}

@inline(__always) func saturating(_ a: Int64, minus b: Int64) -> Int64 {
    let (difference, overflow) = a.subtractingReportingOverflow(b)
    return overflow ? (b < 0 ? .max : .min) : difference
}

@inline(__always) func saturating(_ a: Int64, times b: Int64) -> Int64 {
    let (product, overflow) = a.multipliedReportingOverflow(by: b)
    return overflow ? ((a < 0) != (b < 0) ? .min : .max) : product
}
