import Foundation
import Testing

/// The README's five-minute walk-through shows what the tool prints today.
@Suite("README")
struct ReadmeTests {
    @Test("the walk-through's pretty output is the tool's output, and its exit status is 1")
    func walkThrough() throws {
        let readme = try String(contentsOf: CLI.root.appendingPathComponent("README.md"), encoding: .utf8)
        let command = "$ lifecycle run examples/slow-save/app.lua examples/slow-save/scenario.lua --format pretty\n"
        let after = try #require(readme.components(separatedBy: command).dropFirst().first)
        let shown = try #require(after.components(separatedBy: "$ echo $?").first)
        let result = try CLI.run(["run", "examples/slow-save/app.lua", "examples/slow-save/scenario.lua", "--format", "pretty"])
        #expect(shown.trimmingCharacters(in: .whitespacesAndNewlines) == result.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(result.status == 1)
        #expect(after.contains("$ echo $?\n1\n"))
    }
}
