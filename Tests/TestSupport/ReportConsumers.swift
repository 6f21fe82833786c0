import Foundation

/// The real programs that read `lifecycle test`'s reports, run on a report in a temporary file:
/// Perl's `prove` (TAP::Harness, from Debian's perl), and Python's tappy (`tap.py`),
/// `junitparser` and `jsonschema`, which scripts/test installs in `.build/pytools` when they are
/// missing. A test that needs one that is not there fails, saying how to get it: never skipped.
public enum ReportConsumers {
    public struct Missing: Error, CustomStringConvertible {
        public let description: String
    }

    /// What a consumer said: its exit status and everything it printed.
    public struct Outcome: Sendable {
        public let status: Int32
        public let output: String
    }

    /// `prove -e cat FILE`: TAP::Harness reads the stream as `prove` reads a test's output.
    public static func prove(_ tap: String) throws -> Outcome {
        guard let prove = executable("prove") else {
            throw Missing(description: "prove is missing (Debian's perl has it): run scripts/test, which installs it")
        }
        return try withFile(tap, suffix: ".tap") { try run(prove, ["-e", "cat", $0]) }
    }

    /// `xmllint --noout --schema SCHEMA FILE` (libxml2-utils, which scripts/test installs).
    public static func xmllint(_ document: String, schema: String) throws -> Outcome {
        guard let xmllint = executable("xmllint") else {
            throw Missing(description: "xmllint is missing (libxml2-utils): run scripts/test, which installs it")
        }
        return try withFile(document, suffix: ".xml") { try run(xmllint, ["--noout", "--nonet", "--schema", schema, $0]) }
    }

    /// Runs `script` with the test Python (`.build/pytools/bin/python3`, or
    /// `$LIFECYCLE_TEST_PYTHON`), the report's path as its first argument.
    public static func python(_ script: String, on report: String, suffix: String = ".txt", arguments: [String] = []) throws -> Outcome {
        let environment = ProcessInfo.processInfo.environment["LIFECYCLE_TEST_PYTHON"]
        let python = environment.map { URL(fileURLWithPath: $0) } ?? Repository.url(".build/pytools/bin/python3")
        guard FileManager.default.isExecutableFile(atPath: python.path) else {
            throw Missing(description: "\(python.path) is missing: run scripts/test, which makes it with junitparser, tap.py and jsonschema")
        }
        return try withFile(report, suffix: suffix) { try run(python, ["-c", script, $0] + arguments) }
    }

    static func executable(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    static func withFile<T>(_ text: String, suffix: String, _ body: (String) throws -> T) throws -> T {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("lifecycle-report-\(UUID().uuidString)\(suffix)")
        try Data(text.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return try body(file.path)
    }

    static func run(_ executable: URL, _ arguments: [String]) throws -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}

/// The Python each consumer test runs.
public enum ConsumerScripts {
    /// tappy (with its YAML reader): prints `VERSION TOTAL OK NOTOK YAML` for the stream (argv[1]),
    /// YAML the number of points whose diagnostic block parsed to a mapping with a `message`;
    /// exits 1 on a line it cannot read.
    public static let tappy = """
        import sys
        from tap.parser import Parser
        total = ok = notok = yaml = 0
        version = None
        for line in Parser().parse_file(sys.argv[1]):
            if line.category == 'version': version = line.version
            if line.category == 'unknown': print('unknown line:', repr(line)); sys.exit(1)
            if line.category == 'test':
                total += 1
                if line.ok: ok += 1
                else: notok += 1
                block = line.yaml_block
                if isinstance(block, dict) and isinstance(block.get('message'), str): yaml += 1
        print(version, total, ok, notok, yaml)
        """

    /// junitparser: prints `TESTS FAILURES ERRORS` counted from the test cases (argv[1]) and each
    /// case as `NAME|RESULT|TIME` on its own line.
    public static let junitparser = """
        import sys
        from junitparser import JUnitXml, Failure, Error
        xml = JUnitXml.fromfile(sys.argv[1])
        tests = failures = errors = 0
        lines = []
        for suite in xml:
            for case in suite:
                tests += 1
                kinds = [type(r).__name__ for r in case.result]
                if any(isinstance(r, Failure) for r in case.result): failures += 1
                if any(isinstance(r, Error) for r in case.result): errors += 1
                lines.append('%s|%s|%s|%s' % (case.name, ','.join(kinds) or 'passed', case.time, (case.system_out or '').split('\\n')[0]))
        print(tests, failures, errors)
        print('\\n'.join(lines))
        """

    /// jsonschema: validates the document (argv[1]) against the schema (argv[2]); prints `valid`
    /// or the first error.
    public static let jsonschema = """
        import sys, json, jsonschema
        document = json.load(open(sys.argv[1], encoding='utf-8'))
        schema = json.load(open(sys.argv[2], encoding='utf-8'))
        jsonschema.Draft202012Validator.check_schema(schema)
        errors = sorted(jsonschema.Draft202012Validator(schema).iter_errors(document), key=lambda e: list(e.path))
        print('valid' if not errors else 'invalid: %s at %s' % (errors[0].message, list(errors[0].path)))
        sys.exit(1 if errors else 0)
        """
}
