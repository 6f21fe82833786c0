import Foundation

/// Where `scripts/fuzz` wants its files, and how a failing case is reported: the case's files
/// written to a folder, and the message naming its seed and the `lifecycle run` command.
enum FuzzReport {
    /// How many cases to run: `FUZZ_CASES`, else the small number the test suite runs.
    static var cases: Int { environment("FUZZ_CASES").flatMap(Int.init) ?? 40 }
    /// How many property checks share the cases, in parallel (`FUZZ_SHARDS`, default 1).
    static var shards: Int { max(1, environment("FUZZ_SHARDS").flatMap(Int.init) ?? 1) }
    /// One case to replay (`scripts/fuzz --case SEED`), instead of random ones.
    static var replay: UInt64? { environment("FUZZ_CASE").flatMap(UInt64.init) }
    /// The folder for case files: `FUZZ_OUT`, else a folder in the temporary directory.
    static var folder: String {
        environment("FUZZ_OUT") ?? (NSTemporaryDirectory() as NSString).appendingPathComponent("lifecycle-fuzz")
    }
    /// Only `scripts/fuzz` asks for the case about to run to be kept on disk (a crash of the host
    /// leaves it there).
    static var keepsCurrent: Bool { environment("FUZZ_OUT") != nil }

    static func environment(_ name: String) -> String? { ProcessInfo.processInfo.environment[name] }

    /// Writes the case's files to `folder/name` and returns that folder.
    @discardableResult
    static func write(_ fuzzCase: FuzzCase, as name: String) -> String {
        let directory = (folder as NSString).appendingPathComponent(name)
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for file in fuzzCase.files {
            try? file.source.write(toFile: (directory as NSString).appendingPathComponent(file.path), atomically: true, encoding: .utf8)
        }
        let note = "case seed \(fuzzCase.caseSeed)\n\(fuzzCase.command)\n"
        try? note.write(toFile: (directory as NSString).appendingPathComponent("README"), atomically: true, encoding: .utf8)
        return directory
    }

    /// The message of a failing case, after writing its files.
    static func failure(_ fuzzCase: FuzzCase, _ problems: [String]) -> String {
        let directory = write(fuzzCase, as: "case-\(fuzzCase.caseSeed)")
        let listed = problems.prefix(10).map { "  - \($0)" }.joined(separator: "\n")
        return """
        fuzz case \(fuzzCase.caseSeed) failed (replay it with scripts/fuzz --case \(fuzzCase.caseSeed)):
        \(listed)
        reproduce: cd \(directory) && \(fuzzCase.command)
        """
    }
}
