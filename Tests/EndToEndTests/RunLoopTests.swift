import Foundation
import Testing

/// The main run loop, events, the responder chain, controls, timers, drawing and view controllers
/// (E1–E7, V1, V2) and the interruptions that make an app inactive for a while (I2, I3, I5–I7),
/// played end to end by the built binary on examples/game/ and on the fixtures in
/// Fixtures/runloop/.
@Suite("Run loop", .serialized)
struct RunLoopTests {
    typealias Event = [String: Any]

    static let fixtures = "Tests/EndToEndTests/Fixtures/runloop/"

    /// Runs a fixture app and scenario (names without the folder) in JSONL.
    static func run(_ app: String, _ scenario: String, _ options: [String] = []) throws -> CLI.Result {
        try CLI.run(["run", fixtures + app, fixtures + scenario, "--format", "jsonl"] + options)
    }

    static func events(_ app: String, _ scenario: String, _ options: [String] = []) throws -> [Event] {
        let result = try run(app, scenario, options)
        #expect(result.status == 0, "\(app) \(scenario): \(result.stderr)")
        return try CLI.events(result)
    }

    static func game(_ options: [String]) throws -> CLI.Result {
        try CLI.run(["run", "examples/game/app.lua", "examples/game/scenario.lua"] + options)
    }

    static func of(_ kind: String, _ events: [Event]) -> [Event] {
        events.filter { $0["event"] as? String == kind }
    }

    static func logs(_ events: [Event]) -> [String] { of("log", events).compactMap { $0["text"] as? String } }

    /// The `run` events of view controller methods: "Main viewDidLoad", ….
    static func controllerRuns(_ events: [Event]) -> [String] {
        of("run", events).filter { $0["what"] as? String == "viewController" }.compactMap { $0["subject"] as? String }
    }

    /// The dispatch whose detail starts with `prefix` (the first one after `index`, if given).
    static func dispatch(_ events: [Event], _ prefix: String) -> [Event] {
        of("dispatch", events).filter { ($0["detail"] as? String)?.hasPrefix(prefix) == true }
    }

    static func index(_ events: [Event], where predicate: (Event) -> Bool) -> Int? { events.firstIndex(where: predicate) }

    static func isAction(_ verb: String) -> (Event) -> Bool {
        { $0["event"] as? String == "action" && $0["verb"] as? String == verb }
    }

    static func states(_ events: [Event]) -> [String] {
        of("state", events).map { "\($0["from"]!) → \($0["to"]!)" }
    }

    // MARK: E — the run loop and events

    @Test("E1: a touch sequence is dispatched one event at a time, in the order received")
    func touchOrder() throws {
        let events = try Self.events("views-app.lua", "touch-order.lua")
        let details = Self.of("dispatch", events).compactMap { $0["detail"] as? String }
        #expect(details == ["began at (200, 50)", "moved at (210, 60)", "moved at (220, 70)", "ended at (230, 80)"])
        #expect(Self.logs(events) == ["back began 200,50", "back moved 210,60", "back moved 220,70", "back ended 230,80"])
        // Each event is handled before the next one is received: action, dispatch, log, action, …
        let sequence = events.compactMap { event -> String? in
            switch event["event"] as? String {
            case "action": return event["verb"] as? String
            case "dispatch": return "dispatch"
            case "log": return "log"
            default: return nil
            }
        }
        #expect(sequence == ["launch"] + ["touch_down", "touch_move", "touch_move", "touch_up"].flatMap { [$0, "dispatch", "log"] })
    }

    @Test("E2: hit-testing skips hidden and non-interactive views; the front-most subview wins")
    func hitTesting() throws {
        let events = try Self.events("views-app.lua", "hit-test.lua")
        let began = Self.dispatch(events, "began")
        #expect(began.compactMap { $0["target"] as? String } == ["b", "a", "back", "Root.view", "a"])
        // b was added after a: at (60, 50), where both are, b is hit; once removed, a is.
        #expect(began.first?["by"] as? String == "b")
        #expect(began.last?["by"] as? String == "a")
        // The hidden ghost lies over back; glass (userInteractionEnabled = false) and its subview
        // inner lie over Root.view: none of them is ever tried.
        let tried = Self.of("dispatch", events).compactMap { $0["tried"] as? String }.joined(separator: " | ")
        for skipped in ["ghost", "glass", "inner"] { #expect(!tried.contains(skipped), "\(skipped) was tried: \(tried)") }
        #expect(Self.logs(events).contains("Root began 160,240"))
        #expect(!Self.logs(events).contains { $0.hasPrefix("ghost") || $0.hasPrefix("glass") || $0.hasPrefix("inner") })
    }

    @Test("E2, E3: with no view under the finger the window is the first responder; a view in the window is followed by it")
    func touchOnNoView() throws {
        // timers-app has no views at all.
        let bare = try Self.events("timers-app.lua", "chain.lua")
        let began = try #require(Self.dispatch(bare, "began").first)
        #expect(began["target"] as? String == "window")
        #expect(began["tried"] as? String == "window > application > delegate")
        #expect(began["discarded"] as? Bool == true)
        // no-root-app adds one full-screen view straight to the window.
        let window = try Self.events("no-root-app.lua", "chain.lua")
        let content = try #require(Self.dispatch(window, "began").first)
        #expect(content["target"] as? String == "content")
        #expect(content["tried"] as? String == "content > window > application > delegate")
    }

    @Test("E3: view → controller → superview → controller → window → application → delegate; unhandled events are discarded")
    func responderChain() throws {
        let events = try Self.events("views-app.lua", "chain.lua")
        let began = try #require(Self.dispatch(events, "began").first)
        #expect(began["target"] as? String == "label")
        #expect(began["tried"] as? String == "label > Child.view > Child > Root.view > Root")
        #expect(began["by"] as? String == "Root")
        let moved = try #require(Self.dispatch(events, "moved").first)
        #expect(moved["tried"] as? String == "label > Child.view > Child > Root.view > Root > window > application > delegate")
        #expect(moved["by"] as? String == "delegate")
        let ended = try #require(Self.dispatch(events, "ended").first)
        #expect(ended["tried"] as? String == "label > Child.view > Child > Root.view > Root > window > application > delegate")
        #expect(ended["by"] == nil)
        #expect(ended["discarded"] as? Bool == true)
        #expect(Self.logs(events) == ["Root began 20,320", "delegate moved 20,321"])

        let pretty = try CLI.run(["run", Self.fixtures + "views-app.lua", Self.fixtures + "chain.lua", "--format", "pretty"])
        #expect(pretty.stdout.contains("☝ touch ended at (20, 321): label ▸ Child.view ▸ Child ▸ Root.view ▸ Root ▸ window ▸ application ▸ delegate — discarded, no responder handled it (E3)"))
    }

    @Test("E4: a control sends its action to its target; a nil target sends it up the responder chain")
    func targetAction() throws {
        let events = try Self.events("controls-app.lua", "controls.lua")
        let actions = Self.of("dispatch", events).filter { $0["kind"] as? String == "action" }
        #expect(actions.compactMap { $0["detail"] as? String } == ["save from save", "share from share", "panelTapped from inner", "explode from broken"])
        guard actions.count == 4 else { return }
        // An explicit target gets the message directly, whatever the chain.
        #expect((actions[0]["tried"] as? String)?.contains(">") == false)
        #expect(actions[0]["by"] != nil)
        // A nil target: the first responder in the chain from the control that implements it.
        #expect(actions[1]["tried"] as? String == "share > Root.view > Root")
        #expect(actions[1]["by"] as? String == "Root")
        #expect(actions[2]["tried"] as? String == "inner > panel > Root.view > Root > window > application > delegate")
        #expect(actions[2]["by"] as? String == "delegate")
        // A target that does not implement the action: nobody handles it.
        #expect(actions[3]["discarded"] as? Bool == true)
        #expect(Self.logs(events) == ["saver:save from save", "Root:share from share", "delegate:panelTapped from inner"])
        // The control handles its touches itself; one that ends outside it sends no action (the
        // last touch sequence), so there are exactly four actions.
        let touches = Self.of("dispatch", events).filter { $0["kind"] as? String == "touch" }
        #expect(touches.allSatisfy { $0["by"] as? String == $0["target"] as? String })
    }

    @Test("E5: shake and remote control travel the chain from the first responder; the accelerometer and shakes reach it even while inactive (I5)")
    func motionRemoteAccelerometer() throws {
        let events = try Self.events("motion-app.lua", "motion.lua")
        let shakes = Self.of("dispatch", events).filter { $0["kind"] as? String == "motion" }
        #expect(shakes.count == 2)   // the second during the call: an inactive app still gets motion (I5)
        #expect(shakes.first?["tried"] as? String == "player > Root.view > Root")
        #expect(shakes.first?["by"] as? String == "Root")
        let remote = Self.of("dispatch", events).first { $0["kind"] as? String == "remote" }
        #expect(remote?["detail"] as? String == "play")
        #expect(remote?["by"] as? String == "player")
        let samples = Self.of("dispatch", events).filter { $0["kind"] as? String == "accelerometer" }
        #expect(samples.count == 2)
        #expect(samples.allSatisfy { $0["by"] != nil && ($0["tried"] as? String)?.contains(">") == false })
        // While the call is up neither the shake nor the accelerometer data is dropped (I5).
        #expect(Self.of("dropped", events).isEmpty)
        #expect(Self.logs(events) == ["Root got motion shake", "player got play", "acceleration 0.1 0.2 -1.0 (active)",
                                      "Root got motion shake", "acceleration 0.0 0.0 -1.0 (inactive)"])
    }

    @Test("E6: a repeating timer fires exactly the times due within advance(); invalidate stops it")
    func timers() throws {
        let events = try Self.events("timers-app.lua", "timers.lua")
        let logs = Self.of("log", events)
        let ticks = logs.filter { ($0["text"] as? String)?.hasPrefix("tick ") == true }.compactMap { $0["t"] as? Double }
        #expect(ticks == [1, 2, 3, 4, 5])
        #expect(logs.filter { $0["text"] as? String == "once" }.compactMap { $0["t"] as? Double } == [2.5])
        #expect(Self.logs(events).contains("ticker invalidated, valid=false"))
        let runs = Self.of("run", events).filter { $0["what"] as? String == "timer" }
        #expect(runs.count == 6)
        #expect(runs.allSatisfy { ($0["t"] as? Double ?? 99) <= 5 }, "nothing fires after invalidate")
        // advance(3.5) covers ticks 1–3 and the one-shot, no more.
        let secondAdvance = try #require(Self.index(events) { Self.isAction("advance")($0) && $0["detail"] as? String == "0.5" })
        #expect(Self.of("run", Array(events[..<secondAdvance])).filter { $0["what"] as? String == "timer" }.count == 4)
    }

    @Test("E6, S3: a timer does not fire while the app is suspended; it fires once when the app runs again")
    func timersNotWhileSuspended() throws {
        let result = try Self.run("timers-suspended-app.lua", "timers-suspended.lua")
        #expect(result.status == 0, "\(result.stderr)")
        let events = try CLI.events(result)
        let ticks = Self.of("run", events).filter { $0["what"] as? String == "timer" }.compactMap { $0["t"] as? Double }
        let reopen = try #require(events.first(where: Self.isAction("reopen"))?["t"] as? Double)
        #expect(reopen >= 21.5)
        #expect(ticks.filter { $0 < reopen }.count == 1, "fired while suspended: \(ticks)")
        #expect(ticks.filter { $0 >= reopen }.count == 1)
        #expect(Self.logs(events).last == "tick 2 active")
    }

    @Test("E7: several setNeedsDisplay in one turn of the run loop give one drawRect")
    func drawingCycle() throws {
        let events = try Self.events("drawing-app.lua", "drawing.lua")
        let redraws = Self.of("redraw", events)
        #expect(redraws.map { $0["requests"] as? Int } == [3, 1])
        #expect(redraws.allSatisfy { $0["view"] as? String == "canvas" })
        #expect(Self.of("run", events).filter { $0["what"] as? String == "drawRect" }.count == 2)
        // The drawing pass comes after the handler, at the end of the turn.
        #expect(Self.logs(events) == ["marked 3 times", "drawRect 1", "drawRect 2"])
        let pretty = try CLI.run(["run", Self.fixtures + "drawing-app.lua", Self.fixtures + "drawing.lua", "--format", "pretty"])
        #expect(pretty.stdout.contains("✎ redraw canvas (3 setNeedsDisplay requests coalesced)"))
    }

    // MARK: I — interruptions

    @Test("I2: a banner changes nothing on ios7 (touches still arrive); on ios4 it is an alert: inactive until dismiss()")
    func banner() throws {
        for profile in ["ios6", "ios7", "ios13"] {
            let events = try Self.events("pad-app.lua", "banner.lua", ["--profile", profile])
            #expect(Self.states(events) == ["notRunning → inactive", "inactive → active"], "\(profile)")
            #expect(Self.of("dropped", events).isEmpty, "\(profile)")
            #expect(Self.logs(events).filter { $0 == "touch active" }.count == 2, "\(profile)")
            #expect(!Self.of("call", events).contains { $0["hook"] as? String == "applicationWillResignActive:" })
        }
        let old = try Self.events("pad-app.lua", "banner.lua", ["--profile", "ios4"])
        #expect(Self.states(old) == ["notRunning → inactive", "inactive → active", "active → inactive", "inactive → active"])
        let dropped = Self.of("dropped", old)
        #expect(dropped.map { $0["detail"] as? String } == ["began at (100, 100)", "ended at (100, 100)"])
        // The state comes back at dismiss(), and the second tap is delivered.
        let dismiss = try #require(Self.index(old, where: Self.isAction("dismiss")))
        #expect(Self.states(Array(old[dismiss...])) == ["inactive → active"])
        #expect(Self.logs(old).filter { $0 == "touch active" }.count == 1)
    }

    @Test("I3: the notification centre makes the app inactive; dismiss() makes it active again")
    func notificationCenterDismissed() throws {
        let result = try Self.run("pad-app.lua", "notification-center.lua")
        #expect(result.status == 0, "\(result.stderr)")
        let events = try CLI.events(result)
        #expect(Self.states(events) == ["notRunning → inactive", "inactive → active", "active → inactive", "inactive → active"])
        #expect(Self.logs(events) == ["did become active", "will resign active", "did become active", "touch active"])
        #expect(Self.of("dropped", events).count == 2)
        #expect(Self.of("expect", events).allSatisfy { $0["ok"] as? Bool == true })
    }

    @Test("I3: from the notification centre the user opens another app: this one goes to the background")
    func notificationCenterOtherApp() throws {
        let result = try Self.run("pad-app.lua", "notification-center-other.lua")
        #expect(result.status == 0, "\(result.stderr)")
        let events = try CLI.events(result)
        let pad = Self.states(events.filter { $0["app"] as? String == "pad-app" })
        #expect(pad == ["notRunning → inactive", "inactive → active", "active → inactive", "inactive → background"])
        #expect(Self.of("notification", events).contains {
            $0["app"] as? String == "pad-app" && $0["name"] as? String == "UIApplicationDidEnterBackgroundNotification"
        })
        #expect(Self.of("expect", events).count == 2)
        #expect(Self.of("expect", events).allSatisfy { $0["ok"] as? Bool == true })
    }

    @Test("I5: touches are dropped while the app is inactive or the device is locked")
    func touchesDropped() throws {
        let events = try Self.events("pad-app.lua", "locked.lua")
        let dropped = Self.of("dropped", events)
        #expect(dropped.count == 4)
        #expect(dropped.allSatisfy { $0["kind"] as? String == "touch" })
        #expect((dropped.first?["reason"] as? String)?.contains("inactive") == true)
        // Only the tap after unlock() is delivered.
        #expect(Self.logs(events).filter { $0.hasPrefix("touch") } == ["touch active"])
        let unlock = try #require(Self.index(events, where: Self.isAction("unlock")))
        #expect(Self.of("dispatch", Array(events[..<unlock])).isEmpty)
        // Without multitasking the locked app stays inactive in front: the lock is the reason.
        let ios3 = try Self.events("pad-app.lua", "locked.lua", ["--profile", "ios3"])
        let locked = Self.of("dropped", ios3).compactMap { $0["reason"] as? String }
        #expect(locked.suffix(2).allSatisfy { $0.contains("locked") && $0.contains("I5") }, "\(locked)")
    }

    @Test("I6: a timer still scheduled once the app has resigned active is a violation")
    func timerAfterResign() throws {
        let events = try Self.events("timers-suspended-app.lua", "interrupt.lua")
        let violations = Self.of("violation", events)
        #expect(violations.count == 1)
        #expect(violations.first?["rule"] as? String == "I6")
        // Reported when the call makes the app resign active, not before.
        let call = try #require(Self.index(events, where: Self.isAction("call")))
        let violation = try #require(Self.index(events) { $0["event"] as? String == "violation" })
        #expect(violation > call)
        #expect(Self.states(Array(events[call..<violation])) == ["active → inactive"])
        let strict = try Self.run("timers-suspended-app.lua", "interrupt.lua", ["--strict"])
        #expect(strict.status == 1)
        // The game invalidates its timer in applicationWillResignActive: no violation.
        let game = try CLI.events(try Self.game(["--format", "jsonl"]))
        #expect(Self.of("violation", game).isEmpty)
    }

    @Test("I7, I6, E4: the game stays paused after the call until the player taps Resume")
    func gameStaysPaused() throws {
        let result = try Self.game(["--format", "jsonl"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Self.game(["--format", "jsonl", "--strict"]).status == 0)
        let events = try CLI.events(result)
        #expect(Self.of("expect", events).count == 13)
        #expect(Self.of("expect", events).allSatisfy { $0["ok"] as? Bool == true })
        #expect(Self.of("kill", events).isEmpty)
        let call = try #require(Self.index(events, where: Self.isAction("call")))
        let decline = try #require(Self.index(events, where: Self.isAction("decline")))
        let resumeTap = try #require(events.indices.last { Self.isAction("tap")(events[$0]) })
        func timerRuns(_ range: Range<Int>) -> Int {
            Self.of("run", Array(events[range])).filter { $0["what"] as? String == "timer" }.count
        }
        #expect(timerRuns(0..<call) == 2)
        #expect(timerRuns(call..<resumeTap) == 0, "no tick between the call and Resume")
        #expect(timerRuns(resumeTap..<events.count) == 2)
        // Declined: active again, but nothing restarted; the app says so.
        #expect(Self.states(Array(events[decline...])).first == "inactive → active")
        #expect(Self.logs(Array(events[decline..<resumeTap])).contains("active again; the game waits for Resume"))
        // The call's touch was dropped (I5), the resume went through the button's action (E4).
        #expect(Self.of("dropped", Array(events[call..<decline])).count == 2)
        let resume = Self.of("dispatch", Array(events[resumeTap...])).first { $0["kind"] as? String == "action" }
        #expect(resume?["detail"] as? String == "togglePause from pauseButton")
        #expect(resume?["by"] as? String == "GameViewController")
    }

    @Test("E2, E3, E4: the game's pretty trace shows dispatch lines with ▸ and ✓, and the dropped touch")
    func gamePretty() throws {
        let result = try Self.game(["--format", "pretty"])
        #expect(result.status == 0)
        let out = result.stdout
        #expect(out.contains("☝ touch began at (230, 190): mole ✓ mole"))
        #expect(out.contains("☝ touch began at (300, 450): board ▸ GameViewController.view ▸ GameViewController ✓ GameViewController"))
        #expect(out.contains("➜ action togglePause from pauseButton: GameViewController ✓ GameViewController"))
        #expect(out.contains("⌀ touch began at (230, 190) dropped: the app is inactive and receives no touch events (I5)"))
        let dispatchLines = result.lines.filter { $0.contains("☝") || $0.contains("➜") }
        #expect(dispatchLines.contains { $0.contains(" ▸ ") && $0.contains(" ✓ ") })
    }

    // MARK: V — view controllers

    @Test("V1: viewDidLoad once; appearance at launch, on present and on dismiss, in UIKit's order; none on Home and return")
    func appearance() throws {
        let result = try Self.run("controllers-app.lua", "controllers.lua", ["--strict"])
        #expect(result.status == 0, "\(result.stderr)")
        let events = try CLI.events(result)
        let runs = Self.controllerRuns(events)
        #expect(runs.filter { $0 == "Main viewDidLoad" }.count == 1)
        #expect(runs.filter { $0 == "Settings viewDidLoad" }.count == 1)
        // Launch: the view loads during didFinishLaunching; it appears around becoming active.
        let launch = events.prefix { !Self.isAction("tap")($0) }.compactMap { event -> String? in
            switch event["event"] as? String {
            case "run" where event["what"] as? String == "viewController": return event["subject"] as? String
            case "call": return event["hook"] as? String
            case "state": return "→ \(event["to"]!)"
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
        let home = try #require(Self.index(events, where: Self.isAction("home")))
        #expect(Self.controllerRuns(Array(events[home...])).isEmpty)
        #expect(Self.logs(Array(events[home...])) == ["applicationDidEnterBackground", "applicationWillEnterForeground", "applicationDidBecomeActive"])
        #expect(Self.of("violation", events).isEmpty)
    }

    @Test("V1: an appearance override that does not call the superclass's method is a violation")
    func missingSuper() throws {
        let result = try Self.run("no-super-app.lua", "launch-only.lua")
        #expect(result.status == 0)
        let violations = Self.of("violation", try CLI.events(result))
        #expect(violations.count == 1)
        #expect(violations.first?["rule"] as? String == "V1")
        #expect((violations.first?["message"] as? String)?.contains("Forgetful:viewWillAppear") == true)
        #expect(try Self.run("no-super-app.lua", "launch-only.lua", ["--strict"]).status == 1)
    }

    @Test("V2: a window without a root view controller at the end of launch is a violation")
    func noRootViewController() throws {
        let result = try Self.run("no-root-app.lua", "launch-only.lua")
        #expect(result.status == 0)
        let violations = Self.of("violation", try CLI.events(result))
        #expect(violations.map { $0["rule"] as? String } == ["V2"])
        #expect(try Self.run("no-root-app.lua", "launch-only.lua", ["--strict"]).status == 1)
        // Apps with a root view controller set in didFinishLaunching are fine.
        #expect(!Self.of("violation", try Self.events("controllers-app.lua", "launch-only.lua")).contains { $0["rule"] as? String == "V2" })
    }
}

/// I8 from the command line: the in-call status bar, both ways.
@Suite("Status bar")
struct StatusBarEndToEndTests {
    @Test("I8: returning to the app during a call posts the status-bar change (40), hanging up posts it again (20)")
    func statusBar() throws {
        let scenario = FileManager.default.temporaryDirectory.appendingPathComponent("i8-\(getpid()).lua")
        try "launch() call() answer() reopen() end_call() expect_state('active')".write(to: scenario, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: scenario) }
        let result = try CLI.run(["run", "Tests/EndToEndTests/Fixtures/lifecycle-app.lua", scenario.path, "--format", "jsonl"])
        #expect(result.status == 0)
        let values = try CLI.events(result)
            .filter { $0["name"] as? String == "UIApplicationDidChangeStatusBarFrameNotification" }
            .compactMap { $0["value"] as? String }
        #expect(values == ["40", "20"])
    }
}
