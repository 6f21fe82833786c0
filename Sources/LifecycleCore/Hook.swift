/// The `UIApplicationDelegate` methods the host calls, by Objective-C selector (INTERFACE.md).
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
        case .willFinishLaunching, .openURL, .handleOpenURL: return nil
        }
    }
}
