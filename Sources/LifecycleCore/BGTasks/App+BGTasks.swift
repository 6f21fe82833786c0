/// `BGTaskScheduler` (C6, ios13), the app's side: launch handlers registered before the launch
/// finishes, requests submitted and cancelled, and a task the system runs: its launch handler
/// is called with it, and the app must call `setTaskCompletedWithSuccess:` before the task's
/// time is up (`Budgets.bgRefreshTask`, `bgProcessingTask`). Then its expiration handler is
/// called; a task still not completed `Budgets.bgTaskGrace` later gets the app killed.
extension App {
    /// The identifiers the app may use (`BGTaskSchedulerPermittedIdentifiers`).
    var permittedBGTaskIdentifiers: [String] { record.info.bgTaskIdentifiers }

    /// `registerForTaskWithIdentifier:usingQueue:launchHandler:` (C6). After the launch finished
    /// it is UIKit's assertion, a crash; a second registration of one identifier too. An
    /// identifier not in `BGTaskSchedulerPermittedIdentifiers` is refused: false (UIKit's NO).
    func registerBGTask(_ identifier: String, handler: CallbackID, site: String?, in session: HookSession) -> Bool {
        let place = site.map { "\($0): " } ?? ""
        if process.bgProcess.launchFinished {
            session.kill(.crash, rule: .C6, message: "\(place)NSInternalInconsistencyException: 'All launch handlers must be registered before application finishes launching': registerForTaskWithIdentifier(\"\(identifier)\") was called after application:didFinishLaunchingWithOptions: returned; register every launch handler in the main chunk or in didFinishLaunching (C6)")
            return false
        }
        if process.bgProcess.handler(for: identifier) != nil {
            session.kill(.crash, rule: .C6, message: "\(place)NSInternalInconsistencyException: 'Launch handler for task with identifier \(identifier) has already been registered' (C6)")
            return false
        }
        // The main chunk runs before UIKit has read the app's info (the script returns it last):
        // the registration is kept, and checked against the list once the info is read.
        guard process.bgProcess.infoRead else {
            // The list holds at most `maxUnchecked` identifiers: past that many, some are not in
            // it, and the rest are refused at once (the host keeps no more for a hostile script).
            guard process.bgProcess.unchecked.count < BGTaskProcess.maxUnchecked else {
                emit(.warning(message: "\(place)registerForTaskWithIdentifier(\"\(identifier)\") returned false: the main chunk registered \(BGTaskProcess.maxUnchecked) identifiers already, as many as BGTaskSchedulerPermittedIdentifiers is read to hold (C6)"), at: session.now)
                return false
            }
            process.bgProcess.register(identifier, handler: handler)
            process.bgProcess.unchecked.append((identifier, place))
            return true
        }
        guard permittedBGTaskIdentifiers.contains(identifier) else {
            emit(.warning(message: "\(place)registerForTaskWithIdentifier(\"\(identifier)\") returned false: the identifier is not in BGTaskSchedulerPermittedIdentifiers (info.BGTaskSchedulerPermittedIdentifiers) (C6)"), at: session.now)
            return false
        }
        process.bgProcess.register(identifier, handler: handler)
        return true
    }

    /// C6: the app's info is read (after the main chunk): launch handlers the main chunk
    /// registered for an identifier not in the list are dropped, as UIKit would have refused them.
    func checkMainChunkRegistrations() {
        process.bgProcess.infoRead = true
        let unchecked = process.bgProcess.unchecked
        process.bgProcess.unchecked = []
        for (identifier, place) in unchecked where !permittedBGTaskIdentifiers.contains(identifier) {
            if let handler = process.bgProcess.unregister(identifier) { runtime?.release(handler) }
            emit(.warning(message: "\(place)registerForTaskWithIdentifier(\"\(identifier)\") in the main chunk returned true, but the identifier is not in BGTaskSchedulerPermittedIdentifiers (info.BGTaskSchedulerPermittedIdentifiers): UIKit returns false for it (the simulator reads the info once the script returns it); the handler is dropped (C6)"))
        }
        let submits = process.bgProcess.uncheckedSubmits
        process.bgProcess.uncheckedSubmits = []
        for (identifier, place) in submits {
            guard let request = record.bgTasks[identifier], let refusal = refusalByInfo(request) else { continue }
            _ = record.bgTasks.take(identifier)
            emit(.warning(message: "\(place)submitTaskRequest_error(\"\(identifier)\") in the main chunk returned true, but UIKit refuses it: \(refusal.message); the request is dropped"))
        }
    }

    /// What the app's info refuses of `request` (C6): an identifier not listed, a mode missing.
    private func refusalByInfo(_ request: BGTaskRequest) -> BGTaskSubmitRefusal? {
        let id = request.identifier
        guard permittedBGTaskIdentifiers.contains(id) else {
            return BGTaskSubmitRefusal(code: .notPermitted, message: "the identifier \"\(id)\" is not in BGTaskSchedulerPermittedIdentifiers (info.BGTaskSchedulerPermittedIdentifiers) (C6)")
        }
        guard record.info.backgroundModes.contains(request.kind.mode) else {
            return BGTaskSubmitRefusal(code: .notPermitted, message: "a \(request.kind.requestClass) needs the \"\(request.kind.mode)\" background mode (info.UIBackgroundModes lacks it) (C6)" + modeHint(request.kind.mode))
        }
        return nil
    }

    /// `submitTaskRequest:error:` (C6): nil when the request is pending now, else UIKit's error.
    /// A request for an identifier with no launch handler in this process is UIKit's assertion.
    func submitBGTask(_ request: BGTaskRequest, site: String?, in session: HookSession) -> BGTaskSubmitRefusal? {
        let id = request.identifier
        // The main chunk runs before the info is read: its requests are checked once it is.
        if process.bgProcess.infoRead, let refusal = refusalByInfo(request) { return refusal }
        guard process.bgProcess.handler(for: id) != nil else {
            session.kill(.crash, rule: .C6, message: "NSInternalInconsistencyException: 'No launch handler registered for task with identifier \(id)': register it with registerForTaskWithIdentifier before submitting (C6)")
            return BGTaskSubmitRefusal(code: .unavailable, message: "crashed")
        }
        if let refusal = record.bgTasks.submit(request) { return refusal }
        // One entry per identifier: each has a launch handler, and the main chunk registers at
        // most `BGTaskProcess.maxUnchecked` of them.
        if !process.bgProcess.infoRead, !process.bgProcess.uncheckedSubmits.contains(where: { $0.identifier == id }) {
            process.bgProcess.uncheckedSubmits.append((id, site.map { "\($0): " } ?? ""))
        }
        emit(.bgtask(action: .submitted, identifier: id, kind: request.kind, success: nil, launch: false), at: session.now)
        return nil
    }

    /// `cancelTaskRequestWithIdentifier:`, or with nil `cancelAllTaskRequests` (C6).
    func cancelBGTasks(_ identifier: String?, in session: HookSession) {
        let ids = identifier.map { [$0] } ?? Array(record.bgTasks.pending.keys)
        for id in ids {
            guard let request = record.bgTasks.take(id) else { continue }
            emit(.bgtask(action: .cancelled, identifier: id, kind: request.kind, success: nil, launch: false), at: session.now)
        }
    }

    /// The system runs the pending task `request` now (the device decided it may, C6): the app
    /// is launched into the background (L2) or woken (F3 first), and the launch handler is called.
    func runBGTask(_ request: BGTaskRequest) {
        let launching = state == .notRunning
        emit(.bgtask(action: .started, identifier: request.identifier, kind: request.kind, success: nil, launch: launching))
        switch state {
        case .notRunning:
            launch(background: true)
            guard isRunning, process.launched else { return }
        case .suspended:
            wake(for: .C6)
            guard isRunning else { return }
            beginBackgroundStay()
        default:
            break
        }
        process.backgroundRule = .C6   // S3: what its threads freeze by when the task ends
        guard let handler = process.bgProcess.handler(for: request.identifier), let runtime else {
            // Launched for it without registering: UIKit's assertion, a crash. Running already:
            // a process that never registered it cannot be handed the task.
            let message = "NSInternalInconsistencyException: 'No launch handler registered for task with identifier \(request.identifier)': the system \(launching ? "launched" : "woke") the app for the task, and no launch handler was registered for it during launch (C6)"
            kill(.crash, rule: .C6, message: message)
            return
        }
        let deadline = scheduler.now + request.kind.runTime(budgets)
        let id = process.bgProcess.start(request.identifier, kind: request.kind, deadline: deadline)
        process.bgProcess[id]?.ticket = schedule(at: deadline) { [unowned self] in self.expireBGTask(id) }
        grew = true
        guard runCode(nil, kind: .launchHandler, subject: request.identifier, budget: request.kind.runTime(budgets),
                      watchdogRule: .C6, budgetKill: .expired, { session in
            runtime.run(handler, argument: .bgTask(id: id, identifier: request.identifier, kind: request.kind), session: session)
        }) != nil else { return }
        if state == .background, idleInBackground { scheduleSuspensionCheck() }
    }

    /// `task:setTaskCompletedWithSuccess(success)` (C6). A second call is ignored, with a warning.
    func completeBGTask(_ id: Int, success: Bool, site: String?, in session: HookSession) {
        guard let task = process.bgProcess.finish(id) else {
            let place = site.map { "\($0): " } ?? ""
            emit(.warning(message: "\(place)setTaskCompletedWithSuccess: called again for a task already completed: UIKit ignores it (C6)"), at: session.now)
            return
        }
        if let ticket = task.ticket { scheduler.cancel(ticket) }
        if let handler = task.expirationHandler { runtime?.release(handler) }
        emit(.bgtask(action: .completed, identifier: task.identifier, kind: task.kind, success: success, launch: false), at: session.now)
        if state == .background, idleInBackground { scheduleSuspensionCheck() }
    }

    /// `task.expirationHandler = fn` (nil removes it).
    func setBGTaskExpirationHandler(_ id: Int, _ handler: CallbackID?) -> Bool {
        guard var task = process.bgProcess[id] else { return false }
        if let old = task.expirationHandler { runtime?.release(old) }
        task.expirationHandler = handler
        process.bgProcess[id] = task
        return true
    }

    /// The task's time is up: its expiration handler is called; if the task is still not
    /// completed `Budgets.bgTaskGrace` later, the app is killed (in the background).
    private func expireBGTask(_ id: Int) {
        guard var task = process.bgProcess[id], !task.expired else { return }
        task.expired = true
        let graceEnd = scheduler.now + budgets.bgTaskGrace
        task.ticket = schedule(at: graceEnd) { [unowned self] in self.bgTaskGraceEnded(id) }
        process.bgProcess[id] = task
        wake(for: .C6)
        emit(.bgtask(action: .expired, identifier: task.identifier, kind: task.kind, success: nil, launch: false))
        guard let handler = task.expirationHandler, let runtime else { return }
        runCode(nil, kind: .expirationHandler, subject: task.identifier, about: .C6, budget: budgets.expirationHandler,
                watchdogRule: .C6, budgetKill: .expired) { session in runtime.run(handler, argument: .none, session: session) }
    }

    private func bgTaskGraceEnded(_ id: Int) {
        guard let task = process.bgProcess[id] else { return }
        guard !state.isForeground else { return }
        let how = task.expirationHandler == nil
            ? "it had no expiration handler"
            : "its expiration handler ran"
        kill(.expired, rule: .C6, code: "0x8badf00d",
             message: "the \(task.kind.taskClass) \"\(task.identifier)\" used its \(task.kind.runTime(budgets)) s: \(how), and setTaskCompletedWithSuccess: was not called within \(budgets.bgTaskGrace) s")
    }

    /// After `application:didFinishLaunchingWithOptions:` returned: registering is over (C6).
    func closeBGTaskRegistration() {
        process.bgProcess.launchFinished = true
    }
}
