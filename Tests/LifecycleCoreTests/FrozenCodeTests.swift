import XCTest
@testable import LifecycleCore
import TestSupport

/// S3: a block on a global queue runs beside the main thread, freezes where it stands when its
/// app is suspended, goes on at the next wake, and is lost with its process (B5, W1, C6, M1).
/// Core only: the blocks are scripted steps (ThreadSupport.swift), no Lua.
final class FrozenCodeTests: XCTestCase {
    /// An app whose applicationDidEnterBackground: dispatches `steps` to a global queue, then
    /// works `after` more on the main thread.
    private func appSaving(_ steps: [ThreadStep], after: SimDuration = .milliseconds(200),
                           task: Bool = false) -> ScriptedLoader {
        let loader = ScriptedLoader.implementingAll()
        let block = loader.registerThread(steps)
        loader.hooks[.didEnterBackground] = { session in
            if task { _ = session.beginBackgroundTask(expirationHandler: nil) }
            session.dispatch(block, queue: .global, after: .zero)
            return work(session, after)
        }
        return loader
    }

    func testS3BlockFreezesAtSuspensionAndResumesWhereItStoppedOnIos7AndIos13() {
        for profile in [OSProfile.ios7, .ios13] {
            var saved = false
            let loader = appSaving([.work(.seconds(1)), .run { _ in saved = true }])
            let (device, sink) = makeDevice(loader, profile: profile)
            device.launch()
            device.home()
            device.advance(.seconds(60))
            XCTAssertEqual(device.app.state, .suspended, "\(profile.name)")
            XCTAssertFalse(saved, "\(profile.name): the save froze with the app, 0.8 s short")
            // It ran beside the main thread for the rest of applicationDidEnterBackground: only.
            XCTAssertEqual(sink.codeLines.map(\.action), [.froze], "\(profile.name)")
            XCTAssertEqual(sink.codeLines.first?.line, "app.lua:1", "\(profile.name): it stopped inside work(1)")
            XCTAssertEqual(sink.codeLines.first?.rule, .S3, "\(profile.name)")
            XCTAssertEqual(sink.codeLines.first?.ran, .milliseconds(199), "\(profile.name): the rest of the method, less the dispatch overhead (1 ms)")
            sink.reset()
            device.reopen()
            XCTAssertEqual(sink.codeLines.map(\.action), [.resumed], "\(profile.name)")
            device.advance(.seconds(1))
            XCTAssertTrue(saved, "\(profile.name): it went on where it stopped, and finished")
            // S3: the clock counts only the time the block ran: 0.199 s before, 0.801 s after.
            XCTAssertEqual(sink.globalRunCosts.reduce(.zero, +), .milliseconds(801), "\(profile.name)")
        }
    }

    func testM1FrozenBlockIsLostWhenThePurgeKillsTheApp() {
        var saved = false
        let loader = appSaving([.work(.seconds(1)), .run { _ in saved = true }])
        let (device, sink) = makeDevice(loader, profile: .ios7)
        device.launch()
        device.home()
        device.advance(.seconds(10))
        sink.reset()
        device.lowMemory()
        XCTAssertEqual(device.app.state, .notRunning)
        XCTAssertEqual(sink.codeLines.map(\.action), [.lost])
        XCTAssertEqual(sink.codeLines.first?.rule, .M1)
        XCTAssertEqual(sink.codeLines.first?.line, "app.lua:1")
        device.launch()
        device.advance(.seconds(5))
        XCTAssertFalse(saved, "a purged app resumes nothing")
        XCTAssertEqual(sink.codeLines.map(\.action), [.lost])
    }

    func testB5BlockUnderABackgroundTaskFinishesBeforeTheAppIsSuspended() {
        var saved = false
        let loader = ScriptedLoader.implementingAll()
        var taskID = 0
        let block = loader.registerThread([.work(.seconds(3)), .run { session in
            saved = true
            session.endBackgroundTask(taskID)
        }])
        loader.hooks[.didEnterBackground] = { session in
            taskID = session.beginBackgroundTask(expirationHandler: nil)
            session.dispatch(block, queue: .global, after: .zero)
            return .returned(.none)
        }
        let (device, sink) = makeDevice(loader, profile: .ios13)
        device.launch()
        device.home()
        device.advance(.seconds(10))
        XCTAssertTrue(saved)
        XCTAssertEqual(device.app.state, .suspended)
        XCTAssertTrue(sink.codeLines.isEmpty, "nothing was running when the app was suspended")
        // The suspension came as the task ended, 3 s after Home, not at the next job.
        let suspendedAt = sink.records.first { if case .state(_, .suspended) = $0.event { true } else { false } }?.time
        XCTAssertEqual(suspendedAt.map { $0 - sink.records[0].time }, .milliseconds(3_001), "3 s after the block began, 1 ms after Home")
    }

    func testB5BlockFreezesWhenTheExpirationHandlerEndsItsTaskAndResumesOnReturn() {
        var steps = 0
        let loader = ScriptedLoader.implementingAll()
        var taskID = 0
        let block = loader.registerThread([.work(.seconds(40)), .run { _ in steps += 1 }])
        let expiration = loader.register { session in
            session.endBackgroundTask(taskID)
            return .returned(.none)
        }
        loader.hooks[.didEnterBackground] = { session in
            taskID = session.beginBackgroundTask(expirationHandler: expiration)
            session.dispatch(block, queue: .global, after: .zero)
            return .returned(.none)
        }
        let (device, sink) = makeDevice(loader, profile: .ios13)
        device.launch()
        device.home()
        device.advance(.seconds(60))
        XCTAssertEqual(device.app.state, .suspended)
        XCTAssertEqual(steps, 0)
        XCTAssertEqual(sink.codeLines.map(\.action), [.froze])
        XCTAssertEqual(sink.codeLines.first?.rule, .B5)
        XCTAssertEqual(sink.codeLines.first?.ran, .milliseconds(29_999), "it ran the 30 s of ios13's allowance, from 1 ms after Home")
        device.reopen()
        device.advance(.seconds(20))
        XCTAssertEqual(steps, 1, "it went on at the return, 10 s of work left")
    }

    func testW1BlockStillWorkingAtTheWakesDeadlineIsLostWithTheApp() {
        let wake = WakeApp()
        wake.completes = nil
        var completed = false
        wake.loader.hooks[.performFetch] = { session in
            guard case .fetch(let id)? = wake.loader.observed.last(where: { $0.hook == .performFetch })?.arguments else { return .returned(.none) }
            let block = wake.loader.registerThread([.work(.seconds(40)), .run { session in
                completed = true
                session.completeWake(id, kind: .fetch, result: .newData)
            }])
            session.dispatch(block, queue: .global, after: .zero)
            return .returned(.none)
        }
        let (device, sink) = wake.suspended(profile: .ios7)
        device.backgroundFetch()
        device.advance(.seconds(60))
        XCTAssertFalse(completed)
        XCTAssertEqual(device.app.state, .notRunning)
        XCTAssertEqual(sink.codeLines.map(\.action), [.lost])
        XCTAssertEqual(sink.codeLines.first?.rule, .W1)
    }

    func testC6BlockFrozenAtTheTasksEndResumesAtTheNextTask() {
        let app = BGTaskApp()
        var finished = 0
        let request = BGTaskRequest(identifier: "com.example.refresh", kind: .refresh)
        app.onTask = { session, id in
            _ = session.submitBGTask(request)   // the next one
            let handler = app.loader.register { session in
                session.completeBGTask(id, success: false)
                return .returned(.none)
            }
            _ = session.setBGTaskExpirationHandler(id, handler)
            let block = app.loader.registerThread([.work(.seconds(45)), .run { _ in finished += 1 }])
            session.dispatch(block, queue: .global, after: .zero)
            return .returned(.none)
        }
        let (device, sink) = app.suspended(submitting: [request])
        device.runBGTask("com.example.refresh")
        device.advance(.seconds(40))
        XCTAssertEqual(device.app.state, .suspended)
        XCTAssertEqual(sink.codeLines.map(\.action), [.froze])
        XCTAssertEqual(sink.codeLines.first?.rule, .C6)
        XCTAssertEqual(sink.codeLines.first?.ran, .milliseconds(29_999), "it ran the task's 30 s, from 1 ms after it began")
        XCTAssertEqual(finished, 0)
        sink.reset()
        device.runBGTask("com.example.refresh")
        XCTAssertEqual(sink.codeLines.map(\.action), [.resumed])
        XCTAssertEqual(sink.codeLines.first?.rule, .C6)
        device.advance(.seconds(16))
        XCTAssertEqual(finished, 1, "the first download went on, 15 s left, beside the second")
    }

    func testS3ThreadRunsBesideTheMainThreadAndPausesForAJobItSchedules() {
        var order: [String] = []
        let loader = ScriptedLoader.implementingAll()
        let main = loader.register { session in
            order.append("main block at \(session.now)")
            return .returned(.none)
        }
        let block = loader.registerThread([.work(.seconds(1)), .run { session in
            order.append("thread at \(session.now)")
            session.dispatch(main, queue: .main, after: .zero)
        }, .work(.seconds(3)), .run { session in order.append("thread done at \(session.now)") }])
        loader.hooks[.didBecomeActive] = { session in
            session.dispatch(block, queue: .global, after: .zero)
            return .returned(.none)
        }
        let (device, _) = makeDevice(loader, profile: .ios7)
        device.launch()
        let start = device.now
        device.advance(.seconds(10))
        let t1 = start + .milliseconds(1_001), t4 = start + .milliseconds(4_001)   // after the dispatch overhead
        XCTAssertEqual(order, ["thread at \(t1)", "main block at \(t1)", "thread done at \(t4)"],
                       "the main-queue block runs when the thread queued it, beside it")
    }

    func testS3GCDRunsAtMost64ThreadsAtOnceTheRestWait() {
        let loader = ScriptedLoader.implementingAll()
        var done = 0
        let blocks = (0..<70).map { _ in loader.registerThread([.work(.seconds(1)), .run { _ in done += 1 }]) }
        loader.hooks[.didBecomeActive] = { session in
            for block in blocks { session.dispatch(block, queue: .global, after: .zero) }
            return .returned(.none)
        }
        let (device, _) = makeDevice(loader, profile: .ios7)
        device.launch()
        XCTAssertEqual(device.app.process.threads.live.count, 64)
        XCTAssertEqual(device.app.process.threads.waiting.count, 6)
        device.advance(.milliseconds(1_500))
        XCTAssertEqual(done, 64)
        device.advance(.seconds(1))
        XCTAssertEqual(done, 70)
    }

    func testB5MainQueueBlockPausedAtTheAllowanceFreezesWithTheAppAndGoesOnAtTheReturn() {
        var finished = false
        let loader = ScriptedLoader.implementingAll()
        var taskID = 0
        let block = loader.registerThread([.work(.seconds(8)), .run { _ in finished = true }])
        let expiration = loader.register { session in
            session.endBackgroundTask(taskID)
            return .returned(.none)
        }
        loader.hooks[.didEnterBackground] = { session in
            taskID = session.beginBackgroundTask(expirationHandler: expiration)
            session.dispatch(block, queue: .main, after: .seconds(25))
            return .returned(.none)
        }
        let (device, sink) = makeDevice(loader, profile: .ios13)
        device.launch()
        device.home()
        device.advance(.seconds(60))
        XCTAssertFalse(finished)
        XCTAssertEqual(device.app.state, .suspended)
        let froze = sink.records.compactMap { record -> (String?, Rule, SimDuration)? in
            if case .code(.froze, _, .block, let queue, _, let rule, let ran) = record.event { return (queue, rule, ran) }
            return nil
        }
        XCTAssertEqual(froze.map(\.0), ["main"], "main-thread code paused at the allowance freezes too")
        XCTAssertEqual(froze.first?.1, .B5)
        XCTAssertEqual(froze.first?.2, .seconds(5), "from 25 s to the 30 s of ios13's allowance")
        device.reopen()
        device.advance(.seconds(5))
        XCTAssertTrue(finished, "it went on where it stopped: 3 s left")
    }

    func testW1TimerHandlerStillWorkingAtTheWakesDeadlineIsLostWithTheApp() {
        let wake = WakeApp()
        wake.completes = nil
        let handler = wake.loader.registerThread([.work(.seconds(9))])
        wake.loader.hooks[.performFetch] = { session in
            _ = session.scheduleTimer(interval: .seconds(25), repeats: false, callback: handler)
            return .returned(.none)
        }
        let (device, sink) = wake.suspended(profile: .ios7)
        device.backgroundFetch()
        device.advance(.seconds(60))
        XCTAssertEqual(sink.kills.map(\.rule), [.W1])
        XCTAssertEqual(sink.codeLines.map(\.action), [.lost])
        XCTAssertEqual(sink.codeLines.first?.rule, .W1)
        let lost = sink.records.first { if case .code(.lost, _, .timer, nil, _, _, _) = $0.event { true } else { false } }
        XCTAssertNotNil(lost, "a timer's handler, on no queue")
    }

    func testT4UserKillLetsTheThreadCatchUpWithTheMethodBeforeItIsLost() {
        var ticks = 0
        let loader = ScriptedLoader.implementingAll()
        let block = loader.registerThread([.work(.seconds(1)), .run { _ in ticks += 1 }, .work(.seconds(1)), .run { _ in ticks += 1 },
                                           .work(.seconds(5))])
        loader.hooks[.didBecomeActive] = { session in
            session.dispatch(block, queue: .global, after: .zero)
            return .returned(.none)
        }
        loader.hooks[.didEnterBackground] = works(2)
        let (device, sink) = makeDevice(loader, profile: .ios7)
        device.launch()
        device.advance(.milliseconds(500))
        device.userKill()
        XCTAssertEqual(ticks, 2, "the thread ran beside applicationDidEnterBackground:'s 2 s before the kill")
        XCTAssertEqual(sink.codeLines.map(\.action), [.lost])
        XCTAssertEqual(sink.codeLines.first?.rule, .T4)
        XCTAssertEqual(sink.codeLines.first?.ran, .milliseconds(2_499))
    }

    func testB5TimerHandlerPausedAtTheAllowanceGoesOnAtTheReturnAsNoSecondFiring() {
        var finished = false
        let loader = ScriptedLoader.implementingAll()
        var taskID = 0
        let handler = loader.registerThread([.work(.seconds(8)), .run { _ in finished = true }])
        let expiration = loader.register { session in
            session.endBackgroundTask(taskID)
            return .returned(.none)
        }
        loader.hooks[.didEnterBackground] = { session in
            taskID = session.beginBackgroundTask(expirationHandler: expiration)
            _ = session.scheduleTimer(interval: .seconds(25), repeats: false, callback: handler)
            return .returned(.none)
        }
        let (device, sink) = makeDevice(loader, profile: .ios13)
        device.launch()
        device.home()
        device.advance(.seconds(60))
        XCTAssertEqual(sink.codeLines.map(\.action), [.froze])
        XCTAssertEqual(sink.codeLines.first?.rule, .B5)
        XCTAssertFalse(finished)
        sink.reset()
        device.reopen()
        device.advance(.seconds(5))
        XCTAssertTrue(finished)
        let subjects = sink.events.compactMap { if case .run(.timer, _, _, _, let subject) = $0 { subject } else { nil } }
        XCTAssertEqual(subjects, ["timer 1, going on"])
    }

    func testS3CodePausesAtItsPausePointNotAtTheEndOfTheTickThatCrossedIt() {
        let (device, _) = makeDevice(ScriptedLoader.implementingAll(), profile: .ios7)
        device.launch()
        let session = device.app.takeSession(hook: nil, budget: .seconds(60))
        let start = device.now
        session.slice(from: start, pauseAt: start + SimDuration(micros: 500), drivesClock: false)
        XCTAssertFalse(session.spend(.milliseconds(1)))
        XCTAssertTrue(session.pauseDue)
        XCTAssertEqual(session.cost, SimDuration(micros: 500), "it ran to its pause point, not past it: a thread frozen there ran no longer than the app")
        session.spend(.milliseconds(1))   // code that cannot pause there runs on, charged
        XCTAssertEqual(session.cost, SimDuration(micros: 1_500))
    }
}
