import Testing

@testable import LifecycleCore
import TestSupport

@Suite("B6, R10, R7, F4 — views, the snapshot, and redraws")
struct ViewCheckTests {
    /// An app with a plain `list` view and a sensitive `balance` view, made at launch.
    private func banking(hideIn hook: Hook? = nil) -> ScriptedLoader {
        let loader = ScriptedLoader.implementingAll()
        loader.hooks[.didFinishLaunching] = { session in
            session.view("list")
            session.view("balance", sensitive: true)
            return .returned(.bool(true))
        }
        if let hook { loader.hooks[hook] = does { $0.setHidden(named: "balance", true) } }
        return loader
    }

    @Test("B6, R10: a sensitive view visible at the snapshot is a violation, after applicationDidEnterBackground: returns")
    func sensitiveVisible() {
        let (device, sink) = makeDevice(banking())
        device.launch()
        sink.reset()
        device.home()
        device.advance(.seconds(1))
        #expect(Array(sink.ruleTimeline.suffix(5)) == [
            call(.didEnterBackground), notify(.didEnterBackground),
            "snapshot [list, balance]", "violation B6", state(.background, .suspended),
        ])
        #expect(sink.violations.first?.message
            == "the snapshot shows sensitive view 'balance'; hide it before applicationDidEnterBackground: returns (R10)")
        #expect(sink.kills.isEmpty)
        #expect(device.app.state == .suspended)
    }

    @Test("B6, R10: a sensitive view hidden before the snapshot is left out of it: no violation",
          arguments: [Hook.willResignActive, .didEnterBackground])
    func hiddenInTime(hook: Hook) {
        let (device, sink) = launchedAndSuspended(banking(hideIn: hook))
        #expect(sink.events.contains(.snapshot(visible: ["list"])))
        #expect(sink.violations.isEmpty)
        #expect(device.app.state == .suspended)
    }

    @Test("B6, R10: each trip to the background takes a new snapshot; showing the view again on return is checked again")
    func everyTrip() {
        let loader = banking(hideIn: .didEnterBackground)
        loader.hooks[.willEnterForeground] = does { $0.setHidden(named: "balance", false) }
        let (device, sink) = launchedAndSuspended(loader)
        device.reopen()
        #expect(device.app.views.order.map { device.app.views[$0]!.hidden } == [false, false])
        loader.hooks[.didEnterBackground] = returns()
        device.lock()
        let snapshots = sink.events.filter { if case .snapshot = $0 { true } else { false } }
        #expect(snapshots == [.snapshot(visible: ["list"]), .snapshot(visible: ["list", "balance"])])
        #expect(sink.violatedRules == [.B6])
    }

    @Test("B6: without multitasking (ios3) there is no snapshot: Home terminates the app")
    func ios3NoSnapshot() {
        let (_, sink) = launchedAndSuspended(banking(), profile: .ios3)
        #expect(!sink.events.contains { if case .snapshot = $0 { true } else { false } })
        #expect(sink.violations.isEmpty)
    }

    /// An app with views `chart` and `table` (each with a drawRect) and `label` (none).
    private func drawing() -> ScriptedLoader {
        let loader = ScriptedLoader.implementingAll()
        let chart = loader.register(returns()), table = loader.register(returns())
        loader.hooks[.didFinishLaunching] = { session in
            session.view("chart", drawHandler: chart)
            session.view("table", drawHandler: table)
            session.view("label")
            return .returned(.bool(true))
        }
        return loader
    }

    @Test("R7, F4: setNeedsDisplay in the background is coalesced into one redraw on return")
    func coalesced() {
        let loader = drawing()
        loader.hooks[.didEnterBackground] = does { session in
            for _ in 0..<3 { session.setNeedsDisplay(named: "chart") }
        }
        let (device, sink) = launchedAndSuspended(loader)
        device.advance(.seconds(60))
        #expect(!sink.ruleTimeline.contains { $0.hasPrefix("redraw") || $0.hasPrefix("run drawRect") })
        #expect(sink.kills.isEmpty && sink.violations.isEmpty)
        sink.reset()
        device.reopen()
        #expect(Array(sink.ruleTimeline.suffix(4)) == [
            call(.didBecomeActive), notify(.didBecomeActive), "redraw chart x3", ran(.drawRect, "chart"),
        ])
        #expect(device.app.views.order.allSatisfy { device.app.views[$0]?.needsDisplay == false })
        loader.hooks[.didEnterBackground] = returns()
        sink.reset()
        device.home()
        device.reopen()
        #expect(!sink.ruleTimeline.contains { $0.hasPrefix("redraw") })
    }

    @Test("F4: every marked view is redrawn once on return, in the order the views were made")
    func orderOfViews() {
        let loader = drawing()
        let block = loader.register(does { session in
            session.setNeedsDisplay(named: "label")
            session.setNeedsDisplay(named: "table")
            session.setNeedsDisplay(named: "chart")
            session.setNeedsDisplay(named: "table")
        })
        loader.hooks[.didEnterBackground] = does { session in
            session.dispatch(block, queue: .main, after: .zero)
            _ = session.beginBackgroundTask(expirationHandler: nil)
        }
        let (device, sink) = makeDevice(loader)
        device.launch()
        device.home()
        device.advance(.seconds(5))
        sink.reset()
        device.reopen()
        #expect(sink.ruleTimeline.filter { $0.hasPrefix("redraw") || $0.hasPrefix("run") } == [
            "redraw chart x1", ran(.drawRect, "chart"), "redraw table x2", ran(.drawRect, "table"), "redraw label x1",
        ])
    }

    @Test("R7, E7: in the foreground, setNeedsDisplay redraws once, at the end of the run-loop turn")
    func foregroundRedraw() {
        let loader = drawing()
        loader.hooks[.didBecomeActive] = does { session in
            session.setNeedsDisplay(named: "chart")
            session.setNeedsDisplay(named: "chart")
        }
        let (device, sink) = makeDevice(loader)
        device.launch()
        device.advance(.zero)
        #expect(Array(sink.ruleTimeline.suffix(4)) == [
            call(.didBecomeActive), notify(.didBecomeActive), "redraw chart x2", ran(.drawRect, "chart"),
        ])
    }
}
