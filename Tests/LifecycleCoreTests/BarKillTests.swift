import Testing

@testable import LifecycleCore
import TestSupport

/// T4 on `ios4` and `ios6`: the multitasking bar of iOS 4–6 listed the recently used apps but not
/// the app in front, so the user pressed Home first (B1, with B4's budget), the app was suspended
/// once `applicationDidEnterBackground:` returned (S3), and its removal from the bar gave it no
/// notice (T3). An app still running in the background is told (T2). ios7 on: SwitcherKillTests.
@Suite("T4 — the iOS 4–6 bar: the front app goes Home first")
struct BarKillTests {
    static let homeThenRemoved = [
        call(.willResignActive), notify(.willResignActive), state(.active, .inactive),
        state(.inactive, .background), call(.didEnterBackground), notify(.didEnterBackground),
        state(.background, .suspended), "kill user T4", state(.suspended, .notRunning),
    ]

    func infos(_ sink: CollectingSink, _ rule: Rule) -> [String] {
        sink.events.compactMap { if case .info(let r, let message) = $0, r == rule { message } else { nil } }
    }

    @Test("T4: on ios4 and ios6 user_kill of the front app goes Home (suspended), then removes it with no applicationWillTerminate:",
          arguments: [OSProfile.ios4, .ios6])
    func t4FrontAppGoesHomeFirst(profile: OSProfile) {
        let loader = ScriptedLoader.implementingAll()
        let (device, sink) = makeDevice(loader, profile: profile)
        device.launch()
        sink.reset()
        device.userKill()
        #expect(sink.timeline == Self.homeThenRemoved)
        #expect(!loader.hooksSeen.contains(.willTerminate))
        #expect(sink.kills.first?.message.contains("suspended: no notice, T3") == true)
        let notes = infos(sink, .T4)
        #expect(notes.count == 1 && notes.first?.contains("did not show the app in front, so the user went Home first") == true)
        #expect(device.app.state == .notRunning)
        #expect(device.app.record.userKilled)
    }

    @Test("T4, T2: on ios4 and ios6 an app kept running by a background task is still told: applicationWillTerminate: from the background",
          arguments: [OSProfile.ios4, .ios6])
    func t4BackgroundTaskIsTold(profile: OSProfile) {
        let loader = ScriptedLoader.implementingAll()
        loader.hooks[.didEnterBackground] = does { _ = $0.beginBackgroundTask(expirationHandler: nil) }
        let (device, sink) = makeDevice(loader, profile: profile)
        device.launch()
        sink.reset()
        device.userKill()
        #expect(sink.timeline.suffix(6) == [
            call(.didEnterBackground), notify(.didEnterBackground),
            call(.willTerminate), notify(.willTerminate), "kill user T4", state(.background, .notRunning),
        ])
    }

    @Test("T4, B4: on ios4 and ios6 Home's applicationDidEnterBackground: keeps its 5 s: 6 s is a watchdog kill, one kill only",
          arguments: [OSProfile.ios4, .ios6])
    func t4HomeBudget(profile: OSProfile) {
        let loader = ScriptedLoader.implementingAll()
        loader.hooks[.didEnterBackground] = works(6)
        let (device, sink) = makeDevice(loader, profile: profile)
        device.launch()
        device.userKill()
        #expect(sink.kills.map(\.reason) == [.watchdog])
        #expect(sink.kills.first?.rule == .B4)
        #expect(!loader.hooksSeen.contains(.willTerminate))
        #expect(device.app.record.userKilled)
    }

    @Test("T4: on ios7 the switcher shows the front app: no Home first, applicationWillTerminate: as before, no bar note")
    func t4Ios7Unchanged() {
        let (device, sink) = makeDevice(.implementingAll(), profile: .ios7)
        device.launch()
        device.userKill()
        #expect(infos(sink, .T4).isEmpty)
        #expect(sink.hooksCalled.contains(.willTerminate))
        #expect(!sink.statePath.contains(.suspended))
    }

    @Test("T4, T1: an ios4 device that cannot multitask has no bar: holding Home ends the app with applicationWillTerminate:")
    func t4Ios4WithoutMultitasking() throws {
        let profile = try #require(OSProfile.ios4.onDevice(multitasking: false))
        let (device, sink) = makeDevice(.implementingAll(), profile: profile)
        device.launch()
        sink.reset()
        device.userKill()
        #expect(sink.timeline.suffix(4) == [call(.willTerminate), notify(.willTerminate), "kill user T4", state(.inactive, .notRunning)])
        #expect(infos(sink, .T4).isEmpty)
    }
}
