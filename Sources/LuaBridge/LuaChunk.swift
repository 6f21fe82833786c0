internal import LuaShim

/// A compiled Lua chunk the host made itself: trusted bytecode, never bytes from a user (user
/// code loads text only: `LuaState.load(_:chunkName:)`, the sandbox's `load`, no `string.dump`).
/// Immutable and `Sendable`, so one chunk may be loaded in many states on many threads (one
/// state per thread): `lifecycle explore` compiles an app script once and loads this in the
/// fresh state of every play.
public struct LuaChunk: Sendable, Equatable {
    /// The dumped function (`lua_dump`, not stripped: lines and names stay for messages).
    public let bytecode: [UInt8]
    /// The name messages and tracebacks show: `@examples/app.lua`, `=stdlib/host/app.lua`. A
    /// dump records its own source name; this one is for errors of the load itself.
    public let chunkName: String

    /// Bytecode the host made: the build's compiled preludes (`StdlibEmbedder`) or `compile`'s dump
    /// of a script's text. Package-only,
    /// so that nothing outside lifecycle can hand a state bytes to run.
    package init(trustedBytecode: [UInt8], chunkName: String) {
        bytecode = trustedBytecode
        self.chunkName = chunkName
    }

    /// Compiles `source` as text in a state of its own (ShimChunks.c). Nil on a syntax error
    /// (loading the text then reports it, with its usual message) or when out of memory.
    public static func compile(_ source: String, chunkName: String) -> LuaChunk? {
        var text = source
        var bytes: UnsafeMutablePointer<UInt8>?
        var count = 0
        let status = text.withUTF8 { utf8 in
            utf8.withMemoryRebound(to: CChar.self) { chars in
                shim_compile_text(chars.baseAddress, chars.count, chunkName, &bytes, &count)
            }
        }
        guard status == SHIM_OK, let bytes else { return nil }
        defer { shim_free_chunk(bytes) }
        return LuaChunk(trustedBytecode: Array(UnsafeBufferPointer(start: bytes, count: count)), chunkName: chunkName)
    }

    /// Whether bytecode made by a tool linked with Lua `release` (`Lua 5.4.4`) loads here: a
    /// dump is only for the same Lua release and machine.
    public static func loadsHere(release: String) -> Bool {
        String(cString: shim_lua_release()) == release
    }
}
