import LifecycleLua
import LuaBridge

/// What `lifecycle explain RULE` prints: each rule in our own words, with a minimal app that
/// breaks it and the fix, and the primary source the rule rests on (Apple's guide or reference
/// page, or a reproducible report; where the simulator models what Apple does not publish, the
/// source says it is a model). The entries live in `stdlib/explain/<GROUP>.lua` (one file per rule
/// group), embedded in the binary. Most groups have numbered rules (`B1`…`B8`); the groups N
/// (notification names) and P (OS profiles) are one entry each, under the bare letter.
public struct RuleExplanation: Sendable, Equatable {
    public let id: String
    public let title: String
    public let text: String
    public let breaks: String
    public let fix: String
    /// Where the rule comes from: a title and its URL, one per line (`lifecycle explain` prints it
    /// last, after "Source:"; docs/rules/X.md ends with the same source).
    public let source: String
}

public enum RuleCatalog {
    /// The groups in the order of the rules (docs/rules.md): a group's entries are its bare
    /// letter, if it has one (`N`, `P`), then its numbered rules. W (woken in the background:
    /// fetch, pushes, state restoration) follows P, as in docs/rules.md.
    public static let groups = Array("SLUIBRMFTEVNPWC")

    /// Every entry, by rule id.
    public static let all: [String: RuleExplanation] = {
        var entries: [String: RuleExplanation] = [:]
        let groups = Stdlib.moduleNames.filter { $0.hasPrefix("explain.") }
        for group in groups {
            for entry in load(group) { entries[entry.id] = entry }
        }
        return entries
    }()

    /// The entry for `id` (case does not matter: `b4` is `B4`).
    public static func explanation(_ id: String) -> RuleExplanation? { all[id.uppercased()] }

    /// Rule ids in order: by group (S … V, then N, P and W), then by number, a bare letter first.
    public static var ids: [String] {
        all.keys.sorted { a, b in
            let (ga, gb) = (groups.firstIndex(of: a.first!) ?? 99, groups.firstIndex(of: b.first!) ?? 99)
            return ga != gb ? ga < gb : (Int(a.dropFirst()) ?? 0) < (Int(b.dropFirst()) ?? 0)
        }
    }

    /// Runs one data module in a throwaway Lua state and reads its entries.
    private static func load(_ module: String) -> [RuleExplanation] {
        guard let source = Stdlib.source(of: module), let lua = LuaState(memoryLimit: 16 << 20, ticksEvery: 1000) else { return [] }
        defer { lua.close() }
        guard lua.load(source, chunkName: "=stdlib/\(module)") == nil, lua.pcall(arguments: 0, results: 1) == .ok,
              lua.stack.isTable(-1) else { return [] }
        let stack = lua.stack
        let table = stack.top
        var entries: [RuleExplanation] = []
        for group in groups {
            for id in ["\(group)"] + (1...20).map({ "\(group)\($0)" }) {
                stack.rawGet(id, table: table)
                defer { stack.pop() }
                guard stack.isTable(-1) else { continue }
                let entry = stack.top
                func field(_ name: String) -> String {
                    stack.rawGet(name, table: entry)
                    defer { stack.pop() }
                    return stack.string(at: -1) ?? ""
                }
                entries.append(RuleExplanation(id: id, title: field("title"), text: field("text"),
                                               breaks: field("breaks"), fix: field("fix"), source: field("source")))
            }
        }
        return entries
    }
}
