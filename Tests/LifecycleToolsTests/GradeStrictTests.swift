import LifecycleCore
import Testing
@testable import LifecycleTools

/// What a strict case of `lifecycle test` counts (M1): the kills `StrictCounter.fails` fails on,
/// the app's own, and no other; and which kills explain a later failed expectation.
@Suite("Grading — strict kills")
struct GradeStrictTests {
    static func at(_ seconds: Double, _ event: TraceEvent) -> TraceRecord {
        TraceRecord(time: SimTime(micros: Int64(seconds * 1e6)), event: event)
    }

    static func kill(_ reason: KillReason, _ rule: Rule, _ cause: KillCause) -> TraceEvent {
        .kill(reason: reason, rule: rule, message: "killed", code: nil, traceback: nil, cause: cause)
    }

    static let lost = TraceEvent.expect(ok: false, message: "the draft is on disk")

    static func collect(_ events: [TraceEvent]) -> GradeCollector {
        let collector = GradeCollector(app: "app", strict: true)
        for (index, event) in events.enumerated() { collector.receive(Self.at(Double(index), event)) }
        return collector
    }

    @Test("M1, T4: a strict case fails on the app's own kill only; every kill is still listed")
    func onlyTheAppsKillFails() {
        let collector = Self.collect([Self.kill(.jetsam, .M1, .system), Self.kill(.user, .T4, .asked),
                                      Self.kill(.user, .T4, .host), Self.kill(.jetsam, .M1, .app)])
        #expect(collector.kills.count == 4)
        #expect(collector.failures.map(\.kind) == [.kill])
        #expect(collector.failures.map(\.time) == [3], "the app's own jetsam kill, not low_memory()'s purge")
    }

    @Test("M1: an expectation failing after low_memory()'s purge is said to follow the kill, which strict does not count")
    func purgeExplainsALaterFailure() {
        let collector = Self.collect([Self.kill(.jetsam, .M1, .system), Self.lost])
        #expect(collector.failures.map(\.message) == ["the draft is on disk (after the app was killed: jetsam, M1)"])
        #expect(collector.failures.map(\.rule) == ["M1"])
    }

    @Test("T4: an expectation failing after the scenario's own user_kill() is not said to follow it")
    func userKillExplainsNothing() {
        let collector = Self.collect([Self.kill(.user, .T4, .asked), Self.lost])
        #expect(collector.failures.map(\.message) == ["the draft is on disk"])
        #expect(collector.failures.map(\.rule) == [nil])
    }
}
