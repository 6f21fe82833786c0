/// The app delegate methods UIKit's iOS 26 headers deprecate in favour of the scene life cycle
/// (P, C1), each with the scene delegate method that replaces it and the header's own text.
/// Source: UIKit.framework's UIApplication.h of the iOS 26 SDK (`API_DEPRECATED(…, ios(…, 26.0))`),
/// and Apple's TN3187 "Migrating to the UIKit scene-based life cycle".
///
/// Methods are named by selector, not by `Hook`: a selector the host does not model yet is
/// still listed, and counts as implemented once a hook of that selector exists.
public struct SceneLifecycleDeprecation: Sendable, Equatable {
    /// The deprecated app delegate method, as traces show selectors.
    public let selector: String
    /// The scene delegate method UIKit calls instead once the app adopts scenes (C1).
    public let replacement: String
    /// The message of the header's `API_DEPRECATED`.
    public let headerMessage: String

    public static let all: [SceneLifecycleDeprecation] = [
        .init(selector: "applicationDidBecomeActive:", replacement: "sceneDidBecomeActive:",
              headerMessage: "Use UIScene lifecycle and sceneDidBecomeActive(_:) from UISceneDelegate or the UIApplication.didBecomeActiveNotification instead."),
        .init(selector: "applicationWillResignActive:", replacement: "sceneWillResignActive:",
              headerMessage: "Use UIScene lifecycle and sceneWillResignActive(_:) from UISceneDelegate or the UIApplication.willResignActiveNotification instead."),
        .init(selector: "applicationDidEnterBackground:", replacement: "sceneDidEnterBackground:",
              headerMessage: "Use UIScene lifecycle and sceneDidEnterBackground(_:) from UISceneDelegate or the UIApplication.didEnterBackgroundNotification instead."),
        .init(selector: "applicationWillEnterForeground:", replacement: "sceneWillEnterForeground:",
              headerMessage: "Use UIScene lifecycle and sceneWillEnterForeground(_:) from UISceneDelegate or the UIApplication.willEnterForegroundNotification instead."),
        .init(selector: "application:openURL:options:", replacement: "scene:openURLContexts:",
              headerMessage: "Use UIScene lifecycle and scene(_:openURLContexts:) from UISceneDelegate instead."),
    ]

    /// What UIKit of iOS 26 logs at launch for an app that has not adopted the scene life cycle
    /// (TN3187; UIKit of iOS 18.4 logged an earlier wording).
    public static let uikitLog = "UIScene lifecycle will soon be required. Failure to adopt will result in an assert in the future."

    /// What UIKit says when it refuses to launch such an app built with the SDK of the release
    /// after iOS 26 (`ios27`, C1).
    public static let launchFailure = "Application failed to launch: UIScene life cycle is required for apps built with this SDK."

    /// The hook of this selector, once the host models it; nil before.
    public var hook: Hook? { Hook(rawValue: selector) }
}
