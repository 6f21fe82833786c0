import Foundation
import Testing
import TestSupport

/// C6 from the command line: the pretty lines a learner reads of an expired task. What the tasks
/// do (the typed trace, every verb, the older profiles) BGTaskPlayedTests plays in process.
@Suite("BGTaskScheduler, end to end", .serialized)
struct BGTaskEndToEndTests {
    /// Runs `app` and `scenario` (sources) from a fresh folder with `options`.
    static func run(_ app: String, _ scenario: String, _ options: [String]) throws -> CLI.Result {
        let folder = try TempFolder("bgtask", files: ["app.lua": app, "s.lua": scenario])
        defer { folder.remove() }
        return try CLI.run(["run", "app.lua", "s.lua"] + options, directory: folder.url)
    }

    static let app = SampleApps.bgRefreshNeverCompleting

    @Test("C6: a BGTask never completed: the pretty trace shows the expired kill (0x8badf00d), explained")
    func neverCompleted() throws {
        let pretty = try Self.run(Self.app, "launch() home() advance(10) run_bg_task('com.example.refresh') advance(60)", ["--profile", "ios13", "--format", "pretty"])
        #expect(pretty.stdout.contains("✖ killed: expired 0x8badf00d [C6] the BGAppRefreshTask \"com.example.refresh\" used its 30 s: it had no expiration handler, and setTaskCompletedWithSuccess: was not called within 1 s"))
        #expect(pretty.stdout.contains("↳ lifecycle explain C6"))
    }
}
