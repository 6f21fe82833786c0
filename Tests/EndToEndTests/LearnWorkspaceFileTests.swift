import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

/// A workspace is the learner's, or a classmate's: the files `learn` writes (the checker's copy
/// `scenario.lua`, a reset's `app.lua`, the progress file) may have been replaced by a symbolic
/// link or a FIFO. By the write rule (docs/security.md, "Writing files"; H28, H30), `learn`
/// writes only regular files: it never writes through a link to a file outside the workspace,
/// never replaces a FIFO or a link, and never waits on a FIFO; the message says what to remove.
@Suite("learn: links and FIFOs in the workspace")
struct LearnWorkspaceFileTests {
    @Test("H30: a FIFO or a link as scenario.lua is left as it is, not waited on, with a warning; a reset over one as app.lua is refused")
    func leftNotWrittenThrough() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("learn-files-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let folder = root + "/ws"
        #expect(try CLI.run(["learn", "init", folder]).status == 0)
        let exercise = folder + "/07-save-before-suspension"
        let precious = root + "/precious.txt"
        try "precious\n".write(toFile: precious, atomically: true, encoding: .utf8)
        let kind = WriteRuleTests.kind

        // The checker's copy as a FIFO, then as a link to a file outside: check still checks
        // (it runs its own checker) and says why the copy is not put back.
        try FileManager.default.removeItem(atPath: exercise + "/scenario.lua")
        #expect(mkfifo(exercise + "/scenario.lua", 0o600) == 0)
        let check = try CLI.run(["learn", "check", "7"], directory: URL(fileURLWithPath: folder))
        #expect(check.status == 1)
        #expect(check.stderr.contains("warning: cannot write 07-save-before-suspension/scenario.lua: it is a FIFO"), "\(check.stderr)")
        #expect(kind(exercise + "/scenario.lua") == S_IFIFO)
        try FileManager.default.removeItem(atPath: exercise + "/scenario.lua")
        try FileManager.default.createSymbolicLink(atPath: exercise + "/scenario.lua", withDestinationPath: precious)
        let linked = try CLI.run(["learn", "check", "7"], directory: URL(fileURLWithPath: folder))
        #expect(linked.status == 1)
        #expect(linked.stderr.contains("scenario.lua: it is a symbolic link"), "\(linked.stderr)")
        #expect(try String(contentsOfFile: precious, encoding: .utf8) == "precious\n")
        #expect(kind(exercise + "/scenario.lua") == S_IFLNK)

        // A reset over a link to a file outside, and over a FIFO: refused, with what to remove.
        try FileManager.default.removeItem(atPath: exercise + "/app.lua")
        try FileManager.default.createSymbolicLink(atPath: exercise + "/app.lua", withDestinationPath: precious)
        let reset = try CLI.run(["learn", "reset", "7", "--yes"], directory: URL(fileURLWithPath: folder))
        #expect(reset.status == 2)
        #expect(reset.stderr.contains("app.lua: it is a symbolic link; lifecycle writes only regular files"), "\(reset.stderr)")
        #expect(reset.stderr.contains("remove the link"))
        #expect(try String(contentsOfFile: precious, encoding: .utf8) == "precious\n")
        try FileManager.default.removeItem(atPath: exercise + "/app.lua")
        #expect(mkfifo(exercise + "/app.lua", 0o600) == 0)
        let fifo = try CLI.run(["learn", "reset", "7", "--yes"], directory: URL(fileURLWithPath: folder))
        #expect(fifo.status == 2)
        #expect(fifo.stderr.contains("it is a FIFO (named pipe), not a regular file"), "\(fifo.stderr)")
        #expect(kind(exercise + "/app.lua") == S_IFIFO)

        // Once removed, reset puts the starter back (and warns that the linked checker copy is kept).
        try FileManager.default.removeItem(atPath: exercise + "/app.lua")
        let restored = try CLI.run(["learn", "reset", "7", "--yes"], directory: URL(fileURLWithPath: folder))
        #expect(restored.status == 0, "\(restored.stderr)")
        #expect(restored.stderr.contains("scenario.lua: it is a symbolic link"))
        #expect(try String(contentsOfFile: exercise + "/app.lua", encoding: .utf8).contains("applicationDidEnterBackground"))
    }
}
