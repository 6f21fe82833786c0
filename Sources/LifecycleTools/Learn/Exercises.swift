import LifecycleCore
import LifecycleLua

/// One teaching exercise, from `exercises/NN-slug/`: a starter the learner edits, a checker
/// scenario, hints from gentle to explicit, and a reference solution. The order is the path: an
/// exercise may build only on rules an earlier one taught (its `-- Builds on: B5` line; a test
/// walks the order and holds every exercise to it).
public struct Exercise: Sendable, Equatable {
    public let number: Int
    /// `04-save-before-suspension`: the folder, in the repository and in a workspace.
    public let folder: String
    public let title: String
    /// The rule ids it teaches, from the starter's first line.
    public let rules: [String]
    public let starter: String
    public let checker: String
    public let solution: String
    public let hints: [String]

    /// The rule ids, taught by earlier exercises, that this one needs: the starter's
    /// `-- Builds on: B5` line.
    public var buildsOn: [String] {
        guard let line = commentBlock.first(where: { $0.hasPrefix(Self.buildsOnPrefix) }) else { return [] }
        return line.dropFirst(Self.buildsOnPrefix.count).split(separator: ",").map(\.trimmed)
    }

    static let buildsOnPrefix = "Builds on:"
    static let profilePrefix = "Profile:"

    /// The profile the exercise runs on, which its checker is played with: the starter's
    /// `-- Profile: ios13` line (P: scenes and BGTaskScheduler exist only from ios13), else
    /// `run`'s default. Nil when the line names no profile (a test holds every exercise to it).
    public var profile: OSProfile? {
        guard let line = commentBlock.first(where: { $0.hasPrefix(Self.profilePrefix) }) else { return .default }
        return OSProfile.named(line.dropFirst(Self.profilePrefix.count).trimmed)
    }

    /// The starter's opening comment block, without the `--`.
    private var commentBlock: [String] {
        starter.split(separator: "\n", omittingEmptySubsequences: false)
            .prefix { $0.hasPrefix("--") }
            .map { line in String(line.dropFirst(2).drop { $0 == " " }) }
    }

    /// The starter's opening comment block after its title line: what the rule is, why, what
    /// to do.
    public var instructions: String {
        var lines = Array(commentBlock.dropFirst().drop { $0.isEmpty || $0.allSatisfy { $0 == "-" } })
        for prefix in [Self.buildsOnPrefix, Self.profilePrefix] {
            guard let index = lines.firstIndex(where: { $0.hasPrefix(prefix) }) else { continue }
            lines.remove(at: index)
            if index < lines.count, lines[index].isEmpty { lines.remove(at: index) }
        }
        return lines.joined(separator: "\n")
    }

    public var label: String { String(format2(number)) + " " + title }

    /// Every exercise shipped in the binary, in order.
    public static let all: [Exercise] = {
        let files = EmbeddedExercises.files
        let folders = Set(files.keys.compactMap { $0.split(separator: "/").first.map(String.init) }).sorted()
        return folders.compactMap { folder in
            guard let starter = files["\(folder)/app.lua"], let checker = files["\(folder)/check.lua"],
                  let solution = files["\(folder)/solution.lua"], let number = Int(folder.prefix { $0.isNumber }) else { return nil }
            let (title, rules) = parseHeader(starter)
            let hints = (files["\(folder)/hints.md"] ?? "")
                .splitting(on: "\n---\n")
                .map(\.trimmed)
                .filter { !$0.isEmpty }
            return Exercise(number: number, folder: folder, title: title, rules: rules, starter: starter,
                            checker: checker, solution: solution, hints: hints)
        }
    }()

    public static func number(_ n: Int) -> Exercise? { all.first { $0.number == n } }

    /// `-- Exercise 04: Save before you are suspended (B4, B7)` → the title and the rule ids.
    static func parseHeader(_ starter: String) -> (String, [String]) {
        let first = starter.prefix { $0 != "\n" }
        guard let colon = first.firstIndex(of: ":") else { return (String(first), []) }
        var title = first[first.index(after: colon)...].trimmed
        var rules: [String] = []
        if title.hasSuffix(")"), let open = title.lastIndex(of: "(") {
            rules = title[title.index(after: open)..<title.index(before: title.endIndex)]
                .split(separator: ",").map(\.trimmed)
            title = title[..<open].trimmed
        }
        return (title, rules)
    }
}

/// `4` → `"04"`.
func format2(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }

extension StringProtocol {
    /// Without leading and trailing white space (no Foundation in this target).
    fileprivate var trimmed: String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }

    /// Split on a multi-character separator.
    fileprivate func splitting(on separator: String) -> [String] {
        var parts: [String] = []
        var rest = Substring(self)
        while let range = rest.firstRange(of: separator) {
            parts.append(String(rest[..<range.lowerBound]))
            rest = rest[range.upperBound...]
        }
        parts.append(String(rest))
        return parts
    }
}
