import Foundation
import TestSupport
import Testing

/// `lifecycle explore APP.lua`: the report, the scenarios it writes and their replay with
/// `lifecycle run`, the exit statuses, determinism, and the progress bar (terminal only).
@Suite("lifecycle explore", .serialized)
struct ExploreCommandTests {
    func folder() throws -> URL { try TempFolder("explore").url }

    @Test("B4: finds slow-save's overrun, writes its scenario, exits 1; the scenario replays the kill")
    func slowSave() throws {
        let out = try folder().appendingPathComponent("found")
        let result = try CLI.run(["explore", "examples/slow-save/app.lua", "--depth", "2", "--out", out.path])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "no progress bar in a pipe")
        #expect(result.stdout.contains("✖ B4 kill watchdog\n    applicationDidEnterBackground: did not return within 5 s\n"))
        #expect(result.stdout.contains("    shortest: launch → home  (in "))
        #expect(result.stdout.contains("1 problem found\n"))
        let file = out.appendingPathComponent("B4-kill-watchdog.lua").path
        #expect(result.stdout.contains("replay:   lifecycle run examples/slow-save/app.lua \(file) --strict\n"))

        let replay = try CLI.run(["run", "examples/slow-save/app.lua", file, "--format", "jsonl"])
        #expect(replay.status == 0, "no expectation in the scenario: only --strict fails it")
        let kills = try CLI.events(replay).filter { $0["event"] as? String == "kill" }
        #expect(kills.count == 1)
        #expect(kills.first?["rule"] as? String == "B4")
        #expect(kills.first?["reason"] as? String == "watchdog")
        let strict = try CLI.run(["run", "examples/slow-save/app.lua", file, "--strict", "--format", "jsonl"])
        #expect(strict.status == 1)
    }

    @Test("the same command gives the same bytes, on stdout and in the scenario files")
    func deterministic() throws {
        let out = try folder().appendingPathComponent("found").path
        let first = try CLI.run(["explore", "examples/slow-save/app.lua", "--depth", "2", "--out", out])
        let file = try String(contentsOfFile: out + "/B4-kill-watchdog.lua", encoding: .utf8)
        let second = try CLI.run(["explore", "examples/slow-save/app.lua", "--depth", "2", "--out", out])
        #expect(first.stdout == second.stdout)
        #expect(try String(contentsOfFile: out + "/B4-kill-watchdog.lua", encoding: .utf8) == file)
    }

    @Test("--jobs 1 and --jobs 3 print the same bytes and write the same files", arguments: ["slow-save", "background-task"])
    func jobs(example: String) throws {
        let out = try folder().appendingPathComponent("found")
        func explore(_ jobs: String) throws -> (CLI.Result, [String: String]) {
            try? FileManager.default.removeItem(at: out)
            let result = try CLI.run(["explore", "examples/\(example)/app.lua", "--depth", "3", "--profile", "ios13",
                                      "--jobs", jobs, "--out", out.path])
            var files: [String: String] = [:]
            for name in (try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? [] {
                files[name] = try String(contentsOf: out.appendingPathComponent(name), encoding: .utf8)
            }
            return (result, files)
        }
        let (one, oneFiles) = try explore("1")
        let (three, threeFiles) = try explore("3")
        #expect(one.status != 2, "\(one.stderr)")
        #expect(three.status == one.status)
        #expect(three.stdout == one.stdout)
        #expect(example != "slow-save" || !oneFiles.isEmpty, "slow-save's B4 is written")
        #expect(threeFiles == oneFiles)
        #expect(try CLI.run(["explore", "examples/\(example)/app.lua", "--jobs", "0"]).status == 2)
    }

    @Test("a well-behaved app: nothing found, exit 0, no folder written")
    func wellBehaved() throws {
        let out = try folder().appendingPathComponent("found")
        let result = try CLI.run(["explore", "examples/well-behaved/app.lua", "--depth", "2", "--out", out.path])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("no problem found\n"))
        #expect(result.stdout.contains("transitions: "))
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test("exit 2: a missing file, a bad depth, a profile that does not exist, an app that does not load")
    func couldNotRun() throws {
        #expect(try CLI.run(["explore", "no-such-app.lua"]).status == 2)
        #expect(try CLI.run(["explore", "examples/slow-save/app.lua", "--depth", "99"]).status == 2)
        #expect(try CLI.run(["explore", "examples/slow-save/app.lua", "--profile", "ios99"]).status == 2)
        let dir = try folder()
        let broken = dir.appendingPathComponent("broken.lua")
        try "local App = {\nreturn App".write(to: broken, atomically: true, encoding: .utf8)
        let result = try CLI.run(["explore", broken.path, "--out", dir.appendingPathComponent("found").path])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: \(broken.path):"))
    }

    @Test("docs/explore.md shows what the command prints")
    func docsOutput() throws {
        let page = try String(contentsOf: CLI.root.appendingPathComponent("docs/explore.md"), encoding: .utf8)
        let command = "$ lifecycle explore examples/slow-save/app.lua --depth 2 --out found\n"
        let after = try #require(page.components(separatedBy: command).dropFirst().first)
        let shown = try #require(after.components(separatedBy: "```").first)
        let dir = try folder()
        try FileManager.default.copyItem(at: CLI.root.appendingPathComponent("examples"), to: dir.appendingPathComponent("examples"))
        let result = try CLI.run(["explore", "examples/slow-save/app.lua", "--depth", "2", "--out", "found"], directory: dir)
        #expect(shown == result.stdout)
        let written = try String(contentsOf: dir.appendingPathComponent("found/B4-kill-watchdog.lua"), encoding: .utf8)
        #expect(page.contains("```lua\n" + written + "```"))
    }

    @Test("on a terminal a progress bar is drawn on stderr, and erased")
    func progressBar() throws {
        let out = try folder()
        let terminal = try PseudoTerminal(["explore", "examples/well-behaved/app.lua", "--depth", "1",
                                           "--out", out.appendingPathComponent("found").path], home: out.path)
        #expect(terminal.expect("explore: depth 1/1 "))
        #expect(terminal.expect("\r\u{1B}[K"))
        #expect(terminal.expect("no problem found"))
        #expect(terminal.waitForExit() == 0)
    }
}
