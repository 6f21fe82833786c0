import Foundation
import LifecycleCore
import LifecycleLua
import Testing
import TestSupport

/// The rule tests play scenarios in process (`Played`, Tests/TestSupport) instead of spawning
/// `lifecycle run`; this checks that both give the same run: the JSONL byte for byte and the exit
/// status, with and without `--strict`, for examples and fixtures that install apps, cross eras
/// and stop with an error.
@Suite("Played in process as lifecycle run plays it", .serialized)
struct PlayedMatchesRunTests {
    @Test("a run played in process writes the JSONL and ends with the exit status of lifecycle run, for every example, a fixture that installs an app and a failing scenario")
    func sameRun() throws {
        let cases: [(app: String, scenario: String, profile: OSProfile)] = [
            ("examples/news-reader/app.lua", "examples/news-reader/scenario.lua", .ios7),
            ("examples/news-reader/app.lua", "examples/news-reader/force-quit.lua", .ios13),
            ("examples/bg-refresh/app.lua", "examples/bg-refresh/scenario.lua", .ios13),
            ("examples/notes-scenes/app.lua", "examples/notes-scenes/scenario.lua", .ios13),
            ("examples/low-memory/app.lua", "examples/low-memory/scenario.lua", .ios7),
            ("examples/game/app.lua", "examples/game/scenario.lua", .ios4),
            ("examples/slow-save/app.lua", "examples/slow-save/scenario.lua", .ios7),
            ("Tests/EndToEndTests/Fixtures/runloop/pad-app.lua", "Tests/EndToEndTests/Fixtures/runloop/notification-center-other.lua", .ios7),
            ("Tests/EndToEndTests/Fixtures/lifecycle-app.lua", "Tests/EndToEndTests/Fixtures/bad-scenario.lua", .ios7),
        ]
        for (app, scenario, profile) in cases {
            let played = try Played(appFile: app, scenarioFile: scenario, profile: profile)
            for strict in [false, true] {
                let run = try CLI.run(["run", app, scenario, "--profile", profile.name, "--format", "jsonl"] + (strict ? ["--strict"] : []))
                #expect(played.jsonl == run.stdout, "\(app) \(scenario) \(profile.name)")
                #expect(played.status(strict: strict) == run.status, "\(app) \(scenario) \(profile.name) strict \(strict)")
            }
            if let error = played.error {
                #expect(try CLI.run(["run", app, scenario, "--profile", profile.name]).stderr == "error: \(error)\n", "\(scenario)")
            }
        }
    }

    @Test("a seeded run in process is lifecycle run --seed: math.random gives the same numbers, and another seed others")
    func seeded() throws {
        let app = "local A = {} function A:application_didFinishLaunchingWithOptions(a) print(math.random(1, 1000000), math.random()) return true end return A"
        let folder = try TempFolder("played-seed", files: ["app.lua": app, "s.lua": "launch() home() advance(1) reopen()"])
        defer { folder.remove() }
        var logs: Set<String> = []
        for seed: UInt64 in [1, 7, 123_456_789] {
            let played = Played(app: .init(source: app, path: "app.lua"), scenario: .init(source: "launch() home() advance(1) reopen()", path: "s.lua"), seed: seed)
            let run = try CLI.run(["run", "app.lua", "s.lua", "--seed", "\(seed)", "--format", "jsonl"], directory: folder.url)
            #expect(played.jsonl == run.stdout, "seed \(seed)")
            logs.insert(played.trace.logs.joined())
        }
        #expect(logs.count == 3, "\(logs)")
    }
}
