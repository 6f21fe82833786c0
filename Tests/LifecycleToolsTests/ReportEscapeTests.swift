import Foundation
import Testing
@testable import LifecycleCore
import LifecycleOutput
@testable import LifecycleTools

/// H37: every report of `lifecycle test` escapes the same characters as the trace: the reports
/// and the CLI use the one text escaper (`SafeText`), which reads the one table
/// (`ControlCharacters`) the JSON report reads too (docs/security.md, "The terminal").
@Suite("Report escapes of script text")
struct ReportEscapeTests {
    typealias Report = GradeReport

    /// C1 (CSI), a bidi override and isolate, a separator, the BOM: one of each class the JSON
    /// report carried raw.
    static let sneaky = "csi \u{9B}2J next \u{85} rlo \u{202E}txt.exe lri \u{2066}x\u{2069} ls \u{2028} bom \u{FEFF} alm \u{61C}"

    static var report: Report {
        let scenario = Report.Scenario(path: "s\u{202E}.lua", name: "n" + sneaky, description: sneaky, points: 1,
                                       profiles: ["ios13"], strict: false)
        let failure = Report.Failure(kind: .expectation, rule: nil, message: sneaky, time: 1)
        let failed = Report.Case(app: 0, scenario: 0, profile: "ios13", status: .failed, simulated: 1, points: 0,
                                 maxPoints: 1, failures: [failure], moreFailures: 0, expectationsPassed: 0,
                                 expectationsFailed: 1, violations: 0, kills: [])
        return Report(apps: [.init(name: "a" + sneaky, path: "a\u{9B}.lua")], scenarios: [scenario], cases: [failed],
                      seed: 1, strict: false)
    }

    @Test("H37: the reports' escaper (SafeText) escapes exactly the table the trace and JSON read, at every code point")
    func sameTable() {
        var disagree: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(scalar)
            if (SafeText.escape(text) != text) != TraceJSONEscapeTable.documented(value) { disagree.append(value) }
        }
        #expect(disagree.isEmpty, "\(disagree.prefix(20).map { String($0, radix: 16) })")
    }

    @Test("H37: test --format json writes C1, bidi, separators and the BOM as \\u escapes, and gives back the exact text")
    func jsonReport() throws {
        let json = Self.report.json()
        let raw = json.unicodeScalars.filter { TraceJSONEscapeTable.documented($0.value) && $0 != "\n" }
        #expect(raw.isEmpty, "\(raw.map { String($0.value, radix: 16) })")
        #expect(json.contains(#"csi \u009b2J next \u0085 rlo \u202etxt.exe lri \u2066x\u2069 ls \u2028 bom \ufeff alm \u061c"#))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let apps = try #require(object["apps"] as? [[String: Any]])
        #expect(apps.first?["name"] as? String == "a" + Self.sneaky)
        #expect(apps.first?["path"] as? String == "a\u{9B}.lua")
        let results = try #require(object["results"] as? [[String: Any]])
        let failures = try #require(results.first?["failures"] as? [[String: Any]])
        #expect(failures.first?["message"] as? String == Self.sneaky)
    }

    @Test("H37: pretty, TAP, JUnit and CSV carry none of them raw either")
    func textReports() {
        for (name, text) in [("pretty", Self.report.pretty(color: false)), ("tap", Self.report.tap()),
                             ("junit", Self.report.junit()), ("csv", Self.report.csv())] {
            let raw = text.unicodeScalars.filter { TraceJSONEscapeTable.documented($0.value) && $0 != "\n" && $0 != "\t" }
            #expect(raw.isEmpty, "\(name): \(raw.map { String($0.value, radix: 16) })")
        }
    }
}

/// The documented set, written out as in `TraceJSONEscapeTests` (that test target is not
/// importable from here).
enum TraceJSONEscapeTable {
    static func documented(_ value: UInt32) -> Bool {
        value < 0x20 || value == 0x7F || (0x80...0x9F).contains(value) || value == 0x061C
            || value == 0x200E || value == 0x200F || (0x202A...0x202E).contains(value)
            || (0x2066...0x2069).contains(value) || value == 0x2028 || value == 0x2029
            || value == 0xFEFF || value == 0xFFFE || value == 0xFFFF
    }
}
