import Foundation
import LifecycleCore
import Testing
@testable import LifecycleLua
import LuaBridge
import TestSupport

/// Every function a script can reach, called with hostile arguments, in each place it may be
/// called: an app's hook, a scenario, the REPL. The functions come from the live environment
/// (every global function, and every function a global table holds: `math.randomseed`, which the
/// random fuzzer never called, crashed the host, H25) and from the API catalog (every declared
/// function, static and method, objects made by `APICatalogTests.constructors`), so a binding is
/// covered the day it lands: `catalogCovered` fails when a declared function is not called. The
/// host may refuse, raise, kill the app or end the run; it may not crash, hang or take more than
/// `wallLimit` for one function's calls.
@Suite("Hostile calls of every function (H25)")
struct HostileCallTests {
    /// Real time one function's calls may take, in a debug build on a busy 2-core machine.
    static let wallLimit: Duration = .seconds(10)

    /// The hostile argument lists (Lua), `n` set for the nils: none, nil, NaN, ±inf, 2^63, the
    /// least integer, -0, 1e19, a 1 MiB string, invalid UTF-8, control bytes, a table whose
    /// metamethods raise or lie, a function, a coroutine, 5,000-deep nesting, and mixes.
    static let hostile = """
        local deep = {} do local t = deep for i = 1, 5000 do t[1] = {} t = t[1] end end
        local meta = setmetatable({}, {
          __index = function() error("hostile __index") end, __newindex = function() error("hostile __newindex") end,
          __eq = function() return true end, __lt = function() error("hostile __lt") end, __le = function() return true end,
          __len = function() return 2^53 end, __call = function() return 0/0 end, __concat = function() return "" end,
          __tostring = function() return string.rep("t", 100) end, __name = "Hostile", __close = function() end,
          __pairs = function() return function() error("hostile __pairs") end end,
        })
        local big = string.rep("x", 1 << 20)
        HOSTILE = {
          { n = 0 }, { n = 1, nil }, { n = 1, 0/0 }, { n = 1, 1/0 }, { n = 1, -1/0 }, { n = 1, 2^63 },
          { n = 1, math.mininteger }, { n = 1, -0.0 }, { n = 1, 1e19 }, { n = 1, big }, { n = 1, "\\255\\254\\192\\128" },
          { n = 1, "\\27[2J\\0\\7\\194\\155\\226\\128\\174" }, { n = 1, meta }, { n = 1, function() return 0/0 end },
          { n = 1, coroutine.create(function() end) }, { n = 1, deep }, { n = 3, "x", 0/0, deep },
          { n = 3, meta, meta, meta }, { n = 2, {}, big }, { n = 3, nil, nil, 1/0 }, { n = 2, "a", -1 },
        }
        function HOSTILE_CALL(f, self)
          for _, args in ipairs(HOSTILE) do
            if self ~= nil then pcall(f, self, table.unpack(args, 1, args.n)) end
            pcall(f, table.unpack(args, 1, args.n))
          end
        end
        """

    /// Prints (app) or notes (scenario) the path of every function the environment holds: a
    /// global (`work`) or a global table's member (`math.randomseed`).
    static let discover = """
        local found = {}
        for name, value in pairs(_ENV) do
          if type(name) == "string" and name ~= "_G" and name ~= "_ENV" and name ~= "HOSTILE_CALL" then
            if type(value) == "function" then found[#found + 1] = name
            elseif type(value) == "table" and getmetatable(value) == nil then
              for key, member in pairs(value) do
                if type(key) == "string" and type(member) == "function" then found[#found + 1] = name .. "." .. key end
              end
            end
          end
        end
        print(table.concat(found, " "))
        """

    /// The Lua that calls `target` with every hostile list: `name`, `table.member`, or
    /// `constructor::method` (the method called on the object, and without it).
    static func call(_ target: String) -> String {
        if let split = target.range(of: "::") {
            let constructor = target[..<split.lowerBound], method = target[split.upperBound...]
            return "do local ok, object = pcall(function() return \(constructor) end) "
                + "if ok and object ~= nil then local f = object['\(method)'] if f then HOSTILE_CALL(f, object) end end end"
        }
        let path = target.split(separator: ".").map { "['\($0)']" }.joined()
        return "do local f = _ENV\(path) if f then HOSTILE_CALL(f) end end"
    }

    /// The functions the catalog declares for `part`, as targets.
    static func declared(_ part: APICatalog.Part, constructors: [String: String]) throws -> [String] {
        let catalog = try APICatalog.part(part).get()
        var targets = catalog.globals.filter { $0.kind == .function }.map(\.name)
        for table in catalog.globals where table.kind == .table {
            targets += table.members.filter { $0.kind == .function }.map { "\(table.name).\($0.name)" }
        }
        for type in catalog.classes {
            guard let constructor = constructors[type.name] else { continue }
            targets += type.methods.map { "\(constructor)::\($0.name)" }
        }
        return targets
    }

    static func timed(_ body: () -> Void) -> Duration {
        let clock = ContinuousClock()
        let start = clock.now
        body()
        return clock.now - start
    }

    /// An app that walks `call` from its launch method, then again from a block on a global queue
    /// that the suspension froze and the return resumed (S3: a thread's host calls, and its pauses
    /// inside them, after a freeze).
    static func appWalking(_ call: String) -> String {
        """
        local D = {}
        function D:application_didFinishLaunchingWithOptions(application, options)
        \(hostile)
        \(call)
          print('walked')
          return true
        end
        function D:applicationDidEnterBackground(application)
          DispatchQueue.global():async(function()
            work(1)
        \(call)
            print('walked in a thread')
          end)
          work(0.5)
        end
        return D
        """
    }

    @Test("H25, S3: every function of an app's environment, called with hostile arguments from a hook and from a frozen and resumed thread, leaves the host standing")
    func appFunctions() throws {
        let live = play(app: appLaunching(Self.discover)).trace.logs.first?.split(separator: " ").map(String.init) ?? []
        #expect(live.contains("math.randomseed") && live.contains("work") && live.contains("string.format"), "\(live.prefix(20))")
        let targets = Set(live + (try Self.declared(.app, constructors: APICatalogTests.constructors))).sorted()
        #expect(targets.count > 150, "\(targets.count) targets")
        var finished = 0
        var threads = 0, frozen = 0
        for target in targets {
            let app = Self.appWalking(Self.call(target))
            var played: (trace: TraceCollector, report: ScenarioRun.Report)?
            let elapsed = Self.timed { played = play(app: app, scenario: "launch() advance(1) home() advance(1) reopen() advance(3)") }
            #expect(elapsed < Self.wallLimit, "\(target) took \(elapsed)")
            let logs = played?.trace.logs ?? []
            if logs.contains("walked") { finished += 1 }
            if logs.contains("walked in a thread") { threads += 1 }
            if played?.trace.records.contains(where: { if case .code(.resumed, _, _, _, _, _, _) = $0.event { true } else { false } }) == true { frozen += 1 }
        }
        // Most functions take every list and return or raise; a few end the app (work, a kill).
        #expect(finished * 10 > targets.count * 8, "only \(finished) of \(targets.count) walks finished")
        #expect(threads * 10 > targets.count * 7, "only \(threads) of \(targets.count) walks in a thread finished")
        #expect(frozen * 10 > targets.count * 7, "only \(frozen) of \(targets.count) threads froze and resumed")
    }

    @Test("H25: every function of a scenario's environment, called with hostile arguments, leaves the host standing")
    func scenarioFunctions() throws {
        let discovered = play(app: appLaunching(""), scenario: Self.discover).trace.notes.first ?? ""
        let live = discovered.split(separator: " ").map(String.init)
        #expect(live.contains("math.randomseed") && live.contains("advance") && live.contains("launch"), "\(live.prefix(20))")
        let targets = Set(live + (try Self.declared(.scenario, constructors: [:]))).sorted()
        #expect(targets.count > 120, "\(targets.count) targets")
        for target in targets {
            let scenario = Self.hostile + "\nlaunch()\n" + Self.call(target)
            let elapsed = Self.timed { play(app: appLaunching(""), scenario: scenario) }
            #expect(elapsed < Self.wallLimit, "\(target) took \(elapsed)")
        }
    }

    @Test("H25: every function of the REPL's environment, called with hostile arguments, leaves the host standing")
    func replFunctions() throws {
        let probe = try ReplSession(app: .init(source: appLaunching(""), path: "app.lua"), sinks: [])
        guard case .ran(let listed?) = probe.evaluate(Self.discover.replacingOccurrences(of: "print(", with: "return (")) else {
            Issue.record("the REPL did not list its functions")
            return
        }
        let live = listed.trimmingCharacters(in: CharacterSet(charactersIn: "\"")).split(separator: " ").map(String.init)
        #expect(live.contains("math.randomseed") && live.contains("advance"), "\(live.prefix(20))")
        #expect(live.count > 120, "\(live.count) targets")
        for target in live.sorted() {
            let session = try ReplSession(app: .init(source: appLaunching(""), path: "app.lua"), sinks: [])
            _ = session.evaluate("launch()")
            let elapsed = Self.timed { _ = session.evaluate(Self.hostile + "\n" + Self.call(target)) }
            #expect(elapsed < Self.wallLimit, "\(target) took \(elapsed)")
        }
    }

    @Test("H25: the walk covers the catalog: every declared function of each part is a target, and the hostile calls run")
    func catalogCovered() throws {
        let app = try Self.declared(.app, constructors: APICatalogTests.constructors)
        let scenario = try Self.declared(.scenario, constructors: [:])
        // Each catalog class with methods has a constructor here, so no method escapes the walk.
        for part in [APICatalog.Part.app, .scenario] {
            for type in try APICatalog.part(part).get().classes where type.kind == .object && !type.methods.isEmpty {
                #expect(part == .scenario || APICatalogTests.constructors[type.name] != nil, "\(type.name) has no constructor")
            }
        }
        #expect(app.contains("UIApplication.sharedApplication()::beginBackgroundTaskWithExpirationHandler"))
        #expect(scenario.contains("advance") && scenario.contains("low_memory"))
        // The calls really happen: a function that records its arguments sees every list.
        let trace = play(app: appLaunching(Self.hostile + "\nlocal n = 0 HOSTILE_CALL(function(...) n = n + 1 end) print(n)")).trace
        #expect(trace.logs == ["21"])
    }
}
