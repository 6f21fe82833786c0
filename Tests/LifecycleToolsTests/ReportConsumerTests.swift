import Testing
import TestSupport
@testable import LifecycleTools

/// The reports read by the programs that consume them, not by our own parsers: `prove` and tappy
/// for TAP, junitparser for JUnit, jsonschema for the JSON report (scripts/test installs them).
@Suite("Report consumers")
struct ReportConsumerTests {
    typealias Fixtures = GradeReportFixtures

    /// A report whose every case passed: alice of the tiny class alone.
    static var allPass: GradeReport {
        let report = Fixtures.tinyClass
        return GradeReport(apps: [report.apps[0]], scenarios: report.scenarios, cases: report.cases(ofApp: 0), seed: 1, strict: false)
    }

    @Test("prove: an all-pass TAP report is Result: PASS, exit 0; one failing case is counted and fails")
    func prove() throws {
        let pass = try ReportConsumers.prove(Self.allPass.tap())
        #expect(pass.status == 0, "\(pass.output)")
        #expect(pass.output.contains("Result: PASS"))
        let fail = try ReportConsumers.prove(Fixtures.single.tap())
        #expect(fail.status != 0)
        #expect(fail.output.contains("Failed 1/3 subtests"), "\(fail.output)")
    }

    @Test("prove reads hostile descriptions (# and \\ escaped) as ordinary test points, no TODO or SKIP")
    func proveHostile() throws {
        let outcome = try ReportConsumers.prove(Fixtures.hostile.tap())
        #expect(outcome.output.contains("Tests=4"), "\(outcome.output)")
        #expect(outcome.output.contains("Failed 3/4"), "\(outcome.output)")
        #expect(!outcome.output.contains("TODO") && !outcome.output.contains("skipped"))
    }

    @Test("tappy reads version 13, every point and every YAML block: the tiny class is 9 points, 5 ok, 4 not ok")
    func tappy() throws {
        let outcome = try ReportConsumers.python(ConsumerScripts.tappy, on: Fixtures.tinyClass.tap(), suffix: ".tap")
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.output == "13 9 5 4 4\n", "every failing point's YAML block parses")
        let hostile = try ReportConsumers.python(ConsumerScripts.tappy, on: Fixtures.hostile.tap(), suffix: ".tap")
        #expect(hostile.output == "13 4 1 3 3\n", "\(hostile.output)")
    }

    @Test("junitparser counts the tests, failures and errors, and reads wall seconds as each case's time")
    func junitparser() throws {
        let outcome = try ReportConsumers.python(ConsumerScripts.junitparser, on: Fixtures.single.junit(), suffix: ".xml")
        #expect(outcome.status == 0, "\(outcome.output)")
        let lines = outcome.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "3 1 0")
        #expect(lines.dropFirst().first == "launches [ios13]|passed|0.0125|simulated: 3 s on ios13")
        #expect(lines.dropFirst(2).first == "ends its task [ios7]|Failure|0.25|simulated: 600 s on ios7")
        let classOutcome = try ReportConsumers.python(ConsumerScripts.junitparser, on: Fixtures.tinyClass.junit(), suffix: ".xml")
        #expect(classOutcome.output.hasPrefix("9 1 3\n"), "\(classOutcome.output)")
        let hostile = try ReportConsumers.python(ConsumerScripts.junitparser, on: Fixtures.hostile.junit(), suffix: ".xml")
        #expect(hostile.status == 0 && hostile.output.hasPrefix("4 1 2\n"), "\(hostile.output)")
    }

    @Test("jsonschema: docs/test-report.schema.json accepts one app, a class, hostile text; refuses a report missing a key")
    func jsonschema() throws {
        let schema = Repository.url("docs/test-report.schema.json").path
        for (name, report) in [("single", Fixtures.single), ("class", Fixtures.tinyClass), ("hostile", Fixtures.hostile)] {
            let outcome = try ReportConsumers.python(ConsumerScripts.jsonschema, on: report.json(), suffix: ".json", arguments: [schema])
            #expect(outcome.output == "valid\n", "\(name): \(outcome.output)")
        }
        let broken = Fixtures.single.json().replacingOccurrences(of: #","feedback":"#, with: #","feedbak":"#)
        let refused = try ReportConsumers.python(ConsumerScripts.jsonschema, on: broken, suffix: ".json", arguments: [schema])
        #expect(refused.status == 1 && refused.output.hasPrefix("invalid:"), "\(refused.output)")
    }
}
