import LifecycleCore
import LifecycleOutput
import Testing
@testable import LifecycleTools

/// What holds for every report format whatever the scripts wrote: no control byte from a script
/// reaches pretty, TAP or CSV; the output is the same at every call; an empty report is fine.
@Suite("GradeReport hostile text")
struct GradeReportHostileTests {
    typealias Fixtures = GradeReportFixtures

    static let formats: [(String, @Sendable (GradeReport) -> String)] = [
        ("pretty", { $0.pretty(color: false) }), ("color", { $0.pretty(color: true) }), ("tap", { $0.tap() }),
        ("junit", { $0.junit() }), ("json", { $0.json() }), ("csv", { $0.csv() }),
    ]

    @Test("pretty, TAP and CSV write no control character (DEL and U+0080–U+009F included), bidi override, separator or BOM but their own newlines")
    func noRawControlBytes() {
        for (name, text) in [("pretty", Fixtures.hostile.pretty(color: false)), ("tap", Fixtures.hostile.tap()),
                             ("csv", Fixtures.hostile.csv())] {
            let bad = text.unicodeScalars.filter { ControlCharacters.contains($0) && $0 != "\n" }
            #expect(bad.isEmpty, "\(name): \(bad.map { String($0.value, radix: 16) })")
        }
    }

    @Test("with color, the only ESC bytes are the report's own SGR sequences, never a script's")
    func colorEscapesAreOurs() {
        let text = Fixtures.hostile.pretty(color: true).replacing(/\x1B\[(1|31|32|33|90|0)m/, with: "")
        #expect(!text.unicodeScalars.contains { ControlCharacters.contains($0) && $0 != "\n" })
    }

    @Test("the reports' escaper shows ESC as \\e, CR, LF and tab as \\r \\n \\t, others as \\u{…}, and keeps lines when asked")
    func visibleConvention() {
        #expect(SafeText.escape("a\u{1B}[2Jb\r\n\t\u{0}\u{7F}\u{9B}\u{202E}\u{2028}\u{FEFF}\u{FFFF}é")
                == #"a\e[2Jb\r\n\t\u{0}\u{7F}\u{9B}\u{202E}\u{2028}\u{FEFF}\u{FFFF}é"#)
        #expect(SafeText.lines("a\n\tb\r") == "a\n\tb\\r")
        #expect(ReportFormat.short(String(repeating: "é", count: 61)) == String(repeating: "é", count: 59) + "…")
        #expect(ReportFormat.short(String(repeating: "é", count: 60)) == String(repeating: "é", count: 60))
    }

    @Test("deterministic: every format is the same text at every call and for a report built again")
    func deterministic() {
        for (name, write) in Self.formats {
            #expect(write(Fixtures.hostile) == write(Fixtures.hostile), "\(name)")
            #expect(write(Fixtures.tinyClass) == write(Fixtures.tinyClass), "\(name)")
        }
    }

    @Test("an empty report (no app, no scenario) writes every format without trapping")
    func emptyReport() throws {
        let empty = GradeReport(apps: [], scenarios: [], cases: [], seed: 0, strict: false)
        #expect(empty.pretty(color: false) == "\n✓ 0 passed · 0/0 points · 0 s simulated\n")
        #expect(empty.tap() == "TAP version 13\n1..0\n")
        #expect(empty.csv() == "app,path,points,max_points,status,feedback\n")
        #expect(try XMLLint.validate(empty.junit()).valid)
        let schema = try GradeReportJSONTests.schema()
        #expect(schema.errors(in: try JSONValue.parse(empty.json())).isEmpty)
    }

    @Test("cases whose indices are out of range are written with placeholders, not a trap")
    func outOfRangeIndices() {
        let stray = GradeReport.Case(app: 5, scenario: 7, profile: "ios13", status: .failed, simulated: 1, points: 0,
                                     maxPoints: 1, failures: [], moreFailures: 0, expectationsPassed: 0,
                                     expectationsFailed: 1, violations: 0, kills: [])
        let report = GradeReport(apps: [.init(name: "a", path: "a.lua"), .init(name: "b", path: "b.lua")], scenarios: [],
                                 cases: [stray], seed: 1, strict: false)
        for (_, write) in Self.formats { _ = write(report) }
        #expect(report.tap().contains("not ok 1 - app 6: scenario 8 [ios13]"))
    }
}
