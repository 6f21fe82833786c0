import Testing

@testable import LifecycleCore
import TestSupport

/// T4 by era: swiping the front app away in the switcher. The switcher makes it resign active;
/// the swipe sends it to the background (applicationDidEnterBackground:, with B4's budget) and
/// terminates it (applicationWillTerminate:, T2). Without multitasking there is no switcher, and
/// an app that may not be suspended is not sent to the background (T1). The iOS 4–6 bar, which
/// did not show the front app: BarKillTests.
@Suite("T4 — killing the front app from the switcher, by era")
struct SwitcherKillTests {
    static let swiped = [
        call(.willResignActive), notify(.willResignActive), state(.active, .inactive),
        state(.inactive, .background), call(.didEnterBackground), notify(.didEnterBackground),
        call(.willTerminate), notify(.willTerminate), "kill user T4", state(.background, .notRunning),
    ]

    @Test("T4: on ios7 and ios13 (no scenes) the front app resigns active, enters the background, then gets applicationWillTerminate:",
          arguments: [OSProfile.ios7, .ios13])
    func frontAppSwiped(profile: OSProfile) {
        let loader = ScriptedLoader.implementingAll()
        var stateInBackground: String?
        loader.hooks[.didEnterBackground] = does { stateInBackground = $0.applicationState }
        let (device, sink) = makeDevice(loader, profile: profile)
        device.launch()
        sink.reset()
        device.userKill()
        #expect(sink.timeline == Self.swiped)
        #expect(stateInBackground == "background")
        #expect(device.app.state == .notRunning)
    }

    @Test("T4, B4: applicationDidEnterBackground: at the swipe has its 5 s: 6 s is a watchdog kill, and applicationWillTerminate: never comes",
          arguments: [OSProfile.ios7, .ios13])
    func swipeBudget(profile: OSProfile) {
        let loader = ScriptedLoader.implementingAll()
        loader.hooks[.didEnterBackground] = works(6)
        let (device, sink) = makeDevice(loader, profile: profile)
        device.launch()
        device.userKill()
        #expect(sink.kills.map(\.reason) == [.watchdog])
        #expect(sink.kills.first?.rule == .B4)
        #expect(sink.call(.didEnterBackground)?.cost == .seconds(5))
        #expect(!loader.hooksSeen.contains(.willTerminate))
        #expect(device.app.record.userKilled)
    }

    @Test("T4, T3: a suspended app swiped away gets nothing, on every multitasking era", arguments: [OSProfile.ios4, .ios7, .ios13])
    func suspendedGetsNothing(profile: OSProfile) {
        let (device, sink) = makeDevice(.implementingAll(), profile: profile)
        device.launch()
        device.home()
        device.advance(.seconds(1))
        sink.reset()
        device.userKill()
        #expect(sink.timeline == ["kill user T4", state(.suspended, .notRunning)])
    }

    @Test("T4: on ios3 (no switcher) holding Home resigns the app and terminates it, without applicationDidEnterBackground:")
    func ios3HoldingHome() {
        let (device, sink) = makeDevice(.implementingAll(), profile: .ios3)
        device.launch()
        sink.reset()
        device.userKill()
        #expect(sink.timeline == [
            call(.willResignActive), notify(.willResignActive), state(.active, .inactive),
            call(.willTerminate), notify(.willTerminate), "kill user T4", state(.inactive, .notRunning),
        ])
    }

    @Test("T4, T1: an exit-on-suspend app swiped on ios7 is terminated from inactive, never sent to the background")
    func exitOnSuspendSwiped() {
        let loader = ScriptedLoader.implementingAll()
        loader.info = AppInfo(exitOnSuspend: true)
        let (device, sink) = makeDevice(loader, profile: .ios7)
        device.launch()
        sink.reset()
        device.userKill()
        #expect(!loader.hooksSeen.contains(.didEnterBackground))
        #expect(sink.timeline.suffix(2) == ["kill user T4", state(.inactive, .notRunning)])
    }
}
