import Foundation
import LifecycleCore
import LifecycleLua
import LifecycleTools

/// The files one `lifecycle test` reads: the apps (one, or every match of `--apps`), and the
/// scenarios, named or found in folders (docs/testing.md, "Finding scenarios"). Any problem here
/// is the command's: the message names the file, and the command exits 2.
enum TestInputs {
    struct Problem: Error { let message: String }

    /// A scenario file to grade with: its path, and the folder named on the command line that was
    /// searched to find it (nil: the file was named itself), where its helpers are looked for
    /// after its own folder.
    struct Found: Equatable {
        let path: String
        let root: String?
    }

    /// The helpers every scenario of this command requires, each file read once (`HelperFiles`).
    static let helpers = HelperFiles()

    /// The most scenarios and apps one run takes, how deep a folder is searched, and how many
    /// entries a search reads in all (H26: a search of `/` ends at once).
    static let maxScenarios = 1_000
    static let maxApps = 1_000
    static let maxDepth = 8
    static let maxEntries = 100_000

    /// A scenario file found in a folder: `*.scenario.lua`, or a file named `scenario.lua`.
    static func isScenarioFile(_ name: String) -> Bool {
        name == "scenario.lua" || (name.hasSuffix(".scenario.lua") && name.count > ".scenario.lua".count)
    }

    /// The scenario files `arguments` name: a file as given, a folder searched (below it too,
    /// hidden entries and symbolic links left out), each in byte order, each path once.
    static func scenarioPaths(_ arguments: [String]) throws -> [Found] {
        var found: [Found] = []
        for argument in arguments {
            if Platform.isDirectory(argument) {
                var paths: [String] = []
                var budget = maxEntries
                let folder = argument.hasSuffix("/") && argument.count > 1 ? String(argument.dropLast()) : argument
                try search(folder, depth: 0, into: &paths, budget: &budget)
                if budget < 0 {
                    throw Problem(message: "\(argument): more than \(maxEntries) entries searched for scenarios; name the scenario files, or a folder that holds only the suite")
                }
                if paths.isEmpty {
                    throw Problem(message: "\(argument): no scenarios in this folder (files named *.scenario.lua or scenario.lua)")
                }
                found += paths.map { Found(path: $0, root: folder) }
            } else if Platform.fileExists(argument) {
                found.append(Found(path: argument, root: nil))
            } else {
                throw Problem(message: "\(argument): no such file or folder")
            }
            if found.count > maxScenarios { throw Problem(message: "more than \(maxScenarios) scenarios; name fewer") }
        }
        var seen = Set<String>()
        return found.filter { seen.insert(Platform.resolvedPath($0.path) ?? $0.path).inserted }
    }

    private static func search(_ folder: String, depth: Int, into paths: inout [String], budget: inout Int) throws {
        guard depth <= maxDepth, budget >= 0, let entries = Platform.folderEntries(folder, limit: min(10_000, budget + 1)) else { return }
        budget -= entries.count
        for entry in entries where !entry.name.hasPrefix(".") && budget >= 0 {
            let path = folder == "." ? entry.name : "\(folder)/\(entry.name)"
            if entry.isFile, isScenarioFile(entry.name) {
                paths.append(path)
                if paths.count > maxScenarios { throw Problem(message: "more than \(maxScenarios) scenarios under \(folder); name fewer") }
            } else if entry.isFolder {
                try search(path, depth: depth + 1, into: &paths, budget: &budget)
            }
        }
    }

    /// The submissions the `--apps` patterns match, in the order given: each match once, as its
    /// own submission, never merged with another (H19). A match that is a symbolic link, or is
    /// reached through one below the folder its pattern names, or leads out of that folder, is
    /// refused as that submission's error: it could be another student's work.
    static func submissions(_ patterns: [String]) throws -> [GradeRunner.AppInput] {
        var matched: [(path: String, folder: SubmissionFolder)] = []
        var seen = Set<String>()
        for pattern in patterns {
            let matches = Platform.glob(pattern)
            guard !matches.isEmpty else { throw Problem(message: "--apps \(pattern): no file matches") }
            let folder = SubmissionFolder(pattern: pattern)
            for path in matches where seen.insert(path).inserted { matched.append((path, folder)) }
            if matched.count > maxApps { throw Problem(message: "--apps: more than \(maxApps) apps; grade fewer at once") }
        }
        // Read only once they are known to be few enough. A refused match is always its own
        // submission (no student vanishes behind a link); any other file is graded once, however
        // its path is spelt (`d1/x/../ada/app.lua` is `d1/ada/app.lua`).
        var files = Set<String>()
        return matched.compactMap { match in
            if let refusal = match.folder.refusal(of: match.path) {
                return GradeRunner.AppInput(path: match.path, script: nil, readError: refusal, refused: true)
            }
            guard files.insert(Platform.resolvedPath(match.path) ?? match.path).inserted else { return nil }
            return app(match.path)
        }
    }

    /// The one app of `lifecycle test APP.lua …`, read before anything else: one that cannot be
    /// read is the command's error at once, before any scenario is looked for or run (H26).
    static func namedApp(_ path: String) throws -> GradeRunner.AppInput {
        let input = app(path)
        if let error = input.readError {
            throw Problem(message: "\(error) (lifecycle test APP.lua [SCENARIO.lua | DIR]…: name the app script first)")
        }
        return input
    }

    /// A scenario, read and compiled, with what it declares: read on the default profile (the
    /// profiles a scenario runs on are what it declares) with the run's seed. Its helpers are read
    /// from its folder, then from the folder searched to find it.
    static func scenario(_ found: Found, seed: UInt64) throws -> GradeRunner.ScenarioInput {
        let path = found.path
        let source: String
        do { source = try Platform.readFile(path) } catch { throw Problem(message: "\(error)") }
        let helpers = Self.helpers.reader(scenario: path, root: found.root)
        do {
            let info = try LuaScenario.readInfo(source: source, path: path, simulation: Simulation(seed: seed), readHelper: helpers)
            var input = GradeRunner.ScenarioInput(script: ScenarioRun.Script(source: source, path: path), info: info ?? ScenarioInfo())
            input.readHelper = helpers
            return input
        } catch {
            throw Problem(message: "\(error)")
        }
    }

    /// `--reference APP.lua`, read like the app of `lifecycle test APP.lua`: one that cannot be
    /// read is the command's error at once.
    static func referenceApp(_ path: String) throws -> GradeRunner.AppInput {
        let input = app(path)
        if let error = input.readError { throw Problem(message: "--reference: \(error)") }
        return input
    }

    /// The names of `--roster FILE`: one a line (LF, CRLF or CR, as a spreadsheet exports it; a
    /// UTF-8 byte order mark first is dropped), spaces around it dropped; blank lines and lines
    /// that start with `#` are skipped. At most `maxApps` names of at most 200 bytes each; a
    /// roster that names no one is refused (the wrong file, most likely).
    static func roster(_ path: String) throws -> [String] {
        var text: String
        do { text = try Platform.readFile(path) } catch { throw Problem(message: "--roster: \(error)") }
        if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
        var names: [String] = []
        // A CRLF is one Character to Swift, and a line break like LF and CR alone.
        for (index, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let number = index + 1
            let name = line.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !name.isEmpty, !name.hasPrefix("#") else { continue }
            guard name.utf8.count <= 200 else { throw Problem(message: "\(path):\(number): a roster name is at most 200 bytes") }
            names.append(name)
            if names.count > maxApps { throw Problem(message: "\(path): more than \(maxApps) names; grade fewer at once") }
        }
        guard !names.isEmpty else { throw Problem(message: "--roster \(path) names no one: one submission name a line (lines starting with # are comments)") }
        return names
    }

    /// An app, read and compiled once; one that cannot be read is an error of its cases.
    static func app(_ path: String) -> GradeRunner.AppInput {
        do {
            return GradeRunner.AppInput(path: path, script: ScenarioRun.Script(source: try Platform.readFile(path), path: path).precompiled())
        } catch {
            return GradeRunner.AppInput(path: path, script: nil, readError: "\(error)")
        }
    }
}
