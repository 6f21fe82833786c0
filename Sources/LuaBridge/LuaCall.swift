internal import LuaShim

/// A protected call begun by `LuaState.prepareCall`: where its message handler sits, below the
/// function and its arguments.
public struct LuaCallFrame {
    let handler: Int32
}

/// The one value a call returned, as the host reads it: UIKit reads only BOOL results, and a
/// number or any other value is truthy (docs/app-api.md).
public enum LuaScalar: Equatable, Sendable {
    case none
    case bool(Bool)
    case number(Double)
    case other

    init(_ value: ShimValue) {
        switch value.type {
        case LUA_TNIL, LUA_TNONE: self = .none
        case LUA_TBOOLEAN: self = .bool(value.boolean != 0)
        case LUA_TNUMBER: self = .number(value.number)
        default: self = .other
        }
    }
}
