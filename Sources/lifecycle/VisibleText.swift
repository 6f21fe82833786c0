import LifecycleCore

/// Text that came from a script or a file, made safe to show on a terminal (docs/security.md,
/// "The terminal"). A script's `print("\27[2J")` must not clear the screen, set the window's
/// title, hide the lines after it or draw a fake summary: every control character is shown as an
/// escape instead of being sent to the terminal. Implements no lifecycle rule (findings F09, G09,
/// G19); it keeps the trace that cites them (B4, L5, …) truthful.
enum VisibleText {
    /// `text` with every control character written out: ESC as `\e`, carriage return `\r`, and
    /// every other one as `\u{7}` (its hexadecimal code). A tab is kept (it only moves right, and
    /// `print` joins its arguments with tabs). Control characters are the ASCII controls (U+0000–U+001F), DEL,
    /// C1 (U+0080–U+009F, which some terminals read as ESC [), the bidirectional overrides and
    /// isolates (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069, which reorder what is
    /// shown), the line and paragraph separators (U+2028, U+2029), and U+FEFF, U+FFFE and U+FFFF
    /// (`ControlCharacters`, the table the reports and JSON read too). A newline is replaced by
    /// `newline` (by default it is shown as `\n`). Text without any of them is returned as it is.
    static func escape(_ text: String, newline: String = "\\n") -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else { out.append(scalar); continue }
            let shown: String
            switch scalar {
            case "\n": shown = newline
            case "\u{1B}": shown = "\\e"
            case "\r": shown = "\\r"
            default: shown = "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
            out.append(contentsOf: shown.unicodeScalars)
        }
        return String(out)
    }

    /// Lines of text for a terminal: every control character escaped, newlines kept (messages
    /// on standard error, values the REPL prints, tracebacks).
    static func lines(_ text: String) -> String { escape(text, newline: "\n") }

    /// Whether a terminal could act on `scalar` rather than show it: a character of the one
    /// table every escaper reads (`ControlCharacters`), but a tab.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar != "\t" && ControlCharacters.contains(scalar)
    }
}
