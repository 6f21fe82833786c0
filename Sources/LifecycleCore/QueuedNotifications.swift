/// The system changes held for a suspended app (F3): one of each kind, carrying the net change,
/// delivered in the order each kind first arrived. A change back to what the app last heard
/// (a rotation and a rotation back, a locale changed and changed back) leaves nothing, and so
/// does a pair that cancels out (an accessory connected then disconnected, protected data going
/// away with a lock and coming back with the unlock).
struct QueuedNotifications {
    struct Item: Equatable {
        let name: NotificationName
        var value: String?
        /// What the app last heard of this kind: the value the net change starts from.
        let from: String?
    }

    private(set) var items: [Item] = []

    mutating func enqueue(_ name: NotificationName, value: String?, from: String? = nil) {
        if let opposite = name.opposite,
           let index = items.firstIndex(where: { $0.name == opposite && $0.value == value }) {
            items.remove(at: index)   // the pair cancels out
            return
        }
        if let index = items.firstIndex(where: { $0.name == name }) {
            items[index].value = value
            if name.carriesState, value == items[index].from { items.remove(at: index) }
        } else if !(name.carriesState && value == from) {
            items.append(Item(name: name, value: value, from: from))
        }
    }

    mutating func drain() -> [Item] {
        defer { items.removeAll() }
        return items
    }

    mutating func removeAll() { items.removeAll() }
}

extension NotificationName {
    /// The notification that undoes this one when both arrive while the app is suspended (F3).
    var opposite: NotificationName? {
        switch self {
        case .accessoryDidConnect: return .accessoryDidDisconnect
        case .accessoryDidDisconnect: return .accessoryDidConnect
        case .protectedDataWillBecomeUnavailable: return .protectedDataDidBecomeAvailable
        case .protectedDataDidBecomeAvailable: return .protectedDataWillBecomeUnavailable
        default: return nil
        }
    }

    /// Its value is a state (an orientation, a locale, a bar height): only the net change counts.
    var carriesState: Bool {
        switch self {
        case .orientationDidChange, .currentLocaleDidChange, .didChangeStatusBarFrame, .didChangeStatusBarOrientation:
            return true
        default:
            return false
        }
    }
}
