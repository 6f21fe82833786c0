import Testing

@testable import LifecycleCore
import TestSupport

@Suite("B5 — background time")
struct BackgroundTimeTests {
    @Test("B5: backgroundTimeRemaining is infinite in the foreground, the allowance left in the background",
          arguments: [(OSProfile.ios7, 178.0), (.ios13, 28.0), (.ios6, 598.0)] as [(OSProfile, Double)])
    func timeRemaining(profile: OSProfile, expected: Double) {
        let loader = ScriptedLoader.implementingAll()
        var remaining: [Double] = []
        loader.hooks[.didEnterBackground] = { session in
            guard session.spend(.seconds(2)) else { return .halted(.budget) }
            remaining.append(session.backgroundTimeRemaining)
            return .returned(.none)
        }
        loader.hooks[.didBecomeActive] = { session in
            remaining.append(session.backgroundTimeRemaining)
            return .returned(.none)
        }
        let (device, _) = makeDevice(loader, profile: profile)
        device.launch()
        device.home()
        #expect(remaining == [.infinity, expected])
    }

    @Test("B5: on ios3 beginBackgroundTask returns UIBackgroundTaskInvalid (0)")
    func ios3NoTasks() {
        let loader = ScriptedLoader.implementingAll()
        var id = -1
        loader.hooks[.didBecomeActive] = { session in
            id = session.beginBackgroundTask(expirationHandler: nil)
            return .returned(.none)
        }
        let (device, _) = makeDevice(loader, profile: .ios3)
        device.launch()
        #expect(id == 0)
    }

    @Test("B5, S3: a block still running when background time runs out goes on beside the expiration handler, and freezes with the app once its task ended")
    func blockFrozenAtAllowance() {
        let loader = ScriptedLoader.implementingAll()
        var task = 0
        let handler = loader.register { session in
            session.endBackgroundTask(task)
            return .returned(.none)
        }
        let block = loader.registerThread([.work(.seconds(30))])
        loader.hooks[.didEnterBackground] = { session in
            task = session.beginBackgroundTask(expirationHandler: handler)
            session.dispatch(block, queue: .global, after: .seconds(170))
            return .returned(.none)
        }
        let (device, sink) = makeDevice(loader)
        device.launch()
        device.home()
        device.advance(.seconds(300))
        let runs = sink.records.filter { if case .run(let kind, _, _, _, _) = $0.event { kind != .main } else { false } }
        // The handler runs at 180 s; the block's 10 s from 170 s are written as it freezes.
        #expect(runs.map(\.event) == [
            .run(kind: .expirationHandler, cost: .zero, task: 1, queue: nil),
            .run(kind: .block, cost: .seconds(10), task: nil, queue: "global"),
        ])
        #expect(runs.map(\.time) == [.seconds(180), .seconds(170)])
        #expect(sink.codeLines.map(\.action) == [.froze])
        #expect(sink.codeLines.first?.rule == .B5)
        #expect(sink.codeLines.first?.ran == .seconds(10))
        #expect(sink.kills.isEmpty)
        #expect(device.app.state == .suspended)
    }

    @Test("B5: once background time has run out, beginBackgroundTask returns UIBackgroundTaskInvalid")
    func noTaskAfterAllowance() {
        let loader = ScriptedLoader.implementingAll()
        var task = 0
        var late = -1
        let handler = loader.register { session in
            late = session.beginBackgroundTask(expirationHandler: nil)
            session.endBackgroundTask(task)
            return .returned(.none)
        }
        loader.hooks[.didEnterBackground] = { session in
            task = session.beginBackgroundTask(expirationHandler: handler)
            return .returned(.none)
        }
        let (device, sink) = makeDevice(loader, profile: .ios13)
        device.launch()
        device.home()
        device.advance(.seconds(60))
        #expect(late == 0)
        #expect(sink.kills.isEmpty)
        #expect(device.app.state == .suspended)
    }
}
