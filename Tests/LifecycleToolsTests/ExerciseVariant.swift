import Foundation
import Testing
@testable import LifecycleLua
@testable import LifecycleTools

/// A learner's attempt at an exercise, made from its solution: what the exercise tests of the
/// later groups (scenes, BGTaskScheduler) use to hold a checker to the fixes it must reject.
enum ExerciseVariant {
    /// An exercise's solution with `old` replaced by `new` (which must be there).
    static func make(_ suffix: String, _ old: String, _ new: String) throws -> (Exercise, String) {
        let exercise = try #require(Exercise.all.first { $0.folder.hasSuffix(suffix) })
        #expect(exercise.solution.contains(old), "\(suffix): the solution lacks \(old)")
        return (exercise, exercise.solution.replacingOccurrences(of: old, with: new))
    }

    /// The checker found the expectation whose name begins with `prefix` failed.
    static func failed(_ check: ExerciseCheck, _ prefix: String) -> Bool {
        check.findings.contains { !$0.passed && $0.name.hasPrefix(prefix) }
    }
}
