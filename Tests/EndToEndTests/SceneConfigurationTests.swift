import Foundation
import Testing

/// C1: `application:configurationForConnectingSceneSession:options:` may return a configuration
/// whose `delegateClass` the manifest does not name; UIKit makes the scene's delegate from the
/// class the returned configuration names, so the script's class of that name must be read.
@Suite("Scene configurations, end to end", .serialized)
struct SceneConfigurationTests {
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
    func chosenClassIsRead() throws {
        let (result, events) = try SceneEndToEndTests.run(Self.editor, "launch()\nopen_window('notes')\nfront_window('main')\n", multiple: true)
        #expect(result.status == 0, "\(result.stderr)")
        let logs = events.filter { $0["event"] as? String == "log" }.compactMap { $0["text"] as? String }
        #expect(logs == ["default main", "editor notes Editor", "default main"], "\(logs)")
        // Returned but not named by the manifest: no warning that the manifest's class is missing.
        #expect(!events.contains { ($0["message"] as? String ?? "").contains("does not return it") })
    }

    @Test("C1: a class the configuration names but the script does not return leaves the scene without a delegate, and the run goes on")
    func unknownChosenClass() throws {
        let body = Self.editor.replacingOccurrences(of: "delegateClass = \"Editor\"", with: "delegateClass = \"Nobody\"")
        let (result, events) = try SceneEndToEndTests.run(body, "launch()\nopen_window('notes')\nhome()\n", multiple: true)
        #expect(result.status == 0, "\(result.stderr)")
        let logs = events.filter { $0["event"] as? String == "log" }.compactMap { $0["text"] as? String }
        #expect(logs == ["default main"], "\(logs)")
        #expect(events.contains { $0["event"] as? String == "scene" && $0["scene"] as? String == "notes" && $0["to"] as? String == "background" })
    }
}
