import DequeModule

/// What the running process holds, and a kill throws away: `App.endProcess` replaces it with a
/// fresh one (after cancelling its jobs and releasing its callbacks), so a field added here
/// needs no reset of its own. Everything iOS keeps for the app across processes is in
/// `AppRecord` instead.
///
/// A process's background tasks (B5) and the time it entered the background, the
/// notifications held while it is suspended (F3) and its frozen blocks (S3), what it holds of
/// the frameworks (R1–R11), its run loop's queued events and UI work (E1, E7), its pending
/// wakes (W1, W2) and BGTaskScheduler's launch handlers and running tasks (C6): none of it
/// survives the process.
struct AppProcess {
    /// Open background tasks (B5).
    var tasks = BackgroundTasks()
    /// Notifications held while suspended, netted, for the next time it runs code (F3).
    var queued = QueuedNotifications()
    /// The start of this stay in the background: the allowance runs from it (B5).
    var enteredBackgroundAt: SimTime?
    /// The jobs of the suspension check (S3) and of the allowance's end (B5).
    var suspensionTicket: Scheduler.Ticket?
    var expirationTicket: Scheduler.Ticket?
    /// Blocks that came due while the app was suspended; they run when it wakes (S3).
    var frozen: [() -> Void] = []
    /// S3: the blocks of global queues running on threads beside the main thread, or frozen.
    var threads = AppThreads()
    /// S3: what the app's time in the background is for now (S3 after Home, B5 a background
    /// task, W1/W2 a wake, C6 a BGTask): the rule its threads froze or resumed by.
    var backgroundRule = Rule.S3
    /// What the process holds of the system's frameworks (R1–R11, I4, B2, B8, E6, V1).
    var resources = ProcessResources()
    /// W4: the coder open now, and whether this launch restored saved state.
    var restoration = RestorationRun()
    /// `setNeedsDisplay` calls per view since its last redraw (R7, F4).
    var pendingDrawRequests: [String: Int] = [:]
    /// E1: the main run loop's event queue.
    var eventQueue = Deque<QueuedEvent>()
    /// The view the current touch began on (E2).
    var touchView: Int?
    /// UI work UIKit does once the current code returns (presenting a view controller, E7).
    var pendingUIWork = Deque<() -> Void>()
    /// The launch has finished.
    var launched = false
    /// The window's view controllers have appeared in this process: at the end of the launch,
    /// in the foreground or the background (L2, V1); for a scene app, when its first scene
    /// comes to the front (C1). Until then presenting moves views without appearance calls.
    var windowShown = false
    /// V1: the controllers that got the launch's `viewWillAppear:` and wait for its
    /// `viewDidAppear:`; one that leaves the window first loses it (App.windowDidAppear).
    var launchAppearing: Set<Int> = []
    /// Inside the move to the background that a lock causes on ios6, `applicationState` reads
    /// `inactive` (I4).
    var lockingReadsInactive = false
    /// The app was told its accessory disconnected; it hears of it again on return (R8).
    var announcedAccessoryGone = false
    /// The process's wakes whose completion handler is not called yet (W1, W2).
    var wakes = PendingWakes()
    /// C6: what the process holds of BGTaskScheduler: its launch handlers and running tasks.
    var bgProcess = BGTaskProcess()
    /// On its way to the screen while its state still reads background: inside
    /// `applicationWillEnterForeground:` or `sceneWillEnterForeground:`, and a scene app launched
    /// for the foreground until its first scene enters it (C2). The background's limits (R1, R11,
    /// S3) do not apply. Cleared by any move out of the background.
    var comingToForeground = false
    /// R1: from `inactive → background` until `applicationDidEnterBackground:` (with scenes, the
    /// `sceneDidEnterBackground:` that took the whole app there) returns, the app may still call
    /// GL, to finish its commands and delete what it can re-create (Apple's OpenGL ES guide).
    var glMayFinish = false
}
