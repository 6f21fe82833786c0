import Foundation
import Testing

/// The examples in examples/ as a learner reads them: the pretty trace and its summary. Their
/// stories and exit statuses ExamplePlayedTests plays in process.
@Suite("Examples", .serialized)
struct ExampleTests {
    @Test("B4: slow-save is killed by the watchdog with 0x8badf00d, and its expectation fails")
    func slowSave() throws {
        let result = try CLI.run(["run", "examples/slow-save/app.lua", "examples/slow-save/scenario.lua", "--format", "pretty"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("✖ killed: watchdog 0x8badf00d [B4] applicationDidEnterBackground: did not return within 5 s"))
        #expect(result.stdout.contains("✗ expect failed:"))
        #expect(!result.stdout.contains("\u{1B}["), "no colour when not on a terminal")
    }

    @Test("the built-in tour plays with no scenario and passes")
    func tour() throws {
        let result = try CLI.run(["run", "examples/well-behaved/app.lua", "--format", "pretty"])
        #expect(result.status == 0)
        for step in ["▶ launch()", "▶ home()", "▶ reopen()", "▶ call()", "▶ decline()", "▶ lock()", "▶ unlock()", "▶ user_kill()"] {
            #expect(result.stdout.contains(step), "the tour lacks \(step)")
        }
        #expect(result.lines.last?.hasPrefix("✓ ok") == true)
    }
}

/// The three-app example of low memory, as a learner reads it; the order of the kills
/// ExamplePlayedTests plays in process.
@Suite("Example: low memory")
struct LowMemoryExampleTests {
    @Test("M1: the pretty trace names the app of each jetsam kill")
    func order() throws {
        let pretty = try CLI.run(["run", "examples/low-memory/app.lua", "examples/low-memory/scenario.lua", "--format", "pretty"])
        #expect(pretty.status == 0, "\(pretty.stderr)")
        #expect(pretty.stdout.contains("[Photos] ✖ killed: jetsam [M1]"))
    }
}
