import Testing

@testable import LifecycleCore
import TestSupport

@Suite("B5 — background tasks")
struct BackgroundTaskTests {
    /// An app whose didEnterBackground begins one task; the expiration handler ends it if `ends`.
    private final class TaskApp {
        let loader = ScriptedLoader.implementingAll()
        var task = 0
        var handler: CallbackID?

        init(ends: Bool, handlerWork: Int64 = 0, withHandler: Bool = true) {
            if withHandler {
                handler = loader.register { [unowned self] session in
                    guard session.spend(.seconds(handlerWork)) else { return .halted(.budget) }
                    if ends { session.endBackgroundTask(self.task) }
                    return .returned(.none)
                }
            }
            loader.hooks[.didEnterBackground] = { [unowned self] session in
                self.task = session.beginBackgroundTask(expirationHandler: self.handler)
                return .returned(.none)
            }
        }
    }

    private func expiredAt(_ sink: CollectingSink) -> SimTime? {
        sink.time { if case .run(.expirationHandler, _, _, _, _) = $0 { true } else { false } }
    }

    @Test("B2, B5: an app that asked for extra time (an open task) keeps running in the background")
    func taskKeepsRunning() {
        let app = TaskApp(ends: true)
        let (device, sink) = makeDevice(app.loader)
        device.launch()
        device.home()
        device.advance(.seconds(100))
        #expect(app.task == 1)
        #expect(device.app.state == .background)
        #expect(!sink.states.contains(Edge(.background, .suspended)))
    }

    @Test("B5: ending the last task lets the app be suspended at once")
    func endingTaskSuspends() {
        let app = TaskApp(ends: true)
        let block = app.loader.register { [unowned app] session in
            session.endBackgroundTask(app.task)
            return .returned(.none)
        }
        app.loader.hooks[.didEnterBackground] = { [unowned app] session in
            app.task = session.beginBackgroundTask(expirationHandler: app.handler)
            session.dispatch(block, queue: .main, after: .seconds(10))
            return .returned(.none)
        }
        let (device, sink) = makeDevice(app.loader)
        device.launch()
        device.home()
        device.advance(.seconds(60))
        #expect(device.app.state == .suspended)
        // The block that ends the task runs at 10 s and costs the dispatch overhead (T5).
        #expect(sink.time { $0 == .state(from: .background, to: .suspended) } == SimTime.seconds(10) + Budgets().dispatchCost)
        #expect(sink.events.contains(.task(action: "end", id: 1)))
        #expect(app.loader.released.contains(app.handler!))
        #expect(sink.violations.isEmpty)
    }

    @Test("B5: the expiration handler is called when the OS allowance runs out",
          arguments: [(OSProfile.ios4, 600), (.ios6, 600), (.ios7, 180), (.ios13, 30)] as [(OSProfile, Int64)])
    func expirationAtAllowance(profile: OSProfile, allowance: Int64) {
        let app = TaskApp(ends: true)
        let (device, sink) = makeDevice(app.loader, profile: profile)
        device.launch()
        device.home()
        device.advance(.seconds(allowance - 1))
        #expect(expiredAt(sink) == nil)
        #expect(device.app.state == .background)
        device.advance(.seconds(2))
        #expect(expiredAt(sink) == .seconds(allowance))
        #expect(sink.kills.isEmpty)
        #expect(device.app.state == .suspended)
    }

    @Test("B5: a task still open after its expiration handler returned gets the app killed (expired)")
    func notEndedIsKilled() {
        let app = TaskApp(ends: false)
        let (device, sink) = makeDevice(app.loader)
        device.launch()
        device.home()
        device.advance(.seconds(300))
        #expect(sink.kills.map(\.reason) == [.expired])
        #expect(sink.kills.first?.rule == .B5)
        #expect(sink.time { if case .kill = $0 { true } else { false } } == .seconds(180))
        #expect(device.app.state == .notRunning)
    }

    @Test("B5: a task begun without an expiration handler is killed when time runs out")
    func noHandler() {
        let app = TaskApp(ends: false, withHandler: false)
        let (device, sink) = makeDevice(app.loader, profile: .ios13)
        device.launch()
        device.home()
        device.advance(.seconds(31))
        #expect(sink.kills.map(\.reason) == [.expired])
        #expect(sink.kills.first?.rule == .B5)
    }

    @Test("B5: an expiration handler must end its task at once: 2 s in it is a kill")
    func slowHandler() {
        let app = TaskApp(ends: true, handlerWork: 2)
        let (device, sink) = makeDevice(app.loader)
        device.launch()
        device.home()
        device.advance(.seconds(200))
        #expect(sink.kills.map(\.reason) == [.expired])
        #expect(sink.kills.first?.rule == .B5)
    }

    @Test("B5: endBackgroundTask of an unknown id, or ending a task twice, is a B5 violation")
    func unknownTask() {
        let loader = ScriptedLoader.implementingAll()
        loader.hooks[.didBecomeActive] = { session in
            session.endBackgroundTask(42)
            let id = session.beginBackgroundTask(expirationHandler: nil)
            session.endBackgroundTask(id)
            session.endBackgroundTask(id)
            session.endBackgroundTask(0)  // UIBackgroundTaskInvalid: ignored
            return .returned(.none)
        }
        let (device, sink) = makeDevice(loader)
        device.launch()
        #expect(sink.violatedRules == [.B5, .B5])
        #expect(sink.kills.isEmpty)
    }
}
