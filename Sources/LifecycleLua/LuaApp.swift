import CLua
import LifecycleCore
import LuaShim

/// One process of an app written in Lua: a fresh sandboxed state holding the delegate
/// (INTERFACE.md, "The app script"). Implements the core's `AppRuntime`.
final class LuaApp: AppRuntime {
    let lua: LuaState
    /// The code now running, for the bindings (nil while validating the script).
    var session: HookSession?
    /// Budget of a standalone run (validation, no session).
    var standaloneLeft = SimDuration.seconds(20)
    private(set) var info = AppInfo()
    private var hookRefs: [Hook: Int32] = [:]
    private var delegateRef: Int32 = 0
    private var applicationRef: Int32 = 0
    private var env: Int32 = 0
    private var deliverRef: Int32 = 0
    private var appearRef: Int32 = 0
    private var nextStandaloneID = 0
    private(set) var delegateKeys: [String] = []
    private(set) var nonFunctionHooks: [String] = []

    init?(memoryLimit: Int, session: HookSession?) {
        guard let lua = LuaState(memoryLimit: memoryLimit, ticksEvery: Budgets.instructionsPerMillisecond) else {
            return nil
        }
        self.lua = lua
        self.session = session
        lua.onTick = { [unowned self] in self.spend(.milliseconds(1)) }
    }

    /// Spends simulated time in the current code; the halt to raise when its budget is gone.
    func spend(_ duration: SimDuration) -> LuaHalt? {
        guard let session else {
            standaloneLeft = standaloneLeft - duration
            return standaloneLeft < .zero ? .budget : nil
        }
        if !session.spend(duration) { return .budget }
        return session.killRequest == nil ? nil : .killed
    }

    /// Builds the sandbox, runs the app script and reads its delegate. On failure, what happened.
    func start(source: String, chunkName: String, seed: UInt64) -> HookOutcome {
        let stack = lua.stack
        switch LuaSandbox.make(in: lua, seed: seed, now: { [unowned self] in self.now },
                                print: { [unowned self] in self.session?.log($0) }) {
        case .success(let ref): env = ref
        case .failure(let error): return .crashed(message: error.message, traceback: "")
        }
        if let error = lua.runPrelude("app", results: 2, push: { stack in
            stack.pushRef(env)
            WrapApplication.pushHost(for: self)
            return 2
        }) {
            return .crashed(message: error, traceback: "")
        }
        let inspect = stack.ref()
        applicationRef = stack.ref()
        if let error = lua.runPrelude("frameworks", results: 2, push: { stack in
            stack.pushRef(env)
            HostTable.push(LuaApp.frameworkFunctions(for: self), in: lua)
            return 2
        }) {
            return .crashed(message: error, traceback: "")
        }
        appearRef = stack.ref()
        deliverRef = stack.ref()

        if let error = LuaSandbox.loadChunk(source, chunkName: chunkName, env: env, in: lua) {
            return .crashed(message: error, traceback: "")
        }
        let ran = lua.pcall(arguments: 0, results: 1)
        guard ran == .ok else { return outcome(of: ran) }
        delegateRef = stack.ref()

        // Read the delegate once, as UIKit caches what its delegate responds to.
        stack.pushRef(inspect)
        stack.pushRef(delegateRef)
        stack.newTable()
        for (index, hook) in Hook.allCases.enumerated() {
            stack.push(hook.luaName)
            lua_rawseti(lua.L, -2, lua_Integer(index + 1))
        }
        let inspected = lua.pcall(arguments: 2, results: 5)
        guard inspected == .ok else { return outcome(of: inspected) }
        let hooks = stack.top - 4
        for hook in Hook.allCases {
            stack.rawGet(hook.luaName, table: hooks)
            if stack.isFunction(-1) { hookRefs[hook] = stack.ref() } else { stack.pop() }
        }
        delegateKeys = strings(inTableAt: hooks + 1)
        nonFunctionHooks = strings(inTableAt: hooks + 2)
        info = AppInfo(exitOnSuspend: stack.bool(at: hooks + 3), backgroundModes: strings(inTableAt: hooks + 4))
        stack.pop(5)
        stack.unref(inspect)
        return .returned(.none)
    }

    private func strings(inTableAt index: Int32) -> [String] {
        var result: [String] = []
        var i: lua_Integer = 1
        while lua_rawgeti(lua.L, index, i) == LUA_TSTRING {
            result.append(lua.stack.string(at: -1)!)
            lua.stack.pop()
            i += 1
        }
        lua.stack.pop()
        return result
    }

    var now: Double { (session?.now ?? .zero).micros.secondsValue }

    func implements(_ hook: Hook) -> Bool { hookRefs[hook] != nil }

    func call(_ hook: Hook, _ arguments: HookArguments, session: HookSession) -> HookOutcome {
        guard let ref = hookRefs[hook] else { return .returned(.none) }
        let stack = lua.stack
        stack.pushRef(ref)
        stack.pushRef(delegateRef)
        stack.pushRef(applicationRef)
        var count: Int32 = 2
        switch arguments {
        case .application:
            break
        case .launchOptions(let url, let source):
            stack.newTable()
            let table = stack.top
            if let url { stack.push(url); stack.rawSet("UIApplicationLaunchOptionsURLKey", table: table) }
            if let source { stack.push(source); stack.rawSet("UIApplicationLaunchOptionsSourceApplicationKey", table: table) }
            count += 1
        case .url(let url, let source):
            stack.push(url)
            count += 1
            if hook == .openURL {
                if let source { stack.push(source) } else { stack.pushNil() }
                stack.pushNil()   // annotation
                count += 2
            }
        }
        return run(arguments: count, session: session)
    }

    func run(_ callback: CallbackID, argument: CallbackArgument, session: HookSession) -> HookOutcome {
        let stack = lua.stack
        stack.pushRef(callback.raw)
        switch argument {
        case .none:
            return run(arguments: 0, session: session)
        case .notification(let name, let value):
            stack.newTable()   // an NSNotification: note.name, note.object
            let table = stack.top
            stack.push(name)
            stack.rawSet("name", table: table)
            if let value { stack.push(value); stack.rawSet("object", table: table) }
            return run(arguments: 1, session: session)
        }
    }

    private func run(arguments: Int32, session: HookSession) -> HookOutcome {
        let outer = self.session
        self.session = session
        defer { self.session = outer }
        lua.clearHalt()
        let result = lua.pcall(arguments: arguments, results: 1)
        guard result == .ok else { return outcome(of: result) }
        let value: HookValue
        switch lua_type(lua.L, -1) {
        case LUA_TNIL: value = .none
        case LUA_TBOOLEAN: value = .bool(lua.stack.bool(at: -1))
        case LUA_TNUMBER: value = .number(lua.stack.number(at: -1) ?? 0)
        default: value = .other
        }
        lua.stack.pop()
        return .returned(value)
    }

    private func outcome(of result: LuaCallResult) -> HookOutcome {
        switch result {
        case .ok: return .returned(.none)
        case .error(let message, let traceback): return .crashed(message: message, traceback: traceback)
        case .halted(.memory): return .halted(.memory)
        case .halted(.killed): return .halted(.killed)
        case .halted(.interrupted): return .halted(.interrupted)
        case .halted(.budget), .halted(.steps): return .halted(.budget)
        }
    }

    func deliver(_ method: String, to chain: [Responder], argument: EventArgument, session: HookSession) -> HookOutcome {
        let stack = lua.stack
        stack.pushRef(deliverRef)
        stack.push(method)
        stack.newTable()
        for (index, responder) in chain.enumerated() {
            switch responder {
            case .object(let id): stack.push(id)
            case .window: stack.push(-1)
            case .application: stack.push(-2)
            case .delegate: stack.push(-3)
            }
            lua_rawseti(lua.L, -2, lua_Integer(index + 1))
        }
        stack.pushRef(delegateRef)
        stack.pushRef(applicationRef)
        switch argument {
        case .none: stack.push("none"); stack.pushNil(); stack.pushNil(); stack.pushNil()
        case .touch(let x, let y, let phase): stack.push("touch"); stack.push(x); stack.push(y); stack.push(phase.rawValue)
        case .motion(let kind): stack.push("motion"); stack.push(kind); stack.pushNil(); stack.pushNil()
        case .remote(let command): stack.push("remote"); stack.push(command); stack.pushNil(); stack.pushNil()
        case .acceleration(let x, let y, let z): stack.push("acceleration"); stack.push(x); stack.push(y); stack.push(z)
        case .sender(let id): stack.push("sender"); stack.push(id); stack.pushNil(); stack.pushNil()
        }
        return run(arguments: 8, session: session)
    }

    func appearance(_ controller: Int, _ method: String, session: HookSession) -> HookOutcome {
        lua.stack.pushRef(appearRef)
        lua.stack.push(controller)
        lua.stack.push(method)
        return run(arguments: 2, session: session)
    }

    /// An object id for code run without a session (validating the script): never shown.
    func standaloneID() -> Int {
        nextStandaloneID -= 1
        return nextStandaloneID
    }

    func release(_ callback: CallbackID) {
        guard !lua.isClosed else { return }
        lua.stack.unref(callback.raw)
    }

    var heapBytes: Int { lua.isClosed ? 0 : lua.memoryUsed }

    func close() { lua.close() }
}

extension Int64 {
    var secondsValue: Double { Double(self) / 1_000_000 }
}

extension LuaApp {
    /// The host functions of every framework binding, for `stdlib/host/frameworks.lua`.
    static func frameworkFunctions(for app: LuaApp) -> [String: LuaFunction] {
        [WrapOpenGL.functions(for:), WrapNetwork.functions(for:), WrapSharedResources.functions(for:),
         WrapViews.functions(for:), WrapAccessory.functions(for:), WrapAlerts.functions(for:),
         WrapNotificationCenter.functions(for:), WrapFiles.functions(for:), WrapMemory.functions(for:),
         WrapBackgroundModes.functions(for:), WrapViewControllers.functions(for:), WrapTimers.functions(for:),
         WrapAccelerometer.functions(for:)]
            .reduce(into: [:]) { all, functions in all.merge(functions(app)) { first, _ in first } }
    }
}
