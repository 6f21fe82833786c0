/// The notification names of SPEC N.
public enum NotificationName: String, CaseIterable, Sendable {
    case didFinishLaunching = "UIApplicationDidFinishLaunchingNotification"
    case didBecomeActive = "UIApplicationDidBecomeActiveNotification"
    case willResignActive = "UIApplicationWillResignActiveNotification"
    case didEnterBackground = "UIApplicationDidEnterBackgroundNotification"
    case willEnterForeground = "UIApplicationWillEnterForegroundNotification"
    case willTerminate = "UIApplicationWillTerminateNotification"
    case didReceiveMemoryWarning = "UIApplicationDidReceiveMemoryWarningNotification"
    case didChangeStatusBarFrame = "UIApplicationDidChangeStatusBarFrameNotification"
    case significantTimeChange = "UIApplicationSignificantTimeChangeNotification"
    case orientationDidChange = "UIDeviceOrientationDidChangeNotification"
    case currentLocaleDidChange = "NSCurrentLocaleDidChangeNotification"
    case userDefaultsDidChange = "NSUserDefaultsDidChangeNotification"
    case protectedDataWillBecomeUnavailable = "UIApplicationProtectedDataWillBecomeUnavailable"
    case protectedDataDidBecomeAvailable = "UIApplicationProtectedDataDidBecomeAvailable"
    case accessoryDidConnect = "EAAccessoryDidConnectNotification"
    case accessoryDidDisconnect = "EAAccessoryDidDisconnectNotification"
}
