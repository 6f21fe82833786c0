/// What a device and every app installed on it share, held once: the simulation (the OS profile,
/// which `set_multitasking` changes for every app at once, T1; the scripts' seed), the watchdog
/// budgets (L5, B4, T2, T5), the count of app code run toward `Device.maxCodeRuns` (H36) and the
/// explorer's memo (CodeMemo).
///
/// The device makes it from its `Simulation`; each app holds it strongly and reads it, never a
/// copy of its own, so a change made on the device is the one every app sees. Running code reads
/// the counter and the memo at every dispatch: through this reference, not through the app's weak
/// `device` (a weak load per dispatch is measurable, docs/performance.md).
final class DeviceContext {
    /// The profile and the seed. Only the profile changes, and only before any app runs
    /// (`Device.setMultitasking`, T1).
    var simulation: Simulation
    let budgets: Budgets
    /// Pieces of app code run so far (hooks, blocks, timers, observers, …), by every app; an app
    /// process start counts as `Device.codeRunsPerAppStart` of them (H36).
    var codeRuns = 0
    /// The app processes started so far, by every app.
    var appStarts = 0
    /// Set by `lifecycle explore`: code known to loop to its watchdog is not run again.
    var codeMemo: CodeMemo?
    /// S3: the session of the thread running beside the main thread now, if any: a job it
    /// schedules, or the suspension of its app, pauses it there (`Scheduler.onEarlierJob`).
    var threadSession: HookSession?
    /// S3: threads live on the device (running or frozen), so a catch-up with none is free.
    var liveThreads = 0

    init(simulation: Simulation, budgets: Budgets) {
        self.simulation = simulation
        self.budgets = budgets
    }

    /// An app's process starts: `Device.codeRunsPerAppStart` pieces of code, less the one its
    /// main chunk counts when it runs (H36).
    func countAppStart() {
        appStarts += 1
        codeRuns += Device.codeRunsPerAppStart - 1
    }
}

/// The app reads the device's profile and budgets from the shared context: there is no copy to
/// keep in step (P, T1).
extension App {
    /// The OS era, on this device (`set_multitasking` may change it before any app runs, T1).
    var profile: OSProfile { context.simulation.profile }
    var budgets: Budgets { context.budgets }
}
