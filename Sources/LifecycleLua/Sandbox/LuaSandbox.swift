import LifecycleCore
import LuaBridge


/// Builds the allow-list environment of a script (`stdlib/host/sandbox.lua`): base functions,
/// string, table, math, utf8, coroutine, a simulated `os`, text-only `load`, `require` of stdlib
/// modules only, and a protected string metatable. No io, no debug, no package, no os.exit.
/// Work done inside Lua's C library (pattern matching, long strings, sort, concat, unpack, utf8,
/// coroutine creation, collections, …) is counted and charged as simulated time
/// (`stdlib/host/limits.lua`, Sources/LuaShim/ShimCost.h): the T5/L5/B4 watchdogs stop it as they
/// stop an endless Lua loop. next, pairs, tostring, print and string.format are deterministic
/// (Sources/LuaShim/ShimSandbox.c).
enum LuaSandbox {
    /// Creates the environment and returns its registry reference. `math.random` starts from
    /// the simulation's seed (H10).
    static func make(in lua: LuaState, simulation: Simulation, now: @escaping () -> Double,
                     print: @escaping (String) -> Void) -> Result<LuaRef, HostError> {
        let host = hostTable(in: lua, simulation: simulation, now: now, print: print)
        let error = lua.runPrelude("sandbox", results: 1) { _ in
            host.push(in: lua)
            return 1
        }
        if let error { return .failure(HostError(message: "sandbox: \(error)")) }
        return .success(lua.stack.ref())
    }

    /// The sandbox prelude's `host` (`preludes.sandbox.host` in stdlib/host/calls.lua).
    static func hostTable(in lua: LuaState, simulation: Simulation, now: @escaping () -> Double,
                          print: @escaping (String) -> Void) -> HostTable {
        let seed = simulation.seed
        return HostTable(functions: [
            "prelude": HostTable.preludeLoader(lua),
            "stdlib_source": { stack in
                guard let name = stack.string(at: 1), let source = Stdlib.source(of: name) else {
                    stack.pushNil()
                    return .values(1)
                }
                stack.push(source)
                return .values(1)
            },
            "seed": { stack in stack.push(Int(truncatingIfNeeded: seed)); return .values(1) },
            "now": { stack in stack.push(now()); return .values(1) },
            "print_line": { stack in print(stack.string(at: 1) ?? ""); return .values(0) },
        ], values: [
            // The counted replacements of C loops the instruction hook never sees (ShimLimits.h).
            "limits": { lua in lua.pushLimits() },
        ])
    }

    /// Loads a user chunk with `env` as its environment, leaving it on the stack: from its text,
    /// or from `compiled`, the same text compiled once by the host (`LuaAppLoader.compile`; user
    /// code itself never loads bytecode). Returns the syntax error message (`file:line: …`).
    static func loadChunk(_ source: String, chunkName: String, compiled: LuaChunk? = nil, env: LuaRef,
                          in lua: LuaState) -> String? {
        if let compiled, compiled.chunkName == chunkName, lua.load(compiled) == nil {
            // Loaded from the host's dump of this very source.
        } else if let error = lua.load(source, chunkName: chunkName) {
            return located(error, chunkName: chunkName, source: source)
        }
        lua.stack.pushRef(env)
        lua.stack.setFirstUpvalue(ofFunctionAt: -2)   // a main chunk's first upvalue is _ENV
        return nil
    }

    /// A load error names its file, as syntax errors do: the parser's own limits (a script
    /// nesting thousands of parentheses: "C stack overflow") come without a position, so the
    /// chunk's name (and, fed to the REPL, its first line) is put in front, with what it means.
    /// A syntax error of `source` that is Swift's shorthand (`.background`) names the Lua value.
    static func located(_ error: String, chunkName: String, source: String? = nil) -> String {
        let hint = source.map { GlobalKnowledge.shorthandHint(error, source: $0) } ?? ""
        let name = chunkName.hasPrefix("@") || chunkName.hasPrefix("=") ? String(chunkName.dropFirst()) : chunkName
        guard !error.hasPrefix(name + ":") else { return error + hint }
        let shown = name.hasPrefix("stdin") ? ReplLines.renumber(name + ":1") : name
        let meaning = error.hasSuffix("C stack overflow") ? " (the script nests more deeply than Lua can read)" : ""
        return "\(shown): \(error)\(meaning)\(hint)"
    }
}

/// A failure of the host itself (its preludes), reported as an error, never a crash of the tool.
public struct HostError: Error, Equatable, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}

/// A prelude's `host` argument: Swift functions and a few values, by name. Each prelude's names
/// are declared in `stdlib/host/calls.lua`; HostCallCatalogTests compares `names` with them.
struct HostTable {
    var functions: [String: LuaFunction]
    /// Values that are not functions (a table of constants), pushed by their closure.
    var values: [String: (LuaState) -> Void] = [:]

    var names: [String] { (Array(functions.keys) + Array(values.keys)).sorted() }

    func push(in lua: LuaState) {
        let stack = lua.stack
        stack.newTable()
        let table = stack.top
        for name in functions.keys.sorted() {
            lua.push(functions[name]!)
            stack.rawSet(name, table: table)
        }
        for (name, push) in values {
            push(lua)
            stack.rawSet(name, table: table)
        }
    }
}
