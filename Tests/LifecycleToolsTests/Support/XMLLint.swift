import Foundation
import TestSupport

/// Runs `xmllint --noout --schema docs/junit.xsd` (libxml2-utils; scripts/test installs it when it
/// is missing) on a document, to check the JUnit report against the schema docs/ publishes.
enum XMLLint {
    static let schema = Repository.url("docs/junit.xsd")

    /// What xmllint said: whether it accepted the document, and its messages.
    struct Verdict {
        let valid: Bool
        let output: String
    }

    struct Missing: Error, CustomStringConvertible {
        let description = "xmllint is missing, so the JUnit report cannot be checked against docs/junit.xsd: "
            + "install libxml2-utils (scripts/test does it; macOS has xmllint)"
    }

    /// The first `xmllint` on PATH, if any.
    static var executable: URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("xmllint") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Validates `document` against `schema` (docs/junit.xsd unless told); throws `Missing`
    /// without xmllint.
    static func validate(_ document: String, schema: URL = XMLLint.schema) throws -> Verdict {
        guard let xmllint = executable else { throw Missing() }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("lifecycle-junit-\(UUID().uuidString).xml")
        try Data(document.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = xmllint
        process.arguments = ["--noout", "--nonet", "--schema", schema.path, file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Verdict(valid: process.terminationStatus == 0, output: String(decoding: output, as: UTF8.self))
    }
}
