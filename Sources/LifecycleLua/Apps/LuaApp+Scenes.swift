import LuaBridge
import LifecycleCore

/// C1: a scene delegate class the script returns by the name the manifest gives it, and the
/// scene methods it implements (read once at launch, as for the app delegate).
struct SceneDelegateClass {
    let ref: LuaRef
    var hooks = HookRefs()
}

/// Scene methods (C1–C4), through the app prelude's `scene_call{…}`, which makes each scene's
/// `UIScene`, `UISceneSession` and delegate object on first use.
extension LuaApp {
    func implements(_ hook: Hook, sceneDelegate delegateClass: String?) -> Bool {
        guard hook.isSceneDelegateMethod else { return implements(hook) }
        if let delegateClass { return sceneClasses[delegateClass]?.hooks[hook] != nil }
        return sceneClasses.values.contains { $0.hooks[hook] != nil }
    }

    /// C1: the classes the script returns besides the manifest's, by name (string keys whose
    /// value is a table, at most 16, in order): `application:configurationForConnectingSceneSession:
    /// options:` may return a configuration naming one of them, and UIKit then makes the scene's
    /// delegate from it.
    func returnedClassNames(_ classes: LuaRef?) -> [String] {
        guard let classes else { return [] }
        let stack = lua.stack
        guard stack.reserve(4) else { return [] }
        stack.pushRef(classes)
        guard stack.isTable(-1) else { stack.pop(); return [] }
        var names: [String] = []
        // A table of more than 4,096 keys is not read: a script cannot make the launch scan
        // without end. Keys are read in the fixed order, so the same 16 names are kept every run.
        stack.walk(table: -1, limit: 4_096) {
            if stack.type(at: -2) == .string, stack.isTable(-1), let name = stack.string(at: -2, limit: 200), !name.cut {
                names.append(name.text)
            }
            return true
        }
        stack.pop()
        return Array(names.sorted().prefix(16))
    }

    func hasSceneDelegateClass(_ name: String) -> Bool { sceneClasses[name] != nil }

    func site(of hook: Hook) -> String? {
        KeySite.line(of: hook.luaName, in: scriptSource).map { "\(scriptPath):\($0)" }
    }

    /// Calls a scene method, or the app delegate's scene methods, with the objects UIKit passes.
    func callScene(_ hook: Hook, _ arguments: HookArguments, session: HookSession) -> HookOutcome {
        let stack = lua.stack
        guard stack.reserve(16) else { return .halted(.memory) }
        var handle: SceneHandle?, urls: [SceneURLContext]?, discarded: [String]?
        let kind: String
        switch arguments {
        case .scene(let scene): handle = scene; kind = hook == .stateRestorationActivityForScene ? "activity" : "scene"
        case .sceneConnection(let scene, let given): handle = scene; urls = given; kind = "connect"
        case .sceneURLs(let scene, let given): handle = scene; urls = given; kind = "urls"
        case .sceneSession(let scene, let given): handle = scene; urls = given; kind = "session"
        case .discardedSessions(let ids): discarded = ids; kind = "discard"
        default: return .returned(.none)
        }
        let function: LuaRef?, owner: LuaRef?
        if hook.isSceneDelegateMethod {
            let found = handle?.delegateClass.flatMap { sceneClasses[$0] }
            function = found?.hooks[hook]
            owner = found?.ref
        } else {
            function = hookRefs[hook]
            owner = nil
        }
        guard let function else { return .returned(.none) }
        stack.pushRef(sceneCallRef)
        let call = NamedFields<SceneCallFields>.push(on: stack)
        call.set(.kind, kind)
        call.set(.id, handle?.id ?? 0)
        call.set(.hook, ref: function)
        if let owner { call.set(.class, ref: owner) } else { call.set(.delegate, ref: delegateRef) }
        if let handle {
            call.set(.name, handle.name)
            call.set(.persistentIdentifier, handle.persistentIdentifier)
            call.set(.configuration, handle.configuration)
            call.set(.delegateClass, handle.delegateClass)
        }
        if let urls { call.set(.urls) { WrapScene.push(urls, stack) } }
        if let discarded {
            call.set(.discarded) {
                stack.newTable()
                for (index, id) in discarded.enumerated() { stack.push(id); stack.rawSet(index + 1, table: stack.top - 1) }
            }
        }
        return run(arguments: 1, session: session)
    }

    /// C4: the scene was disconnected: the prelude drops its objects (its delegate with them).
    func releaseScene(_ id: Int) {
        guard !lua.isClosed, sceneCallRef.rawValue != LuaRef.none.rawValue else { return }
        let stack = lua.stack
        guard stack.reserve(4) else { return }
        stack.pushRef(sceneCallRef)
        let call = NamedFields<SceneCallFields>.push(on: stack)
        call.set(.kind, "release")
        call.set(.id, id)
        lua.clearHalt()
        _ = lua.pcall(arguments: 1, results: 0)
    }
}
