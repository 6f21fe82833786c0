import Testing

@testable import LifecycleCore
import TestSupport

@Suite("C6 — BGTaskScheduler")
struct BGTaskSchedulerTests {
    @Test("C6: a submitted refresh task wakes the suspended app, its launch handler runs in the background, and it is suspended again once completed")
    func refreshRunsAndSuspendsAgain() {
        let app = BGTaskApp()
        let (device, sink) = app.suspended(submitting: [refreshRequest])
        #expect(app.refusals == [nil])
        device.runBGTask("com.example.refresh")
        #expect(sink.bgtasks == ["started com.example.refresh", "completed com.example.refresh true"])
        #expect(sink.states.first == Edge(.suspended, .background))
        #expect(app.tasks.map(\.kind) == [.refresh])
        device.advance(.seconds(1))
        #expect(device.app.state == .suspended)
        #expect(sink.kills.isEmpty)
        // The request was consumed: a second run does nothing, and says why.
        device.runBGTask("com.example.refresh")
        #expect(sink.warnings.last?.contains("no request with the identifier \"com.example.refresh\" is pending") == true)
    }

    @Test("C6, L2: a task launches a not-running app into the background; the launch registers the handler, which then runs")
    func launchesIntoBackground() {
        let app = BGTaskApp()
        let (device, sink) = app.suspended(submitting: [refreshRequest])
        device.lowMemory()   // purged while suspended (M1): the request stays with the system
        sink.reset()
        device.runBGTask("com.example.refresh")
        #expect(sink.bgtasks.first == "started com.example.refresh launch")
        #expect(sink.timeline.prefix(3) == ["state notRunning→background", "call application:willFinishLaunchingWithOptions:",
                                            "call application:didFinishLaunchingWithOptions:"])
        #expect(app.tasks.count == 1 && sink.kills.isEmpty)
    }

    @Test("C6: a task never completed gets its expiration handler at 30 s, and the app is killed 1 s later (expired, 0x8badf00d)")
    func neverCompletedIsKilled() {
        let app = BGTaskApp()
        var expirations = 0
        app.onTask = { session, id in
            _ = session.setBGTaskExpirationHandler(id, app.loader.register { _ in expirations += 1; return .returned(.none) })
            return .returned(.none)
        }
        let (device, sink) = app.suspended(submitting: [refreshRequest])
        device.runBGTask("com.example.refresh")
        device.advance(.seconds(29))
        #expect(sink.kills.isEmpty && device.app.state == .background)
        device.advance(.seconds(5))
        #expect(expirations == 1)
        #expect(sink.bgtasks.contains("expired com.example.refresh"))
        let kill = sink.kills.first
        #expect(kill?.reason == .expired && kill?.rule == .C6 && kill?.code == "0x8badf00d")
        #expect(kill?.message.contains("its expiration handler ran, and setTaskCompletedWithSuccess: was not called within 1 s") == true)
        #expect(sink.time { if case .kill = $0 { true } else { false } } == SimTime.zero + .seconds(41))
    }

    @Test("C6: an expiration handler that completes the task saves the app: no kill, suspended again")
    func expirationHandlerCompletes() {
        let app = BGTaskApp()
        app.onTask = { session, id in
            _ = session.setBGTaskExpirationHandler(id, app.loader.register { inner in
                inner.completeBGTask(id, success: false)
                return .returned(.none)
            })
            return .returned(.none)
        }
        let (device, sink) = app.suspended(submitting: [refreshRequest])
        device.runBGTask("com.example.refresh")
        device.advance(.seconds(40))
        #expect(sink.kills.isEmpty)
        #expect(sink.bgtasks == ["started com.example.refresh", "expired com.example.refresh", "completed com.example.refresh false"])
        #expect(device.app.state == .suspended)
    }

    @Test("C6: registering after didFinishLaunching returned is UIKit's assertion: a crash citing C6")
    func lateRegistrationCrashes() {
        let app = BGTaskApp(register: [])
        app.loader.hooks[.didBecomeActive] = { session in
            _ = session.registerBGTask("com.example.refresh", handler: app.launchHandler())
            return .returned(.none)
        }
        let (device, sink) = makeDevice(app.loader, profile: .ios13)
        device.launch()
        let kill = sink.kills.first
        #expect(kill?.reason == .crash && kill?.rule == .C6)
        #expect(kill?.message.contains("All launch handlers must be registered before application finishes launching") == true)
    }

    @Test("C6: an identifier not permitted is refused: register returns false, submit fails with notPermitted (3)")
    func notPermitted() {
        let app = BGTaskApp(identifiers: ["com.example.refresh"], register: ["com.example.refresh", "com.other"])
        let (_, sink) = app.suspended(submitting: [BGTaskRequest(identifier: "com.other", kind: .refresh)])
        #expect(app.registered == [true, false])
        #expect(app.refusals.first??.code == .notPermitted)
        #expect(sink.kills.isEmpty)
    }

    @Test("C6: a request without its background mode fails with notPermitted; without a launch handler it is a crash")
    func modeAndHandler() {
        let noMode = BGTaskApp(modes: ["fetch"])
        _ = noMode.suspended(submitting: [cleanRequest])
        #expect(noMode.refusals.first??.code == .notPermitted)
        #expect(noMode.refusals.first??.message.contains("\"processing\" background mode") == true)
        let unregistered = BGTaskApp(register: [])
        let (device, sink) = makeDevice(unregistered.loader, profile: .ios13)
        unregistered.submitAtHome([refreshRequest])
        device.launch()
        device.home()
        #expect(sink.kills.first?.message.contains("No launch handler registered for task with identifier com.example.refresh") == true)
    }

    @Test("C6: 1 refresh request may be pending, a resubmit of the same identifier replaces it; an 11th processing request is refused (2)")
    func pendingLimits() {
        var ids = (1...11).map { "com.example.p\($0)" }
        let app = BGTaskApp(identifiers: ids + ["com.example.refresh", "com.example.r2"])
        ids = Array(ids)
        let requests = ids.map { BGTaskRequest(identifier: $0, kind: .processing) }
            + [refreshRequest, refreshRequest, BGTaskRequest(identifier: "com.example.r2", kind: .refresh)]
        _ = app.suspended(submitting: requests)
        #expect(app.refusals[9] == nil)
        #expect(app.refusals[10]?.code == .tooManyPendingTaskRequests)
        #expect(app.refusals[11] == nil && app.refusals[12] == nil)
        #expect(app.refusals[13]?.code == .tooManyPendingTaskRequests)
    }

    @Test("C6: a processing task that requires external power runs only while the device is charging and locked; never before its earliest begin date")
    func processingConditions() {
        let app = BGTaskApp()
        var later = refreshRequest
        later.earliestBegin = SimTime.zero + .seconds(100)
        var powered = cleanRequest
        powered.requiresExternalPower = true
        let (device, sink) = app.suspended(submitting: [powered, later])
        device.runBGTask("com.example.clean")
        #expect(sink.warnings.last?.contains("sets requiresExternalPower = true, so the task runs only while the device is charging") == true)
        device.setCharging(true)
        device.runBGTask("com.example.clean")
        #expect(sink.warnings.last?.contains("idle (the screen locked)") == true)
        device.lock()
        device.runBGTask("com.example.clean")
        #expect(app.tasks.map(\.kind) == [.processing])
        device.runBGTask("com.example.refresh")
        #expect(sink.warnings.last?.contains("earliestBeginDate") == true)
        device.advance(.seconds(100))
        device.runBGTask("com.example.refresh")
        #expect(app.tasks.map(\.kind) == [.processing, .refresh])
    }

    @Test("C6, W3: an app the user killed from the switcher is not launched for a task; completing twice is ignored with a warning")
    func userKilledAndTwice() {
        let app = BGTaskApp()
        app.onTask = { session, id in
            session.completeBGTask(id, success: true)
            session.completeBGTask(id, success: true)
            return .returned(.none)
        }
        let (device, sink) = app.suspended(submitting: [refreshRequest])
        device.runBGTask("com.example.refresh")
        #expect(sink.warnings.contains { $0.contains("called again for a task already completed") })
        device.reopen()
        device.home()
        device.userKill()
        sink.reset()
        device.runBGTask("com.example.refresh")
        #expect(app.tasks.count == 1)
    }

    @Test("C6, P: before ios13 the verbs do nothing and name ios13; registering and submitting are refused")
    func olderProfiles() {
        let app = BGTaskApp()
        let (device, sink) = app.suspended(submitting: [refreshRequest], profile: .ios7)
        #expect(app.registered == [false, false])
        #expect(app.refusals.first??.code == .unavailable)
        device.runBGTask("com.example.refresh")
        device.setCharging(true)
        #expect(sink.warnings.filter { $0.contains("comes with ios13") }.count == 2)
        #expect(sink.bgtasks.isEmpty)
    }
}
