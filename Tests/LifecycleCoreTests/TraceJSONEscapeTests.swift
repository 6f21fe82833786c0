import Foundation
import Testing

@testable import LifecycleCore

/// H37: the JSONL trace and the JSON report carry no raw C1 control (U+009B is CSI), bidi
/// override or separator from a script: the one JSON string writer escapes every character of
/// `ControlCharacters` as `\u`, and a JSON reader still gets the exact text back
/// (docs/security.md, "The terminal").
@Suite("JSON escapes of script text")
struct TraceJSONEscapeTests {
    /// The characters to escape, as docs/security.md lists them, written out here on purpose
    /// rather than read from `ControlCharacters`: the test holds the table to the documented set.
    static func documented(_ value: UInt32) -> Bool {
        value < 0x20 || value == 0x7F || (0x80...0x9F).contains(value) || value == 0x061C
            || value == 0x200E || value == 0x200F || (0x202A...0x202E).contains(value)
            || (0x2066...0x2069).contains(value) || value == 0x2028 || value == 0x2029
            || value == 0xFEFF || value == 0xFFFE || value == 0xFFFF
    }

    /// What the writer must make of one character.
    static func expected(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\"": return "\\\""
        case "\\": return "\\\\"
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        case _ where documented(scalar.value):
            let hex = String(scalar.value, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: return String(scalar)
        }
    }

    /// Every Unicode scalar, in strings of 4,096.
    static var everyScalar: [[Unicode.Scalar]] {
        let all = (UInt32(0)...0x10FFFF).compactMap(Unicode.Scalar.init)
        return stride(from: 0, to: all.count, by: 4096).map { Array(all[$0..<min($0 + 4096, all.count)]) }
    }

    @Test("H37: every code point 0…U+10FFFF: the table is the documented set, and the JSON writer escapes exactly it")
    func everyCodePoint() {
        var wrongTable: [UInt32] = [], wrongJSON: [Int] = []
        for (index, chunk) in Self.everyScalar.enumerated() {
            for scalar in chunk where ControlCharacters.contains(scalar) != Self.documented(scalar.value) {
                wrongTable.append(scalar.value)
            }
            var text = String.UnicodeScalarView()
            text.append(contentsOf: chunk)
            let want = "\"" + chunk.map(Self.expected).joined() + "\""
            if TraceJSON.quoted(String(text)) != want { wrongJSON.append(index * 4096) }
        }
        #expect(wrongTable.isEmpty, "\(wrongTable.prefix(20).map { String($0, radix: 16) })")
        #expect(wrongJSON.isEmpty, "chunks starting at \(wrongJSON.prefix(20).map { String($0, radix: 16) })")
    }

    @Test("H37: a trace line with CSI, a bidi override and a separator is escaped, and decodes to the same text")
    func traceLine() throws {
        let text = "ls \u{9B}31m red \u{202E}fdp.exe\u{2066} \u{2028}next \u{85}\u{FEFF}"
        var json = TraceJSON()
        json.append(TraceRecord(time: SimTime(micros: 0), app: nil, event: .log(text: text)))
        let line = String(decoding: json.buffer, as: UTF8.self)
        #expect(line == #"{"t":0,"event":"log","text":"ls \u009b31m red \u202efdp.exe\u2066 \u2028next \u0085\ufeff"}"# + "\n")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["text"] as? String == text)
    }

    @Test("H37: each class at every offset of the eight-byte scan is escaped; its neighbours outside the table pass through")
    func everyOffset() throws {
        let escaped: [Unicode.Scalar] = ["\u{80}", "\u{9F}", "\u{61C}", "\u{200F}", "\u{202A}", "\u{2069}", "\u{2029}", "\u{FFFE}"]
        let kept: [Unicode.Scalar] = ["\u{7E}", "\u{A0}", "\u{61B}", "\u{200D}", "\u{2027}", "\u{202F}", "\u{2065}", "\u{206A}",
                                      "\u{FEFE}", "\u{FFFD}", "é", "🙂"]
        for scalar in escaped + kept {
            for offset in 0..<18 {
                let text = String(repeating: "a", count: offset) + String(scalar) + String(repeating: "b", count: 9)
                let want = "\"" + String(repeating: "a", count: offset) + Self.expected(scalar) + String(repeating: "b", count: 9) + "\""
                #expect(TraceJSON.quoted(text) == want, "U+\(String(scalar.value, radix: 16)) at \(offset)")
                let back = try JSONDecoder().decode(String.self, from: Data(TraceJSON.quoted(text).utf8))
                #expect(back == text, "round trip of U+\(String(scalar.value, radix: 16))")
            }
        }
    }
}
