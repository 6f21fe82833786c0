import Foundation
import Testing

/// S3 in `learn check` of the built binary: the learner's code that froze with the suspended app,
/// or was lost with its process, is listed with its line and rule under "Code that did not
/// finish" (exercises 05, 33 and 38).
@Suite("Learn check — frozen code in the exercises", .serialized)
struct LearnFrozenExerciseTests {
    func workspace() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("learn-\(UUID().uuidString)").path
        #expect(try CLI.run(["learn", "init", folder]).status == 0)
        return folder
    }

    func exerciseFile(_ folder: String, _ name: String) throws -> String {
        try String(contentsOf: CLI.root.appendingPathComponent("exercises/\(folder)/\(name)"), encoding: .utf8)
    }

    @Test("S3, M1: learn check 38 with the starter names the save that froze at its line, then was lost when the suspended app was purged; the solution passes")
    func testS3M1LearnCheck38NamesFrozenAndLostSave() throws {
        let folder = try workspace()
        let result = try CLI.run(["learn", "check", "38"], directory: URL(fileURLWithPath: folder))
        #expect(result.status == 1)
        let out = result.stdout
        #expect(out.contains("Code that did not finish"), "\(out)")
        #expect(out.contains("❄ froze: a dispatched block (global queue) at 38-save-before-you-are-frozen/app.lua:30 after 0.199 s of running: it goes on from there when the app runs again [S3]"), "\(out)")
        #expect(out.contains("⊘ lost: a dispatched block (global queue) at 38-save-before-you-are-frozen/app.lua:30 after 0.199 s of running: the process died, the rest of it never runs [M1]"), "\(out)")
        #expect(out.contains("after the suspended app was purged the entry should be on disk"))
        try exerciseFile("38-save-before-you-are-frozen", "solution.lua")
            .write(toFile: "\(folder)/38-save-before-you-are-frozen/app.lua", atomically: true, encoding: .utf8)
        #expect(try CLI.run(["learn", "check", "38"], directory: URL(fileURLWithPath: folder)).status == 0)
    }

    @Test("S3, C6: learn check 33 without the stop flag names the third download frozen at its line, and fails on episode 3")
    func testS3C6LearnCheck33WithoutTheFlag() throws {
        let folder = try workspace()
        let noFlag = try exerciseFile("33-complete-every-bgtask", "solution.lua")
            .replacingOccurrences(of: "      cancelled = true                                -- the download stops at its next second\n", with: "")
            .replacingOccurrences(of: "      if cancelled then return end                    -- the expiration handler completed it\n", with: "")
        try noFlag.write(toFile: "\(folder)/33-complete-every-bgtask/app.lua", atomically: true, encoding: .utf8)
        let result = try CLI.run(["learn", "check", "33"], directory: URL(fileURLWithPath: folder))
        #expect(result.status == 1)
        #expect(result.stdout.contains("❄ froze: a dispatched block (global queue) at 33-complete-every-bgtask/app.lua:40 after 29.999 s of running"), "\(result.stdout)")
        #expect(result.stdout.contains("(Documents/episodes.txt holds episode 3)"), "\(result.stdout)")
    }

    @Test("S3: learn check 5 with the export dispatched without a task names it frozen [S3]")
    func testS3LearnCheck05ExportFroze() throws {
        let folder = try workspace()
        let path = "\(folder)/05-ask-for-more-time/app.lua"
        let dispatched = try String(contentsOfFile: path, encoding: .utf8)
            .replacingOccurrences(of: "\n  exportMovie()\n", with: "\n  DispatchQueue.global():async(exportMovie)\n")
        try dispatched.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try CLI.run(["learn", "check", "5"], directory: URL(fileURLWithPath: folder))
        #expect(result.status == 1)
        #expect(result.stdout.contains("Code that did not finish"), "\(result.stdout)")
        #expect(result.stdout.contains("❄ froze: a dispatched block (global queue) before it began: it goes on from there when the app runs again [S3]"), "\(result.stdout)")
    }
}
