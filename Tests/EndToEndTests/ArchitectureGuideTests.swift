import Foundation
import Testing

/// Keeps docs/architecture.md, the maintainer's guide, true to the tree: every target of
/// Package.swift has a row in its map, every file it names in backticks exists, it says how a
/// rule is added, and both indexes link it.
@Suite("Maintainer's guide")
struct ArchitectureGuideTests {
    static let guidePath = "docs/architecture.md"

    static func read(_ path: String) throws -> String {
        try String(contentsOf: CLI.root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The names of every target Package.swift declares (libraries, executables, tests, the
    /// system library and the plugin).
    static func targets() throws -> [String] {
        let manifest = try read("Package.swift")
        let declaration = try Regex("\\.(target|executableTarget|testTarget|systemLibrary|plugin)\\(\\s*name:\\s*\"([^\"]+)\"")
        return manifest.matches(of: declaration).map { String($0.output[2].substring ?? "") }
    }

    /// The contents of the guide's inline code spans, outside fenced blocks. Spans of four
    /// backticks (which show a fence's info string) are dropped first.
    static func codeSpans(_ text: String) throws -> [String] {
        var prose: [Substring] = []
        var fenced = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.drop(while: { $0 == " " }).hasPrefix("```") { fenced.toggle(); continue }
            if !fenced { prose.append(line) }
        }
        let joined = prose.joined(separator: "\n").replacing(try Regex("````[^\\n]*?````"), with: "")
        return joined.matches(of: try Regex("`([^`\\n]+)`")).map { String($0.output[1].substring ?? "") }
    }

    /// Whether `path` (relative to the root) exists; with a `*`, whether the folder before the
    /// first one exists and, for a single-level pattern, some file in it matches.
    static func exists(_ path: String) -> Bool {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        guard let star = trimmed.firstIndex(of: "*") else {
            return FileManager.default.fileExists(atPath: CLI.root.appendingPathComponent(trimmed).path)
        }
        let folder = String(trimmed[..<star]).split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let pattern = String(trimmed.dropFirst(folder.isEmpty ? 0 : folder.count + 1))
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: CLI.root.appendingPathComponent(folder).path) else {
            return false
        }
        if pattern.contains("/") { return true }
        let parts = pattern.split(separator: "*", omittingEmptySubsequences: false)
        return names.contains { name in
            name.hasPrefix(parts.first ?? "") && name.hasSuffix(parts.last ?? "") && name.count >= pattern.count - 1
        }
    }

    /// Every file name in the tree's sources, tests, stdlib, docs, scripts and plugins.
    static func fileNames() -> Set<String> {
        var names: Set<String> = ["Package.swift", "README.md"]
        for folder in ["Sources", "Tests", "stdlib", "docs", "scripts", "Plugins", "exercises"] {
            let base = CLI.root.appendingPathComponent(folder).path
            for path in FileManager.default.subpaths(atPath: base) ?? [] {
                names.insert(String(path.split(separator: "/").last ?? ""))
            }
        }
        return names
    }

    @Test("every target of Package.swift has a row in the guide's map")
    func everyTargetIsMapped() throws {
        let targets = try Self.targets()
        #expect(targets.count >= 20, "read \(targets)")
        for expected in ["LuaShim", "LuaBridge", "LifecycleCore", "lifecycle", "TestSupport", "EndToEndTests"] {
            #expect(targets.contains(expected), "Package.swift's \(expected) was not read")
        }
        let guide = try Self.read(Self.guidePath)
        let rows = Set(guide.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("| `"), let end = line.dropFirst(3).firstIndex(of: "`") else { return nil }
            return String(line.dropFirst(3)[..<end])
        })
        let unmapped = targets.filter { !rows.contains($0) }
        #expect(unmapped.isEmpty, "targets with no row in \(Self.guidePath): \(unmapped)")
        let stale = rows.subtracting(targets).sorted()
        #expect(stale.isEmpty, "rows of \(Self.guidePath) naming no target: \(stale)")
    }

    @Test("every path and source file the guide names in backticks exists")
    func everyNamedFileExists() throws {
        let spans = try Self.codeSpans(try Self.read(Self.guidePath))
        let paths = spans.filter { !$0.contains(" ") && $0.contains("/") && !$0.hasPrefix("-") && !$0.contains("(") }
        #expect(paths.count >= 40, "read \(paths.count) paths")
        let missing = paths.filter { !Self.exists($0) }
        #expect(missing.isEmpty, "paths named in \(Self.guidePath) that do not exist: \(missing)")

        let fileName = try Regex("^[A-Za-z0-9_+*.-]+\\.(swift|lua|c|h|md|modulemap)$")
        let names = spans.filter { !$0.contains("/") && $0.wholeMatch(of: fileName) != nil }
        #expect(names.count >= 10, "read \(names.count) file names")
        let known = Self.fileNames()
        let unknown = names.filter { name in
            let parts = name.split(separator: "*", omittingEmptySubsequences: false)
            return parts.count == 1 ? !known.contains(name)
                : !known.contains { $0.hasPrefix(parts.first ?? "") && $0.hasSuffix(parts.last ?? "") }
        }
        #expect(unknown.isEmpty, "file names in \(Self.guidePath) that no file of the tree has: \(unknown)")
    }

    @Test("the check of the paths can fail: a missing file, a missing folder, a glob that matches nothing")
    func checksCanFail() throws {
        #expect(Self.exists("Sources/LuaShim/include/LuaShim.h"))
        #expect(Self.exists("stdlib/api/*.lua") && Self.exists("Sources/LifecycleLua/Bindings/Wrap*.swift"))
        #expect(!Self.exists("Sources/LuaShim/include/lua.h"))
        #expect(!Self.exists("Sources/Nowhere/*.swift"))
        #expect(!Self.exists("stdlib/api/*.swift"))
        let spans = try Self.codeSpans("a `one/two` and ```` ```lua breaks ```` then `three`\n```text not a trace\n`four/five`\n```\n")
        #expect(spans == ["one/two", "three"])
    }

    @Test("the guide says how a rule is added, with its files and tests, and both indexes link it")
    func saysHowARuleIsAdded() throws {
        let guide = try Self.read(Self.guidePath)
        let section = try #require(guide.components(separatedBy: "### Adding a rule").dropFirst().first?
            .components(separatedBy: "\n### ").first)
        for needed in ["Sources/LifecycleCore/Rule.swift", "Sources/LifecycleCore/Rules", "stdlib/explain/",
                       "docs/rules.md", "docs/rules/", "RuleCoverageTests", "RulePageTests", "RuleCatalogTests"] {
            #expect(section.contains(needed), "the rule recipe does not name \(needed)")
        }
        for heading in ["## The map of targets", "## The Lua/Swift boundary", "## Determinism", "### Adding a scenario verb",
                        "### Adding a host call", "### Adding a profile", "## Running the tests, the fuzzer and the bench"] {
            #expect(guide.contains(heading), "the guide has no section \(heading)")
        }
        #expect(try Self.read("README.md").contains("(docs/architecture.md)"))
        #expect(try Self.read("docs/README.md").contains("(architecture.md)"))
    }
}
