import Foundation
import Testing

/// Every code example in docs/ runs (the pages in docs/rules/ have their own suite, RulePageTests).
/// The convention, stated in docs/README.md: a ```lua block starting `-- app: NAME.lua` or
/// `-- scenario: NAME.lua` is written to NAME.lua in a fresh folder holding a copy of examples/;
/// the page's ```sh lines that start with `lifecycle ` run there and must end with the status
/// their `# exit status N` comment gives (0 without one); an app block that no line runs is played
/// with the built-in tour and must load; any other ```lua block is a fragment and must compile.
/// The output the pages show (```text blocks) is checked by TraceExcerptTests.
@Suite("Docs' examples", .serialized)
struct DocExampleTests {
    @Test("Every docs page's examples run as the page says", arguments: DocPage.all())
    func page(_ path: String) throws {
        let page = try DocPage(path: path)
        let folder = try page.workspace("docs")
        defer { try? FileManager.default.removeItem(at: folder) }
        let named = page.blocks.compactMap { block in block.role.map { (block, $0.kind, $0.file) } }
        let commands = page.commands
        for command in commands {
            let result = try CLI.run(command.arguments, directory: folder)
            #expect(result.status == command.status,
                    "\(path): `\(command.text)` exited \(result.status), not \(command.status): \(result.stderr)")
        }
        for (block, kind, file) in named {
            let used = commands.contains { $0.arguments.contains(file) }
            if kind == "scenario" {
                #expect(used, "\(path):\(block.line): scenario \(file) is never run by a ```sh line of the page")
            } else if !used {
                let result = try CLI.run(["run", file, "--format", "jsonl"], directory: folder)
                #expect(result.status != 2, "\(path):\(block.line): app \(file) does not run: \(result.stderr)")
            }
        }
        for block in page.blocks where block.info == "lua" && block.role == nil {
            try compiles(block, in: folder, page: path)
        }
    }

    /// A fragment must compile: wrapped in `if false then … end`, it loads as an app that does
    /// nothing, so only a syntax error can make the run fail with status 2.
    private func compiles(_ block: DocPage.Block, in folder: URL, page: String) throws {
        let file = folder.appendingPathComponent("fragment-\(block.line).lua")
        try "if false then\n\(block.body)\nend\nreturn {}\n".write(to: file, atomically: true, encoding: .utf8)
        let result = try CLI.run(["run", file.lastPathComponent, "--format", "jsonl"], directory: folder)
        #expect(result.status == 0, "\(page):\(block.line): the fragment does not compile: \(result.stderr)")
    }

    @Test("A block's role comes from its first line; the index states the convention in text")
    func roles() throws {
        let page = try DocPage(path: "docs/README.md")
        // The index page documents the convention in a block marked as not a trace, never a runnable one.
        #expect(page.blocks.contains { $0.info == "text not a trace" && $0.body.contains("```text trace: lifecycle ARGS") })
        let sample = DocPage.Block(info: "lua", body: "-- scenario: walk.lua for app.lua\nhome()", line: 1)
        #expect(sample.role?.kind == "scenario")
        #expect(sample.role?.file == "walk.lua")
        #expect(DocPage.Block(info: "lua", body: "-- a fragment\nlocal x = 1", line: 1).role == nil)
    }
}
