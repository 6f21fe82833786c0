import LifecycleCore
import LuaBridge

/// "Did you mean" for a misspelt global, as misspelt hooks get one (docs/app-api.md):
/// Lua's `attempt to call a nil value (global 'homee')` gains `; did you mean home()?` when a
/// global of the script's environment (a verb, a framework, a global of its own) is a few edits
/// away. Scenarios, app scripts and the REPL all go through here.
enum GlobalSuggestion {
    /// At most this many globals are compared (a script may make millions).
    static let candidateLimit = 5_000

    /// `message`, with a suggestion when it is about a nil global and one is close enough.
    static func adding(to message: String, env: LuaRef, in lua: LuaState, part: APICatalog.Part) -> String {
        // A Swift spelling of a field (`UIApplication.shared.applicationState`).
        if let field = nilField(in: message), let lua = ForeignSpelling.fields[field] { return message + "; " + lua }
        guard let name = missingGlobal(in: message) else { return message }
        // P: a framework of a later era (C6: BGTaskScheduler before ios13).
        if LuaApp.bgTaskGlobals.contains(name) {
            return message + "; \(name) exists from ios13 (P, C6): run with --profile ios13, or check `if \(name) then … end` as an app for older iOS checks availability"
        }
        // What strict globals' warning says of the name, so that an error of the main chunk,
        // whose warnings are never shown, still says it.
        let calling = message.contains("attempt to call a nil value")
        switch UndefinedGlobal.knowledge(of: name, part: part, env: env, in: lua, asCall: calling) {
        case .meant(let shown): return message + "; did you mean \(shown)?"
        case .says(let text): return message + "; " + text
        case nil: return message
        }
    }

    /// The name in `attempt to call|index a nil value (global 'NAME')`, if the message is that.
    static func missingGlobal(in message: String) -> String? {
        guard message.contains("a nil value (global '"),
              let start = message.firstRange(of: "(global '")?.upperBound,
              let end = message[start...].firstIndex(of: "'") else { return nil }
        let name = String(message[start..<end])
        return name.isEmpty || name.utf8.count > 64 ? nil : name
    }

    /// The name in `attempt to index a nil value (field 'NAME')`, if the message is that.
    static func nilField(in message: String) -> String? {
        guard let start = message.firstRange(of: "a nil value (field '")?.upperBound,
              let end = message[start...].prefix(65).firstIndex(of: "'") else { return nil }
        return String(message[start..<end])
    }

    /// The global nearest `name` ignoring case, when it is within a few edits: one for names of
    /// up to 5 letters (`nope` is not `type`; two swapped letters count), two up to 8, three beyond. Candidates are sorted first, so that the same
    /// script always gets the same suggestion (the order of a Lua table is not).
    static func closestGlobal(to name: String, env: LuaRef, in lua: LuaState) -> (name: String, isFunction: Bool)? {
        let stack = lua.stack
        var globals: [(name: String, isFunction: Bool)] = []
        stack.pushRef(env)
        guard stack.isTable(-1) else { stack.pop(); return nil }
        stack.walk(table: -1, limit: 4 * candidateLimit) {
            if stack.type(at: -2) == .string, let key = stack.string(at: -2, limit: 65), !key.cut, key.text != name {
                globals.append((key.text, stack.isFunction(-1)))
            }
            return globals.count < candidateLimit
        }
        stack.pop()
        globals.sort { $0.name < $1.name }
        let lowered = name.lowercased()
        let limit = name.count <= 5 ? 1 : name.count <= 8 ? 2 : 3
        let letters = lowered.sorted()
        var best: (name: String, isFunction: Bool, distance: Int)?
        for global in globals {
            // The lengths' difference is a lower bound of the distance: no need to compute it.
            if abs(global.name.count - name.count) > max(limit, 2) { continue }
            let candidate = global.name.lowercased()
            guard let distance = NameDistance.between(lowered, candidate) else { continue }
            // Two letters swapped (`wrok`) are two edits, and the one typo a short name allows.
            let swapped = distance == 2 && name.count > 3 && name.count <= 5 && candidate.sorted() == letters
            if distance <= limit || swapped, best == nil || distance < best!.distance {
                best = (global.name, global.isFunction, distance)
            }
        }
        return best.map { ($0.name, $0.isFunction) }
    }
}
