import LifecycleCore
import Testing
import TestSupport

/// State restoration played in process (W4): what survives which kill, what deletes it, the
/// values a coder refuses, and the eras without it. The pretty lines are
/// RestorationEndToEndTests'.
@Suite("W4 — state restoration, played")
struct RestorationPlayedTests {
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

    /// The run's records; its exit status must be `status`.
    static func records(_ app: String, _ scenario: String, _ profile: OSProfile = .ios7, status: Int32 = 0) -> [TraceRecord] {
        let run = Played(app: app, scenario: scenario, profile: profile)
        #expect(run.status() == status, "\(run.error ?? "")")
        return run.trace.records
    }

    static func restorations(_ records: [TraceRecord]) -> [String] {
        records.compactMap(\.event.restoration).map { "\($0.action) \($0.controller ?? "app") \($0.keys.joined(separator: ","))" }
    }

    @Test("W4: state saved at Home survives low_memory()'s jetsam kill and is decoded at the relaunch")
    func jetsamKeeps() {
        let records = Self.records(Self.app(), Self.purged)
        #expect(records.logs == ["decoded Dear Sam,"])
        #expect(Self.restorations(records) == ["encode editor draft", "decode editor draft"])
        #expect(records.selectors.suffix(2) == ["application:willFinishLaunchingWithOptions:", "application:shouldRestoreApplicationState:"])
    }

    @Test("W4: saved, user_kill(), relaunch: nothing is decoded, and the trace says the state was discarded and why")
    func forceQuitDiscards() {
        let records = Self.records(Self.app(), "launch() home() user_kill() launch()")
        #expect(records.logs.isEmpty)
        #expect(Self.restorations(records) == ["encode editor draft", "discard editor draft"])
        #expect(records.compactMap(\.event.restoration).last?.reason == "the user removed the app in the switcher (T4): UIKit deletes saved state after a force-quit")
        #expect(!records.selectors.contains("application:shouldRestoreApplicationState:"))
    }

    @Test("W4: a crash in the launch that restored the state discards it; the launch after restores nothing")
    func crashDiscards() {
        let records = Self.records(Self.app(decodeLine: "error('corrupt draft')"), Self.purged + " launch()")
        #expect(records.logs == ["decoded Dear Sam,"])
        #expect(records.kills.map(\.reason) == [.jetsam, .crash])
        #expect(Self.restorations(records) == ["encode editor draft", "discard editor draft"])
        #expect(records.compactMap(\.event.restoration).last?.reason?.hasPrefix("the launch that restored it crashed") == true)
    }

    @Test("W4: shouldSave returning false saves nothing, so the relaunch decodes nothing")
    func notSaved() {
        let records = Self.records(Self.app(saves: "false"), Self.purged)
        #expect(records.logs.isEmpty && Self.restorations(records).isEmpty)
        #expect(!records.selectors.contains("application:shouldRestoreApplicationState:"))
    }

    @Test("W4: a value the coder cannot store crashes the app with an error naming the key, and nothing is saved")
    func badValue() {
        let records = Self.records(Self.app(value: "{ pages = { 1, function() end } }"), Self.purged)
        let kill = records.kills.first
        #expect(kill?.reason == .crash)
        #expect(kill?.message.contains("app.lua:6: encodeObject_forKey: the value for key 'draft' holds a function at .pages[2]") == true)
        #expect(Self.restorations(records).isEmpty)
    }

    @Test("W4: on ios4 nothing is saved and the first launch warns that the hooks are from ios6")
    func ios4() {
        let records = Self.records(Self.app(), Self.purged, .ios4)
        #expect(Self.restorations(records).isEmpty && records.logs.isEmpty)
        for selector in ["application:shouldSaveApplicationState:", "application:shouldRestoreApplicationState:"] {
            #expect(records.warnings.contains("\(selector) is never called on ios4: UIKit has it from ios6 on (P); run with --profile ios6 to see it called"))
        }
        #expect(Self.records(Self.app(), Self.purged, .ios6).logs == ["decoded Dear Sam,"])
    }
}
