import Foundation
import Testing

/// Every output shown in the docs (docs/, docs/guide/, docs/rules/ and the README) is what the
/// binary prints. Each ```text block is an excerpt tied to a command (```text trace: lifecycle …),
/// a terminal session (```text session), or marked as not a trace (```text not a trace); a fence
/// with no info string is an error. The convention is stated in docs/README.md and implemented by
/// TextBlock and Excerpt (Support/Excerpt.swift). A failure names the page and line, the excerpt,
/// and the first line of it the output does not have.
@Suite("Trace excerpts", .serialized)
struct TraceExcerptTests {
    static func pages() -> [String] { DocPage.all() + ["README.md"] }

    @Test("Every trace excerpt of a page is in its command's output", arguments: pages())
    func page(_ path: String) throws {
        let page = try DocPage(path: path)
        var excerpts: [(block: DocPage.Block, kind: TextBlock)] = []
        for block in page.blocks {
            switch TextBlock.of(block) {
            case nil: continue
            case .failure(let problem)?: Issue.record("\(path):\(block.line): \(problem)")
            case .success(let kind)?: excerpts.append((block, kind))
            }
        }
        guard excerpts.contains(where: { $0.kind != .notATrace }) else { return }

        let folder = try page.workspace("excerpts")
        defer { try? FileManager.default.removeItem(at: folder) }
        var outputs: [String: CLI.Result] = [:]
        func run(_ command: String) throws -> CLI.Result {
            if let result = outputs[command] { return result }
            let arguments = DocPage.words(command).dropFirst()
            let result = try CLI.run(Array(arguments), environment: ["NO_COLOR": "1"], directory: folder)
            outputs[command] = result
            return result
        }

        for (block, kind) in excerpts {
            switch kind {
            case .notATrace:
                continue
            case .trace(let command):
                let result = try run(command)
                let excerpt = Excerpt(text: block.body)
                if let mismatch = excerpt.mismatch(in: Excerpt.outputLines(stdout: result.stdout, stderr: result.stderr)) {
                    Issue.record("\(path):\(block.line + 1 + mismatch.line): in the excerpt of `\(command)` (line \(block.line)), \(mismatch)")
                }
            case .session:
                try checkSession(block, page: path, folder: folder, run: run)
            }
        }
    }

    /// A ```text session: `$ lifecycle …` lines with their whole output, `$ echo $?` with the
    /// status, and `$ lifecycle repl …` typed on a pseudo-terminal.
    private func checkSession(_ block: DocPage.Block, page: String, folder: URL, run: (String) throws -> CLI.Result) throws {
        let lines = block.body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Steps: a `$` line and the lines after it, with the page line of the `$` line.
        var steps: [(command: String, line: Int, shown: [String])] = []
        for (index, line) in lines.enumerated() {
            if line.hasPrefix("$ ") {
                steps.append((String(line.dropFirst(2)).trimmingCharacters(in: .whitespaces), block.line + 1 + index, []))
            } else if steps.isEmpty {
                if !line.isEmpty { Issue.record("\(page):\(block.line + 1 + index): a session starts with a `$ lifecycle …` line") }
            } else {
                steps[steps.count - 1].shown.append(line)
            }
        }
        if steps.last?.shown.last == "" { steps[steps.count - 1].shown.removeLast() }
        var last: (command: String, status: Int32)?
        for step in steps {
            if step.command == "echo $?" {
                guard let last else {
                    Issue.record("\(page):\(step.line): `$ echo $?` follows no command")
                    continue
                }
                let shown = step.shown.first.map(Excerpt.trimmed) ?? ""
                if shown != "\(last.status)" {
                    Issue.record("\(page):\(step.line + 1): `\(last.command)` exits \(last.status), not \(shown)")
                }
            } else if step.command.hasPrefix("lifecycle repl ") {
                try checkRepl(step.command, shown: step.shown, line: step.line, page: page, folder: folder)
                last = nil
            } else if step.command.hasPrefix("lifecycle ") {
                let result = try run(step.command)
                last = (step.command, result.status)
                let output = Excerpt.outputLines(stdout: result.stdout, stderr: result.stderr)
                if let mismatch = Excerpt(step.shown).mismatch(in: output, whole: true) {
                    Issue.record("\(page):\(step.line + 1 + mismatch.line): in the output of `\(step.command)` (line \(step.line)), \(mismatch)")
                }
            } else {
                Issue.record("\(page):\(step.line): a session runs only `lifecycle …` and `echo $?`, not `\(step.command)`")
            }
        }
    }

    /// A REPL session: each line starting with a prompt is typed after that prompt appears; every
    /// other line must then appear, in order.
    private func checkRepl(_ command: String, shown: [String], line: Int, page: String, folder: URL) throws {
        let home = folder.appendingPathComponent("home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let arguments = DocPage.words(command).dropFirst()
        let terminal = try PseudoTerminal(Array(arguments), home: home.path, directory: folder)
        for (offset, text) in shown.enumerated() {
            let text = Excerpt.trimmed(text)
            if text.isEmpty || text == Excerpt.gap { continue }
            if let prompt = Self.prompt(of: text) {
                guard terminal.expect(prompt) else {
                    Issue.record("\(page):\(line + 1 + offset): the REPL of `\(command)` (line \(line)) shows no prompt `\(prompt)` here")
                    return
                }
                terminal.send(String(text.dropFirst(prompt.count)) + "\r")
            } else if !terminal.expect(text) {
                Issue.record("\(page):\(line + 1 + offset): the REPL of `\(command)` (line \(line)) does not show `\(text)` here")
                return
            }
        }
        // Ctrl-D at the next prompt; a loaded machine (two cores, tests in parallel) gets time.
        _ = terminal.expect("]> ", seconds: 20)
        terminal.send("\u{4}")
        #expect(terminal.waitForExit(seconds: 20) == 0, "\(page):\(line): the REPL did not end on Ctrl-D")
    }

    /// The prompt a REPL line starts with (`[active]> `, `[active | main: foregroundActive]> `,
    /// `>> `), if it is typed input.
    static func prompt(of line: String) -> String? {
        if line.hasPrefix(">> ") { return ">> " }
        guard line.hasPrefix("["), let close = line.range(of: "]> ") else { return nil }
        let inside = line[line.index(after: line.startIndex)..<close.lowerBound]
        let state = inside.components(separatedBy: " | ")[0]
        return !state.isEmpty && state.allSatisfy(\.isLetter) ? String(line[..<close.upperBound]) : nil
    }

    // MARK: the checker itself

    @Test("An excerpt matches lines in order, one after the other; … skips lines")
    func matching() {
        let output = ["a", "b", "c", "d", "e"]
        #expect(Excerpt(["b", "c"]).mismatch(in: output) == nil)
        #expect(Excerpt(["a", "…", "d", "e"]).mismatch(in: output) == nil)
        #expect(Excerpt(["a", "…", "e"]).mismatch(in: output, whole: true) == nil)
        #expect(Excerpt(["…", "c", "…"]).mismatch(in: output, whole: true) == nil)
        #expect(Excerpt(["b  "]).mismatch(in: ["b"]) == nil, "trailing spaces do not count")
        // A line missing from a run, lines out of order, an excerpt that is not the whole output.
        #expect(Excerpt(["b", "d"]).mismatch(in: output)?.line == 1)
        #expect(Excerpt(["d", "…", "b"]).mismatch(in: output)?.detail.contains("out of order") == true)
        #expect(Excerpt(["a", "b"]).mismatch(in: output, whole: true)?.line == 1)
        #expect(Excerpt(["b", "…", "e"]).mismatch(in: output, whole: true)?.line == 0)
        #expect(Excerpt(["x"]).mismatch(in: output)?.expected == "x")
    }

    @Test("A deliberately wrong excerpt of a real trace fails, naming the first line not found")
    func wrongExcerpt() throws {
        let result = try CLI.run(["run", "examples/slow-save/app.lua", "examples/slow-save/scenario.lua", "--format", "pretty"],
                                 environment: ["NO_COLOR": "1"])
        let output = Excerpt.outputLines(stdout: result.stdout, stderr: result.stderr)
        let right = Excerpt(["           ▶ home()", "             ✉ UIApplicationWillResignActiveNotification", "…",
                             "           ● background → notRunning"])
        #expect(right.mismatch(in: output) == nil)
        let wrong = Excerpt(["           ▶ home()", "           ● active → background"])
        let mismatch = try #require(wrong.mismatch(in: output))
        #expect(mismatch.line == 1)
        #expect(mismatch.detail.contains("UIApplicationWillResignActiveNotification"))
    }

    @Test("Text blocks: trace, session and not a trace; anything else, or a bare fence, is an error")
    func kinds() {
        func kind(_ info: String) -> Result<TextBlock, TextBlock.Problem>? {
            TextBlock.of(DocPage.Block(info: info, body: "", line: 1))
        }
        #expect(kind("text trace: lifecycle run a.lua b.lua --format jsonl") == .success(.trace(command: "lifecycle run a.lua b.lua --format jsonl")))
        #expect(kind("text session") == .success(.session))
        #expect(kind("text not a trace") == .success(.notATrace))
        #expect(kind("lua") == nil)
        for wrong in ["text", "", "text trace: run a.lua", "text output"] {
            if case .failure = kind(wrong) {} else { Issue.record("```\(wrong) should be refused") }
        }
        #expect(Self.prompt(of: "[notRunning]> launch()") == "[notRunning]> ")
        #expect(Self.prompt(of: ">> end") == ">> ")
        #expect(Self.prompt(of: "[B4] kill") == nil)
        #expect(Self.prompt(of: "[active | main: foregroundActive]> home()") == "[active | main: foregroundActive]> ")
    }
}
