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
        guard executable != nil else { throw Missing() }
        let outcome = try ReportConsumers.xmllint(document, schema: schema.path)
        return Verdict(valid: outcome.status == 0, output: outcome.output)
    }
}
