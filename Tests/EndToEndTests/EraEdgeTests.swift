import Foundation
import Testing

/// The edges where eras differ, from the command line: the lock button (I4), a background
/// launch's UI (L2, V1), Info.plist keys (B3, T1), the N delegate methods, features before their
/// time (P), events while inactive (I5), netted notifications (F3), the timer schedule (E6), and
/// a device that cannot multitask (T1).
@Suite("Era edges, end to end", .serialized)
struct EraEdgeTests {
    typealias Event = [String: Any]

    /// Writes `app` and `scenario` to a fresh folder and runs them with `options`.
    static func play(_ app: String, _ scenario: String, _ options: [String] = []) throws -> CLI.Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifecycle-era-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try app.write(to: folder.appendingPathComponent("app.lua"), atomically: true, encoding: .utf8)
        try scenario.write(to: folder.appendingPathComponent("scenario.lua"), atomically: true, encoding: .utf8)
        return try CLI.run(["run", "app.lua", "scenario.lua", "--format", "jsonl"] + options, directory: folder)
    }

    static func events(_ app: String, _ scenario: String, _ options: [String] = []) throws -> [Event] {
        let result = try play(app, scenario, options)
        #expect(result.status == 0, "\(result.stderr)")
        return try CLI.events(result)
    }

    static func of(_ kind: String, _ events: [Event]) -> [Event] { events.filter { $0["event"] as? String == kind } }
    static func logs(_ events: [Event]) -> [String] { of("log", events).compactMap { $0["text"] as? String } }
    static func warnings(_ events: [Event]) -> [String] { of("warning", events).compactMap { $0["message"] as? String } }
    static func hooks(_ events: [Event]) -> [String] { of("call", events).compactMap { $0["hook"] as? String } }
    static func states(_ events: [Event]) -> [String] {
        of("state", events).compactMap { e in (e["from"] as? String).flatMap { from in (e["to"] as? String).map { "\(from)→\($0)" } } }
    }

    static let stateLogger = """
    local App = {}
    function App:applicationDidEnterBackground(application) print("bg " .. application.applicationState) end
    function App:applicationWillResignActive(application) print("resign " .. application.applicationState) end
    return App
    """

    // MARK: I4

    @Test("I4: lock on ios3 and ios4 leaves the app inactive and running; unlock makes it active", arguments: ["ios3", "ios4"])
    func lockOldEras(profile: String) throws {
        let events = try Self.events(Self.stateLogger, "launch() lock() advance(60) expect_state('inactive') unlock() expect_state('active')", ["--profile", profile, "--strict"])
        #expect(!Self.hooks(events).contains("applicationDidEnterBackground:"))
        #expect(Self.states(events) == ["notRunning→inactive", "inactive→active", "active→inactive", "inactive→active"])
    }

    @Test("I4: lock on ios6 enters the background with applicationState inactive, and the trace says why")
    func lockIOS6() throws {
        let events = try Self.events(Self.stateLogger, "launch() lock() advance(1) expect_state('suspended') unlock() expect_state('active')", ["--profile", "ios6"])
        #expect(Self.logs(events) == ["resign active", "bg inactive"])
        let info = Self.of("info", events)
        #expect(info.count == 1 && info.first?["rule"] as? String == "I4")
    }

    @Test("I4: lock on ios7 and ios13 is Home: applicationState reads background", arguments: ["ios7", "ios13"])
    func lockModern(profile: String) throws {
        let events = try Self.events(Self.stateLogger, "launch() lock() advance(1) expect_state('suspended')", ["--profile", profile])
        #expect(Self.logs(events) == ["resign active", "bg background"])
        #expect(Self.of("info", events).isEmpty)
    }

    // MARK: L2, V1

    @Test("L2, V1: the game launched into the background appears at reopen, around applicationDidBecomeActive:, and passes --strict")
    func backgroundLaunchedGame() throws {
        let result = try CLI.run(["run", "examples/game/app.lua", "Tests/EndToEndTests/Fixtures/background-launch.lua", "--strict", "--format", "jsonl"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let events = try CLI.events(result)
        let order = events.compactMap { e -> String? in
            if e["event"] as? String == "call" { return e["hook"] as? String }
            if e["event"] as? String == "run", e["what"] as? String == "viewController" { return e["subject"] as? String }
            return nil
        }
        let tail = Array(order.drop { $0 != "GameViewController viewWillAppear" }.prefix(3))
        #expect(tail == ["GameViewController viewWillAppear", "applicationDidBecomeActive:", "GameViewController viewDidAppear"])
        #expect(Self.logs(events).contains("game running"))
    }

    @Test("L2, V1: a presentation while a background-launched UI is unseen calls no appearance methods; both appear at the first reopen")
    func presentedBeforeShown() throws {
        let app = """
        local App = {}
        local Main = UIViewController.new("Main")
        local Settings = UIViewController.new("Settings")
        function App:application_didFinishLaunchingWithOptions(application)
          local window = UIWindow.new()
          window.rootViewController = Main
          window:makeKeyAndVisible()
          DispatchQueue.main:async(function() Main:presentViewController(Settings) end)
          return true
        end
        return App
        """
        let events = try Self.events(app, "launch{background = true} advance(1) reopen()", ["--strict"])
        let appearances = Self.of("run", events).filter { $0["what"] as? String == "viewController" }.compactMap { $0["subject"] as? String }
        #expect(appearances == ["Main viewDidLoad", "Settings viewDidLoad", "Main viewWillAppear", "Settings viewWillAppear",
                                "Main viewDidAppear", "Settings viewDidAppear"])
    }

    // MARK: B3, T1

    @Test("B3, T1: UIKit's UIApplicationExitsOnSuspend exits on Home, with viewWillDisappear:/viewDidDisappear: first")
    func exitsOnSuspend() throws {
        let app = """
        local App = {}
        App.info = { UIApplicationExitsOnSuspend = true }
        local Main = UIViewController.new("Main")
        function Main:viewWillDisappear(animated) UIViewController.viewWillDisappear(self, animated) print("will disappear") end
        function Main:viewDidDisappear(animated) UIViewController.viewDidDisappear(self, animated) print("did disappear") end
        function App:application_didFinishLaunchingWithOptions(application)
          local window = UIWindow.new()
          window.rootViewController = Main
          window:makeKeyAndVisible()
          return true
        end
        function App:applicationWillTerminate(application) print("terminate") end
        return App
        """
        for profile in ["ios3", "ios7"] {
            let events = try Self.events(app, "launch() home() expect_state('notRunning')", ["--profile", profile])
            #expect(Self.logs(events) == ["will disappear", "did disappear", "terminate"], "\(profile)")
            #expect(Self.of("exit", events).first?["rule"] as? String == "T1")
        }
    }

    @Test("T1: an exit-on-suspend app launched into the background is terminated, never suspended")
    func exitsOnSuspendBackgroundLaunch() throws {
        let app = "return { info = { UIApplicationExitsOnSuspend = true } }"
        let events = try Self.events(app, "launch{background = true} advance(1) expect_state('notRunning')")
        #expect(!Self.states(events).contains("background→suspended"))
        #expect(Self.of("exit", events).count == 1)
    }

    @Test("B3, T1: the seeds' UIApplicationExitOnSuspend works with a warning naming UIKit's key; an unknown key gets a did-you-mean")
    func infoKeys() throws {
        let app = "return { info = { UIApplicationExitOnSuspend = true, UIBackgroundMode = {} } }"
        let events = try Self.events(app, "launch() home() expect_state('notRunning')")
        let warnings = Self.warnings(events)
        #expect(warnings.contains { $0.contains("info.UIApplicationExitOnSuspend") && $0.contains("UIApplicationExitsOnSuspend") })
        #expect(warnings.contains { $0.contains("info.UIBackgroundMode ") && $0.contains("did you mean UIBackgroundModes?") })
    }

    @Test("T1: the three causes: the OS (ios3), the device (--no-multitasking, set_multitasking), Info.plist")
    func threeCauses() throws {
        let plain = "return {}"
        let home = "launch() home() expect_state('notRunning')"
        let byOS = try Self.events(plain, home, ["--profile", "ios3"])
        #expect((Self.of("exit", byOS).first?["message"] as? String)?.hasPrefix("ios3 has no multitasking") == true)
        let byFlag = try Self.events(plain, home, ["--profile", "ios4", "--no-multitasking"])
        #expect((Self.of("exit", byFlag).first?["message"] as? String)?.hasPrefix("the device cannot multitask") == true)
        let byVerb = try Self.events(plain, "set_multitasking(false) " + home, ["--profile", "ios4"])
        #expect((Self.of("exit", byVerb).first?["message"] as? String)?.hasPrefix("the device cannot multitask") == true)
        let byPlist = try Self.events("return { info = { UIApplicationExitsOnSuspend = true } }", home)
        #expect((Self.of("exit", byPlist).first?["message"] as? String)?.hasPrefix("Info.plist sets UIApplicationExitsOnSuspend") == true)
    }

    @Test("T1: the devices without multitasking stopped at iOS 4.2.1: the flag and the verb are refused from ios6 with exit 2")
    func noModernDeviceWithoutMultitasking() throws {
        let ios6 = try Self.play("return {}", "launch()", ["--no-multitasking", "--profile", "ios6"])
        #expect(ios6.status == 2)
        let flag = try Self.play("return {}", "launch()", ["--no-multitasking"])
        #expect(flag.status == 2 && flag.stderr.contains("use --profile ios4"))
        let verb = try Self.play("return {}", "set_multitasking(false)", ["--profile", "ios13"])
        #expect(verb.status == 2 && verb.stderr.contains("scenario.lua:1") && verb.stderr.contains("ios13"))
    }

    // MARK: N

    @Test("N: the seven delegate methods are hooks, called before their notifications with UIKit's arguments")
    func notificationHooks() throws {
        let app = """
        local App = {}
        App.info = { UISupportedInterfaceOrientations = { "UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeRight" } }
        function App:applicationSignificantTimeChange(application) print("time") end
        function App:application_willChangeStatusBarFrame(application, frame) print("will frame " .. frame.height) end
        function App:application_didChangeStatusBarFrame(application, frame) print("did frame " .. frame.height) end
        function App:application_willChangeStatusBarOrientation_duration(application, o, d) print("will " .. o .. " " .. d) end
        function App:application_didChangeStatusBarOrientation(application, o) print("did " .. o) end
        function App:applicationProtectedDataWillBecomeUnavailable(application) print("locked data") end
        function App:applicationProtectedDataDidBecomeAvailable(application) print("unlocked data") end
        return App
        """
        let events = try Self.events(app, "launch() significant_time_change() rotate('landscapeLeft') call() answer() reopen() end_call() lock() unlock()", ["--strict"])
        #expect(Self.warnings(events).isEmpty)
        #expect(Self.logs(events) == ["time", "will landscapeRight 0.3", "did portrait", "will frame 40.0", "did frame 20.0",
                                      "will frame 20.0", "did frame 40.0", "locked data", "unlocked data"])
        let sequence = events.compactMap { ($0["hook"] as? String) ?? ($0["name"] as? String) }
        let time = sequence.firstIndex(of: "applicationSignificantTimeChange:")!
        #expect(sequence[time + 1] == "UIApplicationSignificantTimeChangeNotification")
    }

    // MARK: P

    @Test("P: willFinishLaunching is not called on ios4, and the warning names ios6")
    func willFinishOnIOS4() throws {
        let app = "local App = {} function App:application_willFinishLaunchingWithOptions() print('will') return true end return App"
        let events = try Self.events(app, "launch()", ["--profile", "ios4"])
        #expect(Self.logs(events).isEmpty)
        #expect(Self.warnings(events).contains { $0.contains("application:willFinishLaunchingWithOptions:") && $0.contains("ios6") })
        let modern = try Self.events(app, "launch()", ["--profile", "ios6"])
        #expect(Self.logs(modern) == ["will"])
    }

    @Test("P: notification_center() on ios3 and ios4 is refused with exit 2, naming ios6", arguments: ["ios3", "ios4"])
    func notificationCentreRefused(profile: String) throws {
        let result = try Self.play("return {}", "launch()\nnotification_center()", ["--profile", profile])
        #expect(result.status == 2)
        #expect(result.stderr.contains("scenario.lua:2") && result.stderr.contains("ios6"), "\(result.stderr)")
    }

    // MARK: F3, E6

    @Test("F3: an accessory plugged in and out, and a lock and unlock, while suspended deliver nothing")
    func nettedWhileSuspended() throws {
        let events = try Self.events("return {}", "launch() home() advance(1) connect_accessory('Dock') disconnect_accessory() lock() unlock() reopen()")
        let queued = Self.of("notification", events).filter { $0["queued"] as? Bool == true }
        #expect(queued.isEmpty, "\(queued)")
    }

    @Test("E6: a 1 s timer whose handler takes 0.25 s keeps its schedule: 1, 2, 3, 4")
    func timerSchedule() throws {
        let app = """
        local App = {}
        function App:application_didFinishLaunchingWithOptions(application)
          NSTimer.scheduledTimer(1, true, function() work(0.25) end)
          return true
        end
        return App
        """
        let events = try Self.events(app, "launch() advance(4.5)")
        let fired = Self.of("run", events).filter { $0["what"] as? String == "timer" }.compactMap { $0["t"] as? Double }
        #expect(fired == [1, 2, 3, 4])
    }

    // MARK: what the review found

    @Test("P: remote control is iOS 4: remote() on ios3 is refused with exit 2, naming ios4")
    func remoteOnIOS3() throws {
        let result = try Self.play("return {}", "launch()\nremote('play')", ["--profile", "ios3"])
        #expect(result.status == 2 && result.stderr.contains("scenario.lua:2") && result.stderr.contains("ios4"), "\(result.stderr)")
    }

    @Test("B3, T1: an info table of 100,000 keys gets ten warnings and a count, at once")
    func manyInfoKeys() throws {
        let app = "local t = {} for i = 1, 100000 do t['UIApplicationExitOnSuspen' .. i] = true end return { info = t }"
        let events = try Self.events(app, "launch()")
        let warnings = Self.warnings(events)
        #expect(warnings.count == 11)
        #expect(warnings.last?.hasSuffix("… and 99990 more like it") == true)
    }

    @Test("T1: a REPL on a device that cannot multitask saves a scenario that replays on one")
    func replSavesDevice() throws {
        let folder = try Spawned.folder("repl-device")   // a piped :save writes in the current folder
        defer { try? FileManager.default.removeItem(at: folder) }
        let saved = folder.appendingPathComponent("saved.lua").path
        let app = CLI.root.appendingPathComponent("examples/well-behaved/app.lua").path
        let result = try CLI.run(["repl", app, "--profile", "ios4", "--no-multitasking"],
                                 input: "launch()\nhome()\n:save saved.lua\n", directory: folder)
        #expect(result.status == 0)
        let replay = try CLI.run(["run", "examples/well-behaved/app.lua", saved, "--profile", "ios4", "--format", "jsonl"])
        #expect(replay.status == 0)
        #expect(replay.lines.contains { $0.contains("\"event\":\"exit\"") && $0.contains("the device cannot multitask") })
    }
}
