import Testing

@testable import LifecycleCore

@Suite("E2, E3 — the view tree: hit-testing and the responder chain")
struct ViewTreeTests {
    /// `root` (full screen, root view of controller 90) holds `panel` (20, 100, 200 × 200) with
    /// `label` (10, 10, 100 × 40) inside, then `badge` (180, 120, 100 × 60) over the panel's edge.
    private func tree() -> ViewTree {
        var tree = ViewTree()
        tree.make(1, "root", .screen, controller: 90)
        tree.make(2, "panel", Rect(x: 20, y: 100, width: 200, height: 200), in: .view(1))
        tree.make(3, "label", Rect(x: 10, y: 10, width: 100, height: 40), in: .view(2))
        tree.make(4, "badge", Rect(x: 180, y: 120, width: 100, height: 60), in: .view(1))
        return tree
    }

    @Test("E2: a touch hits the deepest view under the point; subview frames are in their superview's coordinates")
    func deepest() {
        let tree = tree()
        #expect(tree.hitTest(40, 120) == 3)    // label: (30…130, 110…150) in the window
        #expect(tree.hitTest(129, 149) == 3)
        #expect(tree.hitTest(130, 150) == 2)   // right/bottom edges are outside
        #expect(tree.hitTest(200, 250) == 2)
        #expect(tree.hitTest(300, 20) == 1)
        #expect(tree.hitTest(320, 20) == nil)  // off the screen: no view
        #expect(tree.hitTest(-1, 5) == nil)
    }

    @Test("E2: overlapping siblings: the front-most (added last) wins; re-adding a view brings it to the front")
    func frontMost() {
        var tree = tree()
        #expect(tree.hitTest(200, 150) == 4)
        tree.attach(2, to: .view(1))
        #expect(tree.hitTest(200, 150) == 2)
        #expect(tree[1]?.children == [4, 2])
        #expect(tree.hitTest(250, 150) == 4)   // outside the panel, still the badge
    }

    @Test("E2: hidden and non-interactive views are skipped together with their subviews")
    func hiddenAndInteractive() {
        var tree = tree()
        tree[4]?.hidden = true
        #expect(tree.hitTest(200, 150) == 2)
        tree[2]?.interactive = false
        #expect(tree.hitTest(40, 120) == 1)    // label is interactive, but its superview is not
        tree[2]?.interactive = true
        tree[3]?.hidden = true
        #expect(tree.hitTest(40, 120) == 2)
        tree[1]?.hidden = true
        #expect(tree.hitTest(40, 120) == nil)
    }

    @Test("E2: a subview is hit only inside its superview's bounds; zero-size and detached views never")
    func bounds() {
        var tree = tree()
        tree.make(5, "overhang", Rect(x: 150, y: 150, width: 100, height: 100), in: .view(2))
        tree.make(6, "empty", .zero)
        tree.make(7, "offscreen", .screen, in: .detached)
        #expect(tree.hitTest(180, 260) == 5)   // inside the panel and the overhang
        #expect(tree.hitTest(250, 320) == 1)   // inside the overhang only
        #expect(tree.hitTest(0, 0) == 1)
        #expect(tree.windowViews == [1, 6])
    }

    @Test("E2: removed from its superview, a view and its subviews leave hit-testing and the screen")
    func detach() {
        var tree = tree()
        tree.attach(2, to: .detached)
        #expect(tree.hitTest(40, 120) == 1)
        #expect(!tree.isVisible(2) && !tree.isVisible(3))
        #expect(tree[1]?.children == [4])
        tree.attach(2, to: .window)
        #expect(tree.hitTest(40, 120) == 3)
        #expect(tree.windowViews == [1, 2])
        tree[1]?.hidden = true
        #expect(tree.isVisible(3) && !tree.isVisible(4))
    }

    @Test("E3: the chain runs from a view up its superviews to the root view, then its view controller")
    func chain() {
        let tree = tree()
        #expect(tree.chain(from: 3) == [3, 2, 1, 90])
        #expect(tree.chain(from: 4) == [4, 1, 90])
        #expect(tree.chain(from: 1) == [1, 90])
        #expect(tree.chain(from: 99) == [])
    }

    @Test("E3: a child controller's view is followed by its controller, then by its superview (UIKit)")
    func childController() {
        var tree = tree()
        tree.make(8, "child.view", Rect(x: 0, y: 0, width: 50, height: 50), in: .view(2), controller: 91)
        tree.make(9, "cell", Rect(x: 0, y: 0, width: 10, height: 10), in: .view(8))
        #expect(tree.chain(from: 9) == [9, 8, 91, 2, 1, 90])
        #expect(tree.hitTest(25, 105) == 9)
    }

    @Test("E2: the session's view operations change where a tap lands")
    func sessionOperations() {
        let loader = ScriptedLoader.implementingAll()
        var results: [Int?] = []
        var refused: [String?] = []
        loader.hooks[.didFinishLaunching] = does { s in
            let a = s.addView("a", frame: Rect(x: 50, y: 50, width: 100, height: 100), hidden: false, sensitive: false, drawHandler: nil)
            let b = s.addView("b", frame: Rect(x: 10, y: 10, width: 20, height: 20), hidden: false, sensitive: false, drawHandler: nil)
            let hit = { results.append(s.app.views.hitTest(65, 65)) }
            hit()                                                    // a: b is elsewhere
            refused = [s.addSubview(a, to: a), s.addSubview(b, to: a), s.addSubview(a, to: b)]
            hit()                                                    // b, now at (60…80) in the window
            s.setInteractive(b, false)
            hit()
            s.setInteractive(b, true)
            s.setFrame(b, Rect(x: 30, y: 30, width: 20, height: 20))
            hit()
            s.setFrame(b, Rect(x: 10, y: 10, width: 20, height: 20))
            s.setHidden(a, true)
            hit()                                                    // b is hidden with a
            s.setHidden(a, false)
            s.removeFromSuperview(b)
            hit()
        }
        _ = launched(loader)
        #expect(results == [1, 2, 1, 1, nil, 1])
        #expect(refused == ["a view cannot contain itself", nil, "a view cannot contain itself"])
    }
}
