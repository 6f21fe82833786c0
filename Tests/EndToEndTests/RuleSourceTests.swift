import Foundation
import Testing

/// Every rule names its primary source, where a learner can check it: each page of docs/rules/
/// ends with a `Source:` line linking Apple's guide or reference page (or a reproducible report),
/// and `lifecycle explain X` ends with a `Source:` paragraph giving the same kind of URL. Where the
/// simulator models a number Apple does not publish, the source says it is the simulator's model.
@Suite("Rule sources")
struct RuleSourceTests {
    /// The rules whose numbers are the simulator's model, not Apple's: the push budget, the
    /// background CPU allowance, the memory footprint limits, the second between a BGTask's
    /// expiry and the kill, and the scene's background budget.
    static let modelled: Set<String> = ["W2", "R11", "M1", "C6", "C2"]

    /// The last non-empty line of a page.
    static func lastLine(of page: String) throws -> String {
        let text = try String(contentsOf: CLI.root.appendingPathComponent("docs/rules/\(page).md"), encoding: .utf8)
        return text.split(separator: "\n").last.map(String.init) ?? ""
    }

    /// The `Source:` paragraph that ends `lifecycle explain ID`, without its heading.
    static func explainedSource(_ id: String) throws -> String? {
        let out = try CLI.run(["explain", id]).stdout
        guard let heading = out.range(of: "\nSource:\n", options: .backwards) else { return nil }
        return String(out[heading.upperBound...])
    }

    @Test("each page of docs/rules/ ends with a Source: line linking its primary source", arguments: RulePageTests.pages.map(\.name))
    func page(_ name: String) throws {
        let line = try Self.lastLine(of: name)
        #expect(line.hasPrefix("Source: ["), "docs/rules/\(name).md does not end with a Source: line naming its primary source: \(line)")
        let links = MarkdownLinks.targets(in: line).map(\.target)
        #expect(!links.isEmpty && links.allSatisfy { $0.hasPrefix("https://") },
                "docs/rules/\(name).md: its Source: line links no https URL: \(links)")
        let pageRules = Set(name.split(separator: "-").map(String.init))
        for rule in pageRules.intersection(Self.modelled) {
            #expect(line.contains("the simulator's model"), "docs/rules/\(name).md: \(rule)'s number is the simulator's model and its Source: line does not say so")
        }
    }

    @Test("every rule of lifecycle explain ends with a Source: paragraph giving a URL")
    func explain() throws {
        let ids = try RuleIndexTests.catalog().map(\.id)
        #expect(ids.count >= 73)
        for id in ids {
            let source = try #require(try Self.explainedSource(id), "lifecycle explain \(id) has no Source: paragraph")
            #expect(source.contains("https://"), "lifecycle explain \(id): its Source: paragraph gives no URL: \(source)")
            #expect(source.hasSuffix("\n") && !source.contains("An app that breaks it:"), "lifecycle explain \(id): Source: is not the last paragraph")
            if Self.modelled.contains(id) {
                #expect(source.contains("the simulator's model"), "lifecycle explain \(id): the number is the simulator's model and its source does not say so")
            }
        }
    }

    @Test("B8-R5's page and M1's explanation say the footprint limit is a model, and which guide says what the system does")
    func modelledMemory() throws {
        let line = try Self.lastLine(of: "B8-R5")
        #expect(line.contains("identifying-high-memory-use-with-jetsam-event-reports"))
        let source = try #require(try Self.explainedSource("M1"))
        #expect(source.contains("BackgroundExecution/BackgroundExecution.html"))
        #expect(source.contains("the simulator's model"))
    }
}
