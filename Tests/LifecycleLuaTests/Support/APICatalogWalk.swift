@testable import LifecycleLua
import LuaBridge

/// An audit of a live environment against the catalog, deeper than `APICatalogCheck` (which
/// compares global names at every build): the statics of every global table, and the members of
/// objects made by calling their constructors. Members are found the way the preludes store
/// them: raw keys, `__index` tables, and the tables a function `__index` closes over (`methods`,
/// `fields`, `properties`; never `host` or `_ENV`). Each live member must be declared (every
/// binding has a stub), and each declared one must be there. Run by the test suite
/// (APICatalogTests) in the state's own full-library globals, never in the sandbox. Rules: those
/// the API implements (B5, R1, V1, … as cited by each catalog entry).
struct APICatalogWalk {
    /// What differs, one line each; empty when the environment matches the catalog.
    let problems: [String]

    /// Walks the environment at registry ref `env`. `constructors` maps each object class to a
    /// Lua expression (evaluated in the environment) that makes one.
    init(lua: LuaState, env: LuaRef, catalogs: [APICatalog], constructors: [String: String]) {
        let tables = catalogs.flatMap(\.globals).filter { $0.kind == .table }
        let classes = catalogs.flatMap(\.classes)
        var source = "local env = ...\nlocal TABLES, OBJECTS = {\n"
        for table in tables {
            let keys = table.members.map { Self.quote($0.name) }.joined(separator: ", ")
            source += "{ name = \(Self.quote(table.name)), keys = {\(keys)} },\n"
        }
        source += "}, {\n"
        for name in constructors.keys.sorted() {
            let declared = classes.first { $0.name == name }.map { ($0.fields + $0.methods).map(\.name) } ?? []
            let keys = declared.map(Self.quote).joined(separator: ", ")
            source += "{ name = \(Self.quote(name)), ctor = \(Self.quote(constructors[name]!)), keys = {\(keys)} },\n"
        }
        source += "}\n" + Self.walker

        var problems: [String] = []
        guard lua.load(source, chunkName: "=walk") == nil else {
            self.problems = ["the walker does not compile"]
            return
        }
        lua.stack.pushRef(env)
        guard lua.pcall(arguments: 1, results: 1) == .ok, case .table(_, let result)? = LuaData.read(lua.stack, at: -1) else {
            self.problems = ["the walker failed"]
            return
        }
        lua.stack.pop()
        if case .table(let errors, _)? = result["errors"] {
            problems += errors.compactMap { if case .string(let text) = $0 { return text } else { return nil } }
        }
        for table in tables {
            problems += Self.compare("\(table.name).", result["statics"], table.name, declared: table.members)
        }
        for name in constructors.keys.sorted() {
            let type = classes.first { $0.name == name }
            problems += Self.compare("\(name):", result["objects"], name, declared: (type?.fields ?? []) + (type?.methods ?? []))
        }
        self.problems = problems
    }

    /// Live keys against declared entries: undeclared bindings, and declared members that are
    /// missing (a function that is not one, a non-optional field that is nil).
    private static func compare(_ label: String, _ group: LuaData?, _ name: String, declared: [APIEntry]) -> [String] {
        guard case .table(_, let items)? = group, case .table(_, let item)? = items[name],
              case .table(let liveList, _)? = item["live"], case .table(_, let probe)? = item["probe"] else {
            return ["\(label) was not walked"]
        }
        let live = liveList.compactMap { if case .string(let key) = $0 { return key } else { return nil } }
        let names = Set(declared.map(\.name))
        var problems = live.filter { !names.contains($0) }.map { "\(label)\($0) is a binding without a stub" }
        for entry in declared {
            guard case .string(let kind)? = probe[entry.name] else { continue }
            if entry.kind == .function, kind != "function" {
                problems.append("\(label)\(entry.name) is declared as a function but is \(kind)")
            } else if entry.kind != .function, kind == "nil", !entry.type.hasSuffix("?"), !entry.type.contains("nil") {
                problems.append("\(label)\(entry.name) is declared but nil")
            }
        }
        return problems
    }

    private static func quote(_ text: String) -> String { "[==[\(text)]==]" }

    /// Returns { statics = { NAME = { live, probe } }, objects = { NAME = { live, probe } }, errors }.
    private static let walker = """
        local function members(value)
          local found, seen = {}, {}
          local function add(t) for k in next, t do if type(k) == "string" then found[k] = true end end end
          local function walk(t)
            if seen[t] then return end
            seen[t] = true
            add(t)
            local mt = debug.getmetatable(t)
            local index = type(mt) == "table" and rawget(mt, "__index") or nil
            if type(index) == "table" then walk(index)
            elseif type(index) == "function" then
              for i = 1, 255 do
                local name, up = debug.getupvalue(index, i)
                if not name then break end
                if name ~= "host" and name ~= "_ENV" and type(up) == "table" then add(up) end
              end
            end
          end
          walk(value)
          local list = {}
          for k in next, found do list[#list + 1] = k end
          table.sort(list)
          return list
        end
        local function probe(value, keys)
          local kinds = {}
          for _, key in ipairs(keys) do kinds[key] = type(value[key]) end
          return kinds
        end
        local result = { statics = {}, objects = {}, errors = {} }
        for _, item in ipairs(TABLES) do
          local value = rawget(env, item.name)
          if type(value) ~= "table" then
            result.errors[#result.errors + 1] = item.name .. " is not a table"
          else
            result.statics[item.name] = { probe = probe(value, item.keys), live = members(value) }
          end
        end
        for _, item in ipairs(OBJECTS) do
          local ok, object = pcall(assert(load("return " .. item.ctor, "=" .. item.name, "t", env)))
          if not ok or object == nil then
            result.errors[#result.errors + 1] = item.name .. ": " .. item.ctor .. " made nothing: " .. tostring(object)
          else
            local kinds = probe(object, item.keys)
            result.objects[item.name] = { probe = kinds, live = members(object) }
          end
        end
        return result
        """
}
