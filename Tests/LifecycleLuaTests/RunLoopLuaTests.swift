import LifecycleCore
import Testing
@testable import LifecycleLua
@testable import LifecycleTools
import LuaBridge
import TestSupport

/// The Lua faces of views, controllers, controls and timers (E2–E7, V1, V2).
@Suite("Run loop from Lua")
struct RunLoopLuaTests {
    static let app = """
    local App = {}
    local Main = UIViewController.new("Main")
    loads = 0
    function Main:viewDidLoad()
      UIViewController.viewDidLoad(self)
      loads = loads + 1
      self.board = UIView.new{name = "board", frame = {0, 0, 320, 400}}
      self.view:addSubview(self.board)
      self.go = UIButton.new{name = "go", frame = {0, 400, 320, 80}}
      self.go:addTarget(self, "start")
      self.view:addSubview(self.go)
    end
    function Main:start(sender) print("start from", sender.name, "loads", loads) end
    function Main:touchesBegan_withEvent(touches) print("Main touched", touches[1].x, touches[1].y) end
    function App:application_didFinishLaunchingWithOptions()
      UIWindow.new().rootViewController = Main
      local _ = Main.view
      return true
    end
    return App
    """

    func dispatches(_ trace: Collector) -> [(tried: [String], by: String?)] {
        trace.records.compactMap {
            if case .dispatch(_, _, _, let tried, let by, _) = $0.event { return (tried, by) } else { return nil }
        }
    }

    @Test("V1: viewDidLoad runs once, however often the view is used")
    func loadOnce() {
        let trace = play(app: Self.app, scenario: "launch() tap(10, 450)").trace
        #expect(trace.logs == ["start from\tgo\tloads\t1"])
    }

    @Test("E2, E3: a touch on a view without handlers goes up to its view controller")
    func upTheChain() {
        let trace = play(app: Self.app, scenario: "launch() tap(10, 10)").trace
        #expect(trace.logs == ["Main touched\t10.0\t10.0"])
        #expect(dispatches(trace).first.map { $0.tried == ["board", "Main.view", "Main"] && $0.by == "Main" } == true)
    }

    @Test("E4: a button sends its action to its target, with itself as the sender")
    func targetAction() {
        let trace = play(app: Self.app, scenario: "launch() tap(160, 440)").trace
        #expect(trace.logs.count == 1)
        #expect(trace.records.contains {
            if case .dispatch("action", _, _, _, "Main", _) = $0.event { true } else { false }
        })
    }

    @Test("V1: an appearance override that does not call super is reported")
    func missingSuper() {
        let app = """
        local App = {}
        local Main = UIViewController.new("Main")
        function Main:viewWillAppear(animated) print("appearing") end
        function App:application_didFinishLaunchingWithOptions() UIWindow.new().rootViewController = Main return true end
        return App
        """
        let trace = play(app: app).trace
        #expect(trace.logs == ["appearing"])
        #expect(trace.records.contains { if case .violation(.V1, let m) = $0.event { m.hasPrefix("Main:viewWillAppear") } else { false } })
    }

    @Test("V2: a window with no root view controller at the end of launch is reported: a crash on ios7, a violation on ios6")
    func noRoot() {
        let trace = play(app: appLaunching("UIWindow.new():makeKeyAndVisible()")).trace
        #expect(trace.records.kills.map(\.rule) == [.V2])
        let logged = play(app: appLaunching("UIWindow.new():makeKeyAndVisible()"), profile: .ios6).trace
        #expect(logged.records.contains { if case .violation(.V2, _) = $0.event { true } else { false } })
        let windowless = play(app: appLaunching("")).trace
        #expect(!windowless.records.contains { if case .violation = $0.event { true } else { false } })
    }

    @Test("E6, I6: a repeating timer fires on time; still scheduled after resign it is an I6 violation")
    func timers() {
        let app = appLaunching("NSTimer.scheduledTimer(1, true, function(timer) print('tick', timer.valid) end)")
        let trace = play(app: app, scenario: "launch() advance(3.5) call()").trace
        #expect(trace.logs == ["tick\ttrue", "tick\ttrue", "tick\ttrue"])
        #expect(trace.records.contains { if case .violation(.I6, _) = $0.event { true } else { false } })
    }

    @Test("E5: an accelerometer delegate set from Lua gets the data, even while inactive (I5)")
    func accelerometer() {
        let app = appLaunching("""
          UIAccelerometer.sharedAccelerometer().delegate = {accelerometer_didAccelerate = function(self, a, acc) print(acc.x, acc.y, acc.z) end}
        """)
        let trace = play(app: app, scenario: "launch() call() accelerate(0.1, 0, -1)").trace
        #expect(trace.logs == ["0.1\t0.0\t-1.0"])
    }

    @Test("E4: addTarget with a non-table target is an error naming the script's line")
    func badTarget() {
        let trace = play(app: appLaunching("UIButton.new{name = 'b'}:addTarget(42, 'go')")).trace
        #expect(trace.kills.first?.message.contains("app.lua:3: addTarget: the target must be a table") == true)
    }
}
