import LifecycleCore
import LuaBridge

/// The core keeps a Lua callback as an opaque `CallbackID`; the host that anchored the function
/// turns it back into the `LuaRef` it made (the core never sees Lua).
extension CallbackID {
    init(_ ref: LuaRef) { self.init(raw: ref.rawValue) }
    var ref: LuaRef { LuaRef(rawValue: raw) }
}
