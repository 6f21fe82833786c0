import Foundation
import Testing

/// `lifecycle explore --profile ios13` on a scene app (C4): the built binary finds a scene that
/// forgets its draft when the system reclaims it, writes the scenario, and `lifecycle run
/// --strict` replays the crash.
@Suite("lifecycle explore: scenes", .serialized)
struct ExploreSceneCommandTests {
    /// Returns its draft in an activity, but reads it back only for a new session (C4).
    static let draft = """
        local App = {}
        App.info = { UIApplicationSceneManifest = {
          UIApplicationSupportsMultipleScenes = true,
          UISceneConfigurations = { UIWindowSceneSessionRoleApplication = {
            { UISceneConfigurationName = "Default Configuration", UISceneDelegateClassName = "SceneDelegate" } } } } }
        function App:application_didFinishLaunchingWithOptions(application, options) return true end
        local SceneDelegate = {}
        function SceneDelegate:scene_willConnectToSession_options(scene, session, options)
          if session.stateRestorationActivity == nil then self.draft = "" end  -- WRONG: not read back
        end
        function SceneDelegate:sceneDidBecomeActive(scene) self.draft = self.draft .. "x" end
        function SceneDelegate:stateRestorationActivityForScene(scene)
          return { activityType = "com.example.notes", userInfo = { draft = self.draft } }
        end
        return App, { SceneDelegate = SceneDelegate }
        """

    @Test("C4: a reconnected scene without its draft is found at depth 3 on ios13, and its scenario replays the crash")
    func forgottenDraft() throws {
        let dir = try Spawned.folder("explore-scenes")
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.draft.write(to: dir.appendingPathComponent("draft.lua"), atomically: true, encoding: .utf8)
        let result = try CLI.run(["explore", "draft.lua", "--profile", "ios13", "--depth", "3", "--out", "found"], directory: dir)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.contains("✖ C1 kill crash in sceneDidBecomeActive:"), "\(result.stdout)")
        // low_memory() disconnects the scene in the background first (C4), as disconnect_scene does.
        #expect(result.stdout.contains("shortest: launch → home → low_memory → reopen"), "\(result.stdout)")
        let found = "found/C1-kill-crash-sceneDidBecomeActive.lua"
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent(found).path))
        let replay = try CLI.run(["run", "draft.lua", found, "--profile", "ios13", "--strict"], directory: dir)
        #expect(replay.status == 1)
        #expect(replay.stdout.contains("attempt to concatenate a nil value (field 'draft')"), "\(replay.stdout)")
        // The same app on ios7 has no scenes (C1 is ios13): nothing to find.
        let old = try CLI.run(["explore", "draft.lua", "--profile", "ios7", "--depth", "2", "--out", "old"], directory: dir)
        #expect(old.status == 0 && old.stdout.contains("no problem found"), "\(old.stdout)")
    }
}
