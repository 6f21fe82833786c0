import Testing
@testable import LifecycleLua
@testable import LifecycleTools
import LuaBridge
import TestSupport

/// H04: work done inside Lua's C library is charged by that work, so that simulated time tracks
/// wall time (docs/security.md, "The Lua sandbox"). Each library function the sandbox offers is
/// called on an input of 4,096 and of 65,536 bytes or values, and the steps it is charged (C work
/// only: LuaState.chargedSteps, deterministic) are held to the documented bound against the work
/// the call does: B bytes read or written and V values handled (elements, arguments, results,
/// comparisons, format items),
///
///     B / 256 + V  <=  charged  <=  8 B + 16 V + 128,
///
/// and must grow with the input (16 times the input, at least 8 times the charge). A function
/// whose work does not grow with its input is charged at most 128 steps on the larger input. A
/// value that is one byte (string.byte's results) counts once, as a value. How
/// the charges compare with wall time is measured by `scripts/bench` (LibraryChargeBench), not here.
@Suite("Library costs (H04)")
struct LibraryCostTests {
    /// What a probe's call does, in bytes and values, for an input of size n.
    struct Work {
        var bytes: Double = 0
        var values: Double = 0
    }

    struct Probe: Sendable, CustomStringConvertible {
        /// The library function ("string.upper"), or an operator ("..").
        let name: String
        /// Lua statements that build the input (n is a local), not measured.
        let setup: String
        /// The statement measured.
        let call: String
        /// A statement measured and subtracted (what it costs to spread the arguments).
        let baseline: String?
        /// The work of the call for an input of size n; nil: the work does not grow with n.
        let work: (@Sendable (Double) -> Work)?
        var description: String { name }

        init(_ name: String, setup: String = "", _ call: String, minus baseline: String? = nil,
             work: (@Sendable (Double) -> Work)? = nil) {
            self.name = name
            self.setup = setup
            self.call = call
            self.baseline = baseline
            self.work = work
        }
    }

    // Inputs, built by the setups: S is n ASCII bytes, U n bytes of 'é', V n small integers,
    // W n two-byte strings, H a table of n string keys.
    static let ascii = "local S = ('abcdefgh'):rep(n // 8)"
    static let utf8 = "local U = ('\\u{e9}'):rep(n // 2)"
    static let values = "local V = {} for i = 1, n do V[i] = 65 + i % 26 end"
    static let words = "local W = {} for i = 1, n do W[i] = 'ab' end"
    static let keys = "local H = {} for i = 1, n do H['k' .. i] = i end"
    static let spread = "local r = rawequal(table.unpack(V))"

    static let probes: [Probe] = [
        // string
        Probe("string.byte", setup: ascii, "local r = select('#', string.byte(S, 1, -1))",
              minus: "local r = select('#', 1)", work: { Work(values: $0) }),
        Probe("string.char", setup: values, "local r = string.char(table.unpack(V))", minus: spread,
              work: { Work(bytes: $0, values: $0) }),
        Probe("string.find", setup: ascii, "local r = S:find('z', 1, true)", work: { Work(bytes: $0) }),
        Probe("string.find (pattern)", setup: ascii, "local r = S:find('[xyz]')", work: { Work(bytes: $0) }),
        Probe("string.format", setup: values + " local F = ('%d '):rep(n)", "local r = string.format(F, table.unpack(V))",
              minus: spread, work: { Work(bytes: 6 * $0, values: $0) }),
        Probe("string.gmatch", setup: ascii, "for w in S:gmatch('%a+') do end", work: { Work(bytes: 2 * $0, values: 1) }),
        Probe("string.gsub", setup: ascii, "local r = S:gsub('a', 'b')", work: { Work(bytes: 2 * $0, values: $0 / 8) }),
        Probe("string.len", setup: ascii, "local r = S:len()"),
        Probe("string.lower", setup: ascii, "local r = S:lower()", work: { Work(bytes: 2 * $0) }),
        Probe("string.match", setup: ascii, "local r = S:match('^(%a*)$')", work: { Work(bytes: 2 * $0) }),
        Probe("string.pack", setup: values + " local F = ('i4'):rep(n)", "local r = string.pack(F, table.unpack(V))",
              minus: spread, work: { Work(bytes: 6 * $0, values: $0) }),
        Probe("string.packsize", setup: "local F = ('i4'):rep(n)", "local r = string.packsize(F)",
              work: { Work(bytes: 2 * $0, values: $0) }),
        Probe("string.rep", "local r = ('x'):rep(n)", work: { Work(bytes: $0, values: $0) }),
        Probe("string.reverse", setup: ascii, "local r = S:reverse()", work: { Work(bytes: 2 * $0) }),
        Probe("string.sub", setup: ascii, "local r = S:sub(2)", work: { Work(bytes: 2 * $0) }),
        Probe("string.sub (one byte)", setup: ascii, "local r = S:sub(5, 5)"),
        Probe("string.unpack", setup: values + " local F = ('i4'):rep(n) local P = string.pack(F, table.unpack(V))",
              "local r = select('#', string.unpack(F, P))", minus: "local r = select('#', 1)",
              work: { Work(bytes: 6 * $0, values: $0) }),
        Probe("string.upper", setup: ascii, "local r = S:upper()", work: { Work(bytes: 2 * $0) }),
        Probe("..", setup: ascii, "local r = S .. 'x'", work: { Work(bytes: 2 * $0) }),
        // table
        Probe("table.concat", setup: words, "local r = table.concat(W)", work: { Work(bytes: 2 * $0, values: $0) }),
        Probe("table.insert", setup: values, "table.insert(V, 1, 0)", work: { Work(values: $0) }),
        Probe("table.insert (at the end)", setup: values, "table.insert(V, 0)"),
        Probe("table.move", setup: values, "local r = table.move(V, 1, n, 1, {})", work: { Work(values: $0) }),
        Probe("table.pack", setup: values, "local r = table.pack(table.unpack(V))", minus: spread, work: { Work(values: $0) }),
        Probe("table.remove", setup: values, "table.remove(V, 1)", work: { Work(values: $0) }),
        Probe("table.sort", setup: values + " for i = 1, n do V[i] = (i * 7919) % 10007 end", "table.sort(V)",
              work: { Work(values: $0 * log2($0)) }),
        Probe("table.unpack", setup: values, spread, work: { Work(values: $0) }),
        // utf8
        Probe("utf8.char", setup: values, "local r = utf8.char(table.unpack(V))", minus: spread,
              work: { Work(bytes: $0, values: $0) }),
        Probe("utf8.codepoint", setup: utf8, "local r = select('#', utf8.codepoint(U, 1, -1))",
              minus: "local r = select('#', 1)", work: { Work(bytes: $0, values: $0 / 2) }),
        Probe("utf8.codes", setup: utf8, "for p, c in utf8.codes(U) do end", work: { Work(bytes: $0) }),
        Probe("utf8.len", setup: utf8, "local r = utf8.len(U)", work: { Work(bytes: $0) }),
        Probe("utf8.offset", setup: utf8, "local r = utf8.offset(U, n // 2)", work: { Work(bytes: $0) }),
        // math
        Probe("math.max", setup: values, "local r = math.max(table.unpack(V))", minus: spread, work: { Work(values: $0) }),
        Probe("math.min", setup: values, "local r = math.min(table.unpack(V))", minus: spread, work: { Work(values: $0) }),
        // base
        Probe("assert", setup: values, "local r = assert(table.unpack(V))", minus: spread, work: { Work(values: $0) }),
        Probe("load", setup: "local SRC = ('local a = 1\\n'):rep(n // 12)", "local r = load(SRC)", work: { Work(bytes: $0) }),
        Probe("next", setup: keys, "local r = next(H)", work: { Work(values: $0) }),
        Probe("pairs", setup: keys, "for k, v in pairs(H) do end", work: { Work(values: $0 + $0 * log2($0)) }),
        Probe("print", setup: ascii, "print(S)", work: { Work(bytes: $0) }),
        Probe("select", setup: values, "local r = select(1, table.unpack(V))", minus: spread, work: { Work(values: $0) }),
        Probe("select ('#')", setup: values, "local r = select('#', table.unpack(V))", minus: spread),
        Probe("tonumber", setup: "local Z = (' '):rep(n) .. '1'", "local r = tonumber(Z)", work: { Work(bytes: $0) }),
        Probe("tostring", setup: ascii, "local r = tostring(S)"),
        Probe("os.date", setup: "local F = ('%Y'):rep(n // 2)", "local r = os.date(F, 0)", work: { Work(bytes: 2 * $0, values: $0 / 2) }),
        Probe("coroutine.resume", setup: values + " local co = coroutine.wrap(function() coroutine.yield(table.unpack(V)) end)",
              "local r = rawequal(co())", minus: spread, work: { Work(values: $0) }),
    ]

    /// Functions whose work does not grow with an input: one call each on the larger input.
    static let constant: [String: String] = [
        "assert": "assert(S)", "collectgarbage": "collectgarbage('count')", "error": "pcall(error, S)",
        "getmetatable": "getmetatable(S)", "ipairs": "ipairs({S})", "pcall": "pcall(rawlen, S)",
        "rawequal": "rawequal(S, S)", "rawget": "rawget({}, S)", "rawlen": "rawlen(S)", "rawset": "rawset({}, S, 1)",
"setmetatable": "setmetatable({}, {})", "type": "type(S)",
        "xpcall": "xpcall(rawlen, print, S)", "tostring": "tostring(S)",
        "coroutine.close": "coroutine.close(coroutine.create(print))", "coroutine.create": "coroutine.create(print)",
        "coroutine.isyieldable": "coroutine.isyieldable()", "coroutine.resume": "coroutine.resume(coroutine.create(rawlen), S)",
        "coroutine.running": "coroutine.running()", "coroutine.status": "coroutine.status(coroutine.create(print))",
        "coroutine.wrap": "coroutine.wrap(print)", "coroutine.yield": "coroutine.wrap(function() coroutine.yield(S) end)()",
        "os.clock": "os.clock()", "os.date": "os.date('%Y', 0)", "os.difftime": "os.difftime(2, 1)", "os.time": "os.time()",
        "string.byte": "S:byte(1)", "string.len": "S:len()", "string.sub": "S:sub(5, 5)",
        "table.insert": "table.insert({}, S)", "table.remove": "table.remove({S})", "table.unpack": "table.unpack({S})",
        "utf8.len": "utf8.len('abc')", "utf8.char": "utf8.char(65)", "utf8.codepoint": "utf8.codepoint('a')",
        "utf8.offset": "utf8.offset('abc', 1)", "utf8.codes": "utf8.codes('abc')",
        "table.pack": "table.pack(S)", "table.concat": "table.concat({'x', S:sub(1, 1)})", "table.sort": "table.sort({2, 1})",
        "table.move": "table.move({1}, 1, 1, 1, {})", "select": "select('#', S)", "tonumber": "tonumber('12')",
        "next": "next({S})", "pairs": "pairs({S})", "load": "load('return 1')", "print": "print('x')",
        "string.char": "string.char(65)", "string.find": "S:find('a', 1, true)", "string.format": "string.format('%d', 1)",
        "string.gmatch": "S:gmatch('a')", "string.gsub": "('abc'):gsub('a', 'b')", "string.lower": "('A'):lower()",
        "string.match": "('abc'):match('b')", "string.pack": "string.pack('i4', 1)", "string.packsize": "string.packsize('i4')",
        "string.rep": "('x'):rep(3)", "string.reverse": "('ab'):reverse()", "string.unpack": "string.unpack('i4', string.pack('i4', 1))",
        "string.upper": "('a'):upper()", "math.max": "math.max(1, 2)", "math.min": "math.min(1, 2)",
    ]

    static let small = 4096.0, large = 65536.0

    @Test("H04: every library function the sandbox offers has a cost probe")
    func everyFunctionIsProbed() throws {
        let meter = try Meter()
        let offered = try meter.functionNames()
        #expect(offered.count > 90, "\(offered.count) functions")
        let probed = Set(Self.probes.map { $0.name.split(separator: " ").first.map(String.init) ?? $0.name })
            .union(Self.constant.keys).union(["require", "collectgarbage"])  // their own tests below
        for name in offered where !probed.contains(name) && !name.hasPrefix("math.") {
            Issue.record("\(name) has no cost probe in LibraryCostTests")
        }
        // The math functions other than max and min take a fixed number of numbers.
        for name in offered where name.hasPrefix("math.") && name != "math.max" && name != "math.min" {
            let charged = try meter.charged(setup: "local S = 1", call: "pcall(\(name), 0.5, 2)", n: 1)
            #expect(charged <= 128, "\(name): \(charged) steps")
        }
    }

    @Test("H04: each call is charged between B/256 + V and 8B + 16V + 128 steps, and grows with its work",
          arguments: probes)
    func chargedByWork(probe: Probe) throws {
        let meter = try Meter()
        let smallCharge = try meter.charged(probe, n: Self.small)
        let largeCharge = try meter.charged(probe, n: Self.large)
        guard let work = probe.work else {
            #expect(largeCharge <= 128, "\(probe.name): \(largeCharge) steps for work that does not grow")
            return
        }
        let done = work(Self.large)
        let lower = done.bytes / 256 + done.values, upper = 8 * done.bytes + 16 * done.values + 128
        #expect(largeCharge >= lower, "\(probe.name): charged \(largeCharge) steps, at least \(lower) expected")
        #expect(largeCharge <= upper, "\(probe.name): charged \(largeCharge) steps, at most \(upper) expected")
        #expect(largeCharge >= 8 * max(smallCharge, 1), "\(probe.name): \(smallCharge) then \(largeCharge) steps for 16 times the work")
    }

    @Test("H04: functions whose work does not grow with their input are charged a constant", arguments: constant.keys.sorted())
    func constantCost(name: String) throws {
        let meter = try Meter()
        let charged = try meter.charged(setup: Self.ascii, call: "local _ = " + Self.constant[name]!, n: Self.large)
        #expect(charged <= 128, "\(name): \(charged) steps")
    }

    @Test("H04: require is charged by the size of the module it compiles, once")
    func requireCharge() throws {
        let meter = try Meter()
        let bytes = Double(try #require(Stdlib.source(of: "explain.B")).utf8.count)
        let first = try meter.charged(setup: "", call: "local _ = require('explain.B')", n: 1)
        let again = try meter.charged(setup: "", call: "local _ = require('explain.B')", n: 1)
        #expect(first >= bytes / 256 && first <= 8 * bytes + 128, "\(first) steps for \(bytes) bytes")
        #expect(again <= 128)
    }

    @Test("H04: a full collection is charged a step per 64 bytes of heap")
    func collection() throws {
        let meter = try Meter()
        let setup = "local H = {} for i = 1, n do H[i] = ('x'):rep(200) .. i end"
        let charged = try meter.charged(setup: setup, call: "collectgarbage()", n: Self.small)
        #expect(charged >= 4096 * 200 / 64, "\(charged) steps")
        #expect(charged <= 4096 * 400 / 64 + 64 * 1024, "\(charged) steps")
    }

    @Test("H04: a function may hold at most 256 values in '...'; one that holds more is stopped with an error")
    func varargLimit() {
        let app = appLaunching("""
          local function keep(...) local n = 0 for i = 1, 1e6 do n = n + select('#', ...) end return n end
          print(keep(table.unpack({}, 1, 256)))
          print(pcall(keep, table.unpack({}, 1, 257)))
        """)
        let trace = play(app: app).trace
        #expect(trace.logs.first == String(256 * 1_000_000))
        #expect(trace.logs.last?.hasPrefix("false\tapp.lua:3: too many values in '...'") == true, "\(trace.logs)")
    }

    /// A sandboxed state whose calls are measured.
    final class Meter {
        let lua: LuaState
        let env: LuaRef

        init() throws {
            lua = try #require(LuaState(memoryLimit: 512 << 20, ticksEvery: 1000))
            env = try LuaSandbox.make(in: lua, simulation: .default, now: { 0 }, print: { _ in }).get()
        }

        /// Steps of C work one run of `call` is charged, after `setup` (n is set).
        func charged(setup: String, call: String, n: Double) throws -> Double {
            let source = """
            local steps = ...
            local n = \(Int(n))
            \(setup)
            local before = steps()
            \(call)
            return steps() - before
            """
            if let error = LuaSandbox.loadChunk(source, chunkName: "=probe", env: env, in: lua) {
                throw ProbeError(message: error)
            }
            lua.push { [unowned lua] stack in stack.push(Int(lua.chargedSteps)); return .values(1) }
            let result = lua.pcall(arguments: 1, results: 1)
            guard result == .ok, let steps = lua.stack.number(at: -1) else {
                throw ProbeError(message: "\(call): \(result)")
            }
            lua.stack.pop()
            return steps
        }

        func charged(_ probe: Probe, n: Double) throws -> Double {
            let total = try charged(setup: probe.setup, call: probe.call, n: n)
            guard let baseline = probe.baseline else { return total }
            return total - (try charged(setup: probe.setup, call: baseline, n: n))
        }

        /// Every function of the environment's libraries and base functions ("string.upper", "print").
        func functionNames() throws -> [String] {
            let source = """
            local names = {}
            local libraries = { string = true, table = true, math = true, utf8 = true, coroutine = true, os = true }
            local base = { "assert", "collectgarbage", "error", "getmetatable", "ipairs", "load", "next", "pairs",
              "pcall", "print", "rawequal", "rawget", "rawlen", "rawset", "require", "select", "setmetatable",
              "tonumber", "tostring", "type", "xpcall" }
            for _, name in ipairs(base) do
              if type(_G[name]) == "function" then names[#names + 1] = name end
            end
            for library in pairs(libraries) do
              for name, value in pairs(_G[library]) do
                if type(value) == "function" then names[#names + 1] = library .. "." .. name end
              end
            end
            return table.concat(names, " ")
            """
            if let error = LuaSandbox.loadChunk(source, chunkName: "=names", env: env, in: lua) {
                throw ProbeError(message: error)
            }
            guard lua.pcall(arguments: 0, results: 1) == .ok, let text = lua.stack.string(at: -1) else {
                throw ProbeError(message: "cannot list the functions")
            }
            lua.stack.pop()
            return text.split(separator: " ").map(String.init)
        }
    }

    struct ProbeError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}

private func log2(_ x: Double) -> Double {
    var bits = 0.0, value = 1.0
    while value < x { value *= 2; bits += 1 }
    return bits
}
