import LifecycleCore
import Testing
import TestSupport

/// The main run loop, events, the responder chain, controls, timers, drawing and view controllers
/// (E1–E7, V1, V2) and the interruptions that make an app inactive for a while (I2, I3, I5–I7),
/// played in process as `lifecycle run` plays them, on examples/game/ and on the fixtures in
/// Tests/EndToEndTests/Fixtures/runloop/. The pretty lines are RunLoopTests'.
@Suite("Run loop, played")
struct RunLoopPlayedTests {
    static let fixtures = "Tests/EndToEndTests/Fixtures/runloop/"

    /// Plays a fixture app and scenario (names without the folder).
    static func run(_ app: String, _ scenario: String, _ profile: OSProfile = .ios7) throws -> Played {
        try Played(appFile: fixtures + app, scenarioFile: fixtures + scenario, profile: profile)
    }

    /// The records of a fixture's run, which must pass (exit status 0).
    static func records(_ app: String, _ scenario: String, _ profile: OSProfile = .ios7) throws -> [TraceRecord] {
        let run = try run(app, scenario, profile)
        #expect(run.status() == 0, "\(app) \(scenario): \(run.error ?? "")")
        return run.trace.records
    }

    static func game() throws -> Played { try Played(appFile: "examples/game/app.lua", scenarioFile: "examples/game/scenario.lua") }

    /// The `run` lines of view controller methods: "Main viewDidLoad", ….
    static func controllerRuns<C: Collection<TraceRecord>>(_ records: C) -> [String] {
        records.compactMap { $0.event.codeRun?.kind == .viewController ? $0.event.codeRun?.subject : nil }
    }

    /// The dispatches whose detail starts with `prefix`.
    static func dispatches<C: Collection<TraceRecord>>(_ records: C, _ prefix: String) -> [Dispatch] {
        records.dispatches.filter { $0.detail.hasPrefix(prefix) }
    }

    static func states<C: Collection<TraceRecord>>(_ records: C) -> [String] {
        records.edges.map { "\($0.from.rawValue) → \($0.to.rawValue)" }
    }

    static func dropped<C: Collection<TraceRecord>>(_ records: C) -> [(kind: String, detail: String, reason: String)] {
        records.compactMap(\.event.dropped)
    }

    // MARK: E — the run loop and events

    @Test("E1: a touch sequence is dispatched one event at a time, in the order received")
    func touchOrder() throws {
        let records = try Self.records("views-app.lua", "touch-order.lua")
        #expect(records.dispatches.map(\.detail) == ["began at (200, 50)", "moved at (210, 60)", "moved at (220, 70)", "ended at (230, 80)"])
        #expect(records.logs == ["back began 200,50", "back moved 210,60", "back moved 220,70", "back ended 230,80"])
        // Each event is handled before the next one is received: action, dispatch, log, action, …
        let sequence = records.compactMap { record -> String? in
            switch record.event {
            case .action(let verb, _): return verb
            case .dispatch: return "dispatch"
            case .log: return "log"
            default: return nil
            }
        }
        #expect(sequence == ["launch"] + ["touch_down", "touch_move", "touch_move", "touch_up"].flatMap { [$0, "dispatch", "log"] })
    }

    @Test("E2: hit-testing skips hidden and non-interactive views; the front-most subview wins")
    func hitTesting() throws {
        let records = try Self.records("views-app.lua", "hit-test.lua")
        let began = Self.dispatches(records, "began")
        #expect(began.map(\.target) == ["b", "a", "back", "Root.view", "a"])
        // b was added after a: at (60, 50), where both are, b is hit; once removed, a is.
        #expect(began.first?.by == "b")
        #expect(began.last?.by == "a")
        // The hidden ghost lies over back; glass (userInteractionEnabled = false) and its subview
        // inner lie over Root.view: none of them is ever tried.
        let tried = records.dispatches.map(\.chain).joined(separator: " | ")
        for skipped in ["ghost", "glass", "inner"] { #expect(!tried.contains(skipped), "\(skipped) was tried: \(tried)") }
        #expect(records.logs.contains("Root began 160,240"))
        #expect(!records.logs.contains { $0.hasPrefix("ghost") || $0.hasPrefix("glass") || $0.hasPrefix("inner") })
    }

    @Test("E2, E3: with no view under the finger the window is the first responder; a view in the window is followed by it")
    func touchOnNoView() throws {
        // timers-app has no views at all.
        let began = try #require(Self.dispatches(try Self.records("timers-app.lua", "chain.lua"), "began").first)
        #expect(began.target == "window")
        #expect(began.chain == "window > application > delegate")
        #expect(began.discarded)
        // no-root-app adds one full-screen view straight to the window.
        let content = try #require(Self.dispatches(try Self.records("no-root-app.lua", "chain.lua"), "began").first)
        #expect(content.target == "content")
        #expect(content.chain == "content > window > application > delegate")
    }

    @Test("E3: view → controller → superview → controller → window → application → delegate; unhandled events are discarded")
    func responderChain() throws {
        let records = try Self.records("views-app.lua", "chain.lua")
        let began = try #require(Self.dispatches(records, "began").first)
        #expect(began.target == "label")
        #expect(began.chain == "label > Child.view > Child > Root.view > Root")
        #expect(began.by == "Root")
        let moved = try #require(Self.dispatches(records, "moved").first)
        #expect(moved.chain == "label > Child.view > Child > Root.view > Root > window > application > delegate")
        #expect(moved.by == "delegate")
        let ended = try #require(Self.dispatches(records, "ended").first)
        #expect(ended.chain == "label > Child.view > Child > Root.view > Root > window > application > delegate")
        #expect(ended.by == nil)
        #expect(ended.discarded)
        #expect(records.logs == ["Root began 20,320", "delegate moved 20,321"])
    }

    @Test("E4: a control sends its action to its target; a nil target sends it up the responder chain")
    func targetAction() throws {
        let records = try Self.records("controls-app.lua", "controls.lua")
        let actions = records.dispatches.filter { $0.kind == "action" }
        #expect(actions.map(\.detail) == ["save from save", "share from share", "panelTapped from inner", "explode from broken"])
        guard actions.count == 4 else { return }
        // An explicit target gets the message directly, whatever the chain.
        #expect(!actions[0].chain.contains(">"))
        #expect(actions[0].by != nil)
        // A nil target: the first responder in the chain from the control that implements it.
        #expect(actions[1].chain == "share > Root.view > Root")
        #expect(actions[1].by == "Root")
        #expect(actions[2].chain == "inner > panel > Root.view > Root > window > application > delegate")
        #expect(actions[2].by == "delegate")
        // A target that does not implement the action: nobody handles it.
        #expect(actions[3].discarded)
        #expect(records.logs == ["saver:save from save", "Root:share from share", "delegate:panelTapped from inner"])
        // The control handles its touches itself; one that ends outside it sends no action (the
        // last touch sequence), so there are exactly four actions.
        #expect(records.dispatches.filter { $0.kind == "touch" }.allSatisfy { $0.by == $0.target })
    }

    @Test("E5: shake and remote control travel the chain from the first responder; the accelerometer and shakes reach it even while inactive (I5)")
    func motionRemoteAccelerometer() throws {
        let records = try Self.records("motion-app.lua", "motion.lua")
        let shakes = records.dispatches.filter { $0.kind == "motion" }
        #expect(shakes.count == 2)   // the second during the call: an inactive app still gets motion (I5)
        #expect(shakes.first?.chain == "player > Root.view > Root")
        #expect(shakes.first?.by == "Root")
        let remote = records.dispatches.first { $0.kind == "remote" }
        #expect(remote?.detail == "play")
        #expect(remote?.by == "player")
        let samples = records.dispatches.filter { $0.kind == "accelerometer" }
        #expect(samples.count == 2)
        #expect(samples.allSatisfy { $0.by != nil && !$0.chain.contains(">") })
        // While the call is up neither the shake nor the accelerometer data is dropped (I5).
        #expect(Self.dropped(records).isEmpty)
        #expect(records.logs == ["Root got motion shake", "player got play", "acceleration 0.1 0.2 -1.0 (active)",
                                 "Root got motion shake", "acceleration 0.0 0.0 -1.0 (inactive)"])
    }

    @Test("E6: a repeating timer fires exactly the times due within advance(); invalidate stops it")
    func timers() throws {
        let records = try Self.records("timers-app.lua", "timers.lua")
        let logs = records.filter { $0.event.log != nil }
        #expect(logs.filter { $0.event.log!.hasPrefix("tick ") }.map(\.t) == [1, 2, 3, 4, 5])
        #expect(logs.filter { $0.event.log == "once" }.map(\.t) == [2.5])
        #expect(records.logs.contains("ticker invalidated, valid=false"))
        let runs = records.runs(.timer)
        #expect(runs.count == 6)
        #expect(runs.allSatisfy { $0.t <= 5 }, "nothing fires after invalidate")
        // advance(3.5) covers ticks 1–3 and the one-shot, no more.
        let secondAdvance = try #require(records.index(ofAction: "advance", detail: "0.5"))
        #expect(records[..<secondAdvance].runs(.timer).count == 4)
    }

    @Test("E6, S3: a timer does not fire while the app is suspended; it fires once when the app runs again")
    func timersNotWhileSuspended() throws {
        let records = try Self.records("timers-suspended-app.lua", "timers-suspended.lua")
        let ticks = records.runs(.timer).map(\.t)
        let reopen = try #require(records.index(ofAction: "reopen").map { records[$0].t })
        #expect(reopen >= 21.5)
        #expect(ticks.filter { $0 < reopen }.count == 1, "fired while suspended: \(ticks)")
        #expect(ticks.filter { $0 >= reopen }.count == 1)
        #expect(records.logs.last == "tick 2 active")
    }

    @Test("E7: several setNeedsDisplay in one turn of the run loop give one drawRect")
    func drawingCycle() throws {
        let records = try Self.records("drawing-app.lua", "drawing.lua")
        let redraws = records.compactMap(\.event.redraw)
        #expect(redraws.map(\.requests) == [3, 1])
        #expect(redraws.allSatisfy { $0.view == "canvas" })
        #expect(records.runs(.drawRect).count == 2)
        // The drawing pass comes after the handler, at the end of the turn.
        #expect(records.logs == ["marked 3 times", "drawRect 1", "drawRect 2"])
    }

    // MARK: I — interruptions

    @Test("I2: a banner changes nothing on ios7 (touches still arrive); on ios4 it is an alert: inactive until dismiss()")
    func banner() throws {
        for profile in [OSProfile.ios6, .ios7, .ios13] {
            let records = try Self.records("pad-app.lua", "banner.lua", profile)
            #expect(Self.states(records) == ["notRunning → inactive", "inactive → active"], "\(profile.name)")
            #expect(Self.dropped(records).isEmpty, "\(profile.name)")
            #expect(records.logs.filter { $0 == "touch active" }.count == 2, "\(profile.name)")
            #expect(!records.selectors.contains("applicationWillResignActive:"))
        }
        let old = try Self.records("pad-app.lua", "banner.lua", .ios4)
        #expect(Self.states(old) == ["notRunning → inactive", "inactive → active", "active → inactive", "inactive → active"])
        #expect(Self.dropped(old).map(\.detail) == ["began at (100, 100)", "ended at (100, 100)"])
        // The state comes back at dismiss(), and the second tap is delivered.
        let dismiss = try #require(old.index(ofAction: "dismiss"))
        #expect(Self.states(old[dismiss...]) == ["inactive → active"])
        #expect(old.logs.filter { $0 == "touch active" }.count == 1)
    }

    @Test("I3: the notification centre makes the app inactive; dismiss() makes it active again")
    func notificationCenterDismissed() throws {
        let records = try Self.records("pad-app.lua", "notification-center.lua")
        #expect(Self.states(records) == ["notRunning → inactive", "inactive → active", "active → inactive", "inactive → active"])
        #expect(records.logs == ["did become active", "will resign active", "did become active", "touch active"])
        #expect(Self.dropped(records).count == 2)
        #expect(records.compactMap(\.event.expectation).allSatisfy { $0.ok })
    }

    @Test("I3: from the notification centre the user opens another app: this one goes to the background")
    func notificationCenterOtherApp() throws {
        let records = try Self.records("pad-app.lua", "notification-center-other.lua")
        let pad = records.filter { $0.app == "pad-app" }
        #expect(Self.states(pad) == ["notRunning → inactive", "inactive → active", "active → inactive", "inactive → background"])
        #expect(pad.contains { $0.event.notification?.name == .didEnterBackground })
        let expectations = records.compactMap(\.event.expectation)
        #expect(expectations.count == 2)
        #expect(expectations.allSatisfy { $0.ok })
    }

    @Test("I5: touches are dropped while the app is inactive or the device is locked")
    func touchesDropped() throws {
        let records = try Self.records("pad-app.lua", "locked.lua")
        let dropped = Self.dropped(records)
        #expect(dropped.count == 4)
        #expect(dropped.allSatisfy { $0.kind == "touch" })
        #expect(dropped.first?.reason.contains("inactive") == true)
        // Only the tap after unlock() is delivered.
        #expect(records.logs.filter { $0.hasPrefix("touch") } == ["touch active"])
        let unlock = try #require(records.index(ofAction: "unlock"))
        #expect(records[..<unlock].dispatches.isEmpty)
        // Without multitasking the locked app stays inactive in front: the lock is the reason.
        let locked = Self.dropped(try Self.records("pad-app.lua", "locked.lua", .ios3)).map(\.reason)
        #expect(locked.suffix(2).allSatisfy { $0.contains("locked") && $0.contains("I5") }, "\(locked)")
    }

    @Test("I6: a timer still scheduled once the app has resigned active is a violation")
    func timerAfterResign() throws {
        let run = try Self.run("timers-suspended-app.lua", "interrupt.lua")
        #expect(run.status() == 0, "\(run.error ?? "")")
        let records = run.trace.records
        #expect(records.compactMap(\.event.violation).map(\.rule) == [.I6])
        // Reported when the call makes the app resign active, not before.
        let call = try #require(records.index(ofAction: "call"))
        let violation = try #require(records.firstIndex { $0.event.violation != nil })
        #expect(violation > call)
        #expect(Self.states(records[call..<violation]) == ["active → inactive"])
        #expect(run.status(strict: true) == 1)
        // The game invalidates its timer in applicationWillResignActive: no violation.
        let game = try Self.game()
        #expect(game.trace.violations.isEmpty)
    }

    @Test("I7, I6, E4: the game stays paused after the call until the player taps Resume")
    func gameStaysPaused() throws {
        let game = try Self.game()
        #expect(game.status() == 0, "\(game.error ?? "")")
        #expect(game.status(strict: true) == 0)
        let records = game.trace.records
        let expectations = records.compactMap(\.event.expectation)
        #expect(expectations.count == 13)
        #expect(expectations.allSatisfy { $0.ok })
        #expect(records.kills.isEmpty)
        let call = try #require(records.index(ofAction: "call"))
        let decline = try #require(records.index(ofAction: "decline"))
        let resumeTap = try #require(records.lastIndex { $0.event.action?.verb == "tap" })
        #expect(records[..<call].runs(.timer).count == 2)
        #expect(records[call..<resumeTap].runs(.timer).count == 0, "no tick between the call and Resume")
        #expect(records[resumeTap...].runs(.timer).count == 2)
        // Declined: active again, but nothing restarted; the app says so.
        #expect(Self.states(records[decline...]).first == "inactive → active")
        #expect(records[decline..<resumeTap].logs.contains("active again; the game waits for Resume"))
        // The call's touch was dropped (I5), the resume went through the button's action (E4).
        #expect(Self.dropped(records[call..<decline]).count == 2)
        let resume = records[resumeTap...].dispatches.first { $0.kind == "action" }
        #expect(resume?.detail == "togglePause from pauseButton")
        #expect(resume?.by == "GameViewController")
    }

    @Test("E2, E3, E4, I5: the game's mole handles its own touch, the board's goes up to its controller, and the touch during the call is dropped")
    func gameDispatches() throws {
        let records = try Self.game().trace.records
        #expect(records.dispatches.contains { $0.detail == "began at (230, 190)" && $0.tried == ["mole"] && $0.by == "mole" })
        #expect(records.dispatches.contains {
            $0.detail == "began at (300, 450)" && $0.tried == ["board", "GameViewController.view", "GameViewController"] && $0.by == "GameViewController"
        })
        #expect(records.dispatches.contains { $0.kind == "action" && $0.detail == "togglePause from pauseButton" && $0.tried == ["GameViewController"] })
        #expect(Self.dropped(records).contains {
            $0.kind == "touch" && $0.detail == "began at (230, 190)" && $0.reason == "the app is inactive and receives no touch events (I5)"
        })
    }

    // MARK: V — view controllers

    @Test("V1: viewDidLoad once; appearance at launch, on present and on dismiss, in UIKit's order; none on Home and return")
    func appearance() throws {
        let run = try Self.run("controllers-app.lua", "controllers.lua")
        #expect(run.status(strict: true) == 0, "\(run.error ?? "")")
        let records = run.trace.records
        let runs = Self.controllerRuns(records)
        #expect(runs.filter { $0 == "Main viewDidLoad" }.count == 1)
        #expect(runs.filter { $0 == "Settings viewDidLoad" }.count == 1)
        // Launch: the view loads during didFinishLaunching; it appears around becoming active.
        let launch = records.prefix { $0.event.action?.verb != "tap" }.compactMap { record -> String? in
            switch record.event {
            case .run(.viewController, _, _, _, let subject): return subject
            case .call(let hook, _): return hook.selector
            case .state(_, let to): return "→ \(to.rawValue)"
            default: return nil
            }
        }
        #expect(launch == ["→ inactive", "application:didFinishLaunchingWithOptions:", "Main viewDidLoad", "Main viewWillAppear",
                           "→ active", "applicationDidBecomeActive:", "Main viewDidAppear"])
        let present = ["Main viewWillDisappear", "Settings viewWillAppear", "Main viewDidDisappear", "Settings viewDidAppear"]
        let dismiss = ["Settings viewWillDisappear", "Main viewWillAppear", "Settings viewDidDisappear", "Main viewDidAppear"]
        let afterLaunch = runs.drop { $0 != "Settings viewDidLoad" }.dropFirst()
        #expect(Array(afterLaunch) == present + dismiss + present + dismiss)
        // Home, suspension and return call no appearance method: apps observe the app notifications.
        let home = try #require(records.index(ofAction: "home"))
        #expect(Self.controllerRuns(records[home...]).isEmpty)
        #expect(records[home...].logs == ["applicationDidEnterBackground", "applicationWillEnterForeground", "applicationDidBecomeActive"])
        #expect(records.compactMap(\.event.violation).isEmpty)
    }

    @Test("V1: an appearance override that does not call the superclass's method is a violation")
    func missingSuper() throws {
        let run = try Self.run("no-super-app.lua", "launch-only.lua")
        #expect(run.status() == 0)
        let violations = run.trace.violations
        #expect(violations.count == 1)
        #expect(violations.first?.rule == .V1)
        #expect(violations.first?.message.contains("Forgetful:viewWillAppear") == true)
        #expect(run.status(strict: true) == 1)
    }

    @Test("V2: a window without a root view controller at the end of launch is a violation")
    func noRootViewController() throws {
        let run = try Self.run("no-root-app.lua", "launch-only.lua")
        #expect(run.status() == 0)
        #expect(run.trace.violatedRules == [.V2])
        #expect(run.status(strict: true) == 1)
        // Apps with a root view controller set in didFinishLaunching are fine.
        let fine = try Self.records("controllers-app.lua", "launch-only.lua")
        #expect(!fine.contains { $0.event.violation?.rule == .V2 })
    }

    @Test("I8: returning to the app during a call posts the status-bar change (40), hanging up posts it again (20)")
    func statusBar() throws {
        let run = Played(app: .init(source: try Repository.read("Tests/EndToEndTests/Fixtures/lifecycle-app.lua"), path: "Tests/EndToEndTests/Fixtures/lifecycle-app.lua"),
                         scenario: .init(source: "launch() call() answer() reopen() end_call() expect_state('active')", path: "i8.lua"))
        #expect(run.status() == 0)
        let values = run.trace.records.compactMap(\.event.notification).filter { $0.name == .didChangeStatusBarFrame }.compactMap(\.value)
        #expect(values == ["40", "20"])
    }
}
