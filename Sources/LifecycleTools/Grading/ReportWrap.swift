import Foundation
import LifecycleOutput

/// How the pretty report shows a message whole: never cut, wrapped at a fixed width (the report
/// is the same whatever the terminal), its own line breaks kept as line breaks and every other
/// control character written out (`SafeText`). Implements no lifecycle rule.
enum ReportWrap {
    /// The width of a pretty report's lines, indentation included.
    static let width = 100

    /// `text` as lines of at most `first` characters for the first and `rest` for the others,
    /// broken at spaces where it can be and inside a word longer than a line where it cannot.
    /// Never empty: an empty text is one empty line.
    static func lines(_ text: String, first: Int, rest: Int) -> [String] {
        var out: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var lineWidth = 0
            func limit() -> Int { max(20, out.isEmpty ? first : rest) }
            func flush() {
                out.append(line)
                line = ""
                lineWidth = 0
            }
            for word in SafeText.escape(String(paragraph)).split(separator: " ", omittingEmptySubsequences: false) {
                var word = Substring(word)
                var count = word.count   // counted once: the loop below is linear in the word
                let gap = lineWidth == 0 ? 0 : 1
                if lineWidth > 0, lineWidth + gap + count > limit() { flush() }
                if lineWidth > 0 { line += " "; lineWidth += 1 }
                // A word longer than a whole line is broken where the line ends.
                while lineWidth + count > limit() {
                    let room = limit() - lineWidth
                    let cut = word.index(word.startIndex, offsetBy: room)
                    line += word[..<cut]
                    word = word[cut...]
                    count -= room
                    flush()
                }
                line += word
                lineWidth += count
            }
            flush()
        }
        return out.isEmpty ? [""] : out
    }

    /// `head` (already styled, `headWidth` characters on screen) then `text` and `tail` wrapped
    /// together, every later line indented by `indent` spaces; `tail` (plain text, such as
    /// ` (at 12 s)`) is then styled by `style` where it ended up.
    /// Later lines are indented by `hang` spaces when given. The tail is kept on one line.
    static func block(_ head: String, headWidth: Int, _ text: String, indent: Int, hang: Int? = nil, tail: String = "",
                      style: (String) -> String = { $0 }) -> [String] {
        // The tail's own spaces do not break: `(at 45 s)` stays whole (U+E000 stands for them).
        let lead = tail.prefix { $0 == " " }
        let glued = lead + tail.dropFirst(lead.count).replacingOccurrences(of: " ", with: "\u{E000}")
        let later = hang ?? indent
        let wrapped = lines(text + glued, first: width - indent - headWidth, rest: width - later)
            .map { $0.replacingOccurrences(of: "\u{E000}", with: " ") }
        let margin = String(repeating: " ", count: indent), hanging = String(repeating: " ", count: later)
        var out = wrapped.enumerated().map { index, line in index == 0 ? margin + head + line : hanging + line }
        let shownTail = SafeText.escape(tail).trimmingPrefix(" ")
        if !shownTail.isEmpty, let last = out.last, last.hasSuffix(shownTail) {
            out[out.count - 1] = String(last.dropLast(shownTail.count)) + style(String(shownTail))
        }
        return out
    }
}
