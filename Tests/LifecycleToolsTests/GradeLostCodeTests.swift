import LifecycleCore
import Testing
@testable import LifecycleTools

/// S3 in `lifecycle test`'s reports: code lost with its process is said in the kill that killed
/// it, in the list of kills every format writes and among the failures when the kill is one.
@Suite("Grading — lost code")
struct GradeLostCodeTests {
    static func at(_ seconds: Double, _ event: TraceEvent, app: String? = nil) -> TraceRecord {
        TraceRecord(time: SimTime(micros: Int64(seconds * 1e6)), app: app, event: event)
    }

    static let kill = TraceEvent.kill(reason: .jetsam, rule: .M1, message: "over the memory limit", code: nil, traceback: nil, cause: .app)

    static func lost(line: String? = "app.lua:14") -> TraceEvent {
        .code(action: .lost, id: 1, kind: .block, queue: "global", line: line, rule: .M1, ran: SimDuration(micros: 250_000))
    }

    static func collect(_ events: [TraceRecord], strict: Bool = true) -> GradeCollector {
        let collector = GradeCollector(app: "app", strict: strict)
        for record in events { collector.receive(record) }
        return collector
    }

    @Test("S3: a lost line after its kill is added to the kill's message, in the kills and the failures")
    func testS3LostAfterKill() throws {
        let collector = Self.collect([Self.at(5, Self.kill), Self.at(5, Self.lost())])
        let expected = "jetsam: over the memory limit; lost with it: a dispatched block (global queue) at app.lua:14"
        #expect(collector.kills.map(\.message) == [expected])
        #expect(collector.failures.map(\.message) == [expected])
        #expect(collector.kills.first?.killReason == "jetsam", "the reason is still read back")
    }

    @Test("S3: a lost line before its kill waits for it; one of another instant or app is not said")
    func testS3LostBeforeKill() {
        let collector = Self.collect([Self.at(5, Self.lost(line: nil)), Self.at(5, Self.kill)], strict: false)
        #expect(collector.kills.map(\.message) == ["jetsam: over the memory limit; lost with it: a dispatched block (global queue)"])
        #expect(collector.failures.isEmpty, "not strict: a kill is an outcome, not a failure")
        let other = Self.collect([Self.at(4, Self.lost()), Self.at(5, Self.kill), Self.at(5, Self.lost(), app: "Mail")])
        #expect(other.kills.map(\.message) == ["jetsam: over the memory limit"])
    }

    @Test("S3: the JSON and TAP reports carry the lost code in the kill's message")
    func testS3ReportsSayLostCode() {
        let collector = Self.collect([Self.at(5, Self.kill), Self.at(5, Self.lost())])
        let item = GradeReport.Case(app: 0, scenario: 0, profile: "ios7", status: .failed, simulated: 5, points: 0, maxPoints: 1,
                                    failures: collector.failures, moreFailures: 0, expectationsPassed: 0, expectationsFailed: 0,
                                    violations: 0, kills: collector.kills)
        let report = GradeReport(apps: [.init(name: "app", path: "app.lua")],
                                 scenarios: [.init(path: "s.lua", name: "s", description: nil, points: 1, profiles: ["ios7"], strict: true)],
                                 cases: [item], seed: 1, strict: true)
        #expect(report.json().contains("\"message\":\"jetsam: over the memory limit; lost with it: a dispatched block (global queue) at app.lua:14\""))
        #expect(report.tap().contains("lost with it: a dispatched block (global queue) at app.lua:14"))
    }
}
