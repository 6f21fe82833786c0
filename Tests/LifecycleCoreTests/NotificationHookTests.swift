import Testing

@testable import LifecycleCore
import TestSupport

/// N: the delegate methods UIKit pairs with system notifications are called before them, with
/// the budgets of app code, and queued and netted with them while suspended (F3).
@Suite("N — delegate methods of the system notifications")
struct NotificationHookTests {
    private func active(_ profile: OSProfile = .default, info: AppInfo = AppInfo()) -> (Device, CollectingSink, ScriptedLoader) {
        let loader = ScriptedLoader.implementingAll(alsoN: true)
        loader.info = info
        let (device, sink) = makeDevice(loader, profile: profile)
        device.launch()
        sink.reset()
        return (device, sink, loader)
    }

    @Test("N: applicationSignificantTimeChange: before its notification")
    func significantTimeChange() {
        let (device, sink, _) = active()
        device.significantTimeChange()
        #expect(sink.timeline == [call(.significantTimeChange), notify(.significantTimeChange)])
    }

    @Test("N, I8: the in-call bar: willChangeStatusBarFrame: gets the new frame, didChange… the old one, each before its notification")
    func statusBarFrame() {
        let (device, sink, loader) = active()
        device.incomingCall()
        device.answer()
        device.reopen()
        let frames = loader.observed.filter { $0.hook == .willChangeStatusBarFrame || $0.hook == .didChangeStatusBarFrame }
        #expect(frames.map(\.arguments) == [.frame(StatusBarFrame(width: 320, height: 40)), .frame(StatusBarFrame(width: 320, height: 20))])
        let timeline = sink.timeline
        let will = timeline.firstIndex(of: call(.willChangeStatusBarFrame))!
        #expect(Array(timeline[will...].prefix(4)) == [call(.willChangeStatusBarFrame), notify(.willChangeStatusBarFrame),
                                                      call(.didChangeStatusBarFrame), notify(.didChangeStatusBarFrame)])
    }

    @Test("N: a rotation to a supported orientation calls the status bar orientation methods; an unsupported one does not")
    func statusBarOrientation() {
        let (device, sink, loader) = active(info: AppInfo(supportedOrientations: ["portrait", "landscapeRight"]))
        device.rotate("landscapeLeft")   // the device's landscapeLeft is the interface's landscapeRight
        #expect(sink.timeline == [notify(.orientationDidChange),
                                  call(.willChangeStatusBarOrientation), notify(.willChangeStatusBarOrientation),
                                  call(.didChangeStatusBarOrientation), notify(.didChangeStatusBarOrientation)])
        #expect(loader.observed.suffix(2).map(\.arguments) == [.orientation("landscapeRight", duration: 0.3), .orientation("portrait", duration: nil)])
        sink.reset()
        device.rotate("landscapeRight")   // the interface's landscapeLeft: not supported
        device.rotate("faceUp")
        #expect(sink.timeline == [notify(.orientationDidChange), notify(.orientationDidChange)])
    }

    @Test("N: an app without UISupportedInterfaceOrientations stays in portrait")
    func portraitOnly() {
        let (device, sink, _) = active()
        device.rotate("landscapeLeft")
        #expect(sink.timeline == [notify(.orientationDidChange)])
    }

    @Test("N, I4: the protected-data methods come before their notifications, from ios4; not on ios3")
    func protectedData() {
        let (device, sink, _) = active(.ios4)
        device.lock()
        #expect(sink.timeline.suffix(2) == [call(.protectedDataWillBecomeUnavailable), notify(.protectedDataWillBecomeUnavailable)])
        sink.reset()
        device.unlock()
        #expect(sink.timeline.prefix(2) == [call(.protectedDataDidBecomeAvailable), notify(.protectedDataDidBecomeAvailable)])
        let (old, oldSink, _) = active(.ios3)
        old.lock()
        old.unlock()
        #expect(!oldSink.timeline.contains { $0.contains("ProtectedData") })
    }

    @Test("N, T5: an N method has the budget of app code: 10 s, then a watchdog kill")
    func budget() {
        let (device, sink, loader) = active()
        loader.hooks[.significantTimeChange] = works(11)
        device.significantTimeChange()
        #expect(sink.kills.first?.rule == .T5)
        #expect(sink.call(.significantTimeChange)?.cost == .seconds(10))
    }

    @Test("N, F3: while suspended the N methods are queued with their notifications and called at the wake, before willEnterForeground")
    func queuedMethods() {
        let (device, sink, _) = active()
        device.home()
        device.advance(.seconds(1))
        device.significantTimeChange()
        device.significantTimeChange()
        sink.reset()
        device.reopen()
        #expect(Array(sink.timeline.prefix(3)) == [state(.suspended, .background), call(.significantTimeChange), notify(.significantTimeChange)])
        #expect(sink.hooksCalled.filter { $0 == .significantTimeChange }.count == 1)
    }
}

extension NotificationHookTests {
    @Test("N, F3, I8: an app that left with the in-call bar and returns with it hears no bar change, though the call ended and began again meanwhile")
    func statusBarNetted() {
        let (device, sink, _) = active()
        device.incomingCall()
        device.answer()
        device.reopen()          // back in front with the 40-point bar
        device.home()
        device.advance(.seconds(1))
        device.endCall()         // 20, queued
        device.incomingCall()
        device.answer()
        sink.reset()
        device.reopen()          // 40 again: nothing changed for the app
        #expect(!sink.notifications.contains(.didChangeStatusBarFrame))
        #expect(device.app.state == .active)
    }
}

/// F3: the net change of what was queued while suspended.
@Suite("F3 — queued notifications are netted")
struct QueuedNettingTests {
    private func suspended() -> (Device, CollectingSink) {
        let (device, sink) = makeDevice(.implementingAll(alsoN: true))
        device.launch()
        device.home()
        device.advance(.seconds(1))
        sink.reset()
        return (device, sink)
    }

    @Test("F3: an accessory plugged in and out while suspended delivers nothing")
    func accessoryPair() {
        let (device, sink) = suspended()
        device.connectAccessory("Dock")
        device.disconnectAccessory()
        device.reopen()
        #expect(!sink.notifications.contains(.accessoryDidConnect) && !sink.notifications.contains(.accessoryDidDisconnect))
    }

    @Test("F3: a lock and an unlock while suspended deliver nothing of protected data")
    func lockPair() {
        let (device, sink) = suspended()
        device.lock()
        device.unlock()
        #expect(device.app.state == .suspended)
        device.reopen()
        #expect(!sink.timeline.contains { $0.contains("ProtectedData") })
    }

    @Test("F3: rotations that end where they began, or a locale changed back, deliver nothing; otherwise one with the final value")
    func stateNetChange() {
        let (device, sink) = suspended()
        device.rotate("landscapeLeft")
        device.rotate("portrait")
        device.changeLocale("fr_FR")
        device.changeLocale("en_US")
        device.changeLocale("de_DE")
        device.reopen()
        #expect(sink.events.compactMap { if case .notification(let name, let value, true) = $0 { "\(name.rawValue)=\(value ?? "")" } else { nil } }
                == ["NSCurrentLocaleDidChangeNotification=de_DE"])
    }

    @Test("F3: only one of a pair arriving (a lock while suspended, the unlock after the wake) is delivered")
    func halfPair() {
        let (device, sink) = suspended()
        device.lock()
        device.advance(.seconds(1))
        device.unlock()   // the app was not in front when locking: it stays suspended
        device.connectAccessory("Dock")
        device.reopen()
        #expect(sink.notifications.filter { $0 == .accessoryDidConnect }.count == 1)
    }
}
