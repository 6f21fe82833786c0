import LifecycleCore

/// The expectations a checker (`exercises/NN-slug/check.lua`) states, read from its text, in
/// order: the stable test names of an exercise. Exercism's runner expects a test's name not to
/// change with its outcome, and to be there whether or not it was reached, so the names come from
/// the checker's source, never from the trace (whose messages say what happened: "it is
/// suspended"). Checkers are straight-line scripts (no loops or branches; a test holds them to
/// it), so the k-th expectation recorded in a run is the k-th call found here.
public struct CheckerExpectations: Sendable, Equatable {
    /// One `expect…(…)` call of the checker.
    public struct Call: Sendable, Equatable {
        /// The line of the checker the call starts on.
        public let line: Int
        /// The test's name: the message of an `expect(condition, "message" ..)`, else the call
        /// itself, such as `expect_state("suspended")`.
        public let name: String
    }

    public let calls: [Call]

    /// The verbs that record an expectation.
    static let verbs = [ScenarioVerb.expect, .expectState, .expectSaved, .expectDefault, .expectSceneState].map(\.name)

    public init(checker: String) {
        var calls: [Call] = []
        let lines = checker.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var index = 0
        while index < lines.count {
            let text = Self.code(lines[index]).trimmedSpaces
            guard Self.verbs.contains(where: { text.hasPrefix($0 + "(") }) else { index += 1; continue }
            var call = text
            var end = index
            while Self.depth(call) > 0, end + 1 < lines.count {
                end += 1
                call += " " + Self.code(lines[end]).trimmedSpaces
            }
            calls.append(Call(line: index + 1, name: Self.name(of: call)))
            index = end + 1
        }
        // The same name twice in one exercise is told apart by its order.
        var seen: [String: Int] = [:]
        self.calls = calls.map { call in
            seen[call.name, default: 0] += 1
            let count = seen[call.name]!
            return count == 1 ? call : Call(line: call.line, name: "\(call.name) (\(count))")
        }
    }

    /// `expect(x, "the app should …" .. state())` → `the app should …`; other calls as written.
    static func name(of call: String) -> String {
        guard call.hasPrefix("expect("), let literal = firstStringLiteral(call) else { return call }
        return literal.trimmedSpaces
    }

    /// The contents of the first double-quoted string of `text`.
    static func firstStringLiteral(_ text: String) -> String? {
        guard let open = text.firstIndex(of: "\"") else { return nil }
        var out = ""
        var escaped = false
        for character in text[text.index(after: open)...] {
            if escaped { out.append(character); escaped = false; continue }
            if character == "\\" { escaped = true; continue }
            if character == "\"" { return out }
            out.append(character)
        }
        return nil
    }

    /// A line without its `--` comment (outside strings).
    static func code(_ line: String) -> String {
        var inString: Character?
        var previous: Character = " "
        var out = ""
        for character in line {
            if let quote = inString {
                if character == quote && previous != "\\" { inString = nil }
            } else if character == "\"" || character == "'" {
                inString = character
            } else if character == "-" && previous == "-" {
                out.removeLast()
                return out
            }
            out.append(character)
            previous = character
        }
        return out
    }

    /// Open parentheses minus closed ones, outside strings.
    static func depth(_ text: String) -> Int {
        var depth = 0
        var inString: Character?
        var previous: Character = " "
        for character in text {
            if let quote = inString {
                if character == quote && previous != "\\" { inString = nil }
            } else if character == "\"" || character == "'" {
                inString = character
            } else if character == "(" {
                depth += 1
            } else if character == ")" {
                depth -= 1
            }
            previous = character
        }
        return depth
    }
}

extension String {
    /// Without leading and trailing spaces and tabs (no Foundation in this target).
    var trimmedSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
