import LifecycleLua

/// The workspace's `.luarc.json` for lua-language-server: Lua 5.4, the generated definitions as a
/// library, and the standard libraries the sandbox removes (io, debug, package; `os`, which the
/// definitions replace by its simulated four functions) turned off, so the editor offers what
/// scripts really have. An existing file keeps every key and its order; settings are written
/// where the file already has them, in dotted (`"runtime.version"`) or nested form. Editor
/// tooling: implements no rule itself (the definitions it points at cite them).
extension LuaStubWriter {
    /// The settings `lifecycle types` owns, as paths under the file's root.
    static let runtimeVersion = ["runtime", "version"]
    static let runtimeBuiltin = ["runtime", "builtin"]
    static let workspaceLibrary = ["workspace", "library"]
    /// lua-language-server's settings schema, for editors that validate `.luarc.json`.
    static let schema = "https://raw.githubusercontent.com/sumneko/vscode-lua/master/setting/schema.json"
    /// Standard libraries that the sandbox does not provide (or replaces).
    public static let disabledLibraries = ["debug", "io", "os", "package"]

    /// The text of `.luarc.json`: `existing` with lifecycle's settings merged in, or a new file.
    /// Throws when `existing` is not a JSON object (the message names the line).
    public static func luarc(merging existing: String?) throws -> String {
        var members: [JSONValue.Member]
        if let existing, existing.contains(where: { !$0.isWhitespace }) {
            guard case .object(let parsed) = try JSONValue.parse(existing) else {
                throw APICatalogError(message: "line 1: the file is not a JSON object")
            }
            members = parsed
        } else {
            members = [.init(key: "$schema", value: .string(schema))]
        }
        set(runtimeVersion, in: &members) { _ in .string("Lua 5.4") }
        set(runtimeBuiltin, in: &members) { old in
            var builtin: [JSONValue.Member] = []
            if case .object(let kept)? = old { builtin = kept }
            for library in disabledLibraries {
                if let index = builtin.firstIndex(where: { $0.key == library }) {
                    builtin[index].value = .string("disable")
                } else {
                    builtin.append(.init(key: library, value: .string("disable")))
                }
            }
            return .object(builtin)
        }
        set(workspaceLibrary, in: &members) { old in
            var paths: [JSONValue] = []
            switch old {
            case .array(let kept)?: paths = kept
            case .string(let path)?: paths = [.string(path)]
            default: break
            }
            if !paths.contains(.string(folder)) { paths.append(.string(folder)) }
            return .array(paths)
        }
        return JSONValue.object(members).text
    }

    /// Sets the setting at `path` to `change(old value)`: where the file has it (under a `Lua`
    /// prefix too), else inside the nested object the file has for its group, else as a new
    /// dotted key at the end.
    static func set(_ path: [String], in members: inout [JSONValue.Member], _ change: (JSONValue?) -> JSONValue) {
        if place(["Lua"] + path, in: &members, change, create: false) { return }
        if place(path, in: &members, change, create: false) { return }
        if place(path, in: &members, change, create: true) { return }
        members.append(.init(key: path.joined(separator: "."), value: change(nil)))
    }

    /// Finds `path` among `members`, its keys possibly dotted (`runtime.version`) or nested
    /// (`runtime` → `version`). With `create`, a missing last part is added inside the deepest
    /// object of the path the file has. True when the setting was placed.
    private static func place(_ path: [String], in members: inout [JSONValue.Member],
                              _ change: (JSONValue?) -> JSONValue, create: Bool) -> Bool {
        for count in stride(from: path.count, through: 1, by: -1) {
            let key = path[..<count].joined(separator: ".")
            guard let index = members.firstIndex(where: { $0.key == key }) else { continue }
            if count == path.count {
                members[index].value = change(members[index].value)
                return true
            }
            guard case .object(var inner) = members[index].value else { continue }
            let rest = Array(path[count...])
            if !place(rest, in: &inner, change, create: create) {
                guard create else { continue }
                inner.append(.init(key: rest.joined(separator: "."), value: change(nil)))
            }
            members[index].value = .object(inner)
            return true
        }
        return false
    }
}
