import Foundation
import LifecycleLua
import LifecycleTools

/// The files one `lifecycle run` reads: the app and the scenario named on the command line, the
/// app scripts the scenario's `install(name, path)` reads (docs/security.md, "Files and
/// input"), and the helpers its `require` reads from its folder (`HelperFiles`). A scenario is a
/// stranger's script to a grader: `install()` reads only inside the scenario's folder (symbolic
/// links resolved, so `..`, absolute paths and links cannot leave it), or a file named on the
/// command line. No write replaces one of these files (`--timeline`,
/// docs/security.md, "Writing files").
final class RunInputs: @unchecked Sendable {
    /// The folder `install()` paths are relative to; nil for a scenario in this folder.
    let folder: String?
    /// The resolved folder `install()` is confined to.
    private let root: String?
    /// The command line's files, resolved: `install()` may read them wherever they are.
    private let named: [String]
    /// What every file read so far is (`Platform.fileIdentity`), for the `--timeline` check.
    private var read: [[UInt64]]
    private let lock = NSLock()
    /// The scenario's helpers for `require("name")`, read from its folder (`HelperFiles`).
    private let helpers = HelperFiles()
    /// `require`'s reader of the scenario's helpers; nil for the built-in tour.
    let helperReader: ScenarioHelper.Reader?

    init(app: String, scenario: String?) {
        let paths = [app] + (scenario.map { [$0] } ?? [])
        folder = scenario.flatMap { $0.contains("/") ? Platform.parentFolder($0) : nil }
        root = Platform.resolvedPath(folder ?? ".")
        named = paths.compactMap(Platform.resolvedPath)
        read = paths.compactMap(Platform.fileIdentity)
        helperReader = scenario.map { [helpers] in helpers.reader(scenario: $0, root: nil) }
    }

    /// `install(name, path)`'s reader: the script, or why it was refused (the scenario's error
    /// then reads `install: …`). Sizes and file kinds are `Platform.readFile`'s limits.
    func loadInstalled(_ path: String) -> Result<ScenarioRun.Script, ScenarioRun.ScriptError> {
        guard !path.isEmpty else {
            return .failure(.init(message: "the path is empty; name the app's script, relative to the scenario's folder"))
        }
        let full = path.hasPrefix("/") || folder == nil ? path : "\(folder!)/\(path)"
        if let problem = confinementProblem(path, full) { return .failure(.init(message: problem)) }
        do {
            let source = try Platform.readFile(full)
            if let identity = Platform.fileIdentity(full) { lock.withLock { read.append(identity) } }
            return .success(ScenarioRun.Script(source: source, path: full))
        } catch {
            return .failure(.init(message: "\(error)"))
        }
    }

    /// Why `install()` may not read `full` (as the scenario wrote it: `path`), or nil.
    private func confinementProblem(_ path: String, _ full: String) -> String? {
        let outside = "\(path) is outside the scenario's folder (\(folder ?? ".")); a scenario installs app scripts from its own folder or below, or one named on the command line"
        guard let resolved = Platform.resolvedPath(full) else {
            // A missing file: inside the folder as written, say it is missing; else refuse.
            return path.hasPrefix("/") || RunInputs.leavesFolder(path) ? outside : nil
        }
        if named.contains(resolved) { return nil }
        guard let root else { return outside }
        return resolved.hasPrefix(root == "/" ? "/" : root + "/") ? nil : outside
    }

    /// Whether a relative path climbs above its starting folder (`../x`, `a/../../x`).
    static func leavesFolder(_ path: String) -> Bool {
        var depth = 0
        for part in path.split(separator: "/") where part != "." {
            depth += part == ".." ? -1 : 1
            if depth < 0 { return true }
        }
        return false
    }

    /// What every file this run read so far is (`Platform.fileIdentity`): the write rule
    /// replaces none of them, however its path is spelt (`WriteTarget.inputs`).
    var identities: [[UInt64]] { lock.withLock { read } + helpers.identities }
}
