/// The one checked path for numbers a script hands to the system: sizes, times, coordinates,
/// amounts. A Lua number is a Double (or an integer the binding reads as one), and nothing stops a
/// script from passing `0/0`, `math.huge` or `1e308`; converting such a value to an integer
/// traps, and a NaN compares false with everything. Every binding that takes a number converts it
/// here, and nowhere else: the result is the value the system uses, or a `Refusal` the binding
/// returns as a Lua error naming the function and the argument. Where UIKit would clamp (a cache
/// cost far over any memory, work longer than any budget), the value is clamped instead.
/// `ConversionScanTests` fails on an integer conversion of a Double anywhere else.
public enum ScriptNumber {
    /// Why a number was refused; `message(_:argument:)` makes the Lua error.
    public struct Refusal: Error, Equatable, Sendable {
        /// What the argument must be (`a number of seconds >= 0`).
        public let expected: String
        /// The value given.
        public let value: Double
        /// More than "expected …, got …" when the value is of the right kind but out of range
        /// (`is longer than the simulated clock runs: …`), and the value's unit (`s`).
        public let reason: String?
        public var unit: String?

        init(expected: String, value: Double, reason: String?, unit: String? = nil) {
            self.expected = expected
            self.value = value
            self.reason = reason
            self.unit = unit
        }

        /// `advance: expects a number of seconds >= 0, got nan`; naming the argument, `tap:
        /// expects x to be a number on the screen (0 to 320 points), got 1e+308`; out of range,
        /// `asyncAfter: the delay of 1e+19 s is longer than the simulated clock runs: …`.
        public func message(_ function: String, argument: String? = nil) -> String {
            let given = ScriptNumber.describe(value)
            if let reason {
                let amount = given + (unit.map { " \($0)" } ?? "")
                return "\(function): " + (argument.map { "\($0) of \(amount)" } ?? amount) + " \(reason)"
            }
            return "\(function): expects \(argument.map { "\($0) to be " } ?? "")\(expected), got \(given)"
        }
    }

    /// How a number reads in a message: `3`, `-1`, `2.5`, `1e+19`, `nan`, `inf`, `-inf`.
    public static func describe(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if let whole = integer(value), whole.magnitude < 1_000_000_000_000_000 { return String(whole) }   // below 10^15
        return "\(value)"
    }

    /// The integer `value` is exactly, or nil (a fraction, NaN, infinite, beyond Int64).
    public static func integer(_ value: Double) -> Int64? { Int64(exactly: value) }

    // MARK: Time

    /// Seconds (a delay, an interval, a span to advance): finite, at least 0, and no longer than
    /// the clock's range (a simulated century). Rounded to the microsecond.
    public static func seconds(_ value: Double) -> Result<SimDuration, Refusal> {
        let expected = "a number of seconds >= 0"
        guard !value.isNaN, value >= 0 else { return .failure(Refusal(expected: expected, value: value, reason: nil)) }
        guard value <= SimDuration.century.seconds else {
            return .failure(Refusal(expected: expected, value: value,
                                    reason: "is longer than the simulated clock runs: 100 years (3155760000 s)", unit: "s"))
        }
        return .success(microseconds(value))
    }

    /// Seconds of work (`work(s)`): any number >= 0, `math.huge` included. More than the clock's
    /// range is the range: the code's watchdog stops it long before.
    public static func workSeconds(_ value: Double) -> Result<SimDuration, Refusal> {
        guard !value.isNaN, value >= 0 else {
            return .failure(Refusal(expected: "a number of seconds >= 0", value: value, reason: nil))
        }
        return .success(value >= SimDuration.century.seconds ? .century : microseconds(value))
    }

    /// `setMinimumBackgroundFetchInterval:` (W1): seconds >= 0; `math.huge`
    /// (`UIApplicationBackgroundFetchIntervalNever`) is never, nil; a finite interval longer than
    /// the clock's range is that range.
    public static func fetchInterval(_ value: Double) -> Result<SimDuration?, Refusal> {
        guard !value.isNaN, value >= 0 else {
            return .failure(Refusal(expected: "a number of seconds >= 0 (or UIApplicationBackgroundFetchIntervalNever)", value: value, reason: nil))
        }
        if value == .infinity { return .success(nil) }
        return .success(value >= SimDuration.century.seconds ? .century : microseconds(value))
    }

    /// `value` seconds (finite, in 0...century) in whole microseconds.
    private static func microseconds(_ value: Double) -> SimDuration {
        SimDuration(micros: Int64((value * 1_000_000).rounded()))
    }

    // MARK: Space

    /// A point of the 320×480 screen a touch lands on: `x` in 0...320, `y` in 0...480.
    public static func screenPoint(_ value: Double, extent: Double) -> Result<Double, Refusal> {
        let expected = "a number on the screen (0 to \(describe(extent)) points)"
        guard value.isFinite, value >= 0, value <= extent else {
            return .failure(Refusal(expected: expected, value: value, reason: nil))
        }
        return .success(value)
    }

    /// A coordinate or a size of a view's frame, in points: any finite number (UIKit raises
    /// `CALayerInvalidGeometry` on NaN and infinities).
    public static func points(_ value: Double) -> Result<Double, Refusal> {
        guard value.isFinite else { return .failure(Refusal(expected: "a finite number of points", value: value, reason: nil)) }
        return .success(value)
    }

    /// An acceleration in g: any finite number.
    public static func acceleration(_ value: Double) -> Result<Double, Refusal> {
        guard value.isFinite else { return .failure(Refusal(expected: "a finite number of g", value: value, reason: nil)) }
        return .success(value)
    }

    // MARK: Memory

    /// The most bytes a size can stand for: a pebibyte, far over every memory limit and every
    /// storage capacity, so a bigger cost is clamped to it and still goes over the limit.
    public static let maxBytes: Int64 = 1 << 50

    /// A size in megabytes (an `NSCache` cost) as bytes: finite and at least 0; more than a
    /// pebibyte counts as a pebibyte (over the memory limit either way: a jetsam kill).
    public static func bytes(megabytes value: Double) -> Result<Int64, Refusal> {
        guard value.isFinite, value >= 0 else {
            return .failure(Refusal(expected: "a size in megabytes >= 0", value: value, reason: nil))
        }
        let bytes = value * 1_048_576
        return .success(bytes >= Double(maxBytes) ? maxBytes : Int64(bytes.rounded()))
    }

    /// An amount of megabytes to free (`low_memory(mb)`): finite and at least 0.
    public static func megabytes(_ value: Double) -> Result<Double, Refusal> {
        guard value.isFinite, value >= 0 else {
            return .failure(Refusal(expected: "a number of megabytes >= 0", value: value, reason: nil))
        }
        return .success(value)
    }

    // MARK: State restoration (W4)

    /// A number a state restoration coder stores (`encodeObject_forKey`, `encodeDouble_forKey`):
    /// any finite number.
    public static func restorable(_ value: Double) -> Result<Double, Refusal> {
        guard value.isFinite else { return .failure(Refusal(expected: "a finite number", value: value, reason: nil)) }
        return .success(value)
    }

    /// An integer a coder stores (`encodeInteger_forKey`): a number with an integer value.
    public static func restorableInteger(_ value: Double) -> Result<Int64, Refusal> {
        guard let whole = integer(value) else { return .failure(Refusal(expected: "an integer", value: value, reason: nil)) }
        return .success(whole)
    }

    // MARK: For the trace

    /// `value` in tenths, rounded, for a number the trace shows with one decimal (a footprint,
    /// an SVG coordinate); NaN is 0 and the rest is clamped to ±10^15 tenths.
    public static func tenths(_ value: Double) -> Int64 {
        guard !value.isNaN else { return 0 }
        let tenths = (value * 10).rounded()
        let bound = 1e15
        return Int64(min(max(tenths, -bound), bound))
    }
}
