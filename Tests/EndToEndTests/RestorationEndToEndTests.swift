import Foundation
import Testing

/// State restoration from the command line (W4): what survives which kill, what deletes it, the
/// values a coder refuses, and the eras without it.
@Suite("W4 — state restoration, end to end", .serialized)
struct RestorationEndToEndTests {
    typealias Event = [String: Any]

    /// An editor whose root view controller saves `value` under "draft" (Lua, `coder` in scope)
    /// and prints what it gets back; `saves` is what `shouldSave` returns; `decodeLine` runs in
    /// the decode method after it prints.
    static func app(value: String = "'Dear Sam,'", saves: String = "true", decodeLine: String = "") -> String {
        """
        local App = {}
        local editor = UIViewController.new("Editor")
        editor.restorationIdentifier = "editor"
        function editor:encodeRestorableStateWithCoder(coder)
          UIViewController.encodeRestorableStateWithCoder(self, coder)
          coder:encodeObject_forKey(\(value), "draft")
        end
        function editor:decodeRestorableStateWithCoder(coder)
          UIViewController.decodeRestorableStateWithCoder(self, coder)
          print("decoded " .. tostring(coder:decodeObjectForKey("draft")))
          \(decodeLine)
        end
        function App:application_willFinishLaunchingWithOptions(application, options)
          UIWindow.new().rootViewController = editor
          return true
        end
        function App:application_shouldSaveApplicationState(application, coder) return \(saves) end
        function App:application_shouldRestoreApplicationState(application, coder) return true end
        return App
        """
    }

    static let purged = "launch() home() advance(10) low_memory() launch()"

    static func events(_ app: String, _ scenario: String, _ options: [String] = [], status: Int32 = 0) throws -> [Event] {
        let result = try EraEdgeTests.play(app, scenario, options)
        #expect(result.status == status, "\(result.stderr)")
        return try CLI.events(result)
    }

    static func restorations(_ events: [Event]) -> [String] {
        EraEdgeTests.of("restoration", events).map { e in
            "\(e["action"] as? String ?? "?") \(e["controller"] as? String ?? "app") \((e["keys"] as? [String] ?? []).joined(separator: ","))"
        }
    }

    @Test("W4: state saved at Home survives low_memory()'s jetsam kill and is decoded at the relaunch")
    func jetsamKeeps() throws {
        let events = try Self.events(Self.app(), Self.purged)
        #expect(EraEdgeTests.logs(events) == ["decoded Dear Sam,"])
        #expect(Self.restorations(events) == ["encode editor draft", "decode editor draft"])
        let hooks = EraEdgeTests.hooks(events)
        #expect(hooks.suffix(2) == ["application:willFinishLaunchingWithOptions:", "application:shouldRestoreApplicationState:"])
    }

    @Test("W4: saved, user_kill(), relaunch: nothing is decoded, and the trace says the state was discarded and why")
    func forceQuitDiscards() throws {
        let events = try Self.events(Self.app(), "launch() home() user_kill() launch()")
        #expect(EraEdgeTests.logs(events).isEmpty)
        #expect(Self.restorations(events) == ["encode editor draft", "discard editor draft"])
        let discard = EraEdgeTests.of("restoration", events).last
        #expect(discard?["reason"] as? String == "the user removed the app in the switcher (T4): UIKit deletes saved state after a force-quit")
        #expect(!EraEdgeTests.hooks(events).contains("application:shouldRestoreApplicationState:"))
        let pretty = try EraEdgeTests.play(Self.app(), "launch() home() user_kill()", ["--format", "pretty"])
        #expect(pretty.stdout.contains("⟲ saved state discarded: editor (draft): the user removed the app in the switcher (T4)"))
        #expect(pretty.stdout.contains("[W4]\n           ↳ lifecycle explain W4"))
    }

    @Test("W4: a crash in the launch that restored the state discards it; the launch after restores nothing")
    func crashDiscards() throws {
        let app = Self.app(decodeLine: "error('corrupt draft')")
        let events = try Self.events(app, Self.purged + " launch()")
        #expect(EraEdgeTests.logs(events) == ["decoded Dear Sam,"])
        #expect(EraEdgeTests.of("kill", events).map { $0["reason"] as? String } == ["jetsam", "crash"])
        #expect(Self.restorations(events) == ["encode editor draft", "discard editor draft"])
        #expect((EraEdgeTests.of("restoration", events).last?["reason"] as? String)?.hasPrefix("the launch that restored it crashed") == true)
    }

    @Test("W4: shouldSave returning false saves nothing, so the relaunch decodes nothing")
    func notSaved() throws {
        let events = try Self.events(Self.app(saves: "false"), Self.purged)
        #expect(EraEdgeTests.logs(events).isEmpty && Self.restorations(events).isEmpty)
        #expect(!EraEdgeTests.hooks(events).contains("application:shouldRestoreApplicationState:"))
    }

    @Test("W4: a value the coder cannot store crashes the app with an error naming the key, and nothing is saved")
    func badValue() throws {
        let events = try Self.events(Self.app(value: "{ pages = { 1, function() end } }"), Self.purged)
        let kill = EraEdgeTests.of("kill", events).first
        #expect(kill?["reason"] as? String == "crash")
        #expect((kill?["message"] as? String)?.contains("app.lua:6: encodeObject_forKey: the value for key 'draft' holds a function at .pages[2]") == true)
        #expect(Self.restorations(events).isEmpty)
    }

    @Test("W4: on ios4 nothing is saved and the first launch warns that the hooks are from ios6")
    func ios4() throws {
        let events = try Self.events(Self.app(), Self.purged, ["--profile", "ios4"])
        #expect(Self.restorations(events).isEmpty && EraEdgeTests.logs(events).isEmpty)
        let warnings = EraEdgeTests.warnings(events)
        for selector in ["application:shouldSaveApplicationState:", "application:shouldRestoreApplicationState:"] {
            #expect(warnings.contains("\(selector) is never called on ios4: UIKit has it from ios6 on (P); run with --profile ios6 to see it called"))
        }
        let ios6 = try Self.events(Self.app(), Self.purged, ["--profile", "ios6"])
        #expect(EraEdgeTests.logs(ios6) == ["decoded Dear Sam,"])
    }
}
