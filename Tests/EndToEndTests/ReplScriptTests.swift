import Foundation
import Testing

/// `lifecycle repl app.lua < steps.lua`: a piped script exits as `lifecycle run` does, names
/// lines by their place in the input, reports a chunk the input leaves unfinished, and shows
/// the learner's frames only.
@Suite("REPL fed a script")
struct ReplScriptTests {
    let app = "examples/well-behaved/app.lua"

    @Test("every expectation held: exit 0")
    func passes() throws {
        let result = try CLI.run(["repl", app], input: "launch()\nexpect_state(\"active\")\nhome()\n")
        #expect(result.status == 0)
        #expect(result.stdout.contains("✓ expect: state is active"))
    }

    @Test("a failed expectation: exit 1, and the session goes on to the end")
    func failedExpectation() throws {
        let result = try CLI.run(["repl", app], input: "launch()\nexpect_state(\"background\")\nhome()\n=state()\n")
        #expect(result.status == 1)
        #expect(result.stdout.contains("✗ expect failed: expected state background, but the app is active"))
        #expect(result.stdout.contains("\"background\"\n"))   // the chunks after it ran
    }

    @Test("a runtime error: exit 2 even after a failed expectation, its line counted in the whole input")
    func runtimeError() throws {
        let input = "launch()\nexpect_state(\"background\")\nlocal x = 1\nerror(\"boom\")\n"
        let result = try CLI.run(["repl", app], input: input)
        #expect(result.status == 2)
        #expect(result.stdout.contains("stdin:4: boom"))
        #expect(!result.stdout.contains("stdin:1: boom"))
    }

    @Test("a syntax error: exit 2, named by its line in the input")
    func syntaxError() throws {
        let result = try CLI.run(["repl", app], input: "launch()\n\nx = = 1\n")
        #expect(result.status == 2)
        #expect(result.stdout.contains("stdin:3: unexpected symbol near '='"))
    }

    @Test("a piped script runs whole, as lua < script does: its locals reach every line, and it stops at its first error")
    func scriptRunsWhole() throws {
        let input = "local started = now()\nlaunch()\nadvance(2)\nexpect(now() - started >= 2, \"two seconds\")\nlocal n = nil + 1\nhome()\n"
        let result = try CLI.run(["repl", app], input: input)
        #expect(result.status == 2)
        #expect(result.stdout.contains("✓ expect: two seconds"), "the local reached line 4")
        #expect(result.stdout.contains("stdin:5: attempt to perform arithmetic on a nil value"))
        #expect(!result.stdout.contains("▶ home()"), "nothing runs after the error, as in lua and run")
    }

    @Test("a function defined in one chunk and failing from a later one names both lines right")
    func functionLines() throws {
        // `=state()` is a prompt's line, so this input runs chunk by chunk, as typed.
        let input = "launch()\nfunction f()\n  error(\"deep\")\nend\n=state()\nf()\n"
        let result = try CLI.run(["repl", app], input: input)
        #expect(result.status == 2)
        #expect(result.stdout.contains("stdin:3: deep"))
        #expect(result.stdout.contains("stdin:3: in function <stdin:2>"))
    }

    @Test("an unfinished chunk at the end of the input is reported, not run, and exits 2")
    func unfinished() throws {
        let input = "launch()\nfor i = 1, 2 do\n  home()\n  reopen()\n"
        let result = try CLI.run(["repl", app], input: input)
        #expect(result.status == 2)
        #expect(result.stdout.contains("stdin:2: unfinished chunk at the end of the input, not run: stdin:4: 'end' expected (to close 'for' at line 2) near <eof>"))
        #expect(!result.stdout.contains("▶ home()"))
    }

    @Test("tracebacks show the learner's frames only: no host variable names such as local 'fn'")
    func learnerFrames() throws {
        let repl = try CLI.run(["repl", app], input: "launch()\nhomee()\n")
        #expect(repl.stdout.contains("stdin:2: in main chunk"))
        #expect(!repl.stdout.contains("'fn'"))
        #expect(!repl.stdout.contains("stdlib/host"))
        let scenario = FileManager.default.temporaryDirectory.appendingPathComponent("frames-\(getpid()).lua").path
        defer { try? FileManager.default.removeItem(atPath: scenario) }
        try "launch()\nlocal function g() homee() end\ng()\n".write(toFile: scenario, atomically: true, encoding: .utf8)
        let run = try CLI.run(["run", app, scenario, "--format", "jsonl"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("\(scenario):2: in local 'g'"))   // the learner's own name
        #expect(run.stderr.contains("\(scenario):3: in main chunk"))
        #expect(!run.stderr.contains("stdlib/host"))
    }

    @Test("S1: a crashing block and a runaway recursion: the learner's frames never read as a host variable")
    func blockFrames() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("frames-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let blockApp = folder.appendingPathComponent("app.lua").path
        try """
            local App = {}
            function App:applicationWillResignActive(application)
              DispatchQueue.main:async(function() local function g() error("boom") end g() end)
            end
            return App
            """.write(toFile: blockApp, atomically: true, encoding: .utf8)
        let scenario = folder.appendingPathComponent("scenario.lua").path
        try "launch()\ncall()\nadvance(1)\n".write(toFile: scenario, atomically: true, encoding: .utf8)
        let run = try CLI.run(["run", blockApp, scenario, "--format", "jsonl"])
        let kills = run.stdout.split(separator: "\n").filter { $0.contains("\"event\":\"kill\"") }
        #expect(kills.count == 1)
        // The block: the learner's own name for g, and no host variable for the block itself.
        let crash = kills.first.map(String.init) ?? ""
        #expect(crash.contains("app.lua:3: in local 'g'"))
        #expect(crash.contains("app.lua:3: in function <\(blockApp):3>\""))
        #expect(!crash.contains("stdlib/host"))
        // A runaway recursion in a chunk the REPL's prelude calls: Lua shows the first and last
        // levels of such a stack, and the chunk at the bottom still reads as the main chunk.
        let repl = try CLI.run(["repl", app], input: "local function r(n) return 1 + r(n + 1) end r(1)\n")
        #expect(repl.status == 2)
        #expect(repl.stdout.contains("stack overflow"))
        #expect(repl.stdout.contains("(skipping"))
        #expect(repl.stdout.contains("stdin:1: in main chunk"))
        #expect(!repl.stdout.contains("'fn'"))
    }

    @Test("at a terminal the exit status stays 0 after errors: leaving is not a failure")
    func interactiveStaysZero() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("repl-status-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let terminal = try PseudoTerminal(["repl", app], home: folder.path)
        #expect(terminal.expect("[notRunning]> "))
        terminal.send("error('x')\r")
        #expect(terminal.expect("stdin:1: x"))
        #expect(terminal.expect("[notRunning]> "))
        terminal.send("\u{4}")
        #expect(terminal.waitForExit() == 0)
    }
}
