import Foundation
import Testing

/// docs/rules.md lists every rule of `lifecycle explain` in one table row each, with the catalog's
/// title, a link to its group's guide page and, where there is one, to its page in docs/rules/.
/// The rows are checked against `lifecycle explain --list`, so a title changed or an id added in
/// the catalog fails here until docs/rules.md follows.
@Suite("Rule index")
struct RuleIndexTests {
    /// The catalog as the binary lists it: (id, title), in order.
    static func catalog() throws -> [(id: String, title: String)] {
        let list = try CLI.run(["explain", "--list"])
        return list.lines.map { line in
            let id = String(line.prefix { $0 != " " })
            return (id, line.dropFirst(id.count).trimmingCharacters(in: .whitespaces))
        }
    }

    /// The guide page of each group, from the table of docs/README.md (`| B: … | [guide/background.md](guide/background.md) |`).
    /// The guide page of each group (`W: …`), or of each rule of a range when a group has more
    /// than one guide (`C1–C5: …`), keyed by the group letter or the rule id.
    static func guidePages() throws -> [String: String] {
        let index = try String(contentsOf: CLI.root.appendingPathComponent("docs/README.md"), encoding: .utf8)
        var pages: [String: String] = [:]
        for line in index.split(separator: "\n") where line.hasPrefix("| ") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 2, let colon = cells[0].firstIndex(of: ":"),
                  let open = cells[1].range(of: "]("), let close = cells[1].range(of: ")", range: open.upperBound..<cells[1].endIndex)
            else { continue }
            let page = String(cells[1][open.upperBound..<close.lowerBound])
            let key = cells[0][..<colon]
            let bounds = key.split(separator: "–")
            if bounds.count == 2, let from = Int(bounds[0].dropFirst()), let to = Int(bounds[1].dropFirst()), from <= to {
                for number in from...to { pages["\(key.first!)\(number)"] = page }
            } else if key.count == 1 || Int(key.dropFirst()) != nil {
                pages[String(key)] = page
            }
        }
        return pages
    }

    /// The rule pages of docs/rules/ by the ids their names cover (`B2-R11.md`: B2 and R11).
    static func rulePages() throws -> [String: String] {
        let files = try FileManager.default.contentsOfDirectory(atPath: CLI.root.appendingPathComponent("docs/rules").path)
        var pages: [String: String] = [:]
        for file in files.sorted() where file.hasSuffix(".md") {
            for id in file.dropLast(3).split(separator: "-") { pages[String(id)] = String(file.dropLast(3)) }
        }
        return pages
    }

    /// The row docs/rules.md must have for a rule.
    static func row(id: String, title: String, guide: String, page: String?) -> String {
        let title = title.replacingOccurrences(of: "|", with: "\\|")
        return "| \(id) | \(title) | [guide](\(guide)) | " + (page.map { "[\($0)](rules/\($0).md)" } ?? "") + " |"
    }

    /// The rows of docs/rules.md: table lines whose first cell is a rule id.
    static func rows() throws -> [(line: Int, text: String)] {
        let text = try String(contentsOf: CLI.root.appendingPathComponent("docs/rules.md"), encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { number, line in
            let cell = line.dropFirst(2).prefix { $0 != " " }
            guard line.hasPrefix("| "), let group = cell.first, group.isUppercase, cell.dropFirst().allSatisfy(\.isNumber)
            else { return nil }
            return (number + 1, String(line))
        }
    }

    @Test("docs/rules.md has one row per rule of the catalog, in its order, with its title and links")
    func everyRule() throws {
        let catalog = try Self.catalog()
        #expect(catalog.count >= 63)
        let guides = try Self.guidePages()
        let pages = try Self.rulePages()
        var expected: [String] = []
        for (id, title) in catalog {
            guard let guide = guides[id] ?? guides[String(id.first!)] else {
                Issue.record("docs/README.md's table has no guide page for group \(id.first!) (rule \(id))")
                continue
            }
            expected.append(Self.row(id: id, title: title, guide: guide, page: pages[id]))
        }
        let rows = try Self.rows()
        for (index, want) in expected.enumerated() {
            guard index < rows.count else {
                Issue.record("docs/rules.md ends after \(rows.count) rules; add the row\n\(want)")
                break
            }
            if rows[index].text != want {
                Issue.record("docs/rules.md:\(rows[index].line): the row for this rule should be\n\(want)\nnot\n\(rows[index].text)")
                break
            }
        }
        if rows.count > expected.count {
            Issue.record("docs/rules.md:\(rows[expected.count].line): no rule of the catalog is left for this row: \(rows[expected.count].text)")
        }
    }

    @Test("every link of docs/rules.md points at a file that exists")
    func links() throws {
        let text = try String(contentsOf: CLI.root.appendingPathComponent("docs/rules.md"), encoding: .utf8)
        let links = MarkdownLinks.targets(in: text)
        #expect(links.count > 63)
        for link in links where !link.target.contains("://") {
            let path = String(link.target.prefix { $0 != "#" })
            let file = CLI.root.appendingPathComponent("docs").appendingPathComponent(path)
            #expect(FileManager.default.fileExists(atPath: file.path), "docs/rules.md:\(link.line): \(link.target) does not exist")
        }
    }
}
