import Foundation
import TestSupport

/// Runs the built `lifecycle` binary, as a user would.
enum CLI {
    /// The package's root folder.
    static let root = Repository.root

    /// The `lifecycle` binary beside the test bundle (SwiftPM builds it: the tests depend on it).
    static let binary: URL = {
        if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
            let candidate = bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("lifecycle")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("lifecycle")
    }()

    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
        var lines: [String] { stdout.split(separator: "\n").map(String.init) }
    }

    /// Runs `lifecycle ARGS` in the package root (paths are relative to it), or in `directory`.
    static func run(_ arguments: [String], environment: [String: String] = [:], input: String? = nil,
                    directory: URL? = nil) throws -> Result {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? root
        var env = ProcessInfo.processInfo.environment
        env.merge(environment) { $1 }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let stdin = Pipe()
        process.standardInput = stdin
        try process.run()
        if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
        try stdin.fileHandleForWriting.close()
        // Read both pipes before waiting, so a large trace cannot block the child.
        let stdoutData = out.fileHandleForReading.readDataToEndOfFile()
        let stderrData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: stdoutData, as: UTF8.self),
                      stderr: String(decoding: stderrData, as: UTF8.self))
    }

    /// Parses JSONL output into objects; fails the caller if a line is not a JSON object.
    static func events(_ result: Result) throws -> [[String: Any]] {
        try result.lines.map { line in
            guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                throw CocoaError(.coderReadCorrupt)
            }
            return object
        }
    }

    /// A JUnit report with its wall times (` time="0.0125"`, which change from run to run) written
    /// as ` time="…"`, so that two runs compare equal; the simulated times stay.
    static func withoutWallTimes(_ junit: String) -> String {
        junit.replacingOccurrences(of: #" time="[0-9.]+""#, with: #" time="…""#, options: .regularExpression)
    }
}
