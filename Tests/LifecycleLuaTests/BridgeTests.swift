import Foundation
import Testing
import LuaShim
@testable import LifecycleLua

/// The bridge's rule: no Lua error is raised from Swift, and Swift calls Lua only through pcall
/// (LuaShim.h). These tests read the Swift sources and exercise the C side.
@Suite("Bridge")
struct BridgeTests {
    /// The only Lua C API functions Swift may call. None raises an error here: no metamethods
    /// (raw access only), keys are strings or integers, and allocation never fails while Swift
    /// runs (the cap is enforced only inside shim_pcall). Everything else goes through LuaShim.
    static let allowed: Set<String> = [
        "lua_gettop", "lua_type", "lua_typename", "lua_toboolean", "lua_absindex",
        "lua_pushnumber", "lua_pushinteger", "lua_pushboolean", "lua_pushnil", "lua_pushvalue",
        "lua_rawget", "lua_rawset", "lua_rawgeti", "lua_rawseti", "lua_setupvalue", "lua_close",
        // Raw; raises only when handed a key that is not in the table, which a loop that passes
        // back the key lua_next produced, without changing the table, never does.
        "lua_next",
    ]

    @Test("Swift calls only non-raising Lua API functions; everything else goes through LuaShim")
    func onlyNonRaisingCallsInSwift() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")
        let files = try FileManager.default.subpathsOfDirectory(atPath: sources.path).filter { $0.hasSuffix(".swift") }
        #expect(files.count > 10)
        let call = try NSRegularExpression(pattern: "\\b(luaL?_[a-z]\\w*)\\s*\\(")
        var used = Set<String>()
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for match in call.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let name = String(text[Range(match.range(at: 1), in: text)!])
                used.insert(name)
                #expect(Self.allowed.contains(name), "\(file) calls \(name), which may raise a Lua error")
            }
        }
        #expect(used.contains("lua_rawget"), "the scan found the calls it should")
    }

    @Test("a Swift function's error is raised by the C trampoline and caught by pcall")
    func trampolineRaises() throws {
        let lua = try #require(LuaState(memoryLimit: 8 << 20, ticksEvery: 1000))
        lua.push { _ in .error("refused by Swift") }
        #expect(lua.pcall(arguments: 0, results: 0) == .error(message: "refused by Swift", traceback: ""))
        #expect(lua.stack.top == 0)
    }

    @Test("a halt from Swift sticks through pcall inside Lua")
    func haltSticks() throws {
        let lua = try #require(LuaState(memoryLimit: 8 << 20, ticksEvery: 1000))
        #expect(lua.load("local stop = ... ; for i = 1, 10 do pcall(stop) end; return 'survived'", chunkName: "=t") == nil)
        lua.push { _ in .halt(.killed) }
        #expect(lua.pcall(arguments: 1, results: 1) == .halted(.killed))
        #expect(lua.stack.top == 0)
    }

    @Test("the allocator refuses past the cap only while Lua runs, and records the halt")
    func allocatorCap() throws {
        let lua = try #require(LuaState(memoryLimit: 1 << 20, ticksEvery: 1000))
        #expect(lua.load("local t = {} for i = 1, 1e7 do t[i] = i end", chunkName: "=t") == nil)
        #expect(lua.pcall(arguments: 0, results: 0) == .halted(.memory))
        #expect(lua.peakMemory <= 1 << 20)
        // Swift itself may still push (the cap is not enforced outside Lua code).
        lua.stack.push(String(repeating: "x", count: 2 << 20))
        #expect(lua.stack.string(at: -1)?.count == 2 << 20)
    }
}
