/// The app delegate methods UIKit's iOS 26 headers deprecate in favour of the scene life cycle
/// (P, C1), each with the scene delegate method that replaces it: the hooks whose entry in UIKit's
/// surface (`UIKitSurface`, from `UIApplication.h`: `API_DEPRECATED("Use UIScene lifecycle and …",
/// ios(…, 26.0))`) is deprecated in iOS 26 for a scene delegate method. Source: UIKit's
/// UIApplication.h of the iOS 26 SDK, and Apple's TN3187 "Migrating to the UIKit scene-based life
/// cycle".
public struct SceneLifecycleDeprecation: Sendable, Equatable {
    /// The deprecated app delegate method, as traces show selectors.
    public let selector: String
    /// The scene delegate method UIKit calls instead once the app adopts scenes (C1).
    public let replacement: String

    public static let all: [SceneLifecycleDeprecation] = UIKitSurface.entries(.appDelegate).compactMap { entry in
        guard entry.deprecated == UIKitVersion(26), Hook(rawValue: entry.name) != nil,
              let replacement = entry.replacement, Hook(rawValue: replacement)?.isSceneDelegateMethod == true else { return nil }
        return SceneLifecycleDeprecation(selector: entry.name, replacement: replacement)
    }

    /// What UIKit of iOS 26 logs at launch for an app that has not adopted the scene life cycle
    /// (TN3187; UIKit of iOS 18.4 logged an earlier wording).
    public static let uikitLog = "UIScene lifecycle will soon be required. Failure to adopt will result in an assert in the future."

    /// What UIKit says when it refuses to launch such an app built with the SDK of the release
    /// after iOS 26 (`ios27`, C1).
    public static let launchFailure = "Application failed to launch: UIScene life cycle is required for apps built with this SDK."

    /// The hook of this selector, once the host models it; nil before.
    public var hook: Hook? { Hook(rawValue: selector) }
}
