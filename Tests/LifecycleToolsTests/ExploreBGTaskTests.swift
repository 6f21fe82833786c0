import Foundation
import LifecycleCore
import Testing
@testable import LifecycleLua
@testable import LifecycleTools
import TestSupport

/// The explorer's C6 verbs: `set_charging` and a `run_bg_task` per identifier the app lists, on
/// ios13 only; a task never completed is found and replayed; a verb played directly gives the
/// trace of its scenario line, whatever the identifier holds.
@Suite("Explore: BGTaskScheduler verbs")
struct ExploreBGTaskTests {
    static func app(identifiers: String, handler: String = "") -> String {
        """
        local App = {}
        App.info = { UIBackgroundModes = { "fetch", "processing" }, BGTaskSchedulerPermittedIdentifiers = { \(identifiers) } }
        local ids = App.info.BGTaskSchedulerPermittedIdentifiers
        function App:application_didFinishLaunchingWithOptions(application)
          for _, id in ipairs(ids) do
            BGTaskScheduler.sharedScheduler:registerForTaskWithIdentifier_usingQueue_launchHandler(id, nil, function(task) \(handler) end)
          end
          return true
        end
        function App:applicationDidEnterBackground(application)
          BGTaskScheduler.sharedScheduler:submitTaskRequest_error(BGAppRefreshTaskRequest.new(ids[1]))
        end
        return App
        """
    }

    static func explorer(_ source: String, _ profile: OSProfile, depth: Int) -> Explorer {
        Explorer(app: .init(source: source, path: "app.lua"), simulation: Simulation(profile: profile), depth: depth)
    }

    @Test("C6, P: on ios13 set_charging and one run_bg_task per identifier (the first 3, each once); none on ios7")
    func verbsByProfile() {
        let app = Self.app(identifiers: "\"a.one\", \"a.two\", \"a.one\", \"a.three\", \"a.four\"")
        let names = Self.explorer(app, .ios13, depth: 1).verbs.map(\.name)
        #expect(names.suffix(4) == ["set_charging", "run_bg_task(a.one)", "run_bg_task(a.two)", "run_bg_task(a.three)"])
        #expect(Self.explorer(app, .ios13, depth: 1).verbs.last?.lua == "run_bg_task(\"a.three\")")
        let old = Self.explorer(app, .ios7, depth: 1).verbs.map(\.name)
        #expect(!old.contains { $0.hasPrefix("run_bg_task") || $0 == "set_charging" })
        #expect(old.contains("background_fetch"))
        let none = Self.explorer(ExploreTests.quiet, .ios13, depth: 1).verbs.map(\.name)
        #expect(none.contains("set_charging") && !none.contains { $0.hasPrefix("run_bg_task") })
    }

    @Test("C6: a BGTask never completed is found, launch → home → run_bg_task → wait, expired, and the scenario replays it")
    func neverCompleted() throws {
        let app = Self.app(identifiers: "\"com.example.refresh\"")
        var explorer = Self.explorer(app, .ios13, depth: 3)
        explorer.verbs = explorer.verbs.filter { ["home", "wait", "set_charging"].contains($0.name) || $0.name.hasPrefix("run_bg_task") }
        let result = explorer.explore()
        let c6 = try #require(result.findings.first { $0.problem.rule == "C6" })
        #expect(c6.problem == ExploreProblem(kind: .kill, rule: "C6", reason: "expired"))
        #expect(c6.path.map(\.name) == ["home", "run_bg_task(com.example.refresh)", "wait"])
        let scenario = c6.scenario(appPath: "app.lua", file: "found.lua", simulation: Simulation(profile: .ios13, seed: 1))
        #expect(scenario.contains("run_bg_task(\"com.example.refresh\")"))
        let run = ScenarioRun(app: .init(source: app, path: "app.lua"), scenario: .init(source: scenario, path: "found.lua"),
                              simulation: Simulation(profile: .ios13))
        let observer = ExploreObserver()
        let report = run.play(sinks: [observer])
        #expect(report.scenarioError == nil && report.exitCode(strict: true) == 1)
        #expect(observer.sightings.map(\.problem).contains(c6.problem))
        // Completed on every path: nothing to find.
        let fixed = Self.app(identifiers: "\"com.example.refresh\"", handler: "task:setTaskCompletedWithSuccess(true)")
        var clean = Self.explorer(fixed, .ios13, depth: 3)
        clean.verbs = explorer.verbs
        #expect(clean.explore().findings.isEmpty)
    }

    @Test("C6: played directly, the BGTask verbs give the trace and fingerprint of their scenario lines, hostile identifiers included")
    func directPlayIsTheScenario() throws {
        // A quote, a backslash, a newline, a NUL byte and non-ASCII: the Lua line must name it exactly.
        let hostile = #""say \"hi\" \\ to\nthe\0 café""#
        for identifiers in ["\"com.example.refresh\"", hostile] {
            let app = ScenarioRun.Script(source: Self.app(identifiers: identifiers), path: "app.lua")
            let simulation = Simulation(profile: .ios13, seed: 1)
            let verbs = Explorer(app: app, simulation: simulation, depth: 1).verbs
            let run = try #require(verbs.first { $0.name.hasPrefix("run_bg_task") })
            let named = { (name: String) in verbs.first { $0.name == name }! }
            let player = ExplorePlayer(app: app, simulation: simulation, remembersCode: false)
            for path in [[named("home"), run], [named("home"), run, named("wait")], [named("set_charging"), named("lock"), run],
                         [named("home"), named("user_kill"), run]] {
                let direct = JSONLCollector(), scripted = JSONLCollector()
                let played = player.play(path, sinks: [direct])
                let replayed = player.playScenario(path, sinks: [scripted])
                #expect(replayed.scenarioError == nil, "\(path.map(\.lua))")
                #expect(direct.text == scripted.text, "\(identifiers): \(path.map(\.name))")
                #expect(played.fingerprint == replayed.fingerprint)
                #expect(direct.text.contains("\"event\":\"bgtask\"") || path.count != 2 || path[0].name != "home", "the task ran: \(direct.text)")
            }
        }
    }
}
