import LifecycleCore
import Testing
@testable import LifecycleTools

/// P: an exercise's `-- Profile:` line names any profile, ios26 and ios27 included, and
/// `learn check` plays its checker there.
@Suite("Exercise profiles")
struct ExerciseProfileTests {
    static func exercise(profileLine: String) -> Exercise {
        Exercise(number: 99, folder: "99-scenes-required", title: "Scenes required", rules: ["C1"],
                 starter: "-- Scenes required (C1)\n-- \(profileLine)\nreturn {}\n",
                 checker: "launch()\nexpect_state(\"active\")\n", solution: "return {}\n", hints: [])
    }

    @Test("P: the Profile: line of an exercise names ios26 or ios27 (any case); an unknown one is none")
    func pProfileLineNamesNewProfiles() {
        #expect(Self.exercise(profileLine: "Profile: ios26").profile == .ios26)
        #expect(Self.exercise(profileLine: "Profile: iOS27").profile == .ios27)
        #expect(Self.exercise(profileLine: "Profile: ios28").profile == nil)
    }

    @Test("C1, P: learn check plays an ios27 exercise on ios27: an app without scenes fails, killed at launch citing C1")
    func c1PCheckPlaysOnIOS27() {
        let exercise = Self.exercise(profileLine: "Profile: ios27")
        let app = "local App = {}\nfunction App:application_didFinishLaunchingWithOptions(a, o) return true end\nreturn App\n"
        let check = ExerciseCheck(exercise, source: app, path: "app.lua")
        #expect(check.status == .fail)
        #expect(check.findings.contains { !$0.passed && $0.rule == "C1" }, "\(check.findings)")
        let onIOS26 = ExerciseCheck(Self.exercise(profileLine: "Profile: ios26"), source: app, path: "app.lua")
        #expect(onIOS26.status == .pass, "\(onIOS26.findings)")
    }
}
