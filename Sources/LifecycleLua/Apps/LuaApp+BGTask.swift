import LuaBridge
import LifecycleCore

/// BGTaskScheduler (C6) in a Lua process: the launch handler is called with a task object the
/// frameworks prelude makes (stdlib/host/frameworks/bgtasks.lua), which runs from ios13 on: before,
/// the framework's globals are absent (P).
extension LuaApp {
    /// The globals of BGTaskScheduler, absent before ios13 (the API catalog allows their absence).
    static let bgTaskGlobals = ["BGTaskScheduler", "BGAppRefreshTaskRequest", "BGProcessingTaskRequest",
                                "BGTaskSchedulerErrorDomain", "BGTaskSchedulerErrorCodeUnavailable",
                                "BGTaskSchedulerErrorCodeTooManyPendingTaskRequests", "BGTaskSchedulerErrorCodeNotPermitted"]

    /// Calls a launch handler with a new task object (C6): the object is made inside the
    /// session, so its few instructions count as the handler's.
    func runLaunchHandler(_ handler: CallbackID, id: Int, identifier: String, kind: BGTaskKind, session: HookSession) -> HookOutcome {
        let stack = lua.stack
        unowned(unsafe) let outer = self.session
        self.session = session
        lua.clearHalt()
        stack.pushRef(bgTaskRef)
        let call = NamedFields<BGTaskEntryFields>.push(on: stack)
        call.set(.id, id)
        call.set(.identifier, identifier)
        call.set(.kind, kind.rawValue)
        let made = lua.pcall(arguments: 1, results: 1)
        self.session = outer
        guard made == .ok else { return outcome(of: made) }
        let task = stack.ref()
        defer { stack.unref(task) }
        let frame = lua.prepareCall(handler.ref)
        stack.pushRef(task)
        return finish(frame, session: session)
    }
}
