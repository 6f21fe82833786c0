import LuaBridge
import LifecycleCore

/// Reading strings the system keeps (a view's name, an alert's title, a service's name, a cache
/// key): a script may hand over a string of 60 MB a thousand times, and each kept copy would live
/// in the host. They are cut after `maxNameBytes`, read without copying the rest.
enum WrapStrings {
    /// Names, titles and keys the system keeps are cut after this many bytes (then `…`).
    static let maxNameBytes = 1_024

    /// The string at `index`, cut after `limit` bytes, or nil when it is not a string.
    static func name(_ stack: LuaStack, _ index: Int32, limit: Int = maxNameBytes) -> String? {
        guard let (text, cut) = stack.string(at: index, limit: limit) else { return nil }
        return cut ? text + "…" : text
    }

    /// The string at `index` when it is 1 to `limit` bytes, else nil: for names that identify
    /// something (a window, a task identifier), which a cut would make two names one.
    static func whole(_ stack: LuaStack, _ index: Int32, limit: Int) -> String? {
        guard let (text, cut) = stack.string(at: index, limit: limit), !cut, !text.isEmpty else { return nil }
        return text
    }
}

extension WrapStrings {
    /// `text` as a message quotes a name the host refused: its first `scalars` characters, each
    /// control character (`ControlCharacters`: escapes, newlines, bidirectional marks) as `?`,
    /// then `…` when there was more (or `cut`: only part of it was read). A hostile name of a
    /// megabyte or of escape sequences stays one short line.
    static func quoted(_ text: String, cut: Bool = false, scalars: Int = 32) -> String {
        let kept = text.unicodeScalars.prefix(scalars).map { ControlCharacters.contains($0) ? "?" : $0 }
        return String(String.UnicodeScalarView(kept)) + (cut || text.unicodeScalars.count > scalars ? "…" : "")
    }
}
