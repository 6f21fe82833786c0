import Foundation
import LifecycleCore
import Testing
@testable import LifecycleLua
import TestSupport

/// C6 in `lifecycle repl`: the prompt is the scenario's side, so it completes the verbs
/// `run_bg_task` and `set_charging`; `BGTaskScheduler` lives in the app's own state, which the
/// REPL does not complete (the API catalog's stubs are what an editor completes it from).
@Suite("BGTaskScheduler in the REPL")
struct BGTaskReplTests {
    static let app = """
        local App = {}
        App.info = { UIBackgroundModes = { "fetch" }, BGTaskSchedulerPermittedIdentifiers = { "com.example.refresh" } }
        function App:application_didFinishLaunchingWithOptions(application)
          BGTaskScheduler.sharedScheduler:registerForTaskWithIdentifier_usingQueue_launchHandler("com.example.refresh", nil, function(task)
            task:setTaskCompletedWithSuccess(true)
          end)
          return true
        end
        function App:applicationDidEnterBackground(application)
          BGTaskScheduler.sharedScheduler:submitTaskRequest_error(BGAppRefreshTaskRequest.new("com.example.refresh"))
        end
        return App
        """

    @Test("C6: on ios13 the REPL completes run_bg_task and set_charging, and the verbs act at once")
    func completesVerbs() throws {
        let collector = Collector()
        let session = try ReplSession(app: .init(source: Self.app, path: "app.lua"), simulation: Simulation(profile: .ios13), sinks: [collector])
        #expect(session.scenario.completions(for: "run_bg") == ["run_bg_task"])
        #expect(session.scenario.completions(for: "set_char") == ["set_charging"])
        #expect(session.scenario.completions(for: "x = run_b") == ["x = run_bg_task"])
        _ = session.evaluate("launch() home() advance(10) run_bg_task('com.example.refresh') advance(1)")
        #expect(collector.records.contains { if case .bgtask(.completed, "com.example.refresh", .refresh, true, _) = $0.event { return true }; return false })
        #expect(session.device.app.state == .suspended)
    }

    @Test("C6: BGTaskScheduler is the app's global, not the REPL's: no completion, and the app's catalog has it")
    func appGlobalNotInRepl() throws {
        let session = try ReplSession(app: .init(source: Self.app, path: "app.lua"), simulation: Simulation(profile: .ios13), sinks: [])
        #expect(session.scenario.completions(for: "BGTask").isEmpty)
        let app = try APICatalog.load(.app).get()
        #expect(Set(app.globals.map(\.name)).isSuperset(of: ["BGTaskScheduler", "BGAppRefreshTaskRequest", "BGProcessingTaskRequest"]))
    }
}
