/// Text made safe for an XML 1.0 document: the one XML escaper, of the SVG timeline and of the
/// JUnit report. Anything an app or scenario wrote (hook subjects, messages, app names, paths,
/// URLs) reaches a document only through it, so the document stays well-formed whatever the
/// script wrote: `&` and `<` cannot open markup, a quote cannot close an attribute, and a
/// character XML 1.0 forbids becomes U+FFFD. A report that must show such a character rather
/// than replace it makes its text visible first (`SafeText`). Implements no lifecycle rule
/// (findings H09, H37).
public enum SafeXML {
    /// Character data: `&`, `<`, `>` escaped, a carriage return as `&#13;` (a parser would turn
    /// it into a newline); with `quotes`, `"` and `'` too (the JUnit report escapes all five).
    /// Newlines and tabs are kept.
    public static func text(_ value: String, quotes: Bool = false) -> String {
        escape(value, quotes: quotes, whiteSpace: false)
    }

    /// An attribute value in double or single quotes: also `"` and `'`, and a newline and a tab
    /// as references (`&#10;`, `&#9;`), which attribute normalization would turn into spaces.
    public static func attribute(_ value: String) -> String {
        escape(value, quotes: true, whiteSpace: true)
    }

    private static func escape(_ value: String, quotes: Bool, whiteSpace: Bool) -> String {
        var out = ""
        out.reserveCapacity(value.utf8.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where quotes: out += "&quot;"
            case "'" where quotes: out += "&apos;"
            case "\n" where whiteSpace: out += "&#10;"
            case "\t" where whiteSpace: out += "&#9;"
            case "\r": out += "&#13;"
            default: out.unicodeScalars.append(allowed(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return out
    }

    /// XML 1.0's Char production: tab, newline, carriage return, and no other character below
    /// U+0020; not U+FFFE or U+FFFF (a Swift string holds no lone surrogate).
    public static func allowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: return true
        case 0..<0x20: return false
        case 0xFFFE, 0xFFFF: return false
        default: return true
        }
    }
}
