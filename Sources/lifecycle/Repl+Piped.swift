import LifecycleLua

/// The REPL fed a script (`lifecycle repl app.lua < steps.lua`): it runs as `lua < steps.lua`
/// would, and exits as `lifecycle run` does (`ReplStatus`).
///
/// The input is read whole (at most `Platform.maxFileBytes`, as a script file) and cut at its
/// `:` command lines. A part that is a Lua script runs as one chunk, so its locals reach every
/// line, as in `lua` and in `run` (a scenario piped in behaves as it does there). A part with
/// lines only a prompt accepts (`=state()`, a bare `1 + 1`) runs chunk by chunk, as if typed,
/// each value printed. Either way lines are named by their place in the input (`stdin:7:`), and
/// a part the input leaves unfinished is reported, not run.
extension Repl {
    /// A pending chunk of a part run line by line is given up past this size (the check for
    /// its end compiles it again at every line: a block that never ends would cost time
    /// quadratic in its length).
    static let maxPendingChunkBytes = 64 << 10

    func runPiped() -> Int32 {
        guard let lines = readInput() else {
            showError("standard input is larger than \(Platform.maxFileBytes >> 20) MiB, the most lifecycle reads as a script")
            return status.exitStatus(interactive: false)
        }
        var part: [String] = [], partStart = 1
        for (index, line) in lines.enumerated() {
            guard Repl.isCommand(line) else {
                if part.isEmpty { partStart = index + 1 }
                part.append(line)
                continue
            }
            run(part, firstLine: partStart)
            part = []
            if !command(line) { return status.exitStatus(interactive: false) }
        }
        run(part, firstLine: partStart)
        return status.exitStatus(interactive: false)
    }

    /// Standard input's lines, nil when it is larger than a script may be.
    private func readInput() -> [String]? {
        var lines: [String] = [], bytes = 0
        while let line = Platform.readLine() {
            bytes += line.utf8.count + 1
            if bytes > Platform.maxFileBytes { return nil }
            lines.append(line)
        }
        return lines
    }

    /// One part of the input between commands: whole when it is a script, else chunk by chunk.
    private func run(_ part: [String], firstLine: Int) {
        let source = part.joined(separator: "\n")
        guard !source.allSatisfy(\.isWhitespace) else { return }
        if session.scenario.compilesAsScript(source) {
            evaluate(source, firstLine: firstLine)
            return
        }
        var chunk: [String] = [], chunkStart = firstLine, bytes = 0
        var missing: String?   // what the pending chunk lacks, as Lua said it
        for (offset, line) in part.enumerated() {
            if chunk.isEmpty { chunkStart = firstLine + offset; bytes = 0 }
            chunk.append(line)
            bytes += line.utf8.count + 1
            guard case .incomplete(let reason) = evaluate(chunk.joined(separator: "\n"), firstLine: chunkStart) else {
                chunk = []
                missing = nil
                continue
            }
            missing = reason
            if bytes > Repl.maxPendingChunkBytes {
                showError("stdin:\(chunkStart): a chunk still unfinished after \(Repl.maxPendingChunkBytes >> 10) KiB; it and the lines after it, up to the next command, are not run: \(reason)")
                return
            }
        }
        if let missing {
            showError("stdin:\(chunkStart): unfinished chunk at the end of the input, not run: \(missing)")
        }
    }
}
