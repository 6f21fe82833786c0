/// The constants an app may read (values, launch-options keys, notification names) and the
/// Info.plist keys, with their versions (rule N, P). Constants from `UIApplication.h` unless
/// another header is named.
extension UIKitSurface {
    static let constants: [UIKitEntry] = {
        let h = "UIApplication.h"
        func sim(_ name: String, _ since: UIKitVersion, deprecated: UIKitVersion? = nil, use: String? = nil, _ rules: String,
                 source: String = h) -> UIKitEntry {
            UIKitEntry(name, .constant, since: since, deprecated: deprecated, use: use, .simulated, rules: rules, source: source)
        }
        let vc = "UIViewController.h"   // the modalPresentationStyle values (V1)
        let sceneLife = UIKitVersion(26), rotation = "viewWillTransitionToSize:withTransitionCoordinator:"
        return [
            sim("UIBackgroundTaskInvalid", .init(4), "B5"),
            sim("UIApplicationBackgroundFetchIntervalMinimum", .init(7), "W1"),
            sim("UIApplicationBackgroundFetchIntervalNever", .init(7), "W1"),
            sim("UIBackgroundFetchResultNewData", .init(7), "W1, W2"),
            sim("UIBackgroundFetchResultNoData", .init(7), "W1, W2"),
            sim("UIBackgroundFetchResultFailed", .init(7), "W1, W2"),
            sim("UIApplicationLaunchOptionsURLKey", .init(3), deprecated: sceneLife, use: "UISceneConnectionOptions URLContexts", "L3"),
            sim("UIApplicationLaunchOptionsSourceApplicationKey", .init(3), deprecated: sceneLife,
                use: "UISceneConnectionOptions sourceApplication", "L3"),
            sim("UIApplicationLaunchOptionsRemoteNotificationKey", .init(3), deprecated: sceneLife,
                use: "application:didReceiveRemoteNotification:fetchCompletionHandler:", "W2"),
            sim("NSFileProtectionComplete", .init(4), "I4", source: "NSFileManager.h (Foundation)"),
            sim("UIApplicationDidFinishLaunchingNotification", .init(2), "N, L1"),
            sim("UIApplicationDidBecomeActiveNotification", .init(2), "N, L1"),
            sim("UIApplicationWillResignActiveNotification", .init(2), "N, I1"),
            sim("UIApplicationDidEnterBackgroundNotification", .init(4), "N, B1"),
            sim("UIApplicationWillEnterForegroundNotification", .init(4), "N, F1"),
            sim("UIApplicationWillTerminateNotification", .init(2), "N, T2"),
            sim("UIApplicationDidReceiveMemoryWarningNotification", .init(2), "N, M2"),
            sim("UIApplicationSignificantTimeChangeNotification", .init(2), "N, F3"),
            sim("UIApplicationWillChangeStatusBarOrientationNotification", .init(2), deprecated: .init(13), use: rotation, "N, F3"),
            sim("UIApplicationDidChangeStatusBarOrientationNotification", .init(2), deprecated: .init(13), use: rotation, "N, F3"),
            sim("UIApplicationWillChangeStatusBarFrameNotification", .init(2), deprecated: .init(13), use: rotation, "N, I8"),
            sim("UIApplicationDidChangeStatusBarFrameNotification", .init(2), deprecated: .init(13), use: rotation, "N, I8"),
            sim("UIApplicationProtectedDataWillBecomeUnavailable", .init(4), "N, I4"),
            sim("UIApplicationProtectedDataDidBecomeAvailable", .init(4), "N, I4"),
            sim("UIDeviceOrientationDidChangeNotification", .init(2), "N, F3", source: "UIDevice.h"),
            sim("NSCurrentLocaleDidChangeNotification", .init(2), "N, F5", source: "NSLocale.h (Foundation)"),
            sim("NSUserDefaultsDidChangeNotification", .init(2), "N, F6", source: "NSUserDefaults.h (Foundation)"),
            sim("EAAccessoryDidConnectNotification", .init(3), "N, R8", source: "EAAccessoryManager.h (ExternalAccessory)"),
            sim("EAAccessoryDidDisconnectNotification", .init(3), "N, R8", source: "EAAccessoryManager.h (ExternalAccessory)"),
            sim("UISceneWillConnectNotification", .init(13), "C5", source: "UIScene.h"),
            sim("UISceneDidActivateNotification", .init(13), "C5", source: "UIScene.h"),
            sim("UISceneWillDeactivateNotification", .init(13), "C5", source: "UIScene.h"),
            sim("UISceneDidEnterBackgroundNotification", .init(13), "C5", source: "UIScene.h"),
            sim("UISceneWillEnterForegroundNotification", .init(13), "C5", source: "UIScene.h"),
            sim("UISceneDidDisconnectNotification", .init(13), "C5", source: "UIScene.h"),
            sim("UIModalPresentationFullScreen", .init(3, 2), "V1", source: vc),
            sim("UIModalPresentationPageSheet", .init(3, 2), "V1", source: vc),
            sim("UIModalPresentationFormSheet", .init(3, 2), "V1", source: vc),
            sim("UIModalPresentationCurrentContext", .init(3, 2), "V1", source: vc),
            sim("UIModalPresentationCustom", .init(7), "V1", source: vc),
            sim("UIModalPresentationOverFullScreen", .init(8), "V1", source: vc),
            sim("UIModalPresentationOverCurrentContext", .init(8), "V1", source: vc),
            sim("UIModalPresentationPopover", .init(8), "V1", source: vc),
            sim("UIModalPresentationAutomatic", .init(13), "V1", source: vc),
        ]
    }()

    /// Info.plist keys, from Apple's Information Property List reference.
    static let infoKeys: [UIKitEntry] = {
        let plist = "developer.apple.com/documentation/bundleresources/information-property-list"
        func sim(_ name: String, _ since: UIKitVersion, deprecated: UIKitVersion? = nil, use: String? = nil, _ rules: String) -> UIKitEntry {
            UIKitEntry(name, .infoKey, since: since, deprecated: deprecated, use: use, .simulated, rules: rules, source: plist)
        }
        return [
            sim("UIApplicationExitsOnSuspend", .init(4), deprecated: .init(13), use: "no key: from iOS 13 the app is suspended like any other", "B3, T1"),
            sim("UIBackgroundModes", .init(4), "B2, W1, W2, C6"),
            sim("UISupportedInterfaceOrientations", .init(3, 2), "F3"),
            sim("UIApplicationSceneManifest", .init(13), "C1, C3"),
            sim("BGTaskSchedulerPermittedIdentifiers", .init(13), "C6"),
        ]
    }()
}
