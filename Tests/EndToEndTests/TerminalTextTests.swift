import Foundation
import Testing

/// Nothing a script or a file wrote can act on the user's terminal (docs/security.md, "The
/// terminal"): the pretty trace, messages on standard error, the REPL's values and its line
/// editor show control characters as `\e`, `\r`, `\u{7}`; JSONL keeps them, escaped as JSON.
@Suite("Terminal text", .serialized)
struct TerminalTextTests {
    /// The reproducer (H09): a print that clears the screen, sets the title, fakes the summary.
    static let hostile = #"\27[2J\27]0;all good\7\n✓ ok: 0 violations · no kills\27[8m"#

    private func files(_ folder: URL, app name: String = "app.lua") throws -> (String, String) {
        let app = folder.appendingPathComponent(name).path
        try """
            local App = {}
            function App:application_didFinishLaunchingWithOptions(application, options)
              print("\(TerminalTextTests.hostile)")
              return true
            end
            function App:applicationDidEnterBackground(application)
              error("\\27[31mboom\\r\\7")
            end
            return App
            """.write(toFile: app, atomically: false, encoding: .utf8)
        let scenario = folder.appendingPathComponent("scenario.lua").path
        try """
            launch()
            expect(false, "\\27[2Jfake \\7")
            print("note \\27]0;title\\7")
            open_url("app://\\27[8m")
            connect_accessory("dock\\27[1A")
            home()
            advance(1)
            """.write(toFile: scenario, atomically: false, encoding: .utf8)
        return (app, scenario)
    }

    private func noControlBytes(_ text: String) -> Bool {
        !text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" || (0x7F...0x9F).contains($0.value) }
    }

    @Test("H09, B4: a print, expect message, note, URL, accessory, kill message and traceback show control characters as escapes")
    func prettyEscapes() throws {
        let folder = try Spawned.folder("terminal")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (app, scenario) = try files(folder)
        let result = try CLI.run(["run", app, scenario, "--format", "pretty"], environment: ["NO_COLOR": "1"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(noControlBytes(result.stdout), "\(result.stdout.debugDescription)")
        let out = result.stdout
        #expect(out.contains(#"│ \e[2J\e]0;all good\u{7}"#), "\(out)")
        #expect(out.contains(#"\e[2Jfake \u{7}"#))
        #expect(out.contains(#"note \e]0;title\u{7}"#))
        #expect(out.contains(#"app://\e[8m"#))
        #expect(out.contains(#"dock\e[1A"#))
        #expect(out.contains(#"\e[31mboom\r\u{7}"#))
        // One print makes only its own lines: its second line is indented under the same │.
        let lines = result.lines
        let index = try #require(lines.firstIndex { $0.contains(#"\e[2J\e]0;all good"#) })
        #expect(lines[index + 1] == "               │ ✓ ok: 0 violations · no kills\\e[8m", "\(lines[index + 1])")
        #expect(lines.filter { $0.hasPrefix("✓") || $0.hasPrefix("✗") }.count == 1, "one summary line")
    }

    @Test("H09: the header's paths and an error on stderr are shown with escapes")
    func headerAndStderr() throws {
        let folder = try Spawned.folder("terminal-header")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (app, _) = try files(folder, app: "app\u{1B}[2J.lua")
        let scenario = folder.appendingPathComponent("bad.lua").path
        try "launch()\nerror(\"\\27]0;pwned\\7\")\n".write(toFile: scenario, atomically: false, encoding: .utf8)
        let result = try CLI.run(["run", app, scenario, "--format", "pretty"], environment: ["NO_COLOR": "1"])
        #expect(result.status == 2)
        #expect(result.lines.first?.contains(#"app\e[2J.lua"#) == true, "\(result.lines.first ?? "")")
        #expect(noControlBytes(result.stdout))
        #expect(noControlBytes(result.stderr), "\(result.stderr.debugDescription)")
        #expect(result.stderr.contains(#"\e]0;pwned\u{7}"#), "\(result.stderr)")
    }

    @Test("H09: JSONL is unchanged: the text is there as written, escaped by JSON")
    func jsonlKeepsText() throws {
        let folder = try Spawned.folder("terminal-jsonl")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (app, scenario) = try files(folder)
        let result = try CLI.run(["run", app, scenario, "--format", "jsonl"])
        #expect(!result.stdout.contains("\u{1B}"))
        #expect(result.stdout.contains(#"\u001b[2J"#))
        let logs = try CLI.events(result).compactMap { $0["text"] as? String }
        #expect(logs.contains("\u{1B}[2J\u{1B}]0;all good\u{7}\n✓ ok: 0 violations · no kills\u{1B}[8m"))
    }

    @Test("H09: the REPL shows values, errors and typed control characters with escapes")
    func replEscapes() throws {
        let home = try Spawned.folder("terminal-repl")
        defer { try? FileManager.default.removeItem(at: home) }
        let terminal = try PseudoTerminal(["repl"], home: home.path)
        #expect(terminal.expect("[notRunning]> "))
        terminal.send("=setmetatable({}, {__tostring = function() return '\\27[2Jvalue' end})\r")
        #expect(terminal.expect(#"\e[2Jvalue"#))
        #expect(terminal.expect("[notRunning]> "))   // typed in raw mode: the terminal itself does not echo
        terminal.send("error('\\27]0;title\\7')\r")
        #expect(terminal.expect(#"\e]0;title\u{7}"#))
        #expect(terminal.expect("[notRunning]> "))
        terminal.send("x = '\u{9B}2J'")
        #expect(terminal.expect(#"x = '\u{9B}2J'"#))
        terminal.send("\u{15}\u{4}")
        #expect(terminal.waitForExit(seconds: 20) == 0)
        let shown = String(decoding: terminal.transcript, as: UTF8.self)
        #expect(!shown.contains("\u{1B}[2Jvalue") && !shown.contains("\u{1B}]0;") && !shown.contains("\u{9B}"))
    }

    @Test("H18: a pasted 16,000-character line is drawn once, not redrawn whole at every key")
    func pasteRedraw() throws {
        let home = try Spawned.folder("terminal-paste")
        defer { try? FileManager.default.removeItem(at: home) }
        let terminal = try PseudoTerminal(["repl"], home: home.path)
        #expect(terminal.expect("[notRunning]> "))
        let line = "x = '" + String(repeating: "a", count: 16_000) + "'"
        terminal.paste(line + "\r")
        #expect(terminal.expect("[notRunning]> ", seconds: 60))
        terminal.send("=#x\r")
        #expect(terminal.expect("16000"))
        #expect(terminal.expect("[notRunning]> "))   // Ctrl-D typed at the prompt, as a person does
        terminal.send("\u{4}")
        #expect(terminal.waitForExit(seconds: 20) == 0)
        // The whole line redrawn per key would be about 16,000² / 2 = 128 MB.
        #expect(terminal.transcript.count < 40_000, "\(terminal.transcript.count) bytes for a 16 KB line")
    }
}
