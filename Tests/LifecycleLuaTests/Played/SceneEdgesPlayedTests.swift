import LifecycleCore
import Testing
import TestSupport

/// C1–C6 where a learner comparing the trace with a device looks closest, played in process: the
/// state of a scene app while it launches, windows coming back together, BGTask handlers
/// registered by the main chunk, what the scene delegate's misspelt or malformed answers get, and
/// the 5 s of a scene's move to the background.
@Suite("Scene edges, played")
struct SceneEdgesPlayedTests {
    /// The app's lines in order, as "kind:detail" (state moves, scene moves, notifications, logs).
    static func story(_ records: [TraceRecord]) -> [String] {
        records.compactMap { record -> String? in
            switch record.event {
            case .state(let from, let to): return "state:\(from.rawValue)>\(to.rawValue)"
            case .scene(let name, _, let to): return "scene:\(name):\(to.rawValue)"
            case .notification(let name, _, _): return "note:\(name.rawValue)"
            case .call(let hook, _): return "call:\(hook.selector)"
            case .log(let text): return "log:\(text)"
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

    static func run(script: String, _ scenario: String) -> Played { SceneWarningsPlayedTests.run(script: script, scenario) }

    @Test("C2, C5: a scene app launches in the background (no scene yet), on screen all the same (no R1 kill), and gets UIApplicationWillEnterForegroundNotification with its first scene")
    func coldLaunchFollowsTheScenes() {
        let run = Self.run(script: Self.sceneApp, "launch()\n")
        #expect(run.status() == 0, "\(run.error ?? "")")
        #expect(run.trace.kills.isEmpty)
        let story = Self.story(run.trace.records)
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
        let plainStory = Self.story(Self.run(script: plain, "launch()\n").trace.records)
        #expect(plainStory.first == "state:notRunning>inactive")
        #expect(plainStory.contains("log:launching inactive"))
        #expect(!plainStory.contains("note:UIApplicationWillEnterForegroundNotification"))
    }

    @Test("C2, R1: sceneWillEnterForeground: may re-create GL objects on the way back from the background, as at launch")
    func sceneComingBackMayDraw() {
        let script = Self.sceneApp.replacingOccurrences(of: "print(\"enter \" .. scene.name)", with: "print(\"enter \" .. scene.name .. \" \" .. application.applicationState) glClear() glFinish()")
        let run = Self.run(script: script, "launch()\nhome()\nadvance(10)\nreopen()\nexpect_state('active')\n")
        #expect(run.status() == 0, "\(run.error ?? "")")
        #expect(run.trace.kills.isEmpty)
        let logs = run.trace.logs
        #expect(logs.filter { $0.hasPrefix("enter") } == ["enter main background", "enter main background"], "\(logs)")
    }

    @Test("C2, C3: two windows side by side come back from the lock together: both enter the foreground before either becomes active")
    func windowsComeBackTogether() {
        let scenario = "scenario { device = 'ipad' } launch()\nopen_window('b')\nside_by_side('main', 'b')\nlock()\nunlock()\nexpect_scene_state('main', 'foregroundActive')\nexpect_scene_state('b', 'foregroundActive')\n"
        let run = Self.run(script: Self.sceneApp, scenario)
        #expect(run.status() == 0, "\(run.error ?? "")")
        let records = run.trace.records
        let unlock = records.index(ofAction: "unlock") ?? records.endIndex
        #expect(records[unlock...].logs == ["enter main", "enter b", "active main", "active b"], "\(records[unlock...].logs)")
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
        let run = Self.run(script: script, "launch() home() advance(1) run_bg_task('r') advance(5)")
        #expect(run.status() == 0, "\(run.error ?? "")")
        #expect(run.trace.logs == ["r\ttrue", "q\ttrue", "submit\ttrue", "ran"], "\(run.trace.logs)")
        let warnings = run.trace.warnings
        #expect(warnings.contains { $0.contains("app.lua:5: registerForTaskWithIdentifier(\"q\") in the main chunk returned true, but the identifier is not in BGTaskSchedulerPermittedIdentifiers") && $0.hasSuffix("(C6)") }, "\(warnings)")
        #expect(warnings.contains { $0.contains("/app.lua:4: setTaskCompletedWithSuccess: called again") }, "\(warnings)")
        #expect(run.trace.records.compactMap(\.event.bgtask).map(\.action) == [.submitted, .started, .completed])

        // A request the main chunk submits is checked once the info is read, as registrations are.
        let submitting = script.replacingOccurrences(of: "function App:application_didFinishLaunchingWithOptions", with: """
        print("main submit", s:submitTaskRequest_error(BGAppRefreshTaskRequest.new("r")))
        print("unlisted submit", s:submitTaskRequest_error(BGProcessingTaskRequest.new("q")))
        function App:application_didFinishLaunchingWithOptions
        """).replacingOccurrences(of: "print(\"submit\", s:submitTaskRequest_error(request))", with: "")
        let submitted = Self.run(script: submitting, "launch() home() advance(1) run_bg_task('r') advance(5)").trace
        #expect(submitted.logs == ["r\ttrue", "q\ttrue", "main submit\ttrue", "unlisted submit\ttrue", "ran"], "\(submitted.logs)")
        #expect(submitted.warnings.contains { $0.contains("/app.lua:7: submitTaskRequest_error(\"q\") in the main chunk returned true, but UIKit refuses it: the identifier \"q\" is not in BGTaskSchedulerPermittedIdentifiers") }, "\(submitted.warnings)")

        let kill = try #require(Self.run(script: "TWICE = true\n" + script, "launch()").trace.kills.first)
        #expect(kill.rule == .C6 && kill.reason == .crash)
        #expect(kill.message.contains("/app.lua:11: NSInternalInconsistencyException: 'Launch handler for task with identifier r has already been registered'"), "\(kill)")
    }

    @Test("C6, H06: the main chunk's registrations before the info is read are bounded by the list's 32 entries: the rest are refused at once")
    func mainChunkRegistrationsAreBounded() {
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
        let run = Self.run(script: script, "launch()")
        #expect(run.status() == 0, "\(run.error ?? "")")
        #expect(run.trace.logs == ["kept\t32"])
        let warnings = run.trace.warnings
        #expect(warnings.contains { $0.contains("/app.lua:5: registerForTaskWithIdentifier(\"id33\") returned false: the main chunk registered 32 identifiers already") })
        // Of the 32 kept, the 31 not in the list are dropped once the info is read.
        #expect(warnings.filter { $0.contains("in the main chunk returned true, but the identifier is not in BGTaskSchedulerPermittedIdentifiers") }.count == 31)
    }

    @Test("C1: a scene method spelt as Swift names it, or one that is not a function, is warned about with its line")
    func misspeltSceneMethods() {
        let body = """
        function SceneDelegate:scene_willConnectTo_options(scene, session, options) end
        SceneDelegate.sceneDidBecomeActive = 5
        """
        let warnings = ScenePlayedTests.run(body, "launch()\n").trace.warnings
        #expect(warnings.contains { $0.contains("/app.lua:7: ") && $0.contains("'scene_willConnectTo_options'") && $0.hasSuffix("did you mean 'scene_willConnectToSession_options' (scene:willConnectToSession:options:)?") }, "\(warnings)")
        #expect(warnings.contains { $0.contains("/app.lua:8: ") && $0.contains("'sceneDidBecomeActive' (scene delegate SceneDelegate), which is not a function, so UIKit never calls it (C1)") }, "\(warnings)")

        // The delegate's own fields and methods that only start like a scene method are not warned about.
        let own = "SceneDelegate.sceneCount = 0\nfunction SceneDelegate:sceneTitle() end\nfunction SceneDelegate:scenery() end\n"
        let ownWarnings = ScenePlayedTests.run(own, "launch()\n").trace.warnings
        #expect(ownWarnings.isEmpty, "\(ownWarnings)")
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
            let kill = try #require(ScenePlayedTests.run(body, "launch()\nhome()\n").trace.kills.first, "\(value)")
            #expect(kill.rule == .C4 && kill.reason == .crash)
            #expect(kill.message.contains("/app.lua:7: stateRestorationActivityForScene: \(said)"), "\(kill)")
        }
        let fine = ScenePlayedTests.run("function SceneDelegate:stateRestorationActivityForScene(scene) return { activityType = \"x\" } end\n", "launch()\nhome()\n")
        #expect(fine.status(strict: true) == 0 && fine.trace.kills.isEmpty)
    }

    @Test("C1: a configuration naming a delegate class the script does not return, and a class returned as a number, are warned about")
    func delegateClassesNotReturned() {
        let body = """
        function AppDelegate:application_configurationForConnectingSceneSession_options(application, session, options)
          return { name = "Default Configuration", delegateClass = "Other" }
        end
        """
        let warnings = ScenePlayedTests.run(body, "launch()\n").trace.warnings
        #expect(warnings.contains { $0.contains("/app.lua:7: application:configurationForConnectingSceneSession:options: returned the delegate class 'Other', but the script does not return it") }, "\(warnings)")

        let numbered = ScenePlayedTests.manifest.replacingOccurrences(of: "MULTI", with: "false") + "return AppDelegate, { SceneDelegate = 42 }\n"
        let said = Self.run(script: numbered, "launch()\n").trace.warnings
        #expect(said.contains { $0.contains("the script's second return value has 'SceneDelegate' = a number, not a table of scene methods") }, "\(said)")
        #expect(!said.contains { $0.contains("but the script does not return it") }, "\(said)")
    }

    @Test("C3, C2: a window name past 200 bytes is refused, not cut; expect_scene_state without a state says what it expects")
    func verbArguments() {
        let long = ScenePlayedTests.run("", "scenario { device = 'ipad' } launch()\nopen_window(('w'):rep(201))\n", multiple: true)
        #expect(long.status() == 2)
        #expect(long.error?.contains("scenario.lua:2: open_window: expects a window name or nothing (1 to 200 bytes) as argument 1") == true, "\(long.error ?? "")")
        let missing = ScenePlayedTests.run("", "launch()\nexpect_scene_state('main')\n")
        #expect(missing.status() == 2)
        #expect(missing.error?.contains("scenario.lua:2: expect_scene_state: expects the state the window should be in as argument 2, one of unattached") == true, "\(missing.error ?? "")")
    }

    @Test("B4, C2: sceneDidEnterBackground: and stateRestorationActivityForScene: share the 5 s of the scene's move to the background")
    func backgroundMoveSharesFiveSeconds() throws {
        let body = """
        function SceneDelegate:sceneDidEnterBackground(scene) work(4) end
        function SceneDelegate:stateRestorationActivityForScene(scene) work(2) return nil end
        """
        let kill = try #require(ScenePlayedTests.run(body, "launch()\nhome()\n").trace.records.first { $0.event.kill != nil })
        #expect(kill.event.kill?.rule == .B4 && kill.t == 5)
        #expect(kill.event.kill?.message.contains("stateRestorationActivityForScene: was running") == true, "\(kill)")
    }
}
