import Foundation
import LifecycleCore
import Testing
@testable import LifecycleLua
@testable import LifecycleTools

/// S3 in the exercises: a suspended app's code freezes at the line it reached and goes on at the
/// next wake, or is lost with its process (M1). Exercise 38 teaches it; exercises 05, 27 and 33
/// show it in their feedback, and their checkers fail the fixes that leave code to freeze.
@Suite("Exercises — frozen code")
struct FrozenCodeExerciseTests {
    static func check(_ exercise: Exercise, _ source: String, profile: OSProfile? = nil) -> ExerciseCheck {
        ExerciseCheck(exercise, source: source, path: "app.lua", simulation: profile.map { Simulation(profile: $0) })
    }

    /// The learner's code the feedback lists, as (what happened, line, rule).
    static func stopped(_ check: ExerciseCheck) -> [(String, String?, Rule)] {
        check.stoppedCode.compactMap { record in
            guard case .code(_, _, _, _, let line, let rule, _) = record.event else { return nil }
            return (record.event.name, line, rule)
        }
    }

    @Test("S3, M1: exercise 38 is appended after 37, on ios13, and builds on background tasks and saving at Home")
    func testS3M1Exercise38Order() throws {
        let exercise = try #require(Exercise.all.first { $0.folder == "38-save-before-you-are-frozen" })
        #expect(exercise.number == 38 && Exercise.all.last == exercise)
        #expect(exercise.profile == .ios13)
        #expect(exercise.rules == ["S3", "M1"])
        #expect(exercise.buildsOn == ["B5", "B7"])
        #expect(exercise.hints.count == 3)
    }

    @Test("S3, M1: exercise 38's starter: the dispatched save froze at its line when the app was suspended, then was lost with the purged process; on ios13 and ios7",
          arguments: [OSProfile.ios13, .ios7])
    func testS3M1Exercise38SaveFrozeThenLost(_ profile: OSProfile) throws {
        let exercise = try #require(Exercise.number(38))
        let starter = Self.check(exercise, exercise.starter, profile: profile)
        #expect(starter.status == .fail)
        #expect(ExerciseVariant.failed(starter, "after the suspended app was purged the entry should be on disk"))
        let stopped = Self.stopped(starter)
        #expect(stopped.count >= 2, "\(stopped)")
        #expect(stopped.first?.0 == "froze" && stopped.first?.1 == "app.lua:30" && stopped.first?.2 == .S3, "\(stopped)")
        #expect(stopped.dropFirst().first?.0 == "lost" && stopped.dropFirst().first?.1 == "app.lua:30" && stopped.dropFirst().first?.2 == .M1, "\(stopped)")
        #expect(exercise.starter.split(separator: "\n", omittingEmptySubsequences: false)[29].contains("work(1)"), "line 30 is the save's work")
        let solution = Self.check(exercise, exercise.solution, profile: profile)
        #expect(solution.status == .pass, "\(solution.findings.filter { !$0.passed }.map(\.name))")
        #expect(solution.stoppedCode.isEmpty)
    }

    @Test("S3, B5: exercise 38: ending the task right after dispatching, or only in the expiration handler, fails")
    func testS3B5Exercise38HalfFixes() throws {
        let endAtOnce = try ExerciseVariant.make("save-before-you-are-frozen",
            "    saveEntry(text)\n    finish()                                        -- saved: now the app may be suspended\n  end)\n",
            "    saveEntry(text)\n  end)\n  finish()\n")
        let early = Self.check(endAtOnce.0, endAtOnce.1)
        #expect(early.status == .fail)
        #expect(ExerciseVariant.failed(early, "after the suspended app was purged the entry should be on disk"))
        #expect(Self.stopped(early).contains { $0.0 == "lost" && $0.2 == .M1 })
        let neverEnded = try ExerciseVariant.make("save-before-you-are-frozen",
            "    finish()                                        -- saved: now the app may be suspended\n", "")
        let late = Self.check(neverEnded.0, neverEnded.1)
        #expect(late.status == .fail)
        #expect(ExerciseVariant.failed(late, "once the entry is saved and the task ended, the app should be suspended"))
    }

    @Test("S3, C6: exercise 33 without the stop flag: the third download froze when its task was completed, goes on when the app is opened, and writes episode 3 over episode 4")
    func testS3C6Exercise33WithoutTheFlagFails() throws {
        let (exercise, noStop) = try ExerciseVariant.make("complete-every-bgtask",
            "      cancelled = true                                -- the download stops at its next second\n", "")
        let source = noStop.replacingOccurrences(of: "      if cancelled then return end                    -- the expiration handler completed it\n", with: "")
        #expect(source != noStop)
        let check = Self.check(exercise, source)
        #expect(check.status == .fail)
        #expect(ExerciseVariant.failed(check, "opened after the fourth refresh the app should still have episode 4"))
        #expect(check.findings.contains { !$0.passed && $0.name.contains("holds episode 3") })
        #expect(Self.stopped(check).contains { $0.0 == "froze" && $0.1 == "app.lua:40" && $0.2 == .C6 }, "\(Self.stopped(check))")
        #expect(check.warnings.contains { $0.contains("setTaskCompletedWithSuccess: called again") }, "\(check.warnings)")
        // The flag alone (the handler completes the task and the block stops at its next second) passes.
        let solution = Self.check(exercise, exercise.solution)
        #expect(solution.status == .pass)
        #expect(solution.findings.contains { $0.passed && $0.name.hasPrefix("opened after the fourth refresh") })
    }

    @Test("S3: exercise 05: the export on a global queue without a task froze when the app was suspended, and the feedback lists it")
    func testS3Exercise05ExportWithoutTaskFreezes() throws {
        let exercise = try #require(Exercise.number(5))
        let dispatched = exercise.starter.replacingOccurrences(of: "\n  exportMovie()\n", with: "\n  DispatchQueue.global():async(exportMovie)\n")
        #expect(dispatched != exercise.starter)
        let check = Self.check(exercise, dispatched)
        #expect(check.status == .fail)
        #expect(ExerciseVariant.failed(check, "Documents/movie.mov was not saved"))
        let stopped = Self.stopped(check)
        #expect(stopped.first?.0 == "froze" && stopped.first?.2 == .S3, "\(stopped)")
    }

    @Test("W2: exercise 27 with the mode but the handler still called first: the download froze before it ran, and the feedback lists it")
    func testW2Exercise27DownloadFreezes() throws {
        let exercise = try #require(Exercise.number(27))
        let modeOnly = exercise.starter.replacingOccurrences(of: "UIBackgroundModes = {} }", with: "UIBackgroundModes = { \"remote-notification\" } }")
        #expect(modeOnly != exercise.starter)
        let check = Self.check(exercise, modeOnly)
        #expect(check.status == .fail)
        let stopped = Self.stopped(check)
        #expect(!stopped.isEmpty && stopped.allSatisfy { $0.0 == "froze" && $0.2 == .W2 }, "\(stopped)")
    }
}
