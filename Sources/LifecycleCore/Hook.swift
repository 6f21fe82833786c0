/// The `UIApplicationDelegate` methods the host calls, by Objective-C selector (docs/app-api.md, and
/// the delegate methods that go with the notifications of rule N).
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
    // C1, C3: the app delegate's scene methods (ios13).
    case configurationForConnecting = "application:configurationForConnectingSceneSession:options:"
    case didDiscardSceneSessions = "application:didDiscardSceneSessions:"
    // C1, C2, C4: the scene delegate's methods (ios13), called on the scene's delegate object.
    case sceneWillConnect = "scene:willConnectToSession:options:"
    case sceneWillEnterForeground = "sceneWillEnterForeground:"
    case sceneDidBecomeActive = "sceneDidBecomeActive:"
    case sceneWillResignActive = "sceneWillResignActive:"
    case sceneDidEnterBackground = "sceneDidEnterBackground:"
    case sceneDidDisconnect = "sceneDidDisconnect:"
    case sceneOpenURLContexts = "scene:openURLContexts:"
    case stateRestorationActivityForScene = "stateRestorationActivityForScene:"
    // N: the older and newer forms UIKit calls in place of the methods above when the delegate
    // has them. L3, U1, U2: the URL, from iOS 9, instead of both older URL methods.
    case openURLOptions = "application:openURL:options:"
    // L1: launching, when the delegate lacks `application:didFinishLaunchingWithOptions:`.
    case didFinishLaunchingWithoutOptions = "applicationDidFinishLaunching:"
    // W2: a push to an app in the foreground, when the delegate lacks the completion-handler form.
    case didReceiveRemoteNotificationInForeground = "application:didReceiveRemoteNotification:"
    // W4: the app's own state, at the start of saving and at the end of restoring (ios6).
    case willEncodeRestorableState = "application:willEncodeRestorableStateWithCoder:"
    case didDecodeRestorableState = "application:didDecodeRestorableStateWithCoder:"
    // W4: the opt-in of iOS 13.2, asked instead of `shouldSave…`/`shouldRestore…` when present.
    case shouldSaveSecureApplicationState = "application:shouldSaveSecureApplicationState:"
    case shouldRestoreSecureApplicationState = "application:shouldRestoreSecureApplicationState:"

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
        // L1: `UIApplicationDidFinishLaunchingNotification` follows the launch as a whole: the
        // launch posts it after `applicationDidFinishLaunching:` (App+Launch).
        case .openURLOptions, .didFinishLaunchingWithoutOptions, .didReceiveRemoteNotificationInForeground: return nil
        case .willEncodeRestorableState, .didDecodeRestorableState: return nil
        case .shouldSaveSecureApplicationState, .shouldRestoreSecureApplicationState: return nil
        // C5: a scene's notification follows its method, posted by the scene code itself
        // (after the scene's state line), not by the generic delegate-call path.
        case .configurationForConnecting, .didDiscardSceneSessions: return nil
        case .sceneWillConnect, .sceneWillEnterForeground, .sceneDidBecomeActive, .sceneWillResignActive,
             .sceneDidEnterBackground, .sceneDidDisconnect, .sceneOpenURLContexts, .stateRestorationActivityForScene: return nil
        }
    }

    /// C1: a method of the scene delegate (`UISceneDelegate`), not of the app delegate: the host
    /// reads it from the scene delegate class the manifest names, and calls it on each scene's
    /// own delegate object.
    public var isSceneDelegateMethod: Bool {
        switch self {
        case .sceneWillConnect, .sceneWillEnterForeground, .sceneDidBecomeActive, .sceneWillResignActive,
             .sceneDidEnterBackground, .sceneDidDisconnect, .sceneOpenURLContexts, .stateRestorationActivityForScene: return true
        default: return false
        }
    }

    /// C1: a method that comes with scenes (`ios13`): a scene delegate method, or one of the app
    /// delegate's scene methods. Not every method of `ios13` is one (`shouldSaveSecure…`, W4).
    public var comesWithScenes: Bool {
        isSceneDelegateMethod || self == .configurationForConnecting || self == .didDiscardSceneSessions
    }

    /// C1: the app delegate methods UIKit does not call on an app with a scene manifest, and the
    /// scene delegate method that replaces each.
    public var sceneReplacement: Hook? {
        switch self {
        case .willEnterForeground: return .sceneWillEnterForeground
        case .didBecomeActive: return .sceneDidBecomeActive
        case .willResignActive: return .sceneWillResignActive
        case .didEnterBackground: return .sceneDidEnterBackground
        case .openURL, .handleOpenURL, .openURLOptions: return .sceneOpenURLContexts
        default: return nil
        }
    }

    /// The iOS version that brought the method, where it came after its profile's first version
    /// (`since` names the profile): for messages.
    public var introducedWithinProfile: String? {
        switch self {
        case .openURLOptions: return "iOS 9"
        case .shouldSaveSecureApplicationState, .shouldRestoreSecureApplicationState: return "iOS 13.2"
        default: return nil
        }
    }

    /// The first profile whose UIKit calls this method (rule P), from UIKit's surface
    /// (`UIKitSurface`): on an older one it is never called, and the first launch warns that the
    /// delegate has it for nothing.
    public var since: OSProfile { Hook.firstProfiles[self] ?? .ios3 }

    /// This method's entry in UIKit's surface (its versions and source); every hook has one.
    public var surfaceEntry: UIKitEntry? { UIKitSurface.entry(named: selector) }

    private static let firstProfiles: [Hook: OSProfile] = Dictionary(uniqueKeysWithValues: allCases.map { hook in
        let entry = hook.surfaceEntry
        assert(entry != nil, "\(hook.selector) is missing from UIKitSurface")
        return (hook, entry?.firstProfile ?? .ios3)
    })
}
