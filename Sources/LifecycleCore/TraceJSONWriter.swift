/// The byte-level half of `TraceJSON` (the JSONL trace of INTERFACE.md): the owned buffer, and
/// a cursor that writes into it with locals only while a line is written, so that no piece pays
/// for a class property access or a uniqueness check.

/// The bytes of a `TraceJSON`, owned (a copied `TraceJSON` copies them before it writes).
final class TraceJSONBytes {
    var base: UnsafeMutablePointer<UInt8>
    var count = 0
    var capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
        base = .allocate(capacity: capacity)
    }

    func copy() -> TraceJSONBytes {
        let other = TraceJSONBytes(capacity: capacity)
        other.base.initialize(from: base, count: count)
        other.count = count
        return other
    }

    deinit { base.deallocate() }
}

/// A cursor into the buffer: locals only while a line is written (no class property accesses,
/// no uniqueness checks per piece). Grows the buffer when a piece does not fit.
struct TraceJSONWriter {
    var base: UnsafeMutablePointer<UInt8>
    var count: Int
    var capacity: Int

    @inline(__always)
    mutating func reserve(_ n: Int) {
        if count + n > capacity { grow(n) }
    }

    @inline(never)
    mutating func grow(_ n: Int) {
        let larger = Swift.max(capacity * 2, count + n)
        let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        bigger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = bigger
        capacity = larger
    }

    @inline(__always)
    mutating func byte(_ value: UInt8) {
        reserve(1)
        base[count] = value
        count += 1
    }

    mutating func bytes(_ start: UnsafeRawPointer, _ n: Int) {
        guard n > 0 else { return }
        reserve(n)
        UnsafeMutableRawPointer(base + count).copyMemory(from: start, byteCount: n)
        count += n
    }

    /// Bytes known at compile time (keys with their punctuation).
    mutating func raw(_ text: StaticString) {
        bytes(text.utf8Start, text.utf8CodeUnitCount)
    }

    /// Microseconds as seconds, as `SimDuration.appendSeconds` writes them: `0`, `1.5`, `0.000125`.
    mutating func seconds(_ micros: Int64) {
        let magnitude = micros.magnitude
        if micros < 0 { byte(UInt8(ascii: "-")) }
        unsigned(magnitude / 1_000_000)
        var fraction = magnitude % 1_000_000
        guard fraction != 0 else { return }
        var digits = 6
        while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
        byte(UInt8(ascii: "."))
        var tail: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (48, 48, 48, 48, 48, 48)
        withUnsafeMutableBytes(of: &tail) { out in
            for index in stride(from: digits - 1, through: 0, by: -1) {
                out[index] = UInt8(truncatingIfNeeded: 48 + fraction % 10)
                fraction /= 10
            }
            bytes(out.baseAddress!, digits)
        }
    }

    mutating func integer(_ value: Int64) {
        if value < 0 { byte(UInt8(ascii: "-")) }
        unsigned(value.magnitude)
    }

    mutating func unsigned(_ value: UInt64) {
        guard value >= 10 else { byte(UInt8(truncatingIfNeeded: 48 + value)); return }
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)   // 24 bytes: room for 20 digits
        var rest = value
        withUnsafeMutableBytes(of: &digits) { out in
            var start = out.count
            while rest > 0 {
                start -= 1
                out[start] = UInt8(truncatingIfNeeded: 48 + rest % 10)
                rest /= 10
            }
            bytes(out.baseAddress! + start, out.count - start)
        }
    }

    /// A JSON string literal (RFC 8259 escapes; other text is passed through as UTF-8). Runs of
    /// bytes that need no escape are found eight at a time and copied at once.
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
                if unit < 0x20 || unit == UInt8(ascii: "\"") || unit == UInt8(ascii: "\\") {
                    bytes(first + start, index - start)
                    escape(unit)
                    start = index + 1
                }
                index += 1
            }
            bytes(first + start, end - start)
        }
        byte(UInt8(ascii: "\""))
    }

    /// Whether any of eight bytes is a control character, `"` or `\\` (the classic "has a zero
    /// byte" bit trick; it never misses one, and a false alarm only sends a byte the slow way).
    @inline(__always)
    static func needsEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let control = (word &- ones &* 0x20) & ~word
        let quotes = (quote &- ones) & ~quote
        let backslashes = (backslash &- ones) & ~backslash
        return (control | quotes | backslashes) & (ones &* 0x80) != 0
    }

    mutating func escape(_ unit: UInt8) {
        switch unit {
        case UInt8(ascii: "\""): raw("\\\"")
        case UInt8(ascii: "\\"): raw("\\\\")
        case UInt8(ascii: "\n"): raw("\\n")
        case UInt8(ascii: "\r"): raw("\\r")
        case UInt8(ascii: "\t"): raw("\\t")
        default:
            let hex: StaticString = "0123456789abcdef"
            raw("\\u00")
            byte(hex.utf8Start[Int(unit >> 4)])
            byte(hex.utf8Start[Int(unit & 0xf)])
        }
    }
}
