import Foundation
import LifecycleLua

/// The files a scenario's `require("name")` reads: its helpers (docs/testing.md, "Sharing code
/// between scenarios"). The module `lib.setup` is `lib/setup.lua` (`ScenarioHelper.file`), looked
/// for in the scenario's own folder, then in the folder `lifecycle test` searched to find the
/// scenario (none for `lifecycle run`, or a scenario named on the command line). Only a regular
/// file inside the folder it is found in is read (symbolic links resolved: a link that leads out,
/// or to nothing, is refused), of at most `Platform.maxFileBytes`, as scripts are
/// (docs/security.md, "Files and input"). Each file is read once per command: cases run on several
/// threads and each loads its helpers afresh, from this cache.
final class HelperFiles: @unchecked Sendable {
    /// What reading a file found, by its path as searched; `.missing` when it is not there.
    private var outcomes: [String: ScenarioHelper.Lookup] = [:]
    /// What every file read is (`Platform.fileIdentity`), for the write rule (`--timeline`).
    private var read: [[UInt64]] = []
    private let lock = NSLock()

    /// The reader for the scenario at `scenario`, found by searching `root` (nil: named itself).
    func reader(scenario: String, root: String?) -> ScenarioHelper.Reader {
        var folders: [String] = []
        var seen = Set<String>()
        for folder in [Platform.parentFolder(scenario)] + (root.map { [$0] } ?? []) where seen.insert(Platform.resolvedPath(folder) ?? folder).inserted {
            folders.append(folder)
        }
        return { [self, folders] file in lookup(file, in: folders) }
    }

    /// What every helper file read so far is: the write rule replaces none of them.
    var identities: [[UInt64]] { lock.withLock { read } }

    /// `file` in the first of `folders` that has it; else every path tried.
    private func lookup(_ file: String, in folders: [String]) -> ScenarioHelper.Lookup {
        var searched: [String] = []
        for folder in folders {
            let path = folder == "." ? file : folder == "/" ? "/" + file : "\(folder)/\(file)"
            let outcome = cached(path) { readHelper(path, in: folder) }
            if case .missing = outcome {
                searched.append(path)
                continue
            }
            return outcome
        }
        return .missing(searched: searched)
    }

    private func cached(_ path: String, _ read: () -> ScenarioHelper.Lookup) -> ScenarioHelper.Lookup {
        if let known = lock.withLock({ outcomes[path] }) { return known }
        let outcome = read()
        // Two threads may read one file at once the first time: the first outcome stored wins,
        // so every case sees the same text.
        return lock.withLock {
            if let known = outcomes[path] { return known }
            outcomes[path] = outcome
            return outcome
        }
    }

    /// One file, `path`, which must be inside `folder`.
    private func readHelper(_ path: String, in folder: String) -> ScenarioHelper.Lookup {
        guard Platform.fileExists(path) || Platform.isSymbolicLink(path) else { return .missing(searched: [path]) }
        let helpers = "a helper is read from inside the scenario's folder, or the folder lifecycle test searched"
        guard let resolved = Platform.resolvedPath(path) else {
            return .refused("\(path) is a symbolic link that leads to nothing; \(helpers)")
        }
        guard let root = Platform.resolvedPath(folder), resolved.hasPrefix(root == "/" ? "/" : root + "/") else {
            return .refused("\(path) leads out of \(folder) (to \(resolved)); \(helpers)")
        }
        do {
            let source = try Platform.readFile(path)
            if let identity = Platform.fileIdentity(path) { lock.withLock { read.append(identity) } }
            return .found(source: source, path: path)
        } catch {
            return .refused("\(error)")
        }
    }
}
