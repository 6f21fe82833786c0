import Foundation
import Testing
import TestSupport

/// `lifecycle test` end to end: the exit statuses, the scenario { … } declaration, finding
/// scenarios, a class with a broken submission that cannot stop the others, and reports that are
/// the same byte for byte at one job and at many.
@Suite("lifecycle test, end to end", .serialized)
struct TestCommandTests {
    /// A folder of files (`path: text`), removed at the end of `body`.
    static func inFolder<T>(_ files: [String: String], _ body: (URL) throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifecycle-test-\(getpid())-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return try body(folder)
    }

    /// An app that saves in a background task (right on every profile).
    static let good = SampleApps.savesAtHome
    /// An app whose save takes 10 s in applicationDidEnterBackground: (B4 kill on Home).
    static let slow = good.replacingOccurrences(of: "FileManager.write", with: "work(10) FileManager.write")
    static let saves = """
    scenario { name = "saves on Home", points = 2 }
    launch() home() advance(10)
    expect_saved("Documents/saved.txt", "yes")
    """
    static let survives = """
    scenario { name = "survives Home", description = "a kill fails it", points = 3, profiles = { "ios4", "ios13" }, strict = true }
    launch() home() advance(10)
    """

    static func test(_ arguments: [String], in folder: URL) throws -> CLI.Result {
        try CLI.run(["test"] + arguments, directory: folder)
    }

    static func json(_ result: CLI.Result) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stdout)\(result.stderr)")
    }

    @Test("exit 0 when every scenario passes, 1 when one fails; a scenario's declaration sets its name, points, profiles and strictness")
    func exitStatusesAndDeclaration() throws {
        try Self.inFolder(["good/app.lua": Self.good, "slow/app.lua": Self.slow,
                           "suite/a.scenario.lua": Self.saves, "suite/b.scenario.lua": Self.survives]) { folder in
            let pass = try Self.test(["good/app.lua", "suite", "--format", "json"], in: folder)
            #expect(pass.status == 0, "\(pass.stdout)\(pass.stderr)")
            let results = try #require(try Self.json(pass)["results"] as? [[String: Any]])
            #expect(results.map { "\($0["scenario"]!) \($0["profile"]!) \($0["points"]!)" } == ["saves on Home ios7 2", "survives Home ios4 1.5", "survives Home ios13 1.5"])
            let fail = try Self.test(["slow/app.lua", "suite", "--format", "json"], in: folder)
            #expect(fail.status == 1)
            let failed = try #require(try Self.json(fail)["results"] as? [[String: Any]])
            #expect(failed.map { $0["status"] as? String } == ["failed", "failed", "failed"])
            // Strict: the B4 kill alone fails "survives Home", and names its rule.
            #expect((failed[1]["rules"] as? [String]) == ["B4"])
        }
    }

    @Test("exit 2 for the command's errors: no such file, a folder without scenarios, a scenario that does not compile or declares itself wrongly or late")
    func toolErrors() throws {
        try Self.inFolder(["app.lua": Self.good, "broken.lua": "local App = {\n", "empty/readme.txt": "",
                           "bad.scenario.lua": "launch(\n", "typo.scenario.lua": "scenario { nmae = 'x' }\nlaunch()\n",
                           "late.scenario.lua": "launch()\nscenario { name = 'x' }\n"]) { folder in
            let cases: [([String], String)] = [
                (["app.lua", "missing.scenario.lua"], "missing.scenario.lua: no such file or folder"),
                (["app.lua", "empty"], "empty: no scenarios in this folder"),
                (["app.lua", "bad.scenario.lua"], "bad.scenario.lua:2:"),
                (["app.lua", "typo.scenario.lua"], "typo.scenario.lua:1: scenario: unknown field 'nmae'; the fields are name, description, points, profiles, strict"),
                (["broken.lua", "typo.scenario.lua"], "typo.scenario.lua:1:"),
                (["app.lua", "late.scenario.lua"], "late.scenario.lua:2: scenario: comes first, before any verb"),
                (["--apps", "nothing/*/app.lua", "late.scenario.lua"], "--apps nothing/*/app.lua: no file matches"),
            ]
            for (arguments, message) in cases {
                let result = try Self.test(arguments, in: folder)
                #expect(result.status == 2, "\(arguments): \(result.stdout)")
                #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
                #expect(result.stdout.isEmpty, "\(arguments)")
            }
            // `scenario { … }` after a verb is an error of the scenario when it is played.
            let late = try CLI.run(["run", "app.lua", "late.scenario.lua"], directory: folder)
            #expect(late.status == 2 && late.stderr.contains("late.scenario.lua:2: scenario: comes first, before any verb"))
        }
    }

    @Test("a class: a syntax error, an endless loop and a memory bomb at load score zero, and the good submission is graded in full")
    func brokenSubmissions() throws {
        try Self.inFolder(["class/ada/app.lua": Self.good, "class/ben/app.lua": "local App = {\nreturn App\n",
                           "class/cy/app.lua": "while true do end\n",
                           "class/dee/app.lua": "local s = string.rep('x', 1 << 20) local t = {} for i = 1, 200 do t[i] = s .. i end\n",
                           "suite/a.scenario.lua": Self.saves]) { folder in
            let result = try Self.test(["--apps", "class/*/app.lua", "suite", "--format", "json"], in: folder)
            #expect(result.status == 1, "\(result.stderr)")
            let report = try Self.json(result)
            let apps = try #require(report["apps"] as? [[String: Any]])
            #expect(apps.map { $0["name"] as? String } == ["ada", "ben", "cy", "dee"])
            #expect(apps.map { "\($0["points"]!)" } == ["2", "0", "0", "0"])
            let results = try #require(report["results"] as? [[String: Any]])
            #expect(results.map { $0["status"] as? String } == ["passed", "error", "error", "error"])
            let errors = results.dropFirst().compactMap { ($0["failures"] as? [[String: Any]])?.first?["message"] as? String }
            #expect(errors.count == 3)
            #expect(errors[0].contains("ben/app.lua:2:"), "\(errors[0])")
            #expect(errors[1].contains("launch budget (L5)"), "\(errors[1])")
            #expect(errors[2].contains("memory cap (M1)"), "\(errors[2])")
        }
    }

    @Test("folders are searched below for *.scenario.lua and scenario.lua, in byte order; hidden folders, other files and symbolic links are left out")
    func findingScenarios() throws {
        try Self.inFolder(["app.lua": Self.good, "s/b.scenario.lua": Self.saves, "s/a/scenario.lua": Self.saves,
                           "s/.hidden/c.scenario.lua": Self.saves, "s/notes.lua": "error('not a scenario')",
                           "s/Z.scenario.lua": Self.saves]) { folder in
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("s/link").path,
                                                       withDestinationPath: folder.appendingPathComponent("s").path)
            let result = try Self.test(["app.lua", "s", "--format", "json"], in: folder)
            #expect(result.status == 0, "\(result.stderr)")
            let scenarios = try #require(try Self.json(result)["scenarios"] as? [[String: Any]])
            #expect(scenarios.map { $0["path"] as? String } == ["s/Z.scenario.lua", "s/a/scenario.lua", "s/b.scenario.lua"])
        }
    }

    @Test("every format is the same byte for byte at --jobs 1 and --jobs 4")
    func deterministicAcrossJobs() throws {
        var files = ["suite/a.scenario.lua": Self.saves, "suite/b.scenario.lua": Self.survives]
        for index in 0..<6 { files["class/s\(index)/app.lua"] = index % 2 == 0 ? Self.good : Self.slow }
        try Self.inFolder(files) { folder in
            for format in ["pretty", "tap", "junit", "json", "csv"] {
                let one = try Self.test(["--apps", "class/*/app.lua", "suite", "--format", format, "--jobs", "1"], in: folder)
                let four = try Self.test(["--apps", "class/*/app.lua", "suite", "--format", format, "--jobs", "4"], in: folder)
                #expect(one.status == 1 && four.status == 1)
                // JUnit's time is wall seconds: everything else is the same byte for byte.
                let (a, b) = format == "junit" ? (CLI.withoutWallTimes(one.stdout), CLI.withoutWallTimes(four.stdout)) : (one.stdout, four.stdout)
                #expect(!one.stdout.isEmpty && a == b, "\(format)")
            }
        }
    }

    @Test("P: lifecycle run warns when the --profile it was given is not one the scenario declares, naming its line")
    func runWarnsAboutProfile() throws {
        try Self.inFolder(["app.lua": Self.good, "s.scenario.lua": Self.survives]) { folder in
            let result = try CLI.run(["run", "app.lua", "s.scenario.lua", "--format", "jsonl", "--profile", "ios7"], directory: folder)
            let warnings = try CLI.events(result).filter { $0["event"] as? String == "warning" }.compactMap { $0["message"] as? String }
            #expect(warnings.contains("s.scenario.lua:1: this scenario is written for ios4, ios13 (its scenario{ profiles }), and this run is on ios7; run it with --profile ios4"), "\(warnings)")
        }
    }
}
