import LuaBridge

/// The words of strict globals' warnings (docs/app-api.md, "Undefined globals"): a read of a
/// global the script's environment lacks, and an app's new global set outside its main chunk.
enum UndefinedGlobal {
    /// `app.lua:12: 'UIApplicationStateBackground' is not defined, so it reads as nil: …`, with
    /// the first hint that applies: a foreign spelling, a global a few edits away, a member of an
    /// object a delegate method is handed, a global of the other kind of script.
    static func readMessage(name: String, site: String, part: APICatalog.Part, env: LuaRef, in lua: LuaState,
                            nearNames: Bool = true) -> String {
        "\(site): '\(name)' is not defined, so it reads as nil" + hint(for: name, part: part, env: env, in: lua, nearNames: nearNames)
    }

    /// `app.lua:20: setting new global 'count' outside the main chunk …` (luacheck's "setting
    /// non-standard global variable"), with a global a few edits away, if there is one.
    static func writeMessage(name: String, site: String, env: LuaRef, in lua: LuaState, nearNames: Bool = true) -> String {
        let meant = (nearNames ? GlobalSuggestion.closestGlobal(to: name, env: env, in: lua) : nil).map { "; did you mean '\($0.name)'?" } ?? ""
        return "\(site): setting new global '\(name)' from code that runs after the main chunk (a delegate method, a block, a timer): declare it in the main chunk (\(name) = nil, or its first value, at the top of the script) or make it local\(meant)"
    }

    /// What is known of a name the script read as a global, the first that applies: a foreign
    /// spelling, a global of the other kind of script, a global a few edits away (`nearNames`;
    /// a function shown called, `name()`, when `asCall`), a member of an object.
    enum Hint: Equatable {
        /// A global a few edits away, as shown (`'counter'`, `home()`).
        case meant(String)
        /// What the name is, in words.
        case says(String)
    }

    static func knowledge(of name: String, part: APICatalog.Part, env: LuaRef, in lua: LuaState,
                          nearNames: Bool = true, asCall: Bool = true) -> Hint? {
        let known = GlobalKnowledge.of(part)
        if let text = known.foreign[name] ?? known.otherKind[name] { return .says(text) }
        if nearNames, let best = GlobalSuggestion.closestGlobal(to: name, env: env, in: lua) {
            return .meant(asCall && best.isFunction ? "\(best.name)()" : "'\(best.name)'")
        }
        return known.members[name].map(Hint.says)
    }

    /// The hint after the warning (": …" or "; did you mean …?"), or "".
    static func hint(for name: String, part: APICatalog.Part, env: LuaRef, in lua: LuaState, nearNames: Bool = true) -> String {
        switch knowledge(of: name, part: part, env: env, in: lua, nearNames: nearNames) {
        case .meant(let shown): return "; did you mean \(shown)?"
        case .says(let text): return ": " + text
        case nil: return ""
        }
    }

    /// Whether a read of `name` is an availability check rather than a mistake: a global of the
    /// kind in another era (`if BGTaskScheduler then … end` before ios13, P).
    static func isAvailabilityCheck(_ name: String, part: APICatalog.Part) -> Bool {
        GlobalKnowledge.of(part).catalogGlobals.contains(name)
    }
}
