import Foundation
import Testing

/// examples/classroom graded with `lifecycle test`: each report format compared byte for byte with
/// a reviewed golden in Goldens/classroom.FORMAT. After a deliberate change, regenerate with
/// `UPDATE_GOLDENS=1 swift test --filter ClassroomReportTests` and review the diff.
@Suite("The classroom example's report", .serialized)
struct ClassroomReportTests {
    static let command = ["test", "--apps", "examples/classroom/submissions/*/app.lua", "examples/classroom/scenarios",
                          "--roster", "examples/classroom/roster.txt", "--reference", "examples/classroom/reference/app.lua"]

    @Test("B4, B5: the classroom report is its golden file, in every format; exit 1 (four students fail something)",
          arguments: ["pretty", "tap", "junit", "json", "csv"])
    func golden(_ format: String) throws {
        let result = try CLI.run(Self.command + ["--format", format], environment: ["NO_COLOR": "1"], directory: CLI.root)
        #expect(result.status == 1, "\(result.stderr)")
        let file = CLI.root.appendingPathComponent("Tests/EndToEndTests/Goldens/classroom.\(format)")
        if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] != nil {
            try (format == "junit" ? CLI.withoutWallTimes(result.stdout) : result.stdout).write(to: file, atomically: true, encoding: .utf8)
        }
        let want = try String(contentsOf: file, encoding: .utf8)
        // JUnit's time is wall seconds: the golden keeps `time="…"` for them.
        let got = format == "junit" ? CLI.withoutWallTimes(result.stdout) : result.stdout
        if got != want {
            let gotLines = got.split(separator: "\n", omittingEmptySubsequences: false)
            let wantLines = want.split(separator: "\n", omittingEmptySubsequences: false)
            let index = zip(gotLines, wantLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(gotLines.count, wantLines.count)
            Issue.record("classroom.\(format), line \(index + 1) differs:\n got: \(index < gotLines.count ? String(gotLines[index]) : "(end)")\nwant: \(index < wantLines.count ? String(wantLines[index]) : "(end)")")
        }
    }

    @Test("B4, B5: the grades are the ones examples/classroom/README.md promises: ada 10, ben 2, chloe 8, dev 7, emma 0 (a syntax error), finn not submitted")
    func grades() throws {
        let result = try CLI.run(Self.command + ["--format", "csv"], directory: CLI.root)
        let rows = result.stdout.split(separator: "\n").dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        #expect(rows.map { "\($0[0]) \($0[2])/\($0[3])" } == ["ada 10/10", "ben 2/10", "chloe 8/10", "dev 7/10", "emma 0/10", "finn 0/10"])
        #expect(rows.map { String($0[4]) } == ["passed", "failed", "failed", "failed", "error: does not compile", "not submitted"])
    }
}
