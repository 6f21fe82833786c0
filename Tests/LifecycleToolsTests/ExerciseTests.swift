import LifecycleCore
import Testing
@testable import LifecycleLua
@testable import LifecycleTools
import LuaBridge

/// The teaching exercises: every starter fails its checker, every solution passes.
@Suite("Exercises")
struct ExerciseTests {
    @Test("there are at least 20 exercises, in order, covering every rule group of docs/rules.md")
    func catalog() {
        let all = Exercise.all
        #expect(all.count >= 20)
        // Numbered in order, without gaps.
        let numbers = all.map(\.number)
        #expect(numbers == numbers.sorted() && Set(numbers).count == numbers.count)
        #expect(numbers == Array(1...(numbers.last ?? 0)), "\(numbers)")
        let groups = Set(all.flatMap(\.rules).compactMap(\.first))
        #expect(groups.isSuperset(of: ["S", "L", "U", "I", "B", "R", "M", "F", "T", "E", "V", "W", "C"]), "groups: \(groups.sorted())")
    }

    @Test("each exercise has a title, rule ids, instructions, a TODO, and two or three hints",
          arguments: Exercise.all.map(\.number))
    func shape(_ number: Int) throws {
        let exercise = try #require(Exercise.number(number))
        #expect(!exercise.title.isEmpty)
        #expect(!exercise.rules.isEmpty)
        #expect(exercise.instructions.count > 100)
        #expect(exercise.starter.contains("-- TODO"))
        #expect((2...3).contains(exercise.hints.count), "\(exercise.folder) has \(exercise.hints.count) hints")
    }

    @Test("the starter fails its checker (it loads, but keeps no rule), the solution passes",
          arguments: Exercise.all.map(\.number))
    func starterFailsSolutionPasses(_ number: Int) throws {
        let exercise = try #require(Exercise.number(number))
        let starter = ExerciseCheck(exercise, source: exercise.starter, path: "\(exercise.folder)/app.lua")
        #expect(starter.status == .fail, "\(exercise.folder) starter: \(starter.status) \(starter.message ?? "")")
        #expect(starter.findings.contains { !$0.passed })
        let lines = exercise.starter.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(!starter.pointers.isEmpty && starter.pointers.allSatisfy { (1...lines).contains($0.line) },
                "\(exercise.folder) starter: its failure names none of its lines")
        let solution = ExerciseCheck(exercise, source: exercise.solution, path: "\(exercise.folder)/app.lua")
        #expect(solution.status == .pass, "\(exercise.folder) solution: \(solution.findings.filter { !$0.passed }.map(\.name)) \(solution.message ?? "")")
        // A solution's warnings are all outcomes its checker expects, and each expected one occurs.
        #expect(solution.warnings.isEmpty, "\(exercise.folder) solution warns: \(solution.warnings); an outcome the checker expects is declared by a `-- Expected outcome:` line")
        for outcome in exercise.expectedOutcomes {
            #expect(solution.outcomes.contains { $0.contains(outcome) }, "\(exercise.folder): the expected outcome '\(outcome)' did not happen")
        }
    }

    @Test("L3: exercise 03's checker expects the refused cookbook:// URL: its warning is an outcome, the starter's refused recipes:// URL stays a warning")
    func expectedOutcome() throws {
        let exercise = try #require(Exercise.all.first { $0.folder.hasSuffix("-open-the-launch-url") })
        #expect(exercise.expectedOutcomes == ["the URL cookbook://recipe/lasagne is not opened (L3)"])
        let starter = ExerciseCheck(exercise, source: exercise.starter, path: "\(exercise.folder)/app.lua")
        #expect(starter.outcomes.count == 1 && starter.outcomes.allSatisfy { $0.contains("cookbook://") }, "\(starter.outcomes)")
        #expect(starter.warnings.count == 1 && starter.warnings.allSatisfy { $0.contains("recipes://recipe/pancakes is not opened") }, "\(starter.warnings)")
    }
}
