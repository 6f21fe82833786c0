import LifecycleCore
import Testing
@testable import LifecycleLua

/// The allow-list sandbox of app and scenario scripts (DEVELOPERS.md quality bar; issue 2 §9).
@Suite("Sandbox")
struct SandboxTests {
    /// Each escape, as Lua code that must fail; the app prints `pcall`'s first result.
    static let escapes: [(String, String)] = [
        ("os.execute", "os.execute('echo escaped')"),
        ("io.open", "io.open('/etc/passwd')"),
        ("require of a C module", "require('socket.core')"),
        ("require of a host prelude", "require('host.sandbox')"),
        ("load of bytecode", "assert(load('\\27Lua\\x54\\0', 'x', 'b'))"),
        ("load of bytecode in default mode", "assert(load('\\27Lua\\x54\\0'))"),
        ("string.dump", "string.dump(print)"),
        ("string.dump through the string metatable", "('').dump(print)"),
        ("debug.sethook", "debug.sethook()"),
        ("changing the string metatable", "getmetatable('').__index = {}"),
        ("setmetatable on a string's metatable", "setmetatable(getmetatable(''), {})"),
        ("os.exit", "os.exit(1)"),
        ("package.loadlib", "package.loadlib('libc.so.6', 'system')"),
        ("dofile", "dofile('/etc/passwd')"),
        ("loadfile", "loadfile('/etc/passwd')"),
        ("collectgarbage('stop')", "collectgarbage('stop')"),
        ("UIApplication is read-only", "application.applicationState = 'active'"),
        ("UIApplication's metatable is locked", "setmetatable(application, {})"),
    ]

    @Test("app state refuses every escape", arguments: escapes)
    func appRefuses(_ name: String, _ code: String) {
        let trace = play(app: appLaunching("print(pcall(function() \(code) end))")).trace
        #expect(trace.logs.count == 1)
        #expect(trace.logs.first?.hasPrefix("false\t") == true, "\(name) was allowed: \(trace.logs)")
        #expect(trace.kills.isEmpty, "\(name) killed the app: \(trace.kills.map(\.message))")
    }

    @Test("scenario state refuses every escape", arguments: escapes.filter { !$0.1.contains("application") })
    func scenarioRefuses(_ name: String, _ code: String) {
        let trace = play(app: appLaunching(""), scenario: "print(pcall(function() \(code) end))").trace
        #expect(trace.notes.first?.hasPrefix("false\t") == true, "\(name) was allowed: \(trace.notes)")
    }

    @Test("the string library still works through methods after the sandbox is built")
    func stringMethods() {
        let trace = play(app: appLaunching("print(('abc'):upper(), ('x'):rep(3), string.format('%d', 7))")).trace
        #expect(trace.logs == ["ABC\txxx\t7"])
    }

    @Test("getmetatable('') hides the string metatable")
    func hiddenStringMetatable() {
        let trace = play(app: appLaunching("print(getmetatable(''))")).trace
        #expect(trace.logs == ["false"])
    }

    @Test("text load works and gets the sandbox, not the host's globals")
    func textLoad() {
        let trace = play(app: appLaunching("print(load('return io == nil and debug == nil and work ~= nil')())")).trace
        #expect(trace.logs == ["true"])
    }

    @Test("os.time and os.clock are simulated; os.date is UTC")
    func simulatedTime() {
        let app = """
        local D = {}
        function D:applicationDidEnterBackground(a) print(os.time(), os.clock(), os.date('%Y-%m-%d %H:%M:%S')) end
        return D
        """
        let trace = play(app: app, scenario: "launch() advance(61.5) home()").trace
        #expect(trace.logs == ["1277078461\t61.5\t2010-06-21 00:01:01"])
    }

    @Test("math.random is seeded by --seed: same seed, same numbers; other seed, others")
    func seededRandom() {
        let app = appLaunching("print(math.random(1, 1000000), math.random(1, 1000000))")
        let first = play(app: app, seed: 7).trace.logs
        let again = play(app: app, seed: 7).trace.logs
        let other = play(app: app, seed: 8).trace.logs
        #expect(first == again)
        #expect(first != other)
    }
}

/// The same script and seed give the same trace, even though this Lua randomizes string hashing.
@Suite("Sandbox determinism")
struct SandboxDeterminismTests {
    @Test("pairs visits keys in a fixed order: numbers, then strings, then booleans")
    func pairsOrder() {
        let app = appLaunching("""
          local t = {zeta = 1, alpha = 2, [3] = 'c', [1] = 'a', mid = 3, [true] = 4}
          local keys = {} for k in pairs(t) do keys[#keys + 1] = tostring(k) end
          print(table.concat(keys, ' '))
        """)
        #expect(play(app: app).trace.logs == ["1 3 alpha mid zeta true"])
    }

    @Test("tostring, print and string.format name objects by serial number, not address")
    func noAddresses() {
        let app = appLaunching("local t = {} print(t, tostring(t), string.format('%s', t), ('%s'):format(print) ~= nil)")
        #expect(play(app: app).trace.logs == ["table: #1\ttable: #1\ttable: #1\ttrue"])
    }

    @Test("string.format('%p') is refused")
    func noPointerFormat() {
        let app = appLaunching("print(pcall(string.format, '%p', {}), pcall(string.format, '100%%p'))")
        let log = play(app: app).trace.logs.first ?? ""
        #expect(log.hasPrefix("false\t"))
        #expect(log.hasSuffix("true\t100%p"))
    }

    @Test("os.time(table) is UTC whatever the host's time zone")
    func osTimeUTC() {
        let app = appLaunching("print(os.time{year = 2010, month = 6, day = 21, hour = 0}, os.time{year = 2000, month = 14, day = 1})")
        #expect(play(app: app).trace.logs == ["1277078400\t981028800"])
    }

    @Test("__gc metamethods are refused (finalizers would run unwatched)")
    func noFinalizers() {
        let app = appLaunching("print(pcall(setmetatable, {}, {__gc = function() while true do end end}))")
        #expect(play(app: app).trace.logs.first?.hasPrefix("false\t") == true)
    }
}
