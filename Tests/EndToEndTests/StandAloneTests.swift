import Foundation
import Testing

/// The project stands alone: no tracked file and no `--help` cites a document, a folder or a
/// numbered ticket that is not in the repository. Rules are cited by their
/// ids, explained by docs/rules.md and `lifecycle explain`; the security findings of
/// docs/security.md are numbered H01… so that they do not read as rule ids.
@Suite("Stand-alone docs and help")
struct StandAloneTests {
    /// What must not appear, each with what it is. The patterns are spelt in parts, so that this
    /// file does not match them itself.
    static let needles: [(pattern: NSRegularExpression, what: String)] = [
        ("\\b" + "[Ss][Pp][Ee][Cc]" + "\\b", "a reference to a document the project does not ship (cite docs/rules.md)"),
        ("INTER" + "FACE\\.md", "a reference to a document the project does not ship (cite docs/trace.md, docs/app-api.md, …)"),
        ("DEVEL" + "OPERS\\.md", "a reference to a document the project does not ship"),
        ("\\.\\./" + "shared", "a path outside the repository"),
        ("\\b[Tt]he " + "seeds\\b", "a reference to files the project does not ship"),
        ("\\b[Ii]ss" + "ues? #?[0-9]", "a ticket number (say what the rules or the limits are)"),
        ("\\b[FG]" + "(0[1-9]|1[0-9])\\b", "an old security finding number (they are H01…)"),
    ].map { (try! NSRegularExpression(pattern: $0.0), $0.1) }

    /// Every hit of a needle in `text`, as "line: what (the matched text)".
    static func hits(in text: String) -> [String] {
        let range = NSRange(text.startIndex..., in: text)
        return needles.flatMap { needle in
            needle.pattern.matches(in: text, range: range).compactMap { match -> String? in
                guard let found = Range(match.range, in: text) else { return nil }
                let line = text[..<found.lowerBound].filter { $0 == "\n" }.count + 1
                return "\(line): \(needle.what) (\(text[found]))"
            }
        }
    }

    @Test("the scan finds what it looks for, and leaves random seeds, UIKit's interface orientation and Lua's manual alone")
    func scanFindsItsNeedles() {
        let refs = ["SP" + "EC", "the " + "SP" + "EC's state graph", "INTER" + "FACE.md", "DEVEL" + "OPERS.md", "../" + "shared",
                    "the " + "seeds' spelling", "iss" + "ue 3", "Iss" + "ue #7", "iss" + "ues 5", "F" + "07", "G" + "13"]
        for text in refs { #expect(Self.hits(in: text).count == 1, "\(text)") }
        let fine = ["--seed 7", "Lua seeds its string hash", "varying hash seeds", "UIInterfaceOrientationPortrait",
                    "the interface orientation", "reference manual §6.4", "issue a drawing command", "H07", "H37",
                    "specIDs", "0xF10_0000", "rules F1 to F6"]
        for text in fine { #expect(Self.hits(in: text).isEmpty, "\(text)") }
    }

    @Test("no tracked file cites a document, folder or ticket the project does not have")
    func trackedFiles() throws {
        let files = RepositoryLinkTests.trackedFiles()
        #expect(files.contains("README.md") && files.contains("docs/rules.md") && files.contains("Package.swift"))
        var scanned = 0
        for file in files {
            guard let data = FileManager.default.contents(atPath: CLI.root.appendingPathComponent(file).path),
                  !data.contains(0), let text = String(data: data, encoding: .utf8) else { continue }
            scanned += 1
            for hit in Self.hits(in: text) { Issue.record("\(file):\(hit)") }
        }
        #expect(scanned > 500, "only \(scanned) text files scanned")
    }

    /// The subcommands a help text lists (ArgumentParser's `SUBCOMMANDS:` section).
    static func subcommands(in help: String) -> [String] {
        guard let section = help.range(of: "SUBCOMMANDS:\n") else { return [] }
        return help[section.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
            .prefix { !$0.isEmpty }
            .compactMap { line -> String? in
                guard line.hasPrefix("  "), let first = line.dropFirst(2).first, first.isLowercase else { return nil }
                return line.dropFirst(2).split(separator: " ").first.map(String.init)
            }
    }

    @Test("lifecycle --help and every subcommand's --help cite no such document, and point to lifecycle explain")
    func help() throws {
        var queue: [[String]] = [[]]
        var seen: [String] = []
        while let path = queue.first {
            queue.removeFirst()
            let result = try CLI.run(path + ["--help"])
            #expect(result.status == 0, "\(path) --help exits \(result.status)")
            let text = result.stdout + result.stderr
            for hit in Self.hits(in: text) { Issue.record("lifecycle \(path.joined(separator: " ")) --help, line \(hit)") }
            seen.append(path.joined(separator: " "))
            queue += Self.subcommands(in: result.stdout).map { path + [$0] }
        }
        #expect(Set(seen).isSuperset(of: ["", "run", "test", "repl", "learn", "learn check", "explain", "explore", "types"]),
                "\(seen)")
        let root = try CLI.run(["--help"])
        #expect(root.stdout.contains("lifecycle explain"))
    }

    @Test("the security findings' prefix is not a rule group for the rule-coverage scan")
    func findingsAreNotRules() {
        #expect(RuleCoverageTests.ruleIDs(in: "H01, H19 and H37").isEmpty)
        #expect(RuleCoverageTests.ruleIDs(in: "B4 and F6") == ["B4", "F6"])
    }
}
