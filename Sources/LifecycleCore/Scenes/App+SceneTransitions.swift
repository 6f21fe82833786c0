/// A scene app between the foreground and the background (C1, C2, C5). Each scene moves on its
/// own; the process follows them (C2: active if one scene is foreground active, else inactive if
/// one is in the foreground, else background) and the `UIApplication…` notifications are posted
/// when the app as a whole changes state, after the scene's method and notification (C5). The
/// app delegate's four foreground and background methods are never called (C1).
///
/// Order of a Home press on a one-scene app: `sceneWillResignActive:`, the scene
/// foregroundActive → foregroundInactive, UISceneWillDeactivateNotification, the app active →
/// inactive, UIApplicationWillResignActiveNotification; then the scene → background and the app
/// → background (so that `applicationState` inside the method agrees with the scenes),
/// `sceneDidEnterBackground:`, UISceneDidEnterBackgroundNotification,
/// UIApplicationDidEnterBackgroundNotification, `stateRestorationActivityForScene:` (B4's 5 s
/// for the method and the activity together), the snapshot of the scene (B6).
extension App {
    /// C2: moves the process to the state its scenes make; the move, if any.
    @discardableResult
    func followScenes() -> (from: AppState, to: AppState)? {
        guard isRunning else { return nil }
        let target = SceneState.appState(of: record.scenes.connected.map(\.state))
        let from = state
        if from == target || (from == .suspended && target == .background) { return nil }
        if from == .active, target == .background { move(to: .inactive) }
        if !from.isForeground, target == .active { move(to: .inactive) }
        move(to: target)
        return (from, target)
    }

    /// An app-wide notification once the app as a whole changed state (C5); false if it died.
    private func postApp(_ name: NotificationName) -> Bool { postSettling(name, value: nil) }

    /// `sceneWillEnterForeground:` (the scene still in the background), the scene →
    /// foregroundInactive, its notification; the app leaves the background with it (C2, C5).
    func sceneEntersForeground(_ id: Int) -> Bool {
        wake()
        cancelBackgroundTimers()
        if state == .background { process.comingToForeground = true }   // on its way to the screen (R1)
        guard callSceneHook(.sceneWillEnterForeground, id) else { return false }
        moveScene(id, to: .foregroundInactive)
        guard postScene(.sceneWillEnterForeground, id) else { return false }
        if let change = followScenes(), !change.from.isForeground, change.from != .notRunning {
            return postApp(.willEnterForeground)
        }
        return isRunning
    }

    /// The scene → foregroundActive, then `sceneDidBecomeActive:` and its notification; the app
    /// becomes active with its first active scene (C2, C5). The window's view controllers appear
    /// around it the first time it is on screen (V1).
    func sceneActivates(_ id: Int) -> Bool {
        guard record.scenes.session(id)?.state == .foregroundInactive else { return isRunning }
        let shown = process.windowShown ? [] : windowAppears()
        guard isRunning else { return false }
        moveScene(id, to: .foregroundActive)
        let change = followScenes()
        if change?.to == .active { record.userKilled = false }   // W3: the user is using the app again
        guard callSceneHook(.sceneDidBecomeActive, id), postScene(.sceneDidActivate, id) else { return false }
        if change?.to == .active {
            guard postApp(.didBecomeActive) else { return false }
            deliverHeldPushInForeground()   // W2
        }
        windowDidAppear(shown)
        return isRunning
    }

    /// `sceneWillResignActive:`, the scene → foregroundInactive, its notification; the app
    /// resigns active with its last active scene (C2, C5, I1).
    func sceneResigns(_ id: Int) -> Bool {
        guard record.scenes.session(id)?.state == .foregroundActive else { return isRunning }
        guard callSceneHook(.sceneWillResignActive, id) else { return false }
        moveScene(id, to: .foregroundInactive)
        guard postScene(.sceneWillDeactivate, id) else { return false }
        if let change = followScenes(), change.from == .active {
            guard postApp(.willResignActive) else { return false }
            checkTimersAfterResign()
        }
        return isRunning
    }

    /// The scene → background (resigning first if active): `sceneDidEnterBackground:` under B4's
    /// 5 s, its notification, `stateRestorationActivityForScene:` (C4), the snapshot (B6). When it
    /// was the last scene in the foreground the app enters the background with it (C2): the R
    /// checks, UIApplicationDidEnterBackgroundNotification, then suspension when idle (S3).
    func sceneLeavesForeground(_ id: Int) -> Bool {
        guard sceneResigns(id), let scene = record.scenes.session(id), scene.state == .foregroundInactive else { return isRunning }
        let appLeaves = !record.scenes.connected.contains { $0.id != id && $0.state.isForeground }
        if appLeaves {
            if let why = reasonToExit {
                exitInsteadOfSuspending(why)
                return false
            }
            guard runChecks({ $0.leavingForeground($1) }) else { return false }
        }
        moveScene(id, to: .background)
        let change = followScenes()
        if change?.to == .background {
            process.enteredBackgroundAt = scheduler.now
            scheduleSuspensionCheck()
        }
        // B4's 5 s cover the scene's whole move: the method, then its activity (as W4's saving
        // shares them with applicationDidEnterBackground:).
        let start = scheduler.now
        guard callSceneHook(.sceneDidEnterBackground, id), glGraceEnds(after: .sceneDidEnterBackground),   // R1
              postScene(.sceneDidEnterBackground, id) else { return false }
        if change?.to == .background { guard postApp(.didEnterBackground) else { return false } }
        let left = max(.zero, budgets.didEnterBackground - (scheduler.now - start))
        guard callSceneHook(.stateRestorationActivityForScene, id, budget: left), runChecks({ $0.snapshot($1) }) else { return false }
        if state == .background {
            synchronizeDefaults()   // B7, as for an app without scenes
            scheduleExpiration()
        }
        return isRunning
    }

    /// C4: what `stateRestorationActivityForScene:` returned, kept with the session.
    func keepActivity(_ activity: RestorableValue?, forScene id: Int) {
        record.scenes.update(id) { $0.activity = activity }
    }

    /// The scenes in the foreground, in the order opened.
    var foregroundSceneIDs: [Int] { record.scenes.connected.filter { $0.state.isForeground }.map(\.id) }

    /// Home, a lock from ios7, an answered call (B1 with scenes): every scene in the foreground
    /// goes to the background; they are the ones `reopen` brings back (C3).
    func scenesEnterBackground() {
        let front = foregroundSceneIDs
        guard !front.isEmpty else { return }
        record.scenes.lastFront = front
        for id in front where isRunning { guard sceneResigns(id) else { return } }
        for id in front where isRunning { guard sceneLeavesForeground(id) else { return } }
    }

    /// A call or the notification centre (I1 with scenes): the active scenes resign.
    func scenesResignActive() {
        for id in record.scenes.connected.filter({ $0.state == .foregroundActive }).map(\.id) where isRunning {
            guard sceneResigns(id) else { return }
        }
    }

    /// The alert went away (I1): the scenes in the foreground become active again.
    func scenesBecomeActive() {
        for id in record.scenes.connected.filter({ $0.state == .foregroundInactive }).map(\.id) where isRunning {
            guard sceneActivates(id) else { return }
        }
    }
}
