import Foundation

/// The link targets of a Markdown text: inline links and images (`[text](target)`,
/// `![alt](target "title")`) and reference definitions (`[name]: target`), outside fenced code
/// blocks and inline code spans.
enum MarkdownLinks {
    struct Link: Equatable {
        let line: Int
        let target: String
    }

    static func targets(in text: String) -> [Link] {
        var links: [Link] = []
        var fence: Int?
        for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = raw.drop { $0 == " " }
            let ticks = trimmed.prefix { $0 == "`" }.count
            if let open = fence {
                if ticks >= open, trimmed.dropFirst(ticks).allSatisfy(\.isWhitespace) { fence = nil }
                continue
            }
            if ticks >= 3 { fence = ticks; continue }
            let line = withoutCodeSpans(String(raw))
            if let definition = referenceDefinition(line) {
                links.append(Link(line: number + 1, target: definition))
                continue
            }
            var rest = Substring(line)
            while let close = rest.range(of: "](") {
                let after = rest[close.upperBound...]
                guard let end = after.firstIndex(of: ")") else { break }
                let target = after[..<end].split(separator: " ").first.map(String.init) ?? ""
                if !target.isEmpty { links.append(Link(line: number + 1, target: target.trimmingCharacters(in: CharacterSet(charactersIn: "<>")))) }
                rest = after[end...]
            }
        }
        return links
    }

    /// `[name]: target` at the start of a line.
    private static func referenceDefinition(_ line: String) -> String? {
        let trimmed = line.drop { $0 == " " }
        guard trimmed.hasPrefix("["), let close = trimmed.range(of: "]: ") else { return nil }
        return trimmed[close.upperBound...].split(separator: " ").first.map(String.init)
    }

    /// The line with its `code spans` removed (a link inside one is not a link).
    private static func withoutCodeSpans(_ line: String) -> String {
        var out = ""
        var inCode = false
        for character in line {
            if character == "`" { inCode.toggle(); continue }
            if !inCode { out.append(character) }
        }
        return out
    }
}
