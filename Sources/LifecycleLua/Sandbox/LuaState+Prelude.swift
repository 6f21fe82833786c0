import LuaBridge

extension LuaState {
    /// Runs a host prelude (`stdlib/host/NAME.lua`) with arguments pushed by `push`, returning
    /// its results on the stack. Host code is trusted; an error here is a bug in lifecycle.
    func runPrelude(_ name: String, results: Int32, push: (LuaStack) -> Int32) -> String? {
        guard let source = Stdlib.source(of: "host.\(name)", includeHost: true) else {
            return "missing stdlib/host/\(name).lua"
        }
        if let error = load(source, chunkName: "=stdlib/host/\(name).lua") { return error }
        let count = push(stack)
        switch pcall(arguments: count, results: results) {
        case .ok: return nil
        case .error(let message, _): return message
        case .halted(let halt): return "stdlib/host/\(name).lua halted (\(halt))"
        }
    }
}
