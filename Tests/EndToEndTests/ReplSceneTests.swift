import Foundation
import Testing

/// `lifecycle repl` on a scene app (C1): the prompt shows each scene's state (C2), and `:save`
/// writes a scenario that declares the profile and the device played, so `lifecycle run` replays
/// it as it was played without options (P, C3).
@Suite("REPL on a scene app", .serialized)
struct ReplSceneTests {
    static let app = "examples/notes-scenes/app.lua"

    func home() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifecycle-repl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.path
    }

    @Test("C2, C3: the prompt shows each scene's state, a script's window name escaped; Tab completes a scene verb")
    func scenePrompt() throws {
        let terminal = try PseudoTerminal(["repl", Self.app, "--profile", "ios13", "--device", "ipad"], home: try home())
        #expect(terminal.expect("[notRunning]> "))
        terminal.send("launch()\r")
        #expect(terminal.expect("[active | main: foregroundActive]> "))
        terminal.send("open_wi\t")
        #expect(terminal.expect("open_window"))
        terminal.send("('to\\27[2Jdo')\r")   // a name with ESC in it: the prompt shows it as \e
        #expect(terminal.expect("[active | to\\e[2Jdo: foregroundActive, main: background]> "))
        terminal.send("front_wi\t")
        #expect(terminal.expect("front_window"))
        terminal.send("('main') home()\r")
        #expect(terminal.expect("[background | main: background, to\\e[2Jdo: background]> "))
        terminal.send("\u{4}")
        #expect(terminal.waitForExit() == 0)
        let raw = Array("\u{1B}[2J".utf8)
        #expect(!terminal.transcript.indices.contains { terminal.transcript[$0...].starts(with: raw) },
                "no control byte of the script reaches the terminal")
    }

    @Test("S1: an app without scenes keeps the app's state alone in the prompt, on ios13 too")
    func plainPrompt() throws {
        let terminal = try PseudoTerminal(["repl", "examples/well-behaved/app.lua", "--profile", "ios13"], home: try home())
        #expect(terminal.expect("[notRunning]> "))
        terminal.send("launch()\r")
        #expect(terminal.expect("[active]> "))
        terminal.send("\u{4}")
        #expect(terminal.waitForExit() == 0)
    }

    @Test("P, C3: :save at a terminal declares the profile and device; lifecycle run replays it on them without options")
    func savedAtTerminal() throws {
        let folder = try Spawned.folder("repl-scene-saved")
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = CLI.root.appendingPathComponent(Self.app).path
        let terminal = try PseudoTerminal(["repl", app, "--profile", "ios13", "--device", "ipad"], home: try home(), directory: folder)
        #expect(terminal.expect("[notRunning]> "))
        terminal.send("launch() open_window('todo') home()\r")
        #expect(terminal.expect("[background | main: background, todo: background]> "))
        terminal.send(":save played.lua\r")
        #expect(terminal.expect("saved 1 chunk to played.lua"))
        // The next prompt first, as the other tests wait: a Ctrl-D typed while the line editor
        // is not reading (the terminal is cooked between two prompts) is the terminal's own
        // end-of-file, which a loaded machine showed can be lost.
        #expect(terminal.expect("[background | main: background, todo: background]> "))
        terminal.send("\u{4}")
        #expect(terminal.waitForExit() == 0)
        let saved = try String(contentsOf: folder.appendingPathComponent("played.lua"), encoding: .utf8)
        #expect(saved.contains("\nscenario { profiles = { \"ios13\" }, device = \"ipad\" }\nlaunch() open_window('todo') home()\n"), "\(saved)")
        let replay = try CLI.run(["run", app, "played.lua", "--format", "jsonl"], directory: folder)
        #expect(replay.status == 0, "\(replay.stderr)")
        let scenes = replay.lines.filter { $0.contains("\"event\":\"scene\"") }
        #expect(scenes.count == 8, "\(replay.stdout)")
        #expect(scenes.last?.contains("\"to\":\"background\"") == true)
        #expect(!replay.stdout.contains("\"event\":\"warning\""), "\(replay.stdout)")
    }

    @Test("P: a piped session's :save replays as played: lifecycle run without --profile prints the same trace")
    func savedReplaysTheTrace() throws {
        let folder = try Spawned.folder("repl-scene-replay")
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = CLI.root.appendingPathComponent(Self.app).path
        let input = "launch()\nopen_window('todo')\nhome()\nadvance(1)\ndisconnect_scene('todo')\nreopen()\n:save saved.lua\n"
        let session = try CLI.run(["repl", app, "--profile", "ios13", "--device", "ipad"], input: input, directory: folder)
        #expect(session.status == 0, "\(session.stdout)\(session.stderr)")
        let played = session.lines.filter { !$0.hasPrefix("saved ") }
        #expect(played.contains { $0.contains("◐ scene todo: background → unattached") }, "\(session.stdout)")
        let replay = try CLI.run(["run", app, "saved.lua", "--format", "pretty"], directory: folder)
        #expect(replay.status == 0, "\(replay.stderr)")
        #expect(replay.lines.first?.contains(" · profile ios13 · ") == true, "\(replay.lines.first ?? "")")
        // The header, then the trace, then the summary.
        let trace = Array(replay.lines.dropFirst().dropLast())
        #expect(trace == played, "replayed:\n\(replay.stdout)\nplayed:\n\(session.stdout)")
    }
}
