/// The app's calls of `BGTaskScheduler` and `BGTask` (C6), for the Lua bindings. Before ios13
/// none exists: the bindings never reach here (the globals are absent), and the core refuses too.
extension HookSession {
    /// The OS profile the app runs on (P): the bindings hide what its era lacks.
    public var profile: OSProfile { app.profile }

    /// `BGTaskScheduler.sharedScheduler:registerForTaskWithIdentifier_usingQueue_launchHandler`.
    public func registerBGTask(_ identifier: String, handler: CallbackID, site: String? = nil) -> Bool {
        guard app.profile.has(since: .ios13) else { return false }
        app.grew = true
        return app.registerBGTask(identifier, handler: handler, site: site, in: self)
    }

    /// `submitTaskRequest_error`: nil when pending, else the error (C6).
    public func submitBGTask(_ request: BGTaskRequest, site: String? = nil) -> BGTaskSubmitRefusal? {
        guard app.profile.has(since: .ios13) else {
            return BGTaskSubmitRefusal(code: .unavailable, message: "BGTaskScheduler comes with ios13 (P)")
        }
        return app.submitBGTask(request, site: site, in: self)
    }

    /// `cancelTaskRequestWithIdentifier` (nil: `cancelAllTaskRequests`).
    public func cancelBGTasks(_ identifier: String?) { app.cancelBGTasks(identifier, in: self) }

    /// `task:setTaskCompletedWithSuccess(success)` of the task `id`.
    public func completeBGTask(_ id: Int, success: Bool, site: String? = nil) {
        app.completeBGTask(id, success: success, site: site, in: self)
    }

    /// `task.expirationHandler = fn`: false when the task is no longer running (the handler
    /// is then not kept).
    public func setBGTaskExpirationHandler(_ id: Int, _ handler: CallbackID?) -> Bool {
        app.setBGTaskExpirationHandler(id, handler)
    }

    /// What the current time is plus `seconds` of a request's `earliestBeginDate`.
    public func time(after delay: SimDuration) -> SimTime { now + delay }
}
