/// S3: the threads beside the main thread catch up with the device's clock before each next
/// thing happens on it: a job of the run loop, a verb of the scenario, the end of `advance`.
extension Device {
    /// Wires the scheduler to the apps' threads (once, when the device is made).
    func attachThreads() {
        scheduler.beforeJob = { [unowned self] time in self.catchUpThreads(to: time) }
        // A job a thread schedules before the slice's end pauses it there, so the job runs in time.
        scheduler.onEarlierJob = { [unowned self] time in self.context.threadSession?.pause(by: time) }
    }

    /// S3: how far a thread runs ahead of the thread furthest behind before it lets it catch
    /// up: threads side by side interleave in slices of this much of the clock, so what one does
    /// at a time happens before what another does later (a task ended, a job scheduled).
    static let threadQuantum = SimDuration.milliseconds(10)

    /// Every app's threads run up to `time`: always the one furthest behind on the clock (the
    /// first begun among equals), up to `threadQuantum` past the next one, or to the end when it
    /// runs alone. A job one schedules sooner ends the turn there (`Scheduler.sliceEnd` goes
    /// down), and the scheduler runs it first.
    func catchUpThreads(to time: SimTime) {
        guard context.liveThreads > 0, scheduler.sliceEnd == nil else { return }
        scheduler.sliceEnd = time
        defer { scheduler.sliceEnd = nil }
        while let end = scheduler.sliceEnd, let (app, thread, next) = threadFurthestBehind(before: end) {
            app.runSlice(thread, until: next.map { min(end, $0 + Device.threadQuantum) } ?? end)
        }
    }

    /// The runnable thread furthest behind `end` (of an app that runs code; not frozen, not
    /// main-thread code), and the clock of the next one behind it (nil: it is alone). At most
    /// 64 threads an app (GCD's width): the walk is bounded. (Indices, not references, while
    /// walking: no reference counting per thread.)
    private func threadFurthestBehind(before end: SimTime) -> (App, AppThread, SimTime?)? {
        var bestApp = -1, bestThread = -1
        var bestClock = end
        var next: SimTime?
        for appIndex in apps.indices where apps[appIndex].state.runsCode {
            let threads = apps[appIndex].process.threads
            for index in threads.live.indices {
                let thread = threads.live[index]
                guard thread.main == nil, !thread.frozen, thread.clock < end else { continue }
                if bestApp >= 0, bestClock <= thread.clock {
                    next = min(next ?? thread.clock, thread.clock)
                } else {
                    if bestApp >= 0 { next = min(next ?? bestClock, bestClock) }
                    bestApp = appIndex
                    bestThread = index
                    bestClock = thread.clock
                }
            }
        }
        guard bestApp >= 0 else { return nil }
        let app = apps[bestApp]
        return (app, app.process.threads.live[bestThread], next)
    }
}
