import Foundation
import Testing
import TestSupport

/// The older and newer delegate method forms (N, L3, U1, W2, W4) and `applicationState` before
/// iOS 4 (P), through the binary: the JSONL lines a grader reads. Every profile where they differ
/// is DelegateFormsPlayedTests'.
@Suite("Delegate method forms, end to end", .serialized)
struct DelegateFormsEndToEndTests {
    /// Runs `app` and `scenario` with `options` in a fresh folder; the lines' `hook`s in order.
    static func play(_ app: String, _ scenario: String, _ options: [String]) throws -> (result: CLI.Result, events: [[String: Any]]) {
        let folder = try TempFolder("forms", files: ["app.lua": app, "s.lua": scenario])
        defer { folder.remove() }
        let result = try CLI.run(["run", "app.lua", "s.lua", "--format", "jsonl"] + options, directory: folder.url)
        return (result, try CLI.events(result))
    }

    static func hooks(_ events: [[String: Any]]) -> [String] { events.compactMap { $0["hook"] as? String } }
    static func logs(_ events: [[String: Any]]) -> [String] { events.compactMap { $0["event"] as? String == "log" ? $0["text"] as? String : nil } }

    static let urlApp = """
    local App = {}
    function App:application_openURL_options(app, url, options)
      print(url .. " from " .. tostring(options.UIApplicationOpenURLOptionsSourceApplicationKey)) return true
    end
    function App:application_openURL_sourceApplication_annotation(application, url, source) print("older " .. url) return true end
    return App
    """

    @Test("L3, U1: application:openURL:options: gets the launch URL and one for the suspended app on ios7; on ios6 the older method does")
    func openURLOptions() throws {
        let scenario = "launch{ url = 'app://a', sourceApplication = 'com.apple.mobilesafari' } home() advance(10) open_url('app://b')"
        let ios7 = try Self.play(Self.urlApp, scenario, ["--profile", "ios7"])
        #expect(ios7.result.status == 0, "\(ios7.result.stderr)")
        #expect(Self.logs(ios7.events) == ["app://a from com.apple.mobilesafari", "app://b from nil"])
        #expect(!Self.hooks(ios7.events).contains("application:openURL:sourceApplication:annotation:"))
        let ios6 = try Self.play(Self.urlApp, scenario, ["--profile", "ios6"])
        #expect(Self.logs(ios6.events) == ["older app://a", "older app://b"])
        #expect(ios6.result.stdout.contains("application:openURL:options: is never called on ios6: UIKit has it from ios7 (iOS 9) on (P)"))
    }

    @Test("N, L3: applicationDidFinishLaunching: in place of the options form, then UIApplicationDidFinishLaunchingNotification, then the launch URL (ios3)")
    func didFinishLaunchingWithoutOptions() throws {
        let app = """
        local App = {}
        function App:applicationDidFinishLaunching(application) print("launched") end
        function App:application_handleOpenURL(application, url) print("handle " .. url) return true end
        return App
        """
        let run = try Self.play(app, "launch{ url = 'app://a' }", ["--profile", "ios3"])
        #expect(run.result.status == 0, "\(run.result.stderr)")
        let order = run.events.compactMap { ($0["hook"] ?? $0["name"]) as? String }
        #expect(Array(order.prefix(4)) == ["applicationDidFinishLaunching:", "UIApplicationDidFinishLaunchingNotification",
                                           "application:handleOpenURL:", "UIApplicationDidBecomeActiveNotification"], "\(order)")
    }

    @Test("L3: on ios3 a delegate with application:didFinishLaunchingWithOptions: gets no handleOpenURL: for the launch URL, and an info line cites L3")
    func iPhoneOS3LaunchURL() throws {
        let app = """
        local App = {}
        function App:application_didFinishLaunchingWithOptions(application, options) return true end
        function App:application_handleOpenURL(application, url) print("handle " .. url) return true end
        return App
        """
        let run = try Self.play(app, "launch{ url = 'app://a' }", ["--profile", "ios3"])
        #expect(!Self.hooks(run.events).contains("application:handleOpenURL:"))
        #expect(run.events.contains { $0["event"] as? String == "info" && $0["rule"] as? String == "L3" })
    }

    @Test("W2: application:didReceiveRemoteNotification: gets a push in the foreground, never one that wakes the suspended app")
    func olderPushMethod() throws {
        let app = """
        local App = { info = { UIBackgroundModes = { "remote-notification" } } }
        function App:application_didReceiveRemoteNotification(application, userInfo) print("push " .. userInfo.article) end
        return App
        """
        let push = "push{ aps = { ['content-available'] = 1 }, article = 7 }"
        let run = try Self.play(app, "launch() \(push) home() advance(10) \(push) advance(5)", [])
        #expect(run.result.status == 0, "\(run.result.stderr)")
        #expect(Self.hooks(run.events).filter { $0 == "application:didReceiveRemoteNotification:" }.count == 1)
        #expect(Self.logs(run.events) == ["push 7"])
    }

    @Test("W4: application:willEncodeRestorableStateWithCoder: before the view controllers encode, application:didDecodeRestorableStateWithCoder: after they decode")
    func appDelegateRestorationMethods() throws {
        let app = """
        local App = {}
        local root = UIViewController.new("Root")
        root.restorationIdentifier = "root"
        function root:encodeRestorableStateWithCoder(coder) coder:encodeObject_forKey("x", "k") end
        function App:application_willFinishLaunchingWithOptions(application, options) UIWindow.new().rootViewController = root return true end
        function App:application_shouldSaveApplicationState(application, coder) return true end
        function App:application_shouldRestoreApplicationState(application, coder) return true end
        function App:application_willEncodeRestorableStateWithCoder(application, coder) coder:encodeObject_forKey("y", "tab") end
        function App:application_didDecodeRestorableStateWithCoder(application, coder) print("tab " .. coder:decodeObjectForKey("tab")) end
        return App
        """
        let run = try Self.play(app, "launch() home() advance(10) low_memory() launch()", [])
        #expect(run.result.status == 0, "\(run.result.stderr)")
        let order = run.events.compactMap { event -> String? in
            if let hook = event["hook"] as? String, hook.contains("Restorable") { return hook }
            if event["event"] as? String == "restoration" { return "\(event["action"] ?? "") \(event["controller"] ?? "app")" }
            return nil
        }
        #expect(order == ["application:willEncodeRestorableStateWithCoder:", "encode app", "encode root",
                          "decode app", "decode root", "application:didDecodeRestorableStateWithCoder:"], "\(order)")
        #expect(Self.logs(run.events) == ["tab y"])
    }

    @Test("P: reading applicationState on ios3 is a crash citing P, with Objective-C's unrecognized selector; --strict exits 1")
    func applicationStateOnIOS3() throws {
        let app = """
        local App = {}
        function App:applicationDidBecomeActive(application) print(application.applicationState) end
        return App
        """
        let run = try Self.play(app, "launch()", ["--profile", "ios3", "--strict"])
        #expect(run.result.status == 1)
        let kill = try #require(run.events.first { $0["event"] as? String == "kill" })
        #expect(kill["reason"] as? String == "crash")
        #expect(kill["rule"] as? String == "P")
        #expect((kill["message"] as? String)?.hasPrefix("NSInvalidArgumentException: -[UIApplication applicationState]: unrecognized selector sent to instance") == true)
    }
}
