import LuaBridge
import LifecycleCore

/// One process of an app written in Lua: a fresh sandboxed state holding the delegate
/// (INTERFACE.md, "The app script"). Implements the core's `AppRuntime`.
final class LuaApp: AppRuntime {
    let lua: LuaState
    /// The code now running, for the bindings (nil while validating the script).
    var session: HookSession?
    /// Budget of a standalone run (validation, no session).
    var standaloneLeft = SimDuration.seconds(20)
    var info = AppInfo()
    var hookRefs = HookRefs()
    var delegateRef = LuaRef(rawValue: 0)
    var applicationRef = LuaRef(rawValue: 0)
    var env = LuaRef(rawValue: 0)
    var deliverRef = LuaRef(rawValue: 0)
    var appearRef = LuaRef(rawValue: 0)
    private var nextStandaloneID = 0
    var delegateKeys: [String] = []
    var nonFunctionHooks: [String] = []
    /// The string keys of the delegate's `info` table, and orientation names it lists that are
    /// not UIKit's (for warnings).
    var infoKeys: [String] = []
    var unknownOrientations: [String] = []
    /// Values of the `info` table that could not be read (a key that is not a list, …).
    var infoProblems: [String] = []
    /// The main chunk returned, but reading the delegate table (its metamethods) failed.
    var readDelegateFailed = false

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
        case .frame(let frame):   // a CGRect: { x =, y =, width =, height = }
            stack.newTable()
            let table = stack.top
            for (key, value) in [("x", frame.x), ("y", frame.y), ("width", frame.width), ("height", frame.height)] {
                stack.push(value)
                stack.rawSet(key, table: table)
            }
            count += 1
        case .orientation(let orientation, let duration):
            stack.push(orientation)
            count += 1
            if let duration { stack.push(duration); count += 1 }
        }
        return run(arguments: count, session: session)
    }

    func run(_ callback: CallbackID, argument: CallbackArgument, session: HookSession) -> HookOutcome {
        let stack = lua.stack
        stack.pushRef(callback.ref)
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

    func run(arguments: Int32, session: HookSession) -> HookOutcome {
        let outer = self.session
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
        case .error(let message, let traceback): return .crashed(message: message, traceback: traceback)
        case .halted(.memory): return .halted(.memory)
        case .halted(.killed): return .halted(.killed)
        case .halted(.interrupted): return .halted(.interrupted)
        case .halted(.budget), .halted(.steps): return .halted(.budget)
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

    func close() { lua.close() }
}

extension Int64 {
    var secondsValue: Double { Double(self) / 1_000_000 }
}
