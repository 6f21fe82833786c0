import Testing

@testable import LifecycleCore
import TestSupport

@Suite("E — the virtual clock and run loop")
struct SchedulerTests {
    @Test("E6: time moves only when advanced or spent, never by itself")
    func timeOnlyMovesOnAdvance() {
        let scheduler = Scheduler()
        #expect(scheduler.now == .zero)
        var ran = false
        scheduler.schedule(after: .seconds(5)) { ran = true }
        scheduler.runDue()
        #expect(scheduler.now == .zero)
        #expect(!ran)
        scheduler.advance(by: .seconds(4))
        #expect(scheduler.now == .seconds(4))
        #expect(!ran)
        scheduler.advance(by: .seconds(1))
        #expect(ran)
        #expect(scheduler.now == .seconds(5))
        scheduler.spend(.milliseconds(250))
        #expect(scheduler.now == SimTime(micros: 5_250_000))
    }

    @Test("E6: a job runs with the clock at its own deadline, and the clock ends at the advance's end")
    func jobSeesItsDeadline() {
        let scheduler = Scheduler()
        var seen: [SimTime] = []
        scheduler.schedule(at: .seconds(3)) { seen.append(scheduler.now) }
        scheduler.schedule(at: .seconds(7)) { seen.append(scheduler.now) }
        scheduler.advance(by: .seconds(10))
        #expect(seen == [.seconds(3), .seconds(7)])
        #expect(scheduler.now == .seconds(10))
    }

    @Test("E1: jobs due at the same instant run in the order they were scheduled")
    func tiesInInsertionOrder() {
        let scheduler = Scheduler()
        var order: [Int] = []
        for i in 0..<20 { scheduler.schedule(at: .seconds(2)) { order.append(i) } }
        scheduler.schedule(at: .seconds(1)) { order.append(-1) }
        scheduler.advance(by: .seconds(2))
        #expect(order == [-1] + Array(0..<20))
    }

    @Test("E1: a job scheduled for now by a running job runs after the jobs already due")
    func nestedScheduling() {
        let scheduler = Scheduler()
        var order: [String] = []
        scheduler.schedule(at: .seconds(1)) {
            order.append("a")
            scheduler.schedule(at: scheduler.now) { order.append("c") }
        }
        scheduler.schedule(at: .seconds(1)) { order.append("b") }
        scheduler.advance(by: .seconds(1))
        #expect(order == ["a", "b", "c"])
    }

    @Test("E6: a cancelled job never runs and is not counted as pending")
    func cancel() {
        let scheduler = Scheduler()
        var ran: [Int] = []
        let first = scheduler.schedule(after: .seconds(1)) { ran.append(1) }
        scheduler.schedule(after: .seconds(1)) { ran.append(2) }
        #expect(scheduler.pendingCount == 2)
        scheduler.cancel(first)
        #expect(scheduler.pendingCount == 1)
        scheduler.advance(by: .seconds(2))
        #expect(ran == [2])
        #expect(scheduler.pendingCount == 0)
        scheduler.cancel(first)  // cancelling again is harmless
        #expect(scheduler.pendingCount == 0)
    }

    @Test("E1: a job that overruns the main thread delays the next one; the clock never goes back")
    func overrun() {
        let scheduler = Scheduler()
        var seen: [SimTime] = []
        scheduler.schedule(at: .seconds(1)) { scheduler.spend(.seconds(5)) }
        scheduler.schedule(at: .seconds(3)) { seen.append(scheduler.now) }
        scheduler.advance(by: .seconds(4))
        #expect(seen == [.seconds(6)])
        #expect(scheduler.now == .seconds(6))
    }

    @Test("E6: a job scheduled in the past runs at the next run without moving the clock back")
    func pastDeadline() {
        let scheduler = Scheduler()
        scheduler.advance(by: .seconds(10))
        var seen: SimTime?
        scheduler.schedule(at: .seconds(2)) { seen = scheduler.now }
        scheduler.runDue()
        #expect(seen == .seconds(10))
        #expect(scheduler.now == .seconds(10))
    }

    @Test("E6: advance(0) runs only what is already due")
    func advanceZero() {
        let scheduler = Scheduler()
        var ran: [Int] = []
        scheduler.schedule(after: .zero) { ran.append(0) }
        scheduler.schedule(after: SimDuration(micros: 1)) { ran.append(1) }
        scheduler.advance(by: .zero)
        #expect(ran == [0])
        #expect(scheduler.now == .zero)
    }

    @Test("E6: the device clock does not move for verbs that take no app time")
    func deviceClock() {
        let (device, _) = makeDevice(.implementingAll())
        device.launch()
        device.home()
        device.reopen()
        #expect(device.now == .zero)
        device.advance(.seconds(42))
        #expect(device.now == .seconds(42))
    }
}
