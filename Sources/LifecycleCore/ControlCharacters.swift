/// The one table of characters that text from a script or a file may never carry raw to a reader
/// (docs/security.md, "The terminal"; findings H09, H37): a terminal, a bidirectional renderer or
/// a parser could act on them instead of showing them. Every escaper reads this table: the one
/// text escaper, `SafeText` in LifecycleOutput (the pretty trace, messages, the REPL, and the
/// reports: pretty, TAP, JUnit, CSV), and the JSON string writer of the JSONL trace and the JSON
/// report (`TraceJSONWriter.string`, as `\u` escapes, so the text round-trips). They differ only
/// in how a character is written out, and in the tab and the newline, which the trace and a
/// JUnit failure's body keep. Implements no lifecycle rule; it keeps every output that cites
/// them truthful.
public enum ControlCharacters {
    /// Whether `scalar` is in the table:
    /// - the ASCII controls (U+0000–U+001F: ESC starts a terminal's escape sequences) and DEL (U+007F);
    /// - C1 (U+0080–U+009F: U+009B is CSI, which some terminals read as ESC [);
    /// - the bidirectional marks, overrides and isolates (U+061C, U+200E, U+200F, U+202A–U+202E,
    ///   U+2066–U+2069), which reorder what is shown around them;
    /// - the line and paragraph separators (U+2028, U+2029), which some readers break lines at;
    /// - the invisible byte order mark U+FEFF, and U+FFFE and U+FFFF (which XML 1.0 forbids).
    @inline(__always)
    public static func contains(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: return true
        case 0xFEFF, 0xFFFE, 0xFFFF: return true
        default: return false
        }
    }

    /// Whether a UTF-8 sequence starting with `lead` may encode a character of the table beyond
    /// ASCII (U+0080 and above): C1 and U+061C start with 0xC2 or 0xD8, the marks and separators
    /// with 0xE2, U+FEFF–U+FFFF with 0xEF. A byte writer decodes only these.
    @inline(__always)
    public static func mayStart(_ lead: UInt8) -> Bool {
        lead == 0xC2 || lead == 0xD8 || lead == 0xE2 || lead == 0xEF
    }
}
