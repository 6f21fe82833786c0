import LuaBridge
import LifecycleCore

/// BGTaskScheduler (C6) in a Lua process: the launch handler is called with a task object the
/// frameworks prelude makes (stdlib/host/frameworks/bgtasks.lua), and before ios13 the
/// framework's globals are removed before the app script runs (SPEC P).
extension LuaApp {
    /// The globals of BGTaskScheduler, absent before ios13.
    static let bgTaskGlobals = ["BGTaskScheduler", "BGAppRefreshTaskRequest", "BGProcessingTaskRequest",
                                "BGTaskSchedulerErrorDomain", "BGTaskSchedulerErrorCodeUnavailable",
                                "BGTaskSchedulerErrorCodeTooManyPendingTaskRequests", "BGTaskSchedulerErrorCodeNotPermitted"]

    /// Removes the globals of frameworks the running profile's era does not have (P). Without a
    /// session (validating the script) every global stays.
    func removeAbsentFrameworks() {
        guard let profile = session?.profile, !profile.has(since: .ios13) else { return }
        let stack = lua.stack
        stack.pushRef(env)
        for name in LuaApp.bgTaskGlobals {
            stack.pushNil()
            stack.rawSet(name, table: stack.top - 1)
        }
        stack.pop()
    }

    /// Calls a launch handler with a new task object (C6): the object is made inside the
    /// session, so its few instructions count as the handler's.
    func runLaunchHandler(_ handler: CallbackID, id: Int, identifier: String, kind: BGTaskKind, session: HookSession) -> HookOutcome {
        let stack = lua.stack
        unowned(unsafe) let outer = self.session
        self.session = session
        lua.clearHalt()
        stack.pushRef(bgTaskRef)
        stack.push(id)
        stack.push(identifier)
        stack.push(kind.rawValue)
        let made = lua.pcall(arguments: 3, results: 1)
        self.session = outer
        guard made == .ok else { return outcome(of: made) }
        let task = stack.ref()
        defer { stack.unref(task) }
        let frame = lua.prepareCall(handler.ref)
        stack.pushRef(task)
        return finish(frame, session: session)
    }
}
