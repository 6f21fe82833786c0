import Testing
@testable import LifecycleLua

/// `lifecycle explain` covers every rule of SPEC.md, and its examples are valid Lua.
@Suite("Rule catalog")
struct RuleCatalogTests {
    /// Every rule id of SPEC.md, by group.
    static let specIDs: [String] = [("S", 4), ("L", 5), ("U", 2), ("I", 8), ("B", 8), ("R", 11), ("M", 3),
                                    ("F", 6), ("T", 5), ("E", 7), ("V", 2)]
        .flatMap { group, count in (1...count).map { "\(group)\($0)" } }

    @Test("every rule of SPEC.md has an explanation, in SPEC order")
    func everyRule() {
        #expect(Self.specIDs.count == 61)
        let missing = Self.specIDs.filter { RuleCatalog.explanation($0) == nil }
        #expect(missing.isEmpty, "no explanation for \(missing)")
        #expect(RuleCatalog.ids == Self.specIDs)
    }

    @Test("each explanation has a title and text, and its breaking app and fix are valid Lua", arguments: specIDs)
    func entry(_ id: String) throws {
        let entry = try #require(RuleCatalog.explanation(id))
        #expect(!entry.title.isEmpty)
        #expect(entry.text.count > 60)
        let lua = try #require(LuaState(memoryLimit: 8 << 20, ticksEvery: 1000))
        defer { lua.close() }
        #expect(lua.load(entry.breaks, chunkName: "=breaks") == nil, "\(id) breaks: not valid Lua")
        lua.stack.pop()
        #expect(lua.load(entry.fix, chunkName: "=fix") == nil, "\(id) fix: not valid Lua")
        lua.stack.pop()
    }
}
