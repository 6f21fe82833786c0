/// The `UIApplicationDelegate` methods the host calls, by Objective-C selector (INTERFACE.md, and
/// the delegate methods that go with the notifications of SPEC N).
public enum Hook: String, CaseIterable, Sendable {
    case willFinishLaunching = "application:willFinishLaunchingWithOptions:"
    case didFinishLaunching = "application:didFinishLaunchingWithOptions:"
    case didBecomeActive = "applicationDidBecomeActive:"
    case willResignActive = "applicationWillResignActive:"
    case didEnterBackground = "applicationDidEnterBackground:"
    case willEnterForeground = "applicationWillEnterForeground:"
    case willTerminate = "applicationWillTerminate:"
    case openURL = "application:openURL:sourceApplication:annotation:"
    case handleOpenURL = "application:handleOpenURL:"
    case didReceiveMemoryWarning = "applicationDidReceiveMemoryWarning:"
    // N: the delegate methods that match system notifications, called before them.
    case significantTimeChange = "applicationSignificantTimeChange:"
    case willChangeStatusBarFrame = "application:willChangeStatusBarFrame:"
    case didChangeStatusBarFrame = "application:didChangeStatusBarFrame:"
    case willChangeStatusBarOrientation = "application:willChangeStatusBarOrientation:duration:"
    case didChangeStatusBarOrientation = "application:didChangeStatusBarOrientation:"
    case protectedDataWillBecomeUnavailable = "applicationProtectedDataWillBecomeUnavailable:"
    case protectedDataDidBecomeAvailable = "applicationProtectedDataDidBecomeAvailable:"
    // W1, W2: woken in the background, with a completion handler (ios7).
    case performFetch = "application:performFetchWithCompletionHandler:"
    case didReceiveRemoteNotification = "application:didReceiveRemoteNotification:fetchCompletionHandler:"
    // W4: state restoration, opted into by returning true (ios6).
    case shouldSaveApplicationState = "application:shouldSaveApplicationState:"
    case shouldRestoreApplicationState = "application:shouldRestoreApplicationState:"

    /// The selector, as traces show it.
    public var selector: String { rawValue }

    /// The notification posted right after this method (N: the delegate first, then observers).
    public var notification: NotificationName? {
        switch self {
        case .didFinishLaunching: return .didFinishLaunching
        case .didBecomeActive: return .didBecomeActive
        case .willResignActive: return .willResignActive
        case .didEnterBackground: return .didEnterBackground
        case .willEnterForeground: return .willEnterForeground
        case .willTerminate: return .willTerminate
        case .didReceiveMemoryWarning: return .didReceiveMemoryWarning
        case .significantTimeChange: return .significantTimeChange
        case .willChangeStatusBarFrame: return .willChangeStatusBarFrame
        case .didChangeStatusBarFrame: return .didChangeStatusBarFrame
        case .willChangeStatusBarOrientation: return .willChangeStatusBarOrientation
        case .didChangeStatusBarOrientation: return .didChangeStatusBarOrientation
        case .protectedDataWillBecomeUnavailable: return .protectedDataWillBecomeUnavailable
        case .protectedDataDidBecomeAvailable: return .protectedDataDidBecomeAvailable
        case .willFinishLaunching, .openURL, .handleOpenURL: return nil
        case .performFetch, .didReceiveRemoteNotification: return nil
        case .shouldSaveApplicationState, .shouldRestoreApplicationState: return nil
        }
    }

    /// The first profile whose UIKit calls this method (SPEC P): on an older one it is never
    /// called, and the first launch warns that the delegate has it for nothing.
    public var since: OSProfile {
        switch self {
        case .willFinishLaunching: return .ios6                          // iOS 6
        case .openURL: return .ios6                                      // iOS 4.2 (L3)
        case .didEnterBackground, .willEnterForeground: return .ios4     // multitasking, iOS 4
        case .protectedDataWillBecomeUnavailable, .protectedDataDidBecomeAvailable: return .ios4
        case .performFetch, .didReceiveRemoteNotification: return .ios7                 // W1, W2
        case .shouldSaveApplicationState, .shouldRestoreApplicationState: return .ios6   // iOS 6 (W4)
        default: return .ios3
        }
    }
}
