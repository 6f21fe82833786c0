import LifecycleCore
import Testing
@testable import LifecycleTools

/// S3: what `learn check` lists of the learner's code that did not finish: its `froze` and
/// `lost` lines, in order, not the `resumed` ones, and not another app's.
@Suite("Learn check — stopped code")
struct ExerciseStoppedCodeTests {
    static func code(_ action: CodeAction, _ seconds: Double, app: String? = nil) -> TraceRecord {
        TraceRecord(time: SimTime(micros: Int64(seconds * 1e6)), app: app,
                    event: .code(action: action, id: 1, kind: .block, queue: "global", line: "app.lua:3", rule: .S3, ran: .zero))
    }

    @Test("S3: froze and lost lines of the learner's app, in order; resumed lines and other apps' left out")
    func testS3StoppedCodeSelection() {
        let records = [Self.code(.froze, 1), Self.code(.resumed, 2), Self.code(.froze, 3, app: "Mail"),
                       TraceRecord(time: SimTime(micros: 4_000_000), event: .log(text: "x")), Self.code(.lost, 5, app: "app")]
        let chosen = ExerciseCheck.stoppedCode(in: records, app: "app")
        #expect(chosen.map(\.event.name) == ["froze", "lost"])
        #expect(chosen.map(\.time.micros) == [1_000_000, 5_000_000])
    }
}
