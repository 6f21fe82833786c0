/// The scene life cycle becoming required (P, C1): deprecated on `ios26`, required to launch on
/// `ios27`. Source: Apple's TN3187 "Migrating to the UIKit scene-based life cycle" and UIKit's
/// UIApplication.h of the iOS 26 SDK (`SceneLifecycleDeprecation`).
extension App {
    /// C1, P: whether the app has adopted the scene life cycle as UIKit judges it (TN3187): a
    /// scene manifest with a scene configuration, or with an app delegate that returns one from
    /// `application:configurationForConnectingSceneSession:options:`.
    var adoptsSceneLifecycle: Bool {
        guard let manifest = record.info.sceneManifest else { return false }
        return !manifest.configurations.isEmpty || implements(.configurationForConnecting)
    }

    /// C1, P: on `ios27` UIKit asserts at launch when the app has not adopted the scene life
    /// cycle: the app is killed before `application:willFinishLaunchingWithOptions:`, at every
    /// launch, in the foreground or the background. Returns false when it killed the app.
    func requireSceneLifecycle() -> Bool {
        guard profile.requiresSceneLifecycle, !adoptsSceneLifecycle else { return true }
        let missing = record.info.sceneManifest == nil
            ? "the app has no scene manifest (info.UIApplicationSceneManifest)"
            : "the app's scene manifest lists no scene configuration (UISceneConfigurations) and its delegate does not implement application:configurationForConnectingSceneSession:options:"
        kill(.crash, rule: .C1, message: "\(SceneLifecycleDeprecation.launchFailure) On \(profile.name) an app built with the latest SDK must adopt the scene life cycle: \(missing) (C1, P; lifecycle explain C1)")
        return false
    }

    /// P, C1: on `ios26` an app that has not adopted the scene life cycle still runs, and the
    /// first launch of a run quotes UIKit's log once, naming each deprecated app delegate method
    /// the app implements with the scene delegate method that replaces it.
    func warnAboutSceneLifecycleDeprecation() {
        guard profile.deprecatesAppDelegateLifecycle, !profile.requiresSceneLifecycle, !adoptsSceneLifecycle, let runtime else { return }
        let implemented = SceneLifecycleDeprecation.all.filter { entry in entry.hook.map { runtime.implements($0) } ?? false }
        let named = implemented.map { entry in
            let site = entry.hook.flatMap { runtime.site(of: $0) }.map { " (\($0))" } ?? ""
            return "\(entry.selector)\(site) → \(entry.replacement)"
        }
        let methods = named.isEmpty
            ? "it implements none of the app delegate's lifecycle and URL methods iOS 26 deprecates"
            : "iOS 26 deprecates the app delegate's lifecycle and URL methods it implements: \(named.joined(separator: ", "))"
        emit(.warning(message: "UIKit logs \"\(SceneLifecycleDeprecation.uikitLog)\": the app has not adopted the scene life cycle (no info.UIApplicationSceneManifest with a scene configuration), so it still runs on \(profile.name) but will not launch on ios27; \(methods) (P, C1; lifecycle explain P)"))
    }
}
