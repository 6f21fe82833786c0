import Testing

@testable import LifecycleCore
import TestSupport

@Suite("I — interruptions")
struct InterruptionTests {
    private func active(_ profile: OSProfile = .default) -> (Device, CollectingSink, ScriptedLoader) {
        let loader = ScriptedLoader.implementingAll()
        let (device, sink) = makeDevice(loader, profile: profile)
        device.launch()
        sink.reset()
        return (device, sink, loader)
    }

    @Test("I1: an incoming call: applicationWillResignActive:, then active → inactive")
    func callResigns() {
        let (device, sink, _) = active()
        device.incomingCall()
        #expect(sink.timeline == [call(.willResignActive), notify(.willResignActive), state(.active, .inactive)])
        #expect(device.app.state == .inactive)
    }

    @Test("I1: declining the call: back to active with applicationDidBecomeActive:")
    func decline() {
        let (device, sink, _) = active()
        device.incomingCall()
        sink.reset()
        device.decline()
        #expect(sink.timeline == [state(.inactive, .active), call(.didBecomeActive), notify(.didBecomeActive)])
    }

    @Test("I1: answering: inactive → background with applicationDidEnterBackground:, then suspended")
    func answer() {
        let (device, sink, _) = active()
        device.incomingCall()
        sink.reset()
        device.answer()
        #expect(sink.timeline == [state(.inactive, .background), call(.didEnterBackground), notify(.didEnterBackground)])
        #expect(!sink.hooksCalled.contains(.willResignActive))
        device.advance(.seconds(60))
        #expect(device.app.state == .suspended)
    }

    @Test("I1: ending an answered call brings the app back: willEnterForeground, didBecomeActive")
    func endCall() {
        let (device, sink, _) = active()
        device.incomingCall()
        device.answer()
        device.advance(.seconds(60))
        sink.reset()
        device.endCall()
        #expect(sink.hooksCalled == [.willEnterForeground, .didBecomeActive])
        #expect(sink.states.last == Edge(.inactive, .active))
    }

    @Test("I1: a second call while one rings, or decline with none ringing, changes nothing")
    func ignoredVerbs() {
        let (device, sink, _) = active()
        device.decline()
        device.answer()
        device.endCall()
        #expect(sink.timeline.isEmpty)
        device.incomingCall()
        sink.reset()
        device.incomingCall()
        #expect(sink.timeline.isEmpty)
    }

    @Test("I1: on ios3 answering the call terminates the app (T1)")
    func answerOnIOS3() {
        let (device, sink, _) = active(.ios3)
        device.incomingCall()
        sink.reset()
        device.answer()
        #expect(sink.timeline == [call(.willTerminate), notify(.willTerminate), "exit T1", state(.inactive, .notRunning)])
    }

    @Test("I4: lock on a multitasking OS: resign active, then background")
    func lock() {
        let (device, sink, _) = active()
        device.lock()
        #expect(sink.timeline == [
            call(.willResignActive), notify(.willResignActive), state(.active, .inactive),
            state(.inactive, .background), call(.didEnterBackground), notify(.didEnterBackground),
            notify(.protectedDataWillBecomeUnavailable),
        ])
        #expect(device.isLocked)
    }

    @Test("I4: unlock brings the locked app back: willEnterForeground, didBecomeActive")
    func unlock() {
        let (device, sink, _) = active()
        device.lock()
        device.advance(.seconds(30))
        #expect(device.app.state == .suspended)
        sink.reset()
        device.unlock()
        #expect(sink.hooksCalled == [.willEnterForeground, .didBecomeActive])
        #expect(device.app.state == .active)
        #expect(!device.isLocked)
    }

    @Test("I4: on ios3 a locked app stays inactive, then unlock makes it active again")
    func lockOnIOS3() {
        let (device, sink, _) = active(.ios3)
        device.lock()
        device.advance(.seconds(300))
        // iOS 3 has no data protection: no protected-data notifications either (I4).
        #expect(sink.timeline == [call(.willResignActive), notify(.willResignActive), state(.active, .inactive)])
        #expect(device.app.state == .inactive)
        sink.reset()
        device.unlock()
        #expect(sink.timeline == [state(.inactive, .active), call(.didBecomeActive), notify(.didBecomeActive)])
    }

    @Test("I4: while locked, reopen and launch do nothing")
    func lockedIgnoresTaps() {
        let (device, sink, _) = active()
        device.lock()
        device.advance(.seconds(1))
        sink.reset()
        device.reopen()
        device.launch()
        #expect(sink.timeline.isEmpty)
        #expect(device.app.state == .suspended)
    }

    @Test("I5: notifications still arrive while the app is inactive")
    func notificationsWhileInactive() {
        let (device, sink, _) = active()
        device.incomingCall()
        sink.reset()
        device.rotate("landscapeLeft")
        #expect(sink.events.contains(.notification(name: .orientationDidChange, value: "landscapeLeft", queued: false)))
        #expect(device.app.state == .inactive)
    }

    @Test("I8: returning to the app during an answered call posts UIApplicationDidChangeStatusBarFrameNotification")
    func statusBarGrows() {
        let (device, sink, _) = active()
        device.incomingCall()
        device.answer()
        device.advance(.seconds(5))
        sink.reset()
        device.reopen()
        #expect(device.app.state == .active)
        #expect(sink.notifications.contains(.didChangeStatusBarFrame))
    }

    @Test("I8: hanging up while the app is in front posts the status bar notification again")
    func statusBarShrinks() {
        let (device, sink, _) = active()
        device.incomingCall()
        device.answer()
        device.reopen()
        sink.reset()
        device.endCall()
        #expect(sink.notifications == [.willChangeStatusBarFrame, .didChangeStatusBarFrame])
    }
}
