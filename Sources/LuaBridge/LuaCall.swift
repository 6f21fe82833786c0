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
        case SHIM_TNIL, SHIM_TNONE: self = .none
        case SHIM_TBOOLEAN: self = .bool(value.boolean != 0)
        case SHIM_TNUMBER: self = .number(value.number)
        default: self = .other
        }
    }
}

extension LuaState {
    /// Starts a protected call of `function`: push its arguments, then `call(_:result:)`.
    /// Cheaper than `pcall` for the
    /// host's hot path, a delegate method or a callback (docs/performance.md): the message handler
    /// goes under the function once instead of being rotated in and out, and one C call pushes
    /// the three values.
    public func prepareCall(_ function: LuaRef) -> LuaCallFrame {
        LuaCallFrame(handler: shim_pushcall(L, function.rawValue, 0, SHIM_NOREF, SHIM_NOREF))
    }

    /// `prepareCall` with the function's first two arguments pushed too (`self` and
    /// `application` for a delegate method). `LuaRef.none` pushes nil in its place.
    public func prepareCall(_ function: LuaRef, _ first: LuaRef, _ second: LuaRef) -> LuaCallFrame {
        LuaCallFrame(handler: shim_pushcall(L, function.rawValue, 2, first.rawValue, second.rawValue))
    }

    /// Calls what `prepareCall` began, with every value pushed since as an argument, protected as
    /// `pcall` is (the same count hook restart, memory cap and halts), for one result, read into
    /// `result` on `.ok`. Afterwards the stack is as it was before `prepareCall`.
    public func call(_ frame: LuaCallFrame, result: inout LuaScalar) -> LuaCallResult {
        var value = ShimValue()
        let status = shim_callone(L, frame.handler, &value)
        if status == SHIM_OK {
            result = LuaScalar(value)
            if let halt { return .halted(halt) }
            return .ok
        }
        if let halt { stack.pop(shim_gettop(L) - frame.handler + 1); return .halted(halt) }
        return failure(cuttingTo: frame.handler - 1)
    }
}
