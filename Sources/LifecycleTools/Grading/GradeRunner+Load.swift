import LifecycleCore
import LifecycleLua

/// The apps of a report: each submission loaded once first, with the launch's budget and memory
/// cap, so that one that does not load is not played, and its load error named by its kind; then
/// what `--roster` says of each, and a row for every name on the roster that matched none.
extension GradeRunner {
    /// The report's apps, and for each the index of its input (nil: a roster name with no
    /// submission).
    func loadApps(_ pool: WorkerPool<Void>) -> (apps: [GradeReport.App], inputs: [Int?]) {
        let names = Self.uniqueNames(apps.map(\.path))
        var failures: [(message: String, kind: GradeReport.LoadErrorKind)?] = []
        pool.map(count: apps.count, { [apps, simulation] _, index in
            Self.loadFailure(of: apps[index], simulation: simulation)
        }) { _, failure in failures.append(failure) }
        let roster = options.roster.map(Self.rosterNames)
        let listed = Set(roster ?? [])
        // A submission answers to its name in the report and to its folder's name: two `ada`
        // folders under two patterns are reported by their paths, and both are the roster's ada.
        let short = apps.map { ScenarioRun.appName(for: $0.path) }
        var reportApps = apps.indices.map { index in
            GradeReport.App(name: names[index], path: apps[index].path, loadError: failures[index]?.message,
                            loadErrorKind: failures[index]?.kind,
                            roster: roster == nil ? .none : listed.contains(names[index]) || listed.contains(short[index]) ? .listed : .notListed)
        }
        var inputs: [Int?] = Array(apps.indices)
        for name in missingNames {
            reportApps.append(GradeReport.App(name: name, path: "",
                                              loadError: "not submitted: the roster names \(name), and no submission has that name",
                                              loadErrorKind: .notSubmitted, roster: .missing))
            inputs.append(nil)
        }
        return (reportApps, inputs)
    }

    /// Why `app` does not load, and the kind of it; nil when it loads.
    static func loadFailure(of app: AppInput, simulation: Simulation) -> (message: String, kind: GradeReport.LoadErrorKind)? {
        guard let script = app.script else {
            return (app.readError ?? "\(app.path): cannot be read", app.refused ? .refused : .unreadable)
        }
        guard let failure = LuaAppLoader(source: script.source, path: script.path, simulation: simulation, compiled: script.compiled).loadFailure() else {
            return nil
        }
        if script.compiled == nil { return (failure.message, .syntax) }
        if failure.kind == .noDelegate, isBlank(script.source) { return (failure.message, .empty) }
        switch failure.kind {
        case .crash: return (failure.message, .crash)
        case .noDelegate: return (failure.message, .noDelegate)
        case .loop: return (failure.message, .loop)
        case .memory: return (failure.message, .memory)
        case .host: return (failure.message, .host)
        }
    }

    /// Only spaces, newlines and Lua comments of one line: a file with nothing written in it.
    static func isBlank(_ source: String) -> Bool {
        source.split(whereSeparator: \.isNewline).allSatisfy { line in
            let text = line.drop { $0 == " " || $0 == "\t" }
            return text.isEmpty || (text.hasPrefix("--") && !text.hasPrefix("--["))
        }
    }

    /// The names of the report's apps, in its order: each submission's, then each roster name
    /// no submission answers to (what `--results-dir` names its folders by).
    public var reportAppNames: [String] { Self.uniqueNames(apps.map(\.path)) + missingNames }

    /// The roster's names that no submission answers to, by its report name or its folder's.
    var missingNames: [String] {
        guard let roster = options.roster.map(Self.rosterNames) else { return [] }
        let submitted = Set(Self.uniqueNames(apps.map(\.path)) + apps.map { ScenarioRun.appName(for: $0.path) })
        return roster.filter { !submitted.contains($0) }
    }

    /// The roster's names: each once, in order, without blanks.
    static func rosterNames(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { !$0.isEmpty && seen.insert($0).inserted }
    }
}
