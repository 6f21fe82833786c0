import LifecycleCore
import LuaBridge

/// Strict globals for learners (docs/app-api.md, "Undefined globals"; stdlib/host/globals.lua):
/// a script that reads a global its environment lacks gets a warning naming the line, once per
/// name and line, with the spelling it may have meant: an Objective-C or Swift name's Lua
/// spelling (`UIApplicationStateBackground`), a global a few edits away, a field of an object a
/// delegate method is handed (`applicationState`), or a global of the other kind of script.
/// An app that sets a new global from a delegate method, a block or a timer (once its main chunk
/// returned) is warned as luacheck warns. A global of the kind that this era lacks
/// (`BGTaskScheduler` before ios13) is an availability check, never warned about. Nothing the
/// script sees changes: the read still gives nil.
final class StrictGlobals {
    /// The warnings given, by name and line, shared by the processes of one app (each launch
    /// runs the same main chunk again) and bounded: at most `limit`.
    final class Memo {
        var seen: Set<String> = []
        static let limit = 256
        /// Only the first warnings look for a near name: each compares the name with every
        /// global (at most `GlobalSuggestion.candidateLimit`), and a script chooses how many.
        static let suggestionLimit = 8
    }

    let part: APICatalog.Part
    let memo: Memo
    /// Whether the main chunk is still running (a scenario's and the REPL's always is: they
    /// set globals as they go).
    var loading = true
    /// Where a warning goes: the app's session, or the scenario's device.
    let warn: (String) -> Void

    init(part: APICatalog.Part, memo: Memo = Memo(), warn: @escaping (String) -> Void) {
        self.part = part
        self.memo = memo
        self.warn = warn
    }

    /// Runs the prelude on `env`, the last before the script's own code; the host's error or nil.
    func install(in lua: LuaState, env: LuaRef) -> String? {
        let host = hostTable(lua: lua, env: env)
        return lua.runPrelude("globals", results: 0) { stack in
            stack.pushRef(env)
            host.push(in: lua)
            return 2
        }
    }

    /// The prelude's `host` (`preludes.globals.host` in stdlib/host/calls.lua).
    func hostTable(lua: LuaState, env: LuaRef) -> HostTable {
        HostTable(functions: [
            "undefined": { [unowned self, unowned lua] stack in
                if let (name, site) = self.report(stack, how: "read"), !UndefinedGlobal.isAvailabilityCheck(name, part: self.part) {
                    self.warn(UndefinedGlobal.readMessage(name: name, site: site, part: self.part, env: env, in: lua,
                                                          nearNames: self.memo.seen.count <= Memo.suggestionLimit))
                }
                return .values(0)
            },
            "new_global": { [unowned self, unowned lua] stack in
                if let (name, site) = self.report(stack, how: "write") {
                    self.warn(UndefinedGlobal.writeMessage(name: name, site: site, env: env, in: lua,
                                                           nearNames: self.memo.seen.count <= Memo.suggestionLimit))
                }
                return .values(0)
            },
            "loading": { [unowned self] stack in
                stack.push(self.loading)
                return .values(1)
            },
        ], values: [
            // The metamethods themselves are C (Sources/LuaShim/ShimGlobals.c): free for the app.
            "install": { lua in lua.pushStrictGlobals() },
        ])
    }

    /// The name and the line of a report, the first time they are met (in any process of the
    /// app). Only Lua names of at most 64 bytes are reported (Sources/LuaShim/ShimGlobals.c).
    private func report(_ stack: LuaStack, how: String) -> (String, String)? {
        guard memo.seen.count < Memo.limit,
              let name = stack.string(at: 1, limit: 65), !name.cut,
              let site = stack.string(at: 2, limit: 300), !site.cut else { return nil }
        let place = ReplLines.renumber(site.text)
        guard memo.seen.insert(how + "\0" + place + "\0" + name.text).inserted else { return nil }
        return (name.text, place)
    }
}
