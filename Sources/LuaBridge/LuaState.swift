internal import LuaShim

/// A Swift function callable from Lua. It never raises: it returns a result count, an error
/// message (which the C trampoline raises), or a halt.
public typealias LuaFunction = (LuaStack) -> LuaReturn

public enum LuaReturn {
    case values(Int32)
    case error(String)
    /// Stop the running code for good (budget, kill, …); recorded as the state's halt.
    case halt(LuaHalt)
    /// S3: pause the host's coroutine here (`work` past the pause point): when it is resumed the
    /// function returns no value. Where Lua cannot pause, the code is cut (`LuaHalt.cut`).
    case pause
}

/// Why a state stopped running code (mirrors `ShimHalt`).
public enum LuaHalt: Int32, Sendable {
    case budget = 1, memory = 2, killed = 3, interrupted = 4, steps = 5
    /// The host's backstop: the case ran past its deadline of processor time (`Backstop`).
    case deadline = 6
    /// S3: the code had to pause where Lua cannot (a C function's callback, an app's own
    /// coroutine): it was stopped there.
    case cut = 7
    /// S3: not a halt: what `onTick` returns to pause the host's coroutine (`startThread`). Never
    /// the state's `halt`.
    case pause = 8
}

/// How a protected call ended.
public enum LuaCallResult: Equatable {
    case ok
    /// A Lua error: the message and the traceback (separated).
    case error(message: String, traceback: String)
    case halted(LuaHalt)
}

/// One Lua state with a limited allocator and an instruction-count tick. Swift reaches Lua only
/// through `pcall`; see LuaShim.h for how errors are kept out of Swift frames.
public final class LuaState {
    let L: OpaquePointer
    private let shim: UnsafeMutablePointer<ShimState>
    private var functions: [LuaFunction] = []
    private var closed = false
    /// Called every `Budgets.instructionsPerMillisecond` instructions; return a halt to stop.
    public var onTick: (() -> LuaHalt?)?

    /// A new state capped at `memoryLimit` bytes, with the standard libraries open (for the host's
    /// preludes; user code only ever sees the sandbox). Nil if even that does not fit.
    public init?(memoryLimit: Int, ticksEvery instructions: Int) {
        shim = .allocate(capacity: 1)
        shim.initialize(to: ShimState())
        shim.pointee.limit = memoryLimit
        shim.pointee.tick_instructions = Int32(instructions)
        guard let state = shim_newstate(shim) else {
            shim.deallocate()
            return nil
        }
        L = state
        shim.pointee.owner = Unmanaged.passUnretained(self).toOpaque()
        shim.pointee.on_call = { owner, L, id in
            let state = Unmanaged<LuaState>.fromOpaque(owner!).takeUnretainedValue()
            return state.dispatch(L!, id)
        }
        shim.pointee.on_tick = { owner, reason in
            let state = Unmanaged<LuaState>.fromOpaque(owner!).takeUnretainedValue()
            guard let halt = state.onTick?() else { return 0 }
            reason?.pointee = halt.rawValue
            return 1
        }
        guard shim_openlibs(L) == SHIM_OK else {
            close()
            return nil
        }
    }

    deinit { close() }

    /// Frees the state. Must not be called while its code runs.
    public func close() {
        guard !closed else { return }
        closed = true
        shim_close(L)
        shim.deallocate()
    }

    public var isClosed: Bool { closed }
    /// A scenario's state: each of its host calls is a verb, which the backstop times on its own,
    /// and its code between two verbs a stretch (`Backstop`).
    public var isDriver: Bool {
        get { shim.pointee.driver != 0 }
        set { shim.pointee.driver = newValue ? 1 : 0 }
    }
    public var stack: LuaStack { LuaStack(L) }
    public var memoryUsed: Int { shim.pointee.used }
    /// A full collection: what `memoryUsed` counts next is what the script still holds, not
    /// garbage the collector has yet to reach, whose amount follows the collector's timing.
    public func collectGarbage() {
        guard !closed else { return }
        shim_collect(L)
    }
    public var peakMemory: Int { shim.pointee.peak }
    public var halt: LuaHalt? { LuaHalt(rawValue: shim.pointee.halted) }
    /// Steps of work done in C counted so far (long strings, library loops): for tests, which
    /// compare it with the work a library call does (docs/security.md, "The Lua sandbox").
    public var chargedSteps: UInt64 { UInt64(shim_charged_steps(L)) }

    /// Clears a halt so the state may run code again (after a non-fatal stop). Nothing to do,
    /// and no C call, in the common case where nothing stopped it (shim_resume resets these
    /// two fields and the count hook, which shim_pcall sets again anyway).
    public func clearHalt() {
        guard shim.pointee.halted != 0 || shim.pointee.interrupt_requested != 0 else { return }
        shim_resume(L)
    }

    /// Registers `function` and pushes it as a Lua function.
    public func push(_ function: @escaping LuaFunction) {
        functions.append(function)
        shim_pushswift(L, Int32(functions.count - 1))
    }

    private func dispatch(_ thread: OpaquePointer, _ id: Int32) -> Int32 {
        switch functions[Int(id)](LuaStack(thread)) {
        case .values(let n):
            return n
        case .error(let message):
            LuaStack(thread).push(message)
            return SHIM_RAISE
        case .pause, .halt(.pause):
            return SHIM_PAUSE_CALL
        case .halt(let halt):
            if shim.pointee.halted == 0 { shim.pointee.halted = halt.rawValue }
            return SHIM_HALT
        }
    }

    /// Compiles a text chunk and pushes it as a function. On a syntax error, returns the message
    /// (`name:line: …`) and pushes nothing.
    public func load(_ source: String, chunkName: String) -> String? {
        var text = source
        let status = text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                shim_loadtext(L, chars.baseAddress, chars.count, chunkName)
            }
        }
        guard status != SHIM_OK else { return nil }
        let message = stack.string(at: -1) ?? "cannot load \(chunkName)"
        stack.pop()
        return message
    }

    /// Loads a trusted compiled chunk (`LuaChunk`: the host's own bytecode, never a user's) and
    /// pushes it as a function, as `load(_:chunkName:)` does with text. On failure (a dump of
    /// another Lua release or machine), returns the message and pushes nothing.
    public func load(_ chunk: LuaChunk) -> String? {
        let status = chunk.bytecode.withUnsafeBufferPointer { bytes in
            shim_load_trusted(L, bytes.baseAddress, bytes.count, chunk.chunkName)
        }
        guard status != SHIM_OK else { return nil }
        let message = stack.string(at: -1) ?? "cannot load \(chunk.chunkName)"
        stack.pop()
        return message
    }

    /// Calls the function below `arguments` values, protected. On `.ok`, `results` values are
    /// on the stack (-1, Lua's LUA_MULTRET: all of them); otherwise nothing is.
    public func pcall(arguments: Int32, results: Int32) -> LuaCallResult {
        let status = shim_pcall(L, arguments, results)
        if let halt { if status != SHIM_OK { stack.pop() }; return .halted(halt) }
        guard status != SHIM_OK else { return .ok }
        return failure(cuttingTo: shim_gettop(L) - 1)
    }

    /// The error on top, its traceback split off; the stack is cut back to `top`.
    func failure(cuttingTo top: Int32) -> LuaCallResult {
        let text = stack.string(at: -1) ?? "(error object is not a string)"
        stack.pop(shim_gettop(L) - top)
        return LuaState.splitTraceback(text)
    }

    /// Splits "message\nstack traceback:\n…" and keeps the learner's frames only: the host's
    /// preludes (stdlib/host/), the C functions they call (a line just before one of theirs),
    /// the tail calls they make, and unnamed C frames are dropped.
    static func splitTraceback(_ text: String) -> LuaCallResult {
        guard let range = text.firstRange(of: "\nstack traceback:\n") else {
            return .error(message: text, traceback: "")
        }
        let lines = text[range.upperBound...].split(separator: "\n").map { $0.trimmingPrefix("\t") }
        func isHost(_ index: Int) -> Bool { index < lines.count && lines[index].hasPrefix("stdlib/host/") }
        var kept: [Substring] = []
        for (index, line) in lines.enumerated() {
            if isHost(index) || line.hasPrefix("[C]: in ?") { continue }
            if line.hasPrefix("[C]:") && isHost(index + 1) { continue }
            if line == "(...tail calls...)" && index > 0 && isHost(index - 1) { continue }
            kept.append(line)
        }
        return .error(message: String(text[..<range.lowerBound]), traceback: kept.joined(separator: "\n"))
    }

    /// Pushes the function the sandbox prelude calls for the counted replacements of the C
    /// library's loops (`stdlib/host/limits.lua`); tests compare them with Lua's own functions.
    public func pushLimits() { shim_pushlimits(L) }

    /// Pushes the function that gives an environment the metamethods of strict globals
    /// (`stdlib/host/globals.lua`, Sources/LuaShim/ShimGlobals.c).
    public func pushStrictGlobals() { shim_push_strict_globals(L) }

    /// Makes SIGINT (Ctrl-C) request an interrupt of this state's running code (the REPL).
    public func watchInterrupts() { shim_watch_sigint(L) }

    /// Whether Ctrl-C asked this state's running code to stop (and it has not been cleared).
    public var interruptRequested: Bool { !closed && shim.pointee.interrupt_requested != 0 }

    /// S3: the host's coroutine pauses once the running host function returned, with its results
    /// (or, where it cannot then, at the next tick): its work took it past the pause point.
    public func pauseAfterCall() { shim.pointee.pause = 1 }

    /// What Ctrl-C's handler does (`watchInterrupts`), without a signal: for tests.
    func requestInterrupt() { shim.pointee.interrupt_requested = 1 }
}
