import Foundation
import Testing

/// What LuaShim's public headers (Sources/LuaShim/include, the module Swift imports) show Swift.
/// They bring in none of Lua's headers and declare no Lua function, so LuaBridge cannot even name
/// lua_error or lua_callk: a call of one fails to compile, which makes the bridge's rule (no Lua
/// error raised from Swift, Lua called only through pcall; LuaShim.h) a fact of the compiler.
/// BridgeTests' scans of the Swift sources stay as the backstop.
@Suite("Shim headers")
struct ShimHeaderTests {
    static let include = BridgeTests.root.appendingPathComponent("Sources/LuaShim/include")

    /// Every public header, by name, with its text.
    static func headers() throws -> [(name: String, text: String)] {
        try FileManager.default.contentsOfDirectory(atPath: include.path).filter { $0.hasSuffix(".h") }.sorted()
            .map { ($0, try String(contentsOf: include.appendingPathComponent($0), encoding: .utf8)) }
    }

    /// The headers `text` includes (`#include <x.h>` or `"x.h"`), by name.
    static func includes(_ text: String) throws -> [String] {
        let line = try Regex("(?m)^\\s*#\\s*include\\s*[<\"]([^>\"]+)[>\"]")
        return text.matches(of: line).map { String($0.output[1].substring ?? "") }
    }

    @Test("no public header of the shim includes a Lua header: only its own and a few of C's")
    func noLuaHeaders() throws {
        let headers = try Self.headers()
        #expect(headers.map(\.name).contains("LuaShim.h"))
        let own = Set(headers.map(\.name))
        let standard: Set = ["stddef.h", "signal.h"]
        var seen: [String] = []
        for header in headers {
            for name in try Self.includes(header.text) {
                seen.append(name)
                #expect(!["lua.h", "lauxlib.h", "lualib.h", "luaconf.h"].contains(name),
                        "Sources/LuaShim/include/\(header.name) includes \(name): Swift would see Lua's API")
                #expect(own.contains(name) || standard.contains(name),
                        "Sources/LuaShim/include/\(header.name) includes \(name), which may bring Lua's API with it")
            }
        }
        // The scan reads includes of both forms (LuaShim.h has both).
        #expect(seen.contains("ShimStack.h") && seen.contains("stddef.h"))
        #expect(try Self.includes("#include <lua.h>\n  # include \"lauxlib.h\"") == ["lua.h", "lauxlib.h"])
    }

    @Test("no public header declares a Lua function or macro by hand: the only Lua name is the opaque lua_State")
    func noLuaNames() throws {
        let name = try Regex("\\b(lua|luaL|LUA)_\\w+")
        for header in try Self.headers() {
            for match in BridgeTests.code(header.text).matches(of: name) {
                let found = String(match.output[0].substring ?? "")
                #expect(found == "lua_State" || found == "LUA_SHIM_H", "Sources/LuaShim/include/\(header.name) names \(found)")
            }
        }
        #expect(BridgeTests.code("int lua_" + "error(lua_State *L);").contains(name))
    }

    @Test("shim_tick and the other raising C functions are declared only in headers Swift does not see")
    func raisingDeclarationsStayInC() throws {
        let headers = try Self.headers()
        #expect(headers.map(\.name).contains("LuaShim.h"))
        for header in headers {
            let text = BridgeTests.code(header.text)
            // Not shim_next either: the host walks tables only in the fixed key order (H24).
            for name in ["shim_tick", "shim_check_table", "shim_sandbox_open", "shim_next", "lauxlib.h", "lualib.h"] {
                #expect(!text.contains(name), "Sources/LuaShim/include/\(header.name) shows \(name) to Swift")
            }
        }
    }
}
