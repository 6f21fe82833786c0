import LifecycleLua

/// The workspace's `.luacheckrc`, so that luacheck (from LuaRocks) knows the globals lifecycle
/// gives app and scenario scripts (`work`, `DispatchQueue`, `launch`, …) instead of reporting each
/// as an undefined variable. One file serves both kinds of script: their globals are read-only
/// globals together, on top of the sandbox's (no `io`, no `debug`: `std = "none"`).
extension LuaStubWriter {
    /// The first line of a `.luacheckrc` lifecycle wrote: a file without it is the user's own
    /// and is never replaced.
    public static let luacheckHeader = "-- Written by lifecycle types: the globals of lifecycle's app and scenario scripts."

    /// The text of `.luacheckrc`, from the API catalog: the same for the same catalog.
    public static func luacheckrc() -> Result<String, APICatalogError> {
        var names: Set<String> = []
        for kind in [APICatalog.Part.app, .scenario] {
            switch APICatalog.expectedGlobals(of: kind) {
            case .success(let globals): names.formUnion(globals)
            case .failure(let error): return .failure(error)
            }
        }
        let list = names.sorted().map { "  \"\($0)\"," }.joined(separator: "\n")
        return .success("""
            \(luacheckHeader)
            -- Run lifecycle types again after upgrading lifecycle. Your own settings go in a file
            -- without the line above, which lifecycle types then leaves alone.
            std = "none"
            read_globals = {
            \(list)
            }

            """)
    }
}
