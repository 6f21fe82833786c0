/// A one-line progress bar on standard error, for long commands (`lifecycle explore`). It is
/// drawn only when standard error is a terminal: in a pipe or a file nothing of it appears, so
/// output stays the same bytes. It redraws only when what it shows changes, and `finish()`
/// erases it.
final class ProgressBar {
    private let enabled: Bool
    private let width: Int
    private var shown: String?

    init(enabled: Bool = Platform.stderrIsTerminal, width: Int = 30) {
        self.enabled = enabled
        self.width = width
    }

    /// The line for `done` of `total` (`label` before the bar, `unit` after the counts).
    static func line(label: String, done: Int, total: Int, unit: String, width: Int) -> String {
        let fraction = total > 0 ? Double(max(0, min(done, total))) / Double(total) : 1
        let filled = max(0, min(width, Int((fraction * Double(width)).rounded(.down))))
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        return "\(label) \(bar) \(done)/\(total) \(unit)"
    }

    /// Shows progress; cheap when nothing visible changed.
    func update(label: String, done: Int, total: Int, unit: String) {
        guard enabled else { return }
        // Redraw at most about a hundred times per bar, and at its ends.
        let step = max(1, total / 100)
        guard done == 0 || done >= total || done % step == 0 else { return }
        let text = ProgressBar.line(label: label, done: done, total: total, unit: unit, width: width)
        guard text != shown else { return }
        shown = text
        Platform.writeStderr("\r" + text + "\u{1B}[K")
    }

    /// Erases the bar, leaving the cursor at the start of an empty line.
    func finish() {
        guard enabled, shown != nil else { return }
        shown = nil
        Platform.writeStderr("\r\u{1B}[K")
    }
}
