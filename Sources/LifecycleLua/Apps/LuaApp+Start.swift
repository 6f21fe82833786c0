import LifecycleCore
import LuaBridge

/// Starting a process (L4): the sandbox, the app's globals and frameworks, the app script, and
/// one reading of its delegate (UIKit caches what a delegate responds to).
extension LuaApp {
    /// What runs while the host reads the delegate table: its metamethods, if any.
    static let readingDelegate = "reading the delegate (its metatable's __index or __pairs)"

    /// Builds the sandbox, runs the app script and reads its delegate. On failure, what happened.
    func start(source: String, chunkName: String, simulation: Simulation, compiled: LuaChunk? = nil) -> HookOutcome {
        let stack = lua.stack
        switch LuaSandbox.make(in: lua, simulation: simulation, now: { [unowned self] in self.now },
                                print: { [unowned self] in self.session?.log($0) }) {
        case .success(let ref): env = ref
        case .failure(let error): return .crashed(message: error.message, traceback: "")
        }
        // Each prelude returns one table of named fields (stdlib/host/calls.lua, `returns`).
        let app = WrapApplication.hostTable(for: self)
        if let error = lua.runPrelude("app", results: 1, push: { stack in
            stack.pushRef(env)
            app.push(in: lua)
            return 2
        }) {
            return .crashed(message: error, traceback: "")
        }
        let appResult = NamedFields<AppPreludeResult>(stack, at: -1)
        let application = appResult?.ref(.application, ofType: .table), inspect = appResult?.ref(.inspect)
        let completion = appResult?.ref(.completionHandler), sceneCall = appResult?.ref(.sceneCall)
        stack.pop()
        guard let application, let inspect, let completion, let sceneCall else { return .crashed(message: LuaApp.preludeBug("app"), traceback: "") }
        applicationRef = application
        completionRef = completion
        sceneCallRef = sceneCall
        let frameworks = LuaApp.frameworksHostTable(for: self)
        if let error = lua.runPrelude("frameworks", results: 1, push: { stack in
            stack.pushRef(env)
            frameworks.push(in: lua)
            return 2
        }) {
            return .crashed(message: error, traceback: "")
        }
        let frameworksResult = NamedFields<FrameworksPreludeResult>(stack, at: -1)
        let deliver = frameworksResult?.ref(.deliver), appear = frameworksResult?.ref(.appear)
        let restore = frameworksResult?.ref(.restore), bgTask = frameworksResult?.ref(.bgTask)
        stack.pop()
        guard let deliver, let appear, let restore, let bgTask else { return .crashed(message: LuaApp.preludeBug("frameworks"), traceback: "") }
        bgTaskRef = bgTask
        deliverRef = deliver
        appearRef = appear
        restoreRef = restore
        if let problem = APICatalogCheck.problem(env: env, in: lua, kind: .app) {
            return .crashed(message: problem, traceback: "")
        }
        // The last prelude: strict globals, for the script's own code.
        let strict = StrictGlobals(part: .app, memo: globalsMemo) { [unowned self] in self.session?.warn($0) }
        if let error = strict.install(in: lua, env: env) { return .crashed(message: error, traceback: "") }
        strictGlobals = strict

        if let error = LuaSandbox.loadChunk(source, chunkName: chunkName, compiled: compiled, env: env, in: lua) {
            return .crashed(message: error, traceback: "")
        }
        // C1: `return AppDelegate, { SceneDelegate = SceneDelegate }`: the classes the scene
        // manifest names, by name.
        let ran = lua.pcall(arguments: 0, results: 2)
        strict.loading = false
        guard ran == .ok else { return outcome(of: ran) }
        var classes: LuaRef?
        if stack.isTable(-1) {
            classes = stack.ref()
        } else {
            if !stack.isNoneOrNil(-1) {
                sceneWarnings.append("the script's second return value is a \(stack.typeName(at: -1)), not a table of scene delegate classes: return AppDelegate, { SceneDelegate = SceneDelegate } (C1)")
            }
            stack.pop()
        }
        defer { if let classes { stack.unref(classes) } }
        guard stack.isTable(-1) else {
            let type = stack.typeName(at: -1)
            stack.pop()
            returnedNoDelegate = true
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
        let inspected = lua.pcall(arguments: 2, results: 1)
        guard inspected == .ok else {
            readDelegateFailed = true
            return outcome(of: inspected)
        }
        session?.activity = nil
        // One table of named fields (`app.entries.inspect.result` in stdlib/host/calls.lua).
        guard let result = NamedFields<InspectResult>(stack, at: -1) else {
            stack.pop()
            return .crashed(message: LuaApp.preludeBug("app"), traceback: "")
        }
        result.with(.hooks) { hooks in
            guard stack.isTable(hooks) else { return }
            for hook in Hook.allCases where !hook.isSceneDelegateMethod {
                stack.rawGet(hook.luaName, table: hooks)
                if stack.isFunction(-1) { hookRefs[hook] = stack.ref() } else { stack.pop() }
            }
        }
        delegateKeys = strings(result, .keys)
        nonFunctionHooks = strings(result, .notFunctions)
        let orientations = result.type(.orientations) == .table ? strings(result, .orientations) : nil
        info = AppInfo(exitOnSuspend: result.bool(.exitOnSuspend), backgroundModes: strings(result, .modes),
                       supportedOrientations: orientations.map { $0.compactMap(AppInfo.orientation(named:)) } ?? ["portrait"],
                       bgTaskIdentifiers: strings(result, .bgIdentifiers))
        infoKeys = strings(result, .infoKeys)
        infoProblems = strings(result, .problems)
        dottedHooks = strings(result, .dotted)
        unknownOrientations = orientations?.filter { AppInfo.orientation(named: $0) == nil } ?? []
        sceneRoles = strings(result, .sceneRoles)
        if result.bool(.sceneManifest) {
            let names = strings(result, .sceneNames), classNames = strings(result, .sceneClasses)
            info.sceneManifest = SceneManifest(supportsMultipleScenes: result.bool(.sceneMultiple),
                                               configurations: zip(names, classNames).map { .init(name: $0, delegateClass: $1.isEmpty ? nil : $1) })
        }
        stack.pop()
        let read = readSceneClasses(inspect: inspect, classes: classes)
        stack.unref(inspect)
        return read
    }

    /// C1: reads each scene delegate class the manifest names from the script's second return
    /// value (its scene methods, its misspelt keys); a class it does not return is warned about
    /// and its scenes run without a delegate, as UIKit does.
    func readSceneClasses(inspect: LuaRef, classes: LuaRef?) -> HookOutcome {
        let stack = lua.stack
        if let classes, info.sceneManifest == nil, !returnedClassNames(classes).isEmpty {
            sceneWarnings.append("the script returns scene delegate classes, but info has no UIApplicationSceneManifest: the app has no scenes, and the app delegate's methods run (C1)")
        }
        guard let manifest = info.sceneManifest else { return .returned(.none) }
        let sceneHooks = Hook.allCases.filter(\.isSceneDelegateMethod)
        let named = Set(manifest.configurations.compactMap(\.delegateClass))
        for name in named.union(returnedClassNames(classes)).sorted() {
            var found = false
            if let classes {
                stack.pushRef(classes)
                stack.rawGet(name, table: -1)
                found = stack.isTable(-1)
                if found {
                    let classRef = stack.ref()
                    stack.pop()
                    stack.pushRef(inspect)
                    stack.pushRef(classRef)
                    stack.newTable()
                    for (index, hook) in sceneHooks.enumerated() { stack.push(hook.luaName); stack.rawSet(index + 1, table: -2) }
                    let inspected = lua.pcall(arguments: 2, results: 1)
                    guard inspected == .ok else { return outcome(of: inspected) }
                    var entry = SceneDelegateClass(ref: classRef)
                    if let result = NamedFields<InspectResult>(stack, at: -1) {
                        result.with(.hooks) { hooks in
                            guard stack.isTable(hooks) else { return }
                            for hook in sceneHooks {
                                stack.rawGet(hook.luaName, table: hooks)
                                if stack.isFunction(-1) { entry.hooks[hook] = stack.ref() } else { stack.pop() }
                            }
                        }
                        for key in strings(result, .keys).prefix(NameDistance.maxNames) where !sceneHooks.contains(where: { $0.luaName == key }) {
                            if Backstop.due { break }
                            if let real = UIKitSurface.method(luaName: key, of: .sceneDelegate) {
                                sceneSurfaceKeys.append(real.luaName)   // N: a real one the simulator does not call
                            } else if let method = Hook.misspelledSceneMethod(key) {
                                sceneWarnings.append("'\(key)' (scene delegate \(LuaApp.clipped(name))), which is not a scene method UIKit has; did you mean '\(method.luaName)' (\(method.name))?|\(key)")
                            }
                        }
                        for key in strings(result, .notFunctions) {
                            sceneWarnings.append("'\(key)' (scene delegate \(LuaApp.clipped(name))), which is not a function, so UIKit never calls it (C1)|\(key)")
                        }
                        for entryText in strings(result, .dotted) { sceneWarnings.append("dotted|" + entryText) }
                    }
                    stack.pop()
                    sceneClasses[name] = entry
                } else {
                    if !stack.isNoneOrNil(-1) {
                        sceneWarnings.append("the script's second return value has '\(name)' = a \(stack.typeName(at: -1)), not a table of scene methods: return AppDelegate, { \(name) = \(name) } (its scenes have no delegate, C1)|\(name)")
                        found = true   // said: not "does not return it" too
                    }
                    stack.pop(2)
                }
            }
            if !found, named.contains(name) {
                sceneWarnings.append("the scene manifest names the scene delegate class '\(name)', but the script does not return it: return AppDelegate, { \(name) = \(name) } (UIKit finds the class by name; without it the scenes have no delegate, C1)|UISceneDelegateClassName")
            }
        }
        return .returned(.none)
    }

    /// A prelude that does not return what the catalog declares: a bug in lifecycle.
    static func preludeBug(_ name: String) -> String {
        "lifecycle host bug: stdlib/host/\(name).lua does not return the table stdlib/host/calls.lua declares"
    }

    /// The strings `t[1]`, `t[2]`, … of the list in field `field` (none when it is not a table).
    func strings(_ result: NamedFields<InspectResult>, _ field: InspectResult) -> [String] {
        result.with(field) { lua.stack.isTable($0) ? strings(inTableAt: $0) : [] }
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

extension LuaApp {
    /// A name from the script as a warning shows it: at most 64 characters (a class name may be
    /// a megabyte).
    static func clipped(_ name: String) -> String { name.count > 64 ? String(name.prefix(64)) + "…" : name }
}
