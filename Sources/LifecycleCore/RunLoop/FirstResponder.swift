/// E4, E5: the first responder: the responder whose `becomeFirstResponder()` last succeeded, a
/// view or a view controller, until it calls `resignFirstResponder()` or leaves the window
/// (UIKit resigns a responder whose view is taken out of the window, and does not restore it
/// when the view comes back). Motion and remote-control events, and the actions of controls
/// sent to a nil target, start there.
public struct FirstResponder: Sendable, Equatable {
    /// The responder: a view's id, or a view controller's.
    public let id: Int
    /// The view that places it in the window: the view itself, or the controller's view.
    public let view: Int
}

extension ViewTree {
    /// In the window: the view or one of its superviews is directly in it (hidden or not).
    public func isInWindow(_ id: Int) -> Bool {
        var current = nodes[id]
        while let node = current {
            switch node.parent {
            case .window: return true
            case .detached: return false
            case .view(let parent): current = nodes[parent]
            }
        }
        return false
    }

    /// `becomeFirstResponder()` succeeded for `id`, placed in the window by `view`.
    mutating func makeFirstResponder(_ id: Int, view: Int) {
        firstResponder = FirstResponder(id: id, view: view)
    }

    /// `resignFirstResponder()` of `id`: it stops being the first responder, if it was.
    mutating func resignFirstResponder(_ id: Int) {
        if firstResponder?.id == id { firstResponder = nil }
    }

    /// A move took the first responder's view out of the window: it resigns (E4).
    mutating func dropFirstResponderIfGone() {
        if let first = firstResponder, !isInWindow(first.view) { firstResponder = nil }
    }
}
