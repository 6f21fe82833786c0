import LuaBridge

extension LuaState {
    /// Runs a host prelude (`stdlib/host/NAME.lua`) with arguments pushed by `push`, returning
    /// its results on the stack. Host code is trusted; an error here is a bug in lifecycle.
    func runPrelude(_ name: String, results: Int32, push: (LuaStack) -> Int32) -> String? {
        if let error = loadPrelude("host.\(name)") { return error }
        let count = push(stack)
        switch pcall(arguments: count, results: results) {
        case .ok: return nil
        case .error(let message, _): return message
        case .halted(let halt): return "stdlib/host/\(name).lua halted (\(halt))"
        }
    }

    /// Pushes host prelude `name` (`host.limits`) as a function: the bytecode compiled when
    /// lifecycle was built, or, when that does not load here (a cross build), its embedded source
    /// compiled now. Either way its chunk name is `=stdlib/host/….lua`, which tracebacks are
    /// filtered on. Returns an error message and pushes nothing on failure.
    func loadPrelude(_ name: String) -> String? {
        if let chunk = Stdlib.compiledPrelude(name), load(chunk) == nil { return nil }
        guard let source = Stdlib.source(of: name, includeHost: true) else {
            return "missing \(Stdlib.chunkName(of: name).dropFirst())"
        }
        return load(source, chunkName: Stdlib.chunkName(of: name))
    }
}

extension HostTable {
    /// `host.prelude(name)`, for a prelude that loads another (`sandbox` loads `host.limits`,
    /// `frameworks` its parts): the loaded chunk, whose environment is the host's full globals,
    /// never the sandbox. Each prelude loads at most once per table, and only `host.` modules:
    /// no user code can reach a host table, and this keeps it so even if one leaked.
    static func preludeLoader(_ lua: LuaState) -> LuaFunction {
        var loaded: Set<String> = []
        return { [unowned lua] stack in
            guard let name = stack.string(at: 1), name.hasPrefix("host."), !loaded.contains(name) else {
                return .error("host.prelude: not a prelude to load")
            }
            // The state loads onto its main thread's stack, which is the one returned from.
            guard stack.isMainThread(of: lua) else { return .error("host.prelude: not from a coroutine") }
            loaded.insert(name)
            if let error = lua.loadPrelude(name) { return .error(error) }
            return .values(1)
        }
    }
}
