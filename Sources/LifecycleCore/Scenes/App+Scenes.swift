/// Scenes of one app (C1, C3, C4, C5): connecting a session's scene, calling its delegate,
/// moving it, disconnecting it. The moves between foreground and background are in
/// App+SceneTransitions.swift.
extension App {
    /// C1: the manifest UIKit reads on this profile (none before ios13: scenes do not exist, P).
    public var sceneManifest: SceneManifest? { profile.has(since: .ios13) ? record.info.sceneManifest : nil }

    /// C1: UIKit drives this app through scenes: its app delegate's foreground and background
    /// methods are not called.
    public var usesScenes: Bool { sceneManifest != nil }

    /// The open sessions (C3), in the order opened.
    public var sceneSessions: [SceneSession] { record.scenes.all }

    /// The state of the scene named `name` (C2), nil when no open session has that name.
    public func sceneState(named name: String) -> SceneState? { record.scenes.session(named: name)?.state }

    /// Moves a scene, recording it beside the process's `state` lines (C2).
    func moveScene(_ id: Int, to next: SceneState) {
        guard let scene = record.scenes.session(id), scene.state != next else { return }
        assert(scene.state.canMove(to: next), "C2: scene \(scene.name) \(scene.state) → \(next) is not an edge of the scene state graph")
        if !scene.state.canMove(to: next) {
            emit(.warning(message: "internal: scene \(scene.name) \(scene.state.rawValue) → \(next.rawValue) is not an edge of the scene state graph"))
        }
        emit(.scene(name: scene.name, from: scene.state, to: next))
        record.scenes.update(id) { $0.state = next }
    }

    /// Calls scene delegate method `hook` of the scene (C1): on its delegate, when its class
    /// implements it. The budget is the method's (C2: B4 for `sceneDidEnterBackground:`). False
    /// when the app died in it.
    @discardableResult
    func callSceneHook(_ hook: Hook, _ id: Int, _ arguments: HookArguments? = nil, budget: SimDuration? = nil) -> Bool {
        guard let runtime, let scene = record.scenes.session(id) else { return false }
        let launch = generation
        // A configuration that names no delegate class gives its scenes no delegate (C1): UIKit
        // calls nothing on them, whatever classes the script returns.
        let delegateClass = scene.configuration?.delegateClass
        if profile.has(since: hook.since), delegateClass != nil || scene.configuration == nil,
           runtime.implements(hook, sceneDelegate: delegateClass) {
            let given = arguments ?? .scene(scene.handle)
            guard runCode(hook, budget: budget ?? budgets.budget(for: hook), watchdogRule: budgets.rule(for: hook), {
                runtime.call(hook, given, session: $0)
            }) != nil else { return false }
        }
        return generation == launch && isRunning
    }

    /// C5: a scene's notification, after its delegate's method; the object is the scene.
    @discardableResult
    func postScene(_ name: NotificationName, _ id: Int) -> Bool {
        guard isRunning, let scene = record.scenes.session(id) else { return false }
        return postSettling(name, value: scene.name)
    }

    /// Posts `name` to the observers and, outside app code, finishes the turn (UI work the
    /// observers queued); false when the process died meanwhile.
    func postSettling(_ name: NotificationName, value: String?) -> Bool {
        let launch = generation
        notify(name, value: value)
        if codeDepth == 0 { finishTurn() }
        return generation == launch && isRunning
    }

    /// C3: a new session and its scene, or nil (with a warning) when the app has as many
    /// windows as the simulator allows or the name is taken.
    func openSession(named name: String?) -> SceneSession? {
        guard let session = record.scenes.open(named: name, app: self.name) else {
            let message = record.scenes.isFull
                ? "no new window: the app has \(SceneSessions.maxSessions) open sessions, the simulator's limit; close_window() one first (C3)"
                : "no new window: a session named '\(name ?? "")' is open already (C3)"
            // A verb asked for the window: its warning names the scenario's line.
            if let device { device.verbWarning(message) } else { emit(.warning(message: message)) }
            return nil
        }
        return session
    }

    /// C1, C4: connects the scene of session `id` (new, or disconnected): the app delegate
    /// chooses a configuration for a new session, then the scene delegate gets
    /// `scene:willConnectToSession:options:` (the URLs it opens in `connectionOptions`, the
    /// session's `stateRestorationActivity` when it reconnects) and UISceneWillConnectNotification.
    /// Into the foreground (`foreground`) or the background. False when the app died.
    @discardableResult
    func connectScene(_ id: Int, urls: [SceneURLContext] = [], foreground: Bool, activate: Bool = true) -> Bool {
        guard isRunning, let manifest = sceneManifest, let scene = record.scenes.session(id), scene.state == .unattached else { return false }
        if foreground { wake() }
        if scene.configuration == nil {
            record.scenes.update(id) { $0.configuration = manifest.defaultConfiguration }
            guard callHook(.configurationForConnecting, .sceneSession(scene.handle, urls: urls)) else { return false }
        }
        guard callSceneHook(.sceneWillConnect, id, .sceneConnection(record.scenes.session(id)!.handle, urls: urls)),
              postScene(.sceneWillConnect, id) else { return false }
        guard foreground else {
            moveScene(id, to: .background)
            return true
        }
        guard sceneEntersForeground(id) else { return false }
        return activate ? sceneActivates(id) : true
    }

    /// C1: the app delegate chose a configuration for a session (from its
    /// `application:configurationForConnectingSceneSession:options:`): by name, or with its
    /// own scene delegate class. An unknown name keeps the manifest's, with a warning.
    func chooseSceneConfiguration(_ id: Int, name: String?, delegateClass: String?, in session: HookSession) {
        guard let manifest = sceneManifest else { return }
        let place = runtime?.site(of: .configurationForConnecting).map { "\($0): " } ?? ""
        var chosen = manifest.defaultConfiguration
        if let name {
            if let found = manifest.configuration(named: name) { chosen = found }
            else if delegateClass == nil {
                emit(.warning(message: "\(place)application:configurationForConnectingSceneSession:options: returned '\(TraceText.limited(name))', which the scene manifest does not list: UIKit uses '\(chosen.name)' (C1)"
                              + manifest.hint(forConfiguration: name)), at: session.now)
            } else { chosen = SceneManifest.Configuration(name: name, delegateClass: nil) }
        }
        if let delegateClass {
            chosen = SceneManifest.Configuration(name: chosen.name, delegateClass: delegateClass)
            if runtime?.hasSceneDelegateClass(delegateClass) == false {
                emit(.warning(message: "\(place)application:configurationForConnectingSceneSession:options: returned the delegate class '\(TraceText.limited(delegateClass))', but the script does not return it: return AppDelegate, { \(TraceText.limited(delegateClass)) = \(TraceText.limited(delegateClass)) } (UIKit finds the class by name; without it the scene has no delegate, C1)"), at: session.now)
            }
        }
        record.scenes.update(id) { $0.configuration = chosen }
    }

    /// C3, C4: disconnects a background scene: `sceneDidDisconnect:` and
    /// UISceneDidDisconnectNotification, then the scene is unattached and its objects freed; its
    /// session stays open (with its `stateRestorationActivity`). A suspended app runs in the
    /// background for it. False when the app died.
    @discardableResult
    func disconnectScene(_ id: Int) -> Bool {
        guard isRunning, let scene = record.scenes.session(id), scene.state != .unattached else { return false }
        if scene.state.isForeground { guard sceneLeavesForeground(id) else { return false } }
        wake()
        guard callSceneHook(.sceneDidDisconnect, id) else { return false }
        moveScene(id, to: .unattached)
        runtime?.releaseScene(id)
        guard postScene(.sceneDidDisconnect, id) else { return false }
        if idleInBackground { scheduleSuspensionCheck() }
        return true
    }

    /// C3: `application:didDiscardSceneSessions:` with the sessions discarded while the app
    /// could not be told, once it runs code.
    func deliverPendingDiscards() {
        let discarded = record.scenes.takePendingDiscards()
        guard !discarded.isEmpty, isRunning else { return }
        callHook(.didDiscardSceneSessions, .discardedSessions(discarded))
    }

    /// C3: the user closes a window in the switcher: its scene disconnects (the app runs in the
    /// background for it if suspended), then the session is discarded and the app delegate told
    /// (`application:didDiscardSceneSessions:`; after the next launch when it is not running).
    func closeSession(_ id: Int) {
        guard let scene = record.scenes.session(id) else { return }
        guard isRunning else {
            record.scenes.discard(id)
            record.scenes.recordPendingDiscard(scene.persistentIdentifier)
            return
        }
        if scene.state != .unattached { guard disconnectScene(id) else { return } }
        record.scenes.discard(id)
        wake()
        callHook(.didDiscardSceneSessions, .discardedSessions([scene.persistentIdentifier]))
        if isRunning, idleInBackground { scheduleSuspensionCheck() }
    }

    /// When the process ends, its scenes are unattached; their sessions stay (C4).
    func scenesEndWithProcess() {
        for scene in record.scenes.all where scene.state != .unattached {
            emit(.scene(name: scene.name, from: scene.state, to: .unattached))
            record.scenes.update(scene.id) { $0.state = .unattached }
        }
    }
}

extension App {
    /// T4 with scenes (C3): the switcher appears (the active scenes resign), the scenes of a
    /// process that runs code disconnect, the app is terminated, and every session is
    /// discarded: the next launch reports them in `application:didDiscardSceneSessions:`.
    func userKillScenes() {
        scenesResignActive()
        discardHeldPush()   // W3
        if state.runsCode {
            for scene in record.scenes.connected where isRunning {
                guard callSceneHook(.sceneDidDisconnect, scene.id) else { break }
                moveScene(scene.id, to: .unattached)
                runtime?.releaseScene(scene.id)
                guard postScene(.sceneDidDisconnect, scene.id) else { break }
            }
        }
        let how = "the user removed the app in the switcher"
        killWithNotice(.user, rule: .T4, message: how, cause: .asked)
        record.userKilled = true   // W3
        record.scenes.recordPendingDiscards(record.scenes.discardAll())
        discardSavedState(App.forceQuitDiscard)   // W4
    }
}
