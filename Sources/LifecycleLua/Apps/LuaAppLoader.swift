import LifecycleCore
import LuaBridge

/// Starts a fresh Lua process of an app script at every launch (a killed app loses
/// what it held in memory: docs/app-api.md).
public final class LuaAppLoader: AppLoader {
    public let source: String
    /// The script's name as messages show it (`examples/good/app.lua`).
    public let path: String
    /// The run's simulation: its seed starts the scripts' `math.random` (H10). The profile the
    /// app runs on is its device's (`Device.profile`), which `set_multitasking` may change (T1).
    public let simulation: Simulation
    /// The script compiled once by the host (trusted bytecode, `compile(_:path:)`), or nil when
    /// it does not compile (each start then reports the syntax error from the text). Every
    /// loader starts from bytecode, whichever way it was made (`run`, `install`, the REPL,
    /// `:reload`): a text load leaves the parser's garbage in the app's heap, which a script
    /// reads (`collectgarbage("count")`) and the trace shows (a jetsam footprint), so the same
    /// script must never start both ways. Immutable: loaders on several threads may share it.
    public let compiled: LuaChunk?
    /// The app's memory cap: going over it is a jetsam kill (M1).
    public static let memoryLimit = 64 << 20
    private var warned = false
    /// Strict globals' warnings, once per name and line across the app's launches.
    private let globalsMemo = StrictGlobals.Memo()

    public init(source: String, path: String, simulation: Simulation, compiled: LuaChunk? = nil) {
        self.source = source
        self.path = path
        self.simulation = simulation
        self.compiled = compiled ?? Self.compile(source, path: path)
    }

    /// Compiles an app script once, under the chunk name every start uses (`@path`), for
    /// loaders that start it many times. Nil when it does not compile (a start then reports the
    /// syntax error from the text).
    public static func compile(_ source: String, path: String) -> LuaChunk? {
        LuaChunk.compile(source, chunkName: "@" + path)
    }

    public func start(session: HookSession) -> Result<AppRuntime, LoadFailure> {
        guard let app = LuaApp(memoryLimit: Self.memoryLimit, session: session) else {
            return .failure(LoadFailure(outcome: .halted(.memory)))
        }
        app.globalsMemo = globalsMemo
        let outcome = app.start(source: source, chunkName: "@" + path, simulation: simulation, compiled: compiled)
        app.session = nil
        app.scriptSource = source
        app.scriptPath = path
        guard outcome == .returned(.none) else {
            app.close()
            return .failure(LoadFailure(outcome: outcome))
        }
        if !warned {
            warned = true
            for (rule, message) in surfaceNotes(keys: app.delegateKeys, sceneKeys: app.sceneSurfaceKeys) {
                if let rule { session.inform(rule, message) } else { session.warn(message) }
            }
            for message in warnings(keys: app.delegateKeys, nonFunctions: app.nonFunctionHooks)
                + DottedHook.warnings(app.dottedHooks, source: source, path: path)
                + infoWarnings(keys: app.infoKeys, unknownOrientations: app.unknownOrientations, problems: app.infoProblems)
                + infoValueWarnings(modes: app.info.backgroundModes, roles: app.sceneRoles)
                + sceneWarnings(app) {
                session.warn(message)
            }
        }
        return .success(app)
    }

    /// Checks the script before a run: it must compile, run within the launch budget (L5) and
    /// the memory cap (M1), and return a delegate table the host can read. Returns a message
    /// with file and line, or nil: a script that cannot launch is a load error (exit status 2),
    /// not a kill at every launch. A case of the host's backstop of its own (`Backstop`).
    public func validate(backstop: Backstop.Limits = .standard) -> String? {
        loadFailure(backstop: backstop)?.message
    }

    /// Why the app does not load, with the kind of it (`lifecycle test`'s gradebook sorts
    /// submissions by it); nil when it loads.
    public func loadFailure(backstop: Backstop.Limits = .standard) -> AppLoadFailure? {
        Backstop.runCase(backstop) { check() }
    }

    private func check() -> AppLoadFailure? {
        guard let app = LuaApp(memoryLimit: Self.memoryLimit, session: nil) else { return AppLoadFailure(kind: .memory, message: "\(path): out of memory") }
        defer { app.close() }
        let outcome = app.start(source: source, chunkName: "@" + path, simulation: simulation, compiled: compiled)
        let what = app.readDelegateFailed ? LuaApp.readingDelegate : "the main chunk"
        if Backstop.fired { return AppLoadFailure(kind: .host, message: Backstop.message(site: path, stretch: "checking the app before the run (\(what))")) }
        switch outcome {
        case .returned:
            return nil
        case .crashed(let message, _):
            let kind: AppLoadFailure.Kind = app.returnedNoDelegate ? .noDelegate : .crash
            let message = app.readDelegateFailed ? "\(what) raised an error: \(message)" : message
            return AppLoadFailure(kind: kind, message: message.hasPrefix(path) ? message : "\(path): \(message)")
        case .halted(.memory):
            return AppLoadFailure(kind: .memory, message: "\(path): \(what) went over the app's \(Self.memoryLimit >> 20) MiB memory cap (M1)")
        case .halted:
            return AppLoadFailure(kind: .loop, message: "\(path): \(what) did not finish within the \(Budgets().launch) s launch budget (L5): an endless loop?")
        }
    }

    /// Delegate keys that look like misspelt hooks, and hooks that are not functions. At most
    /// `NameDistance.maxNames` keys are compared with the hooks (H22), while the host's backstop
    /// allows (`Backstop.due`).
    func warnings(keys: [String], nonFunctions: [String]) -> [String] {
        var messages: [String] = [], lookups = 0
        for key in keys.prefix(NameDistance.maxNames) {
            if Backstop.due { break }
            if let method = UIKitSurface.misspelling(key, of: .appDelegate, on: simulation.profile) {
                let place = KeySite.prefix(key, source: source, path: path, lookups: &lookups)
                let deprecated = method.isDeprecated(on: simulation.profile) ? "; it is \(method.deprecationText ?? "deprecated")" : ""
                let scene = method.kind == .sceneDelegate ? ", a scene delegate method that belongs in the scene delegate class (C1)" : ""
                messages.append("\(place): the delegate has '\(key)', which is not a method of UIApplicationDelegate; did you mean '\(method.luaName)' (\(method.name)\(deprecated)\(scene))?")
            }
        }
        if keys.count > NameDistance.maxNames {
            messages.append("\(path): the delegate has \(keys.count) keys; only the first \(NameDistance.maxNames) in alphabetical order were checked for misspelt hooks")
        }
        for name in nonFunctions {
            let place = KeySite.prefix(name, source: source, path: path, lookups: &lookups)
            messages.append("\(place): the delegate's '\(name)' is not a function, so it is never called")
        }
        return messages
    }

    /// `info` keys that are not UIKit's spelling or not read by the simulator, values that could
    /// not be read, and orientation names UIKit does not have: at most `infoWarningLimit` of
    /// each, then a count of the rest.
    func infoWarnings(keys: [String], unknownOrientations: [String], problems: [String]) -> [String] {
        var unread: [String] = [], lookups = 0
        for key in keys where !AppInfo.keys.contains(key) {
            guard unread.count < Self.infoWarningLimit else { unread.append(""); continue }
            let place = KeySite.prefix(key, source: source, path: path, lookups: &lookups)
            if let uikit = AppInfo.aliases[key] {
                unread.append(keys.contains(uikit)
                    ? "\(place): info.\(key) is ignored: UIKit's spelling, \(uikit), is set too and wins"
                    : "\(place): info.\(key) is read as UIKit's \(uikit) (B3, T1); write UIKit's spelling, \(uikit)")
            } else if let closest = AppInfo.closestKey(to: key) {
                unread.append("\(place): info.\(key) is not an Info.plist key the simulator reads, so it has no effect; did you mean \(closest)?")
            } else {
                unread.append("\(place): info.\(key) has no effect: the simulator reads only \(AppInfo.keys.joined(separator: ", "))")
            }
        }
        let known = InfoValues.orientations.values.map(\.name).joined(separator: ", ")
        let orientations = unknownOrientations.map {
            "\(path): UISupportedInterfaceOrientations has '\(LuaApp.clipped($0))', which is not one of \(known)"
                + InfoValues.orientations.hint(for: $0, on: simulation.profile)
        }
        // A value that could not be read is named by the key it starts with (`info.UIFoo is a…`,
        // `UIApplicationSceneManifest.UIBar is a…`): its line, as for a misspelt key.
        let unreadable = problems.map { problem -> String in
            let head = problem.prefix { $0 != " " && $0 != "[" }
            let key = head.split(separator: ".").last.map(String.init) ?? ""
            return "\(KeySite.prefix(key, source: source, path: path, lookups: &lookups)): \(problem)"
        }
        return [unread, orientations, unreadable].flatMap { group -> [String] in
            let shown = group.prefix(Self.infoWarningLimit)
            let rest = group.count - shown.count
            return shown + (rest > 0 ? ["\(path): … and \(rest) more like it"] : [])
        }
    }

    /// C1: scene delegate classes the manifest names but the script does not return, misspelt
    /// scene methods, scene methods defined with '.', and scene methods put in the app delegate.
    func sceneWarnings(_ app: LuaApp) -> [String] {
        var messages: [String] = [], lookups = 0
        var dotted: [String] = []
        for warning in app.sceneWarnings {
            if warning.hasPrefix("dotted|") { dotted.append(String(warning.dropFirst(7))); continue }
            let parts = warning.split(separator: "|", maxSplits: 1).map(String.init)
            let place = KeySite.prefix(parts.count > 1 ? parts[1] : "", source: source, path: path, lookups: &lookups)
            messages.append(parts[0].hasPrefix("the ") ? "\(place): \(parts[0])" : "\(place): the scene delegate has \(parts[0])")
        }
        messages += DottedHook.warnings(dotted, source: source, path: path)
        for key in app.delegateKeys {
            guard let hook = Hook.named(luaName: key), hook.isSceneDelegateMethod else { continue }
            let place = KeySite.prefix(key, source: source, path: path, lookups: &lookups)
            messages.append("\(place): the app delegate has '\(key)', a scene delegate method: UIKit calls \(hook.selector) on the scene delegate the scene manifest names, never on the app delegate (C1)")
        }
        return messages
    }

    /// How many warnings of one kind about the `info` table are shown.
    static let infoWarningLimit = 10
}
