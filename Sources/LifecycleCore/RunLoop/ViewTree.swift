/// A rectangle in points, in its superview's coordinates.
public struct Rect: Sendable, Equatable {
    public var x, y, width, height: Double
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
    /// The screen of the simulated iPhone.
    public static let screen = Rect(x: 0, y: 0, width: 320, height: 480)

    func contains(_ px: Double, _ py: Double) -> Bool {
        px >= x && py >= y && px < x + width && py < y + height
    }
}

/// Where a view hangs.
public enum ViewParent: Sendable, Equatable {
    /// Directly in the key window.
    case window
    /// A subview of another view.
    case view(Int)
    /// Not on screen.
    case detached
}

/// The views of an app's window (E2, B6, R7, F4): frames, `hidden`, `userInteractionEnabled`,
/// superviews, and the view controllers that own root views. Ids are the app's responder ids.
public struct ViewTree: Sendable {
    public struct Node: Sendable, Equatable {
        public let id: Int
        public let name: String
        public var frame: Rect
        public var hidden = false
        public var interactive = true
        public var sensitive = false
        public var parent = ViewParent.window
        public var children: [Int] = []
        /// The view controller whose root view this is (E3: it comes next in the chain).
        public var controller: Int?
        public var needsDisplay = false
        public var drawHandler: CallbackID?
        /// A control (`UIButton`) sends its actions when a touch ends inside it (E4).
        public var isControl = false
    }

    public private(set) var nodes: [Int: Node] = [:]
    /// Views directly in the window, back to front.
    public private(set) var windowViews: [Int] = []
    /// Ids in creation order (for deterministic walks).
    public private(set) var order: [Int] = []

    public init() {}

    public subscript(id: Int) -> Node? {
        get { nodes[id] }
        set { nodes[id] = newValue }
    }

    public func named(_ name: String) -> Node? { order.lazy.compactMap { nodes[$0] }.first { $0.name == name } }

    mutating func add(_ node: Node) {
        nodes[node.id] = node
        order.append(node.id)
        attach(node.id, to: node.parent)
    }

    /// Moves a view under a new parent (`addSubview`, `removeFromSuperview`), on top of its siblings.
    mutating func attach(_ id: Int, to parent: ViewParent) {
        guard nodes[id] != nil else { return }
        switch nodes[id]!.parent {
        case .window: windowViews.removeAll { $0 == id }
        case .view(let old): nodes[old]?.children.removeAll { $0 == id }
        case .detached: break
        }
        nodes[id]!.parent = parent
        switch parent {
        case .window: windowViews.append(id)
        case .view(let new): nodes[new]?.children.append(id)
        case .detached: break
        }
    }

    /// On screen: in the window, and neither it nor a superview hidden.
    public func isVisible(_ id: Int) -> Bool {
        var current = nodes[id]
        while let node = current {
            if node.hidden { return false }
            switch node.parent {
            case .window: return true
            case .detached: return false
            case .view(let parent): current = nodes[parent]
            }
        }
        return false
    }

    /// E2: the deepest visible, interactive view under a point of the window, front-most first.
    public func hitTest(_ x: Double, _ y: Double) -> Int? {
        hitTest(x, y, among: windowViews)
    }

    private func hitTest(_ x: Double, _ y: Double, among ids: [Int]) -> Int? {
        for id in ids.reversed() {
            guard let node = nodes[id], !node.hidden, node.interactive, node.frame.contains(x, y) else { continue }
            return hitTest(x - node.frame.x, y - node.frame.y, among: node.children) ?? id
        }
        return nil
    }

    /// E3: a view, its view controller if it is a root view, then its superview, and so on up to
    /// the window (the window, the application and the delegate are added by the caller).
    public func chain(from id: Int) -> [Int] {
        var chain: [Int] = []
        var current = nodes[id]
        while let node = current {
            chain.append(node.id)
            if let controller = node.controller { chain.append(controller) }
            guard case .view(let parent) = node.parent else { break }
            current = nodes[parent]
        }
        return chain
    }
}
