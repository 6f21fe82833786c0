import ArgumentParser
import LifecycleLua
import LifecycleOutput
import LifecycleTools
import Rainbow

/// `lifecycle explain RULE`: a rule in our own words, an app that breaks it, the fix, and the
/// source the rule rests on (docs/rules.md).
/// `lifecycle explain --list` (or no rule): every rule id with its title (docs/rules.md is the
/// same list, with links, and a test keeps the two equal).
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain a lifecycle rule (B4, R1, …) with an app that breaks it and the fix.",
        discussion: "With --list, or without a rule, lists every rule with its title. Violations and kills in the trace name the rule to explain."
    )

    @Argument(help: "A rule id such as B4, or a group without numbered rules: N, P (case does not matter).")
    var rule: String?

    @Flag(help: "List every rule id with its one-line title.")
    var list = false

    func validate() throws {
        if list, let rule { throw ValidationError("--list lists every rule; leave out '\(rule)', or drop --list") }
    }

    func run() throws {
        guard let rule, !list else {
            for id in RuleCatalog.ids { Platform.writeStdout("\(id.padding(4)) \(RuleCatalog.all[id]!.title)\n") }
            return
        }
        guard let entry = RuleCatalog.explanation(rule) else {
            let group = RuleCatalog.ids.filter { $0.first == rule.uppercased().first }
            let hint = group.isEmpty ? "run lifecycle explain for the list" : "rules of that group: \(group.joined(separator: ", "))"
            Platform.writeStderr("error: no rule \(SafeText.line(rule)); \(hint)\n")
            Platform.exit(2)
        }
        var out = "\(entry.id) — \(entry.title)".bold + "\n\n" + entry.text + "\n\n"
        out += "An app that breaks it:".red + "\n" + indent(entry.breaks) + "\n\n"
        out += "The fix:".green + "\n" + indent(entry.fix) + "\n"
        if !entry.source.isEmpty { out += "\n" + "Source:".bold + "\n" + indent(entry.source) + "\n" }
        Platform.writeStdout(out)
    }

    private func indent(_ code: String) -> String {
        code.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
    }
}

extension String {
    /// Left-aligned in `width` columns.
    func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}
