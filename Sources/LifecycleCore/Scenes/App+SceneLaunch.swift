/// Bringing a scene app's windows to the screen (C1, C3, C4): at launch, on return from the
/// background, and for a URL.
extension App {
    /// The sessions to show when the app comes to the front without naming one: those in front
    /// when it last left (C3), else the most recent session, else a new `main` one.
    func sessionsToShow(named name: String?) -> [Int] {
        if let name {
            if let found = record.scenes.session(named: name) { return [found.id] }
            return openSession(named: name).map { [$0.id] } ?? []
        }
        let front = record.scenes.lastFront.filter { record.scenes.session($0) != nil }
        if !front.isEmpty { return front }
        if let last = record.scenes.all.last { return [last.id] }
        return openSession(named: nil).map { [$0.id] } ?? []
    }

    /// C1: the end of a foreground launch of a scene app: sessions discarded while it was not
    /// running are reported (C3), then the scenes to show connect and enter the foreground, the
    /// first with the launch URL in its `connectionOptions`, and then become active.
    func launchScenes(url: String?, sourceApplication: String?) {
        deliverPendingDiscards()
        let urls = url.map { [SceneURLContext(url: $0, sourceApplication: sourceApplication)] } ?? []
        let ids = sessionsToShow(named: record.sceneRequest)
        record.sceneRequest = nil
        for (index, id) in ids.enumerated() where isRunning {
            guard connectScene(id, urls: index == 0 ? urls : [], foreground: true, activate: false) else { return }
        }
        for id in ids where isRunning { guard sceneActivates(id) else { return } }
        if isRunning, ids.isEmpty { _ = followScenes() }
    }

    /// C1, C3, U1: the app comes back to the front (tapping its icon, unlocking, a URL, a
    /// window brought to the front). The scenes to show come together, as they left: each
    /// reconnects if it was disconnected (C4) or returns from the background, then each becomes
    /// active. A URL goes to the first in `scene:openURLContexts:` between its
    /// `sceneWillEnterForeground:` and `sceneDidBecomeActive:`.
    func scenesEnterForeground(url: String? = nil, sourceApplication: String? = nil) {
        wake()
        guard isRunning else { return }
        let urls = url.map { [SceneURLContext(url: $0, sourceApplication: sourceApplication)] } ?? []
        let ids = sessionsToShow(named: record.sceneRequest)
        record.sceneRequest = nil
        for (index, id) in ids.enumerated() where isRunning {
            let given = index == 0 ? urls : []
            guard let scene = record.scenes.session(id) else { continue }
            switch scene.state {
            case .unattached:
                guard connectScene(id, urls: given, foreground: true, activate: false) else { return }
            case .background:
                guard sceneEntersForeground(id) else { return }
                if !given.isEmpty { guard sceneOpens(given, in: scene) else { return } }
            case .foregroundInactive, .foregroundActive:
                continue
            }
        }
        for id in ids where isRunning { guard sceneActivates(id) else { return } }
        guard isRunning, state == .active else { return }
        _ = runChecks { $0.returned($1) }
    }

    /// U2 with scenes: a URL for an app in the foreground goes to its front scene's
    /// `scene:openURLContexts:` (C1). False when the app died.
    func deliverToScene(url: String, sourceApplication: String?) -> Bool {
        let front = record.scenes.connected.first { $0.state == .foregroundActive } ?? record.scenes.connected.first { $0.state.isForeground }
        guard let front else { return isRunning }
        return sceneOpens([SceneURLContext(url: url, sourceApplication: sourceApplication)], in: front)
    }

    /// U2 with scenes: `scene:openURLContexts:`, or a warning that the URLs are dropped when the
    /// scene's delegate does not implement it (UIKit never falls back to the app delegate, C1).
    /// False when the app died.
    func sceneOpens(_ urls: [SceneURLContext], in scene: SceneSession) -> Bool {
        guard let runtime else { return false }
        let delegateClass = scene.configuration?.delegateClass
        guard delegateClass != nil || scene.configuration == nil,
              runtime.implements(.sceneOpenURLContexts, sceneDelegate: delegateClass) else {
            for context in urls {
                emit(.warning(message: "the URL \(context.url) is dropped: the scene delegate of '\(scene.name)' does not implement scene:openURLContexts: (with scenes, UIKit never calls the app delegate's URL methods, C1)"))
            }
            return true
        }
        return callSceneHook(.sceneOpenURLContexts, scene.id, .sceneURLs(scene.handle, urls: urls))
    }

    /// C1: the first launch of a scene app warns once about the app delegate methods UIKit
    /// ignores with a scene manifest, naming the scene delegate method that replaces each.
    func warnAboutIgnoredAppDelegateMethods() {
        guard usesScenes, !record.warnedAboutScenes, let runtime else { return }
        record.warnedAboutScenes = true
        for hook in Hook.allCases where runtime.implements(hook) {
            guard let replacement = hook.sceneReplacement else { continue }
            let site = runtime.site(of: hook).map { "\($0): " } ?? ""
            emit(.warning(message: "\(site)\(hook.selector) is never called: with a scene manifest (UIApplicationSceneManifest) UIKit sends it to the scene delegate instead, as \(replacement.selector) (C1; lifecycle explain C1)"))
        }
    }
}
