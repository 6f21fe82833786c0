import Foundation
import Testing
@testable import LuaBridge

/// The bridge's rule: no Lua error is raised from Swift, and Swift calls Lua only through pcall
/// (LuaShim.h). These tests read the sources (the guards below fail the suite when a file breaks
/// the rule) and exercise the C side through the bridge.
@Suite("Bridge")
struct BridgeTests {
    /// The package's root folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Every Swift file under `folder` (`Sources`, `Tests`), by path from the root, with its text.
    static func swiftFiles(under folder: String) throws -> [(path: String, text: String)] {
        let base = root.appendingPathComponent(folder)
        return try FileManager.default.subpathsOfDirectory(atPath: base.path).filter { $0.hasSuffix(".swift") }.sorted()
            .map { ("\(folder)/\($0)", try String(contentsOf: base.appendingPathComponent($0), encoding: .utf8)) }
    }

    /// The lines of `text` that are code, with comments and string literals' contents blanked
    /// (good enough for names: a comment may mention a function, code may not call it).
    static func code(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("//") { return "" }
            var out = "", inString = false, previous: Character = " "
            for char in line {
                if char == "\"" && previous != "\\" { inString.toggle(); out.append(char) }
                else if !inString { out.append(char) }
                previous = char
            }
            if let comment = out.range(of: "//") { out = String(out[..<comment.lowerBound]) }
            return out
        }.joined(separator: "\n")
    }

    @Test("only Sources/LuaBridge imports LuaShim, nothing imports CLua; only the bench imports BenchFloor, only the build tool StdlibCompiler")
    func oneDoorToLua() throws {
        let files = try Self.swiftFiles(under: "Sources") + Self.swiftFiles(under: "Tests")
        #expect(files.count > 100)
        let importLine = try Regex("(?m)^\\s*(@\\w+\\s+)*((public|package|internal|fileprivate|private)\\s+)?import\\s+(CLua|LuaShim|BenchFloor|StdlibCompiler)\\b")
        var importers: [String: Set<String>] = [:]
        for file in files {
            for match in Self.code(file.text).matches(of: importLine) {
                let module = String(match.output[4].substring ?? "")
                importers[module, default: []].insert(file.path)
                // BenchFloor is the bench's raw C-API floor. StdlibCompiler is the C half of the
                // build-time tool that compiles the host's preludes (its header shows no Lua API,
                // and lifecycle does not link it): StdlibEmbedder alone may import it.
                // CLua is Lua's own headers: LuaBridge reaches Lua through LuaShim's, which name no
                // Lua function (ShimHeaderTests), so no Swift at all may import it.
                let allowed = switch module {
                case "BenchFloor": file.path.hasPrefix("Sources/LifecycleBench/")
                case "StdlibCompiler": file.path.hasPrefix("Sources/StdlibEmbedder/")
                case "LuaShim": file.path.hasPrefix("Sources/LuaBridge/")
                default: false
                }
                #expect(allowed, "\(file.path) imports \(module): only LuaBridge may reach Lua's C API (docs/architecture.md, the map of targets)")
            }
        }
        #expect(importers["LuaShim"]?.isEmpty == false, "the scan finds LuaBridge's own import")
    }

    @Test("no Swift file names a raising Lua function or an unprotected call")
    func noRaisingNames() throws {
        let files = try Self.swiftFiles(under: "Sources") + Self.swiftFiles(under: "Tests")
        // lua_error, luaL_error, luaL_check*, luaL_arg*, lua_call, lua_callk (spelt as a pattern,
        // so that this file does not name them).
        let raising = try Regex("\\b(lua_(error|callk?)|luaL_(error|check\\w*|arg\\w*))\\b")
        for file in files {
            for match in Self.code(file.text).matches(of: raising) {
                Issue.record("\(file.path) names \(match.output[0].substring ?? ""), which raises or calls Lua unprotected")
            }
        }
        // The scan sees code: a line calling one is found.
        #expect(Self.code("x = luaL_" + "error(L, \"no\")").contains(raising))
        #expect(!Self.code("// luaL_" + "error is C's").contains(raising))
    }

    @Test("determinism: no C file of the shim pushes a string through Lua's address-keyed string cache (lua_pushstring, lua_pushliteral)")
    func noCachedStringPushes() throws {
        let base = Self.root.appendingPathComponent("Sources/LuaShim")
        let files = try FileManager.default.subpathsOfDirectory(atPath: base.path).filter { $0.hasSuffix(".c") || $0.hasSuffix(".h") }.sorted()
        #expect(files.contains("LuaShim.c"))
        // Whether the cache holds a long string depends on the address of the text (ASLR): the
        // heap, the collector's pace and so the trace would change from run to run.
        let cached = try Regex("\\blua_push(string|literal)\\s*\\(")
        for file in files {
            let text = try String(contentsOf: base.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") && !line.contains("///") {
                #expect(!line.contains(cached), "Sources/LuaShim/\(file): \(line) pushes through the string cache; use shim_pushtext")
            }
        }
        #expect(("  lua_push" + "string(L, s);").contains(cached))
    }

    /// The backstop of the compiler's fact (ShimHeaderTests): LuaShim's headers declare no Lua
    /// function, so a Swift call of one does not compile; this scan says which file tried.
    @Test("no Swift file calls Lua's C API: LuaBridge calls only LuaShim's shim_* functions, none of which raises")
    func noLuaCallsInSwift() throws {
        let files = try Self.swiftFiles(under: "Sources")
        let call = try Regex("\\b(luaL?_[a-z]\\w*)\\s*\\(")
        for file in files {
            for match in Self.code(file.text).matches(of: call) {
                Issue.record("\(file.path) calls \(match.output[1].substring ?? ""): Swift reaches Lua only through LuaShim's shim_* functions")
            }
        }
        // The scan sees a call, and sees LuaBridge's own calls through the shim.
        #expect(Self.code("  lua_" + "rawget(L, t)").contains(call))
        let bridge = try Self.swiftFiles(under: "Sources/LuaBridge").map { Self.code($0.text) }.joined()
        #expect(bridge.contains("shim_rawget(L, "), "the scan reads LuaBridge's calls")
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

    @Test("H07: once the state is halted, the trampoline dispatches nothing, on any thread")
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

    @Test("H10: objects carry their creation number, read back from tables, closures and threads")
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
