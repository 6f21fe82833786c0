/// Where an app script gives a delegate or `info` key its value, so that a warning about the key
/// names the line as a syntax error does (`app.lua:15: the delegate has 'applicationWillResignActve'…`).
/// Read from the text: the first line, outside comments, where the key stands as a whole name
/// followed by `=` or `(` (`info = { UIFooBar = true }`, `function App:applicationX(`).
enum KeySite {
    /// At most this many keys are looked for in one script: each look reads the whole text, and a
    /// hostile delegate may have thousands of misspelt keys (the warnings after it name no line).
    static let maxLookups = 32

    /// Line of `key`'s definition in `source` (from 1), or nil.
    static func line(of key: String, in source: String) -> Int? {
        let name = Array(key.utf8)
        guard !name.isEmpty, name.count <= 256 else { return nil }
        for (index, text) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var bytes = Array(text.utf8)
            if let comment = bytes.indices.first(where: { bytes[$0] == 45 && $0 + 1 < bytes.count && bytes[$0 + 1] == 45 }) {
                bytes.removeSubrange(comment...)
            }
            if defines(name, in: bytes) { return index + 1 }
        }
        return nil
    }

    /// `name` as a whole identifier in `bytes`, followed by `=` (not `==`) or `(`.
    private static func defines(_ name: [UInt8], in bytes: [UInt8]) -> Bool {
        guard bytes.count >= name.count else { return false }
        var start = 0
        while start + name.count <= bytes.count {
            defer { start += 1 }
            guard bytes[start] == name[0], bytes[start..<start + name.count].elementsEqual(name) else { continue }
            if start > 0, isNamePart(bytes[start - 1]) { continue }
            var after = start + name.count
            if after < bytes.count, isNamePart(bytes[after]) { continue }
            while after < bytes.count, bytes[after] == 32 || bytes[after] == 9 { after += 1 }
            guard after < bytes.count else { continue }
            if bytes[after] == 40 { return true }   // (
            if bytes[after] == 61, after + 1 >= bytes.count || bytes[after + 1] != 61 { return true }   // = not ==
        }
        return false
    }

    private static func isNamePart(_ byte: UInt8) -> Bool {
        (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == 95
    }

    /// `path:line` for `key` while lookups remain, else `path`.
    static func prefix(_ key: String, source: String, path: String, lookups: inout Int) -> String {
        guard lookups < maxLookups else { return path }
        lookups += 1
        return line(of: key, in: source).map { "\(path):\($0)" } ?? path
    }
}
