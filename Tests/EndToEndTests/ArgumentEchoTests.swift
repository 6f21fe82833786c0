import Foundation
import Testing

/// A user's argument, and a script's text, reach the terminal only made visible
/// (docs/security.md, "The terminal"): every message that echoes an argument goes through the
/// CLI's escaper, and every output (pretty trace, JSONL, the JSON report) escapes C1 controls
/// and bidi overrides as well as C0.
@Suite("Arguments and script text on the terminal", .serialized)
struct ArgumentEchoTests {
    /// ESC and BEL (quoted by the review), then C1 CSI, a bidi override and an isolate, the BOM.
    static let hostile = "x\u{1B}[2J\u{7}\u{9B}31m\u{202E}\u{2066}\u{FEFF}"
    static let shown = #"x\e[2J\u{7}\u{9B}31m\u{202E}\u{2066}\u{FEFF}"#

    /// Whether `text` holds a character of the table (C0 but newline, DEL, C1, bidi, separators, BOM).
    static func raw(_ text: String) -> [String] {
        text.unicodeScalars.filter { scalar in
            let value = scalar.value
            return (value < 0x20 && scalar != "\n") || (0x7F...0x9F).contains(value) || value == 0x061C
                || value == 0x200E || value == 0x200F || (0x202A...0x202E).contains(value)
                || (0x2066...0x2069).contains(value) || value == 0x2028 || value == 0x2029 || value == 0xFEFF || value == 0xFFFE || value == 0xFFFF
        }.map { String($0.value, radix: 16) }
    }

    @Test("H27: explain ARG on stderr and types DIR on stdout show ESC and BEL as escapes")
    func explainAndTypes() throws {
        let explain = try CLI.run(["explain", "Q\u{1B}]0;pwned\u{7}"])
        #expect(explain.status == 2)
        #expect(explain.stderr.contains(#"error: no rule Q\e]0;pwned\u{7}"#), "\(explain.stderr)")
        #expect(Self.raw(explain.stderr).isEmpty)

        let root = try Spawned.folder("echo-types")
        defer { try? FileManager.default.removeItem(at: root) }
        let dir = root.path + "/d\u{1B}[2J\u{7}"
        let types = try CLI.run(["types", dir])
        #expect(types.status == 0, "\(types.stderr)")
        #expect(types.stdout.contains(#"wrote \#(root.path)/d\e[2J\u{7}/.lifecycle/types/sandbox.lua"#), "\(types.stdout)")
        #expect(Self.raw(types.stdout).isEmpty, "\(Self.raw(types.stdout))")
    }

    @Test("H27: C1, bidi and BOM in arguments (variants): explain, learn init, learn --workspace, --timeline, :save")
    func variants() throws {
        let root = try Spawned.folder("echo-variants")
        defer { try? FileManager.default.removeItem(at: root) }
        var outputs: [(String, String)] = []
        let explain = try CLI.run(["explain", Self.hostile])
        outputs.append(("explain", explain.stderr))
        #expect(explain.stderr.contains("no rule " + Self.shown), "\(explain.stderr)")

        let workspace = root.path + "/" + Self.hostile
        let initialized = try CLI.run(["learn", "init", workspace])
        #expect(initialized.status == 0, "\(initialized.stderr)")
        outputs.append(("learn init", initialized.stdout + initialized.stderr))
        #expect(initialized.stdout.contains("Next: cd \(root.path)/\(Self.shown) && lifecycle learn next"))
        let missing = try CLI.run(["learn", "next", "--workspace", workspace + "-none"])
        outputs.append(("learn --workspace", missing.stdout + missing.stderr))
        let reset = try CLI.run(["learn", "reset", "1", "--workspace", workspace], input: "n\n")
        outputs.append(("learn reset", reset.stdout + reset.stderr))
        #expect(reset.stdout.contains(Self.shown), "\(reset.stdout)")

        let timeline = try CLI.run(["run", "examples/well-behaved/app.lua", "--timeline", root.path + "/none\(Self.hostile)/t.svg"])
        #expect(timeline.status == 2)
        outputs.append(("--timeline", timeline.stderr))
        let save = try CLI.run(["repl"], input: "launch()\n:save \(Self.hostile).lua\n:save /\(Self.hostile)\n", directory: root)
        outputs.append((":save", save.stdout + save.stderr))
        #expect(save.stdout.contains("saved 1 chunk to \(Self.shown).lua"), "\(save.stdout)")
        for (name, text) in outputs {
            #expect(Self.raw(text).isEmpty, "\(name): \(Self.raw(text)) in \(text)")
        }
    }

    /// An app that prints one of each class of the table, and a scenario that names and expects with them.
    private func hostileScripts(_ folder: URL) throws -> (String, String) {
        let app = folder.appendingPathComponent("app.lua").path
        try """
            local App = {}
            function App:application_didFinishLaunchingWithOptions(application, options)
              print("csi \\u{9B}31m rlo \\u{202E}exe lri \\u{2066}x\\u{2069} ls \\u{2028} bom \\u{FEFF} nc \\u{FFFF}")
              return true
            end
            return App
            """.write(toFile: app, atomically: false, encoding: .utf8)
        let scenario = folder.appendingPathComponent("hostile.scenario.lua").path
        try """
            scenario { name = "n\\u{9B}2J\\u{202E}", description = "d\\u{85}" }
            launch()
            expect(false, "m\\u{9B}0m\\u{200F}")
            """.write(toFile: scenario, atomically: false, encoding: .utf8)
        return (app, scenario)
    }

    @Test("H37: JSONL and test --format json carry C1 and bidi as \\u escapes, and give back the exact text; pretty shows them as escapes")
    func scriptText() throws {
        let folder = try Spawned.folder("echo-json")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (app, scenario) = try hostileScripts(folder)
        let printed = "csi \u{9B}31m rlo \u{202E}exe lri \u{2066}x\u{2069} ls \u{2028} bom \u{FEFF} nc \u{FFFF}"

        let jsonl = try CLI.run(["run", app, "--format", "jsonl"])
        #expect(Self.raw(jsonl.stdout).isEmpty, "\(Self.raw(jsonl.stdout))")
        #expect(jsonl.stdout.contains(#""text":"csi \u009b31m rlo \u202eexe lri \u2066x\u2069 ls \u2028 bom \ufeff nc \uffff""#))
        let texts = try CLI.events(jsonl).compactMap { $0["text"] as? String }
        #expect(texts.contains(printed))

        let report = try CLI.run(["test", app, scenario, "--format", "json"])
        #expect(report.status == 1, "\(report.stderr)")
        #expect(Self.raw(report.stdout).isEmpty, "\(Self.raw(report.stdout))")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(report.stdout.utf8)) as? [String: Any])
        let scenarios = try #require(object["scenarios"] as? [[String: Any]])
        #expect(scenarios.first?["name"] as? String == "n\u{9B}2J\u{202E}")
        #expect(scenarios.first?["description"] as? String == "d\u{85}")

        // The pretty trace: the BOM and U+FFFF too (the terminal's escaper reads the same table).
        let pretty = try CLI.run(["run", app, "--format", "pretty"], environment: ["NO_COLOR": "1"])
        #expect(Self.raw(pretty.stdout).isEmpty, "\(Self.raw(pretty.stdout))")
        #expect(pretty.stdout.contains(#"csi \u{9B}31m rlo \u{202E}exe lri \u{2066}x\u{2069} ls \u{2028} bom \u{FEFF} nc \u{FFFF}"#))
    }
}
