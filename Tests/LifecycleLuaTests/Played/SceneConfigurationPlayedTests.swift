import LifecycleCore
import Testing
import TestSupport

/// C1: `application:configurationForConnectingSceneSession:options:` may return a configuration
/// whose `delegateClass` the manifest does not name; UIKit makes the scene's delegate from the
/// class the returned configuration names, so the script's class of that name must be read.
@Suite("Scene configurations, played")
struct SceneConfigurationPlayedTests {
    static let editor = """
    function AppDelegate:application_configurationForConnectingSceneSession_options(application, session, options)
      if #application.openSessions > 1 then return { name = "Editor Configuration", delegateClass = "Editor" } end
      return nil
    end
    function SceneDelegate:sceneDidBecomeActive(scene) print("default " .. scene.name) end
    local Editor = {}
    function Editor:scene_willConnectToSession_options(scene, session, options) self.kind = session.configuration.delegateClass end
    function Editor:sceneDidBecomeActive(scene) print("editor " .. scene.name .. " " .. tostring(self.kind)) end
    do return AppDelegate, { SceneDelegate = SceneDelegate, Editor = Editor } end
    """

    @Test("C1: a delegateClass the manifest does not name, chosen by configurationForConnectingSceneSession:, is the scene's delegate")
    func chosenClassIsRead() {
        let run = ScenePlayedTests.run(Self.editor, "scenario { device = 'ipad' } launch()\nopen_window('notes')\nfront_window('main')\n", multiple: true)
        #expect(run.status() == 0, "\(run.error ?? "")")
        #expect(run.trace.logs == ["default main", "editor notes Editor", "default main"], "\(run.trace.logs)")
        // Returned but not named by the manifest: no warning that the manifest's class is missing.
        let messages = run.trace.events.compactMap { event -> String? in
            switch event {
            case .warning(let message), .violation(_, let message), .kill(_, _, let message, _, _, _), .exit(_, let message),
                 .expect(_, let message), .info(_, let message): return message
            default: return nil
            }
        }
        #expect(!messages.contains { $0.contains("does not return it") })
    }

    @Test("C1: a class the configuration names but the script does not return leaves the scene without a delegate, and the run goes on")
    func unknownChosenClass() {
        let body = Self.editor.replacingOccurrences(of: "delegateClass = \"Editor\"", with: "delegateClass = \"Nobody\"")
        let run = ScenePlayedTests.run(body, "scenario { device = 'ipad' } launch()\nopen_window('notes')\nhome()\n", multiple: true)
        #expect(run.status() == 0, "\(run.error ?? "")")
        #expect(run.trace.logs == ["default main"], "\(run.trace.logs)")
        #expect(run.trace.records.contains { $0.event.scene.map { $0.name == "notes" && $0.to == .background } ?? false })
    }
}
