internal import LuaShim

/// The Lua stack as a Swift binding sees it: only operations that cannot raise a Lua error
/// (raw table access, no metamethods; allocation is never refused while Swift runs). Made by
/// `LuaState.stack` or handed to a `LuaFunction`; it holds no reference of its own.
public struct LuaStack {
    let L: OpaquePointer

    init(_ L: OpaquePointer) { self.L = L }

    /// S3: whether the code that called the host function can pause here (it runs as the host's
    /// coroutine, with no C function that called back into Lua below it).
    public var canPause: Bool { shim_can_pause(L) != 0 }

    public var top: Int32 { shim_gettop(L) }
    /// `file:line` of the script line that called the running binding (the nearest frame that
    /// is not a host prelude's), for messages that must say where; nil when there is none.
    public var site: String? {
        var buffer = [CChar](repeating: 0, count: 512)
        let count = buffer.withUnsafeMutableBufferPointer { shim_site(L, $0.baseAddress, Int32($0.count)) }
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<Int(count)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
    public func type(at index: Int32) -> LuaType { LuaType(rawValue: shim_type(L, index)) ?? .none }
    public func isNoneOrNil(_ index: Int32) -> Bool { shim_isnoneornil(L, index) != 0 }
    public func isFunction(_ index: Int32) -> Bool { shim_isfunction(L, index) != 0 }
    public func isTable(_ index: Int32) -> Bool { shim_istable(L, index) != 0 }

    /// The string at `index`, only if it is a string (numbers are not converted in place).
    /// The host's reading is charged by its length (`shim_owe_read`, H21).
    public func string(at index: Int32) -> String? {
        var length = 0
        guard let chars = shim_tostringraw(L, index, &length) else { return nil }
        shim_owe_read(L, length)
        return String(decoding: UnsafeRawBufferPointer(start: chars, count: length), as: UTF8.self)
    }

    /// The string at `index` as `string(at:)` reads it, for contents whose binding charges its
    /// size itself (a file's text: `HookSession.storageCost`, 1 µs per 100 bytes), so not again.
    public func contents(at index: Int32) -> String? {
        var length = 0
        guard let chars = shim_tostringraw(L, index, &length) else { return nil }
        return String(decoding: UnsafeRawBufferPointer(start: chars, count: length), as: UTF8.self)
    }

    /// The first `limit` bytes of the string at `index` (read without copying the rest), and
    /// whether it was longer; nil when it is not a string.
    public func string(at index: Int32, limit: Int) -> (text: String, cut: Bool)? {
        var length = 0
        guard let chars = shim_tostringraw(L, index, &length) else { return nil }
        let kept = min(length, max(0, limit))
        shim_owe_read(L, kept)
        return (String(decoding: UnsafeRawBufferPointer(start: chars, count: kept), as: UTF8.self), kept < length)
    }

    /// The length in bytes of the string at `index`, read without copying it; nil when it is
    /// not a string (numbers are not converted). What a verb is charged by (H32).
    public func stringLength(at index: Int32) -> Int? {
        var length = 0
        guard shim_tostringraw(L, index, &length) != nil else { return nil }
        return length
    }

    /// The number at `index`, only if it is a number (a numeric string is not converted).
    public func number(at index: Int32) -> Double? {
        var isNumber: Int32 = 0
        let value = shim_tonumber(L, index, &isNumber)
        return isNumber != 0 ? value : nil
    }

    /// The number at `index` if it is one with an integer value (a string is not converted).
    public func integer(at index: Int32) -> Int? {
        var isInteger: Int32 = 0
        let value = shim_tointeger(L, index, &isInteger)
        return isInteger != 0 ? Int(value) : nil
    }

    public func bool(at index: Int32) -> Bool { shim_toboolean(L, index) != 0 }

    /// A Lua type name, for messages.
    public func typeName(at index: Int32) -> String {
        String(cString: shim_typename(L, index))
    }

    public func push(_ value: String) {
        var copy = value
        copy.withUTF8 { shim_pushstring(L, $0.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) }, $0.count) }
    }
    public func push(_ value: Double) { shim_pushnumber(L, value) }
    public func push(_ value: Int) { shim_pushinteger(L, Int64(value)) }
    public func push(_ value: Bool) { shim_pushboolean(L, value ? 1 : 0) }
    public func pushNil() { shim_pushnil(L) }
    public func pushValue(_ index: Int32) { shim_pushvalue(L, index) }
    public func pop(_ n: Int32 = 1) { shim_pop(L, n) }
    public func newTable() { shim_newtable(L) }
    /// Moves the value on top to `index`, shifting the values above it up.
    public func insert(at index: Int32) { shim_insert(L, index) }
    /// Makes room for `count` more values (a nested table pushed or walked level by level):
    /// false when the stack cannot grow that far.
    public func reserve(_ count: Int32) -> Bool { shim_checkstack(L, count) != 0 }
    /// Whether the value at `index` has a metatable: an object of the host (a view controller, a
    /// coder), not plain data. Needs one free slot (`reserve`).
    public func hasMetatable(_ index: Int32) -> Bool { shim_hasmetatable(L, index) != 0 }
    /// Whether the values at `a` and `b` are the same value (a table met again: a cycle).
    public func rawEqual(_ a: Int32, _ b: Int32) -> Bool { shim_rawequal(L, a, b) != 0 }
    /// Whether this is the stack of `state`'s main thread (not a coroutine's): where the state's
    /// own loads push what they load.
    public func isMainThread(of state: LuaState) -> Bool { L == state.L }
    /// The absolute index of `index` (which may be relative to the top).
    public func absolute(_ index: Int32) -> Int32 { shim_absindex(L, index) }

    /// `t[key] = top` without metamethods, where `t` is at `table` (an absolute index); pops.
    public func rawSet(_ key: String, table: Int32) {
        push(key)
        shim_insert(L, -2)
        shim_rawset(L, table)
    }

    /// Pushes `t[key]` without metamethods.
    public func rawGet(_ key: String, table: Int32) {
        let absolute = shim_absindex(L, table)
        push(key)
        shim_rawget(L, absolute)
    }

    /// `t[key] = value` without metamethods, with the key below the value on top and `t` at
    /// `table` (an absolute index); pops both. The key must not be nil or NaN.
    public func rawSetPair(table: Int32) { shim_rawset(L, table) }

    /// Pushes `t[key]` without metamethods for the key on top (which it pops), where `t` is at
    /// `table` (an absolute index), and returns its type.
    @discardableResult
    public func rawGetTop(table: Int32) -> LuaType { LuaType(rawValue: shim_rawget(L, table)) ?? .none }

    /// `t[position] = top` without metamethods, where `t` is at `table`; pops.
    public func rawSet(_ position: Int, table: Int32) { shim_rawseti(L, table, Int64(position)) }

    /// Pushes `t[position]` without metamethods and returns its type.
    @discardableResult
    public func rawGet(_ position: Int, table: Int32) -> LuaType {
        LuaType(rawValue: shim_rawgeti(L, table, Int64(position))) ?? .none
    }

    /// Walks the table at `table` in the one fixed key order of the sandbox's `pairs` (numbers,
    /// strings, booleans, then objects in the order the script made them), never in hash order,
    /// so which key a message names and where a walk stops are the same on every run (H24). For
    /// each key, pushes the key and its raw value (no metamethod runs), calls `body` with the
    /// value on top and the key below it, and pops both: `body` must leave the stack as it found
    /// it. `body` returns false to stop early. Returns false, calling `body` never, when the table
    /// has more than `limit` keys (or memory runs out): a hostile table of a million keys is
    /// refused at the cost of counting past `limit`, never ordered. This is the host's only way
    /// to walk a Lua table.
    @discardableResult
    public func walk(table: Int32, limit: Int, _ body: () throws -> Bool) rethrows -> Bool {
        let table = absolute(table)
        var count = 0
        guard reserve(4), shim_pushkeys(L, table, max(0, limit), &count) != 0 else { return false }
        let keys = top
        defer { pop(top - keys + 1) }
        for position in 0..<count {
            shim_rawgeti(L, keys, Int64(position + 1))
            shim_pushvalue(L, -1)
            shim_rawget(L, table)
            let goOn = try body()
            pop(top - keys)
            if !goOn { break }
        }
        return true
    }

    /// Pops the value on top into the first upvalue of the function at `function` (a main
    /// chunk's `_ENV`). False when the function has no upvalue.
    @discardableResult
    public func setFirstUpvalue(ofFunctionAt function: Int32) -> Bool { shim_setupvalue(L, function, 1) != 0 }

    /// Anchors the value on top in the registry (pops it); the handle for `pushRef`.
    public func ref() -> LuaRef { LuaRef(rawValue: shim_ref(L)) }
    public func pushRef(_ ref: LuaRef) { shim_rawgetregistry(L, ref.rawValue) }
    /// Releases `ref`; it must not be pushed again.
    public func unref(_ ref: LuaRef) { shim_unref(L, ref.rawValue) }
}
