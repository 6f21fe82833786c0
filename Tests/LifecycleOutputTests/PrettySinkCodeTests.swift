import LifecycleCore
import LifecycleOutput
import Testing

/// S3: the `froze`, `resumed` and `lost` lines of the pretty trace, from hand-built records (in
/// the pretty sink's serialized suite: colour is one switch for the process).
extension PrettySinkTests {
    static let block = (kind: CodeKind.block, queue: "global")

    static func code(_ action: CodeAction, _ t: Double, line: String? = "app.lua:14", rule: Rule, ran: Double,
                     app: String? = nil) -> TraceRecord {
        Pretty.at(t, .code(action: action, id: 1, kind: block.kind, queue: block.queue, line: line, rule: rule,
                           ran: SimDuration(micros: Int64(ran * 1e6))), app: app)
    }

    @Test("S3: froze says where the code stopped and that it goes on; resumed says where it goes on; lost says the rest never runs and points to the lesson, explain S3")
    func testS3FrozeResumedLostLines() {
        let records = [
            Self.code(.froze, 2, rule: .S3, ran: 0.25),
            Pretty.at(40, .wake(reason: .fetch, launch: false)),
            Self.code(.resumed, 40, rule: .W1, ran: 0.25),
            Self.code(.lost, 70, rule: .M1, ran: 0.5),
        ]
        let text = Pretty.render(records, color: false, explains: { $0 == .S3 || $0 == .M1 })
        #expect(text == """
                2.000  ❄ froze: a dispatched block (global queue) at app.lua:14 after 0.25 s of running: it goes on from there when the app runs again [S3]
               40.000  ☀ woken in the background for a background fetch [W1]
                         ↻ resumed: a dispatched block (global queue) goes on from app.lua:14, after 0.25 s of running before [W1]
               70.000  ⊘ lost: a dispatched block (global queue) at app.lua:14 after 0.5 s of running: the process died, the rest of it never runs [M1]
                       ↳ lifecycle explain S3

            """)
    }

    @Test("S3: without a known line the lines still read (before it began, when it had not run); a timer has no queue; froze has no explain pointer")
    func testS3LinesWithoutLineOrQueue() {
        let timer = Pretty.at(3, .code(action: .froze, id: 2, kind: .timer, queue: nil, line: nil, rule: .B5, ran: .zero))
        let resumed = Pretty.at(9, .code(action: .resumed, id: 2, kind: .timer, queue: nil, line: nil, rule: .S3, ran: .zero))
        let text = Pretty.render([timer, resumed], color: false, explains: { _ in true })
        #expect(text == """
                3.000  ❄ froze: a timer before it began: it goes on from there when the app runs again [B5]
                9.000    ↻ resumed: a timer begins now (it was frozen before it began) [S3]

            """)
    }

    @Test("S3: identical froze and lost lines are never collapsed into one with a count")
    func testS3CodeLinesNeverCollapse() {
        let records = [Self.code(.froze, 1, rule: .S3, ran: 0.1), Self.code(.froze, 1, rule: .S3, ran: 0.1),
                       Self.code(.lost, 2, rule: .T4, ran: 0.1), Self.code(.lost, 2, rule: .T4, ran: 0.1)]
        let text = Pretty.render(records, color: false, collapsing: true, explains: { _ in false })
        #expect(text.split(separator: "\n").count == 4)
        #expect(!text.contains("×"))
    }

    @Test("S3: the script's text in a line and a queue name is shown visible, never acting on the terminal")
    func testS3CodeLineIsMadeVisible() {
        let record = Pretty.at(1, .code(action: .lost, id: 1, kind: .block, queue: "q\u{1B}[2J", line: "app.lua\u{202E}:3\nfake",
                                        rule: .M1, ran: .zero), app: "Ma\u{7}il")
        let text = Pretty.render([record], color: false, explains: { _ in false })
        #expect(!text.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" || $0 == "\u{7}" })
        #expect(text.contains("(q\\e[2J queue) at app.lua\\u{202E}:3"))
        #expect(text.split(separator: "\n").count == 2, "the newline is a continuation line under a bar: \(text)")
        #expect(text.split(separator: "\n").last?.contains("│ fake") == true)
    }

    @Test("S3: the summary says how much code was lost, beside the kills; nothing when none was")
    func testS3SummaryCountsLostCode() {
        let trace = Trace()
        trace.emit(Pretty.at(4, .kill(reason: .jetsam, rule: .M1, message: "purged", code: nil, traceback: nil, cause: .system)))
        let totals = trace.totals
        let one = PrettySink.summary(totals, end: SimTime(micros: 5_000_000), exitCode: 0, strict: false, lost: 1)
        #expect(one.contains("killed: 1 jetsam · 1 piece of code lost before it returned · "))
        let two = PrettySink.summary(totals, end: SimTime(micros: 5_000_000), exitCode: 0, strict: false, lost: 2)
        #expect(two.contains("2 pieces of code lost before they returned"))
        #expect(!PrettySink.summary(totals, end: .zero, exitCode: 0, strict: false).contains("lost"))
        var counted = 0
        let sink = PrettySink(explains: { _ in false }) { _ in counted += 1 }
        for record in [Self.code(.froze, 1, rule: .S3, ran: 0), Self.code(.lost, 2, rule: .M1, ran: 0),
                       Self.code(.lost, 2, rule: .M1, ran: 0, app: "Mail")] { sink.receive(record) }
        #expect(sink.lostCode == 2)
        #expect(counted == 3)
    }
}
