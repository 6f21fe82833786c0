import LifecycleCore

/// A scenario script (INTERFACE.md, "The scenario script"): the user's and the system's side, in
/// its own sandboxed state, driving a `Device` through the verbs of `WrapScenario`.
public final class LuaScenario {
    public let device: Device
    public let path: String
    let lua: LuaState
    var env: Int32 = 0
    /// The REPL's helpers (`stdlib/host/repl.lua`), loaded on first use.
    var replRefs: (Int32, Int32)?
    /// Ticks (of 1,000 instructions) since the last verb; an endless loop runs out of them.
    var ticksSinceVerb = 0
    /// 100,000 ticks: 100 million instructions without calling a verb stop the scenario.
    public static let maxTicksWithoutVerb = 100_000
    public static let memoryLimit = 256 << 20
    /// Reads another app's script for `install(name, path)`: its source, or an error message.
    public var loadScript: (String) -> Result<ScenarioRun.Script, ScenarioRun.ScriptError> = { path in
        .failure(.init(message: "install(): cannot read \(path) here"))
    }
    let seed: UInt64

    /// A scenario that could not run to its end (exit status 2).
    public struct Failure: Error, Equatable, CustomStringConvertible {
        public let message: String
        public var description: String { message }
    }

    public init(device: Device, path: String, seed: UInt64 = 1) throws {
        guard let lua = LuaState(memoryLimit: Self.memoryLimit, ticksEvery: Budgets.instructionsPerMillisecond) else {
            throw Failure(message: "out of memory")
        }
        self.lua = lua
        self.device = device
        self.path = path
        self.seed = seed
        lua.onTick = { [unowned self] in
            self.ticksSinceVerb += 1
            return self.ticksSinceVerb > Self.maxTicksWithoutVerb ? .steps : nil
        }
        switch LuaSandbox.make(in: lua, seed: seed, now: { [unowned device] in device.now.micros.secondsValue },
                                print: { [unowned device] in device.note($0) }) {
        case .success(let ref): env = ref
        case .failure(let error): throw Failure(message: error.message)
        }
        WrapScenario.install(in: lua, env: env, scenario: self)
        if let problem = APICatalogCheck.problem(env: env, in: lua, kind: .scenario) { throw Failure(message: problem) }
    }

    /// Compiles `source`; a syntax error is a `Failure` with file and line.
    public func check(_ source: String) throws {
        if let error = lua.load(source, chunkName: "@" + path) { throw Failure(message: error) }
        lua.stack.pop()
    }

    /// Runs the scenario to its end. Throws a `Failure` (file and line) on an error in the script.
    public func run(_ source: String) throws {
        if let error = LuaSandbox.loadChunk(source, chunkName: "@" + path, env: env, in: lua) {
            throw Failure(message: error)
        }
        ticksSinceVerb = 0
        switch lua.pcall(arguments: 0, results: 0) {
        case .ok:
            return
        case .error(let message, let traceback):
            throw Failure(message: traceback.isEmpty ? message : "\(message)\n\(traceback)")
        case .halted(.steps):
            throw Failure(message: "\(path): stopped after \(Self.maxTicksWithoutVerb / 1000) million instructions without a verb (an endless loop?)")
        case .halted(.memory):
            throw Failure(message: "\(path): the scenario went over its \(Self.memoryLimit >> 20) MiB memory cap")
        case .halted(let halt):
            throw Failure(message: "\(path): stopped (\(halt))")
        }
    }

    deinit { lua.close() }
}
