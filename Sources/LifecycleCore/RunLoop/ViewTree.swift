import HeapModule

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
///
/// An app may make tens of thousands of views, so every operation costs O(1) amortized or
/// O(`maxDepth`): subviews and the window's views are ordered bags, views marked for display are
/// a set, and the hierarchy is at most `maxDepth` levels deep, so that walks up the tree (the
/// responder chain, the check that a view is not added inside itself) and hit-testing down it are
/// bounded. Each view knows its subtree's height, kept exact by counting its subviews' heights.
public struct ViewTree: Sendable {
    /// The deepest a hierarchy may be: a view directly in the window is at level 1.
    public static let maxDepth = 100

    public struct Node: Sendable, Equatable {
        public let id: Int
        public let name: String
        public var frame: Rect
        public var hidden = false
        public var interactive = true
        public var sensitive = false
        public var parent = ViewParent.window
        public var children = OrderedBag<Int>()
        /// The view controller whose root view this is (E3: it comes next in the chain).
        public var controller: Int?
        public var needsDisplay = false
        public var drawHandler: CallbackID?
        /// A control (`UIButton`) sends its actions when a touch ends inside it (E4).
        public var isControl = false
        /// Levels in this view's subtree (1 for a view without subviews), and how many subviews
        /// have each height.
        public internal(set) var height = 1
        var childHeights: [Int: Int] = [:]
    }

    public private(set) var nodes: [Int: Node] = [:]
    /// Views directly in the window, back to front.
    public private(set) var windowViews = OrderedBag<Int>()
    /// Ids in creation order (for deterministic walks).
    public private(set) var order: [Int] = []
    /// Views marked as needing display (E7), drawn in creation order (ids grow with creation):
    /// the set, and a heap of their ids (with stale entries, skipped) for the drawing pass.
    public private(set) var marked: Set<Int> = []
    private var markQueue = Heap<Int>()
    private var deferredMarks: [Int] = []
    /// E4, E5: the first responder, until it resigns or leaves the window (FirstResponder.swift).
    public internal(set) var firstResponder: FirstResponder?

    public init() {}

    public subscript(id: Int) -> Node? {
        get { nodes[id] }
        set {
            nodes[id] = newValue
            mark(id, newValue?.needsDisplay == true)
        }
    }

    private mutating func mark(_ id: Int, _ on: Bool) {
        if on {
            if marked.insert(id).inserted { markQueue.insert(id) }
        } else {
            marked.remove(id)
        }
    }

    /// The first view made with `name` (tests and the REPL; O(n)).
    public func named(_ name: String) -> Node? { order.lazy.compactMap { nodes[$0] }.first { $0.name == name } }

    /// Adds a view. False, and nothing added, when its parent is already `maxDepth` levels deep.
    @discardableResult
    mutating func add(_ node: Node) -> Bool {
        var node = node
        let parent = node.parent
        node.parent = .detached
        node.children = []
        node.height = 1
        node.childHeights = [:]
        if case .view(let id) = parent, let depth = depth(of: id), depth + 1 > ViewTree.maxDepth { return false }
        nodes[node.id] = node
        order.append(node.id)
        mark(node.id, node.needsDisplay)
        attach(node.id, to: parent)
        return true
    }

    /// The drawing pass (E7): the first view marked for display made after `last`, in creation
    /// order. A view marked again after its turn waits for the next pass (`endDrawingPass`).
    mutating func nextMarked(after last: Int) -> Int? {
        while let id = markQueue.popMin() {
            guard marked.contains(id) else { continue }   // unmarked since: a stale entry
            if id > last { return id }
            deferredMarks.append(id)
        }
        return nil
    }

    /// Whether a drawing pass has anything to do (most turns draw nothing: E7).
    var hasQueuedMarks: Bool { !markQueue.isEmpty || !deferredMarks.isEmpty }

    /// Puts back the views marked again during the pass, for the next one.
    mutating func endDrawingPass() {
        for id in deferredMarks where marked.contains(id) { markQueue.insert(id) }
        deferredMarks.removeAll()
    }

    /// The level of a view: 1 directly in the window (or detached), its superview's plus one
    /// below it. O(maxDepth).
    public func depth(of id: Int) -> Int? {
        guard var node = nodes[id] else { return nil }
        var depth = 1
        while case .view(let parent) = node.parent, let next = nodes[parent] {
            depth += 1
            node = next
        }
        return depth
    }

    /// Why `child` cannot go into `parent`, or nil: a view cannot contain itself (or one of its
    /// superviews), and the hierarchy cannot grow deeper than `maxDepth`. O(maxDepth).
    public func refusal(adding child: Int, to parent: Int) -> String? {
        guard let childNode = nodes[child], nodes[parent] != nil else { return nil }
        var current: Int? = parent
        var depth = 0
        while let id = current, let node = nodes[id] {
            if id == child { return "a view cannot contain itself" }
            depth += 1
            if case .view(let next) = node.parent { current = next } else { current = nil }
        }
        if depth + childNode.height > ViewTree.maxDepth {
            return "the hierarchy would be \(depth + childNode.height) levels deep; the simulator allows \(ViewTree.maxDepth)"
        }
        return nil
    }

    /// Moves a view under a new parent (`addSubview`, `removeFromSuperview`), on top of its
    /// siblings. The caller checks `refusal` first.
    mutating func attach(_ id: Int, to parent: ViewParent) {
        guard let node = nodes[id] else { return }
        let responderWasInWindow = firstResponder.map { isInWindow($0.view) } ?? false
        defer { if responderWasInWindow { dropFirstResponderIfGone() } }   // E4
        switch node.parent {
        case .window: windowViews.remove(id)
        case .view(let old):
            nodes[old]?.children.remove(id)
            changeChildHeight(of: old, from: node.height, to: nil)
        case .detached: break
        }
        nodes[id]!.parent = parent
        switch parent {
        case .window: windowViews.append(id)
        case .view(let new):
            nodes[new]?.children.append(id)
            changeChildHeight(of: new, from: nil, to: node.height)
        case .detached: break
        }
    }

    /// A subview of `id` changed height (or came, or left): `id`'s height and its ancestors'
    /// follow. O(maxDepth) levels, each O(distinct heights) ≤ O(maxDepth).
    private mutating func changeChildHeight(of id: Int, from old: Int?, to new: Int?) {
        var current: Int? = id
        var (old, new) = (old, new)
        while let id = current, var node = nodes[id] {
            if let old {
                node.childHeights[old]! -= 1
                if node.childHeights[old] == 0 { node.childHeights[old] = nil }
            }
            if let new { node.childHeights[new, default: 0] += 1 }
            let before = node.height
            node.height = 1 + (node.childHeights.keys.max() ?? 0)
            nodes[id] = node
            guard node.height != before, case .view(let parent) = node.parent else { return }
            (old, new) = (before, node.height)
            current = parent
        }
    }

    /// Marks a view for display (E7) or clears the mark.
    mutating func setNeedsDisplay(_ id: Int, _ on: Bool) {
        guard nodes[id] != nil else { return }
        nodes[id]!.needsDisplay = on
        mark(id, on)
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
        hitTest(x, y, among: windowViews.reversed)
    }

    private func hitTest(_ x: Double, _ y: Double, among ids: [Int]) -> Int? {
        for id in ids {
            guard let node = nodes[id], !node.hidden, node.interactive, node.frame.contains(x, y) else { continue }
            return hitTest(x - node.frame.x, y - node.frame.y, among: node.children.reversed) ?? id
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
