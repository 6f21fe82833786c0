/// The notifications the system holds for a suspended app (F3): one of each kind, carrying the
/// net change (the last value), delivered in the order each kind first arrived.
struct QueuedNotifications {
    struct Item: Equatable {
        let name: NotificationName
        var value: String?
    }

    private(set) var items: [Item] = []

    mutating func enqueue(_ name: NotificationName, value: String?) {
        if let index = items.firstIndex(where: { $0.name == name }) {
            items[index].value = value
        } else {
            items.append(Item(name: name, value: value))
        }
    }

    mutating func drain() -> [Item] {
        defer { items.removeAll() }
        return items
    }

    mutating func removeAll() { items.removeAll() }
}
