import Testing
@testable import LifecycleTools

/// The readings every report writer shares: points as text, a kill's reason, a case's headline,
/// the columns, the rule a lesson cites.
@Suite("GradeReport readings")
struct GradeReportReadingTests {
    typealias Fixtures = GradeReportFixtures

    @Test("formatPoints: at most two decimals, no trailing zeros, the sign kept, no trap on huge or non-finite values")
    func formatPoints() {
        #expect(GradeReport.formatPoints(2) == "2")
        #expect(GradeReport.formatPoints(0.5) == "0.5")
        #expect(GradeReport.formatPoints(4.0 / 3.0) == "1.33")
        #expect(GradeReport.formatPoints(0.05) == "0.05")
        #expect(GradeReport.formatPoints(-0.5) == "-0.5")
        #expect(GradeReport.formatPoints(-0.001) == "0")
        #expect(GradeReport.formatPoints(1e20) == "1e+20")
        #expect(GradeReport.formatPoints(.infinity) == "inf")
    }

    @Test("a kill's reason is the first word of its message when the trace names kills so; detail is the rest")
    func killReason() {
        #expect(Fixtures.expiredKill.killReason == "expired")
        #expect(Fixtures.expiredKill.detail == "the background task ran out of time")
        let plain = GradeReport.Failure(kind: .kill, rule: "L5", message: "userland hang", time: 0)
        #expect(plain.killReason == nil && plain.detail == "userland hang")
        #expect(Fixtures.suspendedExpectation.killReason == nil)
        let bare = GradeReport.Failure(kind: .kill, rule: nil, message: "watchdog", time: 0)
        #expect(bare.killReason == "watchdog" && bare.detail == "")
    }

    @Test("columns: each scenario's profiles in the order declared; the case of an app on a column")
    func columns() {
        let report = Fixtures.tinyClass
        #expect(report.columns.map { "\($0.scenario) \($0.profile)" } == ["0 ios13", "1 ios7", "1 ios13"])
        #expect(report.result(app: 1, column: report.columns[1])?.status == .failed)
        #expect(report.result(app: 3, column: report.columns[1]) == nil)
    }

    @Test("a case's headline: its first failure, else its app's load error, nil when it passed")
    func headline() {
        let report = Fixtures.tinyClass
        #expect(report.headline(of: report.cases[4]) == Fixtures.expiredKill)
        #expect(report.headline(of: report.cases[6])?.message == "apps/carol/app.lua:3: unexpected symbol near '<'")
        #expect(report.headline(of: report.cases[0]) == nil)
    }

    @Test("a lesson's rule: the one most failing apps cite (once per case), a tie to the first seen")
    func mostCommonRule() {
        func failing(_ app: Int, _ rules: [String]) -> GradeReport.Case {
            GradeReport.Case(app: app, scenario: 0, profile: "ios13", status: .failed, simulated: 1, points: 0, maxPoints: 1,
                             failures: rules.map { GradeReport.Failure(kind: .violation, rule: $0, message: "", time: 0) },
                             moreFailures: 0, expectationsPassed: 0, expectationsFailed: 0, violations: rules.count, kills: [])
        }
        let apps = (0..<3).map { GradeReport.App(name: "a\($0)", path: "") }
        let report = GradeReport(apps: apps, scenarios: [Fixtures.launches],
                                 cases: [failing(0, ["B4", "B4", "B4"]), failing(1, ["B5"]), failing(2, ["B5"])],
                                 seed: 1, strict: true)
        #expect(report.mostCommonRule(scenario: 0, profile: "ios13") == "B5")
        let tie = GradeReport(apps: apps, scenarios: [Fixtures.launches], cases: [failing(0, ["B5"]), failing(1, ["B4"])],
                              seed: 1, strict: true)
        #expect(tie.mostCommonRule(scenario: 0, profile: "ios13") == "B5")
        #expect(Fixtures.tinyClass.mostCommonRule(scenario: 0, profile: "ios13") == nil)
    }
}
