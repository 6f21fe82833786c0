import Foundation
import Testing

/// What `learn check` writes beside its verdict: an outcome the exercise expects as an ℹ note,
/// never as a warning (L3); a message of several lines on as many indented lines, every other
/// control byte of the script written out; the learner's own lines to look at.
@Suite("Learn check notes and messages", .serialized)
struct LearnCheckNoteTests {
    let url = "03-open-the-launch-url"

    func workspace() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("learn-notes-\(UUID().uuidString)").path
        #expect(try CLI.run(["learn", "init", folder]).status == 0)
        return folder
    }

    /// The lines of the section of `text` under `header`, up to its first blank line.
    func section(_ header: String, of text: String) -> [String] {
        let lines = text.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.contains(header) }) else { return [] }
        return Array(lines[(start + 1)...].prefix { !$0.trimmingCharacters(in: .whitespaces).isEmpty })
    }

    @Test("L3: check 3: the refused cookbook:// URL its checker expects is an ℹ note; the starter's refused recipes:// URL stays a warning")
    func expectedOutcomeIsANote() throws {
        let folder = try workspace()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let starter = try CLI.run(["learn", "check", "3", "--workspace", folder])
        #expect(starter.status == 1)
        let warnings = section("Warnings (read these first):", of: starter.stdout)
        #expect(warnings == ["  ⚠ application:didFinishLaunchingWithOptions: returned nothing: the URL recipes://recipe/pancakes is not opened (L3)"], "\(starter.stdout)")
        #expect(starter.stdout.contains("  ℹ As the exercise expects: application:didFinishLaunchingWithOptions: returned nothing: the URL cookbook://recipe/lasagne is not opened (L3)\n"))

        let solution = try String(contentsOf: CLI.root.appendingPathComponent("exercises/\(url)/solution.lua"), encoding: .utf8)
        try solution.write(toFile: "\(folder)/\(url)/app.lua", atomically: true, encoding: .utf8)
        let solved = try CLI.run(["learn", "check", "3", "--workspace", folder])
        #expect(solved.status == 0)
        #expect(!solved.stdout.contains("Warnings"), "\(solved.stdout)")
        #expect(!solved.stdout.contains("⚠"))
        #expect(solved.stdout.contains("  ℹ As the exercise expects: application:didFinishLaunchingWithOptions: returned false: the URL cookbook://recipe/lasagne is not opened (L3)\n"))
    }

    @Test("a crash message of two lines prints as two lines, the second indented, with the script's ESC written out as \\e")
    func multiLineMessage() throws {
        let folder = try workspace()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let app = "local App = {}\nfunction App:applicationDidEnterBackground(application)\n  error(\"first line\\nsecond line\\27[2J\")\nend\nreturn App\n"
        try app.write(toFile: "\(folder)/07-save-before-suspension/app.lua", atomically: true, encoding: .utf8)
        let result = try CLI.run(["learn", "check", "7", "--workspace", folder])
        #expect(result.status == 1)
        let broken = section("What broke a rule:", of: result.stdout)
        #expect(broken.first?.hasSuffix("app.lua:3: first line") == true, "\(result.stdout)")
        #expect(broken.dropFirst().first == "    second line\\e[2J")
        #expect(!result.stdout.contains("first line\\nsecond"))
        #expect(!result.stdout.contains("\u{1B}"), "no raw ESC from the script")
    }

    @Test("a failure names the learner's lines: the method that ran last before it, and the TODO marks left")
    func whereToLook() throws {
        let folder = try workspace()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let starter = try String(contentsOfFile: "\(folder)/07-save-before-suspension/app.lua", encoding: .utf8).components(separatedBy: "\n")
        let hook = try #require(starter.firstIndex { $0.contains(":applicationDidEnterBackground(") }) + 1
        let todo = try #require(starter.firstIndex { $0.contains("-- TODO") }) + 1
        let result = try CLI.run(["learn", "check", "7", "--workspace", folder])
        let look = section("Where to look in your code:", of: result.stdout)
        #expect(look.contains("  → app.lua:\(hook)  applicationDidEnterBackground:, the last of your methods that ran before it failed"), "\(result.stdout)")
        #expect(look.contains { $0.hasPrefix("  → app.lua:\(todo)  -- TODO") })
    }
}
