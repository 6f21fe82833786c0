import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

/// A workspace is the learner's, or a classmate's: the files `learn` writes (the checker's copy
/// `scenario.lua`, a reset's `app.lua`, the progress file) may have been replaced by a symbolic
/// link or a FIFO. Writing replaces them; it never writes through a link to a file outside the
/// workspace, and never waits on a FIFO (docs/security.md, "Files and input").
@Suite("learn: links and FIFOs in the workspace")
struct LearnWorkspaceFileTests {
    @Test("a FIFO as scenario.lua or app.lua is replaced, not waited on; a link as app.lua is replaced, its target untouched")
    func replacedNotWrittenThrough() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("learn-files-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let folder = root + "/ws"
        #expect(try CLI.run(["learn", "init", folder]).status == 0)
        let exercise = folder + "/07-save-before-suspension"
        let precious = root + "/precious.txt"
        try "precious\n".write(toFile: precious, atomically: true, encoding: .utf8)

        // The checker's copy as a FIFO, then as a link to a file outside: check replaces it.
        try FileManager.default.removeItem(atPath: exercise + "/scenario.lua")
        #expect(mkfifo(exercise + "/scenario.lua", 0o600) == 0)
        let check = try CLI.run(["learn", "check", "7"], directory: URL(fileURLWithPath: folder))
        #expect(check.status == 1)
        #expect(try String(contentsOfFile: exercise + "/scenario.lua", encoding: .utf8).contains("expect_saved"))
        try FileManager.default.removeItem(atPath: exercise + "/scenario.lua")
        try FileManager.default.createSymbolicLink(atPath: exercise + "/scenario.lua", withDestinationPath: precious)
        #expect(try CLI.run(["learn", "check", "7"], directory: URL(fileURLWithPath: folder)).status == 1)
        #expect(try String(contentsOfFile: precious, encoding: .utf8) == "precious\n")
        let kind = try FileManager.default.attributesOfItem(atPath: exercise + "/scenario.lua")[.type] as? FileAttributeType
        #expect(kind == .typeRegular, "the link itself is replaced by the checker's copy")

        // A reset over a link to a file outside, and over a FIFO.
        try FileManager.default.removeItem(atPath: exercise + "/app.lua")
        try FileManager.default.createSymbolicLink(atPath: exercise + "/app.lua", withDestinationPath: precious)
        #expect(try CLI.run(["learn", "reset", "7", "--yes"], directory: URL(fileURLWithPath: folder)).status == 0)
        #expect(try String(contentsOfFile: precious, encoding: .utf8) == "precious\n")
        #expect(try String(contentsOfFile: exercise + "/app.lua", encoding: .utf8).contains("applicationDidEnterBackground"))
        try FileManager.default.removeItem(atPath: exercise + "/app.lua")
        #expect(mkfifo(exercise + "/app.lua", 0o600) == 0)
        #expect(try CLI.run(["learn", "reset", "7", "--yes"], directory: URL(fileURLWithPath: folder)).status == 0)
        #expect(try String(contentsOfFile: exercise + "/app.lua", encoding: .utf8).contains("applicationDidEnterBackground"))
    }
}
