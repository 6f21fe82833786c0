import Testing

@testable import LifecycleCore
import TestSupport

@Suite("F — returning to the foreground")
struct ForegroundTests {
    private func suspended(_ loader: ScriptedLoader = .implementingAll()) -> (Device, CollectingSink) {
        let (device, sink) = makeDevice(loader)
        device.launch()
        device.home()
        device.advance(.seconds(5))
        sink.reset()
        return (device, sink)
    }

    private func queuedNotifications(_ sink: CollectingSink) -> [TraceEvent] {
        sink.events.filter { if case .notification(_, _, true) = $0 { true } else { false } }
    }

    @Test("F1: reopen from suspended: willEnterForeground and its notification, then inactive → active, didBecomeActive")
    func reopenFromSuspended() {
        let (device, sink) = suspended()
        device.reopen()
        #expect(sink.hooksCalled == [.willEnterForeground, .didBecomeActive])
        #expect(sink.notifications == [.willEnterForeground, .didBecomeActive])
        #expect(foregroundPaths.contains(sink.statePath), "\(sink.statePath)")
        #expect(Array(sink.timeline.suffix(3)) == [
            state(.inactive, .active), call(.didBecomeActive), notify(.didBecomeActive),
        ])
        #expect(device.app.state == .active)
    }

    @Test("F1: reopen from background (not suspended) goes background → inactive → active")
    func reopenFromBackground() {
        let (device, sink) = makeDevice(.implementingAll())
        device.launch()
        device.home()
        sink.reset()
        device.reopen()
        #expect(sink.states == [Edge(.background, .inactive), Edge(.inactive, .active)])
        #expect(sink.hooksCalled == [.willEnterForeground, .didBecomeActive])
    }

    @Test("F1: reopen on an app that is not running launches it; on an active app does nothing")
    func reopenOtherStates() {
        let (device, sink) = makeDevice(.implementingAll())
        device.reopen()
        #expect(sink.hooksCalled == [.willFinishLaunching, .didFinishLaunching, .didBecomeActive])
        sink.reset()
        device.reopen()
        #expect(sink.timeline.isEmpty)
    }

    @Test("F1: a returning app is not suspended by the suspension check of its earlier stay")
    func noStaleSuspension() {
        let (device, _) = makeDevice(.implementingAll())
        device.launch()
        device.home()
        device.reopen()
        device.advance(.seconds(1_000))
        #expect(device.app.state == .active)
    }

    @Test("F3: rotate() to the orientation the device already has posts nothing, calls nothing and warns, while running",
          arguments: [OSProfile.ios4, .ios7, .ios13])
    func rotateToSameOrientationWhileRunning(profile: OSProfile) {
        let (device, sink) = makeDevice(.implementingAll(), profile: profile)
        device.launch()
        sink.reset()
        device.rotate("portrait")
        #expect(sink.notifications.isEmpty)
        #expect(sink.hooksCalled.isEmpty)
        #expect(sink.warnings == ["rotate() did nothing: the device is already portrait: no orientation changed, so nothing is posted (F3)"])
        device.rotate("landscapeLeft")
        sink.reset()
        device.rotate("landscapeLeft")
        #expect(sink.notifications.isEmpty && sink.hooksCalled.isEmpty, "a second turn to the same side is no change either")
    }

    @Test("F3: rotate() to the orientation the device already has queues nothing for a suspended app")
    func rotateToSameOrientationWhileSuspended() {
        let (device, sink) = suspended()
        device.rotate("portrait")
        device.reopen()
        #expect(queuedNotifications(sink).isEmpty)
        #expect(!sink.notifications.contains(.orientationDidChange))
        #expect(!sink.hooksCalled.contains(.willChangeStatusBarOrientation))
    }

    @Test("F3: rotations while suspended are coalesced into one notification with the final orientation")
    func rotationsCoalesced() {
        let (device, sink) = suspended()
        device.rotate("landscapeLeft")
        device.rotate("portraitUpsideDown")
        device.rotate("landscapeRight")
        #expect(sink.notifications.isEmpty)
        device.reopen()
        #expect(queuedNotifications(sink) == [
            .notification(name: .orientationDidChange, value: "landscapeRight", queued: true)
        ])
        let timeline = sink.timeline
        let delivered = timeline.firstIndex(of: notify(.orientationDidChange))
        let willEnter = timeline.firstIndex(of: call(.willEnterForeground))
        #expect(delivered != nil && willEnter != nil && delivered! < willEnter!)
    }

    @Test("F3: queued notifications arrive once each, in the order each kind first arrived")
    func queuedOrder() {
        let (device, sink) = suspended()
        device.rotate("landscapeLeft")
        device.changeLocale("fr_FR")
        device.rotate("faceUp")
        device.changeLocale("de_DE")
        device.reopen()
        #expect(queuedNotifications(sink) == [
            .notification(name: .orientationDidChange, value: "faceUp", queued: true),
            .notification(name: .currentLocaleDidChange, value: "de_DE", queued: true),
        ])
        sink.reset()
        device.home()
        device.advance(.seconds(1))
        device.reopen()
        #expect(queuedNotifications(sink).isEmpty)
    }

    @Test("F3: a running app gets a rotation at once, not queued")
    func rotationWhileActive() {
        let (device, sink) = makeDevice(.implementingAll())
        device.launch()
        sink.reset()
        device.rotate("landscapeLeft")
        #expect(sink.events == [
            .action(verb: "rotate", detail: "landscapeLeft"),
            .notification(name: .orientationDidChange, value: "landscapeLeft", queued: false),
        ])
        #expect(device.orientation == "landscapeLeft")
    }

    @Test("F3: notifications queued for a suspended app are dropped when it is purged")
    func queuedDroppedOnKill() {
        let (device, sink) = suspended()
        device.rotate("landscapeLeft")
        device.lowMemory()
        device.launch()
        #expect(!sink.notifications.contains(.orientationDidChange))
    }

    @Test("F5: a locale change while suspended arrives as NSCurrentLocaleDidChangeNotification on resume")
    func localeChange() {
        let (device, sink) = suspended()
        device.changeLocale("ja_JP")
        #expect(sink.notifications.isEmpty)
        device.reopen()
        #expect(queuedNotifications(sink) == [
            .notification(name: .currentLocaleDidChange, value: "ja_JP", queued: true)
        ])
        #expect(device.locale == "ja_JP")
        let timeline = sink.timeline
        #expect(timeline.firstIndex(of: notify(.currentLocaleDidChange))! < timeline.firstIndex(of: call(.didBecomeActive))!)
    }
}
