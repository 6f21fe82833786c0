import LifecycleCore
import Testing
import TestSupport

/// The edges where eras differ, played in process: the lock button (I4), a background launch's
/// UI (L2, V1), Info.plist keys (B3, T1), the N delegate methods, features before their time (P),
/// events while inactive (I5), netted notifications (F3), the timer schedule (E6), and a device
/// that cannot multitask (T1). The command line's own refusals are EraEdgeTests'.
@Suite("Era edges, played")
struct EraEdgePlayedTests {
    /// The records of `app` and `scenario` (sources, named app.lua and scenario.lua) on
    /// `profile`; the run must pass (with `strict`, as `--strict` asks).
    static func records(_ app: String, _ scenario: String, _ profile: OSProfile = .ios7, strict: Bool = false) -> [TraceRecord] {
        let run = Played(app: app, scenario: scenario, profile: profile)
        #expect(run.status(strict: strict) == 0, "\(run.error ?? "")")
        return run.trace.records
    }

    static func states(_ records: [TraceRecord]) -> [String] { records.edges.map(\.description) }
    static func exits(_ records: [TraceRecord]) -> [(rule: Rule, message: String)] {
        records.compactMap { if case .exit(let rule, let message) = $0.event { (rule, message) } else { nil } }
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
        // No applicationState here: ios3 lacks it (P).
        let logger = "local App = {}\nfunction App:applicationDidEnterBackground(a) print('bg') end\nfunction App:applicationWillResignActive(a) print('resign') end\nreturn App"
        let records = Self.records(logger, "launch() lock() advance(60) expect_state('inactive') unlock() expect_state('active')",
                                   try #require(OSProfile.named(profile)), strict: true)
        #expect(!records.selectors.contains("applicationDidEnterBackground:"))
        #expect(Self.states(records) == ["notRunning→inactive", "inactive→active", "active→inactive", "inactive→active"])
    }

    @Test("I4: lock on ios6 enters the background with applicationState inactive, and the trace says why")
    func lockIOS6() {
        let records = Self.records(Self.stateLogger, "launch() lock() advance(1) expect_state('suspended') unlock() expect_state('active')", .ios6)
        #expect(records.logs == ["resign active", "bg inactive"])
        #expect(records.compactMap(\.event.info).map(\.rule) == [.I4])
    }

    @Test("I4: lock on ios7 and ios13 is Home: applicationState reads background", arguments: ["ios7", "ios13"])
    func lockModern(profile: String) throws {
        let records = Self.records(Self.stateLogger, "launch() lock() advance(1) expect_state('suspended')", try #require(OSProfile.named(profile)))
        #expect(records.logs == ["resign active", "bg background"])
        #expect(records.compactMap(\.event.info).isEmpty)
    }

    // MARK: L2, V1

    @Test("L2, V1: the game launched into the background appears during the launch (its game starts there, in the background), not at reopen, and passes --strict")
    func backgroundLaunchedGame() throws {
        let run = try Played(appFile: "examples/game/app.lua", scenarioFile: "Tests/EndToEndTests/Fixtures/background-launch.lua")
        #expect(run.status(strict: true) == 0, "\(run.error ?? "")")
        let order = run.trace.records.compactMap { record -> String? in
            switch record.event {
            case .call(let hook, _): return hook.selector
            case .run(.viewController, _, _, _, let subject): return subject
            default: return nil
            }
        }
        let tail = Array(order.drop { $0 != "application:didFinishLaunchingWithOptions:" })
        #expect(tail == ["application:didFinishLaunchingWithOptions:", "GameViewController viewDidLoad", "GameViewController viewWillAppear",
                         "GameViewController viewDidAppear", "applicationDidBecomeActive:"])
        let reopen = try #require(run.trace.records.index(ofAction: "reopen"))
        #expect(run.trace.records[..<reopen].logs == ["game running"])
    }

    @Test("L2, V1: the UI of a background launch is in the window: a presentation then calls the appearance methods at once; the first reopen calls none")
    func presentedAfterBackgroundLaunch() throws {
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
        let records = Self.records(app, "launch{background = true} advance(1) reopen()", strict: true)
        let appearances = records.runs(.viewController).compactMap(\.event.codeRun?.subject)
        #expect(appearances == ["Main viewDidLoad", "Main viewWillAppear", "Main viewDidAppear", "Settings viewDidLoad",
                                "Main viewWillDisappear", "Settings viewWillAppear", "Main viewDidDisappear", "Settings viewDidAppear"])
        let reopen = try #require(records.index(ofAction: "reopen"))
        #expect(Array(records[reopen...]).runs(.viewController).isEmpty)
    }

    // MARK: B3, T1

    @Test("B3, T1: UIKit's UIApplicationExitsOnSuspend exits on Home, with viewWillDisappear:/viewDidDisappear: first")
    func exitsOnSuspend() {
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
        // ios3 has no rootViewController (P): there the exit is by the OS, with no controller to
        // take off the screen (T1's three causes, below).
        for profile in [OSProfile.ios4, .ios7] {
            let records = Self.records(app, "launch() home() expect_state('notRunning')", profile)
            #expect(records.logs == ["will disappear", "did disappear", "terminate"], "\(profile.name)")
            #expect(Self.exits(records).first?.rule == .T1)
        }
    }

    @Test("T1: an exit-on-suspend app launched into the background is terminated, never suspended")
    func exitsOnSuspendBackgroundLaunch() {
        let records = Self.records("return { info = { UIApplicationExitsOnSuspend = true } }", "launch{background = true} advance(1) expect_state('notRunning')")
        #expect(!Self.states(records).contains("background→suspended"))
        #expect(Self.exits(records).count == 1)
    }

    @Test("B3, T1: the misspelt UIApplicationExitOnSuspend works with a warning naming UIKit's key; an unknown key gets a did-you-mean")
    func infoKeys() {
        let warnings = Self.records("return { info = { UIApplicationExitOnSuspend = true, UIBackgroundMode = {} } }", "launch() home() expect_state('notRunning')").warnings
        #expect(warnings.contains { $0.contains("info.UIApplicationExitOnSuspend") && $0.contains("UIApplicationExitsOnSuspend") })
        #expect(warnings.contains { $0.contains("info.UIBackgroundMode ") && $0.contains("did you mean UIBackgroundModes?") })
    }

    @Test("T1: the three causes: the OS (ios3), the device (a device without multitasking, set_multitasking), Info.plist")
    func threeCauses() throws {
        let plain = "return {}"
        let home = "launch() home() expect_state('notRunning')"
        let byOS = Self.records(plain, home, .ios3)
        #expect(Self.exits(byOS).first?.message.hasPrefix("ios3 has no multitasking") == true)
        // What `--profile ios4 --no-multitasking` chooses.
        let byDevice = Self.records(plain, home, try #require(OSProfile.ios4.onDevice(multitasking: false)))
        #expect(Self.exits(byDevice).first?.message.hasPrefix("the device cannot multitask") == true)
        let byVerb = Self.records(plain, "set_multitasking(false) " + home, .ios4)
        #expect(Self.exits(byVerb).first?.message.hasPrefix("the device cannot multitask") == true)
        let byPlist = Self.records("return { info = { UIApplicationExitsOnSuspend = true } }", home)
        #expect(Self.exits(byPlist).first?.message.hasPrefix("Info.plist sets UIApplicationExitsOnSuspend") == true)
    }

    @Test("T1: the devices without multitasking stopped at iOS 4.2.1: set_multitasking(false) is refused from ios6, naming the line")
    func noModernDeviceWithoutMultitasking() {
        let verb = Played(app: "return {}", scenario: "set_multitasking(false)", profile: .ios13)
        #expect(verb.status() == 2 && verb.error?.contains("scenario.lua:1") == true && verb.error?.contains("ios13") == true)
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
        let records = Self.records(app, "launch() significant_time_change() rotate('landscapeLeft') call() answer() reopen() end_call() lock() unlock()", strict: true)
        #expect(records.warnings.isEmpty)
        #expect(records.logs == ["time", "will landscapeRight 0.3", "did portrait", "will frame 40.0", "did frame 20.0",
                                 "will frame 20.0", "did frame 40.0", "locked data", "unlocked data"])
        let sequence = records.compactMap { $0.event.hook?.selector ?? $0.event.notification?.name.rawValue }
        let time = try #require(sequence.firstIndex(of: "applicationSignificantTimeChange:"))
        #expect(sequence[time + 1] == "UIApplicationSignificantTimeChangeNotification")
    }

    // MARK: P

    @Test("P: willFinishLaunching is not called on ios4, and the warning names ios6")
    func willFinishOnIOS4() {
        let app = "local App = {} function App:application_willFinishLaunchingWithOptions() print('will') return true end return App"
        let records = Self.records(app, "launch()", .ios4)
        #expect(records.logs.isEmpty)
        #expect(records.warnings.contains { $0.contains("application:willFinishLaunchingWithOptions:") && $0.contains("ios6") })
        #expect(Self.records(app, "launch()", .ios6).logs == ["will"])
    }

    @Test("P: notification_center() on ios3 and ios4 stops the run, naming its line and ios6", arguments: ["ios3", "ios4"])
    func notificationCentreRefused(profile: String) throws {
        let run = Played(app: "return {}", scenario: "launch()\nnotification_center()", profile: try #require(OSProfile.named(profile)))
        #expect(run.status() == 2)
        #expect(run.error?.contains("scenario.lua:2") == true && run.error?.contains("ios6") == true, "\(run.error ?? "")")
    }

    // MARK: F3, E6

    @Test("F3: an accessory plugged in and out, and a lock and unlock, while suspended deliver nothing")
    func nettedWhileSuspended() {
        let records = Self.records("return {}", "launch() home() advance(1) connect_accessory('Dock') disconnect_accessory() lock() unlock() reopen()")
        let queued = records.compactMap(\.event.notification).filter(\.queued)
        #expect(queued.isEmpty, "\(queued)")
    }

    @Test("E6: a 1 s timer whose handler takes 0.25 s keeps its schedule: 1, 2, 3, 4")
    func timerSchedule() {
        let app = """
        local App = {}
        function App:application_didFinishLaunchingWithOptions(application)
          NSTimer.scheduledTimer(1, true, function() work(0.25) end)
          return true
        end
        return App
        """
        #expect(Self.records(app, "launch() advance(4.5)").runs(.timer).map(\.t) == [1, 2, 3, 4])
    }

    // MARK: what the review found

    @Test("P: remote control is iOS 4: remote() on ios3 stops the run, naming its line and ios4")
    func remoteOnIOS3() {
        let run = Played(app: "return {}", scenario: "launch()\nremote('play')", profile: .ios3)
        #expect(run.status() == 2 && run.error?.contains("scenario.lua:2") == true && run.error?.contains("ios4") == true, "\(run.error ?? "")")
    }

    @Test("B3, T1: an info table of 100,000 keys gets ten warnings and a count, at once")
    func manyInfoKeys() {
        let app = "local t = {} for i = 1, 100000 do t['UIApplicationExitOnSuspen' .. i] = true end return { info = t }"
        let warnings = Self.records(app, "launch()").warnings
        #expect(warnings.count == 11)
        #expect(warnings.last?.hasSuffix("… and 99990 more like it") == true)
    }
}
