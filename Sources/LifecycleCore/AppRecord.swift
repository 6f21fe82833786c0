/// What iOS keeps for an installed app across its processes: it outlives a kill, and the next
/// launch starts from it. What dies with the process is in `AppProcess`.
///
/// The container, files and saved defaults (B7, R4, and W4's saved state); the minimum
/// background fetch interval, the last fetch, the budget of wakes by push, whether the user
/// killed the app from the switcher and whether it ever ran (W1–W3); the scene sessions (C3, C4); BGTaskScheduler's pending
/// requests (C6); and the app's Info.plist as last read (the system knows the installed app's).
///
/// Also what the simulator carries from one process to the next, which iOS would not: R11's
/// window of background CPU (only leaving the foreground starts a new one, so a process
/// launched into the background counts on from its predecessor), the interface orientation
/// until the next launch sets it (N), and warnings written once per app (P, C1).
struct AppRecord {
    /// Info.plist, as the last launch read it.
    var info = AppInfo()
    /// The app's files and saved defaults: they survive kills and relaunches (B7, R4).
    var container = AppContainer()
    /// W1: the minimum background fetch interval (nil: `UIApplicationBackgroundFetchIntervalNever`,
    /// the default), and whether the app called `setMinimumBackgroundFetchInterval:` (a nil
    /// interval is then its choice of Never, not the default).
    var fetchInterval: SimDuration?
    var fetchIntervalSet = false
    /// W1: the last background fetch.
    var lastFetchAt: SimTime?
    /// W3: the user killed the app from the switcher since it last launched into the foreground.
    var userKilled = false
    /// W1–W3: the app ever ran (its Info.plist and registrations are known).
    var launchedOnce = false
    /// W2: the wakes by push counted in the system's budget, and the push held over it.
    var pushThrottle = PushThrottle()
    /// C3, C4: the app's scene sessions.
    var scenes = SceneSessions()
    /// C3: the session the next launch or return to the front shows (`open_window(name)`).
    var sceneRequest: String?
    /// C6: the task requests the system holds for the app.
    var bgTasks = BGTaskQueue()
    /// The interface orientation the app's UI and status bar are in (N): set at each launch.
    var statusBarOrientation = "portrait"
    /// R11: CPU used in the background while kept running by a mode, in the window that began
    /// at `backgroundCPUWindowStart`, and whether it was warned. Leaving the foreground starts
    /// a new window (`BackgroundModeCheck`).
    var backgroundCPU = SimDuration.zero
    var backgroundCPUWindowStart = SimTime.zero
    var warnedAboutCPU = false
    /// The first launch warned about delegate methods this era's UIKit does not call (P).
    var warnedAboutEra = false
    /// C1: the first launch with a scene manifest warned about ignored app delegate methods.
    var warnedAboutScenes = false
}
