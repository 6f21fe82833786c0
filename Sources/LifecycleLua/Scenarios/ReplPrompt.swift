import LifecycleCore

/// The REPL's prompt: the app's state (S1), as `[active]> `, and on a scene app (an app UIKit
/// drives through scenes: a manifest, on ios13 or later, C1) each open session's scene state
/// after it (C2), as `[active | main: foregroundActive, todo: background]> `; `>> ` while a
/// chunk continues.
///
/// Bounded whatever the script did: the scenes in the foreground come first, at most
/// `maxScenes` are shown and the others counted (`+5 more`), and a window's name, which the
/// scenario chose, is cut after `maxNameCharacters`. The names are shown as they are here: the
/// command line escapes the whole prompt (`SafeText`), so no control character reaches the
/// terminal.
public enum ReplPrompt {
    /// The most scenes the prompt names (an iPad's windows: a handful; the cap is 24, C3).
    public static let maxScenes = 3
    /// The longest window name shown whole; a longer one is cut, with `…`.
    public static let maxNameCharacters = 16

    /// The prompt for `app`; `continuing` while a chunk is unfinished.
    public static func text(for app: App, continuing: Bool) -> String {
        if continuing { return ">> " }
        guard app.usesScenes else { return "[\(app.state.rawValue)]> " }
        return "[\(app.state.rawValue) | \(scenes(app.sceneSessions))]> "
    }

    /// `main: foregroundActive, window2: background, +3 more`, or `no scenes`.
    static func scenes(_ sessions: [SceneSession]) -> String {
        guard !sessions.isEmpty else { return "no scenes" }
        // The foreground first (what the user sees), each part in the order the windows opened.
        let ordered = sessions.filter(\.state.isForeground) + sessions.filter { !$0.state.isForeground }
        var parts = ordered.prefix(maxScenes).map { "\(shortened($0.name)): \($0.state.rawValue)" }
        if ordered.count > maxScenes { parts.append("+\(ordered.count - maxScenes) more") }
        return parts.joined(separator: ", ")
    }

    /// `name`, or its first `maxNameCharacters - 1` characters and `…`.
    static func shortened(_ name: String) -> String {
        name.count > maxNameCharacters ? String(name.prefix(maxNameCharacters - 1)) + "…" : name
    }
}
