/// What an exercise's checker expects the learner to observe among the simulator's warnings: a
/// checker line `-- Expected outcome: TEXT` says that a warning containing TEXT is the lesson, not
/// a mistake (a launch URL the app refuses is not opened, L3). `learn check` and `learn watch`
/// show such a warning as an ℹ note, never under "Warnings"; a test holds every declared outcome
/// to a warning of the reference solution, and every warning of a solution to a declaration.
extension Exercise {
    static let outcomePrefix = "-- Expected outcome:"

    /// The checker's `-- Expected outcome:` texts, in order.
    public var expectedOutcomes: [String] {
        checker.split(separator: "\n").compactMap { line in
            let text = line.drop { $0 == " " || $0 == "\t" }
            guard text.hasPrefix(Self.outcomePrefix) else { return nil }
            let outcome = text.dropFirst(Self.outcomePrefix.count).drop { $0 == " " }
            return outcome.isEmpty ? nil : String(outcome)
        }
    }

    /// Whether the checker expects `warning` (it contains one of the declared outcomes).
    public func expects(_ warning: String) -> Bool {
        expectedOutcomes.contains { warning.contains($0) }
    }
}
