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
    /// The host's backstop stopped it: it cost the host more time than any run may, not the
    /// simulated device (the run then ends with the host's message, exit status 2).
    case stoppedByHost
    /// S3: it had to pause (`HookSession.pauseAt`) where it could not: inside a C function that
    /// called back into Lua (a `table.sort` comparator, a `string.gsub` replacement function) or
    /// inside a coroutine of the app's own. It was stopped there instead; the rest never runs.
    case cut
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
    /// `application:didReceiveRemoteNotification:` (W2): the payload (`userInfo`) of a push to an
    /// app in the foreground, without a completion handler.
    case userInfo(PushPayload)
    /// The launch options of a launch for a push (W2): `UIApplicationLaunchOptionsRemoteNotificationKey`.
    case notificationLaunchOptions(PushPayload)
    /// W4: the coder of `application:shouldSaveApplicationState:` (to encode the app's own
    /// state into) or `application:shouldRestoreApplicationState:` (holding it), by id.
    case coder(Int)
    /// C1, C2: a scene delegate method that takes the scene only.
    case scene(SceneHandle)
    /// C1: `scene:willConnectToSession:options:` (the scene, its session, and the connection
    /// options: the URLs it was opened for, C4 its session's `stateRestorationActivity`).
    case sceneConnection(SceneHandle, urls: [SceneURLContext])
    /// C1: `scene:openURLContexts:`, a URL while the scene runs.
    case sceneURLs(SceneHandle, urls: [SceneURLContext])
    /// C1: `application:configurationForConnectingSceneSession:options:` (the app delegate).
    case sceneSession(SceneHandle, urls: [SceneURLContext])
    /// C3: `application:didDiscardSceneSessions:`, the discarded sessions' persistent ids.
    case discardedSessions([String])
}

/// C1: what the host needs to build a scene's objects (`UIScene`, `UISceneSession`) and find
/// its delegate: the session's number (stable across processes, C4), the scene's name in the
/// trace, the session's persistent identifier, and its configuration.
public struct SceneHandle: Sendable, Equatable {
    public let id: Int
    public let name: String
    public let persistentIdentifier: String
    public let configuration: String
    /// The scene delegate class (`UISceneDelegateClassName`); nil: the scene has no delegate.
    public let delegateClass: String?
}

/// C1: a `UIOpenURLContext`: the URL and the opener (`options.sourceApplication`).
public struct SceneURLContext: Sendable, Equatable {
    public let url: String
    public let sourceApplication: String?
    public init(url: String, sourceApplication: String?) {
        self.url = url
        self.sourceApplication = sourceApplication
    }
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
    /// `UIApplicationSceneManifest` (C1): nil for an app without scenes.
    public var sceneManifest: SceneManifest?
    /// `BGTaskSchedulerPermittedIdentifiers` (C6, ios13).
    public var bgTaskIdentifiers: [String] = []
    public init(exitOnSuspend: Bool = false, backgroundModes: [String] = [], supportedOrientations: [String] = ["portrait"],
                sceneManifest: SceneManifest? = nil, bgTaskIdentifiers: [String] = []) {
        self.exitOnSuspend = exitOnSuspend
        self.backgroundModes = backgroundModes
        self.supportedOrientations = supportedOrientations
        self.sceneManifest = sceneManifest
        self.bgTaskIdentifiers = bgTaskIdentifiers
    }

    /// The Info.plist keys the simulator reads, in UIKit's spelling: the simulated keys of UIKit's
    /// surface (`UIKitSurface`), in its order.
    public static let keys = UIKitSurface.entries(.infoKey).filter(\.isSimulated).map(\.name)
    /// Spellings of the sources this project was distilled from, read too: the key UIKit spells.
    public static let aliases = ["UIApplicationExitOnSuspend": "UIApplicationExitsOnSuspend"]

    /// `UIInterfaceOrientationLandscapeLeft` → `landscapeLeft`; nil for anything else (the
    /// names of `InfoValues.orientations`).
    public static func orientation(named plistValue: String) -> String? {
        guard InfoValues.orientations.value(named: plistValue) != nil else { return nil }
        let rest = plistValue.dropFirst("UIInterfaceOrientation".count)
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
    /// Frees what the process's code no longer holds (a full collection), so that `heapBytes`
    /// next counts the live heap alone, whatever the collector's timing (M1, H24).
    func settleHeap()
    /// Frees the process (its memory is purged). Never called while its code runs.
    func close()
    /// C1: whether UIKit calls scene delegate method `hook` on a scene whose delegate is of
    /// class `delegateClass` (read once at launch, as for the app delegate).
    func implements(_ hook: Hook, sceneDelegate delegateClass: String?) -> Bool
    /// C4: the scene was disconnected: the host drops its objects (its delegate, its views).
    func releaseScene(_ id: Int)
    /// C1: whether the script returns a scene delegate class of this name.
    func hasSceneDelegateClass(_ name: String) -> Bool
    /// Where the script defines `hook` (`app.lua:12`), for warnings; nil when unknown.
    func site(of hook: Hook) -> String?
    /// S3: starts `callback` as code that can stop part-way and go on later (a thread the
    /// system may freeze): it runs inside `session` until it returns, dies, or pauses once the
    /// session's clock reaches `session.pauseAt` (`.paused`: `resume` goes on from there). A
    /// runtime that cannot pause code runs it whole (`run`).
    func start(_ callback: CallbackID, session: HookSession) -> CodeStep
    /// S3: goes on with paused code, inside a new session, until it returns, dies or pauses again.
    func resume(_ code: PausedCode, session: HookSession) -> CodeStep
    /// S3: paused code that will never go on (its process is dying, or it was lost): frees it.
    func discard(_ code: PausedCode)
}

/// S3: paused app code, by the runtime's handle (a Lua coroutine), and the line it stopped at.
public struct PausedCode: Sendable, Equatable {
    public let raw: Int32
    /// `app.lua:12`: the script line it stopped at (nil when unknown).
    public let line: String?
    public init(raw: Int32, line: String?) {
        self.raw = raw
        self.line = line
    }
}

/// S3: how far a run of code that can pause went.
public enum CodeStep: Sendable, Equatable {
    /// It ended: returned, crashed or halted (as `run` reports).
    case finished(HookOutcome)
    /// It stopped at `session.pauseAt` and can go on (`resume`).
    case paused(PausedCode)
}

extension AppRuntime {
    /// A runtime without scene delegate classes reads scene hooks from its one delegate.
    public func implements(_ hook: Hook, sceneDelegate delegateClass: String?) -> Bool { implements(hook) }
    public func releaseScene(_ id: Int) {}
    public func settleHeap() {}
    public func hasSceneDelegateClass(_ name: String) -> Bool { true }
    public func site(of hook: Hook) -> String? { nil }
    /// A runtime that cannot pause code runs it whole.
    public func start(_ callback: CallbackID, session: HookSession) -> CodeStep {
        .finished(run(callback, argument: .none, session: session))
    }
    public func resume(_ code: PausedCode, session: HookSession) -> CodeStep { .finished(.returned(.none)) }
    public func discard(_ code: PausedCode) {}
}

/// Starts a fresh process of an app at each launch (a killed app loses its memory: docs/app-api.md).
public protocol AppLoader: AnyObject {
    /// Loads the app's script inside `session` (whose budget is the launch watchdog's).
    func start(session: HookSession) -> Result<AppRuntime, LoadFailure>
}

/// A launch that failed before `UIApplicationMain` could run.
public struct LoadFailure: Error, Sendable, Equatable {
    public let outcome: HookOutcome
    public init(outcome: HookOutcome) { self.outcome = outcome }
}
