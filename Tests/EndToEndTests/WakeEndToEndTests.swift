import Foundation
import Testing
import TestSupport

/// W1 from the command line: the pretty lines a learner reads of a wake and its kill. What the
/// wakes do (the typed trace, the exit statuses, the older profiles) WakePlayedTests plays in
/// process.
@Suite("Woken in the background, end to end", .serialized)
struct WakeEndToEndTests {
    @Test("W1: a fetch handler never called: the pretty trace shows the wake and the watchdog kill, 0x8badf00d, explained")
    func fetchKill() throws {
        let folder = try TempFolder("wake", files: ["app.lua": SampleApps.fetchNeverCompleting, "s.lua": "launch() home() advance(10) background_fetch() advance(60)"])
        defer { folder.remove() }
        let pretty = try CLI.run(["run", "app.lua", "s.lua", "--format", "pretty"], directory: folder.url)
        #expect(pretty.stdout.contains("✖ killed: watchdog 0x8badf00d [W1] application:performFetchWithCompletionHandler: did not call its completion handler within 30 s"))
        #expect(pretty.stdout.contains("↳ lifecycle explain W1"))
        #expect(pretty.stdout.contains("☀ woken in the background for a background fetch [W1]"))
    }
}
