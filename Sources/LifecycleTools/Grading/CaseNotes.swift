import LifecycleCore

/// What a graded case keeps besides its failures (`GradeCollector`): its notes, the warnings and
/// the violations that did not fail it, each message once, at most `GradeReport.maxNotes`; and
/// what the app printed, at most `GradeReport.maxOutputLines` lines and
/// `GradeReport.maxOutputBytes` bytes. Past a limit, only a count grows: a case that warns or
/// prints without end costs a report nothing more.
struct CaseNotes: Sendable {
    private(set) var notes: [GradeReport.Failure] = []
    private(set) var moreNotes = 0
    private(set) var output: [String] = []
    private(set) var moreOutput = 0
    private var outputBytes = 0
    /// The messages noted so far, so that a warning said at every launch is noted once.
    private var seen = Set<String>()

    /// Notes a warning or a violation, unless the same message was noted already.
    mutating func note(_ note: GradeReport.Failure) {
        guard !seen.contains(note.message) else { return }
        guard notes.count < GradeReport.maxNotes else { moreNotes += 1; return }
        seen.insert(note.message)
        notes.append(note)
    }

    /// Keeps a line the app printed, while the output is within its limits; the first line too
    /// long for what is left is kept in part, saying how many bytes more it had.
    mutating func print(_ text: String) {
        let bytes = text.utf8.count
        guard output.count < GradeReport.maxOutputLines, outputBytes < GradeReport.maxOutputBytes else {
            moreOutput += 1
            return
        }
        guard outputBytes + bytes > GradeReport.maxOutputBytes else {
            outputBytes += bytes
            output.append(text)
            return
        }
        output.append(TraceText.limited(text, to: GradeReport.maxOutputBytes - outputBytes))
        outputBytes = GradeReport.maxOutputBytes
    }
}
