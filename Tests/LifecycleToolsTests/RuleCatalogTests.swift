import Testing
@testable import LifecycleLua
@testable import LifecycleTools
import LuaBridge

/// `lifecycle explain` covers every rule of docs/rules.md, and its examples are valid Lua.
@Suite("Rule catalog")
struct RuleCatalogTests {
    /// Every rule id of docs/rules.md, by group; then the two groups without numbered rules, N
    /// (notification names) and P (OS profiles), one entry each under the bare letter; then W,
    /// then C (C6 here; the scenes, C1–C5, are explained by their own work).
    static let specIDs: [String] = [("S", 4), ("L", 5), ("U", 2), ("I", 8), ("B", 8), ("R", 11), ("M", 3),
                                    ("F", 6), ("T", 5), ("E", 7), ("V", 2)]
        .flatMap { group, count in (1...count).map { "\(group)\($0)" } } + ["N", "P"] + ["W1", "W2", "W3", "W4"] + ["C1", "C2", "C3", "C4", "C5", "C6"]

    @Test("every rule of docs/rules.md has an explanation, in its order, N and P after V, then W4, then C1–C6")
    func everyRule() {
        #expect(Self.specIDs.count == 73)
        let missing = Self.specIDs.filter { RuleCatalog.explanation($0) == nil }
        #expect(missing.isEmpty, "no explanation for \(missing)")
        #expect(RuleCatalog.ids == Self.specIDs)
        #expect(RuleCatalog.explanation("n")?.id == "N")
    }

    @Test("N names the notifications and the delegate methods that go with them; P the profiles and eras")
    func unnumbered() throws {
        let n = try #require(RuleCatalog.explanation("N"))
        for name in ["UIApplicationDidFinishLaunchingNotification", "EAAccessoryDidDisconnectNotification",
                     "UIApplicationProtectedDataDidBecomeAvailable", "NSUserDefaultsDidChangeNotification",
                     "applicationSignificantTimeChange:", "application:willChangeStatusBarFrame:",
                     "application:didChangeStatusBarFrame:", "application:willChangeStatusBarOrientation:duration:",
                     "application:didChangeStatusBarOrientation:", "applicationProtectedDataWillBecomeUnavailable:",
                     "applicationProtectedDataDidBecomeAvailable:"] {
            #expect(n.text.contains(name), "explain N does not name \(name)")
        }
        let p = try #require(RuleCatalog.explanation("P"))
        for word in ["ios3", "ios4", "ios6", "ios7", "ios13", "600 s", "180 s", "30 s", "notification_center()",
                     "application:willFinishLaunchingWithOptions:", "exit status 2"] {
            #expect(p.text.contains(word), "explain P does not mention \(word)")
        }
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
