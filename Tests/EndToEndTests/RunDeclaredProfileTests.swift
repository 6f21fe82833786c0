import Foundation
import Testing

/// `lifecycle run` on a scenario that declares its profiles (`scenario { profiles = { … } }`, P):
/// without `--profile` it plays on one of them (the default when it is one, else the first), so
/// a file the REPL's `:save` wrote replays on the profile it was played on; a `--profile` given
/// wins, with a warning when the scenario is not written for it.
@Suite("lifecycle run: the profile a scenario declares")
struct RunDeclaredProfileTests {
    static func run(_ declaration: String, _ options: [String] = []) throws -> (profile: String?, warnings: [String]) {
        let folder = try Spawned.folder("run-declared-profile")
        defer { try? FileManager.default.removeItem(at: folder) }
        try "return {}".write(to: folder.appendingPathComponent("app.lua"), atomically: true, encoding: .utf8)
        try "\(declaration)\nlaunch()\nexpect(true, 'played on ' .. profile())\n"
            .write(to: folder.appendingPathComponent("s.lua"), atomically: true, encoding: .utf8)
        let result = try CLI.run(["run", "app.lua", "s.lua", "--format", "jsonl"] + options, directory: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let events = try CLI.events(result)
        let played = events.compactMap { $0["message"] as? String }.first { $0.hasPrefix("played on ") }
        let warnings = events.filter { $0["event"] as? String == "warning" }.compactMap { $0["message"] as? String }
        return (played.map { String($0.dropFirst("played on ".count)) }, warnings)
    }

    @Test("P: without --profile, a scenario written for ios13 plays on ios13, with no warning")
    func declaredOne() throws {
        let run = try Self.run("scenario { profiles = { \"ios13\" } }")
        #expect(run.profile == "ios13")
        #expect(run.warnings.isEmpty, "\(run.warnings)")
    }

    @Test("P: without --profile, the first profile declared, or the default when it is one of them")
    func declaredSeveral() throws {
        #expect(try Self.run("scenario { profiles = { \"ios4\", \"ios13\" } }").profile == "ios4")
        #expect(try Self.run("scenario { profiles = { \"ios13\", \"ios7\" } }").profile == "ios7")
        #expect(try Self.run("-- nothing declared\nx = 1").profile == "ios7")
    }

    @Test("P: a --profile given wins, and the scenario warns that it is written for others")
    func givenWins() throws {
        let run = try Self.run("scenario { profiles = { \"ios13\" } }", ["--profile", "ios6"])
        #expect(run.profile == "ios6")
        #expect(run.warnings.contains { $0.contains("this scenario is written for ios13") }, "\(run.warnings)")
    }
}
