@testable import LifecycleCore
@testable import LifecycleLua
@testable import LuaBridge

/// An app script's process, with sessions the test gives a pause point (S3), for the runtime's
/// side of frozen code without the core's scheduling: its delegate table's functions are run as
/// code that can pause (`start`, `resume`, `discard`) or whole (`run`).
final class PausableApp {
    let device: Device
    let runtime: LuaApp
    /// The session of the last `start`, `resume` or `run`.
    private(set) var last: HookSession?

    init?(_ script: String) {
        device = Device(loader: LuaAppLoader(source: script, path: "app.lua", simulation: .default))
        let session = device.app.takeSession(hook: nil, budget: .seconds(20))
        guard case .success(let started) = LuaAppLoader(source: script, path: "app.lua", simulation: .default).start(session: session),
              let app = started as? LuaApp else { return nil }
        runtime = app
    }

    deinit { runtime.close() }

    /// A session of `budget` from now that pauses `pauseAfter` from now (never when nil).
    func session(pauseAfter: SimDuration?, budget: SimDuration = .seconds(60)) -> HookSession {
        let session = device.app.takeSession(hook: nil, budget: budget)
        let now = device.app.scheduler.now
        session.slice(from: now, pauseAt: pauseAfter.map { now + $0 }, drivesClock: false)
        return session
    }

    /// The delegate table's function `name`, as the core keeps a callback.
    func function(_ name: String) -> CallbackID {
        let stack = runtime.lua.stack
        stack.pushRef(runtime.delegateRef)
        let ref = stack.refField(name, table: -1, ofType: .function)
        stack.pop()
        return CallbackID(raw: ref?.rawValue ?? LuaRef.none.rawValue)
    }

    func start(_ name: String, pauseAfter: SimDuration?, budget: SimDuration = .seconds(60)) -> CodeStep {
        let session = session(pauseAfter: pauseAfter, budget: budget)
        last = session
        return runtime.start(function(name), session: session)
    }

    func resume(_ step: CodeStep, pauseAfter: SimDuration? = nil, budget: SimDuration = .seconds(60)) -> CodeStep {
        guard case .paused(let code) = step else { return step }
        let session = session(pauseAfter: pauseAfter, budget: budget)
        last = session
        return runtime.resume(code, session: session)
    }

    /// Runs `name` whole, as a delegate method or a main-queue block runs (a protected call).
    func run(_ name: String) -> HookOutcome {
        let session = session(pauseAfter: nil)
        last = session
        return runtime.run(function(name), argument: .none, session: session)
    }

    /// The number a function of the delegate returns (its state read between two steps).
    func number(_ name: String) -> Double? {
        guard case .returned(.number(let value)) = run(name) else { return nil }
        return value
    }
}

extension CodeStep {
    var paused: PausedCode? {
        if case .paused(let code) = self { return code }
        return nil
    }
    var finishedOutcome: HookOutcome? {
        if case .finished(let outcome) = self { return outcome }
        return nil
    }
}
