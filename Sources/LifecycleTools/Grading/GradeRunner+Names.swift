import LifecycleLua

/// How a report names the apps and scenarios it grades.
extension GradeRunner {
    /// `ScenarioRun.appName` for each path; where two are the same, their paths instead.
    static func uniqueNames(_ paths: [String]) -> [String] {
        let names = paths.map(ScenarioRun.appName(for:))
        var counts: [String: Int] = [:]
        for name in names { counts[name, default: 0] += 1 }
        return names.indices.map { counts[names[$0]]! > 1 ? paths[$0] : names[$0] }
    }

    /// A scenario's default name: `02-saves-in-time` for `…/02-saves-in-time.scenario.lua`, and
    /// the folder's name for `…/slow-save/scenario.lua`, as `ScenarioRun.appName` does for apps.
    static func stem(of path: String) -> String {
        let parts = path.split(separator: "/")
        if parts.last == "scenario.lua", parts.count > 1 { return String(parts[parts.count - 2]) }
        var file = Substring(parts.last ?? Substring(path))
        for suffix in [".scenario.lua", ".lua"] where file.hasSuffix(suffix) {
            file = file.dropLast(suffix.count)
            break
        }
        return file.isEmpty ? path : String(file)
    }
}
