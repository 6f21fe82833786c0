import LifecycleCore

/// A `results.json` in the format of Exercism's test runner, version 2: what `lifecycle learn
/// check --json` prints and what `lifecycle test --results-dir DIR` writes for each submission,
/// through this one writer. `status` is `pass`, `fail` or `error`; `message` says why an error
/// happened (null otherwise); each test has a `name`, a `status`, a `message` (why it did not
/// pass) and an `output` (what the code printed), null when there is none. Keys in that fixed
/// order, two spaces of indentation, strings written by the trace's JSON writer (every control
/// character as a `\u` escape): the same input, the same bytes. Implements no lifecycle rule.
public struct ExercismResults: Sendable, Equatable {
    public enum Status: String, Sendable { case pass, fail, error }

    public struct Test: Sendable, Equatable {
        public let name: String
        public let status: Status
        public let message: String?
        public let output: String?
        public init(name: String, status: Status, message: String?, output: String?) {
            self.name = name
            self.status = status
            self.message = message
            self.output = output
        }
    }

    public let status: Status
    public let message: String?
    public let tests: [Test]

    public init(status: Status, message: String?, tests: [Test]) {
        self.status = status
        self.message = message
        self.tests = tests
    }

    /// The status of a whole run of `statuses`: `error` if any is, else `pass` if all are, else `fail`.
    public static func overall(_ statuses: [Status]) -> Status {
        statuses.contains(.error) ? .error : statuses.allSatisfy { $0 == .pass } ? .pass : .fail
    }

    /// The document, ending with a newline.
    public func json() -> String {
        func value(_ text: String?) -> String { text.map(TraceJSON.quoted) ?? "null" }
        var lines = ["{", "  \"version\": 2,", "  \"status\": \(TraceJSON.quoted(status.rawValue)),",
                     "  \"message\": \(value(message)),"]
        if tests.isEmpty {
            lines.append("  \"tests\": []")
        } else {
            lines.append("  \"tests\": [")
            for (index, test) in tests.enumerated() {
                lines.append("    {")
                lines.append("      \"name\": \(TraceJSON.quoted(test.name)),")
                lines.append("      \"status\": \(TraceJSON.quoted(test.status.rawValue)),")
                lines.append("      \"message\": \(value(test.message)),")
                lines.append("      \"output\": \(value(test.output))")
                lines.append(index == tests.count - 1 ? "    }" : "    },")
            }
            lines.append("  ]")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}

extension GradeReport {
    /// App `index`'s results as Exercism's runner writes them: a test per case, named
    /// `scenario [profile]`; its message every failure of it, whole, a line each; its output
    /// the case's notes, then what the app printed. `error` for an app that did not load or was
    /// not submitted (the message says why), else `fail` when a case did not pass.
    public func exercismResults(ofApp index: Int) -> ExercismResults {
        let app = self.app(index)
        let tests = cases(ofApp: index).map { item -> ExercismResults.Test in
            let status: ExercismResults.Status = item.status == .passed ? .pass : item.status == .failed ? .fail : .error
            let failures = failureLines(item, GradeReport.sentence)
            let output = noteLines(item) + outputLines(item)
            return ExercismResults.Test(name: scenario(item.scenario).name + " [" + item.profile + "]", status: status,
                                        message: status == .pass || failures.isEmpty ? nil : failures.joined(separator: "\n"),
                                        output: output.isEmpty ? nil : output.joined(separator: "\n"))
        }
        if let error = app.loadError { return ExercismResults(status: .error, message: error, tests: tests) }
        let status = ExercismResults.overall(tests.map(\.status))
        let message = status == .error ? tests.first { $0.status == .error }?.message : nil
        return ExercismResults(status: status, message: message, tests: tests)
    }
}
