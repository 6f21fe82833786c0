import Foundation
import Testing

/// `lifecycle repl` through a real pseudo-terminal, and as a pipe.
@Suite("REPL", .serialized)
struct ReplTests {
    let app = "examples/well-behaved/app.lua"

    func home() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifecycle-repl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.path
    }

    @Test("completion, multiline chunks, values, and the prompt showing the app's state")
    func editing() throws {
        let terminal = try PseudoTerminal(["repl", app], home: try home())
        #expect(terminal.expect("[notRunning]> "))
        terminal.send("lau\t")
        #expect(terminal.expect("launch"))
        terminal.send("()\r")
        #expect(terminal.expect("● inactive → active"))
        #expect(terminal.expect("[active]> "))
        terminal.send("function double(x)\r")
        #expect(terminal.expect(">> "))
        terminal.send("return x * 2 end\r")
        terminal.send("double(21)\r")
        #expect(terminal.expect("42"))
        terminal.send("{b = {1, 2}, a = 'x'}\r")
        #expect(terminal.expect("{ a = \"x\", b = { 1, 2 } }"))
        terminal.send("string.for\t")
        #expect(terminal.expect("string.format"))
        terminal.send("\u{15}home()\r")
        #expect(terminal.expect("[background]> "))
        terminal.send("\u{4}")
        #expect(terminal.waitForExit() == 0)
    }

    @Test("C3, C4: Tab completes the scene verbs, which the scenario globals hold on every profile")
    func sceneVerbCompletion() throws {
        // C3: several windows are the iPad's.
        let terminal = try PseudoTerminal(["repl", "examples/notes-scenes/app.lua", "--profile", "ios13", "--device", "ipad"], home: try home())
        #expect(terminal.expect("[notRunning]> "))
        terminal.send("launch()\r")
        #expect(terminal.expect("[active | main: foregroundActive]> "), "C2: the prompt shows the scene's state")
        terminal.send("open_wi\t")
        #expect(terminal.expect("open_window"))
        terminal.send("('todo')\r")
        #expect(terminal.expect("scene todo: unattached → foregroundInactive"))
        terminal.send("disconnect_sc\t")
        #expect(terminal.expect("disconnect_scene"))
        terminal.send("\u{15}expect_scene_st\t")
        #expect(terminal.expect("expect_scene_state"))
        terminal.send("\u{15}\u{4}")
        #expect(terminal.waitForExit() == 0)
    }

    @Test("Ctrl-C interrupts an endless loop and the session goes on; Ctrl-C clears a line")
    func interrupt() throws {
        let terminal = try PseudoTerminal(["repl", app], home: try home())
        #expect(terminal.expect("[notRunning]> "))
        terminal.send("while true do end\r")
        #expect(terminal.expect("while true do end\r\n"))   // the chunk is running
        Thread.sleep(forTimeInterval: 0.2)
        terminal.process.interrupt()   // what the terminal does on Ctrl-C during a running chunk
        #expect(terminal.expect("interrupted"))
        #expect(terminal.expect("[notRunning]> "))
        terminal.send("launch(\u{3}")
        #expect(terminal.expect("^C"))
        terminal.send("=1 + 1\r")
        #expect(terminal.expect("2"))
        #expect(terminal.expect("[notRunning]> "))   // keys are typed at the prompt, as a person does
        terminal.send("\u{4}")
        #expect(terminal.waitForExit() == 0)
    }

    @Test("history persists across sessions: Up recalls a chunk, Ctrl-R finds one")
    func history() throws {
        let folder = try home()
        let first = try PseudoTerminal(["repl", app], home: folder)
        #expect(first.expect("> "))
        first.send("x = 40 + 2\r")
        #expect(first.expect("> "))
        first.send("launch()\r")
        #expect(first.expect("[active]> "))
        first.send("\u{4}")
        #expect(first.waitForExit() == 0)
        let saved = try String(contentsOfFile: folder + "/.lifecycle_history", encoding: .utf8)
        #expect(saved == "x = 40 + 2\nlaunch()\n")

        let second = try PseudoTerminal(["repl", app], home: folder)
        #expect(second.expect("[notRunning]> "))
        second.send("\u{1B}[A")
        #expect(second.expect("launch()"))
        second.send("\u{15}\u{12}40")
        #expect(second.expect("`40': x = 40 + 2"))
        second.send("\r=x\r")
        #expect(second.expect("42"))
        #expect(second.expect("[notRunning]> "))
        second.send("\u{4}")
        #expect(second.waitForExit() == 0)
    }

    @Test("a piped session reads a script: no prompt, no escape codes; :save writes a scenario that replays")
    func piped() throws {
        // Fed a script, :save writes a new file in the current folder (docs/security.md, "Writing files").
        let folder = try Spawned.folder("repl-saved")
        defer { try? FileManager.default.removeItem(at: folder) }
        let saved = folder.appendingPathComponent("saved.lua").path
        let input = "launch()\n=state()\nfor i = 1, 2 do\n  home() reopen()\nend\n1 + 1\nerror('oops')\n:save saved.lua\n"
        let result = try CLI.run(["repl", CLI.root.appendingPathComponent(app).path], input: input, directory: folder)
        #expect(result.status == 2)   // the error('oops'), as lifecycle run would exit
        #expect(!result.stdout.contains("\u{1B}["))
        #expect(!result.stdout.contains("]> "))
        #expect(result.stdout.contains("\"active\"\n"))
        #expect(result.stdout.contains("stdin:7: oops"))
        let script = try String(contentsOfFile: saved, encoding: .utf8)
        #expect(script.contains("for i = 1, 2 do\n  home() reopen()\nend"))
        #expect(!script.contains("1 + 1"))
        let replay = try CLI.run(["run", app, saved, "--format", "jsonl"])
        #expect(replay.status == 0)
        #expect(replay.lines.filter { $0.contains("\"verb\":\"reopen\"") }.count == 2)
    }
}

/// The REPL's views of the app (the delegate and the application shown readably).
@Suite("REPL views")
struct ReplViewTests {
    @Test("application and delegate show the app's state and the delegate methods it implements")
    func views() throws {
        let input = "application\nlaunch()\napplication\ndelegate\n{1, {2, {3, {4}}}}\nt = {} t.me = t\nt\n"
        let result = try CLI.run(["repl", "examples/well-behaved/app.lua"], input: input)
        #expect(result.status == 0)
        #expect(result.stdout.contains("<UIApplication: the app is not running>"))
        #expect(result.stdout.contains("<UIApplication applicationState = \"active\", backgroundTimeRemaining = inf>"))
        #expect(result.stdout.contains("<AppDelegate implements:\n  application_didFinishLaunchingWithOptions"))
        #expect(result.stdout.contains("  applicationDidEnterBackground"))
        #expect(result.stdout.contains("{ 1, { 2, { 3, {…} } } }"))   // the depth limit
        #expect(result.stdout.contains("{ me = <cycle> }"))           // cycles are marked
    }
}
