import Foundation
import Testing
import TestSupport

/// The built binary on view controllers by era: appearance in a background launch (L2, V1), the
/// modal presentation styles (V1), a window without a root view controller (V2). What each era
/// does in detail ViewControllerEraPlayedTests plays in process.
@Suite("View controllers by era, end to end", .serialized)
struct ViewControllerEraTests {
    static let app = """
    local App = {}
    local Main = UIViewController.new("Main")
    local Settings = UIViewController.new("Settings")
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
      DispatchQueue.main:asyncAfter(1, function() Main:presentViewController(Settings) end)
      DispatchQueue.main:asyncAfter(2, function() Settings:dismissViewController() end)
      return true
    end
    return App
    """

    /// The `log` lines of a `--strict` run that must pass.
    static func logs(_ app: String, _ scenario: String, _ profile: String) throws -> [String] {
        let result = try EraEdgeTests.play(app, scenario, ["--profile", profile, "--strict"])
        #expect(result.status == 0, "\(profile): \(result.stderr)")
        return try CLI.events(result).filter { $0["event"] as? String == "log" }.compactMap { $0["text"] as? String }
    }

    @Test("L2, V1: launch{background = true} on ios7: viewWillAppear: and viewDidAppear: in the background during the launch, none at the reopen")
    func backgroundLaunchAppearance() throws {
        let logs = try Self.logs(Self.app, "launch{background = true} advance(0.5) reopen() expect_state('active')", "ios7")
        #expect(logs == ["Main viewWillAppear background", "Main viewDidAppear background"])
    }

    @Test("V1: the default presentation on ios13 is a sheet (Main gets no call), on ios7 full screen (Main gets all four)")
    func defaultPresentationByEra() throws {
        let ios13 = try Self.logs(Self.app, "launch() advance(3)", "ios13")
        #expect(ios13.filter { $0.hasPrefix("Main") } == ["Main viewWillAppear inactive", "Main viewDidAppear active"])
        #expect(ios13.filter { $0.hasPrefix("Settings") }.count == 4)
        let ios7 = try Self.logs(Self.app, "launch() advance(3)", "ios7")
        #expect(ios7.filter { $0.hasPrefix("Main") }.count == 6)
    }

    @Test("V1: modalPresentationStyle = \"sheet\" is refused: the app crashes with the list of UIKit's names")
    func hostileStyle() throws {
        let app = "local App = {} function App:application_didFinishLaunchingWithOptions() UIViewController.new('A').modalPresentationStyle = 'sheet' return true end return App"
        let result = try EraEdgeTests.play(app, "launch()", ["--profile", "ios13"])
        let kill = try #require(try CLI.events(result).first { $0["event"] as? String == "kill" })
        #expect(kill["reason"] as? String == "crash")
        #expect((kill["message"] as? String)?.contains("modalPresentationStyle must be one of \"automatic\", \"fullScreen\", \"pageSheet\"") == true)
    }

    @Test("V2: a window without a root view controller: a crash on ios7, a violation on ios6, nothing on ios4", arguments: ["ios4", "ios6", "ios7"])
    func noRootByEra(profile: String) throws {
        let app = """
        local App = {}
        function App:application_didFinishLaunchingWithOptions(application)
          UIWindow.new():makeKeyAndVisible()
          return true
        end
        return App
        """
        let result = try EraEdgeTests.play(app, "launch()", ["--profile", profile])
        #expect(result.status == 0, "\(result.stderr)")
        let events = try CLI.events(result)
        let kills = events.filter { $0["event"] as? String == "kill" }
        let violations = events.filter { $0["event"] as? String == "violation" && $0["rule"] as? String == "V2" }
        switch profile {
        case "ios7":
            #expect(kills.count == 1)
            #expect(kills.first?["rule"] as? String == "V2")
            #expect((kills.first?["message"] as? String)?.hasPrefix("NSInternalInconsistencyException: Application windows are expected to have a root view controller at the end of application launch") == true)
        case "ios6":
            #expect(kills.isEmpty)
            #expect((violations.first?["message"] as? String)?.hasPrefix("Applications are expected to have a root view controller at the end of application launch") == true)
        default:
            #expect(kills.isEmpty && violations.isEmpty)
        }
        let strict = try EraEdgeTests.play(app, "launch()", ["--profile", profile, "--strict"])
        #expect(strict.status == (profile == "ios4" ? 0 : 1))
    }
}
