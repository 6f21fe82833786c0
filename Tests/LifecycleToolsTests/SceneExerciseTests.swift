import Foundation
import LifecycleCore
import Testing
@testable import LifecycleLua
@testable import LifecycleTools

/// Exercises 30–32 (C1–C4, ios13): their checkers run on the profile the starter names, and
/// reject the fixes a learner would try that are wrong on a device.
@Suite("Scene exercises")
struct SceneExerciseTests {
    static func variant(_ suffix: String, _ old: String, _ new: String) throws -> (Exercise, String) {
        try ExerciseVariant.make(suffix, old, new)
    }

    static func check(_ exercise: Exercise, _ source: String) -> ExerciseCheck {
        ExerciseCheck(exercise, source: source, path: "app.lua")
    }

    static func failed(_ check: ExerciseCheck, _ prefix: String) -> Bool { ExerciseVariant.failed(check, prefix) }

    @Test("P: the scene exercises are 30-32, on ios13, in the order they build on each other; on ios7 their solutions fail")
    func order() throws {
        let folders = ["save-in-the-scene-delegate", "a-draft-per-window", "restore-a-disconnected-scene"]
        let scenes = try folders.map { folder in try #require(Exercise.all.first { $0.folder.hasSuffix(folder) }) }
        #expect(scenes.map(\.number) == [30, 31, 32])
        #expect(scenes.allSatisfy { $0.profile == .ios13 && !$0.instructions.contains("Profile:") })
        #expect(scenes.map(\.rules.first) == ["C1", "C3", "C4"])
        #expect(scenes.map(\.buildsOn) == [["B4", "B7"], ["C1", "B7"], ["C3", "W4"]])
        for exercise in scenes {
            #expect(Self.check(exercise, exercise.solution).status == .pass, "\(exercise.folder) on ios13")
            let old = ExerciseCheck(exercise, source: exercise.solution, path: "app.lua", simulation: Simulation(profile: .ios7))
            #expect(old.status != .pass, "\(exercise.folder): before ios13 there are no scenes, so no scene method saves")
        }
    }

    @Test("exercise 30: saving in applicationWillTerminate:, applicationWillResignActive: or sceneDidDisconnect: fails; the starter warns (C1)")
    func saveWrongFixes() throws {
        let exercise = try #require(Exercise.number(30))
        let starter = Self.check(exercise, exercise.starter)
        #expect(starter.warnings.contains { $0.contains("applicationDidEnterBackground") && $0.contains("C1") }, "\(starter.warnings)")
        for hook in ["Notes:applicationWillTerminate(application)", "Notes:applicationWillResignActive(application)",
                     "SceneDelegate:sceneDidDisconnect(scene)"] {
            let (_, wrong) = try Self.variant("save-in-the-scene-delegate", "SceneDelegate:sceneDidEnterBackground(scene)", hook)
            let check = Self.check(exercise, wrong)
            #expect(check.status == .fail, "\(hook)")
            #expect(Self.failed(check, "after a force-quit the draft typed before Home"), "\(hook)")
        }
    }

    @Test("exercise 30: saving in sceneWillResignActive: passes: UIKit calls it before every move to the background (C1, C2)")
    func resignActiveIsEnough() throws {
        let (exercise, resign) = try Self.variant("save-in-the-scene-delegate", "SceneDelegate:sceneDidEnterBackground(scene)",
                                                  "SceneDelegate:sceneWillResignActive(scene)")
        #expect(Self.check(exercise, resign).status == .pass)
    }

    @Test("exercise 30: saving on every edit, in sceneDidBecomeActive:, passes: the draft is on disk when the user swipes the app away (C1)")
    func saveOnEveryEditPasses() throws {
        let (exercise, source) = try Self.variant("save-in-the-scene-delegate", """
          draft = draft .. "word "                            -- the user types
        end
        """, """
          draft = draft .. "word "
          FileManager.write("Documents/draft.txt", draft)
        end
        """)
        let check = Self.check(exercise, source.replacingOccurrences(of: "FileManager.write(\"Documents/draft.txt\", draft)     -- C1: the scene is told, not the app", with: ""))
        #expect(check.status == .pass, "\(check.findings.filter { !$0.passed }.map(\.name))")
    }

    @Test("exercise 31: one shared draft never reset, or saved at the wrong window, fails; a table keyed by the session passes (C3)")
    func perWindowWrongFixes() throws {
        let exercise = try #require(Exercise.number(31))
        // Not resetting the shared draft: every window saves every window's words.
        let noReset = exercise.starter.replacingOccurrences(of: "  draft = \"\"                                          -- a new window starts empty\n", with: "")
        #expect(noReset != exercise.starter)
        let shared = Self.check(exercise, noReset)
        #expect(shared.status == .fail)
        #expect(Self.failed(shared, "the todo window should save only what was typed in it"))
        // Keyed by the session's persistent identifier: as good as self.
        let keyed = exercise.starter
            .replacingOccurrences(of: "local draft = \"\"                                      -- TODO: one draft for every window (C3)",
                                  with: "local drafts = {}")
            .replacingOccurrences(of: "  draft = \"\"                                          -- a new window starts empty",
                                  with: "  drafts[session.persistentIdentifier] = \"\"")
            .replacingOccurrences(of: "  draft = draft .. scene.name .. \" \"",
                                  with: "  local id = scene.session.persistentIdentifier\n  drafts[id] = drafts[id] .. scene.name .. \" \"")
            .replacingOccurrences(of: "scene.name .. \".txt\", draft)", with: "scene.name .. \".txt\", drafts[scene.session.persistentIdentifier])")
        #expect(Self.check(exercise, keyed).status == .pass, "\(Self.check(exercise, keyed).findings.filter { !$0.passed }.map(\.name))")
    }

    @Test("exercise 32: a module-level table, a file per window, or the activity never read back, fail (C4)")
    func restoreWrongFixes() throws {
        let exercise = try #require(Exercise.number(32))
        let connect = "  local activity = session.stateRestorationActivity   -- C4: nil for a new session\n  self.query = activity and activity.userInfo.query or \"\"\n"
        // The activity returned but never read.
        let (_, unread) = try Self.variant("restore-a-disconnected-scene", connect, "  self.query = \"\"\n")
        #expect(Self.failed(Self.check(exercise, unread), "the window the system disconnected should come back"))
        // A module-level table: the purge after the disconnection empties it.
        let (_, table) = try Self.variant("restore-a-disconnected-scene", connect,
                                          "  self.query = remembered[scene.name] or \"\"\n")
        let kept = table.replacingOccurrences(of: "local SceneDelegate = {}\n", with: "local SceneDelegate = {}\nlocal remembered = {}\n")
            .replacingOccurrences(of: "  show(scene, self.query)\n", with: "  show(scene, self.query)\n  remembered[scene.name] = self.query\n")
        let memory = Self.check(exercise, kept)
        #expect(memory.status == .fail)
        #expect(Self.failed(memory, "the window the system disconnected should come back"))
        // A file per window name: it survives the force-quit too, when a new window starts empty.
        let (_, file) = try Self.variant("restore-a-disconnected-scene", connect,
                                         "  self.query = FileManager.read(\"Documents/query-\" .. scene.name .. \".txt\") or \"\"\n")
        let filed = file.replacingOccurrences(of: "  show(scene, self.query)\n",
                                              with: "  show(scene, self.query)\n  FileManager.write(\"Documents/query-\" .. scene.name .. \".txt\", self.query)\n")
        let disk = Self.check(exercise, filed)
        #expect(disk.status == .fail)
        #expect(Self.failed(disk, "after a force-quit a new window should start with an empty search"))
    }
}
