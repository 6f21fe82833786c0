import LifecycleCore
import Testing
import TestSupport

/// E4: where a control's action with a nil target goes, played in process on
/// Tests/EndToEndTests/Fixtures/runloop/first-responder-app.lua: to the current first responder
/// (a view or a view controller), then up its chain; with none, from the control itself.
@Suite("First responder and nil-target actions, played")
struct FirstResponderPlayedTests {
    static let app = RunLoopPlayedTests.fixtures + "first-responder-app.lua"

    /// Plays `scenario` (Lua) against the fixture app.
    static func play(_ scenario: String, profile: OSProfile = .ios7) throws -> Played {
        Played(app: try Repository.read(app), scenario: scenario, appPath: app, profile: profile)
    }

    /// The actions dispatched: (first responder tried, who handled it).
    static func actions(_ run: Played) -> [(target: String, tried: [String], by: String?)] {
        run.trace.records.dispatches.filter { $0.kind == "action" }.map { ($0.target, $0.tried, $0.by) }
    }

    static let tapButton = "tap(50, 20)\n", tapField = "tap(50, 120)\n", tapFocus = "tap(50, 220)\n",
               tapDone = "tap(50, 320)\n", tapClose = "tap(50, 420)\n"

    @Test("E4: a nil-target action goes to the first responder (the field), not up from the button the touch hit",
          arguments: [OSProfile.ios4, .ios7, .ios13])
    func testE4NilTargetGoesToFirstResponder(profile: OSProfile) throws {
        let run = try Self.play("launch()\n" + Self.tapField + Self.tapButton, profile: profile)
        #expect(run.status() == 0, "\(run.error ?? "")")
        #expect(run.trace.records.logs == ["field becomes first: true", "field saved"])
        let action = try #require(Self.actions(run).first)
        #expect(action.target == "field" && action.by == "field")
    }

    @Test("E4: a view controller can be the first responder: the action starts at it, then its chain (window, application, delegate)")
    func testE4ViewControllerFirstResponder() throws {
        let run = try Self.play("launch()\n" + Self.tapFocus + Self.tapButton)
        #expect(run.trace.records.logs == ["Root becomes first: true", "Root saved"])
        let action = try #require(Self.actions(run).first)
        #expect(action.tried == ["Root"] && action.by == "Root")
    }

    @Test("E4: with no first responder the action starts at the control itself (the simulator's model of what is observed)")
    func testE4NoFirstResponderStartsAtControl() throws {
        let run = try Self.play("launch()\n" + Self.tapButton)
        #expect(run.trace.records.logs == ["toolbar saved"])
        let action = try #require(Self.actions(run).first)
        #expect(action.target == "saveButton" && action.tried == ["saveButton", "toolbar"] && action.by == "toolbar")
    }

    @Test("E4: a responder that resigned is no longer the first responder: the action starts at the control again")
    func testE4ResignedFirstResponder() throws {
        let run = try Self.play("launch()\n" + Self.tapField + Self.tapDone + Self.tapButton)
        #expect(run.trace.records.logs == ["field becomes first: true", "field resigns: true", "toolbar saved"])
    }

    @Test("E4: a first responder taken out of the window resigns, and coming back does not make it first again")
    func testE4FirstResponderLeavingTheWindow() throws {
        let run = try Self.play("launch()\n" + Self.tapField + Self.tapClose + Self.tapButton)
        #expect(run.trace.records.logs == ["field becomes first: true", "field left the window and came back", "toolbar saved"])
    }

    @Test("E4: the last becomeFirstResponder() wins: field, then Root, then field again")
    func testE4LastBecomeWins() throws {
        let run = try Self.play("launch()\n" + Self.tapField + Self.tapFocus + Self.tapButton + Self.tapField + Self.tapButton)
        #expect(run.trace.records.logs.filter { $0.hasSuffix("saved") } == ["Root saved", "field saved"])
    }

    @Test("E5, E4: a shake starts at the first responder too: a view controller made first gets it")
    func testE4MotionFollowsAViewControllerFirstResponder() throws {
        let app = try Repository.read(Self.app).replacingOccurrences(
            of: "function root:save(sender) print(\"Root saved\") end",
            with: "function root:save(sender) print(\"Root saved\") end\nfunction root:motionEnded_withEvent(m, e) print(\"Root shaken\") end")
        let run = Played(app: app, scenario: "launch()\n" + Self.tapFocus + "shake()\n")
        #expect(run.trace.records.logs == ["Root becomes first: true", "Root shaken"])
    }

    @Test("E4: becomeFirstResponder and resignFirstResponder on something that is no view or view controller are the app's error, not the host's",
          arguments: ["UIView.new{ name = 'v' }.becomeFirstResponder({})", "UIView.new{ name = 'v' }.resignFirstResponder(42)",
                      "UIViewController.new('C').becomeFirstResponder()", "UIViewController.new('C').resignFirstResponder('x')"])
    func testE4HostileFirstResponderCalls(call: String) {
        let run = Played(app: appLaunching("  " + call), scenario: "launch()\n")
        #expect(run.status() != 2, "\(run.error ?? "")")
        let kill = run.trace.kills.first
        #expect(kill?.reason == .crash)
        #expect(kill?.message.contains("expects a view") == true, "\(kill?.message ?? "no kill")")
    }
}
