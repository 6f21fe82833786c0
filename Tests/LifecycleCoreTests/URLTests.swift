import Testing

@testable import LifecycleCore
import TestSupport

@Suite("U — URLs while running")
struct URLTests {
    /// A launched app sent Home; `suspend` lets time pass so that it is suspended.
    private func backgrounded(_ loader: ScriptedLoader, profile: OSProfile = .default,
                              suspend: Bool) -> (Device, CollectingSink) {
        let (device, sink) = makeDevice(loader, profile: profile)
        device.launch()
        device.home()
        if suspend { device.advance(.seconds(1)) }
        sink.reset()
        return (device, sink)
    }

    @Test("U1: a URL to a suspended app: willEnterForeground, openURL, didBecomeActive")
    func fromSuspended() {
        let loader = ScriptedLoader.implementingAll()
        let (device, sink) = backgrounded(loader, suspend: true)
        device.openURL("app://x", sourceApplication: "src")
        #expect(sink.hooksCalled == [.willEnterForeground, .openURL, .didBecomeActive])
        #expect(foregroundPaths.contains(sink.statePath), "\(sink.statePath)")
        #expect(Array(sink.timeline.suffix(4)) == [
            call(.openURL), state(.inactive, .active), call(.didBecomeActive), notify(.didBecomeActive),
        ])
        #expect(loader.stateInside(.openURL) == "inactive")
        #expect(loader.observed.last { $0.hook == .openURL }?.arguments == .url("app://x", sourceApplication: "src"))
    }

    @Test("U1: a URL to a background (not yet suspended) app brings it to the foreground first")
    func fromBackground() {
        let loader = ScriptedLoader.implementingAll()
        let (device, sink) = backgrounded(loader, suspend: false)
        #expect(device.app.state == .background)
        device.openURL("app://x", sourceApplication: nil)
        #expect(sink.hooksCalled == [.willEnterForeground, .openURL, .didBecomeActive])
        #expect(sink.states == [Edge(.background, .inactive), Edge(.inactive, .active)])
        #expect(device.app.state == .active)
    }

    @Test("U1: without openURL:sourceApplication:annotation: the URL falls back to handleOpenURL:")
    func fallback() {
        let loader = ScriptedLoader.implementingAll()
        loader.hooks[.openURL] = nil
        let (device, sink) = backgrounded(loader, suspend: true)
        device.openURL("app://x", sourceApplication: "src")
        #expect(sink.hooksCalled == [.willEnterForeground, .handleOpenURL, .didBecomeActive])
        #expect(loader.observed.last { $0.hook == .handleOpenURL }?.arguments == .url("app://x", sourceApplication: nil))
    }

    @Test("U1: on ios4 a URL to a suspended app goes through handleOpenURL:")
    func ios4() {
        let loader = ScriptedLoader.implementingAll()
        let (device, sink) = backgrounded(loader, profile: .ios4, suspend: true)
        device.openURL("app://x", sourceApplication: "src")
        #expect(sink.hooksCalled == [.willEnterForeground, .handleOpenURL, .didBecomeActive])
    }

    @Test("U1: a delegate with no URL method still comes to the foreground; the URL is dropped")
    func noURLMethod() {
        let loader = ScriptedLoader.implementingAll()
        loader.hooks[.openURL] = nil
        loader.hooks[.handleOpenURL] = nil
        let (device, sink) = backgrounded(loader, suspend: true)
        device.openURL("app://x", sourceApplication: nil)
        #expect(sink.hooksCalled == [.willEnterForeground, .didBecomeActive])
        #expect(device.app.state == .active)
    }

    @Test("U2: a URL to the active app is delivered directly, with no state change")
    func whileActive() {
        let loader = ScriptedLoader.implementingAll()
        let (device, sink) = makeDevice(loader)
        device.launch()
        sink.reset()
        device.openURL("app://y", sourceApplication: "src")
        #expect(sink.timeline == [call(.openURL)])
        #expect(loader.stateInside(.openURL) == "active")
        #expect(device.app.state == .active)
    }

    @Test("U2: launch(url) on an active app delivers the URL directly")
    func launchOnActive() {
        let (device, sink) = makeDevice(.implementingAll())
        device.launch()
        sink.reset()
        device.launch(url: "app://z")
        #expect(sink.timeline == [call(.openURL)])
    }

    @Test("U1: open_url on a locked device is ignored")
    func lockedIgnored() {
        let (device, sink) = makeDevice(.implementingAll())
        device.launch()
        device.lock()
        device.advance(.seconds(1))
        sink.reset()
        device.openURL("app://x", sourceApplication: nil)
        #expect(sink.hooksCalled.isEmpty)
        #expect(device.app.state == .suspended)
    }
}
