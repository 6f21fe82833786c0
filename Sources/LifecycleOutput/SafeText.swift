import LifecycleCore

/// Text that came from a script or a file, made safe to show (docs/security.md, "The terminal"):
/// the one text escaper of every output but JSON. A script's `print("\27[2J")` must not clear
/// the screen, set the window's title, hide the lines after it or draw a fake summary, and an app
/// named `"\u{1B}[2J"` must not clear a teacher's terminal, split a TAP line, or break a CSV row
/// or an XML document. Every character of `ControlCharacters` (the core's one table) is written
/// out instead of being sent: ESC as `\e`, carriage return as `\r`, newline as `\n`, tab as
/// `\t`, any other as `\u{7}` (its hexadecimal code). Only what a newline and a tab become
/// depends on the output; text without any of them is returned as it is.
/// Implements no lifecycle rule (findings H09, H27, H37); it keeps every output that cites the
/// rules (B4, L5, …) truthful.
public enum SafeText {
    /// `text` with every character of the table written out; a newline as `newline` and a tab
    /// as `tab` (by default `\n` and `\t`: a report's field, where a tab would break the columns).
    /// A newline or a tab passed as itself is kept.
    public static func escape(_ text: String, newline: String = "\\n", tab: String = "\\t") -> String {
        let keepsNewline = newline == "\n", keepsTab = tab == "\t"
        func shown(_ scalar: Unicode.Scalar) -> Bool {
            ControlCharacters.contains(scalar) && !(keepsNewline && scalar == "\n") && !(keepsTab && scalar == "\t")
        }
        guard text.unicodeScalars.contains(where: shown) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard shown(scalar) else { out.append(scalar); continue }
            let written: String
            switch scalar {
            case "\n": written = newline
            case "\t": written = tab
            case "\r": written = "\\r"
            case "\u{1B}": written = "\\e"
            default: written = "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
            out.append(contentsOf: written.unicodeScalars)
        }
        return String(out)
    }

    /// One line for a terminal (the pretty trace's strings, a path or an argument in a message):
    /// a tab is kept (it only moves right, and `print` joins its arguments with tabs), a newline
    /// is shown as `\n`.
    public static func line(_ text: String) -> String { escape(text, tab: "\t") }

    /// Lines for a terminal or a report (messages on standard error, values the REPL prints,
    /// tracebacks, the body of a JUnit `<failure>`): newlines and tabs kept, every other character
    /// of the table written out.
    public static func lines(_ text: String) -> String { escape(text, newline: "\n", tab: "\t") }
}
