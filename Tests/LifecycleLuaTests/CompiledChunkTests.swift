import Testing
import LuaBridge
import LifecycleCore
@testable import LifecycleLua
import TestSupport

/// The host's trusted bytecode: preludes compiled at build time, and an app script compiled
/// once per `lifecycle explore` (L4: still a fresh process per launch). Loading either must not
/// change a trace, and must not give user code a way to load bytecode.
@Suite("Compiled chunks")
struct CompiledChunkTests {
    /// Prints object serials (tostring), the order of pairs over objects, and an error's line.
    static let app = """
        local App = {}
        local made = { {}, {}, function() end }
        function App:application_didFinishLaunchingWithOptions(application, options)
          print(tostring({}), tostring(made[1]), tostring(made[3]))
          local keys = {}
          for k in pairs({ [made[1]] = 1, [made[2]] = 2, [{}] = 3 }) do keys[#keys + 1] = tostring(k) end
          print(table.concat(keys, " "))
          print(pcall(function() error("here") end))
          return true
        end
        function App:applicationDidEnterBackground(application) local t = nil; return t.x end
        return App
        """

    /// The JSONL of `launch() home()` with the app loaded from `script`.
    static func trace(_ script: ScenarioRun.Script) -> [UInt8] {
        let collector = Collector()
        let run = ScenarioRun(app: script, scenario: .init(source: "launch()\nhome()\nadvance(10)\n", path: "s.lua"))
        _ = run.play(sinks: [collector])
        var json = TraceJSON()
        for record in collector.records { json.append(record) }
        return json.buffer
    }

    @Test("L4: an app compiled once gives the same trace as its text, serials and tracebacks included")
    func sameTrace() throws {
        let text = ScenarioRun.Script(source: Self.app, path: "app.lua")
        let compiled = text.precompiled()
        #expect(compiled.compiled != nil)
        let expected = Self.trace(text)
        #expect(String(decoding: expected, as: UTF8.self).contains("table: #"))
        #expect(String(decoding: expected, as: UTF8.self).contains("app.lua:11: attempt to index"))
        #expect(Self.trace(compiled) == expected)
        #expect(Self.trace(compiled) == expected, "a chunk loads again in a fresh state")
    }

    @Test("M1, L4: a script's heap reads the same as the main app and as an installed one: every loader starts from bytecode")
    func sameHeapEveryWay() throws {
        let app = """
            local App = {}
            function App:application_didFinishLaunchingWithOptions() print("heap", collectgarbage("count")) return true end
            return App
            """
        let collector = Collector()
        // The main app compiled once, as `lifecycle run` does; the installed one read as text.
        var run = ScenarioRun(app: ScenarioRun.Script(source: app, path: "app.lua").precompiled(),
                              scenario: .init(source: "install('Two', 'app.lua')\nlaunch()\nlaunch{app = 'Two'}\n", path: "s.lua"))
        run.loadScript = { _ in .success(.init(source: app, path: "app.lua")) }
        _ = run.play(sinks: [collector])
        let heaps = collector.records.compactMap { record -> String? in
            if case .log(let text) = record.event, text.hasPrefix("heap") { return text }
            return nil
        }
        #expect(heaps.count == 2)
        #expect(Set(heaps).count == 1, "\(heaps)")
        // The loader of the installed app compiled the text itself.
        #expect(LuaAppLoader(source: app, path: "app.lua", simulation: .default).compiled != nil)
    }

    @Test("L4: a script that does not compile stays text, and its syntax error reads as before")
    func syntaxError() {
        let script = ScenarioRun.Script(source: "return {", path: "bad.lua").precompiled()
        #expect(script.compiled == nil)
        let message = LuaAppLoader(source: script.source, path: script.path, simulation: .default, compiled: script.compiled).validate()
        #expect(message?.hasPrefix("bad.lua:1:") == true)
    }

    @Test("a chunk compiled under another name is not used for this script")
    func otherName() {
        let chunk = LuaAppLoader.compile("return { x = 1 }", path: "other.lua")
        let loader = LuaAppLoader(source: "return 5", path: "app.lua", simulation: .default, compiled: chunk)
        #expect(loader.validate()?.contains("must return its delegate table") == true)
    }

    @Test("every host prelude is compiled at build time and loads in this Lua")
    func preludes() throws {
        let names = Stdlib.moduleNames.filter { $0.hasPrefix("host.") }
        #expect(names.count >= 5)
        let lua = try #require(LuaState(memoryLimit: 16 << 20, ticksEvery: 1000))
        defer { lua.close() }
        for name in names {
            let chunk = try #require(Stdlib.compiledPrelude(name), "\(name) has no bytecode")
            #expect(chunk.chunkName == Stdlib.chunkName(of: name))
            #expect(lua.load(chunk) == nil)
            lua.stack.pop()
        }
    }

    @Test("user code still loads text only, and string.dump stays absent")
    func noBytecodeForUsers() throws {
        let chunk = try #require(LuaChunk.compile("return 1", chunkName: "=x"))
        let bytes = chunk.bytecode.map { "\\\($0)" }.joined()
        let app = appLaunching("""
            assert(string.dump == nil and ("").dump == nil)
            local f, err = load("\(bytes)")
            assert(f == nil and err:find("binary"), tostring(err))
            print("refused")
            """)
        let text = String(decoding: jsonl(app: app, scenario: "launch()\n"), as: UTF8.self)
        #expect(text.contains("refused"))
    }
}
