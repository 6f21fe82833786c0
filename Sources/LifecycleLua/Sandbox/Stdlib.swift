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

    /// The names scripts may `require`.
    public static var publicModules: [String] {
        EmbeddedStdlib.modules.keys.filter { !$0.hasPrefix("host.") }.sorted()
    }
}
