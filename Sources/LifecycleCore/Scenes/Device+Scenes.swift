/// The scenario's scene verbs (C3, C4), from `ios13` on: opening a window, bringing one to the
/// front, two side by side, closing one in the switcher, the system disconnecting one. Each
/// acts on the app it names, or on the first installed app, and on the window it names.
extension Device {
    /// Why a scene verb cannot act on `target` now, or nil: the era (P), the kind of device
    /// (C3), the lock, an app without a scene manifest (C1) once it has run.
    private func sceneRefusal(_ verb: ScenarioVerb, _ target: App, needsRunning: Bool = false) -> String? {
        if let refusal = refusal(of: verb) { return refusal }
        if isLocked, verb != .disconnectScene { return "the device is locked; unlock() first" }
        if target.record.launchedOnce, target.sceneManifest == nil {
            return "the app has no scene manifest (info.UIApplicationSceneManifest): it has one window, driven by its app delegate (C1)"
        }
        if needsRunning, !target.isRunning { return "the app is not running" }
        return nil
    }

    private func sceneDetail(_ names: [String?], _ appName: String?) -> String? {
        let parts = names.compactMap { $0 } + (appName.map { ["app=\($0)"] } ?? [])
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }

    /// `open_window([name] [, app])`: the user opens a new window of the app (C3): a new
    /// session connects and comes to the front, full screen; the window that was in front goes
    /// to the background. On an app that is not running, it is launched with that window.
    public func openWindow(_ name: String? = nil, app appName: String? = nil) {
        action(.openWindow, sceneDetail([name], appName))
        let target = appName.flatMap(app(named:)) ?? app
        if let why = sceneRefusal(.openWindow, target) { return ignored(.openWindow, why) }
        if let name, target.record.scenes.session(named: name) != nil {
            return ignored(.openWindow, "a window named '\(name)' is open already; front_window(\"\(name)\") brings it to the front (C3)")
        }
        if let manifest = target.sceneManifest, !manifest.supportsMultipleScenes, !target.record.scenes.isEmpty {
            return ignored(.openWindow, "the app does not support multiple windows: its manifest sets UIApplicationSupportsMultipleScenes to false (C3)")
        }
        guard target.isRunning else {
            target.record.sceneRequest = name ?? (target.record.scenes.isEmpty ? nil : target.record.scenes.freeWindowName())
            return bringToFront(target, url: nil, sourceApplication: nil)
        }
        guard let session = target.openSession(named: name) else { return }
        show(target, [session.id])
    }

    /// `front_window(name [, app])`: the user brings a window to the front (C3): from the
    /// background, or reconnected if the system disconnected it (C4, with its
    /// `stateRestorationActivity`).
    public func frontWindow(_ name: String, app appName: String? = nil) {
        action(.frontWindow, sceneDetail([name], appName))
        let target = appName.flatMap(app(named:)) ?? app
        if let why = sceneRefusal(.frontWindow, target) { return ignored(.frontWindow, why) }
        guard let session = target.record.scenes.session(named: name) else {
            return ignored(.frontWindow, "the app has no window named '\(name)'\(windowList(target)); open_window(\"\(name)\") opens one (C3)")
        }
        if session.state == .foregroundActive, target.foregroundSceneIDs == [session.id] {
            return ignored(.frontWindow, "the window '\(name)' is already in front")
        }
        show(target, [session.id])
    }

    /// `side_by_side(a, b [, app])`: Split View (C3): both windows in the foreground, both active.
    public func sideBySide(_ first: String, _ second: String, app appName: String? = nil) {
        action(.sideBySide, sceneDetail([first, second], appName))
        let target = appName.flatMap(app(named:)) ?? app
        if let why = sceneRefusal(.sideBySide, target) { return ignored(.sideBySide, why) }
        if target.record.launchedOnce, target.sceneManifest?.supportsMultipleScenes != true {
            return ignored(.sideBySide, "the app does not support multiple windows: its manifest sets UIApplicationSupportsMultipleScenes to false (C3)")
        }
        guard first != second else { return ignored(.sideBySide, "a window cannot be beside itself: name two windows") }
        for name in [first, second] where target.record.scenes.session(named: name) == nil {
            return ignored(.sideBySide, "the app has no window named '\(name)'\(windowList(target)); open_window(\"\(name)\") opens one (C3)")
        }
        let ids = [first, second].compactMap { target.record.scenes.session(named: $0)?.id }
        show(target, ids)
    }

    /// `close_window(name [, app])`: the user swipes one window away in the switcher (C3): its
    /// scene disconnects (`sceneDidDisconnect:`), then its session is discarded
    /// (`application:didDiscardSceneSessions:`, after the next launch when not running).
    public func closeWindow(_ name: String, app appName: String? = nil) {
        action(.closeWindow, sceneDetail([name], appName))
        let target = appName.flatMap(app(named:)) ?? app
        if let why = sceneRefusal(.closeWindow, target) { return ignored(.closeWindow, why) }
        guard let session = target.record.scenes.session(named: name) else {
            return ignored(.closeWindow, "the app has no window named '\(name)'\(windowList(target))")
        }
        target.closeSession(session.id)
    }

    /// `disconnect_scene(name [, app])`: the system disconnects a scene in the background to
    /// reclaim its memory (C4), as `low_memory()` does first; the session stays.
    public func disconnectScene(_ name: String, app appName: String? = nil) {
        action(.disconnectScene, sceneDetail([name], appName))
        let target = appName.flatMap(app(named:)) ?? app
        if let why = sceneRefusal(.disconnectScene, target, needsRunning: true) { return ignored(.disconnectScene, why) }
        guard let session = target.record.scenes.session(named: name) else {
            return ignored(.disconnectScene, "the app has no window named '\(name)'\(windowList(target))")
        }
        guard session.state == .background else {
            let why = session.state == .unattached ? "it is disconnected already" : "it is in the foreground: the system disconnects only scenes in the background (C4)"
            return ignored(.disconnectScene, "the scene '\(name)' is not disconnected: \(why)")
        }
        let wasSuspended = target.state == .suspended
        target.disconnectScene(session.id)
        if wasSuspended, target.idleInBackground { target.suspend() }
    }

    /// `scene_state(name [, app])`: the scene's state name (C2), nil when no window has it.
    public func sceneState(_ name: String, app appName: String? = nil) -> String? {
        let target = appName.flatMap(app(named:)) ?? app
        return target.sceneState(named: name)?.rawValue
    }

    /// `expect_scene_state(name, state [, app])`: records whether the scene is in `expected` (C2).
    public func expectSceneState(_ name: String, _ expected: SceneState, app appName: String? = nil) {
        let target = appName.flatMap(app(named:)) ?? app
        let actual = target.sceneState(named: name)
        let ok = actual == expected
        let message = ok ? "scene \(name) is \(expected.rawValue)"
            : "expected scene \(name) \(expected.rawValue), but it is \(actual?.rawValue ?? "not open (no such session)")"
        expect(ok, message)
    }

    private func windowList(_ target: App) -> String {
        let names = target.record.scenes.all.map(\.name)
        guard !names.isEmpty else { return "" }
        // The first few are enough to spot a misspelling; a long list would drown the line.
        let shown = names.prefix(6).joined(separator: ", ") + (names.count > 6 ? ", … \(names.count - 6) more" : "")
        return " (it has \(shown))"
    }

    /// Brings the windows `ids` of `target` to the front (C3): another app in front goes to the
    /// background (B1); the app's other windows in front resign, the new ones come to the
    /// foreground (connecting if needed), the others go to the background, the new ones become
    /// active. An app in the background returns first (F1).
    func show(_ target: App, _ ids: [Int]) {
        guard let first = ids.first, let firstName = target.record.scenes.session(first)?.name else { return }
        if !target.state.isForeground {
            target.record.sceneRequest = firstName
            bringToFront(target, url: nil, sourceApplication: nil)
        } else {
            makeRoom(for: target)
        }
        guard target.isRunning, target.usesScenes else { return }
        let others = target.foregroundSceneIDs.filter { !ids.contains($0) }
        for id in others { guard target.sceneResigns(id) else { return } }
        for id in ids {
            guard let scene = target.record.scenes.session(id) else { continue }
            switch scene.state {
            case .unattached: guard target.connectScene(id, foreground: true, activate: false) else { return }
            case .background: guard target.sceneEntersForeground(id) else { return }
            case .foregroundInactive, .foregroundActive: break
            }
        }
        for id in others { guard target.sceneLeavesForeground(id) else { return } }
        for id in ids { guard target.sceneActivates(id) else { return } }
        target.record.scenes.lastFront = ids
    }
}

extension Device {
    /// C4, before M1's kills: the system disconnects the scenes in the background of running
    /// scene apps to reclaim their memory, in this order: the apps in M1's order (suspended apps
    /// first, largest first, then apps running in the background), then the background scenes
    /// of the app in front (a window behind another); in each app, its scenes in the order
    /// opened. A suspended app runs in the background for `sceneDidDisconnect:`, then is
    /// suspended again. A scene frees its share of its app's footprint. Stops once `megabytes`
    /// are freed. With no amount (nil), every suspended app is purged next without running code
    /// (M1), so none is woken for its scenes: their sessions stay, and nothing is called.
    /// Returns the megabytes freed.
    func disconnectBackgroundScenes(toFree megabytes: Double?) -> Double {
        var freed = 0.0
        let order = jetsamOrder + apps.filter { $0.state.isForeground }
        for target in order where target.usesScenes && (megabytes != nil || target.state != .suspended) {
            let wasSuspended = target.state == .suspended
            for scene in target.record.scenes.connected where scene.state == .background && target.isRunning {
                if let megabytes, freed >= megabytes { break }
                let share = target.settledFootprintMegabytes / Double(max(1, target.record.scenes.connected.count))
                target.emit(.info(rule: .C4, message: "low memory: the system disconnects the scene '\(scene.name)' in the background to reclaim its memory; its session stays"))
                guard target.disconnectScene(scene.id) else { break }
                freed += share
            }
            if wasSuspended, target.idleInBackground { target.suspend() }
            if let megabytes, freed >= megabytes { break }
        }
        return freed
    }
}
