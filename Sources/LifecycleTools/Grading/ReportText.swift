import LifecycleCore

/// Text that came from a script or a file (app and scenario names, descriptions, messages,
/// paths), made safe for every report of `lifecycle test`. The same convention as the CLI's
/// `VisibleText` (docs/security.md, "The terminal"), from the same table of characters
/// (`ControlCharacters`, in the core): a control character is written out, never sent (ESC as
/// `\e`, `\r`, `\n`, `\t`, any other as `\u{7}`, its hexadecimal code), so that a name like
/// `"\u{1B}[2J"` cannot clear a teacher's terminal, split a TAP line, or break a CSV row or an
/// XML document.
/// Implements no lifecycle rule (findings F09, G19).
enum ReportText {
    /// `text` with every control character written out. Unlike the trace's `VisibleText`, a tab
    /// is escaped too (it would break the columns of a report), and so is a newline unless
    /// `keepingLines` (the body of a JUnit `<failure>`, where a traceback keeps its lines and
    /// its tabs). Text without any of them is returned as it is.
    static func visible(_ text: String, keepingLines: Bool = false) -> String {
        let escapes: (Unicode.Scalar) -> Bool = { scalar in
            needsEscape(scalar) && !(keepingLines && (scalar == "\n" || scalar == "\t"))
        }
        guard text.unicodeScalars.contains(where: escapes) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard escapes(scalar) else { out.append(scalar); continue }
            let shown: String
            switch scalar {
            case "\n": shown = "\\n"
            case "\t": shown = "\\t"
            case "\r": shown = "\\r"
            case "\u{1B}": shown = "\\e"
            default: shown = "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
            out.append(contentsOf: shown.unicodeScalars)
        }
        return String(out)
    }

    /// Whether a terminal or a reader of the report could act on `scalar` rather than show it:
    /// the one table every escaper reads, `ControlCharacters` (U+0000–U+001F, tab and newline included, DEL,
    /// C1, the bidirectional overrides and isolates, the separators, U+FEFF, U+FFFE, U+FFFF).
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool { ControlCharacters.contains(scalar) }

    /// `text` made visible and cut to at most `limit` characters, the last one an ellipsis when
    /// it was cut (a 5,000-character app name must not push the marks of a matrix off screen).
    static func short(_ text: String, limit: Int = 60) -> String {
        let shown = visible(text)
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
