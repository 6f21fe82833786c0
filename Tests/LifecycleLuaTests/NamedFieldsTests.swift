import Testing
@testable import LifecycleLua
import LuaBridge

/// The readers of named fields across the host boundary (`LuaStack.rawField`, `refField`,
/// `NamedFields`): raw (a hostile metatable changes nothing and runs nothing), typed (a field of
/// the wrong type reads as nil), and balanced (the stack is as it was after each read).
@Suite("Named fields")
struct NamedFieldsTests {
    /// A state with the value of `expression` on top.
    static func state(_ expression: String) throws -> LuaState {
        let lua = try #require(LuaState(memoryLimit: 8 << 20, ticksEvery: 1000))
        #expect(lua.load("return " + expression, chunkName: "=test") == nil)
        #expect(lua.pcall(arguments: 0, results: 1) == .ok)
        return lua
    }

    @Test("Fields read raw: __index is not consulted and does not run")
    func raw() throws {
        let lua = try Self.state("""
            setmetatable({ queue = "main" }, { __index = function(_, k) ran = true; return 7 end })
            """)
        defer { lua.close() }
        let args = try #require(NamedFields<DispatchFields>(lua.stack, at: -1))
        #expect(args.string(.queue) == "main")
        #expect(args.number(.seconds) == nil && args.type(.seconds) == .nil && !args.bool(.fn))
        #expect(lua.stack.rawField("seconds", table: -1) == .nil)
        lua.stack.pop()
        #expect(lua.stack.top == 1)
        lua.stack.pop()
        // `ran` was never set: the __index function did not run.
        #expect(lua.load("return ran", chunkName: "=check") == nil && lua.pcall(arguments: 0, results: 1) == .ok)
        #expect(lua.stack.type(at: -1) == .nil)
        lua.stack.pop()
    }

    @Test("A field of the wrong type reads as nil; integers, numbers and Lua truth read as Lua has them")
    func typed() throws {
        let lua = try Self.state("{ control = 3.5, target = 4, action = 12, x = 1 }")
        defer { lua.close() }
        let args = try #require(NamedFields<TargetFields>(lua.stack, at: -1))
        #expect(args.integer(.control) == nil)      // 3.5 is not an integer
        #expect(args.integer(.target) == 4)
        #expect(args.string(.action) == nil)        // numbers are not converted
        #expect(args.bool(.target) && args.bool(.control))   // Lua truth: 3.5 and 4 are true
        #expect(lua.stack.top == 1)
        #expect(NamedFields<TargetFields>(lua.stack, at: 5) == nil)   // not a table (none)
    }

    @Test("refField anchors only a value of the asked type and leaves the stack as it was")
    func refs() throws {
        let lua = try Self.state("{ deliver = function() return 42 end, appear = 'not a function' }")
        defer { lua.close() }
        let result = try #require(NamedFields<FrameworksPreludeResult>(lua.stack, at: -1))
        #expect(result.ref(.appear) == nil)
        let deliver = try #require(result.ref(.deliver))
        #expect(lua.stack.top == 1)
        lua.stack.pushRef(deliver)
        #expect(lua.pcall(arguments: 0, results: 1) == .ok && lua.stack.integer(at: -1) == 42)
        lua.stack.unref(deliver)
    }

    @Test("set writes raw fields (a nil leaves the field absent); with() pops what it pushed")
    func write() throws {
        let lua = try #require(LuaState(memoryLimit: 8 << 20, ticksEvery: 1000))
        defer { lua.close() }
        let event = NamedFields<DeliverFields>.push(on: lua.stack)
        event.set(.kind, "touch"); event.set(.x, 1.5); event.set(.sender, 7); event.set(.phase, nil as String?)
        event.set(.chain) { lua.stack.newTable() }
        #expect(event.string(.kind) == "touch" && event.number(.x) == 1.5 && event.integer(.sender) == 7)
        #expect(event.type(.phase) == .nil && event.type(.chain) == .table)
        #expect(event.with(.x) { index in lua.stack.top == index } && lua.stack.top == 1)
    }
}
