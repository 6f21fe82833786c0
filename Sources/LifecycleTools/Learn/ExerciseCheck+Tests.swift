/// A check as Exercism's results.json lists it: one test per expectation of the checker, named
/// from the checker's text (`CheckerExpectations`), and one last test for the rules (every
/// violation and kill, B4, R1, …), so that every run of an exercise lists the same names in the
/// same order, whatever the outcome; what happened goes in each test's message.
public struct ExerciseTestResult: Sendable, Equatable {
    public let name: String
    public let status: ExerciseCheck.Status
    public let message: String?
}

extension ExerciseCheck {
    /// The name of the test that passes when nothing broke a rule.
    public var rulesTestName: String {
        "nothing breaks a rule (no violation, no kill of the app: \(exercise.rules.joined(separator: ", ")))"
    }

    /// The expectations the checker recorded, in order.
    public var expectations: [Finding] { findings.filter { $0.rule == nil } }

    /// The violations and kills of the app, in order.
    public var problems: [Finding] { findings.filter { $0.rule != nil } }

    public var tests: [ExerciseTestResult] {
        let calls = CheckerExpectations(checker: exercise.checker).calls
        let recorded = expectations
        var tests: [ExerciseTestResult] = []
        for (index, call) in calls.enumerated() {
            if index < recorded.count {
                let finding = recorded[index]
                tests.append(ExerciseTestResult(name: call.name, status: finding.passed ? .pass : .fail,
                                                message: finding.passed ? nil : finding.name))
            } else if status == .error {
                tests.append(ExerciseTestResult(name: call.name, status: .error, message: message))
            } else {
                tests.append(ExerciseTestResult(name: call.name, status: .fail,
                                                message: "not reached: the checker stopped before line \(call.line)"))
            }
        }
        let broken = problems.map(\.name)
        tests.append(ExerciseTestResult(
            name: rulesTestName,
            status: status == .error && records.isEmpty ? .error : broken.isEmpty ? .pass : .fail,
            message: status == .error && records.isEmpty ? message : broken.isEmpty ? nil : broken.joined(separator: "\n")))
        return tests
    }
}
