import Foundation

/// A Markdown page of docs/, cut into its fenced code blocks, for DocExampleTests.
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
                let words = command.split(separator: " ").map(String.init)
                return Command(arguments: Array(words.dropFirst()), status: status, text: text)
            }
        }
    }
}
