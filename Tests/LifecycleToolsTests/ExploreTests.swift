import LifecycleCore
import Testing
@testable import LifecycleLua
@testable import LifecycleTools
import LuaBridge
import TestSupport

/// `lifecycle explore`'s engine: breadth-first sequences of verbs, pruning by the device's
/// fingerprint, one finding per distinct problem with its shortest sequence, and scenarios that
/// replay it.
@Suite("Explore")
struct ExploreTests {
    /// examples/slow-save/app.lua: `applicationDidEnterBackground:` works 8 s (B4 allows 5).
    static let slowSave = """
        local App = {}
        function App:application_didFinishLaunchingWithOptions(application, options) return true end
        function App:applicationDidEnterBackground(application) work(8) end
        return App
        """

    static let quiet = """
        local App = {}
        function App:application_didFinishLaunchingWithOptions(application, options) return true end
        function App:applicationDidEnterBackground(application) work(0.5) end
        return App
        """

    func explore(_ source: String, depth: Int, profile: OSProfile = .ios7,
                 verbs: [ExploreVerb] = ExploreVerb.alphabet) -> ExploreResult {
        var explorer = Explorer(app: .init(source: source, path: "app.lua"), simulation: Simulation(profile: profile), depth: depth)
        explorer.verbs = verbs
        return explorer.explore()
    }

    func verb(_ name: String) -> ExploreVerb { ExploreVerb.alphabet.first { $0.name == name }! }

    /// Replays a finding's scenario as `lifecycle run` would, and returns the problems it shows.
    func replay(_ finding: ExploreFinding, app: String, profile: OSProfile = .ios7) -> [ExploreProblem] {
        let source = finding.scenario(appPath: "app.lua", file: "found.lua", simulation: Simulation(profile: profile, seed: 1))
        let run = ScenarioRun(app: .init(source: app, path: "app.lua"), scenario: .init(source: source, path: "found.lua"),
                              simulation: Simulation(profile: profile))
        let observer = ExploreObserver()
        let report = run.play(sinks: [observer])
        #expect(report.scenarioError == nil)
        #expect(report.exitCode(strict: true) == 1, "--strict fails on the replayed problem")
        return observer.sightings.map(\.problem)
    }

    @Test("B4: finds slow-save's overrun with the shortest sequence, launch then home, and exits 1")
    func slowSaveOverrun() throws {
        let result = explore(Self.slowSave, depth: 2)
        let b4 = try #require(result.findings.first { $0.problem.rule == "B4" })
        #expect(b4.problem == ExploreProblem(kind: .kill, rule: "B4", reason: "watchdog"))
        #expect(b4.path.map(\.name) == ["home"])
        #expect(b4.message == "applicationDidEnterBackground: did not return within 5 s")
        #expect(b4.problem.fileStem == "B4-kill-watchdog")
        #expect(result.exitCode == 1)
    }

    @Test("W1: finds a fetch handler that is never called, launch → home → background_fetch → wait, and the scenario replays it")
    func fetchNeverCompleted() throws {
        let app = SampleApps.fetchNeverCompleting
        let result = explore(app, depth: 3)
        let w1 = try #require(result.findings.first { $0.problem.rule == "W1" })
        #expect(w1.problem == ExploreProblem(kind: .kill, rule: "W1", reason: "watchdog"))
        #expect(w1.path.map(\.name) == ["home", "background_fetch", "wait"])
        #expect(replay(w1, app: app).contains(w1.problem))
        // ios6 has no background fetch: the verbs are not explored, and nothing is found.
        var old = Explorer(app: .init(source: app, path: "app.lua"), simulation: Simulation(profile: .ios6), depth: 1)
        #expect(!old.verbs.contains { ["background_fetch", "push"].contains($0.name) })
        old.verbs = old.verbs.filter { $0.name == "home" }
        #expect(old.explore().findings.isEmpty)
    }

    @Test("B4: the written scenario replays the same problem")
    func scenarioReplays() throws {
        let b4 = try #require(explore(Self.slowSave, depth: 1).findings.first)
        let scenario = b4.scenario(appPath: "app.lua", file: "found/B4-kill-watchdog.lua", simulation: Simulation(profile: .ios7, seed: 1))
        #expect(scenario.contains("launch()\nadvance(1)\nhome()  -- B4 kill watchdog here\nadvance(1)\n"))
        #expect(scenario.contains("-- Replay: lifecycle run app.lua found/B4-kill-watchdog.lua --strict"))
        #expect(replay(b4, app: Self.slowSave).contains(b4.problem))
    }

    @Test("B5: a task never ended is found after the long wait, and each finding replays")
    func expiredTask() throws {
        let app = """
            local App = {}
            function App:applicationDidEnterBackground(application)
              application:beginBackgroundTaskWithExpirationHandler(function() end)
            end
            function App:applicationWillEnterForeground(application) error("boom") end
            return App
            """
        let result = explore(app, depth: 2, profile: .ios13)
        let b5 = try #require(result.findings.first { $0.problem.rule == "B5" })
        #expect(b5.problem == ExploreProblem(kind: .kill, rule: "B5", reason: "expired"))
        #expect(b5.path.map(\.name) == ["home", "wait"])
        let crash = try #require(result.findings.first { $0.problem.reason == "crash" })
        #expect(crash.problem.place == "applicationWillEnterForeground:")
        #expect(crash.problem.title == "F1 kill crash in applicationWillEnterForeground:")
        #expect(crash.problem.fileStem == "F1-kill-crash-applicationWillEnterForeground")
        #expect(crash.path.map(\.name) == ["home", "reopen"])
        for finding in result.findings {
            #expect(replay(finding, app: app, profile: .ios13).contains(finding.problem), "\(finding.problem.title)")
        }
    }

    @Test("T4, M1: kills the sequence asked for (user_kill, low_memory) are not problems")
    func askedForKills() {
        let result = explore(Self.quiet, depth: 2)
        #expect(result.findings.isEmpty)
        #expect(result.exitCode == 0)
        #expect(result.killedRuns.map(\.reason) == [.jetsam, .user])
    }

    @Test("S1: a sequence that reaches a state already seen is not extended")
    func pruning() {
        // launch: active (new). home: suspended (new); reopen: active again (seen).
        // home·home and home·reopen reach suspended and active (seen): 5 runs, 2 states.
        let result = explore(Self.quiet, depth: 3, verbs: [verb("home"), verb("reopen")])
        #expect(result.runs == 5)
        #expect(result.states == 2)
        #expect(result.pruned == 3)
    }

    @Test("S1: the same situation reached two ways has one fingerprint; an open task changes it")
    func fingerprints() {
        func fingerprint(_ app: String, _ scenario: String) -> String {
            let run = ScenarioRun(app: .init(source: app, path: "app.lua"), scenario: .init(source: scenario, path: "s.lua"))
            var result = ""
            _ = run.play(sinks: []) { result = $0.fingerprint }
            return result
        }
        let direct = fingerprint(Self.quiet, "launch() home() advance(1)")
        let roundabout = fingerprint(Self.quiet, "launch() home() advance(1) reopen() advance(30) home() advance(5)")
        #expect(direct == roundabout)
        #expect(direct.contains("state=suspended"))
        let holding = """
            local App = {}
            function App:applicationDidEnterBackground(application)
              application:beginBackgroundTaskWithExpirationHandler(function() end)
            end
            return App
            """
        #expect(fingerprint(holding, "launch() home() advance(1)") != fingerprint(Self.quiet, "launch() home() advance(1)"))
    }

    @Test("S1: coverage counts edges of the state graph the runs went through")
    func coverage() {
        #expect(ExploreTransition.graph.count == 13)
        let result = explore(Self.quiet, depth: 1, verbs: [verb("home")])
        #expect(result.covered.map(\.description) == ["notRunning → inactive", "inactive → active", "inactive → background",
                                                       "active → inactive", "background → suspended"])
        #expect(result.uncovered.count == 8)
    }

    @Test("the same exploration gives the same summary, byte for byte")
    func deterministic() {
        func text() -> String {
            let result = explore(Self.slowSave, depth: 2)
            return ExploreSummary(result: result, appPath: "app.lua", simulation: Simulation(profile: .ios7, seed: 1),
                                  files: ExploreSummary.files(for: result, in: "found")).text
        }
        let first = text()
        #expect(first == text())
        #expect(first.contains("✖ B4 kill watchdog\n    applicationDidEnterBackground: did not return within 5 s\n"))
        #expect(first.contains("    shortest: launch → home  (in "))
        #expect(first.contains("1 problem found\n"))
    }
}
