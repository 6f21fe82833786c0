import LifecycleCore
import Testing
import TestSupport

/// The older and newer forms of delegate methods UIKit calls in place of one another (N, L3, U1,
/// U2, W2, W4) and `applicationState` before iOS 4 (P), played in process on each profile where
/// they differ. The binary's lines are DelegateFormsEndToEndTests'.
@Suite("Delegate method forms, played")
struct DelegateFormsPlayedTests {
    /// The run of `app` and `scenario` on `profile`; its exit status must be `status`.
    static func records(_ app: String, _ scenario: String, _ profile: OSProfile, status: Int32 = 0) -> [TraceRecord] {
        let run = Played(app: app, scenario: scenario, profile: profile)
        #expect(run.status() == status, "\(run.error ?? "")")
        return run.trace.records
    }

    /// The calls, notifications, restoration lines and logs, in order, as one list.
    static func lines(_ records: [TraceRecord]) -> [String] {
        records.compactMap { record in
            if let hook = record.event.hook { return hook.selector }
            if let note = record.event.notification { return note.name.rawValue }
            if let line = record.event.restoration { return "\(line.action) \(line.controller ?? "app")" }
            return record.event.log.map { "log \($0)" }
        }
    }

    /// Every URL method, each printing what it got.
    static let urlApp = """
    local App = {}
    function App:application_didFinishLaunchingWithOptions(application, options) return true end
    function App:application_openURL_options(app, url, options)
      print("options " .. url .. " " .. tostring(options.UIApplicationOpenURLOptionsSourceApplicationKey))
      return true
    end
    function App:application_openURL_sourceApplication_annotation(application, url, source, annotation)
      print("annotation " .. url) return true
    end
    function App:application_handleOpenURL(application, url) print("handle " .. url) return true end
    return App
    """
    static let urlScenario = """
    launch{ url = "app://launch", sourceApplication = "com.apple.mobilesafari" }
    open_url("app://active")
    home() advance(10)
    open_url("app://suspended", "com.example.mail")
    """

    // MARK: L3, U1, U2

    @Test("L3, U1, U2: with application:openURL:options: implemented (ios7, ios13) it alone gets every URL, with the opener under UIApplicationOpenURLOptionsSourceApplicationKey",
          arguments: ["ios7", "ios13"])
    func openURLOptionsTakesEveryURL(profile: String) throws {
        let records = Self.records(Self.urlApp, Self.urlScenario, try #require(OSProfile.named(profile)))
        #expect(records.logs == ["options app://launch com.apple.mobilesafari", "options app://active nil", "options app://suspended com.example.mail"])
        let lines = Self.lines(records)
        // L3: after didFinishLaunching returned true, before applicationDidBecomeActive:.
        #expect(Array(lines.prefix(4)) == ["application:didFinishLaunchingWithOptions:", "UIApplicationDidFinishLaunchingNotification",
                                           "application:openURL:options:", "log options app://launch com.apple.mobilesafari"])
        // U1: brought forward first, then the URL, then active.
        let foreground = try #require(lines.lastIndex(of: "UIApplicationWillEnterForegroundNotification"))
        #expect(lines[foreground...].filter { !$0.hasPrefix("log") } == ["UIApplicationWillEnterForegroundNotification", "application:openURL:options:", "UIApplicationDidBecomeActiveNotification"])
        #expect(!records.warnings.contains { $0.contains("openURL:options:") })
    }

    @Test("L3, U1, P: before iOS 9 (ios3, ios4, ios6) application:openURL:options: is never called: the era's method is, and a warning names ios7 (iOS 9)",
          arguments: [("ios3", "handle"), ("ios4", "handle"), ("ios6", "annotation")])
    func openURLOptionsNeverBeforeIOS9(profile: String, method: String) throws {
        let records = Self.records(Self.urlApp, "launch() open_url('app://active')", try #require(OSProfile.named(profile)))
        #expect(!records.selectors.contains("application:openURL:options:"))
        #expect(records.logs == ["\(method) app://active"])
        #expect(records.warnings.contains("application:openURL:options: is never called on \(profile): UIKit has it from ios7 (iOS 9) on (P); run with --profile ios7 to see it called"))
    }

    @Test("L3, C1: an app with a scene manifest gets its URLs in scene:openURLContexts:, never application:openURL:options:, and is told so")
    func openURLOptionsWithScenes() {
        let body = """
        function SceneDelegate:scene_openURLContexts(scene, contexts) print("scene " .. contexts[1].URL) end
        function AppDelegate:application_openURL_options(app, url, options) print("app " .. url) return true end
        """
        let run = ScenePlayedTests.run(body, "launch()\nopen_url('notes://x')\n")
        #expect(run.status() == 0, "\(run.error ?? "")")
        #expect(!run.trace.records.selectors.contains("application:openURL:options:"))
        #expect(run.trace.logs == ["scene notes://x"])
        #expect(run.trace.warnings.contains { $0.contains("application:openURL:options: is never called: with a scene manifest") && $0.contains("scene:openURLContexts:") })
    }

    // MARK: N, L1, L3 — applicationDidFinishLaunching:

    static let oldLauncher = """
    local App = {}
    function App:applicationDidFinishLaunching(application) print("launched") end   -- no applicationState: ios3 lacks it (P)
    function App:application_handleOpenURL(application, url) print("handle " .. url) return true end
    function App:applicationDidBecomeActive(application) print("active") end
    return App
    """

    @Test("N, L1: without application:didFinishLaunchingWithOptions: the older applicationDidFinishLaunching: is called in its place, before its notification and applicationDidBecomeActive:",
          arguments: ["ios3", "ios6", "ios7", "ios13"])
    func didFinishLaunchingWithoutOptions(profile: String) throws {
        let records = Self.records(Self.oldLauncher, "launch()", try #require(OSProfile.named(profile)))
        #expect(Self.lines(records).prefix(5) == ["applicationDidFinishLaunching:", "log launched", "UIApplicationDidFinishLaunchingNotification",
                                                   "applicationDidBecomeActive:", "log active"])
    }

    @Test("N, L1: with application:didFinishLaunchingWithOptions: as well, applicationDidFinishLaunching: is not called")
    func didFinishLaunchingWithOptionsWins() {
        let app = Self.oldLauncher.replacingOccurrences(of: "return App", with: "function App:application_didFinishLaunchingWithOptions(a, o) print('with options') return true end\nreturn App")
        let records = Self.records(app, "launch()", .ios7)
        #expect(!records.selectors.contains("applicationDidFinishLaunching:"))
        #expect(records.logs == ["with options", "active"])
    }

    @Test("L3: a launch URL with applicationDidFinishLaunching: goes to the URL method after it, before applicationDidBecomeActive: (ios3, ios7)",
          arguments: ["ios3", "ios7"])
    func launchURLAfterDidFinishLaunching(profile: String) throws {
        let records = Self.records(Self.oldLauncher, "launch{ url = 'app://x' }", try #require(OSProfile.named(profile)))
        #expect(records.selectors.prefix(3) == ["applicationDidFinishLaunching:", "application:handleOpenURL:", "applicationDidBecomeActive:"])
        #expect(records.logs == ["launched", "handle app://x", "active"])
    }

    // MARK: L3 on ios3 with didFinishLaunchingWithOptions:

    static let optionsLauncher = """
    local App = {}
    function App:application_didFinishLaunchingWithOptions(application, options)
      print("options " .. tostring(options.UIApplicationLaunchOptionsURLKey)) return true
    end
    function App:application_handleOpenURL(application, url) print("handle " .. url) return true end
    return App
    """

    @Test("L3: on ios3 a delegate with application:didFinishLaunchingWithOptions: gets the launch URL in its options only: handleOpenURL: is not called, and an info line says so")
    func iPhoneOS3LaunchURLInOptionsOnly() {
        let records = Self.records(Self.optionsLauncher, "launch{ url = 'app://x' } open_url('app://later')", .ios3)
        #expect(records.logs == ["options app://x", "handle app://later"])
        #expect(records.compactMap(\.event.info).contains { $0.rule == .L3 && $0.message.contains("does not call application:handleOpenURL: for the URL app://x") })
    }

    @Test("L3: on ios4 the same delegate gets handleOpenURL: for the launch URL after didFinishLaunchingWithOptions: returned true")
    func iOS4LaunchURLDelivered() {
        let records = Self.records(Self.optionsLauncher, "launch{ url = 'app://x' }", .ios4)
        #expect(records.logs == ["options app://x", "handle app://x"])
        #expect(records.compactMap(\.event.info).isEmpty)
    }

    // MARK: W2 — application:didReceiveRemoteNotification:

    static let oldPushApp = """
    local App = { info = { UIBackgroundModes = { "remote-notification" } } }
    function App:application_didReceiveRemoteNotification(application, userInfo)
      print("push " .. tostring(userInfo.article) .. " " .. application.applicationState)
    end
    return App
    """
    static let silent = "{ aps = { ['content-available'] = 1 }, article = 42 }"

    @Test("W2: application:didReceiveRemoteNotification: gets a push that arrives in the foreground, with its payload (ios7, ios13)", arguments: ["ios7", "ios13"])
    func oldPushInForeground(profile: String) throws {
        let records = Self.records(Self.oldPushApp, "launch() push\(Self.silent)", try #require(OSProfile.named(profile)))
        #expect(records.selectors.last == "application:didReceiveRemoteNotification:")
        #expect(records.logs == ["push 42 active"])
        #expect(records.compactMap(\.event.completion).isEmpty)
    }

    @Test("W2: application:didReceiveRemoteNotification: is never called for a silent push to a suspended or not-running app, and the warning says why")
    func oldPushNeverWakes() {
        let records = Self.records(Self.oldPushApp, "launch() home() advance(10) push\(Self.silent) advance(5) low_memory() push\(Self.silent) advance(5)", .ios7)
        #expect(!records.selectors.contains("application:didReceiveRemoteNotification:"))
        #expect(records.logs.isEmpty)
        #expect(records.warnings.filter { $0.contains("UIKit calls the older application:didReceiveRemoteNotification: only for a push that arrives while the app is in the foreground") }.count == 2)
    }

    @Test("W2: a delegate with both push methods gets only the completion-handler form in the foreground")
    func newPushFormWins() {
        let app = Self.oldPushApp.replacingOccurrences(of: "return App", with: """
        function App:application_didReceiveRemoteNotification_fetchCompletionHandler(application, userInfo, done)
          print("new " .. tostring(userInfo.article)) done(UIBackgroundFetchResultNoData)
        end
        return App
        """)
        let records = Self.records(app, "launch() push\(Self.silent)", .ios7)
        #expect(records.logs == ["new 42"])
        #expect(!records.selectors.contains("application:didReceiveRemoteNotification:"))
    }

    // MARK: W4 — the app delegate's own state, and the secure opt-ins

    static func restorer(save: String = "application_shouldSaveApplicationState",
                         restore: String = "application_shouldRestoreApplicationState", extra: String = "") -> String {
        """
        local App = {}
        local editor = UIViewController.new("Editor")
        editor.restorationIdentifier = "editor"
        function editor:encodeRestorableStateWithCoder(coder) coder:encodeObject_forKey("Dear Sam,", "draft") end
        function editor:decodeRestorableStateWithCoder(coder) print("editor " .. tostring(coder:decodeObjectForKey("draft"))) end
        function App:application_willFinishLaunchingWithOptions(application, options)
          UIWindow.new().rootViewController = editor
          return true
        end
        function App:\(save)(application, coder) coder:encodeObject_forKey("1.0", "version") return true end
        function App:\(restore)(application, coder) return true end
        function App:application_willEncodeRestorableStateWithCoder(application, coder) coder:encodeObject_forKey("notes", "tab") end
        function App:application_didDecodeRestorableStateWithCoder(application, coder)
          print("app " .. tostring(coder:decodeObjectForKey("tab")) .. " " .. tostring(coder:decodeObjectForKey("version")))
        end
        \(extra)
        return App
        """
    }
    static let purged = "launch() home() advance(10) low_memory() launch()"

    @Test("W4: willEncodeRestorableStateWithCoder: runs after the opt-in and before the view controllers encode, into the opt-in's coder; didDecodeRestorableStateWithCoder: after they decode (ios6, ios7, ios13)",
          arguments: ["ios6", "ios7", "ios13"])
    func appStateAroundControllers(profile: String) throws {
        let records = Self.records(Self.restorer(), Self.purged, try #require(OSProfile.named(profile)))
        let lines = Self.lines(records).filter { !$0.hasPrefix("UI") && !$0.hasPrefix("applicationDid") && !$0.hasPrefix("applicationWill") }
        #expect(lines == ["application:willFinishLaunchingWithOptions:", "application:shouldSaveApplicationState:",
                          "application:willEncodeRestorableStateWithCoder:", "encode app", "encode editor",
                          "application:willFinishLaunchingWithOptions:", "application:shouldRestoreApplicationState:", "decode app",
                          "log editor Dear Sam,", "decode editor", "application:didDecodeRestorableStateWithCoder:", "log app notes 1.0"])
        #expect(records.compactMap(\.event.restoration).first?.keys == ["tab", "version"])
    }

    @Test("W4: the secure opt-ins of iOS 13.2 are asked instead of the older ones when implemented (ios13)")
    func secureOptInsOnIOS13() {
        let app = Self.restorer(save: "application_shouldSaveSecureApplicationState",
                                restore: "application_shouldRestoreSecureApplicationState", extra: """
        function App:application_shouldSaveApplicationState(application, coder) print("old save") return false end
        function App:application_shouldRestoreApplicationState(application, coder) print("old restore") return false end
        """)
        let records = Self.records(app, Self.purged, .ios13)
        #expect(records.selectors.contains("application:shouldSaveSecureApplicationState:"))
        #expect(records.selectors.contains("application:shouldRestoreSecureApplicationState:"))
        #expect(!records.logs.contains("old save") && !records.logs.contains("old restore"))
        #expect(records.logs == ["editor Dear Sam,", "app notes 1.0"])
    }

    @Test("W4, P: before ios13 the secure opt-ins are never called: the older ones decide, and a warning names iOS 13.2", arguments: ["ios6", "ios7"])
    func secureOptInsBeforeIOS13(profile: String) throws {
        let app = Self.restorer(save: "application_shouldSaveSecureApplicationState",
                                restore: "application_shouldRestoreSecureApplicationState", extra: """
        function App:application_shouldSaveApplicationState(application, coder) print("old save") return true end
        function App:application_shouldRestoreApplicationState(application, coder) print("old restore") return true end
        """)
        let records = Self.records(app, Self.purged, try #require(OSProfile.named(profile)))
        #expect(!records.selectors.contains("application:shouldSaveSecureApplicationState:"))
        #expect(records.logs == ["old save", "old restore", "editor Dear Sam,", "app notes nil"])
        #expect(records.warnings.contains("application:shouldSaveSecureApplicationState: is never called on \(profile): UIKit has it from ios13 (iOS 13.2) on (P); run with --profile ios13 to see it called"))
    }

    // MARK: P — applicationState before iOS 4

    static let stateReader = """
    local App = {}
    function App:application_didFinishLaunchingWithOptions(application, options)
      print("state " .. application.applicationState)
      return true
    end
    return App
    """

    @Test("P: on ios3 reading application.applicationState is an unrecognized selector: a crash citing P with Objective-C's message")
    func applicationStateOnIOS3() {
        let run = Played(app: Self.stateReader, scenario: "launch()", profile: .ios3)
        #expect(run.trace.records.logs.isEmpty)
        let kill = run.trace.records.kills.first
        #expect(kill?.reason == .crash && kill?.rule == .P)
        #expect(kill?.message.hasPrefix("NSInvalidArgumentException: -[UIApplication applicationState]: unrecognized selector sent to instance") == true, "\(kill?.message ?? "")")
        #expect(run.status(strict: true) == 1)
    }

    @Test("P: on ios3 pcall catches the NSInvalidArgumentException, as @try would; tostring(application) sends no applicationState")
    func applicationStateExceptionCanBeCaught() {
        let app = """
        local App = {}
        function App:application_didFinishLaunchingWithOptions(application, options)
          print(tostring(application):sub(1, 15))
          local ok, err = pcall(function() return application.applicationState end)
          print(tostring(ok) .. " " .. tostring(err:find("NSInvalidArgumentException: -[UIApplication applicationState]: unrecognized selector sent to instance", 1, true) ~= nil))
          return true
        end
        function App:applicationDidBecomeActive(application) print("active") end
        return App
        """
        let records = Self.records(app, "launch()", .ios3)
        #expect(records.logs == ["<UIApplication:", "false true", "active"])
        #expect(records.kills.isEmpty)
    }

    @Test("P: from ios4 on applicationState reads as before", arguments: ["ios4", "ios6", "ios7"])
    func applicationStateFromIOS4(profile: String) throws {
        let records = Self.records(Self.stateReader, "launch()", try #require(OSProfile.named(profile)))
        #expect(records.logs == ["state inactive"])
        #expect(records.kills.isEmpty)
    }
}
