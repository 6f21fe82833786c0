import Foundation
import Testing

/// The quality bar: every rule id (docs/rules.md) the code implements has a test that names it. A rule id
/// cited in Sources/ (doc comments, `Rule` constants) must start the name of at least one test.
@Suite("Rule coverage")
struct RuleCoverageTests {
    static func files(under folder: String, ending suffix: String) throws -> [String] {
        let base = CLI.root.appendingPathComponent(folder)
        return try FileManager.default.subpathsOfDirectory(atPath: base.path)
            .filter { $0.hasSuffix(suffix) }
            .map { try String(contentsOf: base.appendingPathComponent($0), encoding: .utf8) }
    }

    /// Rule ids such as B4 or T2 (the groups of docs/rules.md and their numbers, C6 included).
    static func ruleIDs(in text: String) -> Set<String> {
        // Not the control-character sets C0 and C1 of Unicode ("C1 (U+0080–U+009F)").
        let pattern = try! NSRegularExpression(pattern: "\\b([SLUIBRMFTEVWC][0-9]{1,2})\\b(?! \\(U\\+)")
        let range = NSRange(text.startIndex..., in: text)
        return Set(pattern.matches(in: text, range: range).compactMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } })
    }

    @Test("the scan reads the tests of every target: the rule tests played in process, the tools' tests, the end-to-end tests")
    func scansEveryTestFolder() throws {
        let scanned = try FileManager.default.subpathsOfDirectory(atPath: CLI.root.appendingPathComponent("Tests").path)
            .filter { $0.hasSuffix(".swift") }
        for folder in ["LifecycleCoreTests/", "LifecycleLuaTests/Played/", "LifecycleToolsTests/", "EndToEndTests/", "TestSupport/"] {
            #expect(scanned.contains { $0.hasPrefix(folder) }, "\(folder) is not scanned")
        }
        // The played rule tests name rules, as the end-to-end tests they replaced did.
        let played = try Self.files(under: "Tests/LifecycleLuaTests/Played", ending: ".swift").joined()
        #expect(Self.ruleIDs(in: played).isSuperset(of: ["C1", "C6", "E3", "I5", "V1", "W1", "W4"]))
    }

    @Test("every rule id cited in Sources/ is named by a test")
    func everyCitedRuleIsTested() throws {
        // Rule.swift declares every id of docs/rules.md, implemented or not (C1–C5 while scenes are
        // built): an id only declared there is not cited by code.
        let declarations = try String(contentsOf: CLI.root.appendingPathComponent("Sources/LifecycleCore/Rule.swift"), encoding: .utf8)
        let cited = try Self.files(under: "Sources", ending: ".swift").filter { $0 != declarations }
            .reduce(into: Set<String>()) { $0.formUnion(Self.ruleIDs(in: $1)) }
        let testNames = try Self.files(under: "Tests", ending: ".swift").flatMap { text -> [String] in
            let pattern = try NSRegularExpression(pattern: "@Test\\(\"([^\"]*)\"")
            return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text))
                .compactMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } }
        }
        let named = testNames.reduce(into: Set<String>()) { $0.formUnion(Self.ruleIDs(in: $1)) }
        #expect(cited.count >= 20, "cited: \(cited.sorted())")
        let untested = cited.subtracting(named).sorted()
        #expect(untested.isEmpty, "rule ids cited in Sources/ with no test naming them: \(untested)")
    }
}
