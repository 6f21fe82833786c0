import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

/// The trace reaches its reader or the run says it did not (docs/security.md, "Writing the
/// trace"): flushed at every verb to a pipe and on SIGINT/SIGTERM, a failed write is exit 2, a
/// reader that leaves ends the run quietly, and `--timeline` replaces its file whole at the end.
@Suite("Writing the trace", .serialized)
struct TraceOutputTests {
    let app = "examples/well-behaved/app.lua"

    /// A scenario that runs until it is stopped: a verb every few million instructions, so its
    /// JSONL grows by a line or two at a time, far slower than the 64 KiB a bulk write waits for.
    private func endless(in folder: URL) throws -> String {
        let path = folder.appendingPathComponent("endless.lua").path
        try """
            launch()
            home()
            while true do
              advance(1)
              local x = 0
              for i = 1, 2e6 do x = x + i end
            end
            """.write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    private func jsonLines(_ text: String) -> [[String: Any]] {
        text.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
    }

    @Test("Finding 11: to a pipe, JSONL is flushed at every verb; SIGINT writes what is pending and ends the run by SIGINT")
    func flushedAtVerbs() throws {
        let folder = try Spawned.folder("flush")
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = Pipe()
        let spawned = try Spawned(["run", app, try endless(in: folder), "--format", "jsonl"], stdout: out)
        let early = Spawned.read(out, until: "\"verb\":\"advance\"", seconds: 20)
        #expect(early.contains("\"verb\":\"advance\""), "nothing reached the pipe while the run went on: \(early.suffix(300))")
        #expect(spawned.process.isRunning)
        spawned.process.interrupt()
        #expect(spawned.wait())
        #expect(spawned.endedBy(signal: SIGINT), "status \(String(describing: spawned.status))")
        let text = early + String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(text.hasSuffix("\n"))
        #expect(jsonLines(text).count == text.split(separator: "\n").count, "every line whole")
    }

    @Test("Finding 11: to a file, SIGTERM writes the trace so far before the run ends")
    func flushedOnSigterm() throws {
        let folder = try Spawned.folder("sigterm")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("trace.jsonl").path
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let file = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        let spawned = try Spawned(["run", app, try endless(in: folder), "--format", "jsonl"], stdout: file)
        try file.close()
        Thread.sleep(forTimeInterval: 1.5)
        #expect(spawned.process.isRunning)
        spawned.process.terminate()
        #expect(spawned.wait())
        #expect(spawned.endedBy(signal: SIGTERM))
        let lines = jsonLines(try String(contentsOfFile: path, encoding: .utf8))
        // Less than 64 KiB was pending: without the flush on SIGTERM, the file would be empty.
        #expect(lines.contains { $0["verb"] as? String == "home" }, "\(lines.count) lines")
        #expect(lines.contains { $0["event"] as? String == "state" && $0["to"] as? String == "background" })
    }

    @Test("H15: a trace that cannot be written (> /dev/full) is exit 2 with a message on stderr", .enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
    func diskFull() throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        for format in ["jsonl", "pretty"] {
            let spawned = try Spawned(["run", app, "--format", format], stdout: full)
            #expect(spawned.wait())
            #expect(spawned.status == 2, "\(format)")
            #expect(spawned.stderrText.contains("error: cannot write to standard output: No space left on device"), "\(format)")
        }
    }

    @Test("H15: a reader that closes the pipe (| head) ends the run quietly, by SIGPIPE")
    func readerGone() throws {
        let folder = try Spawned.folder("epipe")
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = Pipe()
        let spawned = try Spawned(["run", app, try endless(in: folder), "--format", "jsonl"], stdout: out)
        #expect(Spawned.read(out, until: "\n", seconds: 20).contains("\n"))
        try out.fileHandleForReading.close()
        #expect(spawned.wait())
        #expect(spawned.endedBy(signal: SIGPIPE), "status \(String(describing: spawned.status))")
        #expect(spawned.stderrText.isEmpty)
    }
}
