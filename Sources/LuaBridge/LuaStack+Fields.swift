internal import LuaShim

/// Named fields of a table, read and written raw: what the host and its preludes pass each other
/// (`stdlib/host/calls.lua`). No metamethod runs and nothing raises, so a field of a table a
/// script could reach reads the same whatever its metatable says.
extension LuaStack {
    /// Pushes `t[key]` without metamethods, where `t` is at `table`, and returns its type.
    @discardableResult
    public func rawField(_ key: String, table: Int32) -> LuaType {
        let absolute = shim_absindex(L, table)
        push(key)
        return LuaType(rawValue: shim_rawget(L, absolute)) ?? .none
    }

    /// Anchors `t[key]` in the registry when it is a value of type `type` (a function the host
    /// keeps, a table a prelude returned); nil otherwise. Leaves the stack as it was.
    public func refField(_ key: String, table: Int32, ofType type: LuaType) -> LuaRef? {
        guard rawField(key, table: table) == type else { pop(); return nil }
        return ref()
    }
}
