import LuaBridge
import LifecycleCore

/// A scenario script (docs/scenario-api.md): the user's and the system's side, in
/// its own sandboxed state, driving a `Device` through the verbs of `WrapScenario`.
public final class LuaScenario {
    public let device: Device
    public let path: String
    let lua: LuaState
    var env = LuaRef.none
    /// The REPL's helpers (`stdlib/host/repl.lua`), loaded on first use.
    var replRefs: (LuaRef, LuaRef)?
    /// The guards against a scenario that keeps the host busy (LuaScenario+Guards.swift). Ticks
    /// since the scenario last made progress: one per 1,000 instructions of the scenario, and a
    /// verb's charge for each verb that neither moved the clock nor changed the device.
    var ticksSinceProgress = 0
    /// Where the script was when the instruction guard stopped it (`file:line`).
    var stoppedAt: String?
    /// Why a guard stopped the scenario for good (`file:line: verb: …`), and whether the apps'
    /// code was the cause (the run's cap on app code) rather than the scenario's own loop.
    var stopMessage: String?
    var stoppedByApps = false
    /// The stack of the verb running now (its caller's line is looked up only if it warns).
    var verbStack: LuaStack?
    /// Verbs called since the last progress.
    var verbsSinceProgress = 0
    /// The charge of the verbs called since the clock last moved or an app last changed state,
    /// and of the whole run; the verbs called in the run.
    var chargeAtInstant = 0
    var runCharge = 0
    var verbCount = 0
    /// 100,000 ticks: 100 million instructions (or 100,000 verbs that change nothing) without
    /// progress stop the scenario.
    public static let maxTicksWithoutVerb = 100_000
    /// At most this charge at one simulated instant without an app changing state: a loop of
    /// verbs that never let time pass (`while true do rotate(…) end`) stops; Home/reopen cycles
    /// go on (`scripts/bench` plays 100,000 at t = 0).
    public static let maxVerbsAtInstant = 100_000
    /// At most this charge in one run (or one chunk at the REPL).
    public static let maxVerbs = 1_000_000
    /// Where the clock and the device were at the last progress.
    var progressMark: Device.ProgressMark?
    public static let memoryLimit = 256 << 20
    /// Reads another app's script for `install(name, path)`: its source, or an error message.
    public var loadScript: (String) -> Result<ScenarioRun.Script, ScenarioRun.ScriptError> = { path in
        .failure(.init(message: "install(): cannot read \(path) here"))
    }
    /// Reads the suite's helpers for `require("name")` (docs/testing.md, "Sharing code between
    /// scenarios"); nil: `require` loads only lifecycle's stdlib modules (the REPL, `explore`).
    public var readHelper: ScenarioHelper.Reader?
    /// The helpers loaded so far, by module name: their files as messages show them.
    var helperFiles: [String: String] = [:]
    /// What `scenario { … }` declared (nil: nothing yet).
    public internal(set) var info: ScenarioInfo?
    /// `readInfo`: the script stops at `scenario { … }` or at its first verb.
    var readingInfo = false
    /// Strict globals: reads of undefined globals warn, with the line (docs/scenario-api.md).
    var strictGlobals: StrictGlobals?

    /// A scenario that could not run to its end (exit status 2).
    public struct Failure: Error, Equatable, CustomStringConvertible {
        public let message: String
        /// The apps' code reached the run's cap (a loop of launches, a timer firing without end):
        /// not an error of the scenario's own, which `lifecycle test` grades as the case's.
        public var byTheApps = false
        public var description: String { message }
        public init(message: String, byTheApps: Bool = false) {
            self.message = message
            self.byTheApps = byTheApps
        }
    }

    /// A scenario state on `device`, whose simulation seeds its `math.random` (H10).
    public init(device: Device, path: String) throws {
        guard let lua = LuaState(memoryLimit: Self.memoryLimit, ticksEvery: Budgets.instructionsPerMillisecond) else {
            throw Failure(message: "out of memory")
        }
        self.lua = lua
        self.device = device
        self.path = path
        // Each verb, and each stretch of the script between verbs, has the backstop's deadline
        // of processor time; app code running inside a verb stops with it (H23, H34).
        lua.isDriver = true
        device.interruptCheck = { Backstop.fired }
        lua.onTick = { [unowned self] in
            self.ticksSinceProgress += 1
            // A loop that calls verbs is stopped by the verb, which names its line; this is the
            // backstop for one that calls none (or too rarely).
            let slack = self.verbsSinceProgress > 0 ? Self.maxTicksWithoutVerb / 10 : 0
            guard self.ticksSinceProgress > Self.maxTicksWithoutVerb + slack else { return nil }
            self.stoppedAt = lua.stack.site   // the loop's line, for the message
            return .steps
        }
        switch LuaSandbox.make(in: lua, simulation: device.simulation, now: { [unowned device] in device.now.micros.secondsValue },
                                print: { [unowned self, unowned device] text in
                                    // A note changes nothing on the device: it counts toward the
                                    // endless-loop guard as a verb that changes nothing does.
                                    self.ticksSinceProgress += 1
                                    self.verbsSinceProgress += 1
                                    device.note(text)
                                }) {
        case .success(let ref): env = ref
        case .failure(let error): throw Failure(message: error.message)
        }
        WrapScenario.install(in: lua, env: env, scenario: self)
        WrapScenarioInfo.install(in: lua, env: env, scenario: self)
        if let error = WrapScenarioRequire.install(in: lua, env: env, scenario: self) { throw Failure(message: "helpers: \(error)") }
        if let problem = APICatalogCheck.problem(env: env, in: lua, kind: .scenario) { throw Failure(message: problem) }
        // The last prelude: strict globals, for the script's own code (docs/scenario-api.md).
        let strict = StrictGlobals(part: .scenario) { [unowned device] in device.placedWarning($0) }
        if let error = strict.install(in: lua, env: env) { throw Failure(message: "globals: \(error)") }
        strictGlobals = strict
    }

    /// Compiles `source`; a syntax error is a `Failure` with file and line.
    public func check(_ source: String) throws {
        if let error = lua.load(source, chunkName: "@" + path) { throw Failure(message: LuaSandbox.located(error, chunkName: "@" + path, source: source)) }
        lua.stack.pop()
    }

    /// Runs the scenario to its end. Throws a `Failure` (file and line) on an error in the script.
    public func run(_ source: String) throws {
        if let error = LuaSandbox.loadChunk(source, chunkName: "@" + path, env: env, in: lua) {
            throw Failure(message: error)
        }
        resetGuards()
        let result = lua.pcall(arguments: 0, results: 0)
        if case .halted = result, Backstop.fired { throw Failure(message: Backstop.message(site: path)) }
        switch result {
        case .ok:
            return
        case .error(let message, let traceback):
            let message = GlobalSuggestion.adding(to: message, env: env, in: lua, part: .scenario)
            throw Failure(message: traceback.isEmpty ? message : "\(message)\n\(traceback)")
        case .halted(.steps):
            if let stopMessage { throw Failure(message: stopMessage, byTheApps: stoppedByApps) }
            throw Failure(message: "\(stoppedAt ?? path): stopped after \(Self.maxTicksWithoutVerb / 1000) million instructions without a verb (an endless loop?)")
        case .halted(.memory):
            throw Failure(message: "\(path): the scenario went over its \(Self.memoryLimit >> 20) MiB memory cap")
        case .halted(let halt):
            throw Failure(message: "\(path): stopped (\(halt))")
        }
    }

    deinit { lua.close() }
}
