import LuaBridge
import LifecycleCore

/// The delegate's functions by hook, read once at launch. An array, not a dictionary: a `Hook`
/// hashes its selector string, and this is read at every dispatch.
struct HookRefs {
    private var refs = [LuaRef?](repeating: nil, count: Hook.allCases.count)

    subscript(hook: Hook) -> LuaRef? {
        get { refs[hook.slot] }
        set { refs[hook.slot] = newValue }
    }
}

extension Hook {
    /// The hook's position in `allCases`, without hashing.
    fileprivate var slot: Int {
        switch self {
        case .willFinishLaunching: return 0
        case .didFinishLaunching: return 1
        case .didBecomeActive: return 2
        case .willResignActive: return 3
        case .didEnterBackground: return 4
        case .willEnterForeground: return 5
        case .willTerminate: return 6
        case .openURL: return 7
        case .handleOpenURL: return 8
        case .didReceiveMemoryWarning: return 9
        case .significantTimeChange: return 10
        case .willChangeStatusBarFrame: return 11
        case .didChangeStatusBarFrame: return 12
        case .willChangeStatusBarOrientation: return 13
        case .didChangeStatusBarOrientation: return 14
        case .protectedDataWillBecomeUnavailable: return 15
        case .protectedDataDidBecomeAvailable: return 16
        }
    }
}
