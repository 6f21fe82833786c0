import Testing

@testable import LifecycleCore
import TestSupport

@Suite("R8 — external accessories across the background")
struct AccessoryCheckTests {
    /// An app that opens an EASession once active (if an accessory is there); with `closes`, an
    /// observer of the disconnect notification closes it.
    private func talking(closes: Bool) -> ScriptedLoader {
        let loader = ScriptedLoader.implementingAll()
        let close = loader.register(does { $0.closeAccessorySession() })
        loader.hooks[.didBecomeActive] = does { session in
            _ = session.openAccessorySession()
            if closes { _ = session.addObserver(.accessoryDidDisconnect, callback: close) }
        }
        return loader
    }

    /// The app active with accessory `Dock` connected before launch.
    private func active(_ loader: ScriptedLoader) -> (Device, CollectingSink) {
        let (device, sink) = makeDevice(loader)
        device.connectAccessory("Dock")
        device.launch()
        #expect(device.app.resources.accessorySessionOpen)
        sink.reset()
        return (device, sink)
    }

    private func accessoryEvents(_ sink: CollectingSink) -> [TraceEvent] {
        sink.events.filter {
            if case .notification(let name, _, _) = $0 { name == .accessoryDidConnect || name == .accessoryDidDisconnect }
            else { false }
        }
    }

    @Test("R8: leaving the foreground with an accessory connected posts EAAccessoryDidDisconnectNotification before the background")
    func disconnectOnLeaving() {
        let (device, sink) = active(talking(closes: true))
        device.home()
        #expect(sink.ruleTimeline == [
            call(.willResignActive), notify(.willResignActive), state(.active, .inactive),
            notify(.accessoryDidDisconnect), observerRan(.accessoryDidDisconnect),
            state(.inactive, .background), call(.didEnterBackground), notify(.didEnterBackground),
        ])
        #expect(accessoryEvents(sink) == [.notification(name: .accessoryDidDisconnect, value: "Dock", queued: false)])
        device.advance(.seconds(1))
        #expect(sink.violations.isEmpty)
        #expect(device.app.state == .suspended)
    }

    @Test("R8: an EASession still open at suspension is a violation; the system closes it")
    func openAtSuspension() {
        let (device, sink) = active(talking(closes: false))
        device.home()
        sink.reset()
        device.advance(.seconds(1))
        #expect(sink.ruleTimeline == ["violation R8", state(.background, .suspended)])
        #expect(sink.violations.first?.message
            == "an EASession was still open at suspension; close it on EAAccessoryDidDisconnectNotification")
        #expect(!device.app.resources.accessorySessionOpen)
        #expect(sink.kills.isEmpty)
    }

    @Test("R8: a matching EAAccessoryDidConnectNotification follows on return to the foreground, once")
    func connectOnReturn() {
        let (device, sink) = active(talking(closes: true))
        device.home()
        device.advance(.seconds(1))
        sink.reset()
        device.reopen()
        #expect(Array(sink.ruleTimeline.suffix(3)) == [call(.didBecomeActive), notify(.didBecomeActive), notify(.accessoryDidConnect)])
        #expect(accessoryEvents(sink) == [.notification(name: .accessoryDidConnect, value: "Dock", queued: false)])
        #expect(sink.violations.isEmpty)
        sink.reset()
        device.memoryWarning()
        #expect(accessoryEvents(sink).isEmpty)
    }

    @Test("R8: without an accessory there is no accessory notification, and a session cannot be opened")
    func noAccessory() {
        let loader = ScriptedLoader.implementingAll()
        var errors: [String?] = []
        loader.hooks[.didBecomeActive] = does { errors.append($0.openAccessorySession()) }
        let (device, sink) = launchedAndSuspended(loader)
        device.reopen()
        #expect(accessoryEvents(sink).isEmpty)
        #expect(errors == ["no accessory is connected", "no accessory is connected"])
        #expect(sink.violations.isEmpty)
    }

    @Test("R8: opening a second session fails; unplugging the accessory ends the open session")
    func secondSessionAndUnplug() {
        let loader = ScriptedLoader.implementingAll()
        var errors: [String?] = []
        loader.hooks[.didBecomeActive] = does { errors = [$0.openAccessorySession(), $0.openAccessorySession()] }
        let (device, sink) = active(loader)
        #expect(errors == [nil, "a session is already open"])
        device.disconnectAccessory()
        #expect(accessoryEvents(sink) == [.notification(name: .accessoryDidDisconnect, value: "Dock", queued: false)])
        #expect(!device.app.resources.accessorySessionOpen)
        device.home()
        device.advance(.seconds(1))
        device.reopen()
        #expect(sink.violations.isEmpty)
        #expect(accessoryEvents(sink).count == 1)
    }

    @Test("R8, F3: unplugged while suspended: one queued disconnect on resume, no connect on return")
    func unpluggedWhileSuspended() {
        let (device, sink) = active(talking(closes: true))
        device.home()
        device.advance(.seconds(1))
        sink.reset()
        device.disconnectAccessory()
        device.reopen()
        #expect(accessoryEvents(sink) == [.notification(name: .accessoryDidDisconnect, value: "Dock", queued: true)])
    }

    @Test("R8, F3: another accessory plugged in while suspended is announced once, not again on return")
    func swappedWhileSuspended() {
        let (device, sink) = active(talking(closes: true))
        device.home()
        device.advance(.seconds(1))
        sink.reset()
        device.disconnectAccessory()
        device.connectAccessory("Speaker")
        device.reopen()
        #expect(accessoryEvents(sink) == [
            .notification(name: .accessoryDidDisconnect, value: "Dock", queued: true),
            .notification(name: .accessoryDidConnect, value: "Speaker", queued: true),
        ])
    }
}
