import LuaBridge
import LifecycleCore

/// Scenes, the app's side (C1–C4): what `UIScene`, `UISceneSession` and `UIApplication`'s scene
/// properties read (stdlib/host/app.lua builds the objects), and what the scene methods hand
/// back: the configuration the app delegate chose, the scene's `stateRestorationActivity`.
enum WrapScene {
    /// What makes the value at `index` no activity (C4), or nil when it is one: a table whose
    /// `activityType` is a non-empty string and whose `userInfo`, if any, is a table.
    static func activityProblem(_ stack: LuaStack, _ index: Int32) -> String? {
        guard stack.isTable(index) else { return "a \(stack.typeName(at: index)), not an activity" }
        stack.rawGet("activityType", table: index)
        defer { stack.pop() }
        let type = stack.string(at: -1)
        guard let type, !type.isEmpty else {
            let what = stack.isNoneOrNil(-1) ? "missing" : type != nil ? "empty" : "a \(stack.typeName(at: -1)), not a string"
            return "an activity whose activityType is \(what) (NSUserActivity needs one)"
        }
        stack.rawGet("userInfo", table: index)
        defer { stack.pop() }
        if !stack.isNoneOrNil(-1), !stack.isTable(-1) {
            return "an activity whose userInfo is a \(stack.typeName(at: -1)), not a table"
        }
        return nil
    }

    static func functions(for app: LuaApp) -> [String: LuaFunction] {
        [
            // C2: scene.activationState.
            "scene_state": { [unowned app] stack in
                let id = stack.integer(at: 1) ?? 0
                stack.push(app.session?.sceneState(id) ?? SceneState.unattached.rawValue)
                return .values(1)
            },
            // C4: session.stateRestorationActivity, a fresh table each read.
            "scene_activity": { [unowned app] stack in
                guard let id = stack.integer(at: 1), let activity = app.session?.stateRestorationActivity(id) else {
                    stack.pushNil()
                    return .values(1)
                }
                RestorableValues.push(activity, stack)
                return .values(1)
            },
            // C4: what stateRestorationActivityForScene: returned: plist values only.
            "scene_keep_activity": { [unowned app] stack in
                guard let id = stack.integer(at: 1), let session = app.session else { return .values(0) }
                if stack.isNoneOrNil(2) {
                    session.keepStateRestorationActivity(nil, forScene: id)
                    return .values(0)
                }
                // C4: an NSUserActivity: a table with an activityType string, its userInfo a table.
                if let problem = activityProblem(stack, 2) {
                    let site = app.site(of: .stateRestorationActivityForScene).map { $0 + ": " } ?? ""
                    session.kill(.crash, rule: .C4, message: site + "stateRestorationActivityForScene: returned \(problem): return nil, or an activity such as { activityType = \"com.example.editing\", userInfo = { ... } }")
                    return .halt(.killed)
                }
                switch RestorableValues.read(stack, 2) {
                case .success(let value): session.keepStateRestorationActivity(value, forScene: id)
                case .failure(let refusal):
                    // C4: UIKit cannot encode such an activity; the app dies where it returned it.
                    let site = app.site(of: .stateRestorationActivityForScene).map { $0 + ": " } ?? ""
                    session.kill(.crash, rule: .C4, message: site + "stateRestorationActivityForScene: returned an activity that " + String(refusal.message(key: "stateRestorationActivity").dropFirst("the value for key 'stateRestorationActivity' ".count)) + ": an NSUserActivity's userInfo holds plist values only (strings, numbers, booleans, tables of them)")
                    return .halt(.killed)
                }
                return .values(0)
            },
            // C1: the configuration chosen by application:configurationForConnectingSceneSession:options:.
            "scene_configuration": { [unowned app] stack in
                guard let args = NamedFields<SceneConfigurationFields>(stack, at: 1), let id = args.integer(.id) else { return .values(0) }
                let name = args.with(.name) { WrapStrings.name(stack, $0, limit: 200) }
                let delegateClass = args.with(.delegateClass) { WrapStrings.name(stack, $0, limit: 200) }
                app.session?.chooseSceneConfiguration(id, name: name, delegateClass: delegateClass)
                return .values(0)
            },
            // C3: application.connectedScenes / openSessions, as tables the prelude turns into objects.
            "scene_sessions": { [unowned app] stack in
                let handles = (stack.bool(at: 1) ? app.session?.connectedScenes : app.session?.openSessions) ?? []
                guard stack.reserve(8) else { return .values(0) }
                stack.newTable()
                let list = stack.top
                for (index, handle) in handles.enumerated() {
                    push(handle, stack)
                    stack.rawSet(index + 1, table: list)
                }
                return .values(1)
            },
            "supports_multiple_scenes": { [unowned app] stack in
                stack.push(app.session?.supportsMultipleScenes ?? false)
                return .values(1)
            },
        ]
    }

    /// A session's description, as `scene_call` and `scene_sessions` hand it to the prelude.
    static func push(_ handle: SceneHandle, _ stack: LuaStack) {
        stack.newTable()
        let table = stack.top
        stack.push(handle.id); stack.rawSet("id", table: table)
        stack.push(handle.name); stack.rawSet("name", table: table)
        stack.push(handle.persistentIdentifier); stack.rawSet("persistent_identifier", table: table)
        stack.push(handle.configuration); stack.rawSet("configuration", table: table)
        if let delegateClass = handle.delegateClass { stack.push(delegateClass); stack.rawSet("delegate_class", table: table) }
    }

    /// `URLContexts`: `{ { URL = …, options = { sourceApplication = … } }, … }` (C1).
    static func push(_ urls: [SceneURLContext], _ stack: LuaStack) {
        stack.newTable()
        let list = stack.top
        for (index, context) in urls.enumerated() {
            stack.newTable()
            let item = stack.top
            stack.push(context.url); stack.rawSet("URL", table: item)
            stack.newTable()
            if let source = context.sourceApplication { stack.push(source); stack.rawSet("sourceApplication", table: stack.top - 1) }
            stack.rawSet("options", table: item)
            stack.rawSet(index + 1, table: list)
        }
    }
}
