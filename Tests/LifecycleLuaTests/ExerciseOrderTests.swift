import Foundation
import LifecycleCore
import Testing
@testable import LifecycleLua
@testable import LifecycleTools

/// The exercises' order is the learner's path: each exercise needs only what earlier ones taught
/// (its `Builds on:` line), no check accepts a "fix" that is wrong on a device, and results.json
/// names stay the same whatever the outcome.
@Suite("Exercise order")
struct ExerciseOrderTests {
    /// What a learner must write, and the rule of the exercise that teaches it.
    static let teaches: [(api: String, rule: String)] = [
        ("beginBackgroundTaskWithExpirationHandler", "B5"),
        ("endBackgroundTask", "B5"),
        ("DispatchQueue", "B5"),
        ("addObserver", "F3"),
        ("addTarget", "E4"),
        ("touchesBegan_withEvent", "E2"),
    ]

    @Test("every exercise builds only on rules earlier ones taught, and declares what it needs")
    func prerequisites() {
        var taught: Set<String> = []
        for exercise in Exercise.all {
            for rule in exercise.buildsOn {
                #expect(taught.contains(rule), "\(exercise.folder) builds on \(rule), which no earlier exercise teaches")
            }
            for (api, rule) in Self.teaches where exercise.solution.contains(api) && !exercise.starter.contains(api) {
                #expect(exercise.rules.contains(rule) || exercise.buildsOn.contains(rule),
                        "\(exercise.folder)'s solution writes \(api) (\(rule)) but neither teaches nor builds on \(rule)")
                #expect(exercise.rules.contains(rule) || taught.contains(rule),
                        "\(exercise.folder) needs \(rule) before any exercise teaches it")
            }
            taught.formUnion(exercise.rules)
        }
    }

    @Test("saving before suspension comes after background tasks, and declares it")
    func saveAfterBackgroundTasks() throws {
        let save = try #require(Exercise.all.first { $0.folder.hasSuffix("save-before-suspension") })
        let tasks = try #require(Exercise.all.first { $0.folder.hasSuffix("ask-for-more-time") })
        #expect(tasks.number < save.number)
        #expect(save.buildsOn == ["B5"])
        #expect(!save.instructions.contains("Builds on:"), "the page shows it resolved, not raw")
    }

    @Test("moving the slow work of exercise 'save before suspension' into applicationDidBecomeActive: fails")
    func wrongFixFails() throws {
        let save = try #require(Exercise.all.first { $0.folder.hasSuffix("save-before-suspension") })
        let head = save.solution.components(before: "function Notes:applicationDidEnterBackground")
        let wrong = head + """
            function Notes:applicationDidBecomeActive(application)
              rebuildSearchIndex()
            end

            function Notes:applicationDidEnterBackground(application)
              saveDraft()
            end

            return Notes
            """
        let check = ExerciseCheck(save, source: wrong, path: "app.lua")
        #expect(check.status == .fail)
        #expect(check.expectations.contains { !$0.passed && $0.name.contains("well under a second") })
        let queueOnly = head + """
            function Notes:applicationDidEnterBackground(application)
              saveDraft()
              DispatchQueue.global():async(rebuildSearchIndex)
            end

            return Notes
            """
        #expect(ExerciseCheck(save, source: queueOnly, path: "app.lua").status == .fail, "without a task the index never finishes")
        // Moving it into applicationWillResignActive: freezes every Home press and call instead;
        // squeezing it under the watchdog in applicationDidEnterBackground: is no fix either (B4).
        for (hook, body) in [("applicationWillResignActive", "rebuildSearchIndex()"),
                             ("applicationDidEnterBackground", "saveDraft()\n  work(4.9)\n  FileManager.write(\"Documents/index.txt\", \"index of: \" .. draft)")] {
            let other = hook == "applicationDidEnterBackground" ? "" : "function Notes:applicationDidEnterBackground(application)\n  saveDraft()\nend\n\n"
            let source = head + other + "function Notes:\(hook)(application)\n  \(body)\nend\n\nreturn Notes\n"
            let check = ExerciseCheck(save, source: source, path: "app.lua")
            #expect(check.status == .fail, "\(hook): \(body)")
            #expect(check.expectations.contains { !$0.passed && $0.name.hasPrefix("leaving should take well under a second") })
        }
    }

    @Test("exercise 'ask for more time': exporting on a global queue from applicationWillResignActive:, without a task, fails (S3)")
    func exportWithoutTaskFails() throws {
        let tasks = try #require(Exercise.all.first { $0.folder.hasSuffix("ask-for-more-time") })
        let head = tasks.solution.components(before: "function Editor:applicationDidEnterBackground")
        let wrong = head + """
            function Editor:applicationWillResignActive(application)
              DispatchQueue.global():async(exportMovie)
            end

            return Editor
            """
        let check = ExerciseCheck(tasks, source: wrong, path: "app.lua")
        #expect(check.status == .fail)
        #expect(check.expectations.contains { !$0.passed && $0.name.contains("movie.mov") })
    }

    @Test("checkers are straight-line, so their expectations map one to one onto results.json tests",
          arguments: Exercise.all.map(\.number))
    func stableNames(_ number: Int) throws {
        let exercise = try #require(Exercise.number(number))
        let code = exercise.checker.split(separator: "\n").map { CheckerExpectations.code(String($0)).trimmedSpaces }
        #expect(!code.contains { $0.hasPrefix("if ") || $0.hasPrefix("for ") || $0.hasPrefix("while ") || $0.contains("function") })
        let calls = CheckerExpectations(checker: exercise.checker).calls
        #expect(!calls.isEmpty)
        #expect(Set(calls.map(\.name)).count == calls.count)
        for call in calls {
            #expect(CheckerExpectations.depth(call.name) == 0, "\(exercise.folder) line \(call.line): '\(call.name)'")
            #expect(!call.name.hasSuffix(" is") && !call.name.hasSuffix("holds") && !call.name.hasSuffix(";"),
                    "\(exercise.folder) line \(call.line): the name ends mid-sentence: '\(call.name)'")
        }
        let starter = ExerciseCheck(exercise, source: exercise.starter, path: "app.lua")
        let solution = ExerciseCheck(exercise, source: exercise.solution, path: "app.lua")
        #expect(solution.expectations.count == calls.count)
        #expect(starter.tests.map(\.name) == solution.tests.map(\.name))
        #expect(solution.tests.allSatisfy { $0.status == .pass })
        #expect(starter.tests.contains { $0.status == .fail })
    }
}

extension String {
    /// The text before `marker` (all of it when absent).
    fileprivate func components(before marker: String) -> String {
        guard let range = range(of: marker) else { return self }
        return String(self[..<range.lowerBound])
    }
}
