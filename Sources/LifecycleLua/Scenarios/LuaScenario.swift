import LuaBridge
import LifecycleCore

/// A scenario script (INTERFACE.md, "The scenario script"): the user's and the system's side, in
/// its own sandboxed state, driving a `Device` through the verbs of `WrapScenario`.
public final class LuaScenario {
    public let device: Device
    public let path: String
    let lua: LuaState
    var env = LuaRef.none
    /// The REPL's helpers (`stdlib/host/repl.lua`), loaded on first use.
    var replRefs: (LuaRef, LuaRef)?
    /// The endless-loop guard. Ticks since the scenario last made progress: one per 1,000
    /// instructions of the scenario, and one per verb that neither moved the clock nor changed
    /// the device (`state()`, `expect`, `advance(0)` with nothing due, a verb that did nothing).
    /// Progress resets them; an endless loop runs out of them.
    var ticksSinceProgress = 0
    /// Where the script was when the endless-loop guard stopped it (`file:line`).
    var stoppedAt: String?
    /// The stack of the verb running now (its caller's line is looked up only if it warns).
    var verbStack: LuaStack?
    /// Verbs called since the last progress (nil: none), and the first one's position in time.
    var verbsSinceProgress = 0
    /// Verbs called since the clock last moved, and in the whole run.
    var verbsAtInstant = 0
    var verbCount = 0
    /// 100,000 ticks: 100 million instructions (or 100,000 verbs that change nothing) without
    /// progress stop the scenario.
    public static let maxTicksWithoutVerb = 100_000
    /// At most this many verbs at one simulated instant: a loop of verbs that change the device
    /// but never let time pass (`while true do rotate(…) end`) stops.
    public static let maxVerbsAtInstant = 100_000
    /// At most this many verbs in one run (or one chunk at the REPL).
    public static let maxVerbs = 1_000_000
    /// Where the clock and the device were at the last progress.
    var progressMark: Device.ProgressMark?
    public static let memoryLimit = 256 << 20
    /// Reads another app's script for `install(name, path)`: its source, or an error message.
    public var loadScript: (String) -> Result<ScenarioRun.Script, ScenarioRun.ScriptError> = { path in
        .failure(.init(message: "install(): cannot read \(path) here"))
    }
    let seed: UInt64
    /// What `scenario { … }` declared (nil: nothing yet).
    public internal(set) var info: ScenarioInfo?
    /// `readInfo`: the script stops at `scenario { … }` or at its first verb.
    var readingInfo = false

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
        // Each verb, and each stretch of the script between verbs, has the backstop's deadline
        // of processor time; app code running inside a verb stops with it (G05, G16).
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
        switch LuaSandbox.make(in: lua, seed: seed, now: { [unowned device] in device.now.micros.secondsValue },
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
        if let problem = APICatalogCheck.problem(env: env, in: lua, kind: .scenario) { throw Failure(message: problem) }
    }

    /// Compiles `source`; a syntax error is a `Failure` with file and line.
    public func check(_ source: String) throws {
        if let error = lua.load(source, chunkName: "@" + path) { throw Failure(message: LuaSandbox.located(error, chunkName: "@" + path)) }
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
            let message = GlobalSuggestion.adding(to: message, env: env, in: lua)
            throw Failure(message: traceback.isEmpty ? message : "\(message)\n\(traceback)")
        case .halted(.steps):
            throw Failure(message: "\(stoppedAt ?? path): stopped after \(Self.maxTicksWithoutVerb / 1000) million instructions without a verb (an endless loop?)")
        case .halted(.memory):
            throw Failure(message: "\(path): the scenario went over its \(Self.memoryLimit >> 20) MiB memory cap")
        case .halted(let halt):
            throw Failure(message: "\(path): stopped (\(halt))")
        }
    }

    /// A fresh start for the guards (a run, or a chunk at the REPL).
    func resetGuards() {
        ticksSinceProgress = 0
        stoppedAt = nil
        verbsSinceProgress = 0
        verbsAtInstant = 0
        verbCount = 0
        progressMark = device.progressMark
    }

    /// After a verb: the guards. Nil, or the error that stops the scenario (the
    /// binding returns it, so the message names the verb's line).
    func afterVerb(_ name: String) -> String? {
        verbCount += 1
        if device.now > SimTime.end {
            return "\(name): the simulated clock ran past its end: it runs for 100 years (3155760000 s)"
        }
        guard verbCount <= Self.maxVerbs else {
            return "\(name): the scenario called \(Self.maxVerbs) verbs, the most one run may call (an endless loop?)"
        }
        let mark = device.progressMark
        let before = progressMark ?? mark
        progressMark = mark
        verbsAtInstant = mark.now == before.now ? verbsAtInstant + 1 : 0
        if mark != before {
            ticksSinceProgress = 0
            verbsSinceProgress = 0
        } else {
            ticksSinceProgress += 1
            verbsSinceProgress += 1
        }
        if ticksSinceProgress > Self.maxTicksWithoutVerb {
            return "\(name): no progress at t = \(mark.now): the verbs called since let no time pass and changed nothing on the device (an endless loop waiting for something? did you forget advance()?)"
        }
        if verbsAtInstant > Self.maxVerbsAtInstant {
            return "\(name): \(Self.maxVerbsAtInstant) verbs at t = \(mark.now) without time passing (an endless loop? did you forget advance()?)"
        }
        return nil
    }

    deinit { lua.close() }
}
