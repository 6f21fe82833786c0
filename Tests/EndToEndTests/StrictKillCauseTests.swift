import Foundation
import Testing
import TestSupport

/// Fair strictness, one definition for every command (M1, docs/exit-codes.md): `--strict` and a
/// scenario's `strict = true` fail on a violation, or on a kill that is the app's doing; not on a
/// kill the scenario asked for (`user_kill()`, T4), nor on the system's ordinary answer to a verb
/// it played (`low_memory()` purging the suspended app, M1, or terminating it while it runs in the
/// background, M3). Here `lifecycle run` and `lifecycle test`; `lifecycle learn check` in
/// StrictLearnCheckTests.
@Suite("Strict: whose doing a kill is, in run and test", .serialized)
struct StrictKillCauseTests {
    /// Saves at Home and breaks no rule.
    static let fair = SampleApps.savesAtHome
    /// Keeps a background task open (ended when it expires), so that it still runs in the background.
    static let lingering = """
    local App = {}
    local task
    function App:application_didFinishLaunchingWithOptions(application) return true end
    function App:applicationDidEnterBackground(application)
      task = application:beginBackgroundTaskWithExpirationHandler(function() application:endBackgroundTask(task) end)
    end
    return App
    """
    /// Saves for 10 s at Home: the B4 watchdog.
    static let slow = fair.replacingOccurrences(of: "FileManager.write", with: "work(10) FileManager.write")
    /// Fills a cache with 200 MB when warned about memory: its own memory over its limit (M1).
    static let greedy = fair.replacingOccurrences(of: "return App", with: """
    function App:applicationDidReceiveMemoryWarning(application)
      NSCache.new("thumbnails"):setObject("all", 200)
    end
    return App
    """)
    /// Ends a background task it never began: a B5 violation.
    static let careless = fair.replacingOccurrences(of: "FileManager.write", with: "application:endBackgroundTask(42) FileManager.write")

    /// A scenario, an app, and what `--strict` makes of the run.
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let app: String
        let scenario: String
        /// The exit status of `lifecycle run --strict` (0 without `--strict`: every expectation holds).
        let strict: Int32
        /// The kills of the app as `reason rule cause`, `-` when the kill is the app's own.
        let kills: [String]
        /// The rule a strict report names for the case's failure (nil: it has none).
        var rule: String? = nil
        var testDescription: String { name }
    }

    static let exempt: [Case] = [
        Case(name: "low_memory() purges the suspended app (M1)", app: fair,
             scenario: "launch() home() advance(10) expect_state(\"suspended\") low_memory() expect_state(\"notRunning\") launch() expect_saved(\"Documents/saved.txt\", \"yes\")",
             strict: 0, kills: ["jetsam M1 system"]),
        Case(name: "low_memory() terminates the app running in the background (M3)", app: lingering,
             scenario: "launch() home() advance(5) expect_state(\"background\") low_memory() expect_state(\"notRunning\")",
             strict: 0, kills: ["jetsam M1 system"]),
        Case(name: "user_kill() of the suspended app, then of the app in front (T4)", app: fair,
             scenario: "launch() home() advance(10) user_kill() launch() user_kill() launch() expect_state(\"active\")",
             strict: 0, kills: ["user T4 asked", "user T4 asked"]),
    ]

    static let counted: [Case] = [
        Case(name: "a watchdog at Home (B4)", app: slow, scenario: "launch() home() advance(10)",
             strict: 1, kills: ["watchdog B4 -"], rule: "B4"),
        Case(name: "the app's own memory over its limit while low_memory() warns it (M1)", app: greedy,
             scenario: "launch() low_memory()", strict: 1, kills: ["jetsam M1 -"], rule: "M1"),
        Case(name: "a violation, no kill (B5)", app: careless, scenario: "launch() home() advance(10)",
             strict: 1, kills: [], rule: "B5"),
    ]

    static func kills(_ result: CLI.Result) throws -> [String] {
        try CLI.events(result).filter { $0["event"] as? String == "kill" }.map {
            "\($0["reason"] ?? "") \($0["rule"] ?? "") \($0["cause"] ?? "-")"
        }
    }

    func run(_ item: Case, profile: String, strict: Bool) throws -> CLI.Result {
        let folder = try TempFolder("strict-run", files: ["app.lua": item.app, "scenario.lua": item.scenario])
        defer { folder.remove() }
        return try CLI.run(["run", "app.lua", "scenario.lua", "--profile", profile, "--format", "jsonl"] + (strict ? ["--strict"] : []),
                           directory: folder.url)
    }

    @Test("M1, M3, T4: lifecycle run --strict exits 0 when the only kills are user_kill()'s or low_memory()'s purge and termination, on ios7 and ios13; the trace says whose they are",
          arguments: exempt, ["ios7", "ios13"])
    func runExempt(_ item: Case, profile: String) throws {
        let strict = try run(item, profile: profile, strict: true)
        #expect(strict.status == item.strict, "\(strict.stdout)\(strict.stderr)")
        #expect(try Self.kills(strict) == item.kills)
    }

    @Test("B4, M1, B5: lifecycle run --strict exits 1 for a watchdog, the app's own memory over its limit (even during low_memory()) and a violation, on ios7 and ios13; 0 without --strict",
          arguments: counted, ["ios7", "ios13"])
    func runCounted(_ item: Case, profile: String) throws {
        let strict = try run(item, profile: profile, strict: true)
        #expect(strict.status == item.strict, "\(strict.stdout)\(strict.stderr)")
        #expect(try Self.kills(strict) == item.kills, "the app's own kill carries no cause")
        let lenient = try run(item, profile: profile, strict: false)
        #expect(lenient.status == 0, "without --strict a kill or a violation is an outcome: \(lenient.stderr)")
    }

    @Test("T4: on ios3, with no multitasking, user_kill() is a force-quit the scenario asked for: --strict passes")
    func runForceQuitOnIos3() throws {
        let item = Case(name: "force-quit", app: Self.fair, scenario: "launch() user_kill() launch() expect_state(\"active\")", strict: 0,
                        kills: ["user T4 asked"])
        let result = try run(item, profile: "ios3", strict: true)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(try Self.kills(result) == item.kills)
    }

    /// `lifecycle test APP SCENARIO --profile P --format json`, the scenario declared strict or
    /// the command run with `--strict`: the one case's record.
    func test(_ item: Case, profile: String, declared: Bool) throws -> (status: Int32, record: [String: Any]) {
        let scenario = (declared ? "scenario { name = \"case\", strict = true }\n" : "scenario { name = \"case\" }\n") + item.scenario
        let folder = try TempFolder("strict-test", files: ["app.lua": item.app, "case.scenario.lua": scenario])
        defer { folder.remove() }
        let result = try CLI.run(["test", "app.lua", "case.scenario.lua", "--profile", profile, "--format", "json"] + (declared ? [] : ["--strict"]),
                                 directory: folder.url)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stderr)")
        let records = try #require(report["results"] as? [[String: Any]])
        #expect(records.count == 1)
        return (result.status, try #require(records.first))
    }

    @Test("M1, M3, T4: lifecycle test passes a strict case (strict = true, or --strict) whose only kills are user_kill()'s or low_memory()'s; the report still lists them as kills",
          arguments: exempt, ["ios7", "ios13"])
    func testExempt(_ item: Case, profile: String) throws {
        for declared in [true, false] {
            let (status, record) = try test(item, profile: profile, declared: declared)
            #expect(status == 0, "declared \(declared): \(record)")
            #expect(record["status"] as? String == "passed")
            #expect((record["failures"] as? [Any])?.isEmpty == true, "\(record)")
            #expect((record["kills"] as? [Any])?.count == item.kills.count, "every kill is still reported")
        }
    }

    @Test("B4, M1, B5: lifecycle test fails a strict case (strict = true, or --strict) for a watchdog, the app's own memory over its limit and a violation, naming the rule",
          arguments: counted, ["ios7", "ios13"])
    func testCounted(_ item: Case, profile: String) throws {
        let rule = try #require(item.rule)
        for declared in [true, false] {
            let (status, record) = try test(item, profile: profile, declared: declared)
            #expect(status == 1, "declared \(declared): \(record)")
            #expect(record["status"] as? String == "failed")
            #expect((record["rules"] as? [String])?.contains(rule) == true, "\(record)")
        }
    }
}
