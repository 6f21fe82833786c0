import Foundation
import LifecycleCore
import Testing
@testable import LifecycleLua
@testable import LifecycleTools

/// Exercises 35–37 (L3, U1, P; L2, V1; V1 on ios13): appended after the scene and BGTask
/// exercises, because progress files key results and hints by number, and each names what it
/// builds on. Their checkers reject the half-fixes a learner would try.
@Suite("Corrected-lesson exercises")
struct CorrectedLessonExerciseTests {
    static func check(_ exercise: Exercise, _ source: String, profile: OSProfile? = nil) -> ExerciseCheck {
        ExerciseCheck(exercise, source: source, path: "app.lua", simulation: profile.map { Simulation(profile: $0) })
    }

    @Test("P: the three are 35-37, on ios13, after every earlier exercise, and build on rules taught before them")
    func order() throws {
        let folders = ["the-url-method-of-today", "count-what-the-user-saw", "refresh-after-the-sheet"]
        let added = try folders.map { folder in try #require(Exercise.all.first { $0.folder.hasSuffix(folder) }) }
        #expect(added.map(\.number) == [35, 36, 37])
        #expect(added.allSatisfy { $0.profile == .ios13 })
        #expect(added.map(\.rules) == [["L3", "U1", "P", "N"], ["L2", "V1"], ["V1"]])
        #expect(added.map(\.buildsOn) == [["U2"], ["V2", "S4"], ["E4"]])
    }

    @Test("L3, U1: exercise 35's starter fails at launch and while suspended: openURL:sourceApplication:annotation: is never called beside openURL:options:")
    func testL3U1OldMethodNeverCalled() throws {
        let exercise = try #require(Exercise.number(35))
        let starter = Self.check(exercise, exercise.starter)
        #expect(starter.status == .fail)
        #expect(ExerciseVariant.failed(starter, "launched by recipes://recipe/pancakes"))
        #expect(ExerciseVariant.failed(starter, "a recipes://recipe/lasagne link opened while the app was suspended"))
        #expect(!ExerciseVariant.failed(starter, "the sign-in library's signin:// callback"))
        // The iOS 9 method: the solution holds on every profile from ios7 (ios26 only warns that it
        // is deprecated for scene:openURLContexts:), and before iOS 9 nothing calls it.
        for profile in [OSProfile.ios7, .ios13, .ios26] {
            #expect(Self.check(exercise, exercise.solution, profile: profile).status == .pass, "\(profile.name)")
        }
        #expect(Self.check(exercise, exercise.solution, profile: .ios6).status == .fail)
    }

    @Test("P: exercise 35: showing the recipe but keeping the source application from nowhere fails; without openURL:options: at all the sign-in is lost")
    func testPSourceApplicationFromOptions() throws {
        let (exercise, noSource) = try ExerciseVariant.make("the-url-method-of-today",
            "remember(options.UIApplicationOpenURLOptionsSourceApplicationKey)", "remember(nil)")
        let check = Self.check(exercise, noSource)
        #expect(check.status == .fail)
        #expect(ExerciseVariant.failed(check, "the link came from the team's meal planner"))
        // Moving everything back into the deprecated method: the sign-in callback is dropped.
        let old = exercise.starter.replacingOccurrences(of: "function Recipes:application_openURL_options(application, url, options)",
                                                        with: "local function unused(application, url, options)")
        #expect(old != exercise.starter)
        let back = Self.check(exercise, old)
        #expect(back.status == .fail)
        #expect(ExerciseVariant.failed(back, "the sign-in library's signin:// callback"))
    }

    @Test("L2, V1: exercise 36: counting only when active in viewDidAppear: misses the user's first look, which calls no viewDidAppear:")
    func testL2V1ActiveOnlyMissesTheFirstLook() throws {
        let (exercise, activeOnly) = try ExerciseVariant.make("count-what-the-user-saw",
            "    owed = true                                     -- L2, V1: appeared in a background launch\n", "")
        let check = Self.check(exercise, activeOnly)
        #expect(check.status == .fail)
        #expect(ExerciseVariant.failed(check, "opened by the user after a background launch"))
        let starter = Self.check(exercise, exercise.starter)
        #expect(ExerciseVariant.failed(starter, "a launch into the background shows nobody anything"))
    }

    @Test("L2, V1: exercise 36: counting in applicationDidBecomeActive: alone passes; counting in both places counts a user's launch twice")
    func testL2V1DidBecomeActiveAlone() throws {
        let (exercise, deferOnly) = try ExerciseVariant.make("count-what-the-user-saw", "  if owed then                                      -- the user sees it now",
                                                             "  owed = true\n  if owed then")
        let alone = deferOnly.replacingOccurrences(of: "    countScreenView()\n  else\n", with: "  else\n")
        #expect(Self.check(exercise, alone).status == .pass)
        let twice = Self.check(exercise, deferOnly)
        #expect(twice.status == .fail)
        #expect(ExerciseVariant.failed(twice, "a launch by the user counts one screen view"))
    }

    @Test("V1: exercise 37's starter fails on ios13 (a sheet leaves the list in the window) and passes on ios7 (full screen)")
    func testV1PageSheetPresenterGetsNoAppearance() throws {
        let exercise = try #require(Exercise.number(37))
        let sheet = Self.check(exercise, exercise.starter)
        #expect(sheet.status == .fail)
        #expect(ExerciseVariant.failed(sheet, "after the editor added eggs the list should show them"))
        #expect(Self.check(exercise, exercise.starter, profile: .ios7).status == .pass, "before iOS 13 the presenter's viewWillAppear: refreshed it")
    }

    @Test("V1: exercise 37: presenting full screen passes too (the calls come back); the callback passes on every profile")
    func testV1FullScreenAndCallback() throws {
        let exercise = try #require(Exercise.number(37))
        let full = exercise.starter.replacingOccurrences(of: "  self:presentViewController(editor)",
                                                         with: "  editor.modalPresentationStyle = \"fullScreen\"\n  self:presentViewController(editor)")
        #expect(full != exercise.starter)
        #expect(Self.check(exercise, full).status == .pass)
        for profile in [OSProfile.ios7, .ios13, .ios26] {
            #expect(Self.check(exercise, exercise.solution, profile: profile).status == .pass, "\(profile)")
        }
    }
}
