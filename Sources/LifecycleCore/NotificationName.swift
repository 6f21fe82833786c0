/// The notification names of rule N, and the status bar's "will change" and orientation
/// notifications UIKit posts with the N delegate methods.
public enum NotificationName: String, CaseIterable, Sendable {
    case didFinishLaunching = "UIApplicationDidFinishLaunchingNotification"
    case didBecomeActive = "UIApplicationDidBecomeActiveNotification"
    case willResignActive = "UIApplicationWillResignActiveNotification"
    case didEnterBackground = "UIApplicationDidEnterBackgroundNotification"
    case willEnterForeground = "UIApplicationWillEnterForegroundNotification"
    case willTerminate = "UIApplicationWillTerminateNotification"
    case didReceiveMemoryWarning = "UIApplicationDidReceiveMemoryWarningNotification"
    case willChangeStatusBarFrame = "UIApplicationWillChangeStatusBarFrameNotification"
    case didChangeStatusBarFrame = "UIApplicationDidChangeStatusBarFrameNotification"
    case willChangeStatusBarOrientation = "UIApplicationWillChangeStatusBarOrientationNotification"
    case didChangeStatusBarOrientation = "UIApplicationDidChangeStatusBarOrientationNotification"
    case significantTimeChange = "UIApplicationSignificantTimeChangeNotification"
    case orientationDidChange = "UIDeviceOrientationDidChangeNotification"
    case currentLocaleDidChange = "NSCurrentLocaleDidChangeNotification"
    case userDefaultsDidChange = "NSUserDefaultsDidChangeNotification"
    case protectedDataWillBecomeUnavailable = "UIApplicationProtectedDataWillBecomeUnavailable"
    case protectedDataDidBecomeAvailable = "UIApplicationProtectedDataDidBecomeAvailable"
    case accessoryDidConnect = "EAAccessoryDidConnectNotification"
    case accessoryDidDisconnect = "EAAccessoryDidDisconnectNotification"
    // C5: a scene's notifications, posted after its scene delegate's method; the object is the
    // scene (its name in the trace).
    case sceneWillConnect = "UISceneWillConnectNotification"
    case sceneDidActivate = "UISceneDidActivateNotification"
    case sceneWillDeactivate = "UISceneWillDeactivateNotification"
    case sceneDidEnterBackground = "UISceneDidEnterBackgroundNotification"
    case sceneWillEnterForeground = "UISceneWillEnterForegroundNotification"
    case sceneDidDisconnect = "UISceneDidDisconnectNotification"
}

extension NotificationName: Hashable {
    /// By position, not by the name's text (a raw-value enum hashes its string otherwise): the
    /// observers are looked up by name at every notification (N, docs/performance.md).
    public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }
    public static func == (lhs: NotificationName, rhs: NotificationName) -> Bool { lhs.ordinal == rhs.ordinal }
}
