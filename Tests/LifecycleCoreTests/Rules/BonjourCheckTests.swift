import Testing

@testable import LifecycleCore
import TestSupport

@Suite("R2 — Bonjour services and listening sockets before suspension")
struct BonjourCheckTests {
    /// An app that publishes `chat` and listens on port 8080 once active.
    private func publishing() -> ScriptedLoader {
        let loader = ScriptedLoader.implementingAll()
        loader.hooks[.didBecomeActive] = does { session in
            session.publishService("chat")
            session.listen(on: 8080)
        }
        return loader
    }

    @Test("R2: a service and a listening socket still open at suspension are a violation; the system closes them")
    func leftOpen() {
        let loader = publishing()
        let (device, sink) = makeDevice(loader)
        device.launch()
        device.home()
        sink.reset()
        device.advance(.seconds(1))
        #expect(sink.ruleTimeline == ["violation R2", state(.background, .suspended)])
        #expect(sink.violations.first?.message
            == "still open at suspension, closed by the system: service 'chat', listening socket on port 8080")
        #expect(sink.kills.isEmpty)
        #expect(device.app.state == .suspended)
        #expect(device.app.resources.bonjourServices.isEmpty)
        #expect(device.app.resources.listeningPorts.isEmpty)
    }

    @Test("R2: no violation while the app still runs in the background; it comes at suspension")
    func onlyAtSuspension() {
        let loader = publishing()
        var task = 0
        let end = loader.register(does { session in session.endBackgroundTask(task) })
        loader.hooks[.didEnterBackground] = does { session in
            task = session.beginBackgroundTask(expirationHandler: nil)
            session.dispatch(end, queue: .main, after: .seconds(50))
        }
        let (device, sink) = makeDevice(loader)
        device.launch()
        device.home()
        device.advance(.seconds(40))
        #expect(sink.violations.isEmpty)
        #expect(device.app.resources.bonjourServices == ["chat"])
        device.advance(.seconds(20))
        #expect(sink.violatedRules == [.R2])
        #expect(sink.time { if case .violation = $0 { true } else { false } } == SimTime.seconds(50) + Budgets().dispatchCost, "after the block that ends the task")
        #expect(device.app.state == .suspended)
    }

    @Test("R2: unpublished and closed in applicationDidEnterBackground:, the app is suspended without a violation")
    func cleanedUp() {
        let loader = publishing()
        var stopped: [Bool] = []
        loader.hooks[.didEnterBackground] = does { session in
            stopped = [session.unpublishService("chat"), session.stopListening(on: 8080)]
        }
        let (device, sink) = launchedAndSuspended(loader)
        #expect(stopped == [true, true])
        #expect(sink.violations.isEmpty)
        #expect(device.app.state == .suspended)
    }

    @Test("R2: only what is left is reported")
    func partlyCleaned() {
        let loader = publishing()
        loader.hooks[.didEnterBackground] = does { _ = $0.unpublishService("chat") }
        let (_, sink) = launchedAndSuspended(loader)
        #expect(sink.violations.map(\.message) == ["still open at suspension, closed by the system: listening socket on port 8080"])
    }

    @Test("R2: what the system closed stays closed: stopping it fails, and a second suspension has no violation")
    func closedBySystem() {
        let loader = publishing()
        let (device, sink) = launchedAndSuspended(loader)
        #expect(sink.violatedRules == [.R2])
        var stopped: [Bool] = []
        loader.hooks[.didBecomeActive] = returns()
        loader.hooks[.willEnterForeground] = does { session in
            stopped = [session.unpublishService("chat"), session.stopListening(on: 8080)]
        }
        sink.reset()
        device.reopen()
        device.home()
        device.advance(.seconds(1))
        #expect(stopped == [false, false])
        #expect(sink.violations.isEmpty)
        #expect(device.app.state == .suspended)
    }

    @Test("R2: publishing again after return and leaving it open is a new violation")
    func republished() {
        let loader = publishing()
        let (device, sink) = launchedAndSuspended(loader)
        device.reopen()
        device.home()
        device.advance(.seconds(1))
        #expect(sink.violatedRules == [.R2, .R2])
    }

    @Test("R2: publishing the same service twice holds it once")
    func publishTwice() {
        let loader = ScriptedLoader.implementingAll()
        loader.hooks[.didBecomeActive] = does { session in
            session.publishService("chat")
            session.publishService("chat")
            session.listen(on: 80)
            session.listen(on: 80)
            #expect(session.unpublishService("chat"))
            #expect(session.stopListening(on: 80))
        }
        let (_, sink) = launchedAndSuspended(loader)
        #expect(sink.violations.isEmpty)
    }
}
