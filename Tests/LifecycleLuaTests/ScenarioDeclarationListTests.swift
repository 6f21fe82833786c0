import LifecycleCore
import LifecycleTools
import Testing
@testable import LifecycleLua

/// The lists of `scenario { … }` (docs/testing.md, "Declaring a scenario"): `rules`, the rule
/// ids a scenario teaches (single ids of the catalog, each once, a few), and `profiles`, a list
/// even of one profile.
@Suite("scenario { rules, profiles }")
struct ScenarioDeclarationListTests {
    /// What `lifecycle test` reads of `declaration` (a scenario's first lines).
    static func read(_ declaration: String) throws -> ScenarioInfo? {
        try LuaScenario.readInfo(source: declaration + "\nlaunch()\n", path: "s.scenario.lua", simulation: .default)
    }

    /// The refusal of `declaration`, or nil when it is accepted.
    static func refusal(_ declaration: String) -> String? {
        do {
            _ = try read(declaration)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test("The catalog's ids are the rule ids lifecycle explain lists, and none is a page of two rules")
    func catalogIsExplainsList() {
        #expect(RuleIDs.all == RuleCatalog.ids.sorted { a, b in
            a.first != b.first ? a < b : (Int(a.dropFirst()) ?? 0) < (Int(b.dropFirst()) ?? 0)
        })
        #expect(RuleIDs.all.count > 50)
        #expect(RuleIDs.contains("B7") && RuleIDs.contains("L3") && RuleIDs.contains("P") && RuleIDs.contains("R11"))
        #expect(!RuleIDs.contains("B2-R11") && !RuleIDs.contains("b7") && !RuleIDs.contains(""))
    }

    @Test("rules = { … } is read in the order declared; without it, none")
    func rulesAccepted() throws {
        #expect(try Self.read("scenario { rules = { \"B7\", \"L3\" } }")?.rules == ["B7", "L3"])
        #expect(try Self.read("scenario { name = 'x', rules = { 'P', 'C3', 'R11' } }")?.rules == ["P", "C3", "R11"])
        #expect(try Self.read("scenario { name = 'x' }")?.rules == [])
        let sixteen = RuleIDs.all.prefix(16).map { "'\($0)'" }.joined(separator: ", ")
        #expect(try Self.read("scenario { rules = { \(sixteen) } }")?.rules.count == 16)
    }

    @Test("An unknown rule id is refused with the one meant, a page of two rules with each, a far miss with its group")
    func rulesMisspelt() {
        let cases: [(String, String)] = [
            ("{ 'b7' }", "s.scenario.lua:1: scenario: rules: no rule 'b7'; did you mean B7? (lifecycle explain lists the rules)"),
            ("{ 'L3', 'B77' }", "rules: no rule 'B77'; did you mean B7?"),
            ("{ 'B2-R11' }", "rules: 'B2-R11' is a page that covers 2 rules, not one rule id; name each: rules = { \"B2\", \"R11\" }"),
            ("{ 'B99' }", "rules: no rule 'B99'; rules of that group: B1, B2,"),
            ("{ 'Q1' }", "rules: no rule 'Q1'; lifecycle explain lists the rules"),
        ]
        for (list, message) in cases {
            let error = Self.refusal("scenario { rules = \(list) }")
            #expect(error?.contains(message) == true, "\(list): \(String(describing: error))")
        }
    }

    @Test("rules must be a non-empty list of strings, each once, at most 16, with no hole and no other key")
    func rulesMalformed() {
        let list = "rules is a list of rule ids, such as { \"B7\", \"L3\" }, of at most 16"
        let seventeen = RuleIDs.all.prefix(17).map { "'\($0)'" }.joined(separator: ", ")
        let cases: [(String, String)] = [
            ("'B7'", "s.scenario.lua:1: scenario: rules is a list, even of one rule: write rules = { \"B7\" }"),
            ("'nonsense'", list), ("{}", list), ("true", list), ("{ 7 }", list), ("{ 'B7', nil, 'L3' }", list),
            ("{ 'B7', extra = 'L3' }", list), ("{ { 'B7' } }", list),
            ("{ 'B7', 'B7' }", "rules names B7 twice"),
            ("{ \(seventeen) }", "rules names more than 16 rules"),
        ]
        for (value, message) in cases {
            let error = Self.refusal("scenario { rules = \(value) }")
            #expect(error?.contains(message) == true, "\(value): \(String(describing: error))")
        }
    }

    @Test("A hostile rule id (1 MiB, control bytes, NaN, a million entries) is refused at once, shown short and without control bytes")
    func rulesHostile() throws {
        let long = Self.refusal("scenario { rules = { string.rep('B', 1 << 20) } }")
        #expect(long?.contains("rules: no rule 'BBBBBBBBBBBBBBBB…'") == true, "\(String(describing: long))")
        #expect((long?.utf8.count ?? .max) < 300)
        let control = try #require(Self.refusal("scenario { rules = { 'B7\\27[31m\\n' } }"))
        #expect(control.contains("no rule 'B7?[31m?'"), "\(control)")
        #expect(!control.unicodeScalars.contains { ControlCharacters.contains($0) })
        #expect(Self.refusal("scenario { rules = { 0/0 } }")?.contains("rules is a list of rule ids") == true)
        let many = Self.refusal("local t = {} for i = 1, 1000000 do t[i] = 'B7' end scenario { rules = t }")
        #expect(many?.contains("rules names more than 16 rules") == true, "\(String(describing: many))")
    }

    @Test("profiles = \"ios13\", a plain string, is refused with the list it should be; a list of one is read")
    func profilesString() throws {
        #expect(Self.refusal("scenario { profiles = 'ios13' }")
            == "s.scenario.lua:1: scenario: profiles is a list, even of one profile: write profiles = { \"ios13\" }")
        #expect(Self.refusal("scenario { profiles = 'ios99' }")?.contains("profiles is a list of profile names, such as { \"ios7\", \"ios13\" }") == true)
        #expect(try Self.read("scenario { profiles = { 'ios13' } }")?.profiles == ["ios13"])
    }
}
