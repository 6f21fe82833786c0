/// The background tasks a process has begun and not yet ended (B5), in the order begun.
struct BackgroundTasks {
    struct Task: Equatable {
        let id: Int
        let handler: CallbackID?
    }

    private(set) var open: [Task] = []
    private var nextID = 1

    var isEmpty: Bool { open.isEmpty }

    mutating func begin(handler: CallbackID?) -> Int {
        let id = nextID
        nextID += 1
        open.append(Task(id: id, handler: handler))
        return id
    }

    /// Ends a task; nil when no open task has that id.
    mutating func end(_ id: Int) -> Task? {
        guard let index = open.firstIndex(where: { $0.id == id }) else { return nil }
        return open.remove(at: index)
    }

    func isOpen(_ id: Int) -> Bool { open.contains { $0.id == id } }
}
