import Foundation
import LifecycleCore
import Testing
@testable import LifecycleLua
@testable import LifecycleTools
import TestSupport

/// `lifecycle explore` plays sequences without a scenario state and on several threads: neither
/// may change what it finds. A sequence played by calling the device's verbs gives the trace its
/// generated scenario gives through `ScenarioRun`, byte for byte; and an exploration on several
/// threads gives the result, the summary and the scenario files of one thread.
@Suite("Explore: direct play and threads")
struct ExploreParallelTests {
    /// The examples' apps, by folder name.
    static func example(_ name: String) throws -> ScenarioRun.Script {
        let path = "examples/\(name)/app.lua"
        return ScenarioRun.Script(source: try Repository.read(path), path: path)
    }

    /// Every verb alone, and a few longer sequences through calls, locks, URLs and relaunches.
    static var sequences: [[String]] {
        ExploreVerb.alphabet.map { [$0.name] } + [
            [], ["home", "wait", "reopen"], ["call", "answer", "end_call", "home"], ["lock", "home", "unlock"],
            ["user_kill", "background_launch", "wait", "open_url"], ["low_memory", "reopen", "rotate", "memory_warning"],
            ["notification_center", "call", "decline", "dismiss"], ["home", "background_launch", "reopen", "user_kill", "reopen"],
        ]
    }

    @Test("direct play: every verb, and longer sequences, give the trace and fingerprint of the generated scenario",
          arguments: [("well-behaved", OSProfile.ios7), ("background-task", .ios13), ("low-memory", .ios7),
                      ("open-url", .ios4), ("slow-save", .ios6), ("game", .ios7)])
    func directPlayIsTheScenario(example: String, profile: OSProfile) throws {
        let app = try Self.example(example)
        let player = ExplorePlayer(app: app, simulation: Simulation(profile: profile, seed: 1), remembersCode: false)
        for names in Self.sequences {
            let path = names.map { name in ExploreVerb.alphabet.first { $0.name == name }! }
            guard path.allSatisfy({ $0.verb.since.map(profile.has(since:)) ?? true }) else { continue }
            let direct = JSONLCollector(), scripted = JSONLCollector()
            let played = player.play(path, sinks: [direct])
            let replayed = player.playScenario(path, sinks: [scripted])
            #expect(direct.text == scripted.text, "\(example) \(profile.name): launch \(names)")
            #expect(played.fingerprint == replayed.fingerprint, "\(example) \(profile.name): launch \(names)")
            #expect(played.scenarioError == nil && replayed.scenarioError == nil)
        }
    }

    /// The summary and every scenario file of an exploration.
    func report(_ app: ScenarioRun.Script, _ profile: OSProfile, depth: Int, jobs: Int) -> String {
        let simulation = Simulation(profile: profile)
        let result = Explorer(app: app, simulation: simulation, depth: depth, jobs: jobs).explore()
        let files = ExploreSummary.files(for: result, in: "found")
        let summary = ExploreSummary(result: result, appPath: app.path, simulation: simulation, files: files)
        let scenarios: [String] = zip(result.findings, files).map { finding, file in
            file + "\n" + finding.scenario(appPath: app.path, file: file, simulation: simulation)
        }
        return summary.text + scenarios.joined()
    }

    @Test("threads: 2 and 3 threads give the summary and scenario files of one, byte for byte",
          arguments: [("slow-save", OSProfile.ios7, 3), ("background-task", .ios13, 2), ("well-behaved", .ios6, 3)])
    func threadsChangeNothing(example: String, profile: OSProfile, depth: Int) throws {
        let app = try Self.example(example)
        let one = report(app, profile, depth: depth, jobs: 1)
        #expect(report(app, profile, depth: depth, jobs: 2) == one)
        #expect(report(app, profile, depth: depth, jobs: 3) == one)
    }

    @Test("a verb without a direct action is played through the scenario state, with the same result")
    func verbWithoutAct() {
        let app = ScenarioRun.Script(source: ExploreTests.slowSave, path: "app.lua")
        func explore(_ verbs: [ExploreVerb]) -> String {
            var explorer = Explorer(app: app, depth: 2, jobs: 2)
            explorer.verbs = verbs
            let result = explorer.explore()
            return ExploreSummary(result: result, appPath: "app.lua", simulation: Simulation(profile: .ios7, seed: 1),
                                  files: ExploreSummary.files(for: result, in: "found")).text
        }
        let scripted = explore([ExploreVerb(.home), ExploreVerb(.reopen)])
        #expect(scripted == explore(ExploreVerb.alphabet.filter { ["home", "reopen"].contains($0.name) }))
        #expect(scripted.contains("✖ B4 kill watchdog\n"))
    }
}
