import Foundation
import Testing

/// H10: the same command gives the same bytes, whatever the machine, the string-hash seed or the
/// parallelism. Lua seeds its string hash from the time and from addresses, which differ from one
/// process to the next, so each case of the fuzz corpus is played by the built `lifecycle` binary
/// twice at once, in two processes, and the two outputs (and exit statuses) must be equal byte for
/// byte. `FUZZ_CASES` sets how many cases (`scripts/fuzz N`).
@Suite("Fuzz determinism across processes (H10)")
struct FuzzParallelTests {
    /// The `lifecycle` binary the package built beside the test bundle.
    static let binary: URL? = {
        let bundles = Bundle.allBundles.filter { $0.bundlePath.hasSuffix(".xctest") }
        let candidates = bundles.map { $0.bundleURL.deletingLastPathComponent() }
            + [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
        return candidates.map { $0.appendingPathComponent("lifecycle") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    struct Output: Equatable {
        /// False when a signal ended the process (`status` is then the signal's number).
        let exited: Bool
        let status: Int32
        let stdout: Data
        let stderr: Data
    }

    @Test("H10: every case of the fuzz corpus gives the same bytes in two processes run at once")
    func corpusInParallel() throws {
        let binary = try #require(Self.binary, "the lifecycle binary is built beside the tests (swift build --build-tests)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifecycle-parallel-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        var compared = 0, wrote = 0
        let seeds = FuzzReport.replay.map { [$0] } ?? (0..<FuzzReport.cases).map { 0xF10_0000 + UInt64($0) }
        for (index, caseSeed) in seeds.enumerated() {
            let fuzzCase = FuzzCase.make(caseSeed: caseSeed)
            let directory = folder.appendingPathComponent("case-\(index)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            for file in fuzzCase.files {
                try file.source.write(to: directory.appendingPathComponent(file.path), atomically: true, encoding: .utf8)
            }
            let arguments = ["run", FuzzCase.appPath, FuzzCase.scenarioPath, "--profile", fuzzCase.profile.name,
                             "--seed", String(fuzzCase.seed), "--format", "jsonl"]
            let (first, second) = try Self.twice(binary, arguments, in: directory)
            var problems: [String] = []
            if first != second { problems.append("two processes gave two outputs: \(Self.difference(first, second))") }
            if !first.exited || !(0...2).contains(first.status) {
                problems.append("ended with \(first.exited ? "exit status" : "signal") \(first.status), not exit 0, 1 or 2")
            }
            #expect(problems.isEmpty, "\(FuzzReport.failure(fuzzCase, problems))")
            compared += 1
            // An empty scenario rightly writes nothing; most cases write a trace.
            if !first.stdout.isEmpty || !first.stderr.isEmpty { wrote += 1 }
        }
        #expect(compared == seeds.count)
        #expect(FuzzReport.replay != nil || wrote * 2 >= seeds.count, "only \(wrote) of \(seeds.count) cases wrote anything: is the binary running?")
    }

    @Test("H10: the reproducer (200 string keys through pairs) gives one trace in six parallel runs with --seed 7")
    func reproducerInParallel() throws {
        let binary = try #require(Self.binary)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lifecycle-f10-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let app = """
        local App = {}
        function App:application_didFinishLaunchingWithOptions(application, options)
          local t = {} for i = 1, 200 do t["key" .. i] = i end
          local sum = 0 for k, v in pairs(t) do sum = sum + v end
          print(sum, next(t))
          return true
        end
        return App
        """
        try app.write(to: directory.appendingPathComponent("app.lua"), atomically: true, encoding: .utf8)
        try "launch()\n".write(to: directory.appendingPathComponent("scenario.lua"), atomically: true, encoding: .utf8)
        let arguments = ["run", "app.lua", "scenario.lua", "--seed", "7", "--format", "jsonl"]
        let outputs = try Self.concurrently(binary, arguments, in: directory, times: 6)
        #expect(Set(outputs.map(\.stdout)).count == 1, "\(outputs.map { String(decoding: $0.stdout, as: UTF8.self) })")
        #expect(String(decoding: outputs[0].stdout, as: UTF8.self).contains("\"text\":\"20100\\tkey1\\t1\""))
    }

    /// Runs `binary arguments` in `directory` twice, both processes at once.
    static func twice(_ binary: URL, _ arguments: [String], in directory: URL) throws -> (Output, Output) {
        let outputs = try concurrently(binary, arguments, in: directory, times: 2)
        return (outputs[0], outputs[1])
    }

    /// Starts `times` processes, then reads them all.
    static func concurrently(_ binary: URL, _ arguments: [String], in directory: URL, times: Int) throws -> [Output] {
        var running: [(Process, FileHandle, FileHandle)] = []
        for _ in 0..<times {
            let process = Process()
            process.executableURL = binary
            process.arguments = arguments
            process.currentDirectoryURL = directory
            let out = Pipe(), err = Pipe()
            process.standardOutput = out
            process.standardError = err
            process.standardInput = FileHandle.nullDevice
            try process.run()
            running.append((process, out.fileHandleForReading, err.fileHandleForReading))
        }
        // Each process's pipes are drained on their own thread, so that none blocks on a full pipe.
        let read = Collected()
        let group = DispatchGroup()
        for (index, (_, out, err)) in running.enumerated() {
            group.enter()
            DispatchQueue.global().async {
                read.store(index, out.readDataToEndOfFile(), err.readDataToEndOfFile())
                group.leave()
            }
        }
        group.wait()
        return running.enumerated().map { index, entry in
            entry.0.waitUntilExit()
            let (stdout, stderr) = read.output(index)
            return Output(exited: entry.0.terminationReason == .exit, status: entry.0.terminationStatus, stdout: stdout, stderr: stderr)
        }
    }

    /// What the reading threads collected, behind a lock.
    final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var outputs: [Int: (Data, Data)] = [:]
        func store(_ index: Int, _ stdout: Data, _ stderr: Data) {
            lock.lock()
            outputs[index] = (stdout, stderr)
            lock.unlock()
        }
        func output(_ index: Int) -> (Data, Data) {
            lock.lock()
            defer { lock.unlock() }
            return outputs[index] ?? (Data(), Data())
        }
    }

    /// The first line where two outputs differ.
    static func difference(_ a: Output, _ b: Output) -> String {
        if a.status != b.status { return "exit \(a.status) and \(b.status)" }
        let left = String(decoding: a.stdout, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let right = String(decoding: b.stdout, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        for (index, pair) in zip(left, right).enumerated() where pair.0 != pair.1 {
            return "line \(index + 1):\n  \(pair.0)\n  \(pair.1)"
        }
        if left.count != right.count { return "\(left.count) and \(right.count) lines" }
        return "stderr: \(String(decoding: a.stderr, as: UTF8.self)) | \(String(decoding: b.stderr, as: UTF8.self))"
    }
}
