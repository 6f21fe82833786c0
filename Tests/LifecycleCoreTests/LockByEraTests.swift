import Testing

@testable import LifecycleCore
import TestSupport

/// I4 by era: what the Sleep/Wake button does to the app in front on each profile.
@Suite("I4 — the lock button by era")
struct LockByEraTests {
    private func active(_ profile: OSProfile) -> (Device, CollectingSink, ScriptedLoader) {
        let loader = ScriptedLoader.implementingAll()
        let (device, sink) = makeDevice(loader, profile: profile)
        device.launch()
        sink.reset()
        return (device, sink, loader)
    }

    @Test("I4: on ios3 and ios4 lock only resigns active; the app stays inactive and keeps running until unlock",
          arguments: [OSProfile.ios3, .ios4])
    func resignOnly(profile: OSProfile) {
        let (device, sink, _) = active(profile)
        device.lock()
        device.advance(.seconds(600))
        #expect(device.app.state == .inactive)
        #expect(!sink.hooksCalled.contains(.didEnterBackground))
        #expect(sink.hooksCalled.first == .willResignActive)
        sink.reset()
        device.unlock()
        #expect(sink.hooksCalled.filter { $0 != .protectedDataDidBecomeAvailable } == [.didBecomeActive])
        #expect(device.app.state == .active)
    }

    @Test("I4: on ios4 a locked, inactive app's timers keep firing (it is not suspended)")
    func ios4TimersFire() {
        let loader = ScriptedLoader.implementingAll()
        let tick = loader.register { _ in .returned(.none) }
        loader.hooks[.didFinishLaunching] = { session in
            _ = session.scheduleTimer(interval: .seconds(1), repeats: true, callback: tick)
            return .returned(.bool(true))
        }
        let (device, sink) = makeDevice(loader, profile: .ios4)
        device.launch()
        device.lock()
        sink.reset()
        device.advance(.seconds(5))
        let fired = sink.events.filter { if case .run(.timer, _, _, _, _) = $0 { true } else { false } }
        #expect(fired.count == 5)
    }

    @Test("I4: on ios6 lock enters the background, but applicationState reads inactive in applicationDidEnterBackground:")
    func ios6ReadsInactive() {
        let (device, sink, loader) = active(.ios6)
        device.lock()
        #expect(sink.hooksCalled.prefix(2) == [.willResignActive, .didEnterBackground])
        #expect(loader.stateInside(.didEnterBackground) == "inactive")
        #expect(sink.events.contains { if case .info(.I4, let message) = $0 { message.contains("reads inactive") } else { false } })
        #expect(device.app.applicationState == "background")   // only during the transition
        device.advance(.seconds(1))
        #expect(device.app.state == .suspended)
        sink.reset()
        device.unlock()
        #expect(sink.hooksCalled.filter { $0 != .protectedDataDidBecomeAvailable } == [.willEnterForeground, .didBecomeActive])
    }

    @Test("I4: on ios6 Home reads background in applicationDidEnterBackground:, so the two can be told apart")
    func ios6HomeReadsBackground() {
        let (device, sink, loader) = active(.ios6)
        device.home()
        #expect(loader.stateInside(.didEnterBackground) == "background")
        #expect(!sink.events.contains { if case .info = $0 { true } else { false } })
    }

    @Test("I4: on ios7 and ios13 lock is exactly Home: applicationState reads background", arguments: [OSProfile.ios7, .ios13])
    func modernLockIsHome(profile: OSProfile) {
        let (device, _, loader) = active(profile)
        device.lock()
        #expect(loader.stateInside(.didEnterBackground) == "background")
        #expect(device.app.state == .background)
    }

    @Test("I4: on a device that cannot multitask lock leaves the app inactive")
    func deviceWithoutMultitasking() {
        let (device, _, _) = active(OSProfile.ios4.onDevice(multitasking: false)!)
        device.lock()
        #expect(device.app.state == .inactive)
    }

    @Test("I5: while locked on ios4 the inactive app gets remote control but no shake")
    func lockedEvents() {
        let (device, sink, _) = active(.ios4)
        device.lock()
        device.shake()
        device.remote("pause")
        device.accelerate(0, 0, 1)
        #expect(sink.dropped.map(\.kind) == ["motion", "accelerometer"])   // the accelerometer stops with the screen
        #expect(sink.dispatched.map(\.kind) == ["remote"])
    }

    @Test("I4: while locked, Home, the switcher and the passcode do nothing; a call answered from the lock screen sends the inactive app away",
          arguments: [OSProfile.ios3, .ios4])
    func lockedVerbs(profile: OSProfile) {
        let (device, sink, _) = active(profile)
        device.lock()
        device.home()
        device.userKill()
        device.setPasscode(false)
        #expect(device.app.state == .inactive)
        #expect(device.hasPasscode)
        #expect(sink.warnings.filter { $0.contains("the device is locked") }.count == 3)
        device.incomingCall()
        device.answer()
        #expect(device.app.state == (profile.multitasking ? .background : .notRunning))
    }
}
