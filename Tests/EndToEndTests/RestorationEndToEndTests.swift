import Foundation
import Testing

/// State restoration from the command line (W4): the pretty lines a learner reads when saved
/// state is discarded. What survives which kill RestorationPlayedTests plays in process.
@Suite("W4 — state restoration, end to end", .serialized)
struct RestorationEndToEndTests {
    @Test("W4: saved, then user_kill(): the pretty trace says the state was discarded and why, explained")
    func forceQuitDiscards() throws {
        let app = """
        local App = {}
        local editor = UIViewController.new("Editor")
        editor.restorationIdentifier = "editor"
        function editor:encodeRestorableStateWithCoder(coder)
          UIViewController.encodeRestorableStateWithCoder(self, coder)
          coder:encodeObject_forKey('Dear Sam,', "draft")
        end
        function editor:decodeRestorableStateWithCoder(coder)
          UIViewController.decodeRestorableStateWithCoder(self, coder)
          print("decoded " .. tostring(coder:decodeObjectForKey("draft")))
        end
        function App:application_willFinishLaunchingWithOptions(application, options)
          UIWindow.new().rootViewController = editor
          return true
        end
        function App:application_shouldSaveApplicationState(application, coder) return true end
        function App:application_shouldRestoreApplicationState(application, coder) return true end
        return App
        """
        let pretty = try EraEdgeTests.play(app, "launch() home() user_kill()", ["--format", "pretty"])
        #expect(pretty.stdout.contains("⟲ saved state discarded: editor (draft): the user removed the app in the switcher (T4)"))
        #expect(pretty.stdout.contains("[W4]\n           ↳ lifecycle explain W4"))
    }
}
