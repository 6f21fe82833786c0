/// A value the host keeps alive in a state's registry: a delegate, a callback, an environment.
/// Typed so that it cannot be mixed up with a count or a stack index. It is released
/// deterministically: by `LuaStack.unref` when its owner lets go of it (a cancelled timer, a
/// removed observer), or with all the others when the state closes (`LuaState.close`, at the
/// process's end). Made by `LuaStack.ref()`; `rawValue` is what the core keeps as an opaque
/// callback id, turned back into a reference by the host that made it (hence the package-only
/// initialiser). `none` refers to nothing: a value not yet set pushes nil, never a stranger.
public struct LuaRef: Hashable, Sendable {
    public let rawValue: Int32
    package init(rawValue: Int32) { self.rawValue = rawValue }

    /// A reference to nothing (Lua's LUA_NOREF): pushing it pushes nil.
    public static let none = LuaRef(rawValue: -2)
}

/// The type of a value on the Lua stack (Lua's `LUA_T*` numbers).
public enum LuaType: Int32, Sendable {
    case none = -1, `nil` = 0, boolean, lightUserdata, number, string, table, function, userdata, thread
}
