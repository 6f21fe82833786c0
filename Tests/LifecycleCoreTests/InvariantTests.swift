import Testing

@testable import LifecycleCore

/// What the core's debug assertions check, tested through the predicates and mechanisms they
/// rely on (a failing `assert` stops the test process, so it cannot be tested itself): state
/// moves are edges of their graphs (S1, C2), the clock never goes back, a session is never
/// reused while held; and a process's end leaves a fresh `AppProcess` and the `AppRecord` as
/// it was (B7, W3).
@Suite("Invariants the assertions check")
struct InvariantTests {
    @Test("C2: a scene's canMove allows exactly the edges of its state graph")
    func sceneGraph() {
        let allowed: Set<String> = [
            "unattached→foregroundInactive", "unattached→background",
            "foregroundInactive→foregroundActive", "foregroundActive→foregroundInactive",
            "foregroundInactive→background", "background→foregroundInactive",
            "background→unattached", "foregroundInactive→unattached", "foregroundActive→unattached",
        ]
        for from in SceneState.allCases {
            for to in SceneState.allCases {
                let edge = "\(from.rawValue)→\(to.rawValue)"
                #expect(from.canMove(to: to) == allowed.contains(edge), "\(edge)")
            }
        }
    }

    @Test("S1: no move from a state to itself is an edge; move(to:) skips it rather than record it")
    func noSelfEdges() {
        #expect(AppState.allCases.allSatisfy { !$0.canMove(to: $0) })
        let (device, sink) = makeDevice(ScriptedLoader.implementingAll())
        device.launch()
        let before = sink.states.count
        device.app.move(to: .active)
        #expect(sink.states.count == before)
    }

    @Test("The clock never goes back: a job due before now runs at now, and advancing by nothing keeps it")
    func clockNeverGoesBack() {
        let scheduler = Scheduler()
        scheduler.advance(by: .seconds(5))
        var seen: SimTime?
        scheduler.schedule(at: .seconds(1)) { seen = scheduler.now }
        scheduler.advance(by: .zero)
        #expect(seen == .seconds(5))
        #expect(scheduler.now == .seconds(5))
        scheduler.spend(.zero)
        #expect(scheduler.now == .seconds(5))
    }

    @Test("A session something still holds is not kept as the spare: the next run gets a new one")
    func heldSessionIsNotReused() {
        let (device, _) = makeDevice(ScriptedLoader.implementingAll())
        let app = device.app
        let first = app.takeSession(hook: nil, budget: .seconds(1))
        let held = first
        app.recycle(first)
        #expect(app.spareSession == nil)
        let second = app.takeSession(hook: nil, budget: .seconds(1))
        #expect(second !== held)
        // A session no one holds (a temporary, passed on) is the spare, and the next run's.
        app.recycle(app.takeSession(hook: nil, budget: .seconds(1)))
        let spare = app.spareSession.map(ObjectIdentifier.init)
        #expect(spare != nil && spare != ObjectIdentifier(held) && spare != ObjectIdentifier(second))
        #expect(ObjectIdentifier(app.takeSession(hook: .didBecomeActive, budget: .seconds(2))) == spare)
    }

    /// `dump` of a value: its stored properties, recursively.
    func dumped(_ value: Any) -> String {
        var text = ""
        dump(value, to: &text)
        return text
    }

    @Test("B5, S3, W3: a kill leaves a process as new, with its jobs cancelled, and the record as it was")
    func killLeavesFreshProcess() {
        let loader = ScriptedLoader.implementingAll()
        let block = loader.register { _ in .returned(.none) }
        loader.hooks[.didEnterBackground] = { session in
            _ = session.beginBackgroundTask(expirationHandler: nil)
            session.dispatch(block, queue: .main, after: .seconds(30))
            return .returned(.none)
        }
        let (device, _) = makeDevice(loader)
        device.launch()
        device.home()
        #expect(!device.app.process.tasks.isEmpty && device.app.process.expirationTicket != nil)
        #expect(dumped(device.app.process) != dumped(AppProcess()))
        let jobs = device.scheduler.pendingCount
        device.userKill()
        #expect(device.app.state == .notRunning)
        #expect(dumped(device.app.process) == dumped(AppProcess()))
        #expect(device.scheduler.pendingCount < jobs, "the allowance's end and the block are cancelled")
        #expect(device.app.record.userKilled && device.app.record.launchedOnce, "W3: the record outlives the process")
    }
}
