import LifecycleCore
import Testing
import TestSupport

/// The main run loop, events, the responder chain, controls, timers and drawing (E1–E7), played
/// in process as `lifecycle run` plays them, on examples/game/ and on the fixtures in
/// Tests/EndToEndTests/Fixtures/runloop/ (the interruptions and the view controllers played on
/// them are InterruptionPlayedTests' and ViewControllerPlayedTests'). The pretty lines are
/// RunLoopTests'.
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
        // no-root-app adds one full-screen view straight to the window (on ios6, where that is
        // only logged: from ios7 it is a crash, V2).
        let content = try #require(Self.dispatches(try Self.records("no-root-app.lua", "chain.lua", .ios6), "began").first)
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
}
