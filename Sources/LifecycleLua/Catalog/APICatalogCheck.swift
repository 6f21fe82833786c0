import LuaBridge
import LifecycleCore

/// Keeps the catalog load-bearing: every app and scenario environment the host builds is checked
/// against `stdlib/api/` before any user code runs. A global the preludes expose that the catalog
/// does not declare, one it declares that is missing, or hooks that differ from `Hook.allCases` (L1, L3, B1, … the hooks of docs/app-api.md) is a bug in
/// lifecycle itself: the environment is refused, so the app cannot start (every run and every
/// test that launches one fails at once, with this message) and a scenario cannot be made. A
/// catalog that does not run fails the build (StdlibEmbedder), and its schema is the tests'.
enum APICatalogCheck {
    /// The problem with the environment at registry ref `env` of a state of `kind` (`.app` or
    /// `.scenario`), or nil. Costs one pass over the environment's keys.
    static func problem(env: LuaRef, in lua: LuaState, kind: APICatalog.Part) -> String? {
        guard let entry = expected[kind], let result = entry else { return nil }
        switch result {
        case .failure(let bug):
            return bug.message
        case .success(let names):
            let actual = globalNames(env: env, in: lua)
            guard actual != names else { return nil }
            let declared = Set(names), present = Set(actual)
            var parts: [String] = []
            let undeclared = actual.filter { !declared.contains($0) }
            // P: a framework of a later era is absent on older profiles (C6: BGTaskScheduler).
            let missing = names.filter { !present.contains($0) && !(kind == .app && LuaApp.bgTaskGlobals.contains($0)) }
            guard !undeclared.isEmpty || !missing.isEmpty else { return nil }
            if !undeclared.isEmpty { parts.append("not declared in the catalog: \(undeclared.joined(separator: ", "))") }
            if !missing.isEmpty { parts.append("declared but not set: \(missing.joined(separator: ", "))") }
            return "lifecycle host bug: the \(kind.rawValue) environment differs from stdlib/api/ (\(parts.joined(separator: "; "))); "
                + "declare every global in stdlib/api/\(kind.rawValue).lua (or sandbox.lua)"
        }
    }

    /// What each kind of environment must hold, worked out once per process from the names the
    /// build read out of `stdlib/api/` (StdlibEmbedder): the sorted global names, or the message
    /// of hooks that differ. The catalog's schema is checked by the tests (APICatalogTests
    /// decodes every part and compares its names with these); a catalog that does not run fails
    /// the build. A start decodes nothing.
    static let expected: [APICatalog.Part: Result<[String], HostBug>?] = {
        var table: [APICatalog.Part: Result<[String], HostBug>?] = [.sandbox: nil]
        for kind in [APICatalog.Part.app, .scenario] {
            if kind == .app, let problem = hookProblem(declared: builtHooks) {
                table[kind] = .failure(HostBug(message: problem))
            } else {
                table[kind] = .success(builtGlobals(of: kind))
            }
        }
        return table
    }()

    /// The global names of part `part` as the build read them, in the catalog's order.
    static func builtNames(_ part: APICatalog.Part, _ prefix: String) -> [String] {
        (EmbeddedStdlib.catalogNames[part.module] ?? []).compactMap { line in
            line.hasPrefix(prefix) ? String(line.dropFirst(prefix.count)) : nil
        }
    }

    /// The global names an environment of `kind` must hold (the sandbox's and its own), sorted,
    /// as the build read them: what `APICatalog.expectedGlobals(of:)` gives from a full decode.
    static func builtGlobals(of kind: APICatalog.Part) -> [String] {
        (builtNames(.sandbox, "global ") + builtNames(kind, "global ")).sorted()
    }

    /// The hooks of `stdlib/api/app.lua` as the build read them: `name selector`, in order.
    static var builtHooks: [String] { builtNames(.app, "hook ") }

    /// The hooks of `stdlib/api/app.lua` against `Hook.allCases`: the same Lua names and
    /// selectors, in the same order. Nil when they agree. `declared` is `name selector` each;
    /// by default, from the full decode of the catalog (the tests).
    static func hookProblem(declared given: [String]? = nil) -> String? {
        let declared: [String]
        if let given {
            declared = given
        } else {
            guard case .success(let app) = APICatalog.part(.app) else { return nil }
            declared = app.hooks.map { "\($0.name) \($0.selector)" }
        }
        let real = Hook.allCases.map { "\($0.luaName) \($0.selector)" }
        guard declared != real else { return nil }
        let extra = declared.filter { !real.contains($0) }, missing = real.filter { !declared.contains($0) }
        let detail = extra.isEmpty && missing.isEmpty ? "the order differs"
            : "catalog only: [\(extra.joined(separator: ", "))]; Hook only: [\(missing.joined(separator: ", "))]"
        return "lifecycle host bug: the hooks of stdlib/api/app.lua differ from Hook.allCases (\(detail))"
    }

    /// The string keys of the table at registry ref `env`, sorted (raw traversal, no metamethods).
    static func globalNames(env: LuaRef, in lua: LuaState) -> [String] {
        let stack = lua.stack
        stack.pushRef(env)
        let table = stack.top
        var names: [String] = []
        stack.walk(table: table, limit: Int(Int32.max)) {
            if stack.type(at: -2) == .string, let name = stack.string(at: -2) { names.append(name) }
            return true
        }
        stack.pop()
        return names.sorted()
    }

    /// A message, as an Error that can live in a static table.
    struct HostBug: Error, Sendable {
        let message: String
    }
}
