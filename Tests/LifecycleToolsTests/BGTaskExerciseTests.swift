import Foundation
import LifecycleCore
import Testing
@testable import LifecycleLua
@testable import LifecycleTools

/// Exercises 33 and 34 (C6, ios13): their checkers run on the profile the starter names, and
/// reject the fixes a learner would try that are wrong on a device.
@Suite("BGTaskScheduler exercises")
struct BGTaskExerciseTests {
    static func variant(_ suffix: String, _ old: String, _ new: String) throws -> (Exercise, String) {
        try ExerciseVariant.make(suffix, old, new)
    }

    static func failed(_ check: ExerciseCheck, _ prefix: String) -> Bool { ExerciseVariant.failed(check, prefix) }

    @Test("P: every exercise's Profile: line names a profile; the C exercises, and every one after the first of them, say ios13, the others run on the default")
    func profiles() throws {
        let firstScene = try #require(Exercise.all.first { $0.rules.contains { $0.first == "C" } }).number
        for exercise in Exercise.all {
            let profile = try #require(exercise.profile, "\(exercise.folder): its Profile: line names no profile")
            // From the scene exercises on, the path stays on ios13 (the exercises appended for
            // lessons of that era, a sheet's presenter among them, V1); before, the default.
            #expect((exercise.number >= firstScene) == (profile == .ios13), "\(exercise.folder) runs on \(profile.name)")
            #expect(!exercise.instructions.contains("Profile:"), "the page shows it resolved, not raw")
        }
        let bg = try #require(Exercise.all.first { $0.folder.hasSuffix("complete-every-bgtask") })
        #expect(bg.number == 33 && bg.buildsOn == ["W1", "B5"])
        let late = try #require(Exercise.all.first { $0.folder.hasSuffix("register-during-launch") })
        #expect(late.number == 34 && late.buildsOn == ["C6", "L2"] && late.rules == ["C6", "L2"])
    }

    @Test("P: on the default profile exercise 33's solution cannot run: BGTaskScheduler is nil before ios13")
    func defaultProfileFails() throws {
        let bg = try #require(Exercise.all.first { $0.folder.hasSuffix("complete-every-bgtask") })
        #expect(ExerciseCheck(bg, source: bg.solution, path: "app.lua").status == .pass)
        let old = ExerciseCheck(bg, source: bg.solution, path: "app.lua", simulation: Simulation(profile: .ios7))
        #expect(old.status != .pass)
    }

    @Test("exercise 33: completing only in the expiration handler keeps the app running 30 s at each refresh, and fails (C6)")
    func completeOnlyWhenExpired() throws {
        let (bg, wrong) = try Self.variant("complete-every-bgtask", "        task:setTaskCompletedWithSuccess(false)       -- C6: every path completes the task\n", "")
        let source = wrong.replacingOccurrences(of: "      task:setTaskCompletedWithSuccess(true)\n", with: "")
        #expect(source != wrong)
        let check = ExerciseCheck(bg, source: source, path: "app.lua")
        #expect(check.status == .fail)
        #expect(Self.failed(check, "after a refresh that found episodes the task should be completed"))
    }

    @Test("exercise 33: completing the task at the start of the launch handler freezes the download, and fails (C6)")
    func completeFirst() throws {
        let (bg, early) = try Self.variant("complete-every-bgtask", "    DispatchQueue.global():async(function()\n      local episodes",
                                            "    task:setTaskCompletedWithSuccess(true)\n    DispatchQueue.global():async(function()\n      local episodes")
        let check = ExerciseCheck(bg, source: early, path: "app.lua")
        #expect(check.status == .fail)
        #expect(Self.failed(check, "Documents/episodes.txt was not saved"))
    }

    @Test("exercise 33: every path completed but no expiration handler: the 45 s download gets the app killed (C6)")
    func noExpirationHandler() throws {
        let handler = "    task.expirationHandler = function()               -- C6: the time is up\n      cancelled = true                                -- the download stops at its next second\n      task:setTaskCompletedWithSuccess(false)\n    end\n"
        let (bg, wrong) = try Self.variant("complete-every-bgtask", handler, "")
        let check = ExerciseCheck(bg, source: wrong, path: "app.lua")
        #expect(check.status == .fail)
        #expect(check.problems.contains { $0.rule == "C6" && $0.name.hasPrefix("killed: expired") })
        #expect(Self.failed(check, "a refresh still downloading when its 30 s are up"))
    }

    @Test("exercise 34: registering in applicationWillEnterForeground: never runs at launch, so the submit crashes (C6)")
    func registerOnForeground() throws {
        let register = "  scheduler:registerForTaskWithIdentifier_usingQueue_launchHandler(SYNC, nil, sync)\n"
        let (late, wrong) = try Self.variant("register-during-launch", register, "")
        let source = wrong.replacingOccurrences(of: "function Mail:applicationDidEnterBackground(application)",
                                                with: "function Mail:applicationWillEnterForeground(application)\n" + register + "end\n\nfunction Mail:applicationDidEnterBackground(application)")
        let check = ExerciseCheck(late, source: source, path: "app.lua")
        #expect(check.status == .fail)
        #expect(check.problems.contains { $0.rule == "C6" && $0.name.contains("No launch handler registered") })
    }

    @Test("exercise 34: registering in applicationDidEnterBackground:, or only in a launch in the foreground, fails (C6, L2)")
    func registerLateOrOnlyInForeground() throws {
        let register = "  scheduler:registerForTaskWithIdentifier_usingQueue_launchHandler(SYNC, nil, sync)\n"
        let (late, wrong) = try Self.variant("register-during-launch", register, "")
        let atHome = wrong.replacingOccurrences(of: "function Mail:applicationDidEnterBackground(application)\n",
                                                with: "function Mail:applicationDidEnterBackground(application)\n" + register)
        let home = ExerciseCheck(late, source: atHome, path: "app.lua")
        #expect(home.status == .fail)
        #expect(home.problems.contains { $0.rule == "C6" && $0.name.contains("All launch handlers must be registered") })
        // Registered in didFinishLaunching, but not in a launch into the background (L2).
        let (_, foregroundOnly) = try Self.variant("register-during-launch", register,
                                                   "  if application.applicationState ~= \"background\" then\n  " + register + "  end\n")
        let check = ExerciseCheck(late, source: foregroundOnly, path: "app.lua")
        #expect(check.status == .fail)
        #expect(Self.failed(check, "the process launched into the background for the sync"))
    }

    @Test("exercise 34: the solution passes, the checker's own low_memory() purge is no finding")
    func solutionPasses() throws {
        let late = try #require(Exercise.all.first { $0.folder.hasSuffix("register-during-launch") })
        let check = ExerciseCheck(late, source: late.solution, path: "app.lua")
        #expect(check.status == .pass, "\(check.findings.filter { !$0.passed }.map(\.name))")
        #expect(check.problems.isEmpty)
    }
}
