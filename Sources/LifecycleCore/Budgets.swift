/// The watchdog budgets: how long app code may run before the system kills it.
///
/// L5, B4 and T2 are the rules' own (docs/rules.md). Every other piece of app code runs under the generic T5
/// watchdog, so that no hook can hang the host. Lua code also spends time per instruction
/// (`instructionsPerMillisecond`), so an endless loop exhausts its budget quickly.
public struct Budgets: Sendable, Equatable {
    /// L5: loading the app script plus `willFinishLaunching` and `didFinishLaunching`, together.
    public var launch = SimDuration.seconds(20)
    /// B4: `applicationDidEnterBackground:`.
    public var didEnterBackground = SimDuration.seconds(5)
    /// T2: `applicationWillTerminate:`.
    public var willTerminate = SimDuration.seconds(5)
    /// B5: an expiration handler must end its task at once.
    public var expirationHandler = SimDuration.seconds(1)
    /// T5: every other delegate method, and each block on the main queue.
    public var otherHook = SimDuration.seconds(10)
    /// T5: a block on a global queue (a background thread that never yields is killed too).
    public var globalQueueBlock = SimDuration.seconds(60)

    /// R11: CPU an app kept running by a background mode may use per window; over it is a
    /// violation, over twice it a kill.
    public var backgroundCPU = SimDuration.seconds(10)
    public var backgroundCPUWindow = SimDuration.seconds(60)
    /// B2: how often a location manager delivers an update.
    public var locationInterval = SimDuration.seconds(5)
    /// W1, W2: how long a woken app has to call its completion handler.
    public var wakeCompletion = SimDuration.seconds(30)
    /// C6: the run time of a BGAppRefreshTask and of a BGProcessingTask, and how long after its
    /// expiration handler a task still not completed gets the app killed.
    public var bgRefreshTask = SimDuration.seconds(30)
    public var bgProcessingTask = SimDuration.seconds(300)
    public var bgTaskGrace = SimDuration.seconds(1)

    /// M1: the most memory one app may hold, in megabytes (its Lua heap is also capped by the
    /// host's allocator).
    public var memoryLimitMegabytes = 128
    public var memoryLimitBytes: Int64 { Int64(memoryLimitMegabytes) << 20 }
    /// M1: what the system keeps for each object an app asks it to hold (a queued block, a
    /// timer, an observer, a view, an alert, a socket, …), counted in the app's footprint, so that
    /// an app cannot grow the host without bound: past the limit it is a jetsam kill.
    public var hostObjectBytes: Int64 = 1_024

    /// The simulated device's storage, shared by every app's container (files and saved
    /// defaults): a write past it fails as iOS fails it, `NSFileWriteOutOfSpaceError`.
    public var storageCapacityBytes: Int64 = 256 << 20
    /// Writing or reading a file of the container costs simulated time: 100 MB/s, one
    /// microsecond per 100 bytes (a few bytes cost nothing).
    public static let storageBytesPerMicrosecond: Int64 = 100

    /// T5: a block on a dispatch queue costs at least this much of its thread's time (taking it
    /// off the queue, the autorelease pool, the run loop's turn), so that blocks that queue
    /// themselves let time pass instead of running forever at one instant.
    public var dispatchCost = SimDuration.milliseconds(1)
    /// T5: a queue spinning, blocks back to back that do nothing but queue more (each costing
    /// less than `dispatchCost` of its own), is stopped after this long (1,000 blocks).
    public var spinningQueue = SimDuration.seconds(1)

    /// Simulated cost of Lua execution: 1,000 VM instructions take one simulated millisecond,
    /// charged whole (a method that runs fewer than 1,000 instructions costs nothing).
    public static let instructionsPerMillisecond = 1_000

    public init() {}

    /// The budget of one call of `hook` (launch methods share `launch`). W4: restoring state is
    /// part of the launch (L5), saving it part of the move to the background (B4).
    public func budget(for hook: Hook) -> SimDuration {
        switch hook {
        case .willFinishLaunching, .didFinishLaunching, .didFinishLaunchingWithoutOptions: return launch
        case .shouldRestoreApplicationState, .shouldRestoreSecureApplicationState, .didDecodeRestorableState: return launch
        case .didEnterBackground, .shouldSaveApplicationState, .shouldSaveSecureApplicationState, .willEncodeRestorableState: return didEnterBackground
        case .sceneDidEnterBackground, .stateRestorationActivityForScene: return didEnterBackground   // C2: B4 per scene
        case .willTerminate: return willTerminate
        default: return otherHook
        }
    }

    /// The budget of one block on `queue` (T5).
    public func budget(for queue: DispatchQueueKind) -> SimDuration {
        queue == .main ? otherHook : globalQueueBlock
    }

    /// The rule a watchdog kill of `hook` cites.
    public func rule(for hook: Hook) -> Rule {
        switch hook {
        case .willFinishLaunching, .didFinishLaunching, .didFinishLaunchingWithoutOptions: return .L5
        case .shouldRestoreApplicationState, .shouldRestoreSecureApplicationState, .didDecodeRestorableState: return .L5
        case .didEnterBackground, .shouldSaveApplicationState, .shouldSaveSecureApplicationState, .willEncodeRestorableState: return .B4
        case .sceneDidEnterBackground, .stateRestorationActivityForScene: return .B4   // C2
        case .willTerminate: return .T2
        default: return .T5
        }
    }
}
