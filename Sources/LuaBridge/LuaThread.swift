internal import LuaShim

/// S3: how far a run of a coroutine the host started went (`LuaState.startThread`).
public enum LuaThreadStep: Equatable {
    /// It returned this value (its first result); the coroutine is released.
    case returned(LuaScalar)
    /// It paused (the tick asked, or a host function returned `.pause`) at `site`, the script
    /// line (`app.lua:14`, nil when unknown): `resumeThread` goes on from there.
    case paused(LuaRef, site: String?)
    /// It failed: an error (message and traceback, as `pcall` gives them) or a halt, `.cut`
    /// included; the coroutine is released.
    case failed(LuaCallResult)
}

extension LuaState {
    /// Runs `function` as a coroutine the host may pause (S3), with the bookkeeping of `pcall`
    /// (the instruction count restarted, the memory cap, halts), until it returns, fails or
    /// pauses. The tick (`onTick`) pauses it by returning `.pause`.
    public func startThread(_ function: LuaRef) -> LuaThreadStep {
        var thread: Int32 = SHIM_NOREF
        guard shim_thread_start(L, function.rawValue, &thread) == SHIM_OK else {
            return .failed(failure(cuttingTo: shim_gettop(L) - 1))
        }
        return resumeThread(LuaRef(rawValue: thread))
    }

    /// Goes on with a coroutine `startThread` paused, from where it stopped.
    public func resumeThread(_ thread: LuaRef) -> LuaThreadStep {
        var value = ShimValue()
        let status = shim_thread_resume(L, thread.rawValue, &value)
        if status == SHIM_YIELD {
            guard let halt else { return .paused(thread, site: site(of: thread)) }
            releaseThread(thread)
            return .failed(.halted(halt))
        }
        if let halt {
            if status != SHIM_OK { stack.pop() }
            return .failed(.halted(halt))
        }
        guard status == SHIM_OK else { return .failed(failure(cuttingTo: shim_gettop(L) - 1)) }
        return .returned(LuaScalar(value))
    }

    /// Frees a paused coroutine that will never go on: no more of its code runs (its `<close>`
    /// variables neither).
    public func releaseThread(_ thread: LuaRef) {
        guard !isClosed else { return }
        shim_thread_release(L, thread.rawValue)
    }

    /// The script line a paused coroutine stopped at (`app.lua:14`).
    func site(of thread: LuaRef) -> String? {
        var buffer = [CChar](repeating: 0, count: 512)
        let length = shim_thread_site(L, thread.rawValue, &buffer, Int32(buffer.count))
        guard length > 0 else { return nil }
        return String(decoding: buffer[..<Int(length)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
