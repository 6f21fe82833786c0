import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

/// One rule for every file lifecycle writes (docs/security.md, "Writing files"): regular files
/// only, never through a symbolic link below the folder the user named, never over a file the
/// command read; `:save` from a REPL fed a script writes only new files in the current folder.
@Suite("Write rule", .serialized)
struct WriteRuleTests {
    private let fm = FileManager.default

    /// What is at `path` itself (a link is not followed): `S_IFIFO`, `S_IFLNK`, …; nil if nothing.
    static func kind(_ path: String) -> mode_t? {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : nil
    }

    private func kind(_ path: String) -> mode_t? { Self.kind(path) }

    private func text(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

    @Test("H28: types DIR with DIR/.lifecycle a link to another folder writes nothing there, nor in DIR")
    func typesLinkedFolder() throws {
        let root = try Spawned.folder("writes-types")
        defer { try? fm.removeItem(at: root) }
        let dir = root.appendingPathComponent("dir").path, outside = root.appendingPathComponent("outside").path
        try fm.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try fm.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try fm.createSymbolicLink(atPath: dir + "/.lifecycle", withDestinationPath: outside)
        let result = try CLI.run(["types", dir])
        #expect(result.status == 2)
        #expect(result.stderr.contains("\(dir)/.lifecycle is a symbolic link; lifecycle never writes through a link"), "\(result.stderr)")
        #expect(try fm.contentsOfDirectory(atPath: outside).isEmpty)
        #expect(try fm.contentsOfDirectory(atPath: dir) == [".lifecycle"], "checked before the first file is written")

        // Variants: the link one level deeper, and .luarc.json itself a link to a file elsewhere.
        try fm.removeItem(atPath: dir + "/.lifecycle")
        try fm.createDirectory(atPath: dir + "/.lifecycle", withIntermediateDirectories: true)
        try fm.createSymbolicLink(atPath: dir + "/.lifecycle/types", withDestinationPath: outside)
        #expect(try CLI.run(["types", dir]).status == 2)
        #expect(try fm.contentsOfDirectory(atPath: outside).isEmpty)
        try fm.removeItem(atPath: dir + "/.lifecycle/types")
        let settings = outside + "/settings.json"
        try "{}\n".write(toFile: settings, atomically: false, encoding: .utf8)
        try fm.createSymbolicLink(atPath: dir + "/.luarc.json", withDestinationPath: settings)
        let linked = try CLI.run(["types", dir])
        #expect(linked.status == 2)
        #expect(linked.stderr.contains(".luarc.json: it is a symbolic link"), "\(linked.stderr)")
        #expect(text(settings) == "{}\n")
        #expect(kind(dir + "/.luarc.json") == S_IFLNK)
    }

    /// A workspace whose exercise 7 folder is a link to `outside`, which holds a precious app.lua.
    private func linkedWorkspace(_ root: URL) throws -> (workspace: String, outside: String) {
        let workspace = root.appendingPathComponent("ws").path, outside = root.appendingPathComponent("outside").path
        #expect(try CLI.run(["learn", "init", workspace]).status == 0)
        try fm.removeItem(atPath: workspace + "/07-save-before-suspension")
        try fm.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try "precious\n".write(toFile: outside + "/app.lua", atomically: false, encoding: .utf8)
        try fm.createSymbolicLink(atPath: workspace + "/07-save-before-suspension", withDestinationPath: outside)
        return (workspace, outside)
    }

    @Test("H28: learn reset and learn init never write app.lua or scenario.lua through a linked exercise folder (init warns)")
    func learnLinkedFolder() throws {
        let root = try Spawned.folder("writes-learn")
        defer { try? fm.removeItem(at: root) }
        let (workspace, outside) = try linkedWorkspace(root)
        let reset = try CLI.run(["learn", "reset", "7", "--yes", "--workspace", workspace])
        #expect(reset.status == 2)
        #expect(reset.stderr.contains("07-save-before-suspension is a symbolic link"), "\(reset.stderr)")
        let again = try CLI.run(["learn", "init", workspace])
        #expect(again.stderr.contains("warning: cannot write"), "\(again.stderr)")
        #expect(try fm.contentsOfDirectory(atPath: outside) == ["app.lua"])
        #expect(text(outside + "/app.lua") == "precious\n")
    }

    @Test("H28: learn check (a variant) warns instead of copying the checker through the link, and still checks")
    func learnCheckLinkedFolder() throws {
        let root = try Spawned.folder("writes-check")
        defer { try? fm.removeItem(at: root) }
        let (workspace, outside) = try linkedWorkspace(root)
        let check = try CLI.run(["learn", "check", "7", "--workspace", workspace])
        #expect(check.status != 0)
        #expect(check.stderr.contains("warning: cannot write"), "\(check.stderr)")
        #expect(check.stderr.contains("the checker's copy is not restored"))
        #expect(try fm.contentsOfDirectory(atPath: outside) == ["app.lua"])
    }

    /// A folder with the REPL's app, and a file and a folder outside it.
    private func replFolder(_ name: String) throws -> (folder: URL, outside: String) {
        let root = try Spawned.folder(name)
        let folder = root.appendingPathComponent("here")
        try fm.createDirectory(at: folder, withIntermediateDirectories: true)
        try fm.copyItem(atPath: CLI.root.appendingPathComponent("examples/well-behaved/app.lua").path,
                        toPath: folder.appendingPathComponent("app.lua").path)
        let outside = root.appendingPathComponent("outside").path
        try fm.createDirectory(atPath: outside, withIntermediateDirectories: true)
        return (folder, outside)
    }

    @Test("H29: :save app.lua in piped input is refused: the REPL's own app is never replaced")
    func pipedSaveOwnApp() throws {
        let (folder, outside) = try replFolder("writes-save-app")
        defer { try? fm.removeItem(at: folder.deletingLastPathComponent()) }
        let app = folder.appendingPathComponent("app.lua").path
        let before = text(app)
        let result = try CLI.run(["repl", "app.lua"], input: "launch()\n:save app.lua\n", directory: folder)
        #expect(result.status == 2)
        #expect(result.stdout.contains(":save: app.lua is one of the run's input files"), "\(result.stdout)")
        #expect(text(app) == before)
        #expect(try fm.contentsOfDirectory(atPath: outside).isEmpty)
    }

    @Test("H29: piped :save writes only a new file in the current folder or below: not ../, /abs, an existing file or through a link")
    func pipedSaveConfined() throws {
        let (folder, outside) = try replFolder("writes-save-where")
        defer { try? fm.removeItem(at: folder.deletingLastPathComponent()) }
        let existing = folder.appendingPathComponent("notes.txt").path
        try "mine\n".write(toFile: existing, atomically: false, encoding: .utf8)
        try fm.createSymbolicLink(atPath: folder.appendingPathComponent("out").path, withDestinationPath: outside)
        try fm.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
        let input = ["launch()", "home()", ":save ../escaped.lua", ":save \(outside)/abs.lua", ":save notes.txt",
                     ":save out/linked.lua", ":save sub/steps.lua", ""].joined(separator: "\n")
        let result = try CLI.run(["repl", "app.lua"], input: input, directory: folder)
        #expect(result.status == 2, "each refusal is an error of the script")
        #expect(result.stdout.contains("climbs out of the current folder"), "\(result.stdout)")
        #expect(result.stdout.contains("abs.lua is not in the current folder"))
        #expect(result.stdout.contains("notes.txt: it already exists"))
        #expect(result.stdout.contains("out is a symbolic link"))
        #expect(try fm.contentsOfDirectory(atPath: outside).isEmpty)
        #expect(!fm.fileExists(atPath: folder.deletingLastPathComponent().appendingPathComponent("escaped.lua").path))
        #expect(text(existing) == "mine\n")
        let saved = try #require(text(folder.appendingPathComponent("sub/steps.lua").path))
        #expect(saved.contains("launch()") && saved.contains("home()"))
    }

    @Test("H30: --timeline naming a FIFO is refused before the run; the FIFO stays a FIFO")
    func timelineFifo() throws {
        let folder = try Spawned.folder("writes-fifo")
        defer { try? fm.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("run.svg").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let result = try CLI.run(["run", "examples/slow-save/app.lua", "examples/slow-save/scenario.lua", "--timeline", fifo])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--timeline: cannot write \(fifo): it is a FIFO (named pipe), not a regular file"), "\(result.stderr)")
        #expect(result.stdout.isEmpty, "refused before anything runs")
        #expect(kind(fifo) == S_IFIFO)
    }

    @Test("H30: --timeline naming a socket or a link to /dev/null (variants) leaves both as they were")
    func timelineSocketAndDevice() throws {
        let folder = try Spawned.folder("writes-dev")
        defer { try? fm.removeItem(at: folder) }
        let socketPath = folder.appendingPathComponent("s.svg").path
        #expect(Self.makeSocket(socketPath))
        let null = folder.appendingPathComponent("null.svg").path
        try fm.createSymbolicLink(atPath: null, withDestinationPath: "/dev/null")
        for target in [socketPath, null] {
            let result = try CLI.run(["run", "examples/well-behaved/app.lua", "--timeline", target, "--format", "jsonl"])
            #expect(result.status == 2, "\(target)")
            #expect(result.stderr.contains("--timeline: cannot write \(target): it is a"), "\(result.stderr)")
        }
        #expect(kind(socketPath) == S_IFSOCK)
        #expect(kind(null) == S_IFLNK)
        #expect(kind("/dev/null") == S_IFCHR)
    }

    @Test("H30, H29: at a terminal :save asks before it replaces a file, and refuses a FIFO and the app")
    func interactiveSave() throws {
        let (folder, _) = try replFolder("writes-save-tty")
        defer { try? fm.removeItem(at: folder.deletingLastPathComponent()) }
        let kept = folder.appendingPathComponent("kept.lua").path
        try "old\n".write(toFile: kept, atomically: false, encoding: .utf8)
        #expect(mkfifo(folder.appendingPathComponent("pipe.lua").path, 0o600) == 0)
        let terminal = try PseudoTerminal(["repl", "app.lua"], home: folder.path, directory: folder)
        #expect(terminal.expect("[notRunning]> "))
        terminal.send("launch()\r")
        #expect(terminal.expect("[active]> "))
        terminal.send(":save kept.lua\r")
        #expect(terminal.expect("kept.lua exists; replace it? [y/N] "))
        terminal.send("n\r")
        #expect(terminal.expect("not saved; kept.lua is as it was"))
        #expect(text(kept) == "old\n")
        terminal.send(":save kept.lua\r")
        #expect(terminal.expect("replace it? [y/N] "))
        terminal.send("y\r")
        #expect(terminal.expect("saved 1 chunk to kept.lua"))
        terminal.send(":save pipe.lua\r")
        #expect(terminal.expect("cannot write pipe.lua: it is a FIFO"))
        terminal.send(":save app.lua\r")
        #expect(terminal.expect("app.lua is one of the run's input files"))
        // Ctrl-D at the prompt, as a user types it: sent while the line editor is not yet reading
        // (the terminal still in line mode), the end-of-file can be taken before the editor reads.
        #expect(terminal.expect("[active]> "))
        terminal.send("\u{4}")
        let status = terminal.waitForExit()
        #expect(status == 0, "\(String(decoding: terminal.transcript.suffix(600), as: UTF8.self).debugDescription)")
        #expect(text(kept)?.contains("launch()") == true)
        #expect(kind(folder.appendingPathComponent("pipe.lua").path) == S_IFIFO)
    }

    @Test("H28, H29, H30: no file in Sources/ but Platform+Writes.swift opens, creates, renames or writes files")
    func onlyTheRuleWrites() throws {
        let calls = try NSRegularExpression(pattern: #"FileManager\.default|createFile\(|write\(to(File)?: *[^&\s]|FileHandle\(for(Writing|Updating)|(?<![.\w])(fopen|freopen|creat|rename|renameat|mkstemp|mkdir|mkdirat|link|linkat|symlink|unlink|unlinkat|truncate|ftruncate|fwrite)\(|(?<![.\w])open(at)?\(.*O_(WRONLY|RDWR|CREAT|APPEND|TRUNC)"#)
        // Build and benchmark tools, not the tool users run: the stdlib embedder writes the
        // generated source at build time; the benchmark's sink writes to /dev/null.
        let allowed: Set = ["Sources/lifecycle/Platform+Writes.swift", "Sources/StdlibEmbedder/main.swift",
                            "Sources/LifecycleBench/DiscardingSink.swift"]
        let sources = CLI.root.appendingPathComponent("Sources")
        var found: [String] = []
        let files = try #require(fm.enumerator(atPath: sources.path)).compactMap { $0 as? String }
        for file in files where file.hasSuffix(".swift") || file.hasSuffix(".c") || file.hasSuffix(".h") {
            let path = "Sources/" + file
            guard !allowed.contains(path) else { continue }
            let source = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let text = String(line)
                if text.contains("func ") || text.trimmingCharacters(in: .whitespaces).hasPrefix("//") { continue }
                if calls.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil {
                    found.append("\(path):\(number + 1): \(text.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
        #expect(files.count > 100, "the scan saw the sources")
    }

    /// A UNIX socket bound at `path` (left in place when its descriptor closes).
    static func makeSocket(_ path: String) -> Bool {
        #if canImport(Glibc)
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = socket(AF_UNIX, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8CString)
        guard bytes.count <= MemoryLayout.size(ofValue: address.sun_path) else { return false }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in bytes.enumerated() { raw[index] = UInt8(bitPattern: byte) }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        return bound == 0
    }
}
