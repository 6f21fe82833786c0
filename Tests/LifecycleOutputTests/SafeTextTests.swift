import LifecycleCore
import LifecycleOutput
import Testing

/// The one text escaper (docs/security.md, "The terminal"): every character of the core's table
/// written out, in each of the forms the outputs use.
@Suite("SafeText")
struct SafeTextTests {
    /// One of each class of the table, and how it is written.
    static let classes: [(String, String)] = [
        ("\u{0}", #"\u{0}"#), ("\u{7}", #"\u{7}"#), ("\u{1B}", #"\e"#), ("\r", #"\r"#), ("\u{1F}", #"\u{1F}"#),
        ("\u{7F}", #"\u{7F}"#), ("\u{80}", #"\u{80}"#), ("\u{85}", #"\u{85}"#), ("\u{9B}", #"\u{9B}"#), ("\u{9F}", #"\u{9F}"#),
        ("\u{61C}", #"\u{61C}"#), ("\u{200E}", #"\u{200E}"#), ("\u{200F}", #"\u{200F}"#), ("\u{202A}", #"\u{202A}"#),
        ("\u{202E}", #"\u{202E}"#), ("\u{2066}", #"\u{2066}"#), ("\u{2069}", #"\u{2069}"#),
        ("\u{2028}", #"\u{2028}"#), ("\u{2029}", #"\u{2029}"#),
        ("\u{FEFF}", #"\u{FEFF}"#), ("\u{FFFE}", #"\u{FFFE}"#), ("\u{FFFF}", #"\u{FFFF}"#),
    ]

    @Test("H37: ASCII and U+0080–U+009F controls, DEL, bidi marks, overrides and isolates, separators, U+FEFF, U+FFFE and U+FFFF are written out in every form")
    func everyClass() {
        for (raw, shown) in Self.classes {
            for (name, escape) in Self.forms {
                #expect(escape("a" + raw + "b") == "a" + shown + "b", "\(name): U+\(String(raw.unicodeScalars.first!.value, radix: 16))")
            }
        }
    }

    @Test("characters beside the table's ranges pass through as they are")
    func neighbours() {
        let text = "\u{20}~\u{A0}é\u{61B}\u{200D}\u{2027}\u{202F}\u{2065}\u{206A}\u{FEFE}\u{FFFD}\u{10FFFF}🍎 ✓"
        for (name, escape) in Self.forms { #expect(escape(text) == text, "\(name)") }
    }

    @Test("a newline and a tab: written out in a report's field, a tab kept on a terminal's line, both kept in lines")
    func newlineAndTab() {
        #expect(SafeText.escape("a\tb\nc") == #"a\tb\nc"#)
        #expect(SafeText.line("a\tb\nc") == "a\tb\\nc")
        #expect(SafeText.lines("a\tb\nc\r") == "a\tb\nc\\r")
        #expect(SafeText.escape("a\nb\u{0}c\td", newline: "\u{0}", tab: "\t") == "a\u{0}b\\u{0}c\td")
    }

    @Test("H09: a script's screen-clearing, title-setting print cannot act on the terminal")
    func terminalSequences() {
        let print = "\u{1B}[2J\u{1B}]0;all good\u{7}\n✓ ok: 0 violations · no kills\u{1B}[8m"
        #expect(SafeText.line(print) == #"\e[2J\e]0;all good\u{7}\n✓ ok: 0 violations · no kills\e[8m"#)
        for (_, escape) in Self.forms { #expect(!escape(print).unicodeScalars.contains("\u{1B}")) }
    }

    @Test("the escaper reads the core's table: what it changes is exactly what the table holds, below U+3000 and at U+FE00–U+FFFF")
    func sameTable() {
        let values = Array(UInt32(0)..<0x3000) + Array(UInt32(0xFE00)...0xFFFF)
        for value in values {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(scalar)
            #expect((SafeText.escape(text) != text) == ControlCharacters.contains(scalar), "U+\(String(value, radix: 16))")
        }
    }

    static let forms: [(String, @Sendable (String) -> String)] = [
        ("escape", { SafeText.escape($0) }), ("line", { SafeText.line($0) }), ("lines", { SafeText.lines($0) }),
    ]
}
