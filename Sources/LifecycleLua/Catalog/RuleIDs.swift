import LuaBridge

/// The rule ids of the catalog (docs/rules.md; `lifecycle explain` prints them): the keys of the
/// explain modules, `stdlib/explain/<GROUP>.lua`, embedded in the binary. What a scenario's
/// `scenario { rules = { … } }` may name (docs/testing.md). Each id is one rule (`B7`) or a group
/// without numbered rules (`N`, `P`); the pages that cover two rules at once (`B2-R11`) are pages
/// of docs/rules/, not ids. LifecycleTools' RuleCatalog reads the same modules whole.
enum RuleIDs {
    /// Every id, sorted (a group's bare letter, then its rules by number), read once per process
    /// on first use; immutable, so every thread may read it.
    static let all: [String] = {
        var ids: Set<String> = []
        for module in Stdlib.moduleNames where module.hasPrefix("explain.") {
            ids.formUnion(keys(of: module))
        }
        return ids.sorted { a, b in
            a.first != b.first ? a < b : (Int(a.dropFirst()) ?? 0) < (Int(b.dropFirst()) ?? 0)
        }
    }()

    /// Whether `id` is a rule of the catalog, exactly as docs/rules.md writes it (`B7`, not `b7`).
    static func contains(_ id: String) -> Bool { all.contains(id) }

    /// The ids a module's table holds (its string keys whose values are tables), run in a
    /// throwaway state: the module is data, shipped with lifecycle.
    private static func keys(of module: String) -> [String] {
        guard let source = Stdlib.source(of: module), let lua = LuaState(memoryLimit: 16 << 20, ticksEvery: 1000) else { return [] }
        defer { lua.close() }
        guard lua.load(source, chunkName: Stdlib.chunkName(of: module)) == nil, lua.pcall(arguments: 0, results: 1) == .ok,
              lua.stack.isTable(-1) else { return [] }
        let stack = lua.stack
        var found: [String] = []
        stack.walk(table: -1, limit: 1_000) {
            if stack.type(at: -2) == .string, stack.isTable(-1), let key = stack.string(at: -2) { found.append(key) }
            return true
        }
        stack.pop()
        return found
    }
}
