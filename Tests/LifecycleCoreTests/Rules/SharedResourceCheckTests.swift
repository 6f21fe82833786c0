import Testing

@testable import LifecycleCore
import TestSupport

@Suite("R6 — shared system resources released before suspension")
struct SharedResourceCheckTests {
    /// An app that takes `names` once active.
    private func holding(_ names: [String]) -> ScriptedLoader {
        let loader = ScriptedLoader.implementingAll()
        loader.hooks[.didBecomeActive] = does { session in names.forEach(session.acquireShared) }
        return loader
    }

    @Test("R6: an app still holding the Address Book when suspended is killed (resources), without notice")
    func killedAtSuspension() {
        let loader = holding(["ABAddressBook"])
        let (device, sink) = makeDevice(loader)
        device.launch()
        device.home()
        sink.reset()
        device.advance(.seconds(1))
        #expect(sink.ruleTimeline == ["kill resources R6", state(.background, .notRunning)])
        #expect(sink.kills.first?.message
            == "still holding ABAddressBook when suspended; release shared resources in applicationDidEnterBackground:")
        #expect(!loader.hooksSeen.contains(.willTerminate))
        #expect(!sink.states.contains(Edge(.background, .suspended)))
        #expect(device.app.state == .notRunning)
    }

    @Test("R6: the kill names everything still held")
    func namesAll() {
        let (_, sink) = launchedAndSuspended(holding(["ABAddressBook", "EKEventStore"]))
        #expect(sink.kills.map(\.reason) == [.resources])
        #expect(sink.kills.first?.message.hasPrefix("still holding ABAddressBook, EKEventStore when suspended") == true)
    }

    @Test("R6: released in applicationDidEnterBackground:, the app is suspended normally")
    func releasedInBackground() {
        let loader = holding(["ABAddressBook", "EKEventStore"])
        var released: [Bool] = []
        loader.hooks[.didEnterBackground] = does { session in
            released = [session.releaseShared("ABAddressBook"), session.releaseShared("EKEventStore"),
                        session.releaseShared("EKEventStore")]
        }
        let (device, sink) = launchedAndSuspended(loader)
        #expect(released == [true, true, false])
        #expect(sink.kills.isEmpty)
        #expect(sink.violations.isEmpty)
        #expect(device.app.state == .suspended)
    }

    @Test("R6: released in applicationWillResignActive: is fine too")
    func releasedOnResign() {
        let loader = holding(["EKEventStore"])
        loader.hooks[.willResignActive] = does { _ = $0.releaseShared("EKEventStore") }
        let (device, sink) = launchedAndSuspended(loader)
        #expect(sink.kills.isEmpty)
        #expect(device.app.state == .suspended)
    }

    @Test("R6: acquired twice, released once: still held")
    func acquiredTwice() {
        let loader = holding(["ABAddressBook", "ABAddressBook"])
        loader.hooks[.didEnterBackground] = does { _ = $0.releaseShared("ABAddressBook") }
        let (_, sink) = launchedAndSuspended(loader)
        #expect(sink.kills.map(\.rule) == [.R6])
        #expect(sink.kills.first?.message.hasPrefix("still holding ABAddressBook when suspended") == true)
    }

    @Test("R6: holding a resource while running in the background is allowed; the kill comes at suspension")
    func heldWhileRunning() {
        let loader = holding(["ABAddressBook"])
        var task = 0
        let end = loader.register(does { session in session.endBackgroundTask(task) })
        loader.hooks[.didEnterBackground] = does { session in
            task = session.beginBackgroundTask(expirationHandler: nil)
            session.dispatch(end, queue: .main, after: .seconds(30))
        }
        let (device, sink) = makeDevice(loader)
        device.launch()
        device.home()
        device.advance(.seconds(29))
        #expect(sink.kills.isEmpty)
        #expect(device.app.state == .background)
        device.advance(.seconds(2))
        #expect(sink.kills.map(\.reason) == [.resources])
        #expect(sink.time { if case .kill = $0 { true } else { false } } == SimTime.seconds(30) + Budgets().dispatchCost, "after the block that ends the task")
    }

    @Test("R6: without multitasking (ios3) Home terminates the app: no suspension, no R6 kill")
    func ios3() {
        let (device, sink) = launchedAndSuspended(holding(["ABAddressBook"]), profile: .ios3)
        #expect(sink.kills.isEmpty)
        #expect(sink.exits == [.T1])
        #expect(device.app.state == .notRunning)
    }
}
