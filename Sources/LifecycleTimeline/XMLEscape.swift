/// Escaping for the SVG file: anything an app or scenario wrote (hook subjects, messages, app
/// names, URLs) reaches the picture only through these, so the file stays well-formed XML 1.0.
enum XMLEscape {
    /// Character data: `&`, `<`, `>` escaped; characters XML 1.0 forbids become U+FFFD.
    static func text(_ value: String) -> String {
        escape(value, attribute: false)
    }

    /// An attribute value in double quotes: also `"`, `'`, and white space kept as references.
    static func attribute(_ value: String) -> String {
        escape(value, attribute: true)
    }

    private static func escape(_ value: String, attribute: Bool) -> String {
        var out = ""
        out.reserveCapacity(value.utf8.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where attribute: out += "&quot;"
            case "'" where attribute: out += "&apos;"
            case "\n" where attribute: out += "&#10;"
            case "\t" where attribute: out += "&#9;"
            case "\r": out += "&#13;"
            default:
                out.unicodeScalars.append(allowed(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return out
    }

    /// XML 1.0's Char production: tab, newline, carriage return, and no other control
    /// characters; not U+FFFE or U+FFFF (Swift strings hold no lone surrogates).
    static func allowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: return true
        case 0..<0x20: return false
        case 0xFFFE, 0xFFFF: return false
        default: return true
        }
    }
}
