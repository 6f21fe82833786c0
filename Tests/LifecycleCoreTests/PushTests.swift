import Testing

@testable import LifecycleCore
import TestSupport

@Suite("W2, W3 — silent pushes and user kills")
struct PushTests {
    @Test("W2: a silent push wakes a suspended app with the remote-notification mode and hands the method its payload")
    func wakesSuspended() {
        let app = WakeApp()
        let (device, sink) = app.suspended()
        let payload = silentPush([PayloadEntry(key: "article", value: .number(42))])
        device.push(payload)
        #expect(sink.wakes.map(\.0) == [.push] && sink.wakes.map(\.1) == [false])
        #expect(sink.timeline == [state(.suspended, .background), call(.didReceiveRemoteNotification)])
        guard case .remoteNotification(let given, _)? = app.loader.observed.last?.arguments else {
            Issue.record("the method got no payload")
            return
        }
        #expect(given == payload && given.root["article"] == .number(42))
        #expect(sink.completions.map(\.0) == [.push])
        device.advance(.seconds(1))
        #expect(device.app.state == .suspended)
    }

    @Test("W2, L2: a silent push launches a not-running app into the background, with UIApplicationLaunchOptionsRemoteNotificationKey")
    func launchesWithPayload() {
        let app = WakeApp()
        let (device, sink) = app.suspended()
        device.lowMemory()
        sink.reset()
        let payload = silentPush()
        device.push(payload)
        #expect(sink.wakes.map(\.1) == [true])
        #expect(app.loader.observed.first { $0.hook == .didFinishLaunching }.map { _ in true } == true)
        let launch = app.loader.observed.last { $0.hook == .didFinishLaunching }
        #expect(launch?.arguments == .notificationLaunchOptions(payload))
        #expect(launch?.applicationState == "background")
        #expect(app.loader.hooksSeen.last == .didReceiveRemoteNotification)
    }

    @Test("W2: a push without content-available, or to an app without the mode, does not wake it; the trace says why")
    func notWoken() {
        let app = WakeApp()
        let (device, sink) = app.suspended()
        let alert = try! PushPayload.make([PayloadEntry(key: "aps", value: .dictionary([PayloadEntry(key: "alert", value: .string("hi"))]))]).get()
        device.push(alert)
        #expect(sink.warnings.last?.contains("not silent") == true)

        let noMode = WakeApp(modes: ["fetch"], implements: [.fetch])
        let (d2, s2) = noMode.suspended()
        d2.push(silentPush())
        #expect(s2.warnings.last?.contains("does not declare the remote-notification background mode") == true)
        for each in [sink, s2] { #expect(each.wakes.isEmpty && each.states.isEmpty && each.hooksCalled.isEmpty) }
    }

    @Test("W2: a top-level content-available is not silent, and a warning says it belongs in aps")
    func misplacedContentAvailable() {
        let payload = try! PushPayload.make([PayloadEntry(key: "content-available", value: .number(1))]).get()
        #expect(!payload.isSilent)
        let app = WakeApp()
        let (device, sink) = app.suspended()
        device.push(payload)
        #expect(sink.warnings.first?.contains("belongs in its aps dictionary") == true)
        #expect(sink.wakes.isEmpty)
    }

    @Test("W2: a push to the active app is delivered at once, whatever its modes, with no 30 s limit")
    func foregroundDelivery() {
        let app = WakeApp(modes: [])
        app.completes = nil
        let (device, sink) = makeDevice(app.loader)
        device.launch()
        sink.reset()
        let alert = try! PushPayload.make([PayloadEntry(key: "aps", value: .dictionary([PayloadEntry(key: "alert", value: .string("hi"))]))]).get()
        device.push(alert)
        #expect(sink.hooksCalled == [.didReceiveRemoteNotification] && sink.wakes.isEmpty)
        #expect(app.loader.stateInside(.didReceiveRemoteNotification) == "active")
        device.advance(.seconds(60))
        #expect(sink.kills.isEmpty && device.app.state == .active)
    }

    @Test("W2: a silent push whose handler is never called is killed after 30 s (W2)")
    func pushNotCalled() {
        let app = WakeApp()
        app.completes = nil
        let (device, sink) = app.suspended()
        device.push(silentPush())
        device.advance(.seconds(31))
        #expect(sink.kills.map(\.rule) == [.W2] && sink.kills.map(\.reason) == [.watchdog])
        #expect(sink.kills.first?.message.contains("application:didReceiveRemoteNotification:fetchCompletionHandler:") == true)
    }

    @Test("W3: after user_kill neither a fetch nor a push wakes or launches the app, until the user launches it again")
    func userKilled() {
        let app = WakeApp()
        let (device, sink) = app.suspended()
        device.userKill()
        device.backgroundFetch()
        device.push(silentPush())
        device.launch(background: true)   // a background launch is not the user's
        device.advance(.seconds(10))
        device.backgroundFetch()
        #expect(sink.wakes.isEmpty)
        #expect(sink.warnings.filter { $0.contains("(W3)") }.count == 3)
        device.launch()                   // the user taps the icon
        device.home()
        device.advance(.seconds(10))
        device.backgroundFetch()
        #expect(sink.wakes.map(\.0) == [.fetch])
    }

    @Test("W3, F3: notifications queued while suspended are delivered at the wake, coalesced, before the wake's method")
    func queuedFirst() {
        let app = WakeApp()
        let (device, sink) = app.suspended()
        device.rotate("landscapeLeft")
        device.rotate("landscapeRight")
        device.push(silentPush())
        #expect(sink.timeline == [state(.suspended, .background), notify(.orientationDidChange), call(.didReceiveRemoteNotification)])
    }

    @Test("W1, W2, M1: a woken app counts as running in the background: low memory terminates it with notice (M3)")
    func wokenIsBackground() {
        let app = WakeApp()
        app.completes = nil
        let (device, sink) = app.suspended()
        device.backgroundFetch()
        device.lowMemory()
        #expect(sink.hooksCalled.suffix(2) == [.didReceiveMemoryWarning, .willTerminate])
        #expect(sink.kills.map(\.reason) == [.jetsam])
    }

    @Test("P: before ios7 the verbs do nothing, naming ios7, and the wake methods are never called (the first launch warns)")
    func olderEra() {
        let app = WakeApp()
        let (device, sink) = makeDevice(app.loader, profile: .ios6)
        device.launch()
        #expect(sink.warnings.filter { $0.contains("is never called on ios6") && $0.contains("ios7") }.count == 2)
        #expect(sink.violations.isEmpty)
        device.home()
        device.advance(.seconds(10))
        device.backgroundFetch()
        device.push(silentPush())
        #expect(sink.warnings.suffix(2).allSatisfy { $0.contains("comes with ios7") })
        #expect(sink.wakes.isEmpty && device.app.state == .suspended)
    }
}
