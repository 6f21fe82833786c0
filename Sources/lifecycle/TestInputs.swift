import LifecycleCore
import LifecycleLua
import LifecycleTools

/// The files one `lifecycle test` reads: the apps (one, or every match of `--apps`), and the
/// scenarios, named or found in folders (docs/testing.md, "Finding scenarios"). Any problem here
/// is the command's: the message names the file, and the command exits 2.
enum TestInputs {
    struct Problem: Error { let message: String }

    /// The most scenarios and apps one run takes, and how deep a folder is searched.
    static let maxScenarios = 1_000
    static let maxApps = 1_000
    static let maxDepth = 8

    /// A scenario file found in a folder: `*.scenario.lua`, or a file named `scenario.lua`.
    static func isScenarioFile(_ name: String) -> Bool {
        name == "scenario.lua" || (name.hasSuffix(".scenario.lua") && name.count > ".scenario.lua".count)
    }

    /// The scenario files `arguments` name: a file as given, a folder searched (below it too,
    /// hidden entries and symbolic links left out), each in byte order, each path once.
    static func scenarioPaths(_ arguments: [String]) throws -> [String] {
        var paths: [String] = []
        for argument in arguments {
            if Platform.isDirectory(argument) {
                let before = paths.count
                try search(argument.hasSuffix("/") && argument.count > 1 ? String(argument.dropLast()) : argument, depth: 0, into: &paths)
                if paths.count == before {
                    throw Problem(message: "\(argument): no scenarios in this folder (files named *.scenario.lua or scenario.lua)")
                }
            } else if Platform.fileExists(argument) {
                paths.append(argument)
            } else {
                throw Problem(message: "\(argument): no such file or folder")
            }
            if paths.count > maxScenarios { throw Problem(message: "more than \(maxScenarios) scenarios; name fewer") }
        }
        var seen = Set<String>()
        return paths.filter { seen.insert(Platform.resolvedPath($0) ?? $0).inserted }
    }

    private static func search(_ folder: String, depth: Int, into paths: inout [String]) throws {
        guard depth <= maxDepth, let entries = Platform.folderEntries(folder, limit: 10_000) else { return }
        for entry in entries where !entry.name.hasPrefix(".") {
            let path = folder == "." ? entry.name : "\(folder)/\(entry.name)"
            if entry.isFile, isScenarioFile(entry.name) {
                paths.append(path)
                if paths.count > maxScenarios { throw Problem(message: "more than \(maxScenarios) scenarios under \(folder); name fewer") }
            } else if entry.isFolder {
                try search(path, depth: depth + 1, into: &paths)
            }
        }
    }

    /// Every file the `--apps` patterns match, in the order given, each once.
    static func appPaths(_ patterns: [String]) throws -> [String] {
        var paths: [String] = []
        var seen = Set<String>()
        for pattern in patterns {
            let matches = Platform.glob(pattern)
            guard !matches.isEmpty else { throw Problem(message: "--apps \(pattern): no file matches") }
            for path in matches where seen.insert(Platform.resolvedPath(path) ?? path).inserted {
                paths.append(path)
            }
            if paths.count > maxApps { throw Problem(message: "--apps: more than \(maxApps) apps; grade fewer at once") }
        }
        return paths
    }

    /// A scenario, read and compiled, with what it declares.
    static func scenario(_ path: String, seed: UInt64) throws -> GradeRunner.ScenarioInput {
        let source: String
        do { source = try Platform.readFile(path) } catch { throw Problem(message: "\(error)") }
        do {
            let info = try LuaScenario.readInfo(source: source, path: path, seed: seed)
            return GradeRunner.ScenarioInput(script: ScenarioRun.Script(source: source, path: path), info: info ?? ScenarioInfo())
        } catch {
            throw Problem(message: "\(error)")
        }
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
