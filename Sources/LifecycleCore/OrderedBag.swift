/// The host structures an app can grow (observers, alerts, views in the window, services,
/// ports, open handles) keep the order things were added in, because the trace shows them in
/// that order, and must still cost O(1) per operation: an app may hold tens of thousands.
///
/// `OrderedBag` is an insertion-ordered multiset: `append`, `remove` (the earliest copy of an
/// element), `contains` and `count` are O(1) amortized, and a walk in order costs O(count).
/// Removed slots are left empty and swept once they are half the slots.
public struct OrderedBag<Element: Hashable>: Sequence {
    private var slots: [Element?] = []
    /// For each element, the slots of its copies in order; copies before `head` are removed.
    private var copies: [Element: Copies] = [:]
    public private(set) var count = 0

    private struct Copies: Sendable {
        var slots: [Int]
        var head = 0
    }

    public init() {}

    public init<S: Sequence>(_ elements: S) where S.Element == Element {
        for element in elements { append(element) }
    }

    public var isEmpty: Bool { count == 0 }

    public func contains(_ element: Element) -> Bool { copies[element] != nil }

    /// How many copies of `element` the bag holds.
    public func count(of element: Element) -> Int {
        copies[element].map { $0.slots.count - $0.head } ?? 0
    }

    public mutating func append(_ element: Element) {
        copies[element, default: Copies(slots: [])].slots.append(slots.count)
        slots.append(element)
        count += 1
    }

    /// Removes the earliest copy of `element`; false when the bag holds none.
    @discardableResult
    public mutating func remove(_ element: Element) -> Bool {
        guard let entry = copies[element] else { return false }
        let slot = entry.slots[entry.head]
        if entry.head + 1 == entry.slots.count {
            copies[element] = nil
        } else {
            copies[element]!.head += 1   // in place: the array is not copied
            if entry.head + 1 > 16, (entry.head + 1) * 2 > entry.slots.count {
                copies[element]!.slots.removeFirst(entry.head + 1)
                copies[element]!.head = 0
            }
        }
        slots[slot] = nil
        count -= 1
        if slots.count > 32, count * 2 < slots.count { sweep() }
        return true
    }

    public mutating func removeAll() {
        slots.removeAll()
        copies.removeAll()
        count = 0
    }

    /// The elements, last added first.
    public var reversed: [Element] { slots.reversed().compactMap { $0 } }

    public func makeIterator() -> AnyIterator<Element> {
        var index = 0
        let slots = self.slots
        return AnyIterator {
            while index < slots.count {
                defer { index += 1 }
                if let element = slots[index] { return element }
            }
            return nil
        }
    }

    private mutating func sweep() {
        let live = slots.compactMap { $0 }
        self = OrderedBag(live)
    }
}

extension OrderedBag: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: Element...) { self.init(elements) }
}

extension OrderedBag: Equatable {
    public static func == (a: OrderedBag, b: OrderedBag) -> Bool { Array(a) == Array(b) }
}

extension OrderedBag: Sendable where Element: Sendable {}


/// Values by key, in the order their keys were added: insert, look up and remove in O(1)
/// amortized, walk in order in O(count). For the app's observers, alerts and the like, whose ids
/// only grow.
public struct OrderedTable<Key: Hashable, Value> {
    private var values: [Key: Value] = [:]
    private var order = OrderedBag<Key>()

    public init() {}

    public var count: Int { values.count }
    public var isEmpty: Bool { values.isEmpty }

    public subscript(key: Key) -> Value? {
        get { values[key] }
        set {
            switch (values[key] != nil, newValue != nil) {
            case (false, true): order.append(key)
            case (true, false): order.remove(key)
            default: break
            }
            values[key] = newValue
        }
    }

    @discardableResult
    public mutating func removeValue(forKey key: Key) -> Value? {
        guard let value = values.removeValue(forKey: key) else { return nil }
        order.remove(key)
        return value
    }

    public mutating func removeAll() {
        values.removeAll()
        order.removeAll()
    }

    /// The keys, in the order added.
    public var keys: OrderedBag<Key> { order }

    /// The values, in the order their keys were added.
    public var orderedValues: [Value] { order.map { values[$0]! } }
}

extension OrderedTable: Sendable where Key: Sendable, Value: Sendable {}

/// A list for a message: the first `limit` items, then how many more (`a, b, c and 17 more`).
/// A message about thousands of objects stays one readable line.
public func listed(_ items: [String], limit: Int = 10) -> String {
    guard items.count > limit else { return items.joined(separator: ", ") }
    return items.prefix(limit).joined(separator: ", ") + " and \(items.count - limit) more"
}
