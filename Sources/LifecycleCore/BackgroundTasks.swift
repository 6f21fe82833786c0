/// The background tasks a process has begun and not yet ended (B5), in the order begun. Begin,
/// end and the check that a task is open are O(1) amortized: an app may open thousands.
struct BackgroundTasks {
    struct Task: Equatable {
        let id: Int
        let handler: CallbackID?
    }

    private var table = OrderedTable<Int, Task>()
    private var nextID = 1

    var isEmpty: Bool { table.isEmpty }
    var count: Int { table.count }

    /// The open tasks, in the order begun.
    var open: [Task] { table.orderedValues }

    mutating func begin(handler: CallbackID?) -> Int {
        let id = nextID
        nextID += 1
        table[id] = Task(id: id, handler: handler)
        return id
    }

    /// Ends a task; nil when no open task has that id.
    mutating func end(_ id: Int) -> Task? { table.removeValue(forKey: id) }

    func isOpen(_ id: Int) -> Bool { table[id] != nil }
}
