import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

/// The files lifecycle keeps beside a learner's scripts, `.luarc.json` (`lifecycle types`) and
/// `.lifecycle-learn.json` (`lifecycle learn`), are the user's to edit: nonsense in them is a
/// message, never a crash or a hang (docs/security.md, "Files and input").
@Suite("Settings and progress files", .serialized)
struct SettingsFileTests {
    @Test("H12: a .luarc.json nested 5,000 levels deep is exit 2 with a message, not a crash")
    func deepLuarc() throws {
        let folder = try Spawned.folder("deep-luarc")
        defer { try? FileManager.default.removeItem(at: folder) }
        let deep = String(repeating: "{\"a\":", count: 5000) + "1" + String(repeating: "}", count: 5000)
        try deep.write(to: folder.appendingPathComponent(".luarc.json"), atomically: false, encoding: .utf8)
        let result = try CLI.run(["types", folder.path])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains(".luarc.json: line 1: nested more than 64 levels deep"), "\(result.stderr)")
        #expect(try String(contentsOf: folder.appendingPathComponent(".luarc.json"), encoding: .utf8) == deep, "left untouched")
    }

    @Test("H12: 64 levels of nesting are still read, and brackets inside strings do not count")
    func nestingAtTheLimit() throws {
        let folder = try Spawned.folder("luarc-limit")
        defer { try? FileManager.default.removeItem(at: folder) }
        let inner = String(repeating: "[", count: 63) + "\"{{{[[[\"" + String(repeating: "]", count: 63)
        try "{\"x\": \(inner)}".write(to: folder.appendingPathComponent(".luarc.json"), atomically: false, encoding: .utf8)
        let result = try CLI.run(["types", folder.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try String(contentsOf: folder.appendingPathComponent(".luarc.json"), encoding: .utf8).contains("{{{[[["))
    }

    @Test("H11: a .luarc.json that is a link to /dev/zero is refused with exit 2")
    func luarcDevice() throws {
        let folder = try Spawned.folder("zero-luarc")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent(".luarc.json").path, withDestinationPath: "/dev/zero")
        let result = try CLI.run(["types", folder.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains(".luarc.json: it is a device, not a regular file"), "\(result.stderr)")
    }

    private func progress(_ folder: String, hints: String) throws {
        let path = folder + "/.lifecycle-learn.json"
        try "{\"results\": {}, \"hints\": \(hints), \"current\": 1}\n".write(toFile: path, atomically: false, encoding: .utf8)
    }

    @Test("H13: learn hint with hints -5 or Int.max in the progress file says so and starts fresh")
    func nonsenseHints() throws {
        let folder = try Spawned.folder("learn-hints").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try CLI.run(["learn", "init", folder]).status == 0)
        for hints in ["{\"1\": -5}", "{\"1\": \(Int.max)}"] {
            try progress(folder, hints: hints)
            let result = try CLI.run(["learn", "hint", "1", "--workspace", folder])
            #expect(result.status == 0, "\(hints): \(result.stderr)")
            #expect(result.stderr.contains("warning: \(folder)/.lifecycle-learn.json: exercise 1 has"), "\(hints): \(result.stderr)")
            #expect(result.stderr.contains("starting with fresh progress"))
            #expect(result.stdout.contains("Hint 1 of "), "one hint, as on a fresh start")
            #expect(!result.stdout.contains("Hint 2 of "))
            let saved = try String(contentsOfFile: folder + "/.lifecycle-learn.json", encoding: .utf8)
            #expect(saved.contains("\"1\" : 1"), "\(saved)")
        }
    }

    @Test("H13: a progress file that is not JSON, or names no exercise, is reported and replaced")
    func nonsenseProgress() throws {
        let folder = try Spawned.folder("learn-junk").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try CLI.run(["learn", "init", folder]).status == 0)
        try "\u{1B}[2J not json".write(toFile: folder + "/.lifecycle-learn.json", atomically: false, encoding: .utf8)
        let junk = try CLI.run(["learn", "--workspace", folder])
        #expect(junk.status == 0)
        #expect(junk.stderr.contains("it is not lifecycle's progress JSON; starting with fresh progress"), "\(junk.stderr)")
        try "{\"results\": {\"999\": \"pass\"}, \"hints\": {}}".write(toFile: folder + "/.lifecycle-learn.json", atomically: false, encoding: .utf8)
        let unknown = try CLI.run(["learn", "--workspace", folder])
        #expect(unknown.stderr.contains("results name no exercise 999"), "\(unknown.stderr)")
    }

    @Test("H11: learn check of an exercise whose app.lua is a FIFO reports it instead of blocking")
    func learnFifo() throws {
        let folder = try Spawned.folder("learn-fifo").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try CLI.run(["learn", "init", folder]).status == 0)
        let first = try #require(try FileManager.default.contentsOfDirectory(atPath: folder).sorted().first { $0.hasPrefix("01-") })
        let app = "\(folder)/\(first)/app.lua"
        try FileManager.default.removeItem(atPath: app)
        #expect(mkfifo(app, 0o600) == 0)
        let out = Pipe()
        let spawned = try Spawned(["learn", "check", "1", "--workspace", folder], stdout: out)
        #expect(spawned.wait(seconds: 20), "learn check blocked on a FIFO")
        #expect(spawned.status == 2)
        #expect(Spawned.read(out, until: "FIFO", seconds: 5).contains("it is a FIFO (named pipe), not a regular file"))
    }

    @Test("H11: a REPL history that is a FIFO is neither read nor written (no wait); one past 1,000 chunks keeps its newest")
    func history() throws {
        let home = try Spawned.folder("history")
        defer { try? FileManager.default.removeItem(at: home) }
        let path = home.appendingPathComponent(".lifecycle_history").path
        #expect(mkfifo(path, 0o600) == 0)
        let spawned = try Spawned(["repl"], stdout: Pipe(), environment: ["HOME": home.path])
        #expect(spawned.wait(seconds: 20), "the REPL waited on a FIFO history")
        #expect(spawned.stderrText.contains("it is a FIFO (named pipe), not a regular file; lifecycle reads and writes only regular files; the history starts empty"))

        try FileManager.default.removeItem(atPath: path)
        try (1...2000).map { "x = \($0)\n" }.joined().write(toFile: path, atomically: false, encoding: .utf8)
        #expect(try CLI.run(["repl"], environment: ["HOME": home.path], input: "").status == 0)
        let kept = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(kept.count == 1000)
        #expect(kept.first == "x = 1001" && kept.last == "x = 2000")
    }
}
