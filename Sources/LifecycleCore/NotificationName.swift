/// The notification names of SPEC N, and the status bar's "will change" and orientation
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
}
