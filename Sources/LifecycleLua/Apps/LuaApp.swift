import LuaBridge
import LifecycleCore

/// One process of an app written in Lua: a fresh sandboxed state holding the delegate
/// (docs/app-api.md). Implements the core's `AppRuntime`.
final class LuaApp: AppRuntime {
    let lua: LuaState
    /// The code now running, for the bindings (nil while validating the script). `unowned(unsafe)`:
    /// it is set only while that code runs (`finish`, and the loader's `start`, which clears it),
    /// when the app's `runCode` holds the session; a strong reference was a retain and a release
    /// at every swap (docs/performance.md).
    unowned(unsafe) var session: HookSession?
    /// Budget of a standalone run (validation, no session).
    var standaloneLeft = SimDuration.seconds(20)
    var info = AppInfo()
    var hookRefs = HookRefs()
    var delegateRef = LuaRef.none
    var applicationRef = LuaRef.none
    var env = LuaRef.none
    var deliverRef = LuaRef.none
    var appearRef = LuaRef.none
    /// The app prelude's maker of a wake's completion handler (W1, W2).
    var completionRef = LuaRef.none
    var restoreRef = LuaRef.none
    /// C1–C4: the app prelude's `scene_call`, and the scene delegate classes the manifest names
    /// that the script returned (each with its hooks, read once at launch).
    var sceneCallRef = LuaRef.none
    var sceneClasses: [String: SceneDelegateClass] = [:]
    /// C1: what the loader warns about the scene delegate classes (missing ones, misspelt keys).
    var sceneWarnings: [String] = []
    /// N: the scene classes' keys that are UIKit scene delegate methods the simulator does not call.
    var sceneSurfaceKeys: [String] = []
    /// The script's text and name, for the lines warnings name (`site(of:)`).
    var scriptSource = ""
    var scriptPath = ""
    /// The frameworks prelude's maker of a BGTask object (C6).
    var bgTaskRef = LuaRef.none
    private var nextStandaloneID = 0
    var delegateKeys: [String] = []
    var nonFunctionHooks: [String] = []
    /// The string keys of the delegate's `info` table, and orientation names it lists that are
    /// not UIKit's (for warnings).
    var infoKeys: [String] = []
    var unknownOrientations: [String] = []
    /// C1: the keys of the scene manifest's `UISceneConfigurations` (session roles), at most 16.
    var sceneRoles: [String] = []
    /// Values of the `info` table that could not be read (a key that is not a list, …).
    var infoProblems: [String] = []
    /// Hooks defined with '.' instead of ':', as `name line firstParameter` (stdlib/host/app.lua).
    var dottedHooks: [String] = []
    /// The main chunk returned, but reading the delegate table (its metamethods) failed.
    var readDelegateFailed = false
    /// The main chunk returned something other than the delegate table.
    var returnedNoDelegate = false
    /// Strict globals (docs/app-api.md, "Undefined globals"): what this process warned about,
    /// shared with the app's other processes by its loader.
    var globalsMemo = StrictGlobals.Memo()
    var strictGlobals: StrictGlobals?

    init?(memoryLimit: Int, session: HookSession?) {
        guard let lua = LuaState(memoryLimit: memoryLimit, ticksEvery: Budgets.instructionsPerMillisecond) else {
            return nil
        }
        self.lua = lua
        self.session = session
        lua.onTick = { [unowned self] in self.spend(.milliseconds(1)) }
    }

    /// Spends simulated time in the current code; the halt to raise when its budget is gone, or
    /// `.pause` once its thread's clock reached the session's pause point (S3).
    func spend(_ duration: SimDuration) -> LuaHalt? {
        guard let session else {
            standaloneLeft = standaloneLeft - duration
            return standaloneLeft < .zero ? .budget : nil
        }
        if !session.spend(duration) { return session.exhausted || !session.pauseDue ? .budget : paused(session) }
        return session.killRequest == nil ? nil : .killed
    }

    var now: Double { (session?.now ?? .zero).micros.secondsValue }

    func implements(_ hook: Hook) -> Bool { hookRefs[hook] != nil }

    /// A delegate method, `self` the delegate and `application` its first argument. The hot path
    /// of a run (docs/performance.md): one C call pushes the handler, the method and its first two
    /// arguments, one more calls it and reads its result.
    func call(_ hook: Hook, _ arguments: HookArguments, session: HookSession) -> HookOutcome {
        guard let ref = hookRefs[hook] else {
            return hook.isSceneDelegateMethod ? callScene(hook, arguments, session: session) : .returned(.none)
        }
        if case .application = arguments {
            return finish(lua.prepareCall(ref, delegateRef, applicationRef), session: session)
        }
        // W1, W2: a wake's method gets a completion handler; a payload needs stack room. W4: a
        // coder, made by the restoration prelude.
        switch arguments {
        case .fetch(let id): return callWake(ref, id: id, kind: .fetch, payload: nil, session: session)
        case .remoteNotification(let payload, let id): return callWake(ref, id: id, kind: .push, payload: payload, session: session)
        case .coder(let coder): return call(ref, coder: coder, session: session)
        case .notificationLaunchOptions, .userInfo: if !lua.stack.reserve(LuaApp.payloadSlots) { return .halted(.memory) }
        case .sceneSession, .discardedSessions: return callScene(hook, arguments, session: session)   // C1, C3
        default: break
        }
        let frame = lua.prepareCall(ref, delegateRef, applicationRef)
        let stack = lua.stack
        switch arguments {
        case .application:
            break
        case .launchOptions(let url, let source):
            stack.newTable()
            let table = stack.top
            if let url { stack.push(url); stack.rawSet("UIApplicationLaunchOptionsURLKey", table: table) }
            if let source { stack.push(source); stack.rawSet("UIApplicationLaunchOptionsSourceApplicationKey", table: table) }
        case .url(let url, let source):
            stack.push(url)
            if hook == .openURL {
                if let source { stack.push(source) } else { stack.pushNil() }
                stack.pushNil()   // annotation
            } else if hook == .openURLOptions {
                // L3, U1: UIKit's options dictionary, with the opener's bundle id when given.
                stack.newTable()
                let table = stack.top
                if let source { stack.push(source); stack.rawSet("UIApplicationOpenURLOptionsSourceApplicationKey", table: table) }
            }
        case .frame(let frame):   // a CGRect: { x =, y =, width =, height = }
            stack.newTable()
            let table = stack.top
            for (key, value) in [("x", frame.x), ("y", frame.y), ("width", frame.width), ("height", frame.height)] {
                stack.push(value)
                stack.rawSet(key, table: table)
            }
        case .orientation(let orientation, let duration):
            stack.push(orientation)
            if let duration { stack.push(duration) }
        case .notificationLaunchOptions(let payload):   // W2: launched for a push
            stack.newTable()
            let table = stack.top
            push(payload.root)
            stack.rawSet("UIApplicationLaunchOptionsRemoteNotificationKey", table: table)
        case .userInfo(let payload):   // W2: a push in the foreground, without a handler
            push(payload.root)
        case .fetch, .remoteNotification:
            break   // called by callWake above
        case .coder:
            break   // called above, through the prelude that makes the coder (W4)
        case .scene, .sceneConnection, .sceneURLs, .sceneSession, .discardedSessions:
            break   // scene methods go through the prelude's scene_call (C1–C4)
        }
        return finish(frame, session: session)
    }

    func run(_ callback: CallbackID, argument: CallbackArgument, session: HookSession) -> HookOutcome {
        if case .bgTask(let id, let identifier, let kind) = argument {
            return runLaunchHandler(callback, id: id, identifier: identifier, kind: kind, session: session)
        }
        let frame = lua.prepareCall(callback.ref)
        switch argument {
        case .none, .bgTask:
            break
        case .notification(let name, let value):
            let stack = lua.stack
            stack.newTable()   // an NSNotification: note.name, note.object
            let table = stack.top
            stack.push(name)
            stack.rawSet("name", table: table)
            if let value { stack.push(value); stack.rawSet("object", table: table) }
        }
        return finish(frame, session: session)
    }

    /// Runs what `prepareCall` began, inside `session`.
    func finish(_ frame: LuaCallFrame, session: HookSession) -> HookOutcome {
        unowned(unsafe) let outer = self.session
        self.session = session
        defer { self.session = outer }
        lua.clearHalt()
        var value = LuaScalar.none
        let result = lua.call(frame, result: &value)
        guard case .ok = result else { return outcome(of: result) }
        switch value {
        case .none: return .returned(.none)
        case .bool(let bool): return .returned(.bool(bool))
        case .number(let number): return .returned(.number(number))
        case .other: return .returned(.other)
        }
    }

    /// Calls the function below `arguments` values inside `session` (the responders' and view
    /// controllers' entry points, which push their own function).
    func run(arguments: Int32, session: HookSession) -> HookOutcome {
        unowned(unsafe) let outer = self.session
        self.session = session
        defer { self.session = outer }
        lua.clearHalt()
        let result = lua.pcall(arguments: arguments, results: 1)
        guard case .ok = result else { return outcome(of: result) }
        let value: HookValue
        switch lua.stack.type(at: -1) {
        case .nil: value = .none
        case .boolean: value = .bool(lua.stack.bool(at: -1))
        case .number: value = .number(lua.stack.number(at: -1) ?? 0)
        default: value = .other
        }
        lua.stack.pop()
        return .returned(value)
    }

    func outcome(of result: LuaCallResult) -> HookOutcome {
        switch result {
        case .ok: return .returned(.none)
        case .error(let message, let traceback):
            return .crashed(message: GlobalSuggestion.adding(to: message, env: env, in: lua, part: .app), traceback: traceback)
        case .halted(.memory): return .halted(.memory)
        case .halted(.killed): return .halted(.killed)
        case .halted(.interrupted): return .halted(.interrupted)
        // The host's backstop: the case ends with its message (Backstop).
        case .halted(.deadline): return .halted(.stoppedByHost)
        case .halted(.budget), .halted(.steps): return .halted(.budget)
        case .halted(.cut), .halted(.pause): return .halted(.cut)   // S3 (a pause is never a halt)
        }
    }

    /// An object id for code run without a session (validating the script): never shown.
    func standaloneID() -> Int {
        nextStandaloneID -= 1
        return nextStandaloneID
    }

    func release(_ callback: CallbackID) {
        guard !lua.isClosed else { return }
        lua.stack.unref(callback.ref)
    }

    var heapBytes: Int { lua.isClosed ? 0 : lua.memoryUsed }

    func settleHeap() { lua.collectGarbage() }

    func close() { lua.close() }
}

extension Int64 {
    var secondsValue: Double { Double(self) / 1_000_000 }
}
