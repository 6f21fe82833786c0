import LuaBridge
import LifecycleCore

/// The two lists of `scenario { … }` (docs/testing.md, "Declaring a scenario"): `profiles`, the
/// eras it runs in (rule P), and `rules`, the rule ids it teaches (docs/rules.md). Each is a Lua
/// list, even of one name, of names the host knows, each once; a misspelt one is refused with the
/// fix.
extension WrapScenarioInfo {
    /// At most this many rules in one declaration: a scenario teaches a lesson or two.
    static let maxRules = 16

    /// `profiles`: a list of profile names, each known, each once. A plain string is refused with
    /// the list it should be; a misspelt name with the profile it looks like (`OSProfile.hint`).
    static func profiles(_ stack: LuaStack) -> Result<[String], Problem> {
        let known = OSProfile.all.map(\.name)
        let expected = "profiles is a list of profile names, such as { \"ios7\", \"ios13\" }; the profiles are \(known.joined(separator: ", "))"
        stack.rawGet("profiles", table: 1)
        defer { stack.pop() }
        if stack.isNoneOrNil(-1) { return .success([]) }
        var names: [String] = []
        if stack.type(at: -1) == .string {
            guard let name = stack.string(at: -1, limit: 16), !name.cut, known.contains(name.text) else { return .failure(misspelt(stack, expected)) }
            return .failure("profiles is a list, even of one profile: write profiles = { \"\(name.text)\" }")
        }
        guard stack.isTable(-1) else { return .failure(Problem(message: expected)) }
        let list = stack.top
        for index in 1...(known.count + 1) {
            stack.rawGet(index, table: list)
            defer { stack.pop() }
            if stack.isNoneOrNil(-1) { break }
            guard index <= known.count, stack.type(at: -1) == .string, let name = stack.string(at: -1, limit: 16),
                  !name.cut, known.contains(name.text) else { return .failure(misspelt(stack, expected)) }
            guard !names.contains(name.text) else { return .failure("profiles names \(name.text) twice") }
            names.append(name.text)
        }
        guard !names.isEmpty else { return .failure(Problem(message: expected)) }
        return .success(names)
    }

    /// `expected`, with the profile the string on top of the stack looks like a misspelling of
    /// (`; did you mean 'ios13'?`), if it is a string that does.
    private static func misspelt(_ stack: LuaStack, _ expected: String) -> Problem {
        guard stack.type(at: -1) == .string, let name = stack.string(at: -1, limit: NameDistance.maxLength), !name.cut else {
            return Problem(message: expected)
        }
        return Problem(message: expected + OSProfile.hint(for: name.text))
    }

    /// `rules`: a list of 1 to `maxRules` rule ids of the catalog (`RuleIDs`), each once, in the
    /// order declared. Only the list's own entries 1…n: a hole or another key is refused, as is a
    /// page of two rules (`B2-R11`), which names each instead.
    static func rules(_ stack: LuaStack) -> Result<[String], Problem> {
        let expected = "rules is a list of rule ids, such as { \"B7\", \"L3\" }, of at most \(maxRules) (lifecycle explain lists them)"
        stack.rawGet("rules", table: 1)
        defer { stack.pop() }
        if stack.isNoneOrNil(-1) { return .success([]) }
        if stack.type(at: -1) == .string {
            guard let id = stack.string(at: -1, limit: 8), !id.cut, RuleIDs.contains(id.text) else { return .failure(Problem(message: expected)) }
            return .failure("rules is a list, even of one rule: write rules = { \"\(id.text)\" }")
        }
        guard stack.isTable(-1) else { return .failure(Problem(message: expected)) }
        let list = stack.top
        var count = 0
        var wellFormed = true
        // In the sandbox's fixed key order (H24): integers first, so a list's keys are 1…n.
        let fits = stack.walk(table: list, limit: maxRules) {
            count += 1
            wellFormed = stack.integer(at: -2) == count && stack.type(at: -1) == .string
            return wellFormed
        }
        guard fits else { return .failure("rules names more than \(maxRules) rules; a scenario teaches a few (\(maxRules) at most)") }
        guard wellFormed, count > 0 else { return .failure(Problem(message: expected)) }
        var ids: [String] = []
        for index in 1...count {
            stack.rawGet(index, table: list)
            defer { stack.pop() }
            guard let given = stack.string(at: -1, limit: 64) else { return .failure(Problem(message: expected)) }
            guard !given.cut, RuleIDs.contains(given.text) else { return .failure(unknownRule(given.text, cut: given.cut)) }
            guard !ids.contains(given.text) else { return .failure("rules names \(given.text) twice") }
            ids.append(given.text)
        }
        return .success(ids)
    }

    /// Why `given` is not a rule id, and the one it likely meant: a page of two rules names both;
    /// the id it is in another case (`b7`), or the one id a single edit away (a letter or a digit
    /// too many), is
    /// suggested; else the rules of its group. A hostile name is shown cut, without control
    /// characters (`WrapStrings.quoted`).
    private static func unknownRule(_ given: String, cut: Bool) -> Problem {
        let shown = WrapStrings.quoted(given, cut: cut, scalars: 16)
        let parts = given.uppercased().split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        if parts.count > 1, parts.allSatisfy(RuleIDs.contains) {
            let each = parts.map { "\"\($0)\"" }.joined(separator: ", ")
            return "rules: '\(shown)' is a page that covers \(parts.count) rules, not one rule id; name each: rules = { \(each) }"
        }
        // Ids are two or three characters: any two are a few edits apart, so only a unique near
        // miss is a misspelling (a letter and a digit past the group's last is one edit from each
        // of the group: none is suggested).
        let near = cut ? [] : RuleIDs.all.filter { (NameDistance.between(given, $0) ?? 2) <= 1 }
        let exact = near.first { $0.uppercased() == given.uppercased() }
        if let meant = exact ?? (near.count == 1 ? near[0] : nil) {
            return "rules: no rule '\(shown)'; did you mean \(meant)? (lifecycle explain lists the rules)"
        }
        let group = RuleIDs.all.filter { $0.first == given.uppercased().first }
        let hint = group.isEmpty ? "lifecycle explain lists the rules" : "rules of that group: \(group.joined(separator: ", "))"
        return "rules: no rule '\(shown)'; \(hint)"
    }
}
