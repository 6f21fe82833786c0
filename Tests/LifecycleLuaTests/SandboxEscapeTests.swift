import LifecycleCore
import Testing
@testable import LifecycleLua
@testable import LifecycleTools
import LuaBridge
import TestSupport

/// The known escapes from Lua sandboxes, one test each: every attempt is refused with a Lua error,
/// or ends in a clean kill (B4, L5 watchdogs; M1 jetsam; S1 crash), in the app's state and the scenario's.
/// Work inside C functions is charged as simulated time (stdlib/host/limits.lua, ShimLimits.c).
@Suite("Sandbox escapes")
struct SandboxEscapeTests {
    @Test("os: only the simulated clock; execute, exit, getenv, remove, rename, tmpname, setlocale are refused")
    func osLibrary() {
        expectRefused(["os.execute('echo escaped')", "os.exit(1)", "os.getenv('HOME')", "os.remove('/tmp/x')",
                       "os.rename('/tmp/x', '/tmp/y')", "os.tmpname()", "os.setlocale('C')"])
    }

    @Test("io is absent: no files, no processes, no standard streams")
    func ioLibrary() {
        expectRefused(["io.open('/etc/passwd')", "io.popen('echo escaped')", "io.lines('/etc/passwd')",
                       "io.write('escaped')", "io.stdout:write('escaped')"])
    }

    @Test("package and require: no C modules, no host preludes, no library loaders")
    func packageLibrary() {
        expectRefused(["package.loadlib('libc.so.6', 'system')", "require('socket.core')", "require('host.sandbox')",
                       "require('io')", "require('debug')", "require('../../etc/passwd')", "package.loaded.os.exit(1)"])
    }

    @Test("debug is absent: no hooks, no registry, no upvalues, no metatables of others")
    func debugLibrary() {
        expectRefused(["debug.sethook()", "debug.getregistry()", "debug.getupvalue(print, 1)",
                       "debug.setmetatable('', {})", "debug.getinfo(1)"])
    }

    @Test("load, dofile, loadfile: text chunks only, never bytecode")
    func bytecode() {
        expectRefused(["assert(load('\\27Lua\\x54\\0', 'x', 'b'))", "assert(load('\\27Lua\\x54\\0'))",
                       "assert(load('\\27Lua\\x54\\0', 'x', 'bt'))",
                       "local sent = false assert(load(function() if not sent then sent = true return '\\27Lua' end end))",
                       "dofile('/etc/passwd')", "loadfile('/etc/passwd')", "loadstring('return 1')"])
    }

    @Test("string.dump is absent, also through the string metatable")
    func stringDump() {
        expectRefused(["string.dump(print)", "('').dump(print)", "string.dump(function() end)"])
    }

    @Test("the string metatable is hidden and cannot be changed; string methods keep working")
    func stringMetatable() {
        expectRefused(["getmetatable('').__index = {}", "setmetatable(getmetatable(''), {})",
                       "rawset(getmetatable(''), '__index', {})", "getmetatable('').__index.upper = nil"])
        let both = inBoth("print(getmetatable('')) print(('abc'):upper())")
        #expect(both.app.trace.logs == ["false", "ABC"])
        #expect(both.scenario.trace.notes == ["false", "ABC"])
    }

    @Test("collectgarbage: harmful options and finalizers are refused; a collection loop is a watchdog kill")
    func collectgarbage() {
        expectRefused(["collectgarbage('stop')", "collectgarbage('restart')", "collectgarbage('incremental')",
                       "collectgarbage('generational')", "collectgarbage('setpause', 1)", "collectgarbage('setstepmul', 1)",
                       "setmetatable({}, {__gc = function() while true do end end})"])
        // Each full collection visits the whole heap and is charged for it: 20,000 of them
        // overrun the 5 s of B4; a million the scenario's 100 million steps.
        #expect(stopped("for _ = 1, 20000 do collectgarbage() end", inScenario: false).app.kills.map(\.reason) == [.watchdog])
        #expect(stopped("for _ = 1, 1e6 do collectgarbage() end").scenario?.scenarioError?.contains("without a verb") == true)
    }

    @Test("coroutines: a loop inside, a swallowed halt, and a tree of short-lived ones are watchdog kills")
    func coroutines() {
        let codes = ["while true do coroutine.wrap(function() while true do coroutine.yield() end end)() end",
                     "while true do coroutine.resume(coroutine.create(function() while true do end end)) end"]
        for code in codes {
            let run = stopped(code, inScenario: code == codes.first)
            #expect(run.app.kills.map(\.reason) == [.watchdog], "\(code)")
            if let scenario = run.scenario { #expect(scenario.scenarioError?.contains("without a verb") == true, "\(code)") }
        }
        // Each coroutine starts with a fresh instruction count and runs fewer than 1,000
        // instructions, so no tick would ever fire in it: creating one is charged instead.
        let tree = stopped("""
          local function spawn(depth)
            for _ = 1, 8 do coroutine.wrap(function() if depth > 0 then spawn(depth - 1) end end)() end
          end
          for _ = 1, 100 do spawn(4) end
        """)
        #expect(tree.app.kills.map(\.reason) == [.watchdog])
        #expect(tree.scenario?.scenarioError?.contains("without a verb") == true)
    }

    @Test("pcall, xpcall, error objects and to-be-closed variables cannot swallow the watchdog: the abort sticks")
    func swallowedWatchdog() {
        let codes = ["while true do pcall(function() while true do end end) end",
                     "while true do xpcall(function() while true do end end, function() while true do end end) end",
                     "error(setmetatable({}, {__tostring = function() while true do end end}))",
                     "while true do pcall(function() local x <close> = setmetatable({}, {__close = function() while true do end end}) while true do end end) end"]
        for code in codes {
            let run = stopped(code, inScenario: code == codes.first)
            #expect(run.app.kills.map(\.reason) == [.watchdog], "\(code)")
            #expect(run.app.kills.first?.rule == .B4)
            if let scenario = run.scenario { #expect(scenario.scenarioError?.contains("without a verb") == true, "\(code)") }
        }
    }

    @Test("setmetatable on shared tables: the system's objects are locked; a script's changes stay in its copies")
    func sharedTables() {
        for code in ["application.applicationState = 'active'", "setmetatable(application, {})",
                     "setmetatable(DispatchQueue, {})", "DispatchQueue.main = nil", "setmetatable(UIApplication.sharedApplication(), {})"] {
            let trace = play(app: appLaunching("print(pcall(function() \(code) end))")).trace
            #expect(trace.logs.first?.hasPrefix("false\t") == true, "\(code) was allowed: \(trace.logs)")
            #expect(trace.kills.isEmpty, "\(code) killed the app")
        }
        // The environment and its library tables are the script's own: emptying them does not
        // reach the string methods, print, or the verbs.
        let vandal = "string.upper = nil table.concat = nil string.format = nil setmetatable(_G, {__index = function() error('no') end})"
        let app = play(app: appLaunching("\(vandal) print(('x'):upper(), tostring({}))")).trace
        #expect(app.logs == ["X\ttable: #1"])
        let scenario = play(app: appLaunching(""), scenario: "\(vandal) launch() expect_state('active') print(('y'):upper())")
        #expect(scenario.trace.notes == ["Y"])
        #expect(scenario.report.totals.expectationsPassed == 1)
    }

    @Test("very deep recursion, in Lua, through C and through the parser, is an error, never a crash of the host")
    func deepRecursion() {
        let lua = inBoth("local function f(n) return 1 + f(n + 1) end f(1)")
        #expect(lua.app.trace.kills.map(\.reason) == [.crash])
        #expect(lua.app.trace.kills.first?.message.contains("stack overflow") == true)
        #expect(lua.scenario.report.scenarioError?.contains("stack overflow") == true)
        expectRefused(["local function f() return ('x'):gsub('x', f) end f()", "local function f() local _, e = pcall(f) error(e, 0) end f()",
                       "local t = setmetatable({}, {}) getmetatable(t).__index = function(t, k) return t[k] end return t.x",
                       "local function f() return coroutine.wrap(f)() end f()", "assert(load(('('):rep(1e5) .. '1' .. (')'):rep(1e5)))",
                       "string.find(('a'):rep(300), ('a?'):rep(300) .. 'b')"])
    }

    @Test("huge string.rep: over the memory cap it is a jetsam kill; an empty result is instant; big copies cost time")
    func hugeRep() {
        let huge = inBoth("local s = ('x'):rep(1 << 30)")
        #expect(huge.app.trace.kills.map(\.reason) == [.jetsam])
        #expect(huge.scenario.report.scenarioError?.contains("memory cap") == true)
        // Lua builds an empty result by looping n times, unwatched; it is returned at once.
        let empty = inBoth("print(#(''):rep(1e15), #string.rep('', 1 << 62, ''))")
        #expect(empty.app.trace.logs == ["0\t0"])
        #expect(empty.scenario.trace.notes == ["0\t0"])
        // 10 MB copies, dropped at once: the memory cap never stops them, their bytes are charged.
        let churn = stopped("for _ = 1, 1000 do local s = ('x'):rep(10000000) end", inScenario: false).app
        #expect(churn.kills.map(\.reason) == [.watchdog])
    }

    @Test("pattern backtracking DoS is a watchdog kill; ordinary matching keeps working at its cost")
    func patternBacktracking() {
        // The two known examples, then gsub and gmatch (the guard: ShimMatch.c).
        let codes = ["string.rep('a', 1e5):find('.-.-.-.-.-b')", "('a'):rep(40):match(('a?'):rep(40) .. ('a'):rep(40))",
                     "pcall(string.gsub, ('a'):rep(5000), '(.-)%1b', '')", "for _ in ('a'):rep(3000):gmatch('a*a*a*b') do end"]
        for code in codes {
            let run = stopped(code, inScenario: codes.firstIndex(of: code)! < 2)
            #expect(run.app.kills.map(\.reason) == [.watchdog], "\(code)")
            #expect(run.app.kills.first?.rule == .B4)
            if let scenario = run.scenario { #expect(scenario.scenarioError?.contains("without a verb") == true, "\(code)") }
        }
        let trim = "local s = '  hello  ' .. (' '):rep(10000) print(s:match('^%s*(.-)%s*$'), ('k=v; a=b'):gsub('(%w+)=(%w+)', '%2=%1'))"
        let ok = play(app: appLaunching(trim)).trace
        #expect(ok.logs == ["hello\tv=k; b=a\t2"])
        #expect(ok.kills.isEmpty)
    }

    @Test("C loops over ranges no table holds (table.move, insert and remove under a lying __len) are watchdog kills")
    func tableLoops() {
        let codes = ["table.move({}, 1, 1e15, 1)", "table.insert(setmetatable({}, {__len = function() return 1e15 end}), 1, 0)",
                     "table.remove(setmetatable({}, {__len = function() return 1e15 end}), 1)"]
        for code in codes {
            let run = stopped(code, inScenario: code == codes.first)
            #expect(run.app.kills.map(\.reason) == [.watchdog], "\(code)")
            if let scenario = run.scenario { #expect(scenario.scenarioError?.contains("without a verb") == true, "\(code)") }
        }
        let ok = play(app: appLaunching("local t = {1, 2, 3} table.insert(t, 1, 0) table.remove(t) print(table.concat(table.move(t, 1, 3, 2), ','))")).trace
        #expect(ok.logs == ["0,0,1,2"])
    }
}

/// H07: a killed app cannot act any more. Once a state is halted (the watchdog fired, the memory
/// cap was reached, the system killed it), no call from its code reaches the host, on any of its
/// threads: no print, no file, no default, no block queued. The halt is state-wide and checked by
/// the C trampoline before it dispatches (LuaShim.c), and a coroutine's halt is raised again in
/// its resumer at once (ShimLimits.c).
@Suite("Sandbox escapes: effects after a halt (H07)")
struct HaltEffectTests {
    /// Everything the app could do to be seen: a log line, a file, a saved default, a block.
    static let effect = """
      print('after the halt')
      FileManager.write('Documents/after.txt', 'saved after the watchdog')
      local defaults = NSUserDefaults.standardUserDefaults()
      defaults:setObject('saved after the watchdog', 'after')
      defaults:synchronize()
      DispatchQueue.main:async(function() print('block after the halt') end)
    """

    /// Where the halt happens and where the script tries to act afterwards.
    static let variants: [(name: String, code: String)] = [
        ("main thread, pcall", "pcall(work, 100) effect()"),
        ("the reproducer: a wrapped coroutine in pcall", "pcall(coroutine.wrap(function() work(100) end)) effect()"),
        ("coroutine.resume", "coroutine.resume(coroutine.create(function() work(100) end)) effect()"),
        ("inside the coroutine, after its own pcall", "coroutine.wrap(function() pcall(work, 100) effect() end)()"),
        ("nested coroutines", """
          pcall(coroutine.wrap(function()
            pcall(coroutine.wrap(function() pcall(coroutine.wrap(function() work(100) end)) effect() end))
            effect()
          end))
          effect()
        """),
        ("a coroutine made before the halt, resumed after", "local later = coroutine.wrap(function() effect() end) pcall(work, 100) pcall(later)"),
        ("an xpcall message handler", "xpcall(function() work(100) end, function(message) effect() return message end) effect()"),
        ("a to-be-closed variable", """
          pcall(function()
            local guard <close> = setmetatable({}, {__close = function() effect() end})
            work(100)
          end)
          effect()
        """),
        ("an error object's __tostring", "pcall(work, 100) error(setmetatable({}, {__tostring = function() effect() return 'x' end}))"),
        ("an endless loop instead of work()", "pcall(function() while true do end end) effect()"),
        ("an endless loop in a coroutine", "pcall(coroutine.wrap(function() while true do end end)) effect()"),
        ("a metamethod after the halt", "pcall(work, 100) local t = setmetatable({}, {__index = function() effect() end}) local _ = t.x"),
    ]

    @Test("H07 (B4): after the watchdog fired, nothing the app calls takes effect, on any thread",
          arguments: variants.map(\.name))
    func nothingAfterTheWatchdog(name: String) throws {
        let code = try #require(Self.variants.first { $0.name == name }).code
        let app = """
        local D = {}
        local function effect()
        \(Self.effect)
        end
        function D:applicationDidEnterBackground(application)
        \(code)
        end
        return D
        """
        let run = play(app: app, scenario: """
          launch() home() advance(10)
          print(read_file('Documents/after.txt') == nil, read_default('after') == nil)
        """)
        #expect(run.trace.kills.map(\.reason) == [.watchdog], "\(name)")
        #expect(run.trace.kills.first?.rule == .B4, "\(name)")
        #expect(run.trace.logs.isEmpty, "\(name): the app printed after its halt: \(run.trace.logs)")
        #expect(run.trace.notes == ["true\ttrue"], "\(name): a file or a default was saved: \(run.trace.notes)")
        #expect(run.trace.calls.filter { $0.hook == .didEnterBackground }.count == 1, "\(name)")
    }

    @Test("H07 (M1): after the memory cap was reached, nothing the app calls takes effect")
    func nothingAfterTheMemoryCap() {
        let app = """
        local D = {}
        function D:applicationDidEnterBackground(application)
          pcall(coroutine.wrap(function() local s, t = ('x'):rep(1 << 16), {} for i = 1, 1e9 do t[i] = s .. i end end))
          \(Self.effect)
        end
        return D
        """
        let run = play(app: app, scenario: "launch() home() advance(10) print(read_file('Documents/after.txt') == nil, read_default('after') == nil)")
        #expect(run.trace.kills.map(\.reason) == [.jetsam])
        #expect(run.trace.logs.isEmpty, "\(run.trace.logs)")
        #expect(run.trace.notes == ["true\ttrue"])
    }

    @Test("H07: a scenario stopped for running without a verb plays no further verb")
    func scenarioStopsForGood() {
        let run = play(app: appLaunching(""), scenario: "pcall(function() while true do end end) launch() print('after')")
        #expect(run.report.scenarioError?.contains("without a verb") == true)
        #expect(run.trace.calls.isEmpty, "a verb ran after the scenario was stopped")
        #expect(run.trace.notes.isEmpty)
    }
}

/// Runs `code` in an app's applicationDidEnterBackground (B4: a watchdog of 5 s), and
/// separately as a scenario (100 million steps without a verb) unless told not to: the same
/// sandbox serves both, so one variant of each escape is enough there.
private func stopped(_ code: String, inScenario: Bool = true) -> (app: Collector, scenario: ScenarioRun.Report?) {
    let app = """
    local D = {}
    function D:applicationDidEnterBackground(application)
    \(code)
    end
    return D
    """
    return (play(app: app, scenario: "launch() home()").trace, inScenario ? play(app: appLaunching(""), scenario: code).report : nil)
}

/// Runs `code` in an app's launch method, and separately as a scenario.
private func inBoth(_ code: String) -> (app: (trace: Collector, report: ScenarioRun.Report),
                                        scenario: (trace: Collector, report: ScenarioRun.Report)) {
    (play(app: appLaunching(code)), play(app: appLaunching(""), scenario: code))
}

/// Each attempt fails with a Lua error, in the app's state and the scenario's, and kills nothing.
private func expectRefused(_ attempts: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    for attempt in attempts {
        let both = inBoth("print(pcall(function() \(attempt) end))")
        #expect(both.app.trace.logs.count == 1 && both.app.trace.logs.first?.hasPrefix("false\t") == true,
                "the app was allowed \(attempt): \(both.app.trace.logs)", sourceLocation: sourceLocation)
        #expect(both.app.trace.kills.isEmpty, "\(attempt) killed the app: \(both.app.trace.kills.map(\.message))",
                sourceLocation: sourceLocation)
        #expect(both.scenario.trace.notes.first?.hasPrefix("false\t") == true,
                "the scenario was allowed \(attempt): \(both.scenario.trace.notes)", sourceLocation: sourceLocation)
    }
}
