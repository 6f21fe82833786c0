/// Why an app script does not load (`LuaAppLoader.loadFailure`): its message, with file and
/// line, and its kind, which `lifecycle test`'s gradebook names in a word.
public struct AppLoadFailure: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// The main chunk (or reading the delegate) raised an error, or the file does not compile.
        case crash
        /// The main chunk returned something other than the delegate table.
        case noDelegate
        /// The main chunk did not finish within the launch budget (L5).
        case loop
        /// The main chunk went over the app's memory cap (M1).
        case memory
        /// The host's backstop stopped the check.
        case host
    }

    public let kind: Kind
    public let message: String
}
