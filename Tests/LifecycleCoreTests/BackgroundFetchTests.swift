import Testing

@testable import LifecycleCore
import TestSupport

@Suite("W1 — background fetch")
struct BackgroundFetchTests {
    @Test("W1: a suspended app is woken (suspended → background), fetches, and is suspended again once it calls the handler")
    func wakesAndSuspendsAgain() {
        let app = WakeApp()
        let (device, sink) = app.suspended()
        device.backgroundFetch()
        #expect(sink.wakes.map(\.0) == [.fetch] && sink.wakes.map(\.1) == [false])
        #expect(sink.timeline == [state(.suspended, .background), call(.performFetch)])
        #expect(app.loader.stateInside(.performFetch) == "background")
        #expect(sink.completions.map(\.1) == [.newData])
        device.advance(.seconds(1))
        #expect(device.app.state == .suspended)
        #expect(sink.kills.isEmpty && sink.violations.isEmpty)
    }

    @Test("W1, L2: a fetch launches a not-running app into the background: didFinishLaunching, then the method, no snapshot")
    func launchesIntoBackground() {
        let app = WakeApp()
        let (device, sink) = app.suspended()
        device.lowMemory()   // purged while suspended (M1), not killed by the user (W3)
        sink.reset()
        device.backgroundFetch()
        #expect(sink.wakes.map(\.1) == [true])
        #expect(sink.timeline == [state(.notRunning, .background), call(.willFinishLaunching), call(.didFinishLaunching),
                                  notify(.didFinishLaunching), call(.performFetch)])
        #expect(app.loader.stateInside(.performFetch) == "background")
        #expect(!sink.events.contains { if case .snapshot = $0 { true } else { false } })
        device.advance(.seconds(1))
        #expect(device.app.state == .suspended)
    }

    @Test("W1: a handler not called within 30 s is a watchdog kill 0x8badf00d naming the method")
    func notCalledIsKilled() {
        let app = WakeApp()
        app.completes = nil
        let (device, sink) = app.suspended()
        device.backgroundFetch()
        device.advance(.seconds(29))
        #expect(device.app.state == .background)   // not suspended while the handler is pending
        device.advance(.seconds(2))
        #expect(sink.kills.map(\.reason) == [.watchdog] && sink.kills.map(\.rule) == [.W1])
        #expect(sink.kills.first?.code == "0x8badf00d")
        #expect(sink.kills.first?.message.contains("application:performFetchWithCompletionHandler:") == true)
        #expect(sink.time { if case .kill = $0 { true } else { false } } == .seconds(40))
    }

    @Test("W1: a handler called later from a block lets the app be suspended then; backgroundTimeRemaining reads the wake's 30 s")
    func laterCompletion() {
        let app = WakeApp()
        app.completes = nil
        var remaining: Double?
        let block = app.loader.register { [unowned app] session in
            remaining = session.backgroundTimeRemaining
            session.completeWake(app.handlers[0].id, kind: .fetch, result: .noData)
            return .returned(.none)
        }
        app.loader.hooks[.performFetch] = { [unowned app] session in
            _ = app.handlerID(of: .fetch).map { app.handlers.append(($0, .fetch)) }
            session.dispatch(block, queue: .global, after: .seconds(10))
            return .returned(.none)
        }
        let (device, sink) = app.suspended()
        device.backgroundFetch()
        #expect(app.loader.observed.last?.backgroundTimeRemaining == 30)
        device.advance(.seconds(20))
        #expect(remaining.map { $0 > 19.9 && $0 <= 20 } == true)
        #expect(sink.completions.map(\.1) == [.noData])
        #expect(device.app.state == .suspended)
        #expect(sink.kills.isEmpty)
    }

    @Test("W1, S3: a block still working when the wake's 30 s are up is lost with the app the watchdog kills: its handler is never called")
    func calledTooLate() {
        let app = WakeApp()
        app.completes = nil
        let block = app.loader.registerThread([.work(.seconds(45)), .run { [unowned app] session in
            session.completeWake(app.handlers[0].id, kind: .fetch, result: .newData)
        }])
        app.loader.hooks[.performFetch] = { [unowned app] session in
            _ = app.handlerID(of: .fetch).map { app.handlers.append(($0, .fetch)) }
            session.dispatch(block, queue: .global, after: .zero)
            return .returned(.none)
        }
        let (device, sink) = app.suspended()
        device.backgroundFetch()
        device.advance(.seconds(60))
        #expect(sink.completions.isEmpty)
        #expect(sink.kills.map(\.rule) == [.W1] && sink.kills.first?.code == "0x8badf00d")
        // The kill comes at the deadline, while the block runs: nothing it would do later happens.
        #expect(sink.time { if case .kill = $0 { true } else { false } } == .seconds(40))
        #expect(sink.globalRunCosts == [.milliseconds(29_999)], "from 1 ms after the dispatch (its overhead) to the deadline")
        #expect(sink.codeLines.map(\.action) == [.lost])
        #expect(sink.codeLines.first?.rule == .W1)
        #expect(sink.codeLines.first?.line == "app.lua:1")
    }

    @Test("W3: an app purged by a jetsam kill is still in the switcher; removing it there stops the wakes")
    func forceQuitAfterJetsam() {
        let app = WakeApp()
        let (device, sink) = app.suspended()
        device.lowMemory()
        device.userKill()
        #expect(device.app.record.userKilled)
        sink.reset()
        device.backgroundFetch()
        #expect(sink.wakes.isEmpty && device.app.state == .notRunning)
        #expect(sink.warnings.first?.contains("the user killed the app from the switcher") == true)
    }

    @Test("W1, W2: calling a completion handler a second time is a violation, and otherwise ignored")
    func calledTwice() {
        let app = WakeApp()
        app.loader.hooks[.performFetch] = { [unowned app] session in
            let id = app.handlerID(of: .fetch)!
            session.completeWake(id, kind: .fetch, result: .newData)
            session.completeWake(id, kind: .fetch, result: .failed)
            return .returned(.none)
        }
        let (device, sink) = app.suspended()
        device.backgroundFetch()
        #expect(sink.completions.map(\.1) == [.newData])
        #expect(sink.violatedRules == [.W1])
        #expect(sink.violations.first?.message.contains("second time") == true)
        device.advance(.seconds(1))
        #expect(device.app.state == .suspended)
    }

    @Test("W1: ignored in the foreground, without the fetch mode, without an interval (never is the default), with Never set, and within the interval")
    func ignoredCases() {
        let foreground = WakeApp()
        let (device, sink) = makeDevice(foreground.loader)
        device.launch()
        device.backgroundFetch()
        #expect(sink.warnings.last?.contains("in the foreground") == true)

        let noMode = WakeApp(modes: ["remote-notification"], implements: [.push])
        let (d2, s2) = noMode.suspended()
        d2.backgroundFetch()
        #expect(s2.warnings.last?.contains("does not declare the fetch background mode") == true)

        let unset = WakeApp()
        unset.loader.hooks[.didFinishLaunching] = { _ in .returned(.bool(true)) }   // never sets it
        let (d3, s3) = unset.suspended()
        d3.backgroundFetch()
        #expect(s3.warnings.last?.contains("the app never called application:setMinimumBackgroundFetchInterval(seconds): UIApplicationBackgroundFetchIntervalNever is the default") == true)

        let never = WakeApp(interval: nil)   // sets Never itself
        let (d5, s5) = never.suspended()
        d5.backgroundFetch()
        #expect(s5.warnings.last?.contains("the app set its minimum fetch interval to UIApplicationBackgroundFetchIntervalNever") == true)

        let hourly = WakeApp(interval: .seconds(3600))
        let (d4, s4) = hourly.suspended()
        d4.backgroundFetch()
        d4.advance(.seconds(60))
        d4.backgroundFetch()
        #expect(s4.wakes.count == 1)
        #expect(s4.warnings.last?.contains("less than the minimum interval of 3600 s") == true)
        d4.advance(.seconds(3600))
        d4.backgroundFetch()
        #expect(s4.wakes.count == 2)
        for each in [s2, s3] { #expect(each.wakes.isEmpty && each.states.isEmpty) }
    }

    @Test("W1: the system keeps the interval across processes: set by one, it still holds after a kill")
    func intervalSurvivesKills() {
        let app = WakeApp()
        let (device, sink) = app.suspended()
        device.lowMemory()   // purged while suspended (M1)
        app.loader.hooks[.didFinishLaunching] = returns(true)   // the next process sets nothing
        device.backgroundFetch()
        #expect(sink.wakes.map(\.1) == [true])
        #expect(app.loader.hooksSeen.last == .performFetch)
    }

    @Test("W1: without performFetchWithCompletionHandler: the trace says UIKit would not fetch, and the app is suspended again")
    func methodMissing() {
        let app = WakeApp(implements: [.push])
        let (device, sink) = app.suspended()
        device.backgroundFetch()
        #expect(sink.warnings.contains { $0.contains("does not implement application:performFetchWithCompletionHandler:") })
        device.advance(.seconds(1))
        #expect(device.app.state == .suspended)
    }

    @Test("W1, W2: at launch a delegate with a wake method but not its background mode gets a violation, as UIKit logs")
    func methodWithoutMode() {
        let app = WakeApp(modes: [])
        let (device, sink) = makeDevice(app.loader)
        device.launch()
        #expect(sink.violatedRules == [.W1, .W2])
        #expect(sink.violations.first?.message.contains("you still need to add \"fetch\"") == true)
    }

    @Test("W1, B5: a background task begun in the wake keeps the app running after the handler is called")
    func taskOutlivesHandler() {
        let app = WakeApp()
        app.loader.hooks[.performFetch] = { [unowned app] session in
            _ = session.beginBackgroundTask(expirationHandler: nil)
            session.completeWake(app.handlerID(of: .fetch)!, kind: .fetch, result: .newData)
            return .returned(.none)
        }
        let (device, _) = app.suspended()
        device.backgroundFetch()
        device.advance(.seconds(60))
        #expect(device.app.state == .background)
    }

    @Test("W1: the app brought to the foreground during a wake has no time limit left: no kill later")
    func foregroundDropsLimit() {
        let app = WakeApp()
        app.completes = nil
        let (device, sink) = app.suspended()
        device.backgroundFetch()
        device.reopen()
        device.advance(.seconds(60))
        #expect(device.app.state == .active)
        #expect(sink.kills.isEmpty)
    }

    @Test("W1, W2: JSONL: wake has reason (and launch only when launched), completion has handler and result")
    func jsonLines() {
        let app = WakeApp()
        let (device, _) = app.suspended()
        let json = JSONLCollector()
        device.trace.add(json)
        device.backgroundFetch()
        device.lowMemory()
        device.push(silentPush())
        let lines = json.text.split(separator: "\n").filter { $0.contains("\"wake\"") || $0.contains("\"completion\"") }
        #expect(lines == [#"{"t":10,"event":"wake","reason":"fetch"}"#,
                          #"{"t":10,"event":"completion","handler":"fetch","result":"newData"}"#,
                          #"{"t":10,"event":"wake","reason":"push","launch":true}"#,
                          #"{"t":10,"event":"completion","handler":"push","result":"newData"}"#])
    }
}
