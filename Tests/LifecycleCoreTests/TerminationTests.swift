import Testing

@testable import LifecycleCore
import TestSupport

@Suite("T — termination")
struct TerminationTests {

    @Test("T1: an ExitOnSuspend app gets applicationWillTerminate: and exits (no kill) on Home")
    func exitOnSuspend() {
        let loader = ScriptedLoader.implementingAll()
        loader.info = AppInfo(exitOnSuspend: true)
        let (device, sink) = makeDevice(loader)
        device.launch()
        device.home()
        #expect(sink.exits == [.T1])
        #expect(sink.kills.isEmpty)
        #expect(loader.hooksSeen.suffix(2) == [.willResignActive, .willTerminate])
        #expect(!loader.hooksSeen.contains(.didEnterBackground))
        #expect(loader.closes == 1)
    }

    @Test("T2: a background app being terminated gets applicationWillTerminate: and its notification first")
    func willTerminateFromBackground() {
        let (device, sink) = backgroundRunning(.implementingAll())
        #expect(device.app.state == .background)
        device.userKill()
        #expect(sink.timeline == [
            call(.willTerminate), notify(.willTerminate), "kill user T4", state(.background, .notRunning),
        ])
    }

    @Test("T2: applicationWillTerminate: has 5 s: 6 s is a watchdog kill")
    func willTerminateWatchdog() {
        let loader = ScriptedLoader.implementingAll()
        loader.hooks[.willTerminate] = works(6)
        loader.info = AppInfo(exitOnSuspend: true)
        let (device, sink) = makeDevice(loader)
        device.launch()
        device.home()
        #expect(sink.kills.count == 1)
        #expect(sink.kills.first?.reason == .watchdog)
        #expect(sink.kills.first?.rule == .T2)
        #expect(sink.kills.first?.code == "0x8badf00d")
        #expect(sink.call(.willTerminate)?.cost == .seconds(5))
        #expect(sink.exits.isEmpty)
        #expect(device.app.state == .notRunning)
    }

    @Test("T2: applicationWillTerminate: taking 4 s finishes normally")
    func willTerminateInTime() {
        let loader = ScriptedLoader.implementingAll()
        loader.hooks[.willTerminate] = works(4)
        loader.info = AppInfo(exitOnSuspend: true)
        let (device, sink) = makeDevice(loader)
        device.launch()
        device.home()
        #expect(sink.kills.isEmpty)
        #expect(sink.exits == [.T1])
    }

    @Test("T2: beginBackgroundTask inside applicationWillTerminate: returns 0 and is a T2 violation")
    func noTaskInWillTerminate() {
        let loader = ScriptedLoader.implementingAll()
        var id = -1
        loader.hooks[.willTerminate] = { session in
            id = session.beginBackgroundTask(expirationHandler: nil)
            return .returned(.none)
        }
        let (device, sink) = makeDevice(loader)
        device.launch()
        device.userKill()
        #expect(id == 0)
        #expect(sink.violatedRules == [.T2])
        #expect(!sink.events.contains { if case .task = $0 { true } else { false } })
    }

    @Test("T3: a suspended app that is killed gets no applicationWillTerminate:")
    func suspendedNoNotice() {
        let loader = ScriptedLoader.implementingAll()
        let (device, sink) = makeDevice(loader)
        device.launch()
        device.home()
        device.advance(.seconds(1))
        sink.reset()
        device.userKill()
        #expect(sink.timeline == ["kill user T4", state(.suspended, .notRunning)])
        #expect(!loader.hooksSeen.contains(.willTerminate))
        #expect(!sink.notifications.contains(.willTerminate))
    }

    @Test("T4: user_kill of the active app: resign active, enter the background, willTerminate, kill reason user")
    func userKillActive() {
        let (device, sink) = makeDevice(.implementingAll())
        device.launch()
        sink.reset()
        device.userKill()
        #expect(sink.timeline == [
            call(.willResignActive), notify(.willResignActive), state(.active, .inactive),
            state(.inactive, .background), call(.didEnterBackground), notify(.didEnterBackground),
            call(.willTerminate), notify(.willTerminate), "kill user T4", state(.background, .notRunning),
        ])
        #expect(sink.kills.first?.code == nil)
    }

    @Test("T4: user_kill of an app that is not running does nothing")
    func userKillNotRunning() {
        let (device, sink) = makeDevice(.implementingAll())
        device.userKill()
        #expect(sink.timeline.isEmpty)
    }

    @Test("T4: a killed app loses its process; a later launch starts a fresh one")
    func relaunchAfterKill() {
        let loader = ScriptedLoader.implementingAll()
        let (device, sink) = makeDevice(loader)
        device.launch()
        device.userKill()
        sink.reset()
        device.launch()
        #expect(loader.starts == 2)
        #expect(loader.closes == 1)
        #expect(sink.states == [Edge(.notRunning, .inactive), Edge(.inactive, .active)])
    }
}

/// T1's three causes, each shown (B3): the OS, the device, Info.plist; and a background launch.
@Suite("T1 — never suspended")
struct NeverSuspendedTests {
    @Test("T1: an exit-on-suspend app launched into the background is terminated, not suspended, once idle")
    func backgroundLaunchTerminates() {
        let loader = ScriptedLoader.implementingAll()
        loader.info = AppInfo(exitOnSuspend: true)
        let (device, sink) = makeDevice(loader)
        device.launch(background: true)
        device.advance(.seconds(1))
        #expect(device.app.state == .notRunning)
        #expect(sink.exits == [.T1])
        #expect(!sink.statePath.contains(.suspended))
        #expect(sink.hooksCalled.last == .willTerminate)
    }

    @Test("T1, B3: a device that cannot multitask terminates on Home on ios4; none is simulated from ios6 (they stopped at iOS 4.2.1)")
    func deviceWithoutMultitasking() {
        let (device, sink) = makeDevice(.implementingAll(), profile: OSProfile.ios4.onDevice(multitasking: false)!)
        device.launch()
        device.home()
        #expect(device.app.state == .notRunning)
        #expect(sink.exits == [.T1])
        #expect(OSProfile.ios6.onDevice(multitasking: false) == nil)
        #expect(OSProfile.ios7.onDevice(multitasking: false) == nil)
        #expect(OSProfile.ios13.onDevice(multitasking: false) == nil)
    }

    @Test("T1: set_multitasking refuses while an app runs and on eras without such devices")
    func setMultitasking() {
        let (device, _) = makeDevice(.implementingAll(), profile: .ios4)
        #expect(device.setMultitasking(false) == nil)
        #expect(!device.profile.multitasking)
        device.launch()
        #expect(device.setMultitasking(true) != nil)
        let (modern, _) = makeDevice(.implementingAll(), profile: .ios7)
        #expect(modern.setMultitasking(false)?.contains("ios7") == true)
    }
}
