/// What the app's code returned, as far as the host cares: UIKit reads only BOOL results.
public enum HookValue: Sendable, Equatable {
    /// Nothing, or `nil`.
    case none
    case bool(Bool)
    case number(Double)
    /// Any other value (truthy, as in Lua).
    case other

    public var isTruthy: Bool {
        switch self {
        case .none: return false
        case .bool(let b): return b
        case .number, .other: return true
        }
    }
}

/// Why app code stopped before it returned.
public enum Halt: Sendable, Equatable {
    /// Its time budget ran out (the session says which budget).
    case budget
    /// It hit the memory cap.
    case memory
    /// The system killed it from inside a framework call (`HookSession.kill`).
    case killed
    /// The user interrupted it at the REPL.
    case interrupted
}

/// How a piece of app code ended.
public enum HookOutcome: Sendable, Equatable {
    case returned(HookValue)
    /// A Lua error: a simulated crash.
    case crashed(message: String, traceback: String)
    case halted(Halt)
}

/// The arguments UIKit passes to a delegate method.
public enum HookArguments: Sendable, Equatable {
    case application
    /// The launch options; both keys nil for a plain launch (an empty dictionary, as in UIKit).
    case launchOptions(url: String?, sourceApplication: String?)
    case url(String, sourceApplication: String?)
    /// A status bar frame (`application:willChangeStatusBarFrame:` gets the new one,
    /// `didChange…` the old one), in points.
    case frame(StatusBarFrame)
    /// An interface orientation (`willChangeStatusBarOrientation:duration:` gets the new one and
    /// the rotation's duration in seconds, `didChange…` the old one without a duration).
    case orientation(String, duration: Double?)
    /// `performFetchWithCompletionHandler:` (W1): the id the completion handler carries.
    case fetch(completion: Int)
    /// `didReceiveRemoteNotification:fetchCompletionHandler:` (W2): the payload (`userInfo`)
    /// and the id the completion handler carries.
    case remoteNotification(PushPayload, completion: Int)
    /// The launch options of a launch for a push (W2): `UIApplicationLaunchOptionsRemoteNotificationKey`.
    case notificationLaunchOptions(PushPayload)
    /// W4: the coder of `application:shouldSaveApplicationState:` (to encode the app's own
    /// state into) or `application:shouldRestoreApplicationState:` (holding it), by id.
    case coder(Int)
}

/// A CGRect of the status bar, as the N delegate methods receive it.
public struct StatusBarFrame: Sendable, Equatable {
    public let x: Double, y: Double, width: Double, height: Double
    public init(x: Double = 0, y: Double = 0, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
}

/// A Lua function the app handed to the system (an expiration handler, a dispatched block).
public struct CallbackID: Hashable, Sendable {
    public let raw: Int32
    public init(raw: Int32) { self.raw = raw }
}

/// What a callback is called with.
public enum CallbackArgument: Sendable, Equatable {
    case none
    /// An `NSNotification`: its name and its value (`object`), if any.
    case notification(name: String, value: String?)
    /// C6: the `BGTask` a launch handler is called with: its id, identifier and kind.
    case bgTask(id: Int, identifier: String, kind: BGTaskKind)
}

/// Info.plist keys the host reads from the delegate's `info` table.
public struct AppInfo: Sendable, Equatable {
    /// `UIApplicationExitsOnSuspend` (B3, T1).
    public var exitOnSuspend = false
    /// `UIBackgroundModes` (B2).
    public var backgroundModes: [String] = []
    /// `UISupportedInterfaceOrientations`, as interface orientation names (`portrait`,
    /// `landscapeLeft`, …); portrait only when the key is absent.
    public var supportedOrientations: [String] = ["portrait"]
    /// `BGTaskSchedulerPermittedIdentifiers` (C6, ios13).
    public var bgTaskIdentifiers: [String] = []
    public init(exitOnSuspend: Bool = false, backgroundModes: [String] = [], supportedOrientations: [String] = ["portrait"],
                bgTaskIdentifiers: [String] = []) {
        self.exitOnSuspend = exitOnSuspend
        self.backgroundModes = backgroundModes
        self.supportedOrientations = supportedOrientations
        self.bgTaskIdentifiers = bgTaskIdentifiers
    }

    /// The Info.plist keys the simulator reads, in UIKit's spelling.
    public static let keys = ["UIApplicationExitsOnSuspend", "UIBackgroundModes", "UISupportedInterfaceOrientations",
                              "BGTaskSchedulerPermittedIdentifiers"]
    /// Spellings of the sources this project was distilled from, read too: the key UIKit spells.
    public static let aliases = ["UIApplicationExitOnSuspend": "UIApplicationExitsOnSuspend"]

    /// `UIInterfaceOrientationLandscapeLeft` → `landscapeLeft`; nil for anything else.
    public static func orientation(named plistValue: String) -> String? {
        let prefix = "UIInterfaceOrientation"
        let names = ["Portrait", "PortraitUpsideDown", "LandscapeLeft", "LandscapeRight"]
        guard plistValue.hasPrefix(prefix) else { return nil }
        let rest = String(plistValue.dropFirst(prefix.count))
        guard names.contains(rest) else { return nil }
        return rest.prefix(1).lowercased() + rest.dropFirst()
    }
}

/// One running process of an app: the Lua host implements it; the core never sees Lua.
public protocol AppRuntime: AnyObject {
    var info: AppInfo { get }
    /// Whether the delegate implements `hook` (read once at launch, as UIKit caches it).
    func implements(_ hook: Hook) -> Bool
    /// Calls a delegate method. The runtime reports time through `session.spend`.
    func call(_ hook: Hook, _ arguments: HookArguments, session: HookSession) -> HookOutcome
    /// Calls a function the app handed over earlier.
    func run(_ callback: CallbackID, argument: CallbackArgument, session: HookSession) -> HookOutcome
    /// Delivers `method` to the first responder of `chain` that implements it (E3); returns
    /// `.returned(.number(i))` when `chain[i - 1]` handled it, `.returned(.none)` when none did.
    func deliver(_ method: String, to chain: [Responder], argument: EventArgument, session: HookSession) -> HookOutcome
    /// Runs an appearance method of a view controller (`viewWillAppear`, …, or `"load"` to load
    /// its view); the runtime reports an override that skips the superclass's method (V1).
    func appearance(_ controller: Int, _ method: String, session: HookSession) -> HookOutcome
    /// W4: runs a view controller's `encodeRestorableStateWithCoder` or
    /// `decodeRestorableStateWithCoder` with the coder `coder` (valid only during the call); the
    /// runtime reports an override that skips the superclass's method.
    func restorable(_ controller: Int, _ method: String, coder: Int, session: HookSession) -> HookOutcome
    /// The system no longer needs the function.
    func release(_ callback: CallbackID)
    /// Bytes the process's code holds now (its Lua heap), part of its footprint (M1, B8).
    var heapBytes: Int { get }
    /// Frees the process (its memory is purged). Never called while its code runs.
    func close()
}

/// Starts a fresh process of an app at each launch (INTERFACE.md: a killed app loses its memory).
public protocol AppLoader: AnyObject {
    /// Loads the app's script inside `session` (whose budget is the launch watchdog's).
    func start(session: HookSession) -> Result<AppRuntime, LoadFailure>
}

/// A launch that failed before `UIApplicationMain` could run.
public struct LoadFailure: Error, Sendable, Equatable {
    public let outcome: HookOutcome
    public init(outcome: HookOutcome) { self.outcome = outcome }
}
