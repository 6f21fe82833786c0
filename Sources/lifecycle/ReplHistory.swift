import LifecycleCore
import LifecycleOutput

/// The REPL's history file (~/.lifecycle_history): one complete chunk per line, newlines and
/// backslashes escaped.
enum History {
    static let limit = 1000
    /// Whether chunks are appended to the file: not when it could not be read (a FIFO would
    /// block the append, and a file over the size limit would only grow).
    nonisolated(unsafe) private static var keeping = true

    /// The last `limit` chunks; none, with a warning, when the file cannot be read (over
    /// `Platform.maxFileBytes`, or not a regular file). A file past `limit` chunks or half the
    /// size limit is rewritten with its newest chunks, so that it never reaches the limit.
    static func load() -> [String] {
        guard let file = Platform.history else { return [] }
        do {
            guard let text = try Platform.readFileIfPresent(file.path) else { return [] }
            var lines = text.split(separator: "\n")[...]
            var bytes = text.utf8.count
            if lines.count > limit || bytes > Platform.maxFileBytes / 2 {
                while lines.count > limit || bytes > Platform.maxFileBytes / 4, let first = lines.popFirst() {
                    bytes -= first.utf8.count + 1
                }
                try? Platform.write(lines.map { $0 + "\n" }.joined(), to: file)
            }
            return lines.map { unescape(String($0)) }
        } catch {
            keeping = false
            Platform.writeStderr("warning: \(SafeText.line("\(error)")); the history starts empty and is not saved\n")
            return []
        }
    }

    static func append(_ chunk: String) {
        guard keeping, let file = Platform.history else { return }
        try? Platform.write(escape(chunk) + "\n", to: file, mode: .append)
    }

    static func escape(_ chunk: String) -> String {
        chunk.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
    }

    static func unescape(_ line: String) -> String {
        var out = ""
        var escaping = false
        for character in line {
            if escaping { out.append(character == "n" ? "\n" : character); escaping = false }
            else if character == "\\" { escaping = true }
            else { out.append(character) }
        }
        return out
    }
}
