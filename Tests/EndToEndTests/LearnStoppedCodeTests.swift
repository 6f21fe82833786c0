import LifecycleCore
import Testing
@testable import lifecycle

/// S3 in `learn check`'s feedback: the learner's code that froze with the suspended app or was
/// lost with its process is listed with its line and rule, whatever part of the trace the
/// excerpt shows (the lesson of exercises 05 and 27).
@Suite("Learn feedback — stopped code")
struct LearnStoppedCodeTests {
    static func code(_ action: CodeAction, _ seconds: Double, rule: Rule, line: String? = "app.lua:14") -> TraceRecord {
        TraceRecord(time: SimTime(micros: Int64(seconds * 1e6)),
                    event: .code(action: action, id: 1, kind: .block, queue: "global", line: line, rule: rule, ran: SimDuration(micros: 250_000)))
    }

    @Test("S3: froze and lost lines are shown with their line, their rule and the explain pointer of the loss")
    func testS3FeedbackListsFrozeAndLost() {
        let text = LearnFeedback.stoppedCode([Self.code(.froze, 1.25, rule: .S3), Self.code(.lost, 40, rule: .M1)], exercise: 5)
            .replacing(/\x1B\[[0-9;]*m/, with: "")
        #expect(text.contains("Code that did not finish"))
        #expect(text.contains("❄ froze: a dispatched block (global queue) at app.lua:14 after 0.25 s of running: it goes on from there when the app runs again [S3]"))
        #expect(text.contains("⊘ lost: a dispatched block (global queue) at app.lua:14 after 0.25 s of running: the process died, the rest of it never runs [M1]"))
        #expect(text.contains("↳ lifecycle explain S3"))
        #expect(LearnFeedback.stoppedCode([], exercise: 5).isEmpty)
    }

    @Test("S3: at most six lines, then how many more and where to see them")
    func testS3FeedbackIsShort() {
        let many = (0..<9).map { Self.code(.froze, Double($0), rule: .S3) }
        let text = LearnFeedback.stoppedCode(many, exercise: 27).replacing(/\x1B\[[0-9;]*m/, with: "")
        #expect(text.components(separatedBy: "❄ froze").count - 1 == 6)
        #expect(text.contains("… and 3 more (all of it: lifecycle learn check 27 --trace)"))
    }
}
