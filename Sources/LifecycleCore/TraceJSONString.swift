/// The one JSON string writer of the JSONL trace and of `lifecycle test --format json`
/// (docs/security.md, "The terminal"; finding H37). RFC 8259's escapes (`"`, `\\`, U+0000–U+001F), and
/// every other character of `ControlCharacters` (DEL, C1 such as CSI U+009B, the bidirectional
/// overrides and isolates, the line and paragraph separators, U+FEFF, U+FFFE, U+FFFF) as a `\u`
/// escape: a script's text cannot act on a terminal that shows the JSON, nor reorder what a
/// reader sees, and a JSON reader still gets the text exactly as the script wrote it.
extension TraceJSONWriter {
    /// A JSON string literal; other text is passed through as UTF-8. Runs of plain ASCII are
    /// found eight bytes at a time and copied at once; a byte past ASCII is looked at alone, and
    /// decoded only when it may start a character of the table.
    mutating func string(_ value: String) {
        var value = value
        byte(UInt8(ascii: "\""))
        value.withUTF8 { text in
            guard let first = text.baseAddress else { return }
            let end = text.count
            var start = 0
            var index = 0
            while index < end {
                if index + 8 <= end,
                   !Self.needsEscape(UnsafeRawPointer(first + index).loadUnaligned(as: UInt64.self)) {
                    index += 8
                    continue
                }
                let unit = first[index]
                if unit < 0x20 || unit == UInt8(ascii: "\"") || unit == UInt8(ascii: "\\") || unit == 0x7F {
                    bytes(first + start, index - start)
                    escape(unit)
                    index += 1
                    start = index
                } else if unit >= 0x80, ControlCharacters.mayStart(unit),
                          let (scalar, length) = Self.decode(first, at: index, end: end),
                          ControlCharacters.contains(scalar) {
                    bytes(first + start, index - start)
                    escape(scalar)
                    index += length
                    start = index
                } else {
                    index += 1
                }
            }
            bytes(first + start, end - start)
        }
        byte(UInt8(ascii: "\""))
    }

    /// Whether any of eight bytes is an ASCII control (below 0x20), `"`, `\\`, DEL or past ASCII (the classic "has
    /// a zero byte" bit trick; it never misses one, and a false alarm only sends a byte the slow
    /// way).
    @inline(__always)
    static func needsEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let delete = word ^ (ones &* 0x7F)
        let control = (word &- ones &* 0x20) & ~word
        let quotes = (quote &- ones) & ~quote
        let backslashes = (backslash &- ones) & ~backslash
        let deletes = (delete &- ones) & ~delete
        return (control | quotes | backslashes | deletes | word) & (ones &* 0x80) != 0
    }

    /// The two- or three-byte character at `index` (the only lengths the table's characters
    /// past ASCII have), with its length; nil for any other.
    @inline(__always)
    static func decode(_ text: UnsafePointer<UInt8>, at index: Int, end: Int) -> (Unicode.Scalar, Int)? {
        let lead = UInt32(text[index])
        if lead < 0xE0, index + 1 < end {
            return Unicode.Scalar((lead & 0x1F) << 6 | UInt32(text[index + 1]) & 0x3F).map { ($0, 2) }
        }
        if lead < 0xF0, index + 2 < end {
            let value = (lead & 0x0F) << 12 | (UInt32(text[index + 1]) & 0x3F) << 6 | UInt32(text[index + 2]) & 0x3F
            return Unicode.Scalar(value).map { ($0, 3) }
        }
        return nil
    }

    mutating func escape(_ unit: UInt8) {
        switch unit {
        case UInt8(ascii: "\""): raw("\\\"")
        case UInt8(ascii: "\\"): raw("\\\\")
        case UInt8(ascii: "\n"): raw("\\n")
        case UInt8(ascii: "\r"): raw("\\r")
        case UInt8(ascii: "\t"): raw("\\t")
        default: escape(Unicode.Scalar(unit))
        }
    }

    /// `\u` and the character's four hexadecimal digits, in lower case (`\u001b`, `\u009b`,
    /// `\u202e`): every character of the table is below U+10000.
    mutating func escape(_ scalar: Unicode.Scalar) {
        let hex: StaticString = "0123456789abcdef"
        let value = Int(scalar.value)
        raw("\\u")
        byte(hex.utf8Start[value >> 12 & 0xF])
        byte(hex.utf8Start[value >> 8 & 0xF])
        byte(hex.utf8Start[value >> 4 & 0xF])
        byte(hex.utf8Start[value & 0xF])
    }
}

extension TraceJSON {
    /// `text` as a JSON string literal, by the trace's own writer: the JSON report's strings
    /// (`lifecycle test --format json`) are escaped exactly as the JSONL trace's.
    public static func quoted(_ text: String) -> String {
        let storage = TraceJSONBytes(capacity: text.utf8.count + 16)
        var out = TraceJSONWriter(base: storage.base, count: 0, capacity: storage.capacity)
        out.string(text)
        storage.base = out.base   // the writer may have grown the buffer: freed with `storage`
        storage.capacity = out.capacity
        return withExtendedLifetime(storage) {
            String(decoding: UnsafeBufferPointer(start: out.base, count: out.count), as: UTF8.self)
        }
    }
}
