import DequeModule

/// The wakes of one process whose completion handler has not been called yet (W1, W2), by the
/// id its handler carries. A wake in the background keeps the app from being suspended until
/// its handler is called, and has a deadline (`Budgets.wakeCompletion`); one delivered in the
/// foreground, or whose app came to the foreground, has none and keeps nothing running.
/// Begin, complete and the checks are O(1) amortized: a scenario may push thousands of times.
struct PendingWakes {
    struct Wake {
        let kind: WakeKind
        /// The deadline's job, nil when the wake has no time limit (the foreground).
        var ticket: Scheduler.Ticket?
        var deadline: SimTime?
    }

    private var table = OrderedTable<Int, Wake>()
    private var nextID = 1
    /// Deadlines in the order given: the clock only grows, so the first still pending is the
    /// earliest. Entries of wakes completed since are skipped when met (amortized O(1)).
    private var deadlines = Deque<(id: Int, at: SimTime)>()
    /// How many pending wakes have a deadline (keep the app running).
    private(set) var limited = 0
    /// The latest deadline given since no wake had one: `backgroundTimeRemaining` reads it
    /// (deadlines only grow, as the clock does).
    private(set) var latestDeadline: SimTime?

    var count: Int { table.count }
    /// No wake keeps the app running in the background.
    var keepsNothingRunning: Bool { limited == 0 }

    /// A new wake; its handler will carry the id returned.
    mutating func begin(_ kind: WakeKind) -> Int {
        let id = nextID
        nextID += 1
        table[id] = Wake(kind: kind)
        return id
    }

    /// Gives the wake `id` its deadline and the job that enforces it.
    mutating func limit(_ id: Int, deadline: SimTime, ticket: Scheduler.Ticket) {
        guard var wake = table[id], wake.deadline == nil else { return }
        wake.deadline = deadline
        wake.ticket = ticket
        table[id] = wake
        limited += 1
        latestDeadline = max(latestDeadline ?? deadline, deadline)
        deadlines.append((id, deadline))
    }

    /// The earliest deadline of a wake still pending (the first a running block must stop at).
    mutating func earliestDeadline() -> SimTime? {
        while let entry = deadlines.first {
            if table[entry.id]?.deadline == entry.at { return entry.at }
            deadlines.removeFirst()
        }
        return nil
    }

    /// Ends the wake `id` (its handler was called, or its time ran out): nil when it is not
    /// pending (the handler was called before).
    mutating func complete(_ id: Int) -> Wake? {
        guard let wake = table.removeValue(forKey: id) else { return nil }
        if wake.deadline != nil { limited -= 1 }
        if limited == 0 { latestDeadline = nil }
        return wake
    }

    /// The wake `id`, if it is pending.
    subscript(id: Int) -> Wake? { table[id] }

    /// The pending wakes, in the order begun (for the explorer's state key).
    var entries: [Wake] { table.orderedValues }

    /// The app came to the foreground: no wake has a time limit any more (their tickets are
    /// returned to be cancelled). Their handlers may still be called once.
    mutating func dropLimits() -> [Scheduler.Ticket] {
        guard limited > 0 else { return [] }
        var tickets: [Scheduler.Ticket] = []
        for id in Array(table.keys) {
            guard let wake = table[id], wake.deadline != nil else { continue }
            if let ticket = wake.ticket { tickets.append(ticket) }
            table[id] = Wake(kind: wake.kind)
        }
        limited = 0
        latestDeadline = nil
        deadlines.removeAll()
        return tickets
    }
}
