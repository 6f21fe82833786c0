import LuaBridge


/// Reading the catalog: each `stdlib/api/` module runs in a throwaway Lua state and returns plain
/// tables, which are copied into Swift (raw access only) and checked against the schema, so a
/// misspelt key in the catalog is an error rather than a silently missing doc. The rule ids it
/// reads (`rules = "B4, B5"`) are checked against docs/rules.md by APICatalogTests.
extension APICatalog {
    static func load(_ part: Part) -> Result<APICatalog, APICatalogError> {
        let file = "stdlib/api/\(part.rawValue).lua"
        guard let source = Stdlib.source(of: part.module) else { return .failure(.init(message: "missing \(file)")) }
        guard let lua = LuaState(memoryLimit: 16 << 20, ticksEvery: 1000) else { return .failure(.init(message: "\(file): out of memory")) }
        defer { lua.close() }
        if let error = lua.load(source, chunkName: "=\(file)") { return .failure(.init(message: error)) }
        guard lua.pcall(arguments: 0, results: 1) == .ok else { return .failure(.init(message: "\(file) did not run")) }
        let data = LuaData.read(lua.stack, at: -1)
        lua.stack.pop()
        do {
            return .success(try decode(data, part: part, file: file))
        } catch let error as APICatalogError {
            return .failure(error)
        } catch {
            return .failure(.init(message: "\(file): \(error)"))
        }
    }

    static func decode(_ data: LuaData?, part: Part, file: String) throws -> APICatalog {
        let top = try Fields(data, at: file, allowed: ["globals", "classes", "aliases", "hooks"])
        let globals = try top.list("globals").map { try entry($0.0, at: $0.1) }
        let classes = try top.list("classes").map { try apiClass($0.0, at: $0.1) }
        let aliases = try top.list("aliases").map { data, place -> APIAlias in
            let fields = try Fields(data, at: place, allowed: ["name", "type", "doc", "rules"])
            return APIAlias(name: try fields.required("name"), type: try fields.required("type"),
                            doc: fields.string("doc"), rules: rules(fields.string("rules")))
        }
        let hooks = try top.list("hooks").map { try entry($0.0, at: $0.1, kind: .function) }
        return APICatalog(part: part, globals: globals, classes: classes, aliases: aliases, hooks: hooks)
    }

    private static func entry(_ data: LuaData, at place: String, kind fixed: APIEntry.Kind? = nil) throws -> APIEntry {
        let fields = try Fields(data, at: place, allowed: ["name", "kind", "type", "class", "of", "params", "returns",
                                                           "doc", "rules", "members", "settable", "selector"])
        let name: String = try fields.required("name")
        let place = "\(place) (\(name))"
        let kindName = fields.string("kind")
        guard let kind = fixed ?? (kindName.isEmpty ? .field : APIEntry.Kind(rawValue: kindName)) else {
            throw APICatalogError(message: "\(place): unknown kind \(kindName)")
        }
        var entry = APIEntry(name: name, kind: kind)
        let typeKey = kind == .table ? "class" : kind == .alias ? "of" : "type"
        entry.type = fields.string(typeKey)
        entry.params = try fields.list("params").map { try param($0.0, at: $0.1) }
        entry.returns = try fields.list("returns").map { try param($0.0, at: $0.1) }
        entry.doc = fields.string("doc")
        entry.rules = rules(fields.string("rules"))
        entry.members = try fields.list("members").map { try self.entry($0.0, at: $0.1) }
        entry.settable = fields.bool("settable")
        entry.selector = fields.string("selector")
        if [.table, .alias, .value].contains(kind), entry.type.isEmpty {
            throw APICatalogError(message: "\(place): a \(kind.rawValue) needs its \(typeKey)")
        }
        return entry
    }

    private static func apiClass(_ data: LuaData, at place: String) throws -> APIClass {
        let fields = try Fields(data, at: place, allowed: ["name", "kind", "parent", "open", "hooks", "doc", "rules", "fields", "methods"])
        let name: String = try fields.required("name")
        guard let kind = APIClass.Kind(rawValue: fields.string("kind")) else {
            throw APICatalogError(message: "\(place) (\(name)): kind is object, record or protocol")
        }
        var result = APIClass(name: name, kind: kind)
        result.parent = fields.string("parent")
        result.open = fields.bool("open")
        result.hasHooks = fields.bool("hooks")
        result.doc = fields.string("doc")
        result.rules = rules(fields.string("rules"))
        result.fields = try fields.list("fields").map { try entry($0.0, at: $0.1, kind: .field) }
        result.methods = try fields.list("methods").map { try entry($0.0, at: $0.1, kind: .function) }
        return result
    }

    /// `{ "name", "type", "doc" }`: positional, the doc optional.
    private static func param(_ data: LuaData, at place: String) throws -> APIParam {
        guard case .table(let array, let keyed) = data, keyed.isEmpty, (2...3).contains(array.count),
              case .string(let name) = array[0], case .string(let type) = array[1] else {
            throw APICatalogError(message: "\(place): a parameter is { \"name\", \"type\", \"doc\" }")
        }
        var doc = ""
        if array.count == 3, case .string(let text) = array[2] { doc = text }
        return APIParam(name: name, type: type, doc: doc)
    }

    /// "L1, L3" → ["L1", "L3"].
    static func rules(_ text: String) -> [String] {
        text.split(separator: ",").map { String($0).trimming(" ") }.filter { !$0.isEmpty }
    }
}

/// The keyed fields of one catalog table, checked against the names its schema allows.
struct Fields {
    let values: [String: LuaData]
    let place: String

    init(_ data: LuaData?, at place: String, allowed: Set<String>) throws {
        guard case .table(let array, let keyed)? = data, array.isEmpty else {
            throw APICatalogError(message: "\(place): expected a table of named fields")
        }
        if let unknown = keyed.keys.sorted().first(where: { !allowed.contains($0) }) {
            throw APICatalogError(message: "\(place): unknown key \(unknown)")
        }
        values = keyed
        self.place = place
    }

    func string(_ key: String) -> String {
        if case .string(let text)? = values[key] { return text }
        return ""
    }

    func required(_ key: String) throws -> String {
        let text = string(key)
        if text.isEmpty { throw APICatalogError(message: "\(place): missing \(key)") }
        return text
    }

    func bool(_ key: String) -> Bool {
        if case .bool(let flag)? = values[key] { return flag }
        return false
    }

    /// The items of list `key` with their places (`stdlib/api/app.lua globals[3]`).
    func list(_ key: String) throws -> [(LuaData, String)] {
        guard let value = values[key] else { return [] }
        guard case .table(let array, let keyed) = value, keyed.isEmpty else {
            throw APICatalogError(message: "\(place): \(key) must be a list")
        }
        return array.enumerated().map { ($0.element, "\(place) \(key)[\($0.offset + 1)]") }
    }
}

extension String {
    /// Without `character` at either end.
    package func trimming(_ set: Character) -> String {
        var text = Substring(self)
        while text.first == set { text.removeFirst() }
        while text.last == set { text.removeLast() }
        return String(text)
    }
}
