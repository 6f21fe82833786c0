import LifecycleCore
import Testing
@testable import LifecycleLua
import TestSupport

/// "Did you mean" for values, as misspelt keys and hooks get one: an Info.plist value of a fixed
/// set (`InfoValues`: background modes, orientations, session roles), a profile name in
/// `scenario { profiles = { … } }`, a scene configuration name. Messages keep their text and
/// rule, with `; did you mean 'X'?` at the end.
@Suite("Did you mean, for values")
struct ValueSuggestionPlayedTests {
    static func app(_ info: String, body: String = "") -> String {
        """
        local D = {}
        D.info = { \(info) }
        function D:application_didFinishLaunchingWithOptions() return true end
        \(body)
        return D
        """
    }

    static func warnings(_ run: Played) -> [String] { run.trace.warnings }

    @Test("W2, B2: a misspelt background mode is warned about with the mode meant, and the violation that it lacks the mode says which")
    func misspeltRemoteNotification() {
        let body = "function D:application_didReceiveRemoteNotification_fetchCompletionHandler(a, info, done) done(UIBackgroundFetchResultNoData) end"
        let run = Played(app: Self.app("UIBackgroundModes = { \"remote-notifications\" }", body: body), scenario: "launch()",
                         appPath: "folder/app.lua", profile: .ios7)
        #expect(Self.warnings(run).contains(
            "folder/app.lua:2: info.UIBackgroundModes has 'remote-notifications', which is not a background mode of UIKit's, so it enables nothing (B2); did you mean 'remote-notification'?"),
            "\(Self.warnings(run))")
        let violation = run.trace.violations.first { $0.rule == .W2 }
        #expect(violation?.message.hasSuffix("without it the app is never woken for it; did you mean 'remote-notification' (info.UIBackgroundModes has 'remote-notifications')?") == true,
                "\(String(describing: violation))")
    }

    @Test("P, C6, W1: a mode is suggested only on a profile that has it: 'processing' from ios13, 'fetch' from ios7")
    func modesByEra() {
        func hint(_ mode: String, _ profile: OSProfile) -> String? { InfoValues.backgroundModes.suggestion(for: mode, on: profile) }
        #expect(hint("procesing", .ios13) == "processing")
        #expect(hint("procesing", .ios7) == nil)
        #expect(hint("fetchh", .ios7) == "fetch")
        #expect(hint("Fetch", .ios7) == "fetch")
        #expect(hint("fetchh", .ios6) == nil)
        #expect(hint("audio", .ios7) == nil, "a mode UIKit has is no misspelling")
        #expect(hint("bluetooth-central", .ios7) == nil, "nor is one the simulator does not act on")
        #expect(hint(String(repeating: "x", count: 100_000), .ios13) == nil, "a huge value is compared with nothing")
        let run = Played(app: Self.app("UIBackgroundModes = { \"audio\", \"bluetooth-central\" }"), scenario: "launch()", profile: .ios7)
        #expect(!Self.warnings(run).contains { $0.contains("UIBackgroundModes has") }, "\(Self.warnings(run))")
    }

    @Test("F3: a misspelt orientation keeps its warning and gains the one meant")
    func misspeltOrientation() {
        let run = Played(app: Self.app("UISupportedInterfaceOrientations = { \"UIInterfaceOrientationLandscapeLefft\" }"), scenario: "launch()",
                         appPath: "folder/app.lua")
        #expect(Self.warnings(run).contains(
            "folder/app.lua: UISupportedInterfaceOrientations has 'UIInterfaceOrientationLandscapeLefft', which is not one of UIInterfaceOrientationPortrait, UIInterfaceOrientationPortraitUpsideDown, UIInterfaceOrientationLandscapeLeft, UIInterfaceOrientationLandscapeRight; did you mean 'UIInterfaceOrientationLandscapeLeft'?"),
            "\(Self.warnings(run))")
    }

    @Test("C1: a misspelt session role in UISceneConfigurations is warned about with UIKit's")
    func misspeltSessionRole() {
        let info = """
        UIApplicationSceneManifest = { UISceneConfigurations = { UIWindowSceneSessionRoleAplication = {
            { UISceneConfigurationName = "Default Configuration", UISceneDelegateClassName = "SceneDelegate" } } } }
        """
        let run = Played(app: Self.app(info), scenario: "launch()", appPath: "folder/app.lua", profile: .ios13)
        #expect(Self.warnings(run).contains(
            "folder/app.lua:2: UIApplicationSceneManifest.UISceneConfigurations has 'UIWindowSceneSessionRoleAplication', which is not a session role of UIKit's, so it is not read (C1); did you mean 'UIWindowSceneSessionRoleApplication'?"),
            "\(Self.warnings(run))")
    }

    @Test("C1: configurationForConnectingSceneSession: returning a name the manifest lacks gets the one it lists")
    func misspeltConfiguration() {
        let body = """
        function AppDelegate:application_configurationForConnectingSceneSession_options(application, session, options)
          return { name = "Default Configuraton" }
        end
        """
        let run = ScenePlayedTests.run(body, "launch()\n")
        let warning = Self.warnings(run).first { $0.contains("which the scene manifest does not list") }
        #expect(warning?.hasSuffix("returned 'Default Configuraton', which the scene manifest does not list: UIKit uses 'Default Configuration' (C1); did you mean 'Default Configuration'?") == true,
                "\(String(describing: warning))")
        let far = ScenePlayedTests.run(body.replacingOccurrences(of: "Default Configuraton", with: "Editor"), "launch()\n")
        #expect(Self.warnings(far).first { $0.contains("which the scene manifest does not list") }?.contains("did you mean") == false)
    }

    @Test("P: a misspelt profile in scenario { profiles } is refused with the profile meant: iOS13, ios 13, ios31, ios8")
    func misspeltProfile() {
        let cases = [("iOS13", "ios13"), ("ios 13", "ios13"), ("ios31", "ios13"), ("ios8", "ios7"), ("IOS_7", "ios7"), ("ioss26", "ios26")]
        for (given, meant) in cases {
            let error = ScenarioDeclarationListTests.refusal("scenario { profiles = { \"ios7\", \"\(given)\" } }")
            #expect(error?.hasSuffix("the profiles are ios3, ios4, ios6, ios7, ios13, ios26, ios27; did you mean '\(meant)'?") == true, "\(given): \(String(describing: error))")
        }
        let plain = ScenarioDeclarationListTests.refusal("scenario { profiles = \"iOS13\" }")
        #expect(plain?.hasSuffix("; did you mean 'ios13'?") == true, "\(String(describing: plain))")
        for far in ["android", "ios1", String(repeating: "i", count: 200)] {
            let error = ScenarioDeclarationListTests.refusal("scenario { profiles = { \"\(far)\" } }")
            #expect(error?.contains("did you mean") == false, "\(far.prefix(10)): \(String(describing: error))")
        }
        #expect(OSProfile.suggestion(for: "ios13") == nil, "a profile's own name is no misspelling")
    }
}
