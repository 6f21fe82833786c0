@testable import LifecycleLua
import LuaBridge

/// The host-call catalog (`stdlib/host/calls.lua`) read into Swift: every function that crosses
/// between Swift and the host's preludes, with a fixed typed signature or one table of named
/// fields, what each prelude returns, and the constants both sides share. Only the checks read
/// it (HostCallCatalogTests, against the preludes' source and the Swift declarations): a process
/// never loads it, so it costs start-up nothing. Host plumbing: implements no rule itself.
struct HostCallCatalog {
    /// A parameter, a field or a result: `{ "name", "type" }` (a type ending in `?` may be nil).
    struct Param: Equatable {
        let name: String
        let type: String
    }

    /// A host function, or an entry (a function a prelude returns for Swift to call).
    struct Function {
        let name: String
        /// A fixed, typed signature; nil when the function takes `fields` or is a `value`.
        var params: [Param]?
        /// One table of named fields: `host.name{ a = … }`.
        var fields: [Param]?
        /// Not a function: the type of the value (`host.responder`).
        var value: String?
        var returns: [Param] = []
        /// What an entry returns as one table of named fields.
        var result: [Param]?
        /// Called from Sources/LuaShim (C), not from a prelude's Lua.
        var byC = false
    }

    struct Prelude {
        let name: String
        /// Its files, under stdlib/host/ without `.lua` (`frameworks/ui`).
        let files: [String]
        let host: [String: Function]
        let returns: [Param]
        let entries: [String: Function]
    }

    let constants: [String: [String: Int]]
    let preludes: [String: Prelude]

    static let file = "stdlib/host/calls.lua"

    /// Reads the embedded catalog in a throwaway state.
    static func load() -> Result<HostCallCatalog, APICatalogError> {
        guard let source = Stdlib.source(of: "host.calls", includeHost: true) else { return .failure(.init(message: "missing \(file)")) }
        guard let lua = LuaState(memoryLimit: 8 << 20, ticksEvery: 1000) else { return .failure(.init(message: "\(file): out of memory")) }
        defer { lua.close() }
        if let error = lua.load(source, chunkName: "=\(file)") { return .failure(.init(message: error)) }
        guard lua.pcall(arguments: 0, results: 1) == .ok else { return .failure(.init(message: "\(file) did not run")) }
        let data = LuaData.read(lua.stack, at: -1)
        lua.stack.pop()
        do { return .success(try decode(data)) } catch let error as APICatalogError { return .failure(error) } catch {
            return .failure(.init(message: "\(file): \(error)"))
        }
    }

    static func decode(_ data: LuaData?) throws -> HostCallCatalog {
        let top = try Fields(data, at: file, allowed: ["constants", "preludes"])
        var constants: [String: [String: Int]] = [:]
        for (group, values) in try keyed(top.values["constants"], at: "constants") {
            constants[group] = try keyed(values, at: "constants.\(group)").mapValues { value in
                guard case .number(let number) = value, let integer = Int(exactly: number) else {
                    throw APICatalogError(message: "\(file): constants.\(group): integers only")
                }
                return integer
            }
        }
        var preludes: [String: Prelude] = [:]
        for (name, value) in try keyed(top.values["preludes"], at: "preludes") {
            let place = "\(file) preludes.\(name)"
            let fields = try Fields(value, at: place, allowed: ["files", "host", "returns", "entries"])
            let files = try fields.list("files").map { item, at -> String in
                guard case .string(let text) = item else { throw APICatalogError(message: "\(at): a file name") }
                return text
            }
            let host = try keyed(fields.values["host"], at: "\(place).host").map { try function($0.key, $0.value, at: "\(place).host") }
            let entries = try keyed(fields.values["entries"], at: "\(place).entries").map { try function($0.key, $0.value, at: "\(place).entries") }
            preludes[name] = Prelude(name: name, files: files, host: Dictionary(uniqueKeysWithValues: host.map { ($0.name, $0) }),
                                     returns: try params(fields.values["returns"], at: "\(place).returns") ?? [],
                                     entries: Dictionary(uniqueKeysWithValues: entries.map { ($0.name, $0) }))
        }
        return HostCallCatalog(constants: constants, preludes: preludes)
    }

    private static func function(_ name: String, _ data: LuaData, at place: String) throws -> Function {
        let place = "\(place).\(name)"
        let fields = try Fields(data, at: place, allowed: ["params", "fields", "value", "returns", "result", "by"])
        var function = Function(name: name)
        function.params = try params(fields.values["params"], at: "\(place).params")
        function.fields = try params(fields.values["fields"], at: "\(place).fields")
        function.value = fields.values["value"] == nil ? nil : fields.string("value")
        function.returns = try params(fields.values["returns"], at: "\(place).returns") ?? []
        function.result = try params(fields.values["result"], at: "\(place).result")
        function.byC = fields.string("by") == "C"
        let shapes = [function.params != nil, function.fields != nil, function.value != nil].filter { $0 }.count
        guard shapes == 1 else { throw APICatalogError(message: "\(place): one of params, fields or value") }
        if let params = function.params, params.count > 2 {
            throw APICatalogError(message: "\(place): more than 2 arguments are passed as fields")
        }
        return function
    }

    /// `{ {"name", "type"}, … }`, or nil when absent.
    private static func params(_ data: LuaData?, at place: String) throws -> [Param]? {
        guard let data else { return nil }
        guard case .table(let array, let keyed) = data, keyed.isEmpty else { throw APICatalogError(message: "\(place): a list") }
        return try array.map { item in
            guard case .table(let pair, let named) = item, named.isEmpty, pair.count == 2,
                  case .string(let name) = pair[0], case .string(let type) = pair[1] else {
                throw APICatalogError(message: "\(place): a parameter is { \"name\", \"type\" }")
            }
            return Param(name: name, type: type)
        }
    }

    private static func keyed(_ data: LuaData?, at place: String) throws -> [String: LuaData] {
        guard let data else { return [:] }
        guard case .table(let array, let keyed) = data, array.isEmpty else { throw APICatalogError(message: "\(file) \(place): named fields") }
        return keyed
    }

    /// The names declared at `place`: `frameworks.host.view_add` (a call's fields),
    /// `frameworks.entries.deliver` (an entry's fields), `app.entries.inspect.result`, `app.returns`.
    func names(at place: String) -> [String]? {
        let parts = place.split(separator: ".").map(String.init)
        guard let prelude = preludes[parts[0]] else { return nil }
        switch parts.dropFirst().first {
        case "returns" where parts.count == 2: return prelude.returns.map(\.name)
        case "host" where parts.count == 3: return prelude.host[parts[2]]?.fields?.map(\.name)
        case "entries" where parts.count == 3: return prelude.entries[parts[2]]?.fields?.map(\.name)
        case "entries" where parts.count == 4 && parts[3] == "result": return prelude.entries[parts[2]]?.result?.map(\.name)
        default: return nil
        }
    }
}
