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
        let solution = ExerciseCheck(exercise, source: exercise.solution, path: "\(exercise.folder)/app.lua")
        #expect(solution.status == .pass, "\(exercise.folder) solution: \(solution.findings.filter { !$0.passed }.map(\.name)) \(solution.message ?? "")")
    }
}
