import LuaBridge
import LifecycleCore

/// The delegate's functions by hook, read once at launch. An array, not a dictionary: a `Hook`
/// hashes its selector string, and this is read at every dispatch.
struct HookRefs {
    private var refs = [LuaRef?](repeating: nil, count: Hook.allCases.count)

    subscript(hook: Hook) -> LuaRef? {
        get { refs[hook.ordinal] }
        set { refs[hook.ordinal] = newValue }
    }
}
