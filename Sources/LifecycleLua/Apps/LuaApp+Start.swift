import LifecycleCore
import LuaBridge

/// Starting a process (L4): the sandbox, the app's globals and frameworks, the app script, and
/// one reading of its delegate (UIKit caches what a delegate responds to).
extension LuaApp {
    /// What runs while the host reads the delegate table: its metamethods, if any.
    static let readingDelegate = "reading the delegate (its metatable's __index or __pairs)"

    /// Builds the sandbox, runs the app script and reads its delegate. On failure, what happened.
    func start(source: String, chunkName: String, seed: UInt64, compiled: LuaChunk? = nil) -> HookOutcome {
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
            var functions = LuaApp.frameworkFunctions(for: self)
            functions["prelude"] = HostTable.preludeLoader(lua)
            HostTable.push(functions, in: lua)
            return 2
        }) {
            return .crashed(message: error, traceback: "")
        }
        appearRef = stack.ref()
        deliverRef = stack.ref()
        if let problem = APICatalogCheck.problem(env: env, in: lua, kind: .app) {
            return .crashed(message: problem, traceback: "")
        }

        if let error = LuaSandbox.loadChunk(source, chunkName: chunkName, compiled: compiled, env: env, in: lua) {
            return .crashed(message: error, traceback: "")
        }
        let ran = lua.pcall(arguments: 0, results: 1)
        guard ran == .ok else { return outcome(of: ran) }
        guard stack.isTable(-1) else {
            let type = stack.typeName(at: -1)
            stack.pop()
            return .crashed(message: "the app script must return its delegate table (it returned \(type))", traceback: "")
        }
        delegateRef = stack.ref()

        // Read the delegate once, as UIKit caches what its delegate responds to. This runs the
        // delegate's metamethods, if it has any: a kill or an error there names them.
        session?.activity = LuaApp.readingDelegate
        stack.pushRef(inspect)
        stack.pushRef(delegateRef)
        stack.newTable()
        for (index, hook) in Hook.allCases.enumerated() {
            stack.push(hook.luaName)
            stack.rawSet(index + 1, table: -2)
        }
        let inspected = lua.pcall(arguments: 2, results: 8)
        guard inspected == .ok else {
            readDelegateFailed = true
            return outcome(of: inspected)
        }
        session?.activity = nil
        let hooks = stack.top - 7
        for hook in Hook.allCases {
            stack.rawGet(hook.luaName, table: hooks)
            if stack.isFunction(-1) { hookRefs[hook] = stack.ref() } else { stack.pop() }
        }
        delegateKeys = strings(inTableAt: hooks + 1)
        nonFunctionHooks = strings(inTableAt: hooks + 2)
        let orientations = stack.isTable(hooks + 5) ? strings(inTableAt: hooks + 5) : nil
        info = AppInfo(exitOnSuspend: stack.bool(at: hooks + 3), backgroundModes: strings(inTableAt: hooks + 4),
                       supportedOrientations: orientations.map { $0.compactMap(AppInfo.orientation(named:)) } ?? ["portrait"])
        infoKeys = strings(inTableAt: hooks + 6)
        infoProblems = strings(inTableAt: hooks + 7)
        unknownOrientations = orientations?.filter { AppInfo.orientation(named: $0) == nil } ?? []
        stack.pop(8)
        stack.unref(inspect)
        return .returned(.none)
    }

    func strings(inTableAt index: Int32) -> [String] {
        var result: [String] = []
        var i = 1
        while lua.stack.rawGet(i, table: index) == .string {
            result.append(lua.stack.string(at: -1)!)
            lua.stack.pop()
            i += 1
        }
        lua.stack.pop()
        return result
    }
}
