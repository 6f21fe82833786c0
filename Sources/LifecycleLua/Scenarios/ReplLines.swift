/// Line numbers of a REPL fed a script (`lifecycle repl app.lua < steps.lua`): each chunk is
/// compiled on its own, yet its messages and tracebacks name lines by their place in the whole
/// input, as `lua steps.lua` would (`stdin:7:`, not `stdin:1:` for every chunk).
///
/// Lua has no line directive, and padding each chunk with newlines costs time in the size of the
/// input for every chunk. Instead a chunk starting at line K + 1 is named `stdin+K`, which every
/// function it defines keeps, and the text shown is renumbered: `stdin+K:N` becomes
/// `stdin:(K + N)`. A function defined in one chunk and failing in a later one is still named by
/// its own chunk's offset.
public enum ReplLines {
    /// The chunk name (`=` : used as is) of a chunk whose first line is line `firstLine`.
    public static func chunkName(firstLine: Int) -> String {
        firstLine <= 1 ? "=stdin" : "=stdin+\(firstLine - 1)"
    }

    /// `text` with every `stdin+K:N` turned into `stdin:M`, M = K + N (left as is when the
    /// numbers do not fit, which only a script's own text could make). A syntax error's
    /// `(to close 'for' at line N)` after it, on the same line, counts from the same chunk.
    public static func renumber(_ text: String) -> String {
        guard text.contains("stdin+") else { return text }
        let marker = Array("stdin+".utf8), atLine = Array(" at line ".utf8)
        var lastOffset = 0
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        func digits(from start: Int) -> (value: Int, end: Int)? {
            var end = start, value = 0
            while end < bytes.count, end - start < 18, bytes[end] >= 48, bytes[end] <= 57 {
                value = value * 10 + Int(bytes[end] - 48)
                end += 1
            }
            return end > start ? (value, end) : nil
        }
        while i < bytes.count {
            if bytes[i] == marker[0], bytes[i...].starts(with: marker),
               let offset = digits(from: i + marker.count), offset.end < bytes.count, bytes[offset.end] == UInt8(ascii: ":"),
               let line = digits(from: offset.end + 1) {
                out.append(contentsOf: Array("stdin:\(offset.value + line.value)".utf8))
                i = line.end
                lastOffset = offset.value
            } else if lastOffset > 0, bytes[i] == atLine[0], bytes[i...].starts(with: atLine),
                      let line = digits(from: i + atLine.count) {
                out.append(contentsOf: Array(" at line \(lastOffset + line.value)".utf8))
                i = line.end
            } else {
                if bytes[i] == UInt8(ascii: "\n") { lastOffset = 0 }
                out.append(bytes[i])
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
