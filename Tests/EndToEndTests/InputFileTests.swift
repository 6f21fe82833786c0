import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

/// Every file lifecycle reads is input a stranger may have written (docs/security.md, "Files and
/// input"): only regular files of at most 1 MiB are read, by every command; a scenario's
/// `install()` reads inside its own folder; a `.luarc.json` or a progress file that makes no
/// sense is a message, never a crash.
@Suite("Input files", .serialized)
struct InputFileTests {
    let app = "examples/well-behaved/app.lua"

    private func write(_ text: String, _ name: String, in folder: URL) throws -> String {
        let path = folder.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    private func fifo(in folder: URL) -> String {
        let path = folder.appendingPathComponent("app.lua").path
        #expect(mkfifo(path, 0o600) == 0)
        return path
    }

    @Test("H11: run, repl and explore refuse a device such as /dev/zero, with exit 2 and its name")
    func deviceRefused() throws {
        for arguments in [["run", "/dev/zero"], ["repl", "/dev/zero"], ["explore", "/dev/zero"]] {
            let result = try CLI.run(arguments, input: "")
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.contains("cannot read /dev/zero: it is a device, not a regular file"), "\(arguments): \(result.stderr)")
        }
    }

    @Test("H11: a FIFO as the app file is refused at once instead of blocking")
    func fifoRefused() throws {
        let folder = try Spawned.folder("fifo")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = fifo(in: folder)
        let spawned = try Spawned(["run", path, "--format", "jsonl"], stdout: FileHandle.nullDevice)
        #expect(spawned.wait(seconds: 20), "lifecycle blocked on a FIFO")
        #expect(spawned.status == 2)
        #expect(spawned.stderrText.contains("it is a FIFO (named pipe), not a regular file"))
    }

    @Test("H11: a script over 1 MiB is refused with its name; one of exactly 1 MiB runs")
    func sizeLimit() throws {
        let folder = try Spawned.folder("size")
        defer { try? FileManager.default.removeItem(at: folder) }
        let comment = "-- " + String(repeating: "x", count: 100) + "\n"
        let body = "return {}\n"
        let fill = (1 << 20) - body.utf8.count
        let exact = String(repeating: comment, count: fill / comment.utf8.count) + String(repeating: " ", count: fill % comment.utf8.count) + body
        #expect(exact.utf8.count == 1 << 20)
        let fits = try write(exact, "fits.lua", in: folder)
        #expect(try CLI.run(["run", fits, "--format", "jsonl"]).status == 0)
        let over = try write(exact + " ", "over.lua", in: folder)
        let result = try CLI.run(["run", over, "--format", "jsonl"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot read \(over): it is larger than 1 MiB"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test("H11, B1: install() of /dev/zero, a FIFO or an oversized file in the scenario's folder is refused (exit 2)")
    func installRefusesIrregularFiles() throws {
        let folder = try Spawned.folder("install")
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = fifo(in: folder)
        _ = try write(String(repeating: "-- padding\n", count: 100_000), "big.lua", in: folder)
        let cases = ["/dev/zero": "is outside the scenario's folder", "app.lua": "it is a FIFO", "big.lua": "larger than 1 MiB"]
        for (path, message) in cases {
            let scenario = try write("install(\"x\", \"\(path)\")\n", "scenario.lua", in: folder)
            let result = try CLI.run(["run", app, scenario, "--format", "jsonl"])
            #expect(result.status == 2, "\(path)")
            #expect(result.stderr.contains("install: ") && result.stderr.contains(message), "\(path): \(result.stderr)")
        }
    }

    @Test("H17/H18, B1: install() reads only inside the scenario's folder, or a file named on the command line")
    func installConfined() throws {
        let outer = try Spawned.folder("confine")
        defer { try? FileManager.default.removeItem(at: outer) }
        let inner = outer.appendingPathComponent("scenarios")
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
        let other = try write("return {}\n", "other.lua", in: outer)
        try FileManager.default.createSymbolicLink(atPath: inner.appendingPathComponent("link.lua").path, withDestinationPath: other)
        for path in ["../other.lua", other, "link.lua", "/etc/passwd", "sub/../../other.lua"] {
            let scenario = try write("install(\"x\", \"\(path)\")\n", "scenario.lua", in: inner)
            let result = try CLI.run(["run", app, scenario, "--format", "jsonl"])
            #expect(result.status == 2, "\(path)")
            #expect(result.stderr.contains("install: \(path) is outside the scenario's folder"), "\(path): \(result.stderr)")
        }
        // Inside the folder, and the app named on the command line wherever it is, are read.
        _ = try write("return {}\n", "mail.lua", in: inner)
        let scenario = try write("install(\"Mail\", \"mail.lua\")\ninstall(\"Copy\", \"../other.lua\")\nlaunch{app = \"Copy\"}\nexpect_state(\"active\", \"Copy\")\n", "scenario.lua", in: inner)
        let result = try CLI.run(["run", other, scenario, "--format", "jsonl"])
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test("H17/H18, B1: install(\"\") is refused with a message")
    func installEmptyPath() throws {
        let folder = try Spawned.folder("empty")
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenario = try write("install(\"x\", \"\")\n", "scenario.lua", in: folder)
        let result = try CLI.run(["run", app, scenario])
        #expect(result.status == 2)
        #expect(result.stderr.contains("install: the path is empty"), "\(result.stderr)")
    }

    @Test("H17/H18: --seed -1 says what a seed is, not \"Missing value\"")
    func negativeSeed() throws {
        let result = try CLI.run(["run", app, "--seed", "-1"])
        #expect(result.status == 2)
        #expect(!result.stderr.contains("Missing value"), "\(result.stderr)")
        #expect(result.stderr.contains("a seed is a whole number from 0 to 18446744073709551615"), "\(result.stderr)")
        #expect(try CLI.run(["run", app, "--seed", "18446744073709551615"]).status == 0)
    }
}
