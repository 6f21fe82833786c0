/// The byte-level half of `TraceJSON` (the JSONL trace of docs/trace.md): the owned buffer, and
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
}
