import Testing

@testable import LifecycleCore
import TestSupport

/// T1 by era: `UIApplicationExitsOnSuspend` is honoured on ios4 to ios7 (Apple lists the key for
/// iOS 4.0–13.0) and ignored from ios13 on, with one warning; an app that may not be suspended is
/// never woken or launched in the background by the system (W1, W2, C6), while a scenario's
/// explicit background launch still is, with a note.
@Suite("T1 — exit on suspend, by era")
struct ExitOnSuspendTests {
    static func exitingWakeApp() -> WakeApp {
        let app = WakeApp()
        app.loader.info.exitOnSuspend = true
        return app
    }

    @Test("T1: on ios13 UIApplicationExitsOnSuspend is ignored: Home suspends the app, with one warning a run saying why")
    func ios13IgnoresTheKey() {
        let loader = ScriptedLoader.implementingAll()
        loader.info = AppInfo(exitOnSuspend: true)
        let (device, sink) = makeDevice(loader, profile: .ios13)
        device.launch()
        device.home()
        device.advance(.seconds(1))
        #expect(device.app.state == .suspended)
        #expect(sink.exits.isEmpty)
        #expect(loader.hooksSeen.contains(.didEnterBackground) && !loader.hooksSeen.contains(.willTerminate))
        device.userKill()
        device.launch()
        let warnings = sink.warnings.filter { $0.contains("UIApplicationExitsOnSuspend") }
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasPrefix("info.UIApplicationExitsOnSuspend is ignored on ios13: Apple deprecated the key in iOS 13") == true)
    }

    @Test("T1: on ios4, ios6 and ios7 the key is honoured: Home terminates the app, and no warning", arguments: [OSProfile.ios4, .ios6, .ios7])
    func olderErasHonourTheKey(profile: OSProfile) {
        let loader = ScriptedLoader.implementingAll()
        loader.info = AppInfo(exitOnSuspend: true)
        let (device, sink) = makeDevice(loader, profile: profile)
        device.launch()
        device.home()
        #expect(sink.exits == [.T1])
        #expect(!sink.warnings.contains { $0.contains("UIApplicationExitsOnSuspend") })
    }

    @Test("T1, W1, W2: on ios7 an exit-on-suspend app is never woken nor launched by a fetch or a push; the trace says why")
    func neverWokenOnIOS7() {
        let app = Self.exitingWakeApp()
        let (device, sink) = makeDevice(app.loader, profile: .ios7)
        device.launch()
        device.home()
        device.advance(.seconds(100))
        #expect(device.app.state == .notRunning)
        sink.reset()
        device.backgroundFetch()
        device.push(silentPush())
        #expect(sink.wakes.isEmpty && sink.states.isEmpty && sink.hooksCalled.isEmpty)
        let refusals = sink.warnings.filter { $0.contains("Info.plist sets UIApplicationExitsOnSuspend: the system never wakes or launches an app that may not be suspended in the background (T1)") }
        #expect(refusals.count == 2)
    }

    @Test("T1, W1, W2: on ios13 the key is ignored, so the same app is woken by a fetch and a push")
    func wokenOnIOS13() {
        let app = Self.exitingWakeApp()
        let (device, sink) = app.suspended(profile: .ios13)
        device.backgroundFetch()
        device.push(silentPush())
        #expect(sink.wakes.map(\.0) == [.fetch, .push])
    }

    @Test("T1, L2: a scenario's launch{background = true} of an exit-on-suspend app still launches it, with a note, and it is terminated when idle")
    func explicitBackgroundLaunch() {
        let loader = ScriptedLoader.implementingAll()
        loader.info = AppInfo(exitOnSuspend: true)
        let (device, sink) = makeDevice(loader, profile: .ios7)
        device.launch(background: true)
        let notes = sink.events.compactMap { $0.info }.filter { $0.rule == .T1 }
        #expect(notes.count == 1)
        #expect(notes.first?.message.contains("real iOS never launches this app into the background; the scenario's launch{background = true} does it as a teaching override") == true)
        device.advance(.seconds(1))
        #expect(sink.exits == [.T1])
        #expect(device.app.state == .notRunning)
        #expect(loader.hooksSeen.last == .willTerminate)
    }

    @Test("T1, L2: on ios13 the background launch of the same app gets no note and is suspended")
    func explicitBackgroundLaunchIOS13() {
        let loader = ScriptedLoader.implementingAll()
        loader.info = AppInfo(exitOnSuspend: true)
        let (device, sink) = makeDevice(loader, profile: .ios13)
        device.launch(background: true)
        device.advance(.seconds(1))
        #expect(!sink.events.contains { $0.info?.rule == .T1 })
        #expect(device.app.state == .suspended)
    }
}
