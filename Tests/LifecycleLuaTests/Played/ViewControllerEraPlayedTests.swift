import LifecycleCore
import Testing
import TestSupport

/// View controllers by era, played in process on real Lua apps: appearance in a background
/// launch (L2, V1), `modalPresentationStyle` (V1), a window without a root view controller at
/// the end of launch (V2), and `rootViewController` on ios3 (P).
@Suite("View controllers by era, played")
struct ViewControllerEraPlayedTests {
    /// An app whose controllers print each appearance method with the application state; `Main`
    /// is the root, `Settings` is presented over it by `present()` (a global the scenario cannot
    /// reach: a block the launch dispatches after `delay` seconds, when `delay` is given).
    static func app(style: String? = nil, presentAfter delay: Double? = nil, dismissAfter: Double? = nil) -> String {
        """
        local App = {}
        local Main = UIViewController.new("Main")
        local Settings = UIViewController.new("Settings")
        \(style.map { "Settings.modalPresentationStyle = \"\($0)\"" } ?? "")
        for _, vc in ipairs({ Main, Settings }) do
          for _, m in ipairs({ "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear" }) do
            vc[m] = function(self, animated)
              UIViewController[m](self, animated)
              print(self.name .. " " .. m .. " " .. UIApplication.sharedApplication().applicationState)
            end
          end
        end
        function App:application_didFinishLaunchingWithOptions(application)
          local window = UIWindow.new()
          window.rootViewController = Main
          window:makeKeyAndVisible()
          \(delay.map { "DispatchQueue.main:asyncAfter(\($0), function() Main:presentViewController(Settings) end)" } ?? "")
          \(dismissAfter.map { "DispatchQueue.main:asyncAfter(\($0), function() Settings:dismissViewController() end)" } ?? "")
          return true
        end
        return App
        """
    }

    static func logs(_ app: String, _ scenario: String, _ profile: OSProfile, strict: Bool = true) -> [String] {
        let run = Played(app: app, scenario: scenario, profile: profile)
        #expect(run.status(strict: strict) == 0, "\(profile.name): \(run.error ?? "")")
        return run.trace.records.logs
    }

    // MARK: L2, V1

    @Test("L2, V1: launched into the background on ios4 and ios7, the root view controller appears during the launch, in the background, and not again at the first reopen",
          arguments: [OSProfile.ios4, .ios7])
    func backgroundLaunchAppears(profile: OSProfile) {
        let logs = Self.logs(Self.app(), "launch{background = true} expect_state('background') advance(1) reopen() expect_state('active')", profile)
        #expect(logs == ["Main viewWillAppear background", "Main viewDidAppear background"])
    }

    @Test("L2, V1: a presentation after a background launch calls the appearance methods while the app is still in the background (ios7: full screen)")
    func presentationInBackgroundLaunch() {
        let logs = Self.logs(Self.app(presentAfter: 0), "launch{background = true} advance(1) reopen()", .ios7)
        #expect(logs == ["Main viewWillAppear background", "Main viewDidAppear background",
                         "Main viewWillDisappear background", "Settings viewWillAppear background",
                         "Main viewDidDisappear background", "Settings viewDidAppear background"])
    }

    @Test("L2, C1: on ios13 a scene app launched into the background has no window: nothing appears until a scene connects in the foreground, then once")
    func sceneAppBackgroundLaunch() {
        let app = """
        local App = { info = { UIApplicationSceneManifest = { UIApplicationSupportsMultipleScenes = false,
          UISceneConfigurations = { UIWindowSceneSessionRoleApplication = { { UISceneConfigurationName = "Default", UISceneDelegateClassName = "SceneDelegate" } } } } } }
        local Main = UIViewController.new("Main")
        function Main:viewWillAppear(a) UIViewController.viewWillAppear(self, a) print("will " .. UIApplication.sharedApplication().applicationState) end
        function Main:viewDidAppear(a) UIViewController.viewDidAppear(self, a) print("did " .. UIApplication.sharedApplication().applicationState) end
        function App:application_didFinishLaunchingWithOptions(application) print("launched " .. application.applicationState) return true end
        local SceneDelegate = {}
        function SceneDelegate:scene_willConnectToSession_options(scene, session, options)
          local window = UIWindow.new()
          window.rootViewController = Main
          window:makeKeyAndVisible()
        end
        return App, { SceneDelegate = SceneDelegate }
        """
        let logs = Self.logs(app, "launch{background = true} advance(1) expect_state('suspended') launch() expect_state('active') home() launch()", .ios13)
        #expect(logs == ["launched background", "will inactive", "did active"])
    }

    // MARK: V1 modal styles

    @Test("V1: Settings presented and dismissed with the default style: ios6 and ios7 full screen (Main gets all four), ios13 a sheet (Main gets none)",
          arguments: [OSProfile.ios6, .ios7, .ios13])
    func defaultStyleByEra(profile: OSProfile) {
        let logs = Self.logs(Self.app(presentAfter: 1, dismissAfter: 2), "launch() advance(3)", profile)
            .map { $0.replacingOccurrences(of: " active", with: "") }
        let settings = ["Settings viewWillAppear", "Settings viewDidAppear", "Settings viewWillDisappear", "Settings viewDidDisappear"]
        let main = logs.filter { $0.hasPrefix("Main") }.dropFirst(2)   // after its appearance at launch
        #expect(logs.filter { $0.hasPrefix("Settings") } == settings)
        if profile.has(since: .ios13) {
            #expect(main.isEmpty)
        } else {
            #expect(Array(main) == ["Main viewWillDisappear", "Main viewDidDisappear", "Main viewWillAppear", "Main viewDidAppear"])
        }
    }

    @Test("V1: overFullScreen (iOS 8, so from ios7) keeps Main in the window on ios7 and ios13; fullScreen takes it out on ios13 too",
          arguments: [OSProfile.ios7, .ios13])
    func explicitStyles(profile: OSProfile) {
        let over = Self.logs(Self.app(style: "overFullScreen", presentAfter: 1, dismissAfter: 2), "launch() advance(3)", profile)
        #expect(over.filter { $0.hasPrefix("Main") }.count == 2)
        let full = Self.logs(Self.app(style: "fullScreen", presentAfter: 1, dismissAfter: 2), "launch() advance(3)", profile)
        #expect(full.filter { $0.hasPrefix("Main") }.count == 6)
    }

    @Test("V1: modalPresentationStyle reads fullScreen before ios13 and pageSheet from ios13 when unset, and what was set otherwise",
          arguments: [(OSProfile.ios6, "fullScreen"), (.ios7, "fullScreen"), (.ios13, "pageSheet")])
    func readingTheStyle(profile: OSProfile, unset: String) {
        let app = """
        local vc = UIViewController.new("A")
        local App = {}
        function App:application_didFinishLaunchingWithOptions(application)
          print(vc.modalPresentationStyle)
          vc.modalPresentationStyle = "formSheet"
          print(vc.modalPresentationStyle)
          return true
        end
        return App
        """
        #expect(Self.logs(app, "launch()", profile) == [unset, "formSheet"])
    }

    @Test("V1: a modalPresentationStyle that names no style is a Lua error naming the script's line and UIKit's names", arguments: ["\"pagesheet\"", "42", "{}", "nil"])
    func hostileStyle(value: String) {
        let app = """
        local App = {}
        function App:application_didFinishLaunchingWithOptions(application)
          UIViewController.new("A").modalPresentationStyle = \(value)
          return true
        end
        return App
        """
        let run = Played(app: app, scenario: "launch()", profile: .ios13)
        let kill = run.trace.records.kills.first
        #expect(kill?.reason == .crash)
        #expect(kill?.message.contains("app.lua:3:") == true, "\(kill?.message ?? "")")
        #expect(kill?.message.contains("modalPresentationStyle must be one of \"automatic\", \"fullScreen\"") == true)
        #expect((kill?.message.contains("did you mean \"pageSheet\"?") == true) == (value == "\"pagesheet\""))
    }

    // MARK: V2, P

    static let noRoot = """
    local App = {}
    function App:application_didFinishLaunchingWithOptions(application)
      local window = UIWindow.new()
      window:addSubview(UIView.new{ name = "content" })
      window:makeKeyAndVisible()
      return true
    end
    function App:applicationDidBecomeActive(application) print("active") end
    return App
    """

    @Test("V2: no root view controller at the end of launch: ios7 and ios13 crash with UIKit's exception before applicationDidBecomeActive:", arguments: [OSProfile.ios7, .ios13])
    func noRootCrashes(profile: OSProfile) {
        let run = Played(app: Self.noRoot, scenario: "launch() expect_state('notRunning')", profile: profile)
        #expect(run.status() == 0, "\(run.error ?? "")")
        let kill = run.trace.records.kills.first
        #expect(kill?.reason == .crash)
        #expect(kill?.rule == .V2)
        #expect(kill?.message.hasPrefix("NSInternalInconsistencyException: Application windows are expected to have a root view controller at the end of application launch") == true)
        #expect(run.trace.records.logs.isEmpty)
    }

    @Test("V2: no root view controller: ios6 logs UIKit's iOS 5 line as a violation and runs on; ios4 and ios3 say nothing",
          arguments: [OSProfile.ios3, .ios4, .ios6])
    func noRootBeforeIOS9(profile: OSProfile) {
        let run = Played(app: Self.noRoot, scenario: "launch() expect_state('active')", profile: profile)
        #expect(run.status() == 0, "\(run.error ?? "")")
        let violations = run.trace.violations
        if profile == .ios6 {
            #expect(violations.map(\.rule) == [.V2])
            #expect(violations.first?.message.hasPrefix("Applications are expected to have a root view controller at the end of application launch") == true)
        } else {
            #expect(violations.isEmpty)
            #expect(!run.trace.records.contains { "\($0.event)".contains("rootViewController") })
        }
        #expect(run.trace.records.kills.isEmpty)
    }

    @Test("P, V2: on ios3 UIWindow has no rootViewController: setting or reading it is an unrecognized selector (a crash citing P) that points to addSubview",
          arguments: ["window.rootViewController = UIViewController.new('Main')", "print(window.rootViewController)"])
    func rootViewControllerOnIOS3(line: String) {
        let app = """
        local App = {}
        function App:application_didFinishLaunchingWithOptions(application)
          local window = UIWindow.new()
          \(line)
          print("after")
          return true
        end
        return App
        """
        let run = Played(app: app, scenario: "launch()", profile: .ios3)
        let kill = run.trace.records.kills.first
        #expect(kill?.reason == .crash)
        #expect(kill?.rule == Rule("P"))
        #expect(kill?.message.contains("unrecognized selector sent to instance") == true)
        #expect(kill?.message.contains("window:addSubview(vc.view)") == true)
        #expect(run.trace.records.logs.isEmpty)
        // ios4 has it.
        #expect(Played(app: app, scenario: "launch()", profile: .ios4).trace.records.kills.isEmpty)
    }
}
