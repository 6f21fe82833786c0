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

    /// The hint after the message (": …" or "; did you mean …?"), or "": a foreign spelling, a
    /// global of the other kind of script, a global a few edits away, a member of an object.
    static func hint(for name: String, part: APICatalog.Part, env: LuaRef, in lua: LuaState, nearNames: Bool = true) -> String {
        let known = GlobalKnowledge.of(part)
        if let foreign = known.foreign[name] { return ": " + foreign }
        if let other = known.otherKind[name] { return ": " + other }
        if nearNames, let best = GlobalSuggestion.closestGlobal(to: name, env: env, in: lua) {
            return "; did you mean \(best.isFunction ? "\(best.name)()" : "'\(best.name)'")?"
        }
        if let member = known.members[name] { return ": " + member }
        return ""
    }

    /// Whether a read of `name` is an availability check rather than a mistake: a global of the
    /// kind in another era (`if BGTaskScheduler then … end` before ios13, P).
    static func isAvailabilityCheck(_ name: String, part: APICatalog.Part) -> Bool {
        GlobalKnowledge.of(part).catalogGlobals.contains(name)
    }
}
