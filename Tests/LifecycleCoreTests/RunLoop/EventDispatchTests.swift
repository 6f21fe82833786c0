import Testing

@testable import LifecycleCore
import TestSupport

@Suite("E1–E4, E7, I5 — the main run loop dispatches touches")
struct EventDispatchTests {
    private func touch(_ phase: TouchPhase, _ at: String, _ target: String, tried: [String], by: String?) -> Dispatched {
        Dispatched(kind: "touch", detail: "\(phase.rawValue) at \(at)", target: target, tried: tried, by: by)
    }

    @Test("E3: a tap travels the chain from the hit view: superviews, the view controller, window, application, delegate")
    func chain() {
        let loader = screenApp()
        let (device, sink) = launched(loader)
        loader.handles[device.app.responder("panel")] = touchMethods
        device.tap(40, 120)
        let chain = ["label", "panel", "Main.view", "Main"].map(device.app.responder) + windowUp
        #expect(loader.deliveries.map(\.method) == ["touchesBegan_withEvent", "touchesEnded_withEvent"])
        #expect(loader.deliveries.allSatisfy { $0.chain == chain })
        #expect(loader.deliveries.map(\.argument) == [.touch(x: 40, y: 120, phase: .began), .touch(x: 40, y: 120, phase: .ended)])
        #expect(sink.dispatched == [
            touch(.began, "(40, 120)", "label", tried: ["label", "panel"], by: "panel"),
            touch(.ended, "(40, 120)", "label", tried: ["label", "panel"], by: "panel"),
        ])
    }

    @Test("E3: an event no responder handles is discarded after every responder was tried; the delegate comes last")
    func discarded() {
        let loader = screenApp()
        let (device, sink) = launched(loader)
        loader.handles[.delegate] = ["touchesEnded_withEvent"]
        device.tap(200, 250)
        let all = ["panel", "Main.view", "Main"] + windowUpNames
        #expect(sink.dispatched == [
            touch(.began, "(200, 250)", "panel", tried: all, by: nil),
            touch(.ended, "(200, 250)", "panel", tried: all, by: "delegate"),
        ])
    }

    @Test("E2: every phase of a touch goes to the view it began on, wherever the finger moves")
    func touchSequence() {
        let loader = screenApp()
        let (device, sink) = launched(loader)
        device.touchSequence(.began, 40, 120)
        device.touchSequence(.moved, 300, 20)
        device.touchSequence(.ended, 50, 320)   // over the button: still the label's touch
        device.tap(300, 20)
        #expect(sink.dispatched.map(\.target) == ["label", "label", "label", "Main.view", "Main.view"])
        #expect(sink.dispatched.map(\.detail).prefix(3) == ["began at (40, 120)", "moved at (300, 20)", "ended at (50, 320)"])
        #expect(loader.deliveries.map(\.method).prefix(3) == ["touchesBegan_withEvent", "touchesMoved_withEvent", "touchesEnded_withEvent"])
    }

    @Test("E2: with no view under the finger the window is the first responder")
    func window() {
        let loader = ScriptedLoader.implementingAll()
        loader.hooks[.didFinishLaunching] = does { s in
            _ = s.addView("dot", frame: Rect(x: 0, y: 0, width: 10, height: 10), hidden: false, sensitive: false, drawHandler: nil)
        }
        let (device, sink) = launched(loader)
        device.tap(100, 100)
        #expect(sink.dispatched == [
            touch(.began, "(100, 100)", "window", tried: windowUpNames, by: nil),
            touch(.ended, "(100, 100)", "window", tried: windowUpNames, by: nil),
        ])
        #expect(loader.deliveries.map(\.chain) == [windowUp, windowUp])
    }

    @Test("E4: a control handles its touch; touch-up inside sends its actions in order, a nil target up the chain from the control")
    func targetAction() {
        let loader = screenApp(also: { s in
            s.addTarget(s.id("OK"), target: s.id("Main"), action: "save")
            s.addTarget(s.id("OK"), target: nil, action: "log")
        })
        let (device, sink) = launched(loader)
        loader.handles[device.app.responder("Main")] = ["save"]
        loader.handles[.delegate] = ["log"]
        device.tap(50, 320)
        #expect(sink.dispatched == [
            touch(.began, "(50, 320)", "OK", tried: ["OK"], by: "OK"),
            touch(.ended, "(50, 320)", "OK", tried: ["OK"], by: "OK"),
            Dispatched(kind: "action", detail: "save from OK", target: "Main", tried: ["Main"], by: "Main"),
            Dispatched(kind: "action", detail: "log from OK", target: "OK", tried: ["OK", "Main.view", "Main"] + windowUpNames, by: "delegate"),
        ])
        let ok = device.app.id("OK")
        #expect(loader.deliveries.map(\.method) == ["save", "log"])
        #expect(loader.deliveries.map(\.argument) == [.sender(ok), .sender(ok)])
        #expect(loader.deliveries.first?.chain == [device.app.responder("Main")])
    }

    @Test("E4: no action when the finger leaves the control before lifting, or lifts on it after starting elsewhere")
    func notInside() {
        let loader = screenApp(also: { s in s.addTarget(s.id("OK"), target: nil, action: "save") })
        let (device, sink) = launched(loader)
        device.touchSequence(.began, 50, 320)
        device.touchSequence(.ended, 300, 20)
        device.touchSequence(.began, 300, 20)
        device.touchSequence(.ended, 50, 320)
        #expect(sink.dispatched.map(\.kind) == ["touch", "touch", "touch", "touch"])
        #expect(sink.dispatched.map(\.target) == ["OK", "OK", "Main.view", "Main.view"])
    }

    @Test("E2, E4: a non-interactive title inside a button lets the button take the tap")
    func buttonTitle() {
        let loader = screenApp(also: { s in
            _ = s.addView("title", frame: Rect(x: 5, y: 5, width: 50, height: 20), hidden: false, sensitive: false,
                          interactive: false, parent: .view(s.id("OK")), drawHandler: nil)
            s.addTarget(s.id("OK"), target: s.id("Main"), action: "save")
        })
        let (device, sink) = launched(loader)
        device.tap(20, 310)
        #expect(sink.dispatched.map(\.target) == ["OK", "OK", "Main"])
        #expect(sink.dispatched.last?.detail == "save from OK")
    }

    @Test("E1: events are dispatched one at a time in the order received: a shake during a touch handler waits for it; costs are recorded")
    func fifoWhileDispatching() {
        let loader = ReactingLoader(screenApp())
        let (device, sink) = launched(loader)
        loader.base.handles[device.app.responder("Main.view")] = touchMethods.union(["motionEnded_withEvent", "remoteControlReceivedWithEvent"])
        loader.reactions["touchesBegan_withEvent"] = { s in device.shake(); device.remote("play"); s.spend(.milliseconds(250)) }
        let start = device.now
        device.tap(300, 20)
        #expect(sink.dispatchCosts == [.milliseconds(250), .zero, .zero, .zero])
        #expect(device.now == start + .milliseconds(250))
        #expect(sink.loopTimeline == [
            "dispatch touch began at (300, 20) by Main.view", "dispatch motion shake by Main.view",
            "dispatch remote play by Main.view", "dispatch touch ended at (300, 20) by Main.view",
        ])
    }

    @Test("E1: events that arrive while app code runs are dispatched once it returns, in order")
    func fifoAfterCode() {
        let loader = screenApp()
        var device: Device?
        let block = loader.register(does { _ in device?.tap(300, 20); device?.shake() })
        loader.hooks[.didBecomeActive] = does { $0.dispatch(block, queue: .main, after: .seconds(1)) }
        let (launchedDevice, sink) = launched(loader)
        device = launchedDevice
        loader.handles[launchedDevice.app.responder("Main.view")] = touchMethods.union(["motionEnded_withEvent"])
        launchedDevice.advance(.seconds(2))
        #expect(sink.loopTimeline == [
            ran(.block), "dispatch touch began at (300, 20) by Main.view",
            "dispatch touch ended at (300, 20) by Main.view", "dispatch motion shake by Main.view",
        ])
    }

    @Test("E7: handling an event marks views; each turn ends with one drawing pass")
    func drawingPass() {
        let loader = ReactingLoader(screenApp())
        let (device, sink) = launched(loader)
        loader.base.handles[device.app.responder("panel")] = touchMethods
        loader.reactions["touchesBegan_withEvent"] = { s in s.setNeedsDisplay(s.id("panel")); s.setNeedsDisplay(s.id("panel")) }
        loader.reactions["touchesEnded_withEvent"] = { s in s.setNeedsDisplay(s.id("label")); s.setNeedsDisplay(s.id("panel")) }
        device.tap(200, 250)
        #expect(sink.loopTimeline == [
            "dispatch touch began at (200, 250) by panel", "redraw panel x2", ran(.drawRect, "panel"),
            "dispatch touch ended at (200, 250) by panel", "redraw panel x1", ran(.drawRect, "panel"), "redraw label x1",
        ])
    }

    @Test("I5: while inactive, touches are dropped with a `dropped` line; shakes and remote control still arrive")
    func droppedWhileInactive() {
        let loader = screenApp()
        let (device, sink) = launched(loader)
        loader.handles[.delegate] = touchMethods.union(["motionEnded_withEvent", "remoteControlReceivedWithEvent"])
        device.incomingCall()
        device.tap(40, 120)
        let reason = "the app is inactive and receives no touch events (I5)"
        #expect(sink.dropped == [
            Dropped(kind: "touch", detail: "began at (40, 120)", reason: reason),
            Dropped(kind: "touch", detail: "ended at (40, 120)", reason: reason),
        ])
        #expect(sink.dispatched.isEmpty && loader.deliveries.isEmpty)
        device.shake()
        device.remote("pause")
        #expect(sink.dispatched.map(\.kind) == ["motion", "remote"])
        #expect(sink.dispatched.map(\.by) == ["delegate", "delegate"])
        #expect(sink.dropped.count == 2)
        device.decline()
        device.tap(40, 120)
        #expect(sink.dispatched.map(\.by) == ["delegate", "delegate", "delegate", "delegate"])
    }

    @Test("I5: on a locked device touches are dropped (inactive without multitasking, in the background with it)",
          arguments: [(OSProfile.ios3, "the device is locked (I5)"), (.ios7, "the device is locked (I5)")])
    func droppedWhileLocked(profile: OSProfile, reason: String) {
        let loader = screenApp()
        let (device, sink) = launched(loader, profile: profile)
        device.lock()
        device.tap(40, 120)
        #expect(sink.dropped.map(\.kind) == ["touch", "touch"])
        #expect(sink.dropped.map(\.reason) == [reason, reason])
        #expect(loader.deliveries.isEmpty)
    }
}
