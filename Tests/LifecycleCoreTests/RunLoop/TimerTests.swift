import Testing

@testable import LifecycleCore
import TestSupport

@Suite("E6, I6, I7 — timers on the main run loop")
struct TimerTests {
    /// An app that schedules a timer in `hook` (a `tick` callback that runs `body`); `id` is the
    /// timer's id once scheduled.
    private final class TimerApp {
        let loader = ScriptedLoader.implementingAll()
        var id: Int?
        var fires = 0

        init(_ interval: SimDuration, repeats: Bool, in hook: Hook = .didBecomeActive, body: @escaping (HookSession, Int) -> Void = { _, _ in }) {
            let tick = loader.register { [unowned self] session in
                self.fires += 1
                body(session, self.fires)
                return .returned(.none)
            }
            loader.hooks[hook] = { [unowned self] session in
                self.id = session.scheduleTimer(interval: interval, repeats: repeats, callback: tick)
                return .returned(.none)
            }
        }
    }

    /// When the timer's callback ran, in seconds since `start`.
    private func fireTimes(_ sink: CollectingSink, since start: SimTime) -> [Int64] {
        sink.records.compactMap {
            if case .run(.timer, _, _, _, _) = $0.event { ($0.time - start).micros / 1_000_000 } else { nil }
        }
    }

    @Test("E6: a one-shot timer fires once, when its interval has passed, and is then no longer scheduled")
    func oneShot() {
        let app = TimerApp(.seconds(2), repeats: false)
        let (device, sink) = launched(app.loader)
        let start = device.now
        device.advance(.seconds(1))
        #expect(app.fires == 0)
        device.advance(.seconds(10))
        #expect(fireTimes(sink, since: start) == [2])
        #expect(sink.ruleTimeline == [ran(.timer, "timer \(app.id!)")])
        #expect(device.app.resources.timers.isEmpty)
    }

    @Test("E6: a repeating timer fires every interval until invalidated; invalidating twice returns nil")
    func repeating() {
        var released: [CallbackID?] = []
        let app = TimerApp(.seconds(1), repeats: true) { session, fires in
            guard fires == 3 else { return }
            released = [session.invalidateTimer(session.app.resources.timers.keys.first!), session.invalidateTimer(1_000)]
        }
        let (device, sink) = launched(app.loader)
        let start = device.now
        device.advance(.seconds(10))
        #expect(fireTimes(sink, since: start) == [1, 2, 3])
        #expect(released == [CallbackID(raw: 1), nil])
        #expect(device.app.resources.timers.isEmpty)
    }

    @Test("E6: a timer invalidated before it fires never fires")
    func invalidatedEarly() {
        let app = TimerApp(.seconds(5), repeats: true)
        let stop = app.loader.register(does { session in _ = session.invalidateTimer(app.id!) })
        app.loader.hooks[.didFinishLaunching] = does { $0.dispatch(stop, queue: .main, after: .seconds(2)) }
        let (device, _) = launched(app.loader)
        device.advance(.seconds(30))
        #expect(app.fires == 0)
    }

    @Test("E6: a timer never fires while the app is suspended; one that came due fires once on resume")
    func frozenWhileSuspended() {
        let app = TimerApp(.seconds(5), repeats: true, in: .didEnterBackground)
        let (device, sink) = launched(app.loader)
        device.home()
        device.advance(.seconds(60))
        #expect(device.app.state == .suspended)
        #expect(app.fires == 0)
        #expect(sink.codeWhileSuspended.isEmpty)
        device.reopen()
        let back = device.now
        device.advance(.zero)
        #expect(app.fires == 1)
        device.advance(.seconds(5))
        #expect(fireTimes(sink, since: back) == [0, 5])
        #expect(sink.violatedRules.isEmpty)
    }

    @Test("I6: a timer still scheduled once the app has resigned active is a violation, whatever made it resign",
          arguments: ["home", "call", "lock", "notification_center"])
    func stillScheduled(verb: String) {
        let app = TimerApp(.seconds(30), repeats: true)
        let (device, sink) = launched(app.loader)
        switch verb {
        case "home": device.home()
        case "call": device.incomingCall()
        case "lock": device.lock()
        default: device.notificationCenter()
        }
        #expect(Array(sink.timeline.prefix(4)) == [
            call(.willResignActive), notify(.willResignActive), state(.active, .inactive), "violation I6",
        ])
        #expect(sink.violations.map(\.message) == [
            "timer \(app.id!) still scheduled while the app is inactive; invalidate timers in applicationWillResignActive: and restart them in applicationDidBecomeActive: (I7)",
        ])
    }

    @Test("I7, I6: a timer invalidated on resigning active and restarted on becoming active: no violation, it runs again")
    func pausedAndRestarted() {
        let app = TimerApp(.seconds(1), repeats: true)
        app.loader.hooks[.willResignActive] = does { session in _ = session.invalidateTimer(app.id!) }
        let (device, sink) = launched(app.loader)
        device.advance(.seconds(2))
        #expect(app.fires == 2)
        device.incomingCall()
        device.advance(.seconds(10))
        #expect(app.fires == 2)
        device.decline()
        device.advance(.seconds(3))
        #expect(app.fires == 5)
        #expect(sink.violations.isEmpty)
    }

    /// When the timer's callback ran, in milliseconds since `start`.
    private func fireMillis(_ sink: CollectingSink, since start: SimTime) -> [Int64] {
        sink.records.compactMap {
            if case .run(.timer, _, _, _, _) = $0.event { ($0.time - start).micros / 1_000 } else { nil }
        }
    }

    @Test("E6: a repeating timer keeps its schedule: a 0.25 s handler on a 1 s timer fires at 1, 2, 3, 4")
    func keepsSchedule() {
        let app = TimerApp(.seconds(1), repeats: true) { session, _ in session.spend(.milliseconds(250)) }
        let (device, sink) = launched(app.loader)
        let start = device.now
        device.advance(.milliseconds(4_100))
        #expect(fireMillis(sink, since: start) == [1_000, 2_000, 3_000, 4_000])
    }

    @Test("E6: a handler longer than the interval skips the slots it covered: the next firing is the first slot after it returns")
    func longHandler() {
        let app = TimerApp(.seconds(1), repeats: true) { session, _ in session.spend(.milliseconds(1_500)) }
        let (device, sink) = launched(app.loader)
        let start = device.now
        device.advance(.milliseconds(7_100))
        #expect(fireMillis(sink, since: start) == [1_000, 3_000, 5_000, 7_000])   // as CFRunLoop reschedules
    }

    @Test("E6: firings missed while the thread was busy elsewhere collapse into one late firing; then the schedule resumes")
    func missedCollapse() {
        let app = TimerApp(.seconds(1), repeats: true)
        let slow = app.loader.register { session in session.spend(.milliseconds(2_500)) ? .returned(.none) : .halted(.budget) }
        let (device, sink) = launched(app.loader)
        let start = device.now
        device.app.dispatch(slow, queue: .main, at: start + .milliseconds(900))
        device.advance(.milliseconds(5_100))
        // Busy from 0.9 s to 3.4 s: the 1, 2 and 3 s firings collapse into one at 3.4 s.
        #expect(fireMillis(sink, since: start) == [3_400, 4_000, 5_000])
    }

    @Test("E6, S3: a timer due while the app was suspended fires once when it runs again, then keeps its schedule")
    func suspendedCollapse() {
        let app = TimerApp(.seconds(1), repeats: true, in: .didFinishLaunching)
        let (device, sink) = launched(app.loader)
        let start = device.now
        device.home()
        device.advance(.milliseconds(10_500))
        #expect(device.app.state == .suspended)
        #expect(fireMillis(sink, since: start).isEmpty)
        device.reopen()
        device.advance(.milliseconds(2_000))
        #expect(fireMillis(sink, since: start) == [10_500, 11_000, 12_000])
    }
}
