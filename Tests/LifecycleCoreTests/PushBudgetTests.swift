import Testing

@testable import LifecycleCore
import TestSupport

/// W2's budget (the simulator's model of an undocumented one): at most 3 wakes or launches by
/// push in any 3,600 s, a sliding window; a later push is held, the newest replacing older ones,
/// until the window allows a wake or the app next runs in the foreground; a force-quit discards
/// it (W3); pushes to an app in the foreground are neither held nor counted.
@Suite("W2 — the budget of background pushes")
struct PushBudgetTests {
    static func article(_ id: Int) -> PushPayload {
        silentPush([PayloadEntry(key: "article", value: .number(Double(id)))])
    }

    /// The articles the push method was handed, in order.
    static func delivered(_ app: WakeApp) -> [Double] {
        app.loader.observed.compactMap { call in
            guard case .remoteNotification(let payload, _) = call.arguments, case .number(let id)? = payload.root["article"] else { return nil }
            return id
        }
    }

    static func held(_ sink: CollectingSink) -> [String] {
        sink.events.compactMap { $0.info }.filter { $0.rule == .W2 }.map(\.message)
    }

    @Test("W2: three pushes an hour wake the app; the fourth is held and wakes it when the first wake is exactly 3,600 s old")
    func fourthHeldUntilWindowOpens() {
        let app = WakeApp()
        let (device, sink) = app.suspended()
        let start = device.now
        for id in 1...4 {
            device.push(Self.article(id))
            device.advance(.seconds(10))
        }
        #expect(Self.delivered(app) == [1, 2, 3])
        #expect(Self.held(sink).first?.hasPrefix("push held: the app was woken or launched by push 3 times in the last 3600 s") == true)
        device.advance(start + .seconds(3_600) - device.now - SimDuration(micros: 1))
        #expect(Self.delivered(app) == [1, 2, 3])
        device.advance(SimDuration(micros: 1))
        #expect(Self.delivered(app) == [1, 2, 3, 4])
        #expect(sink.records.last { $0.event.wake != nil }?.time == start + .seconds(3_600))
    }

    @Test("W2: the held wake counts: a push right after it is held again, until the second wake leaves the window")
    func heldWakeCounts() {
        let app = WakeApp()
        let (device, _) = app.suspended()
        let start = device.now
        for id in 1...4 { device.push(Self.article(id)); device.advance(.seconds(10)) }
        device.advance(start + .seconds(3_600) - device.now)
        device.push(Self.article(5))
        #expect(Self.delivered(app) == [1, 2, 3, 4])
        device.advance(start + .seconds(3_610) - device.now)
        #expect(Self.delivered(app) == [1, 2, 3, 4, 5])
    }

    @Test("W2: a newer held push replaces the older: only the newest is delivered")
    func newestReplaces() {
        let app = WakeApp()
        let (device, sink) = app.suspended()
        for id in 1...5 { device.push(Self.article(id)); device.advance(.seconds(10)) }
        #expect(Self.held(sink).last?.hasSuffix("(it replaces the push held before)") == true)
        device.advance(.seconds(3_600))
        #expect(Self.delivered(app) == [1, 2, 3, 5])
    }

    @Test("W2: a held push is delivered when the app next runs in the foreground, if sooner; the wake it waited for does not come")
    func deliveredInForeground() {
        let app = WakeApp()
        let (device, sink) = app.suspended()
        for id in 1...4 { device.push(Self.article(id)); device.advance(.seconds(10)) }
        device.reopen()
        #expect(Self.delivered(app) == [1, 2, 3, 4])
        #expect(Self.held(sink).contains("the app runs in the foreground: the push the system held is delivered now"))
        let wakes = sink.wakes.count
        device.home()
        device.advance(.seconds(3_600))
        #expect(sink.wakes.count == wakes)
        #expect(Self.delivered(app) == [1, 2, 3, 4])
    }

    @Test("W2, W3: a force-quit discards the held push")
    func forceQuitDiscards() {
        let app = WakeApp()
        let (device, sink) = app.suspended()
        for id in 1...4 { device.push(Self.article(id)); device.advance(.seconds(10)) }
        device.userKill()
        #expect(sink.events.contains { $0.info?.rule == .W3 && $0.info?.message.contains("is discarded") == true })
        device.advance(.seconds(3_600))
        device.launch()
        device.advance(.seconds(1))
        #expect(Self.delivered(app) == [1, 2, 3])
    }

    @Test("W2: pushes to an app in the foreground are neither held nor counted")
    func foregroundNotCounted() {
        let app = WakeApp()
        let (device, sink) = makeDevice(app.loader)
        device.launch()
        for id in 1...5 { device.push(Self.article(id)) }
        device.home()
        device.advance(.seconds(10))
        for id in 6...8 { device.push(Self.article(id)); device.advance(.seconds(10)) }
        #expect(Self.delivered(app) == [1, 2, 3, 4, 5, 6, 7, 8])
        #expect(Self.held(sink).isEmpty)
    }

    @Test("W2, L2: launches by push count too, and the held push launches a not-running app when the window opens")
    func launchesCount() {
        let app = WakeApp()
        let (device, sink) = app.suspended()
        for id in 1...3 {
            device.lowMemory()   // purged: the next push launches it
            device.push(Self.article(id))
            device.advance(.seconds(10))
        }
        device.lowMemory()
        device.push(Self.article(4))
        #expect(sink.wakes.map(\.1) == [true, true, true])
        device.advance(.seconds(3_600))
        #expect(sink.wakes.map(\.1) == [true, true, true, true])
        #expect(Self.delivered(app) == [1, 2, 3, 4])
    }
}
