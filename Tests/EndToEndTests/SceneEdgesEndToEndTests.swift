import Foundation
import Testing

/// C1–C6 where a learner comparing the trace with a device looks closest: the state of a scene app
/// while it launches, windows coming back together, BGTask handlers registered by the main chunk,
/// what the scene delegate's misspelt or malformed answers get, and the 5 s of a scene's move to
/// the background.
@Suite("Scene edges, end to end", .serialized)
struct SceneEdgesEndToEndTests {
    typealias Event = [String: Any]

    static func of(_ kind: String, _ events: [Event]) -> [Event] { events.filter { $0["event"] as? String == kind } }

    /// The app's lines in order, as "kind:detail" (state moves, scene moves, notifications, logs).
    static func story(_ events: [Event]) -> [String] {
        events.compactMap { event -> String? in
            switch event["event"] as? String {
            case "state": return "state:\(event["from"]!)>\(event["to"]!)"
            case "scene": return "scene:\(event["scene"]!):\(event["to"]!)"
            case "notification": return "note:\(event["name"]!)"
            case "call": return "call:\(event["hook"]!)"
            case "log": return "log:\(event["text"]!)"
            default: return nil
            }
        }
    }

    static let sceneApp = """
    local App = {}
    App.info = { UIApplicationSceneManifest = { UIApplicationSupportsMultipleScenes = true, UISceneConfigurations = { UIWindowSceneSessionRoleApplication = { { UISceneDelegateClassName = "SD" } } } } }
    local application = UIApplication.sharedApplication()
    function App:application_didFinishLaunchingWithOptions(a, o) print("launching " .. application.applicationState) glFlush() glFinish() return true end
    local SD = {}
    function SD:sceneWillEnterForeground(scene) print("enter " .. scene.name) end
    function SD:sceneDidBecomeActive(scene) print("active " .. scene.name) end
    return App, { SD = SD }
    """

    @Test("C2, C5: a scene app launches in the background (no scene yet), on screen all the same (no R1 kill), and gets UIApplicationWillEnterForegroundNotification with its first scene")
    func coldLaunchFollowsTheScenes() throws {
        let (result, events) = try SceneWarningsEndToEndTests.run(script: Self.sceneApp, "launch()\n")
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(Self.of("kill", events).isEmpty)
        let story = Self.story(events)
        #expect(story.first == "state:notRunning>background")
        #expect(story.contains("log:launching background"))
        let launchStory = Array(story.drop { $0 != "call:sceneWillEnterForeground:" }.prefix(8))
        #expect(launchStory == ["call:sceneWillEnterForeground:", "log:enter main", "scene:main:foregroundInactive",
                                "note:UISceneWillEnterForegroundNotification", "state:background>inactive",
                                "note:UIApplicationWillEnterForegroundNotification", "scene:main:foregroundActive",
                                "state:inactive>active"],
                "\(launchStory)")

        // Without a manifest the same app launches inactive and posts no will-enter-foreground.
        let plain = Self.sceneApp.replacingOccurrences(of: "App.info = {", with: "App.unused = {")
        let (_, plainEvents) = try SceneWarningsEndToEndTests.run(script: plain, "launch()\n")
        let plainStory = Self.story(plainEvents)
        #expect(plainStory.first == "state:notRunning>inactive")
        #expect(plainStory.contains("log:launching inactive"))
        #expect(!plainStory.contains("note:UIApplicationWillEnterForegroundNotification"))
    }

    @Test("C2, R1: sceneWillEnterForeground: may re-create GL objects on the way back from the background, as at launch")
    func sceneComingBackMayDraw() throws {
        let script = Self.sceneApp.replacingOccurrences(of: "print(\"enter \" .. scene.name)", with: "print(\"enter \" .. scene.name .. \" \" .. application.applicationState) glClear() glFinish()")
        let (result, events) = try SceneWarningsEndToEndTests.run(script: script, "launch()\nhome()\nadvance(10)\nreopen()\nexpect_state('active')\n")
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(Self.of("kill", events).isEmpty)
        let logs = Self.of("log", events).compactMap { $0["text"] as? String }
        #expect(logs.filter { $0.hasPrefix("enter") } == ["enter main background", "enter main background"], "\(logs)")
    }

    @Test("C2, C3: two windows side by side come back from the lock together: both enter the foreground before either becomes active")
    func windowsComeBackTogether() throws {
        let scenario = "launch()\nopen_window('b')\nside_by_side('main', 'b')\nlock()\nunlock()\nexpect_scene_state('main', 'foregroundActive')\nexpect_scene_state('b', 'foregroundActive')\n"
        let (result, events) = try SceneWarningsEndToEndTests.run(script: Self.sceneApp, scenario)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let afterUnlock = events.drop { !($0["event"] as? String == "action" && $0["verb"] as? String == "unlock") }
        let logs = Self.of("log", Array(afterUnlock)).compactMap { $0["text"] as? String }
        #expect(logs == ["enter main", "enter b", "active main", "active b"], "\(logs)")
    }

    @Test("C6: launch handlers registered in the main chunk are kept; one for an identifier not listed is dropped with its line; registering twice crashes with its line")
    func mainChunkRegistration() throws {
        let script = """
        local App = {}
        App.info = { UIBackgroundModes = { "fetch" }, BGTaskSchedulerPermittedIdentifiers = { "r" } }
        local s = BGTaskScheduler.sharedScheduler
        print("r", s:registerForTaskWithIdentifier_usingQueue_launchHandler("r", nil, function(t) print("ran") t:setTaskCompletedWithSuccess(true) t:setTaskCompletedWithSuccess(true) end))
        print("q", s:registerForTaskWithIdentifier_usingQueue_launchHandler("q", nil, function(t) end))
        function App:application_didFinishLaunchingWithOptions(a, o)
          local request = BGAppRefreshTaskRequest.new("r")
          request.earliestBeginDate = -5   -- a date in the past: as soon as possible
          print("submit", s:submitTaskRequest_error(request))
          if TWICE then s:registerForTaskWithIdentifier_usingQueue_launchHandler("r", nil, function(t) end) end
          return true
        end
        return App
        """
        let (result, events) = try SceneWarningsEndToEndTests.run(script: script, "launch() home() advance(1) run_bg_task('r') advance(5)")
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let logs = Self.of("log", events).compactMap { $0["text"] as? String }
        #expect(logs == ["r\ttrue", "q\ttrue", "submit\ttrue", "ran"], "\(logs)")
        let warnings = SceneWarningsEndToEndTests.messages("warning", events)
        #expect(warnings.contains { $0.contains("app.lua:5: registerForTaskWithIdentifier(\"q\") in the main chunk returned true, but the identifier is not in BGTaskSchedulerPermittedIdentifiers") && $0.hasSuffix("(C6)") }, "\(warnings)")
        #expect(warnings.contains { $0.contains("/app.lua:4: setTaskCompletedWithSuccess: called again") }, "\(warnings)")
        #expect(Self.of("bgtask", events).map { $0["action"] as? String } == ["submitted", "started", "completed"])

        // A request the main chunk submits is checked once the info is read, as registrations are.
        let submitting = script.replacingOccurrences(of: "function App:application_didFinishLaunchingWithOptions", with: """
        print("main submit", s:submitTaskRequest_error(BGAppRefreshTaskRequest.new("r")))
        print("unlisted submit", s:submitTaskRequest_error(BGProcessingTaskRequest.new("q")))
        function App:application_didFinishLaunchingWithOptions
        """).replacingOccurrences(of: "print(\"submit\", s:submitTaskRequest_error(request))", with: "")
        let (_, submitted) = try SceneWarningsEndToEndTests.run(script: submitting, "launch() home() advance(1) run_bg_task('r') advance(5)")
        let submitLogs = Self.of("log", submitted).compactMap { $0["text"] as? String }
        #expect(submitLogs == ["r\ttrue", "q\ttrue", "main submit\ttrue", "unlisted submit\ttrue", "ran"], "\(submitLogs)")
        let submitWarnings = SceneWarningsEndToEndTests.messages("warning", submitted)
        #expect(submitWarnings.contains { $0.contains("/app.lua:7: submitTaskRequest_error(\"q\") in the main chunk returned true, but UIKit refuses it: the identifier \"q\" is not in BGTaskSchedulerPermittedIdentifiers") }, "\(submitWarnings)")

        let (_, twice) = try SceneWarningsEndToEndTests.run(script: "TWICE = true\n" + script, "launch()")
        let kill = try #require(Self.of("kill", twice).first)
        #expect(kill["rule"] as? String == "C6" && kill["reason"] as? String == "crash")
        #expect((kill["message"] as? String)?.contains("/app.lua:11: NSInternalInconsistencyException: 'Launch handler for task with identifier r has already been registered'") == true, "\(kill)")
    }

    @Test("C6, F06: the main chunk's registrations before the info is read are bounded by the list's 32 entries: the rest are refused at once")
    func mainChunkRegistrationsAreBounded() throws {
        let script = """
        local App = {}
        App.info = { UIBackgroundModes = { "fetch" }, BGTaskSchedulerPermittedIdentifiers = { "id1" } }
        local kept = 0
        for i = 1, 1000 do
          if BGTaskScheduler.sharedScheduler:registerForTaskWithIdentifier_usingQueue_launchHandler("id" .. i, nil, function() end) then kept = kept + 1 end
        end
        print("kept", kept)
        return App
        """
        let (result, events) = try SceneWarningsEndToEndTests.run(script: script, "launch()")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.of("log", events).compactMap { $0["text"] as? String } == ["kept\t32"])
        let warnings = SceneWarningsEndToEndTests.messages("warning", events)
        #expect(warnings.contains { $0.contains("/app.lua:5: registerForTaskWithIdentifier(\"id33\") returned false: the main chunk registered 32 identifiers already") })
        // Of the 32 kept, the 31 not in the list are dropped once the info is read.
        #expect(warnings.filter { $0.contains("in the main chunk returned true, but the identifier is not in BGTaskSchedulerPermittedIdentifiers") }.count == 31)
    }

    @Test("C1: a scene method spelt as Swift names it, or one that is not a function, is warned about with its line")
    func misspeltSceneMethods() throws {
        let body = """
        function SceneDelegate:scene_willConnectTo_options(scene, session, options) end
        SceneDelegate.sceneDidBecomeActive = 5
        """
        let (_, events) = try SceneEndToEndTests.run(body, "launch()\n")
        let warnings = SceneWarningsEndToEndTests.messages("warning", events)
        #expect(warnings.contains { $0.contains("/app.lua:7: ") && $0.contains("'scene_willConnectTo_options'") && $0.hasSuffix("did you mean 'scene_willConnectToSession_options' (scene:willConnectToSession:options:)?") }, "\(warnings)")
        #expect(warnings.contains { $0.contains("/app.lua:8: ") && $0.contains("'sceneDidBecomeActive' (scene delegate SceneDelegate), which is not a function, so UIKit never calls it (C1)") }, "\(warnings)")

        // The delegate's own fields and methods that only start like a scene method are not warned about.
        let own = "SceneDelegate.sceneCount = 0\nfunction SceneDelegate:sceneTitle() end\nfunction SceneDelegate:scenery() end\n"
        let (_, ownEvents) = try SceneEndToEndTests.run(own, "launch()\n")
        #expect(SceneWarningsEndToEndTests.messages("warning", ownEvents).isEmpty, "\(SceneWarningsEndToEndTests.messages("warning", ownEvents))")
    }

    @Test("C4: an activity that is not a table, or has no activityType string, kills the app citing C4 and the method's line")
    func malformedActivities() throws {
        let cases = [
            ("\"hello\"", "returned a string, not an activity"),
            ("{ userInfo = {} }", "returned an activity whose activityType is missing (NSUserActivity needs one)"),
            ("{ activityType = 5 }", "returned an activity whose activityType is a number, not a string"),
            ("{ activityType = \"\" }", "returned an activity whose activityType is empty"),
            ("{ activityType = \"x\", userInfo = 7 }", "returned an activity whose userInfo is a number, not a table"),
        ]
        for (value, said) in cases {
            let body = "function SceneDelegate:stateRestorationActivityForScene(scene)\n  return \(value)\nend\n"
            let (_, events) = try SceneEndToEndTests.run(body, "launch()\nhome()\n")
            let kill = try #require(Self.of("kill", events).first, "\(value)")
            #expect(kill["rule"] as? String == "C4" && kill["reason"] as? String == "crash")
            #expect((kill["message"] as? String)?.contains("/app.lua:7: stateRestorationActivityForScene: \(said)") == true, "\(kill)")
        }
        let (fine, fineEvents) = try SceneEndToEndTests.run("function SceneDelegate:stateRestorationActivityForScene(scene) return { activityType = \"x\" } end\n", "launch()\nhome()\n", strict: true)
        #expect(fine.status == 0 && Self.of("kill", fineEvents).isEmpty)
    }

    @Test("C1: a configuration naming a delegate class the script does not return, and a class returned as a number, are warned about")
    func delegateClassesNotReturned() throws {
        let body = """
        function AppDelegate:application_configurationForConnectingSceneSession_options(application, session, options)
          return { name = "Default Configuration", delegateClass = "Other" }
        end
        """
        let (_, events) = try SceneEndToEndTests.run(body, "launch()\n")
        let warnings = SceneWarningsEndToEndTests.messages("warning", events)
        #expect(warnings.contains { $0.contains("/app.lua:7: application:configurationForConnectingSceneSession:options: returned the delegate class 'Other', but the script does not return it") }, "\(warnings)")

        let numbered = SceneEndToEndTests.manifest.replacingOccurrences(of: "MULTI", with: "false") + "return AppDelegate, { SceneDelegate = 42 }\n"
        let (_, numberedEvents) = try SceneWarningsEndToEndTests.run(script: numbered, "launch()\n")
        let said = SceneWarningsEndToEndTests.messages("warning", numberedEvents)
        #expect(said.contains { $0.contains("the script's second return value has 'SceneDelegate' = a number, not a table of scene methods") }, "\(said)")
        #expect(!said.contains { $0.contains("but the script does not return it") }, "\(said)")
    }

    @Test("C3, C2: a window name past 200 bytes is refused, not cut; expect_scene_state without a state says what it expects")
    func verbArguments() throws {
        let (long, _) = try SceneEndToEndTests.run("", "launch()\nopen_window(('w'):rep(201))\n", multiple: true)
        #expect(long.status == 2)
        #expect(long.stderr.contains("scenario.lua:2: open_window: expects a window name or nothing (1 to 200 bytes) as argument 1"), "\(long.stderr)")
        let (missing, _) = try SceneEndToEndTests.run("", "launch()\nexpect_scene_state('main')\n")
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("scenario.lua:2: expect_scene_state: expects the state the window should be in as argument 2, one of unattached"), "\(missing.stderr)")
    }

    @Test("B4, C2: sceneDidEnterBackground: and stateRestorationActivityForScene: share the 5 s of the scene's move to the background")
    func backgroundMoveSharesFiveSeconds() throws {
        let body = """
        function SceneDelegate:sceneDidEnterBackground(scene) work(4) end
        function SceneDelegate:stateRestorationActivityForScene(scene) work(2) return nil end
        """
        let (_, events) = try SceneEndToEndTests.run(body, "launch()\nhome()\n")
        let kill = try #require(Self.of("kill", events).first)
        #expect(kill["rule"] as? String == "B4" && kill["t"] as? Double == 5)
        #expect((kill["message"] as? String)?.contains("stateRestorationActivityForScene: was running") == true, "\(kill)")
    }
}
