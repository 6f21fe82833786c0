import LifecycleCore
import Testing
@testable import LifecycleLua
@testable import LifecycleTools
import LuaBridge
import TestSupport

/// The allow-list sandbox of app and scenario scripts (docs/security.md, "The Lua sandbox").
@Suite("Sandbox")
struct SandboxTests {
    // The escapes themselves (os, io, package, debug, bytecode, string.dump, the string
    // metatable, collectgarbage, shared tables) are tested one family each in SandboxEscapeTests.

    @Test("the string library still works through methods after the sandbox is built")
    func stringMethods() {
        let trace = play(app: appLaunching("print(('abc'):upper(), ('x'):rep(3), string.format('%d', 7))")).trace
        #expect(trace.logs == ["ABC\txxx\t7"])
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

    @Test("H25: math.randomseed(n) seeds deterministically, from an app and a scenario, without crashing the host")
    func randomseedSeeds() {
        // Lua's randomseed is a closure over its generator: called in a wrapper's frame it read
        // the wrapper's upvalues as the generator and crashed the process.
        let app = appLaunching("math.randomseed(42) print(math.random(1, 1000000), math.random(1, 1000000))")
        let first = play(app: app, seed: 1).trace.logs
        #expect(first.count == 1)
        #expect(play(app: app, seed: 9).trace.logs == first, "an explicit seed does not depend on --seed")
        let other = play(app: appLaunching("math.randomseed(43) print(math.random(1, 1000000), math.random(1, 1000000))")).trace.logs
        #expect(other != first)
        let scenario = "math.randomseed(42) print(math.random(1, 1000000), math.random(1, 1000000)) launch()"
        let fromScenario = play(app: appLaunching(""), scenario: scenario).trace
        #expect(fromScenario.kills.isEmpty)
        #expect(fromScenario.notes.first.map { [$0] } == first, "the scenario's generator is Lua's, seeded the same way")
    }

    @Test("H37: an error message keeps a NUL byte and what follows it, in the app and in the scenario")
    func errorsKeepNul() {
        let app = play(app: appLaunching("error('pq\\0rs')")).trace
        #expect(app.kills.first?.message.hasSuffix("app.lua:3: pq\u{0}rs") == true, "\(app.kills.first?.message ?? "no kill")")
        let scenario = play(app: appLaunching(""), scenario: "launch()\nerror('xy\\0zw')").report
        #expect(scenario.scenarioError?.hasPrefix("scenario.lua:2: xy\u{0}zw") == true, "\(String(describing: scenario.scenarioError))")
        let verb = play(app: appLaunching(""), scenario: "launch()\nexpect_state('active', 'ab\\0cd')").report
        #expect(verb.scenarioError?.contains("no app named ab\u{0}cd is installed") == true, "\(String(describing: verb.scenarioError))")
    }

    @Test("H25 variant: randomseed with two integers, none, a float, NaN, a huge number, a table")
    func randomseedArguments() {
        let trace = play(app: appLaunching("""
          print(math.randomseed(7, 8))
          math.randomseed() local a = math.random(1, 1000) math.randomseed() print(a == math.random(1, 1000))
          print(pcall(math.randomseed, 1.5)) print(pcall(math.randomseed, 0/0)) print(pcall(math.randomseed, 1e19))
          print(pcall(math.randomseed, {})) print(pcall(math.randomseed, 2^53, -0.0))
        """)).trace
        #expect(trace.kills.isEmpty)
        #expect(trace.logs == [
            "7\t8", "true",
            "false\tbad argument #1 to 'math.randomseed' (number has no integer representation)",
            "false\tbad argument #1 to 'math.randomseed' (number has no integer representation)",
            "false\tbad argument #1 to 'math.randomseed' (number has no integer representation)",
            "false\tbad argument #1 to 'math.randomseed' (number expected, got table)",
            "true\t9007199254740992\t0",
        ])
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
}

/// H10: nothing that depends on the string-hash seed, on addresses or on the wall clock reaches the
/// trace. Each run below is a fresh Lua state, whose string hash Lua seeds from the state's address
/// (and the time): the states of earlier runs are kept alive, so that each run's state is at a new
/// address and hashes strings differently (`seedsVary` checks that this holds). The fuzz corpus is
/// also compared across processes (FuzzParallelTests).
@Suite("Sandbox determinism across hash seeds (H10)")
struct HashSeedDeterminismTests {
    /// Lua states kept alive so that the next state is made at another address.
    final class Ballast {
        var states: [LuaState] = []
        func shift() { if let state = LuaState(memoryLimit: 1 << 20, ticksEvery: 1000) { states.append(state) } }
    }

    @Test("H10: fresh states at new addresses hash strings differently (raw next order varies), so the tests below vary the seed")
    func seedsVary() throws {
        let ballast = Ballast()
        var orders = Set<String>()
        for _ in 0..<8 {
            ballast.shift()
            let lua = try #require(LuaState(memoryLimit: 1 << 20, ticksEvery: 1000))
            #expect(lua.load("local t = {} for i = 1, 64 do t['k' .. i] = i end local o = {} for k in next, t do o[#o + 1] = k end return table.concat(o, ',')", chunkName: "=t") == nil)
            #expect(lua.pcall(arguments: 0, results: 1) == .ok)
            orders.insert(lua.stack.string(at: -1) ?? "")
            ballast.states.append(lua)
        }
        #expect(orders.count > 1, "every state hashed strings the same way: the tests of this suite would vary nothing")
    }

    @Test("H10: a hook that iterates 200 string keys with pairs costs the same on every run")
    func pairsCost() {
        let app = appLaunching("""
          local t = {} for i = 1, 200 do t['k' .. i] = i end
          local n = 0 for k, v in pairs(t) do n = n + v end
          print(n)
        """)
        var costs = Set<SimDuration>()
        let ballast = Ballast()
        for _ in 0..<12 {
            ballast.shift()
            let trace = play(app: app).trace
            #expect(trace.logs == ["20100"])
            costs.formUnion(trace.calls.filter { $0.hook == .didFinishLaunching }.map(\.cost))
        }
        #expect(costs.count == 1, "costs \(costs)")
    }

    @Test("H10: next, pairs over objects, concat of pairs results, addresses in messages, sorts with ties, memory counts: the same bytes on every run")
    func sameBytes() {
        let app = appLaunching("""
          local words, objects = {}, {}
          for i = 1, 300 do words['w' .. (i * 7919 % 1000)] = i end
          for i = 1, 50 do objects[{}] = i; objects[function() return i end] = -i; objects[coroutine.create(print)] = i end
          for i = 1, 100, 3 do words['w' .. i] = nil end
          local keys, seen = {}, {}
          for k in next, words do keys[#keys + 1] = k end
          for k, v in pairs(objects) do seen[#seen + 1] = tostring(k) .. '=' .. v end
          print(table.concat(keys, ','))
          print(table.concat(seen, ','))
          local people = {} for i = 1, 400 do people[i] = { name = 'p' .. i, age = i % 7 } end
          table.sort(people, function(a, b) return a.age < b.age end)
          local order = {} for i = 1, 400 do order[i] = people[i].name end
          print(table.concat(order, ','))
          print(pcall(error, {}), pcall(function() return {} < {} end))
          print(select(2, pcall(string.rep)), tostring(setmetatable({}, {__name = 'Thing'})), string.format('%s %s', {}, print))
          print(collectgarbage('count'))
        """)
        let first = jsonl(app: app, scenario: "launch()")
        #expect(first.count > 2000)
        let ballast = Ballast()
        for _ in 0..<8 {
            ballast.shift()
            #expect(jsonl(app: app, scenario: "launch()") == first)
        }
    }

    @Test("H24: the host's own walks of a script's table (scenario { … }, push payloads, settings) name the same key on every run")
    func hostWalksOrdered() {
        let unknown = (1...40).map { "field\($0) = 1" }.joined(separator: ", ")
        let cases: [(scenario: String, expected: String)] = [
            ("scenario { \(unknown), name = 'x' }", "unknown field 'field1'"),
            ("launch() home() advance(10) local p = { aps = {} } for i = 1, 40 do p['f' .. i] = print end push(p)", "push: f1 is a function"),
            ("launch() home() advance(10) local p = { aps = {} } for i = 1, 600 do p['key' .. i] = string.rep('v', 9) end push(p)",
             "the payload's JSON is at least 8"),
        ]
        let ballast = Ballast()
        for (scenario, expected) in cases {
            var errors = Set<String>()
            for _ in 0..<10 {
                ballast.shift()
                errors.insert(play(app: appLaunching(""), scenario: scenario).report.scenarioError ?? "no error")
            }
            #expect(errors.count == 1, "\(scenario.prefix(60)): \(errors)")
            #expect(errors.first?.contains(expected) == true, "\(errors)")
        }
    }

    @Test("H24: the footprint an app reads and jetsam shows is the same to the byte whatever the hash seed, after tables churn")
    func footprintSettled() {
        // Keys added and removed, objects as keys, weak tables, traversals: the table layouts and
        // the collector's timing differ from one hash seed to the next; the settled heap does not.
        let app = appLaunching("""
          local words, objects, weak = {}, {}, setmetatable({}, { __mode = 'k' })
          for round = 1, 40 do
            for i = 1, 200 do words['w' .. (i * round % 997)] = string.rep('x', i % 50) end
            for i = 1, 200, 3 do words['w' .. (i * round % 997)] = nil end
            for i = 1, 30 do local o = {} objects[o] = i weak[o] = true end
            for k in pairs(objects) do if objects[k] % 2 == 0 then objects[k] = nil end end
            for k in pairs(words) do end
          end
          print(string.format('%.9f', footprint()))
        """)
        var footprints = Set<String>(), messages = Set<String>()
        let ballast = Ballast()
        for _ in 0..<16 {
            ballast.shift()
            let trace = play(app: app, scenario: "launch() home() advance(10) low_memory()").trace
            footprints.formUnion(trace.logs)
            messages.formUnion(trace.kills.map(\.message))
        }
        #expect(footprints.count == 1, "\(footprints)")
        #expect(messages.count == 1, "\(messages)")
    }

    @Test("H24 variant: a scenario { … } of more keys than any declaration has is refused without ordering them")
    func hugeDeclarationRefused() {
        let scenario = "local t = {} for i = 1, 100000 do t['k' .. i] = i end scenario(t)"
        let error = play(app: appLaunching(""), scenario: scenario).report.scenarioError
        #expect(error?.contains("more than 64 fields") == true, "\(String(describing: error))")
    }

    @Test("H10: ordering a table's keys is charged by a formula of their number, not by the comparisons made")
    func orderingCharged() {
        // The same 2,000 keys inserted in two orders: the same cost.
        let forward = appLaunching("local t = {} for i = 1, 2000 do t['k' .. i] = i end for k in pairs(t) do end")
        let backward = appLaunching("local t = {} for i = 2000, 1, -1 do t['k' .. i] = i end for k in pairs(t) do end")
        let costs = [forward, backward].map { play(app: $0).trace.calls.first { $0.hook == .didFinishLaunching }?.cost }
        #expect(costs[0] != nil && costs[0] == costs[1], "\(costs)")
    }
}

/// H18: what a learner sees names the learner's code, never the host's; the system's objects are
/// read-only even to rawset; NaN prints the same everywhere; work() takes what the docs say.
@Suite("Sandbox messages and values (H18)")
struct SandboxMessageTests {
    @Test("H18: errors raised through the sandbox's functions name the learner's line, never a host prelude")
    func learnersFramesOnly() {
        let cases: [(code: String, message: String)] = [
            ("setmetatable(1, {})", "app.lua:3: bad argument #1 to 'setmetatable' (table expected, got number)"),
            ("string.format('%d', 'x')", "app.lua:3: bad argument #2 to 'format' (number expected, got string)"),
            ("os.date('%Ez')", "app.lua:3: bad argument #1 to 'date' (invalid conversion specifier '%Ez')"),
            ("math.randomseed('x')", "app.lua:3: bad argument #1 to 'randomseed' (number expected, got string)"),
            ("collectgarbage('step', {})", "app.lua:3: bad argument #2 to 'collectgarbage' (number expected, got table)"),
            ("tostring(setmetatable({}, {__tostring = function() return {} end}))", "'__tostring' must return a string"),
            ("xpcall(print)", "app.lua:3: bad argument #2 to 'xpcall' (function expected, got no value)"),
            ("pairs(nil)", "app.lua:3: bad argument #1 to 'pairs' (table expected, got nil)"),
            ("print(string.format('%p', {}))", "app.lua:3: string.format: '%p' is not available (addresses differ from run to run)"),
        ]
        for (code, message) in cases {
            let trace = play(app: appLaunching(code)).trace
            let kill = trace.kills.first
            #expect(kill?.reason == .crash, "\(code)")
            #expect(kill?.message.hasSuffix(message) == true, "\(code): \(kill?.message ?? "no kill")")
            for text in [kill?.message ?? "", kill?.traceback ?? ""] {
                #expect(!text.contains("stdlib/host") && !text.contains("real_"), "\(code): \(text)")
            }
        }
        // Through pcall too: the name Lua finds for the function, not a prelude's local.
        let pcalled = play(app: appLaunching("print(pcall(setmetatable, 1, {})) print(pcall(load, {}))")).trace
        #expect(pcalled.logs.first == "false\tbad argument #1 to 'setmetatable' (table expected, got number)")
        #expect(pcalled.logs.allSatisfy { !$0.contains("stdlib/host") && !$0.contains("real_") }, "\(pcalled.logs)")
    }

    @Test("H18: a learner's chunk may not take the host's chunk names, which tracebacks leave out")
    func hostChunkNamesRefused() {
        let code = "print(load('error(1)', '=stdlib/host/app.lua')) print(load('return 2', '@stdlib/host/x.lua')) print(load('return 3', '=stdlib/json.lua')())"
        let trace = play(app: appLaunching(code)).trace
        #expect(trace.logs == ["nil\tload: chunk names under stdlib/host/ are lifecycle's own",
                               "nil\tload: chunk names under stdlib/host/ are lifecycle's own", "3"], "\(trace.logs)")
    }

    @Test("H18: a framework call with a bad argument is blamed on the learner's line, with no host frame in the traceback")
    func frameworkBlame() {
        let trace = play(app: appLaunching("local cache = NSCache.new('c')\ncache:setObject('k', 'big')")).trace
        let kill = trace.kills.first
        #expect(kill?.message.contains("app.lua:4: setObject") == true, "\(kill?.message ?? "")")
        #expect(kill?.traceback?.contains("stdlib/host") == false)
        #expect(kill?.traceback?.split(separator: "\n").allSatisfy { $0.hasPrefix("app.lua:") } == true, "\(kill?.traceback ?? "")")
    }

    @Test("H18: rawset cannot change the system's objects; a script's own locked tables stay its own")
    func rawsetRefused() {
        let app = appLaunching("""
          local ok, message = pcall(rawset, application, 'applicationState', 'x')
          print(ok, message, application.applicationState)
          print(pcall(rawset, UIApplication.sharedApplication(), 'beginBackgroundTaskWithExpirationHandler', print))
          print(pcall(rawset, DispatchQueue.main, 'async', print))
          print(pcall(rawset, NSCache.new('c'), 'setObject', print))
          local mine = setmetatable({}, {__metatable = 'mine'})
          print(rawset(mine, 'x', 1) == mine, rawget(mine, 'x'), next(application))
        """)
        // Called directly, the refusal names the learner's line.
        let direct = play(app: appLaunching("rawset(application, 'applicationState', 'x')")).trace.kills.first?.message
        #expect(direct?.hasSuffix("app.lua:3: rawset: UIApplication belongs to the system and cannot be changed") == true)
        let logs = play(app: app).trace.logs
        #expect(logs == ["false\trawset: UIApplication belongs to the system and cannot be changed\tinactive",
                         "false\trawset: UIApplication belongs to the system and cannot be changed",
                         "false\trawset: DispatchQueue belongs to the system and cannot be changed",
                         "false\trawset: NSCache belongs to the system and cannot be changed",
                         "true\t1\tnil"])
    }

    @Test("H18: NaN prints as nan from tostring, print and string.format, whatever its sign bit")
    func nanText() {
        let app = appLaunching("""
          local nan, other = 0/0, -(0/0)
          print(nan, other, tostring(nan), tostring(other), math.huge, -math.huge)
          print(string.format('%f|%g|%.3f|%5.1f|%e|%a|%s|%q', nan, other, nan, other, nan, other, nan, nan))
        """)
        #expect(play(app: app).trace.logs == ["nan\tnan\tnan\tnan\tinf\t-inf", "nan|nan|nan|  nan|nan|nan|nan|(0/0)"])
    }

    @Test("H18: work() takes any number of seconds >= 0, math.huge included (the watchdog stops the code); NaN and negatives are refused")
    func workArguments() {
        let huge = play(app: appLaunching("work(math.huge)")).trace
        #expect(huge.kills.map(\.reason) == [.watchdog])
        #expect(huge.kills.first?.rule == .L5)
        let refused = play(app: appLaunching("print(pcall(work, 0/0)) print(pcall(work, -1))")).trace.logs
        #expect(refused == ["false\twork: expects a number of seconds >= 0, got nan",
                            "false\twork: expects a number of seconds >= 0, got -1"])
    }
}
