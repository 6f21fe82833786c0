import LifecycleOutput

/// What the REPL's line editor has drawn on the terminal's current line, so that each key redraws
/// only what it changed: a character typed at the end writes that character, not the whole line
/// (a pasted 16,000-character line writes about 16 KB, not 16,000 lines' worth). Every character
/// is drawn visible (`SafeText`: ESC as `\e`), so nothing typed, pasted, recalled from the
/// history or completed acts on the terminal (docs/security.md, "The terminal").
struct LineDisplay {
    /// The columns each character of the buffer takes as drawn (1, or an escape's length).
    private var widths: [Int] = []
    /// The index in the buffer before which the terminal's cursor stands.
    private var column = 0
    /// The first index of the buffer that changed since it was drawn; nil when none did.
    private var dirty: Int?
    /// Whether the rest of the terminal line must be cleared (another text was drawn there).
    private var clear = false

    /// How one character is drawn: a tab too is escaped, as the editor counts one column for it.
    static func shown(_ character: Character) -> String {
        character == "\t" ? "\\t" : SafeText.line(String(character))
    }

    /// A new line: `\r`, the prompt, and nothing of the buffer drawn yet.
    mutating func start(prompt: String) -> String {
        widths = []
        column = 0
        dirty = 0
        clear = true
        return "\r" + SafeText.line(prompt)
    }

    /// The buffer changed from `index` on.
    mutating func changed(from index: Int) {
        dirty = min(dirty ?? index, index)
    }

    /// The buffer was replaced: only what differs from the old one is marked.
    mutating func replaced(_ old: [Character], with new: [Character]) {
        var same = 0
        while same < old.count, same < new.count, old[same] == new[same] { same += 1 }
        if same < old.count || same < new.count { changed(from: same) }
    }

    /// What to write to show `buffer` with the cursor before `cursor`: a move to the first
    /// changed character, the characters from there on, a clear of what the old line had
    /// further right, and a move back to the cursor.
    mutating func update(_ buffer: [Character], cursor: Int) -> String {
        var out = ""
        if let dirty {
            let from = min(dirty, buffer.count, widths.count)
            out += move(from: column, to: from)
            let tail = buffer[from...].map(LineDisplay.shown)
            out += tail.joined()
            if clear || from < widths.count { out += "\u{1B}[K" }
            widths.replaceSubrange(from..., with: tail.map(\.count))
            column = buffer.count
            self.dirty = nil
            clear = false
        }
        out += move(from: column, to: cursor)
        column = cursor
        return out
    }

    /// Cursor movement between two indices of the drawn buffer.
    private func move(from: Int, to: Int) -> String {
        if to < from {
            let columns = widths[to..<from].reduce(0, +)
            return columns > 0 ? "\u{1B}[\(columns)D" : ""
        }
        let columns = widths[from..<min(to, widths.count)].reduce(0, +)
        return columns > 0 ? "\u{1B}[\(columns)C" : ""
    }
}
