/// What one process holds of `BGTaskScheduler` (C6): the launch handlers it registered (at most
/// one per permitted identifier, so bounded by the Info.plist list), whether its launch has
/// finished (registering after is a crash), and the tasks the system is running in it (at most
/// one per identifier, the system's requests being bounded too). Dies with the process.
struct BGTaskProcess {
    /// A task the system is running: the launch handler was called with it, and it is not
    /// completed yet.
    struct Running {
        let id: Int
        let identifier: String
        let kind: BGTaskKind
        /// When its run time is up (its expiration handler is due).
        let deadline: SimTime
        var expirationHandler: CallbackID?
        /// The job of its expiry, then of the grace's end.
        var ticket: Scheduler.Ticket?
        /// The expiration handler has been called (the grace is running).
        var expired = false
    }

    /// Launch handlers by identifier.
    private(set) var handlers: [String: CallbackID] = [:]
    /// `application:didFinishLaunchingWithOptions:` has returned: registering now is a crash.
    var launchFinished = false
    /// The app's info has been read (the main chunk has returned): registrations are checked
    /// against `BGTaskSchedulerPermittedIdentifiers` as they are made.
    var infoRead = false
    /// Registrations of the main chunk, with their `file:line: `, to check once the info is read;
    /// at most `maxUnchecked`.
    var unchecked: [(identifier: String, place: String)] = []
    /// The identifiers the main chunk submitted requests of, with the first submit's
    /// `file:line: `, to check the same way (one each: each has a launch handler).
    var uncheckedSubmits: [(identifier: String, place: String)] = []
    /// How many `BGTaskSchedulerPermittedIdentifiers` the app's info is read to hold
    /// (stdlib/host/app.lua): the most registrations the main chunk can make before it is read.
    static let maxUnchecked = 32
    private(set) var running = OrderedTable<Int, Running>()
    private var nextID = 1

    var isRunningNothing: Bool { running.isEmpty }

    func handler(for identifier: String) -> CallbackID? { handlers[identifier] }

    var registeredCount: Int { handlers.count }

    mutating func register(_ identifier: String, handler: CallbackID) { handlers[identifier] = handler }

    mutating func unregister(_ identifier: String) -> CallbackID? { handlers.removeValue(forKey: identifier) }

    /// A new running task; its object carries the id returned.
    mutating func start(_ identifier: String, kind: BGTaskKind, deadline: SimTime) -> Int {
        let id = nextID
        nextID += 1
        running[id] = Running(id: id, identifier: identifier, kind: kind, deadline: deadline)
        return id
    }

    subscript(id: Int) -> Running? {
        get { running[id] }
        set { running[id] = newValue }
    }

    /// Ends task `id` (completed, or its app killed): nil when it is not running.
    mutating func finish(_ id: Int) -> Running? { running.removeValue(forKey: id) }

    /// Whether a task of `identifier` is running now.
    func isRunning(_ identifier: String) -> Bool {
        running.orderedValues.contains { $0.identifier == identifier }
    }


    /// The earliest deadline of a task not expired yet (a running block must stop there).
    var earliestDeadline: SimTime? {
        running.orderedValues.filter { !$0.expired }.map(\.deadline).min()
    }

    /// Every callback the process handed over, for the runtime to release.
    var callbacks: [CallbackID] {
        Array(handlers.values) + running.orderedValues.compactMap(\.expirationHandler)
    }
}
