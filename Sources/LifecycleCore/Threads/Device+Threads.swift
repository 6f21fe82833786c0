/// S3: the threads beside the main thread catch up with the device's clock before each next
/// thing happens on it: a job of the run loop, a verb of the scenario, the end of `advance`.
extension Device {
    /// Wires the scheduler to the apps' threads (once, when the device is made).
    func attachThreads() {
        scheduler.beforeJob = { [unowned self] time in self.catchUpThreads(to: time) }
        // A job a thread schedules before the slice's end pauses it there, so the job runs in time.
        scheduler.onEarlierJob = { [unowned self] time in self.context.threadSession?.pause(by: time) }
    }

    /// Every app's threads run up to `time`, app by app in the order they were installed, each
    /// app's threads in the order they began. A job one schedules sooner ends the turn there
    /// (`Scheduler.sliceEnd` goes down), and the scheduler runs it first.
    func catchUpThreads(to time: SimTime) {
        guard context.liveThreads > 0, scheduler.sliceEnd == nil else { return }
        scheduler.sliceEnd = time
        defer { scheduler.sliceEnd = nil }
        for app in apps where !app.process.threads.live.isEmpty {
            app.runThreads()
        }
    }
}
