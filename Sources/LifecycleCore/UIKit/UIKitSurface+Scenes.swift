/// `UISceneDelegate` and `UIWindowSceneDelegate`, every method (C1–C5). The scene delegate
/// protocols exist from iOS 13 (`UISceneDelegate` in Apple's reference; `UIWindowScene.h`).
extension UIKitSurface {
    static let sceneDelegate: [UIKitEntry] = {
        let scene = "developer.apple.com/documentation/uikit/uiscenedelegate", window = "UIWindowScene.h"
        func sim(_ name: String, _ rules: String) -> UIKitEntry {
            UIKitEntry(name, .sceneDelegate, since: .init(13), .simulated, rules: rules, source: scene)
        }
        func not(_ name: String, _ trigger: String, since: UIKitVersion = .init(13), deprecated: UIKitVersion? = nil,
                 use: String? = nil, source: String) -> UIKitEntry {
            UIKitEntry(name, .sceneDelegate, since: since, deprecated: deprecated, use: use,
                       .notSimulated(trigger: trigger), rules: "C1", source: source)
        }
        return [
            sim("scene:willConnectToSession:options:", "C1, C4"),
            sim("sceneDidDisconnect:", "C3, C4"),
            sim("sceneWillEnterForeground:", "C1, C2"),
            sim("sceneDidBecomeActive:", "C1, C2"),
            sim("sceneWillResignActive:", "C1, C2"),
            sim("sceneDidEnterBackground:", "C1, C2, C4"),
            sim("scene:openURLContexts:", "C1, U1, U2"),
            not("scene:willContinueUserActivityWithType:", "Handoff from another device", source: scene),
            not("scene:continueUserActivity:", "Handoff, a universal link or a Spotlight result opening the scene", source: scene),
            not("scene:didFailToContinueUserActivityWithType:error:", "a Handoff that could not be completed", source: scene),
            sim("stateRestorationActivityForScene:", "C4"),
            not("scene:restoreInteractionStateWithUserActivity:", "restoring a scene's interaction state at reconnection", since: .init(15), source: scene),
            not("scene:didUpdateUserActivity:", "an update of a user activity UIKit manages", source: scene),
            not("windowScene:didUpdateCoordinateSpace:interfaceOrientation:traitCollection:",
                "the window scene rotating, resizing or moving to another screen", deprecated: .init(26),
                use: "windowScene:didUpdateEffectiveGeometry:", source: window),
            not("windowScene:didUpdateEffectiveGeometry:", "the window scene rotating, resizing or moving to another screen", since: .init(26), source: window),
            not("supportedInterfaceOrientationsForWindowScene:", "the system asking which orientations the scene supports", since: .init(27), source: window),
            not("windowScene:performActionForShortcutItem:completionHandler:", "the user choosing a Home Screen quick action", source: window),
            not("windowScene:userDidAcceptCloudKitShareWithMetadata:", "the user accepting a CloudKit share", source: window),
            not("preferredWindowingControlStyleForScene:", "the layout of the window's controls (iPad windowing)", since: .init(26), source: window),
        ]
    }()
}
