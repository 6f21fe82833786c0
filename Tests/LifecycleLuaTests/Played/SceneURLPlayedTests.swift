import LifecycleCore
import Testing
import TestSupport

/// C1, U1, U2 with scenes, played in process: a URL reaches the scene delegate's
/// `scene:openURLContexts:` (never the app delegate's URL methods), whether the scene is in front
/// or the app was suspended.
@Suite("Scene URLs, played")
struct SceneURLPlayedTests {
    @Test("C1, U1, U2: scene:openURLContexts: receives the URL in front and after a return from suspension; the app delegate's URL methods are not called")
    func openURLContextsReceivesTheURL() {
        let body = """
        function SceneDelegate:scene_openURLContexts(scene, contexts)
          for _, context in ipairs(contexts) do print("scene opens " .. context.URL) end
        end
        function AppDelegate:application_openURL_sourceApplication_annotation(app, url) print("app delegate got " .. url) return true end
        function AppDelegate:application_handleOpenURL(app, url) print("app delegate got " .. url) return true end
        """
        let run = ScenePlayedTests.run(body, "launch()\nopen_url('notes://a')\nhome()\nadvance(10)\nopen_url('notes://b')\n")
        #expect(run.status(strict: true) == 0, "\(run.error ?? "")")
        #expect(run.trace.logs == ["scene opens notes://a", "scene opens notes://b"], "\(run.trace.logs)")
        let calls = run.trace.calls.map(\.hook)
        #expect(calls.filter { $0 == .sceneOpenURLContexts }.count == 2)
        #expect(!calls.contains(.openURL) && !calls.contains(.handleOpenURL))
        // U1: the second URL brings the scene to the front first.
        let lines = ScenePlayedTests.lines(run.trace.records)
        let second = lines.lastIndex(of: "call scene:openURLContexts:")!
        #expect(lines[..<second].contains("scene main background→foregroundInactive"), "\(lines)")
    }
}
