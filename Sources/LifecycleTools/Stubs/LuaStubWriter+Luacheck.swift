import LifecycleLua

/// The workspace's `.luacheckrc`, so that luacheck (from LuaRocks) knows the globals lifecycle
/// gives app and scenario scripts (`work`, `DispatchQueue`, `launch`, …) instead of reporting each
/// as an undefined variable, on top of the sandbox's (no `io`, no `debug`: `std = "none"`). App
/// scripts get the app's globals; a file named like a scenario (`*scenario*.lua`, an exercise's
/// `check.lua`) gets the scenario's instead (`new_read_globals`), so `home()` in an app or
/// `work()` in a scenario is still reported.
extension LuaStubWriter {
    /// The first line of a `.luacheckrc` lifecycle wrote: a file without it is the user's own
    /// and is never replaced.
    public static let luacheckHeader = "-- Written by lifecycle types: the globals of lifecycle's app and scenario scripts."

    /// The file patterns luacheck reads as scenarios.
    public static let scenarioPatterns = ["**/*scenario*.lua", "**/check.lua"]

    /// The text of `.luacheckrc`, from the API catalog: the same for the same catalog.
    public static func luacheckrc() -> Result<String, APICatalogError> {
        let app: [String], scenario: [String]
        switch (APICatalog.expectedGlobals(of: .app), APICatalog.expectedGlobals(of: .scenario)) {
        case (.success(let a), .success(let s)): (app, scenario) = (Array(a).sorted(), Array(s).sorted())
        case (.failure(let error), _), (_, .failure(let error)): return .failure(error)
        }
        func list(_ names: [String], indent: String) -> String {
            names.map { "\(indent)\"\($0)\"," }.joined(separator: "\n")
        }
        let files = scenarioPatterns.map { pattern in
            "files[\"\(pattern)\"] = {\n  new_read_globals = {\n\(list(scenario, indent: "    "))\n  },\n}"
        }.joined(separator: "\n")
        return .success("""
            \(luacheckHeader)
            -- Run lifecycle types again after upgrading lifecycle. Your own settings go in a file
            -- without the line above, which lifecycle types then leaves alone.
            std = "none"
            -- App scripts.
            read_globals = {
            \(list(app, indent: "  "))
            }
            -- Scenarios: their globals instead of an app's.
            \(files)

            """)
    }
}
