import LifecycleCore
import LuaBridge

/// S3: app code run as a coroutine the system can freeze where it is and start again later
/// (S3, docs/rules.md): a block on a global queue, main-thread code a background deadline may
/// interrupt. It pauses when its session's clock reaches `pauseAt` (the tick, `spend`, says
/// `.pause`) or inside `work(seconds)` (`work`); where Lua cannot pause (a `table.sort`
/// comparator, a coroutine of the app's own) it is cut (`Halt.cut`).
extension LuaApp {
    func start(_ callback: CallbackID, session: HookSession) -> CodeStep {
        running(in: session) { lua.startThread(callback.ref) }
    }

    func resume(_ code: PausedCode, session: HookSession) -> CodeStep {
        running(in: session) { lua.resumeThread(LuaRef(rawValue: code.raw)) }
    }

    /// Paused code that never goes on: only its coroutine is released, so none of its code runs
    /// again (its `<close>` variables neither: a lost thread's code never runs).
    func discard(_ code: PausedCode) {
        lua.releaseThread(LuaRef(rawValue: code.raw))
    }

    /// Runs a step of a coroutine inside `session` (set while its code runs, as `finish` does).
    private func running(in session: HookSession, _ step: () -> LuaThreadStep) -> CodeStep {
        unowned(unsafe) let outer = self.session
        self.session = session
        defer { self.session = outer }
        lua.clearHalt()
        switch step() {
        case .returned(let value): return .finished(.returned(HookValue(value)))
        case .paused(let thread, let site): return .paused(PausedCode(raw: thread.rawValue, line: site))
        case .failed(let result): return .finished(outcome(of: result))
        }
    }

    /// `work(seconds)`: spends `duration`, or up to the pause point, where it pauses (`.pause`;
    /// the rest is the session's `pendingWork`). Otherwise as `spend`. Where the code cannot
    /// pause (`canPause` false: inside a `table.sort` comparator, an app's own coroutine) it
    /// works on, and pauses at the first tick where it can (S3).
    func work(_ duration: SimDuration, canPause: Bool) -> LuaHalt? {
        guard let session else { return spend(duration) }
        if !canPause {
            let halt = spend(duration)
            return halt == .pause ? nil : halt
        }
        if !session.spendWork(duration) { return session.exhausted || !session.pauseDue ? .budget : paused(session) }
        return session.killRequest == nil ? nil : .killed
    }

    /// Spends the time of a host function's work that it finishes anyway (a file written, a value
    /// encoded): a halt stops it; a pause (S3) comes once it returned its results.
    func spendFinishing(_ duration: SimDuration) -> LuaHalt? {
        let halt = spend(duration)
        guard halt == .pause else { return halt }
        lua.pauseAfterCall()
        return nil
    }

    /// A pause is due: a kill asked for in the same call stops the code instead.
    func paused(_ session: HookSession) -> LuaHalt {
        session.killRequest == nil ? .pause : .killed
    }
}

extension HookValue {
    init(_ value: LuaScalar) {
        switch value {
        case .none: self = .none
        case .bool(let bool): self = .bool(bool)
        case .number(let number): self = .number(number)
        case .other: self = .other
        }
    }
}
