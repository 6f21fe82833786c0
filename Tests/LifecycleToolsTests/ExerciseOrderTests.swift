import Foundation
import LifecycleCore
import Testing
import TestSupport
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

    /// An exercise's solution with `old` replaced by `new` (which must be there).
    private static func variant(_ suffix: String, _ old: String, _ new: String) throws -> (Exercise, String) {
        let exercise = try #require(Exercise.all.first { $0.folder.hasSuffix(suffix) })
        #expect(exercise.solution.contains(old), "\(suffix): the solution lacks \(old)")
        return (exercise, exercise.solution.replacingOccurrences(of: old, with: new))
    }

    @Test("the wake exercises come after every ios7 exercise, only ios13 ones follow, and they declare what they build on")
    func wakeExercisesOrder() throws {
        let folders = ["finish-every-fetch", "a-silent-push", "where-the-user-was", "after-a-force-quit"]
        let wakes = try folders.map { folder in try #require(Exercise.all.first { $0.folder.hasSuffix(folder) }) }
        let ios7 = Exercise.all.filter { $0.profile != .ios13 }
        #expect(wakes.map(\.number) == ios7.suffix(4).map(\.number))
        #expect(Exercise.all.filter { $0.number > wakes[3].number }.allSatisfy { $0.profile == .ios13 })
        #expect(wakes.map(\.rules.first) == ["W1", "W2", "W4", "W3"])
        #expect(wakes[0].buildsOn == ["B5"])
        #expect(wakes[1].buildsOn == ["W1", "B5"])
        #expect(wakes[2].buildsOn == ["V2"])
        #expect(wakes[3].buildsOn == ["F5", "W1"])
    }

    @Test("exercise 'finish every fetch': calling the handler before the download, or twice, fails (W1)")
    func fetchHandlerTooEarly() throws {
        let (fetch, early) = try Self.variant("finish-every-fetch", "  DispatchQueue.global():async(function()\n    local forecast",
                                               "  completionHandler(UIBackgroundFetchResultNewData)\n  DispatchQueue.global():async(function()\n    local forecast")
        let check = ExerciseCheck(fetch, source: early.replacingOccurrences(of: "    completionHandler(UIBackgroundFetchResultNewData)\n  end)", with: "  end)"), path: "app.lua")
        #expect(check.status == .fail)
        #expect(check.expectations.contains { !$0.passed && $0.name.contains("forecast.txt") })
        // Both paths calling it, and once more at the end: a second call is a violation.
        let (_, twice) = try Self.variant("finish-every-fetch", "    completionHandler(UIBackgroundFetchResultNewData)\n  end)",
                                          "    completionHandler(UIBackgroundFetchResultNewData)\n    completionHandler(UIBackgroundFetchResultNoData)\n  end)")
        let second = ExerciseCheck(fetch, source: twice, path: "app.lua")
        #expect(second.status == .fail)
        #expect(second.problems.contains { $0.rule == "W1" })
    }

    @Test("exercise 'a silent push': the mode without moving the handler after the work fails, and so does the handler without the mode (W2)")
    func pushHalfFixes() throws {
        let push = try #require(Exercise.all.first { $0.folder.hasSuffix("a-silent-push") })
        let modeOnly = push.starter.replacingOccurrences(of: "UIBackgroundModes = {} }", with: "UIBackgroundModes = { \"remote-notification\" } }")
        #expect(modeOnly != push.starter)
        let check = ExerciseCheck(push, source: modeOnly, path: "app.lua")
        #expect(check.status == .fail)
        #expect(check.problems.isEmpty, "the handler called early breaks no rule UIKit checks: the work freezes")
        #expect(check.expectations.contains { !$0.passed && $0.name.hasPrefix("a silent push to the suspended app") })
        let (_, noMode) = try Self.variant("a-silent-push", "UIBackgroundModes = { \"remote-notification\" } }", "UIBackgroundModes = { \"fetch\" } }")
        let other = ExerciseCheck(push, source: noMode, path: "app.lua")
        #expect(other.status == .fail)
        #expect(other.problems.contains { $0.rule == "W2" })
    }

    @Test("exercise 'where the user was': the draft in the coder, the draft saved only at termination, or the line in a file, fail (W4, B7)")
    func restorationWrongFixes() throws {
        let restore = try #require(Exercise.all.first { $0.folder.hasSuffix("where-the-user-was") })
        #expect(ExerciseCheck(restore, source: restore.solution, path: "app.lua").status == .pass, "the jetsam kill the checker causes is no finding")
        // Saving the draft in applicationWillTerminate: a suspended app is force-quit without it.
        let (_, atTerminate) = try Self.variant("where-the-user-was", "function App:applicationDidEnterBackground(application)",
                                                "function App:applicationWillTerminate(application)")
        let terminate = ExerciseCheck(restore, source: atTerminate, path: "app.lua")
        #expect(terminate.status == .fail)
        #expect(terminate.expectations.contains { !$0.passed && $0.name.hasPrefix("after a force-quit the draft should still be there") })
        // The caret's line in the file too: after a force-quit the user gets it back, not a fresh start.
        let (_, lineInFile) = try Self.variant("where-the-user-was", "  FileManager.write(\"Documents/draft.txt\", draft)",
                                               "  FileManager.write(\"Documents/draft.txt\", draft)\n  FileManager.write(\"Documents/line.txt\", tostring(line))")
        let keepsLine = lineInFile.replacingOccurrences(of: "  draft = FileManager.read(\"Documents/draft.txt\") or \"\"",
                                                        with: "  draft = FileManager.read(\"Documents/draft.txt\") or \"\"\n  line = tonumber(FileManager.read(\"Documents/line.txt\") or \"1\")")
        let file = ExerciseCheck(restore, source: keepsLine, path: "app.lua")
        #expect(file.status == .fail)
        #expect(file.expectations.contains { !$0.passed && $0.name.hasPrefix("after a force-quit the editor should start fresh") })
    }

    @Test("exercise 'after a force-quit': refreshing in applicationWillEnterForeground: only fails: a launch after a force-quit does not call it (W3)")
    func refreshOnlyOnForeground() throws {
        let (quit, wrong) = try Self.variant("after-a-force-quit", "  download()                                          -- W3: the user may have stopped the wakes\n", "")
        let source = wrong.replacingOccurrences(of: "return Paper", with: "function Paper:applicationWillEnterForeground(application)\n  download()\nend\n\nreturn Paper")
        let check = ExerciseCheck(quit, source: source, path: "app.lua")
        #expect(check.status == .fail)
        #expect(check.expectations.contains { !$0.passed && $0.name.hasPrefix("opened by the user on 23 June") })
    }

    @Test("M1, M3: learn check: low_memory() terminating the app while it runs in the background is no finding either; the check fails on the expectation that breaks")
    func backgroundTerminationIsNoFinding() throws {
        let restore = try #require(Exercise.all.first { $0.folder.hasSuffix("where-the-user-was") })
        // The same checker, but the app is terminated while it runs in the background (M3), not
        // purged while suspended: the system's answer to low_memory() too, no fault of the app.
        let running = restore.solution.replacingOccurrences(of: "  FileManager.write(\"Documents/draft.txt\", draft)     -- B7: what they wrote survives every kill",
                                                            with: "  FileManager.write(\"Documents/draft.txt\", draft)\n  application:beginBackgroundTaskWithExpirationHandler(function() end)")
        let check = ExerciseCheck(restore, source: running, path: "app.lua")
        #expect(check.records.contains { $0.event.kill?.message.hasSuffix(", M3)") == true }, "the app was terminated in the background")
        #expect(check.status == .fail)
        #expect(check.expectations.contains { !$0.passed && $0.name.hasPrefix("expected state suspended") })
        #expect(!check.problems.contains { $0.name.hasPrefix("killed: jetsam") }, "\(check.problems.map(\.name))")
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
