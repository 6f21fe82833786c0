import LifecycleCore
import Testing
import TestSupport
@testable import LifecycleTools

/// `lifecycle learn check` is `--strict` (M1, docs/exit-codes.md): a check fails on a violation or
/// a kill of the app's own doing, never on the checker's own `user_kill()` (T4) nor on the system's
/// answer to its `low_memory()` (the suspended app purged, M1; the app in the background
/// terminated, M3). The same definition as `lifecycle run` and `lifecycle test`: StrictCounter.fails.
@Suite("Strict learn check")
struct StrictExerciseCheckTests {
    static let fair = SampleApps.savesAtHome
    static let lingering = """
    local App = {}
    local task
    function App:application_didFinishLaunchingWithOptions(application) return true end
    function App:applicationDidEnterBackground(application)
      task = application:beginBackgroundTaskWithExpirationHandler(function() application:endBackgroundTask(task) end)
      FileManager.write("Documents/saved.txt", "yes")
    end
    return App
    """
    /// Saves nothing: the checker's expectation on the saved file fails.
    static let forgetful = fair.replacingOccurrences(of: "  FileManager.write(\"Documents/saved.txt\", \"yes\")\n", with: "")
    static let slow = fair.replacingOccurrences(of: "FileManager.write", with: "work(10) FileManager.write")
    static let greedy = fair.replacingOccurrences(of: "return App", with: """
    function App:applicationDidReceiveMemoryWarning(application)
      NSCache.new("thumbnails"):setObject("all", 200)
    end
    return App
    """)
    static let careless = fair.replacingOccurrences(of: "FileManager.write", with: "application:endBackgroundTask(42) FileManager.write")

    static let purges = """
    launch() home() advance(10)
    low_memory()
    launch()
    expect_saved("Documents/saved.txt", "yes")
    """
    static let terminates = """
    launch() home() advance(5)
    low_memory()
    expect_state("notRunning")
    """
    static let swipes = """
    launch() home() advance(10)
    user_kill()
    launch() user_kill()
    launch()
    expect_state("active")
    """
    static let warns = """
    launch()
    low_memory()
    launch()
    expect_state("active")
    """

    /// The checker played against `source` on `profile`, as `learn check` plays an exercise's.
    static func check(_ source: String, _ checker: String, _ profile: OSProfile) -> ExerciseCheck {
        let exercise = Exercise(number: 90, folder: "90-strict", title: "Strict", rules: ["M1"], starter: source,
                                checker: checker, solution: source, hints: [])
        return ExerciseCheck(exercise, source: source, path: "app.lua", simulation: Simulation(profile: profile))
    }

    static let profiles: [OSProfile] = [.ios7, .ios13]

    @Test("M1: the checker's low_memory() purging the suspended app is no finding: the check passes", arguments: profiles)
    func purgePasses(profile: OSProfile) {
        let check = Self.check(Self.fair, Self.purges, profile)
        #expect(check.status == .pass, "\(check.findings.filter { !$0.passed }.map(\.name))")
        #expect(check.problems.isEmpty)
        #expect(check.records.contains { $0.event.kill?.cause == .system }, "the purge happened")
    }

    @Test("M3: the checker's low_memory() terminating the app in the background is no finding: the check passes", arguments: profiles)
    func terminationPasses(profile: OSProfile) {
        let check = Self.check(Self.lingering, Self.terminates, profile)
        #expect(check.status == .pass, "\(check.findings.filter { !$0.passed }.map(\.name))")
        #expect(check.problems.isEmpty)
        #expect(check.records.contains { $0.event.kill?.message.hasSuffix(", M3)") == true })
    }

    @Test("T4: the checker's user_kill(), of the suspended app and of the app in front, is no finding", arguments: profiles)
    func userKillPasses(profile: OSProfile) {
        let check = Self.check(Self.fair, Self.swipes, profile)
        #expect(check.status == .pass, "\(check.findings.filter { !$0.passed }.map(\.name))")
        #expect(check.records.filter { $0.event.kill?.cause == .asked }.count == 2)
    }

    @Test("M1, B7: after an exempt purge a failed expectation still fails the check, and the excerpt ends at it, not at the purge", arguments: profiles)
    func purgeThenFailedExpectation(profile: OSProfile) throws {
        let check = Self.check(Self.forgetful, Self.purges, profile)
        #expect(check.status == .fail)
        #expect(check.problems.isEmpty, "the purge is not a problem")
        let last = try #require(check.excerpt().last)
        guard case .expect(false, _) = last.event else { Issue.record("the excerpt ends at \(last.event)"); return }
    }

    @Test("B4: a watchdog kill fails the check, and is a problem the excerpt ends at", arguments: profiles)
    func watchdogFails(profile: OSProfile) throws {
        let check = Self.check(Self.slow, Self.purges, profile)
        #expect(check.status == .fail)
        #expect(check.problems.map(\.rule) == ["B4"])
        #expect(try #require(check.excerpt().last).event.kill?.reason == .watchdog)
    }

    @Test("M1: the app's own memory over its limit is a jetsam kill that fails the check, even while low_memory() warns it", arguments: profiles)
    func ownMemoryFails(profile: OSProfile) {
        let check = Self.check(Self.greedy, Self.warns, profile)
        #expect(check.status == .fail)
        #expect(check.problems.contains { $0.name.hasPrefix("killed: jetsam [M1] the app's footprint reached 200 MB") }, "\(check.problems.map(\.name))")
    }

    @Test("B5: a violation fails the check", arguments: profiles)
    func violationFails(profile: OSProfile) {
        let check = Self.check(Self.careless, Self.purges, profile)
        #expect(check.status == .fail)
        #expect(check.problems.map(\.rule) == ["B5"])
        #expect(check.expectations.allSatisfy { $0.passed }, "only the violation fails it")
    }
}
