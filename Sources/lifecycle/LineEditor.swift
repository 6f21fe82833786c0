import LifecycleOutput

/// A small line editor for the REPL, in the spirit of linenoise (no GNU readline): cursor keys,
/// Home/End and Ctrl-A/E, Ctrl-K/U, history with Up/Down, reverse search with Ctrl-R, Tab
/// completion, Ctrl-C to clear the line and Ctrl-D to leave. All I/O goes through `Platform`;
/// what a key changed is redrawn by `LineDisplay`, control characters made visible.
final class LineEditor {
    enum Result: Equatable { case line(String), cancelled, endOfInput }

    var history: [String] = []
    private let complete: (String) -> [String]
    private var buffer: [Character] = []
    private var cursor = 0
    private var prompt = ""
    private var display = LineDisplay()

    init(complete: @escaping (String) -> [String]) { self.complete = complete }

    func read(prompt: String) -> Result {
        guard let saved = Platform.enterRawMode() else {
            Platform.writeStdout(prompt)
            return Platform.readLine().map(Result.line) ?? .endOfInput
        }
        defer { Platform.restoreMode(saved) }
        self.prompt = prompt
        buffer = []
        cursor = 0
        var browsing = history.count
        var draft: [Character] = []
        Platform.writeStdout(display.start(prompt: prompt))
        render()
        while let byte = Platform.readByte() {
            switch byte {
            case 13, 10: return finish(.line(String(buffer)))
            case 3: Platform.writeStdout("^C"); return finish(.cancelled)
            case 4:
                if buffer.isEmpty { return finish(.endOfInput) }
                deleteAtCursor()
            case 1: cursor = 0
            case 5: cursor = buffer.count
            case 2: cursor = max(0, cursor - 1)
            case 6: cursor = min(buffer.count, cursor + 1)
            case 11: buffer.removeSubrange(cursor...); display.changed(from: cursor)
            case 21: buffer.removeSubrange(..<cursor); cursor = 0; display.changed(from: 0)
            case 12: Platform.writeStdout("\u{1B}[H\u{1B}[2J" + display.start(prompt: prompt))
            case 127, 8:
                if cursor > 0 { buffer.remove(at: cursor - 1); cursor -= 1; display.changed(from: cursor) }
            case 9: completeWord()
            case 18: if let line = search() { return finish(.line(line)) }
            case 16, 14: browse(up: byte == 16, &browsing, &draft)
            case 27:
                switch escapeSequence() {
                case "A": browse(up: true, &browsing, &draft)
                case "B": browse(up: false, &browsing, &draft)
                case "C": cursor = min(buffer.count, cursor + 1)
                case "D": cursor = max(0, cursor - 1)
                case "H", "1~": cursor = 0
                case "F", "4~": cursor = buffer.count
                case "3~": deleteAtCursor()
                default: break
                }
            default:
                if byte >= 32, let character = decode(byte) {
                    buffer.insert(character, at: cursor)
                    display.changed(from: cursor)
                    cursor += 1
                }
            }
            render()
        }
        return finish(buffer.isEmpty ? .endOfInput : .line(String(buffer)))
    }

    private func finish(_ result: Result) -> Result {
        Platform.writeStdout("\r\n")
        return result
    }

    /// Shows what the last key changed.
    private func render() {
        Platform.writeStdout(display.update(buffer, cursor: cursor))
    }

    /// The whole line redrawn: after a search line, a list of completions, a cleared screen.
    private func redrawLine() {
        Platform.writeStdout(display.start(prompt: prompt))
        render()
    }

    private func deleteAtCursor() {
        guard cursor < buffer.count else { return }
        buffer.remove(at: cursor)
        display.changed(from: cursor)
    }

    private func replaceBuffer(_ new: [Character]) {
        display.replaced(buffer, with: new)
        buffer = new
    }

    /// The rest of an escape sequence: `A` for ESC [ A, `3~` for ESC [ 3 ~.
    private func escapeSequence() -> String {
        guard let first = Platform.readByte(), first == UInt8(ascii: "[") || first == UInt8(ascii: "O") else { return "" }
        var sequence = ""
        while let byte = Platform.readByte() {
            sequence.append(Character(UnicodeScalar(byte)))
            if !(48...57).contains(byte) { break }
        }
        return sequence
    }

    /// A character from its first UTF-8 byte and the continuation bytes that follow.
    private func decode(_ first: UInt8) -> Character? {
        var bytes = [first]
        let extra = first >= 0xF0 ? 3 : first >= 0xE0 ? 2 : first >= 0xC0 ? 1 : 0
        for _ in 0..<extra { if let next = Platform.readByte() { bytes.append(next) } }
        return String(decoding: bytes, as: UTF8.self).first
    }

    private func browse(up: Bool, _ index: inout Int, _ draft: inout [Character]) {
        if index == history.count { draft = buffer }
        index = up ? max(0, index - 1) : min(history.count, index + 1)
        replaceBuffer(index == history.count ? draft : Array(history[index]))
        cursor = buffer.count
    }

    /// Tab: one candidate is inserted; several insert their common prefix, or are listed.
    private func completeWord() {
        let left = String(buffer[..<cursor])
        let candidates = complete(left)
        guard !candidates.isEmpty else { return }
        var common = candidates[0]
        for candidate in candidates.dropFirst() {
            common = String(common.commonPrefix(with: candidate))
        }
        if common.count > left.count {
            replaceBuffer(Array(common) + buffer[cursor...])
            cursor = common.count
        } else if candidates.count > 1 {
            let names = candidates.map { SafeText.line(String($0.dropFirst(left.count - prefixLength(left)))) }
            Platform.writeStdout("\r\n" + names.joined(separator: "  ") + "\r\n")
            redrawLine()
        }
    }

    /// How many characters of `left` belong to the word being completed.
    private func prefixLength(_ left: String) -> Int {
        left.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.count
    }

    /// Ctrl-R: incremental search back through the history. Enter runs the match; Ctrl-R again
    /// finds an older one; Ctrl-G or Esc gives up; other keys keep the match for editing.
    private func search() -> String? {
        var query = ""
        var from = history.count
        var match: String?
        func find(_ start: Int) {
            match = nil
            var index = start - 1
            while index >= 0 {
                if query.isEmpty || history[index].contains(query) { match = history[index]; from = index; return }
                index -= 1
            }
        }
        showSearch("(reverse-i-search)`': ")
        while let byte = Platform.readByte() {
            switch byte {
            case 13, 10: return match
            case 18: find(from)
            case 7, 27: redrawLine(); return nil
            case 127, 8: if !query.isEmpty { query.removeLast(); find(history.count) }
            default:
                if byte >= 32, let character = decode(byte) { query.append(character); find(history.count) }
                else {
                    buffer = Array(match ?? "")
                    cursor = buffer.count
                    redrawLine()
                    return nil
                }
            }
            showSearch("(reverse-i-search)`\(query)': \(match ?? "")")
        }
        return nil
    }

    /// The search line, drawn whole (it is short: the query and one match).
    private func showSearch(_ line: String) {
        Platform.writeStdout("\r" + SafeText.line(line) + "\u{1B}[K")
    }
}
