import LifecycleCore
import Testing
@testable import LifecycleLua
@testable import LifecycleTools
import LuaBridge
import TestSupport

/// Loading app scripts: validation, delegate snapshot, misspelt hooks, the application object.
@Suite("App scripts")
struct AppScriptTests {
    @Test("a syntax error in the app names the file and the line")
    func syntaxError() {
        let loader = LuaAppLoader(source: "local D = {}\nfunction D:x(\nreturn D", path: "apps/broken.lua", simulation: .default)
        let message = loader.validate()
        #expect(message?.hasPrefix("apps/broken.lua:3:") == true, "\(String(describing: message))")
    }

    @Test("an app that does not return a table is refused with a clear message")
    func notATable() {
        let message = LuaAppLoader(source: "return 42", path: "a.lua", simulation: .default).validate()
        #expect(message == "a.lua: the app script must return its delegate table (it returned number)")
    }

    @Test("an error at the top of the app script is a load error with file and line")
    func topLevelError() {
        let message = LuaAppLoader(source: "local x = nil\nx.y = 1\nreturn {}", path: "a.lua", simulation: .default).validate()
        #expect(message?.hasPrefix("a.lua:2:") == true)
    }

    @Test("H14, L5: an endless loop at the top of the app script is a load error; at a later launch a watchdog kill, not a hang")
    func topLevelLoop() {
        #expect(LuaAppLoader(source: "while true do end", path: "a.lua", simulation: .default).validate()
                == "a.lua: the main chunk did not finish within the 20 s launch budget (L5): an endless loop?")
        // Played without the check (as a launch that loops only later would be): an L5 kill.
        let trace = play(app: "while true do end").trace
        #expect(trace.kills.map(\.reason) == [.watchdog])
        #expect(trace.kills.first?.rule == .L5)
        #expect(trace.records.contains { $0.event == .run(kind: .main, cost: .seconds(20), task: nil, queue: nil) })
    }

    @Test("a misspelt hook is reported with the closest real name")
    func misspelt() {
        let app = "local D = {}\nfunction D:applicationDidEnterBackgorund() end\nfunction D:saveNotes() end\nreturn D"
        let warnings = play(app: app).trace.warnings
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("'applicationDidEnterBackgorund'") == true)
        #expect(warnings.first?.contains("did you mean 'applicationDidEnterBackground'") == true)
    }

    @Test("L4: UIApplicationMain runs the app script at every launch, before willFinishLaunching")
    func mainChunk() {
        let app = """
        print("main chunk")
        local D = {}
        function D:application_willFinishLaunchingWithOptions() print("willFinish") return true end
        return D
        """
        let trace = play(app: app, scenario: "launch() user_kill() launch()").trace
        #expect(trace.logs == ["main chunk", "willFinish", "main chunk", "willFinish"])
        let runs = trace.records.filter { if case .run(.main, _, _, _, _) = $0.event { true } else { false } }
        #expect(runs.count == 2)
    }

    @Test("Lua hook names follow the selector rule")
    func luaNames() {
        #expect(Hook.didFinishLaunching.luaName == "application_didFinishLaunchingWithOptions")
        #expect(Hook.didBecomeActive.luaName == "applicationDidBecomeActive")
        #expect(Hook.openURL.luaName == "application_openURL_sourceApplication_annotation")
        #expect(Hook.handleOpenURL.luaName == "application_handleOpenURL")
    }

    @Test("S4: applicationState inside hooks; L3: launch options carry the URL")
    func applicationObject() {
        let app = """
        local D = {}
        function D:application_didFinishLaunchingWithOptions(a, o)
          print(a.applicationState, o.UIApplicationLaunchOptionsURLKey, o.UIApplicationLaunchOptionsSourceApplicationKey)
          return true
        end
        function D:applicationDidBecomeActive(a) print(a.applicationState, a.backgroundTimeRemaining) end
        function D:applicationDidEnterBackground(a) print(a.applicationState, a.backgroundTimeRemaining) end
        return D
        """
        let logs = play(app: app, scenario: "launch{url='notes://1', sourceApplication='com.apple.mobilesafari'} home()").trace.logs
        #expect(logs == ["inactive\tnotes://1\tcom.apple.mobilesafari", "active\tinf", "background\t180.0"])
    }

    @Test("B5: tasks from Lua: begin returns an id, the handler runs at expiry, end stops the kill")
    func backgroundTaskFromLua() {
        let app = """
        local D = {}
        function D:applicationDidEnterBackground(a)
          local id
          id = a:beginBackgroundTaskWithExpirationHandler(function() print("expired", id) a:endBackgroundTask(id) end)
          print("began", id)
        end
        return D
        """
        let (trace, _) = play(app: app, scenario: "launch() home() advance(200) expect_state('suspended')", profile: .ios7)
        #expect(trace.logs == ["began\t1", "expired\t1"])
        #expect(trace.kills.isEmpty)
    }

    @Test("a bad argument to a binding is a crash with the caller's line")
    func badArgument() {
        let trace = play(app: appLaunching("work('soon')")).trace
        #expect(trace.kills.first?.reason == .crash)
        #expect(trace.kills.first?.message.contains("app.lua:3: work: expects a number of seconds >= 0") == true)
    }
}

/// Errors of bindings reached through the frameworks' Lua wrappers name the script's own line.
@Suite("Framework errors")
struct FrameworkErrorTests {
    @Test("an error from a framework call names the app's line, not the host's wrapper")
    func position() {
        let trace = play(app: appLaunching("NSNotificationCenter.defaultCenter():addObserver('UIApplicationDidEnterBackgroundNotificaton', print)")).trace
        let message = trace.kills.first?.message ?? ""
        #expect(message.contains("app.lua:3: addObserver: unknown notification UIApplicationDidEnterBackgroundNotificaton; did you mean UIApplicationDidEnterBackgroundNotification?"), "\(message)")
        #expect(!message.contains("stdlib/host"))
    }
}
