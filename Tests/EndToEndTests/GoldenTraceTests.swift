import Foundation
import Testing

/// Whole traces compared byte for byte with reviewed goldens in Goldens/. After a deliberate
/// change, regenerate with `UPDATE_GOLDENS=1 swift test --filter GoldenTraceTests` and review
/// the diff before committing it.
@Suite("Golden traces", .serialized)
struct GoldenTraceTests {
    static let cases: [(name: String, app: String, scenario: String, profile: String)] = [
        ("every-verb", "Tests/EndToEndTests/Fixtures/lifecycle-app.lua", "Tests/EndToEndTests/Fixtures/every-verb.lua", "ios7"),
        ("every-verb-ios3", "Tests/EndToEndTests/Fixtures/lifecycle-app.lua", "Tests/EndToEndTests/Fixtures/every-verb.lua", "ios3"),
        ("every-verb-ios4", "Tests/EndToEndTests/Fixtures/lifecycle-app.lua", "Tests/EndToEndTests/Fixtures/every-verb.lua", "ios4"),
        ("slow-save", "examples/slow-save/app.lua", "examples/slow-save/scenario.lua", "ios7"),
        ("background-task-ios13", "examples/background-task/app.lua", "examples/background-task/scenario.lua", "ios13"),
    ]

    @Test("the trace matches its golden", arguments: cases.map(\.name))
    func golden(_ name: String) throws {
        let c = try #require(Self.cases.first { $0.name == name })
        let result = try CLI.run(["run", c.app, c.scenario, "--profile", c.profile, "--format", "jsonl"])
        let file = CLI.root.appendingPathComponent("Tests/EndToEndTests/Goldens/\(name).jsonl")
        if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] != nil {
            try result.stdout.write(to: file, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        let got = result.lines, want = expected.split(separator: "\n").map(String.init)
        if let index = zip(got, want).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset {
            Issue.record("line \(index + 1) differs:\n got: \(got[index])\nwant: \(want[index])")
        }
        #expect(got.count == want.count)
    }
}
