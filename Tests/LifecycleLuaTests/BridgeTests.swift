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

    @Test("F07: once the state is halted, the trampoline dispatches nothing, on any thread")
    func haltedStateDispatchesNothing() throws {
        let lua = try #require(LuaState(memoryLimit: 8 << 20, ticksEvery: 1000))
        #expect(lua.load("""
          local stop, effect = ...
          pcall(coroutine.wrap(function() stop() end))
          pcall(effect)
          pcall(coroutine.wrap(function() effect() end))
          return 'survived'
          """, chunkName: "=t") == nil)
        var effects = 0
        lua.push { _ in .halt(.killed) }
        lua.push { _ in effects += 1; return .values(0) }
        #expect(lua.pcall(arguments: 2, results: 1) == .halted(.killed))
        #expect(effects == 0)
        #expect(lua.stack.top == 0)
        // Cleared (a new call of the code), Swift functions run again.
        lua.clearHalt()
        #expect(lua.load("local effect = ... effect()", chunkName: "=t") == nil)
        lua.push { _ in effects += 1; return .values(0) }
        #expect(lua.pcall(arguments: 1, results: 0) == .ok)
        #expect(effects == 1)
    }

    @Test("F10: objects carry their creation number, read back from tables, closures and threads")
    func creationNumbers() throws {
        let lua = try #require(LuaState(memoryLimit: 8 << 20, ticksEvery: 1000))
        lua.pushLimits()
        #expect(lua.pcall(arguments: 0, results: 1) == .ok)
        #expect(lua.load("""
          local limits = ...
          local sandbox = limits.sandbox({}, { print_line = print, now = os.clock, seed = function() return 1 end })
          local t = {}
          for i = 1, 40 do
            local kind = i % 3
            t[#t + 1] = kind == 0 and {} or kind == 1 and function() return i end or coroutine.create(print)
          end
          local keys = {}
          for i = #t, 1, -1 do keys[t[i]] = i end
          local order = {}
          for _, i in sandbox.pairs(keys) do order[#order + 1] = i end
          return table.concat(order, ",")
          """, chunkName: "=t") == nil)
        lua.stack.pushValue(-2)
        #expect(lua.pcall(arguments: 1, results: 1) == .ok)
        #expect(lua.stack.string(at: -1) == (1...40).map(String.init).joined(separator: ","))
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
