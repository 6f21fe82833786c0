import LifecycleOutput

/// How the reports of `lifecycle test` lay out a value: text from a script or a file (app and
/// scenario names, descriptions, messages, paths) made safe (`SafeText`, docs/security.md, "The
/// terminal") and cut to a column, padded columns, and simulated seconds as a decimal.
/// Implements no lifecycle rule (findings H09, H37).
enum ReportFormat {
    /// `text` made visible (`SafeText.escape`: every control character written out, a tab and
    /// a newline too) and cut to at most `limit` characters, the last one an ellipsis when it was
    /// cut (a 5,000-character app name must not push the marks of a matrix off screen).
    static func short(_ text: String, limit: Int = 60) -> String {
        let shown = SafeText.escape(text)
        guard shown.count > limit else { return shown }
        return String(shown.prefix(limit - 1)) + "…"
    }

    /// `text` padded with spaces on the right to `width` characters.
    static func padded(_ text: String, to width: Int) -> String {
        let count = text.count
        return count >= width ? text : text + String(repeating: " ", count: width - count)
    }

    /// `text` padded with spaces on the left to `width` characters.
    static func right(_ text: String, to width: Int) -> String {
        let count = text.count
        return count >= width ? text : String(repeating: " ", count: width - count) + text
    }

    /// A number of simulated seconds as a plain decimal, never in exponent notation (JUnit's
    /// `time` is an `xs:decimal`): whole microseconds, trailing zeros dropped (`0`, `1.5`,
    /// `0.000125`). Not finite or negative is `0`; above 10^12 s (31,000 years) is clamped.
    static func decimalSeconds(_ seconds: Double) -> String {
        guard seconds.isFinite, seconds > 0 else { return "0" }
        let micros = Int64(exactly: (min(seconds, 1e12) * 1_000_000).rounded()) ?? 0
        let whole = micros / 1_000_000
        var fraction = micros % 1_000_000
        guard fraction != 0 else { return String(whole) }
        var digits = 6
        while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
        let text = String(fraction)
        return "\(whole)." + String(repeating: "0", count: digits - text.count) + text
    }
}
