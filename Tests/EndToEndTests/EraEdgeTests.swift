import Foundation
import Testing
import TestSupport

/// The command line at the edges where eras differ: `--no-multitasking` refused where no device
/// lacked multitasking (T1), and a REPL on such a device saving a scenario that replays on one.
/// What the eras do EraEdgePlayedTests plays in process.
@Suite("Era edges, end to end", .serialized)
struct EraEdgeTests {
    /// Writes `app` and `scenario` to a fresh folder and runs them with `options`.
    static func play(_ app: String, _ scenario: String, _ options: [String] = []) throws -> CLI.Result {
        let folder = try TempFolder("era", files: ["app.lua": app, "scenario.lua": scenario])
        defer { folder.remove() }
        return try CLI.run(["run", "app.lua", "scenario.lua", "--format", "jsonl"] + options, directory: folder.url)
    }

    @Test("T1: the devices without multitasking stopped at iOS 4.2.1: --no-multitasking is refused from ios6 with exit 2, naming ios4")
    func noModernDeviceWithoutMultitasking() throws {
        let ios6 = try Self.play("return {}", "launch()", ["--no-multitasking", "--profile", "ios6"])
        #expect(ios6.status == 2)
        let flag = try Self.play("return {}", "launch()", ["--no-multitasking"])
        #expect(flag.status == 2 && flag.stderr.contains("use --profile ios4"))
    }

    @Test("T1: --no-multitasking chooses a device that cannot multitask: Home exits the app")
    func noMultitaskingFlag() throws {
        let result = try Self.play("return {}", "launch() home() expect_state('notRunning')", ["--profile", "ios4", "--no-multitasking"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.lines.contains { $0.contains("\"event\":\"exit\"") && $0.contains("the device cannot multitask") })
    }

    @Test("T1: a REPL on a device that cannot multitask saves a scenario that replays on one")
    func replSavesDevice() throws {
        let folder = try Spawned.folder("repl-device")   // a piped :save writes in the current folder
        defer { try? FileManager.default.removeItem(at: folder) }
        let saved = folder.appendingPathComponent("saved.lua").path
        let app = CLI.root.appendingPathComponent("examples/well-behaved/app.lua").path
        let result = try CLI.run(["repl", app, "--profile", "ios4", "--no-multitasking"],
                                 input: "launch()\nhome()\n:save saved.lua\n", directory: folder)
        #expect(result.status == 0)
        let replay = try CLI.run(["run", "examples/well-behaved/app.lua", saved, "--profile", "ios4", "--format", "jsonl"])
        #expect(replay.status == 0)
        #expect(replay.lines.contains { $0.contains("\"event\":\"exit\"") && $0.contains("the device cannot multitask") })
    }
}
