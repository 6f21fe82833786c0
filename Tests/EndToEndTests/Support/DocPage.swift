import Foundation

/// A Markdown page of docs/ (or the README), cut into its fenced code blocks, for
/// DocExampleTests, RulePageTests and TraceExcerptTests.
struct DocPage {
    struct Block {
        /// The fence's info string: `lua`, `sh`, `text`, `lua breaks`, ….
        let info: String
        let body: String
        /// The line of the opening fence (1-based), for messages.
        let line: Int

        /// `app` or `scenario` and the file name, from a first line `-- app: NAME.lua`.
        var role: (kind: String, file: String)? {
            guard info == "lua", let first = body.split(separator: "\n").first else { return nil }
            for kind in ["app", "scenario"] where first.hasPrefix("-- \(kind): ") {
                let rest = first.dropFirst("-- \(kind): ".count)
                let file = rest.split(separator: " ").first.map(String.init) ?? ""
                return file.hasSuffix(".lua") ? (kind, file) : nil
            }
            return nil
        }
    }

    /// The page's path relative to the package root (`docs/guide/getting-started.md`).
    let path: String
    let blocks: [Block]

    init(path: String) throws {
        self.path = path
        let text = try String(contentsOf: CLI.root.appendingPathComponent(path), encoding: .utf8)
        var blocks: [Block] = []
        // CommonMark: a fence is a run of 3 or more backticks; only a run at least as long, with
        // nothing after it, closes it (so ```lua inside a ````text block is text).
        var open: (info: String, fence: Int, line: Int)?
        var lines: [Substring] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " }
            let ticks = trimmed.prefix { $0 == "`" }.count
            if let fence = open {
                if ticks >= fence.fence, trimmed.dropFirst(ticks).allSatisfy(\.isWhitespace) {
                    blocks.append(Block(info: fence.info, body: lines.joined(separator: "\n"), line: fence.line))
                    open = nil
                    lines = []
                } else {
                    lines.append(line)
                }
            } else if ticks >= 3 {
                open = (String(trimmed.dropFirst(ticks)).trimmingCharacters(in: .whitespaces), ticks, number + 1)
            }
        }
        self.blocks = blocks
    }

    /// The files the page's examples write: each app or scenario block (`-- app: NAME.lua`) to
    /// NAME.lua, and each named block of a rule page (```lua breaks) to NAME.lua (breaks.lua).
    var files: [(name: String, body: String, line: Int)] {
        blocks.compactMap { block in
            if let role = block.role { return (role.file, block.body, block.line) }
            if block.info.hasPrefix("lua "), let name = block.info.split(separator: " ").dropFirst().first {
                return ("\(name).lua", block.body, block.line)
            }
            return nil
        }
    }

    /// A fresh folder in which the page's commands run: a copy of examples/ and the page's
    /// `files`. The caller removes it.
    func workspace(_ purpose: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("lifecycle-\(purpose)-\(getpid())-\(path.replacingOccurrences(of: "/", with: "-"))")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CLI.root.appendingPathComponent("examples"),
                                         to: folder.appendingPathComponent("examples"))
        for file in files {
            try file.body.write(to: folder.appendingPathComponent(file.name), atomically: true, encoding: .utf8)
        }
        return folder
    }

    /// Every page under docs/, sorted.
    static func all() -> [String] {
        let docs = CLI.root.appendingPathComponent("docs")
        let walker = FileManager.default.enumerator(atPath: docs.path)
        var pages: [String] = []
        while let item = walker?.nextObject() as? String {
            if item.hasSuffix(".md") { pages.append("docs/\(item)") }
        }
        return pages.sorted()
    }

    /// A `sh` line that runs the tool: its arguments and the exit status it promises.
    struct Command {
        let arguments: [String]
        let status: Int32
        let text: String
    }

    /// The `lifecycle …` lines of the page's sh blocks. `# exit status N` sets the status.
    var commands: [Command] {
        blocks.filter { $0.info == "sh" }.flatMap { block in
            block.body.split(separator: "\n").compactMap { line -> Command? in
                let text = line.trimmingCharacters(in: .whitespaces)
                guard text.hasPrefix("lifecycle ") else { return nil }
                var command = text
                var status: Int32 = 0
                if let hash = text.range(of: "#") {
                    command = String(text[..<hash.lowerBound])
                    let comment = text[hash.upperBound...].trimmingCharacters(in: .whitespaces)
                    if comment.hasPrefix("exit status "), let value = Int32(comment.dropFirst("exit status ".count).prefix { $0.isNumber }) {
                        status = value
                    }
                }
                let words = DocPage.words(command)
                return Command(arguments: Array(words.dropFirst()), status: status, text: text)
            }
        }
    }

    /// A command line's words, split at spaces as a shell would for the pages' commands; a word in
    /// single quotes (`'submissions/*/app.lua'`) loses them, so the pattern reaches lifecycle
    /// unexpanded, as it does from a shell.
    static func words(_ command: String) -> [String] {
        command.split(separator: " ").map { word in
            word.count >= 2 && word.hasPrefix("'") && word.hasSuffix("'") ? String(word.dropFirst().dropLast()) : String(word)
        }
    }
}
