import LuaBridge

/// The Lua modules shipped in `stdlib/`, embedded in the binary at build time.
public enum Stdlib {
    /// The source of module `name` (`host.app` is `stdlib/host/app.lua`). Modules under `host.`
    /// are the host's preludes: scripts cannot `require` them.
    public static func source(of name: String, includeHost: Bool = false) -> String? {
        if name.hasPrefix("host."), !includeHost { return nil }
        return EmbeddedStdlib.modules[name]
    }

    /// Every module's name, the host's preludes included, sorted.
    package static var moduleNames: [String] { EmbeddedStdlib.modules.keys.sorted() }

    /// Host prelude `name` (`host.app`) compiled when lifecycle was built, with its chunk name
    /// (`=stdlib/host/app.lua`); nil when the build's Lua release is not this one (a cross
    /// build, StdlibEmbedder), and the prelude is then compiled from its source.
    static func compiledPrelude(_ name: String) -> LuaChunk? { compiledPreludes[name] }

    /// The chunk name of module `name`: `host.frameworks.ui` is `=stdlib/host/frameworks/ui.lua`.
    static func chunkName(of name: String) -> String {
        "=stdlib/" + name.split(separator: ".").joined(separator: "/") + ".lua"
    }

    /// Decoded once per process, on first use; immutable, so every thread may read it.
    private static let compiledPreludes: [String: LuaChunk] = {
        guard LuaChunk.loadsHere(release: EmbeddedStdlib.luaRelease) else { return [:] }
        var chunks: [String: LuaChunk] = [:]
        for (name, text) in EmbeddedStdlib.bytecode {
            guard let bytes = Base64.decode(text) else { continue }
            chunks[name] = LuaChunk(trustedBytecode: bytes, chunkName: chunkName(of: name))
        }
        return chunks
    }()
}

/// Base64 without Foundation, for the embedded bytecode (StdlibEmbedder writes it).
enum Base64 {
    /// The bytes of `text`, or nil when it is not base64.
    static func decode(_ text: String) -> [UInt8]? {
        var text = text
        return text.withUTF8 { input -> [UInt8]? in
            var output: [UInt8] = []
            output.reserveCapacity(input.count / 4 * 3)
            var buffer: UInt32 = 0, bits = 0
            for char in input {
                let value: UInt32
                switch char {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = UInt32(char - UInt8(ascii: "A"))
                case UInt8(ascii: "a")...UInt8(ascii: "z"): value = UInt32(char - UInt8(ascii: "a")) + 26
                case UInt8(ascii: "0")...UInt8(ascii: "9"): value = UInt32(char - UInt8(ascii: "0")) + 52
                case UInt8(ascii: "+"): value = 62
                case UInt8(ascii: "/"): value = 63
                case UInt8(ascii: "="): continue
                default: return nil
                }
                buffer = buffer << 6 | value
                bits += 6
                if bits >= 8 {
                    bits -= 8
                    output.append(UInt8(truncatingIfNeeded: buffer >> UInt32(bits)))
                }
            }
            return output
        }
    }
}
