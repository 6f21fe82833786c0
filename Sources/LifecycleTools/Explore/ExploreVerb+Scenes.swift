import LifecycleCore
import LifecycleLua

/// The explorer's scene verbs (C3, C4, ios13), for an app whose Info.plist has a
/// `UIApplicationSceneManifest` (C1), read from the same launch as its `BGTaskScheduler`
/// identifiers (ExploreVerb+BGTask.swift). A small set, so that the sequences do not multiply:
///
/// - `disconnect_scene("main")`, then `front_window("main")`: the system reclaims the first
///   window in the background and the user brings it back, through a new scene and a new
///   delegate object (C4): a scene that keeps its state only in its delegate loses it.
/// - With `UIApplicationSupportsMultipleScenes`, on an iPad (C3): `open_window("second")` and
///   `close_window("second")`, a second window the user opens and swipes away, which sends the
///   first one to the background and back.
///
/// An app without a manifest (or a profile before ios13, P) gets none of them.
extension ExploreVerb {
    /// The name of the first window (SceneSessions: the first session is `main`).
    public static let mainWindow = "main"
    /// The name the explorer gives the window it opens.
    public static let secondWindow = "second"

    /// The scene verbs for an app with `manifest` (none for nil), in the order they are tried.
    public static func sceneVerbs(_ manifest: SceneManifest?, device: DeviceKind = .ipad) -> [ExploreVerb] {
        guard let manifest else { return [] }
        let (main, second) = (mainWindow, secondWindow)
        var verbs = [
            window(.disconnectScene, main) { $0.disconnectScene(main) },
            window(.frontWindow, main) { $0.frontWindow(main) },
        ]
        if manifest.supportsMultipleScenes, device.has(.openWindow) {   // C3: an iPad's
            verbs += [
                window(.openWindow, second) { $0.openWindow(second) },
                window(.closeWindow, second) { $0.closeWindow(second) },
            ]
        }
        return verbs
    }

    /// `verb("window")`, shown as `verb(window)`.
    private static func window(_ verb: ScenarioVerb, _ window: String, act: @escaping @Sendable (Device) -> Void) -> ExploreVerb {
        ExploreVerb(verb, "(\(luaQuoted(window)))", name: "\(verb.name)(\(window))", act: act)
    }

    /// The verbs an app adds to the alphabet, read from one launch on `simulation`'s profile:
    /// its `run_bg_task` verbs (C6), then its scene verbs (C3, C4). None before ios13.
    static func appVerbs(of app: ScenarioRun.Script, simulation: Simulation) -> [ExploreVerb] {
        guard let info = launchInfo(of: app, simulation: simulation) else { return [] }
        return bgTaskVerbs(info.bgTaskIdentifiers) + sceneVerbs(info.sceneManifest, device: simulation.deviceKind)
    }

    /// The Info.plist keys the app declares, read from one launch on `simulation`'s profile;
    /// nil before ios13, whose keys (C1, C6) the explorer does not read.
    static func launchInfo(of app: ScenarioRun.Script, simulation: Simulation) -> AppInfo? {
        guard simulation.profile.has(since: .ios13) else { return nil }
        let loader = LuaAppLoader(source: app.source, path: app.path, simulation: simulation, compiled: app.compiled)
        let device = Device(appName: ScenarioRun.appName(for: app.path), loader: loader, simulation: simulation, sinks: [])
        device.launch()
        return device.app.info
    }
}
