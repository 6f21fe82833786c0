import Foundation

/// What a ```text block of a page shows, by its info string (the convention is stated in
/// docs/README.md):
///
/// - ```` ```text trace: lifecycle ARGS ````: an excerpt of that command's output. Its lines
///   appear in the output in this order, one after the other, anywhere in it; a line `…` stands
///   for any number of lines.
/// - ```` ```text session ````: a terminal session. Each `$ lifecycle …` line is run, and the
///   lines up to the next `$` line are its whole output (`…` standing for lines left out);
///   `$ echo $?` is followed by the status the command exited with. `$ lifecycle repl …` is
///   typed on a pseudo-terminal: a line starting with its prompt (`[active]> `, `>> `) is what
///   is typed there, and the other lines must appear in that order.
/// - ```` ```text not a trace ````: anything else (usage lines, install steps, a diagram).
///
/// Commands run in the page's folder (DocPage.workspace) with NO_COLOR=1; their output is their
/// stdout, then their stderr, with trailing spaces ignored.
enum TextBlock: Equatable {
    case trace(command: String)
    case session
    case notATrace

    static let traceTag = "text trace:"
    static let sessionTag = "text session"
    static let notATraceTag = "text not a trace"

    /// The kind of a ```text (or bare) block, or why it follows none of the forms. Nil for any
    /// other block (lua, sh).
    static func of(_ block: DocPage.Block) -> Result<TextBlock, Problem>? {
        let info = block.info
        if info.isEmpty {
            return .failure(Problem("a fence without an info string: mark it ```text trace: lifecycle …, ```text session or ```text not a trace"))
        }
        guard info == "text" || info.hasPrefix("text ") else { return nil }
        if info.hasPrefix(traceTag) {
            let command = info.dropFirst(traceTag.count).trimmingCharacters(in: .whitespaces)
            guard command.hasPrefix("lifecycle ") else {
                return .failure(Problem("```\(info): the command must start with `lifecycle `"))
            }
            return .success(.trace(command: command))
        }
        if info == sessionTag { return .success(.session) }
        if info == notATraceTag { return .success(.notATrace) }
        return .failure(Problem("```\(info): a text block is ```text trace: lifecycle …, ```text session or ```text not a trace"))
    }

    struct Problem: Error, Equatable, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}

/// The lines a page shows as a command's output, checked against the real output.
struct Excerpt {
    /// The line that stands for any number of output lines.
    static let gap = "…"

    let lines: [String]

    init(_ lines: [String]) { self.lines = lines.map(Excerpt.trimmed) }
    init(text: String) { self.init(text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)) }

    static func trimmed(_ line: String) -> String {
        var line = Substring(line)
        while let last = line.last, last == " " || last == "\t" || last == "\r" { line = line.dropLast() }
        return String(line)
    }

    /// The output of a command as the excerpt is compared with it: stdout then stderr, by line,
    /// without the newline that ends the last one.
    static func outputLines(stdout: String, stderr: String) -> [String] {
        func lines(_ text: String) -> [String] {
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { trimmed(String($0)) }
            if lines.last == "" { lines.removeLast() }
            return lines
        }
        return lines(stdout) + lines(stderr)
    }

    /// Why the output does not show the excerpt.
    struct Mismatch: Equatable, CustomStringConvertible {
        /// The index (0-based) of the first excerpt line not found.
        let line: Int
        let expected: String
        /// What the output has instead, if anything.
        let detail: String

        var description: String { "`\(expected)` \(detail)" }
    }

    /// Nil when the excerpt's lines appear in `output` in order, consecutively between gaps; else
    /// the first line not found. With `whole`, the excerpt is the whole output: it begins at the
    /// first line and ends at the last, unless it begins or ends with a gap.
    func mismatch(in output: [String], whole: Bool = false) -> Mismatch? {
        // Runs of lines between gaps, with the index of their first line in the excerpt.
        var runs: [(start: Int, lines: [String])] = []
        var current: (start: Int, lines: [String])?
        for (index, line) in lines.enumerated() {
            if line.trimmingCharacters(in: .whitespaces) == Excerpt.gap {
                if let run = current { runs.append(run) }
                current = nil
            } else if current == nil {
                current = (index, [line])
            } else {
                current!.lines.append(line)
            }
        }
        if let run = current { runs.append(run) }
        guard !runs.isEmpty else { return nil }
        let anchoredStart = whole && runs[0].start == 0
        let anchoredEnd = whole && runs.last!.start + runs.last!.lines.count == lines.count

        var position = 0
        for (number, run) in runs.enumerated() {
            let mustStart = number == 0 && anchoredStart
            let mustEnd = number == runs.count - 1 && anchoredEnd
            let end = output.count - run.lines.count
            if mustEnd, end >= position, !mustStart || end == 0, Array(output[end...]) == run.lines {
                position = output.count
                continue
            }
            guard let at = find(run.lines, in: output, from: position) else {
                return notFound(run, output: output, from: position)
            }
            if mustStart && at != 0 {
                return Mismatch(line: run.start, expected: run.lines[0],
                                detail: "should be the output's first line, but it is output line \(at + 1), after `\(output[0])` (start the excerpt with a line …)")
            }
            if mustEnd {
                let last = at + run.lines.count
                return Mismatch(line: run.start + run.lines.count - 1, expected: run.lines.last!,
                                detail: "should be the output's last line (output line \(last)), but the output goes on with `\(output[last])` (end the excerpt with a line …)")
            }
            position = at + run.lines.count
        }
        return nil
    }

    private func find(_ run: [String], in output: [String], from start: Int) -> Int? {
        var at = start
        while at + run.count <= output.count {
            if Array(output[at..<at + run.count]) == run { return at }
            at += 1
        }
        return nil
    }

    /// The longest start of `run` found after `start`, and what the output has after it.
    private func notFound(_ run: (start: Int, lines: [String]), output: [String], from start: Int) -> Mismatch {
        var best = (length: 0, at: start)
        var at = start
        while at < output.count {
            var length = 0
            while length < run.lines.count, at + length < output.count, output[at + length] == run.lines[length] { length += 1 }
            if length > best.length { best = (length, at) }
            at += 1
        }
        if best.length == 0 {
            let line = run.lines[0]
            let after = start == 0 ? "" : " after output line \(start)"
            if let earlier = output[..<min(start, output.count)].firstIndex(of: line) {
                return Mismatch(line: run.start, expected: line, detail: "is not in the output\(after) (it is at output line \(earlier + 1), earlier: out of order)")
            }
            return Mismatch(line: run.start, expected: line, detail: "is not in the output\(after)")
        }
        let next = best.at + best.length
        let has = next < output.count ? "`\(output[next])`" : "nothing more"
        return Mismatch(line: run.start + best.length, expected: run.lines[best.length],
                        detail: "is not in the output: the lines before it match output lines \(best.at + 1)–\(next), and output line \(next + 1) is \(has)")
    }
}
