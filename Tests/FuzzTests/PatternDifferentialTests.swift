import LifecycleLua
import LuaBridge
import PropertyBased
import Testing

/// The sandbox's step-counted pattern functions (stdlib/host/limits.lua, ShimMatch.c) must
/// behave as Lua's own: random patterns and subjects through find, match, gmatch and gsub, in a
/// plain Lua state that has both, give the same results and the same errors.
@Suite("Pattern matching differential")
struct PatternDifferentialTests {
    static let tokens = ["a", "b", ".", "%a", "%d", "%s", "%w", "%W", "[ab]", "[^a]", "[a-c]", "[%d_]", "[]]",
                         "[^]a]", "(", ")", "()", "%1", "%2", "%b()", "%bab", "%f[%w]", "%f[^a]", "*", "+", "-",
                         "?", "$", "^", "%", "[", "x", "%%", "%.", "[a-]", "%z", "\0", "%0"]
    static let characters = ["a", "b", "c", "(", ")", " ", "1", "_", "x", "\0", "]", "%", "."]

    /// Compares the two implementations on one input; returns nil or the first difference.
    static let compare = """
    local counted = (...)()
    local function pack(ok, ...) return { ok = ok, n = select("#", ...), ... } end
    local function show(r)
      local t = { tostring(r.ok) }
      for i = 1, r.n do t[#t + 1] = math.type(r[i]) or type(r[i]) t[#t + 1] = tostring(r[i]) end
      -- The error names the function by where it is found, which differs here: not compared.
      return (table.concat(t, " | "):gsub("to '[^']*'", "to F"))
    end
    local function gmatched(gmatch, s, p, init)
      local out = {}
      for a, b, c in gmatch(s, p, init) do
        out[#out + 1] = tostring(a) .. "/" .. tostring(b) .. "/" .. tostring(c)
        if #out > 50 then break end
      end
      return table.concat(out, ",")
    end
    local replacements = { "<%0>", "%1", "[%2]", "%%", "x", "%", 7, { a = "A", b = false, [1] = "one" },
      function(a, b) if a == "a" then return nil end if b == "b" then return false end return "{" .. tostring(a) .. "}" end }
    return function(s, p, init, r)
      local calls = {
        { "find", s, p }, { "find", s, p, init }, { "find", s, p, init, true }, { "match", s, p, init },
        { "gsub", s, p, replacements[r % #replacements + 1], r % 5 - 1 }, { "gsub", s, p, replacements[r % 3 + 7] },
      }
      for _, call in ipairs(calls) do
        local name = call[1]
        local a = show(pack(pcall(string[name], table.unpack(call, 2, 5))))
        local b = show(pack(pcall(counted[name], table.unpack(call, 2, 5))))
        if a ~= b then return name .. ": Lua gives " .. a .. ", the sandbox " .. b end
      end
      local a = show(pack(pcall(gmatched, string.gmatch, s, p, init)))
      local b = show(pack(pcall(gmatched, counted.gmatch, s, p, init)))
      if a ~= b then return "gmatch: Lua gives " .. a .. ", the sandbox " .. b end
      return nil
    end
    """

    @Test("the counted find, match, gmatch and gsub agree with Lua's own on random patterns")
    func agreesWithLua() async throws {
        let lua = try #require(LuaState(memoryLimit: 64 << 20, ticksEvery: 1000))
        #expect(lua.load(Self.compare, chunkName: "=compare") == nil)
        lua.pushLimits()
        #expect(lua.pcall(arguments: 1, results: 1) == .ok)
        let compare = lua.stack.ref()
        let input = zip(Gen<String?>.element(of: Self.characters).array(of: 0...12),
                        Gen<String?>.element(of: Self.tokens).array(of: 0...7),
                        Gen.int(in: -4...6), Gen.int(in: 0...99))
        await propertyCheck(count: FuzzReport.cases * 20, input: input) { t in
            let subject = t.0.compactMap { $0 }.joined(), pattern = t.1.compactMap { $0 }.joined()
            lua.stack.pushRef(compare)
            lua.stack.push(subject)
            lua.stack.push(pattern)
            lua.stack.push(t.2)
            lua.stack.push(t.3)
            #expect(lua.pcall(arguments: 4, results: 1) == .ok)
            let difference = lua.stack.string(at: -1)
            lua.stack.pop()
            #expect(difference == nil, "subject \(subject.debugDescription), pattern \(pattern.debugDescription): \(difference ?? "")")
        }
    }
}
