import LifecycleCore
import LifecycleLua

/// A JSON document that keeps what it was given: keys in their order, numbers as written, so that
/// `lifecycle types` can add its settings to a user's `.luarc.json` and write back everything
/// else unchanged (deterministic output, no Foundation). Comments are not JSON: a file with them
/// is refused rather than rewritten without them. Editor tooling: implements no rule.
indirect enum JSONValue: Equatable, Sendable {
    case object([Member])
    case array([JSONValue])
    case string(String)
    /// The number's text, as written.
    case number(String)
    case bool(Bool)
    case null

    struct Member: Equatable, Sendable {
        var key: String
        var value: JSONValue
    }

    /// Parses a whole document; the error names the line.
    static func parse(_ text: String) throws -> JSONValue {
        var parser = JSONParser(Array(text.unicodeScalars))
        parser.skipSpace()
        let value = try parser.value()
        parser.skipSpace()
        if parser.index < parser.scalars.count { throw parser.failure("unexpected text after the document") }
        return value
    }

    /// Two-space indented text, ending with a newline.
    var text: String { render(indent: "") + "\n" }

    private func render(indent: String) -> String {
        let inner = indent + "  "
        switch self {
        case .object(let members):
            if members.isEmpty { return "{}" }
            let lines = members.map { inner + JSONValue.string($0.key).render(indent: inner) + ": " + $0.value.render(indent: inner) }
            return "{\n" + lines.joined(separator: ",\n") + "\n" + indent + "}"
        case .array(let items):
            if items.isEmpty { return "[]" }
            return "[\n" + items.map { inner + $0.render(indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
        case .string(let string):
            var out = ""
            PayloadValue.quote(string, to: &out)   // the core's one JSON string literal
            return out
        case .number(let text): return text
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        }
    }
}

/// A recursive-descent reader of RFC 8259 JSON.
struct JSONParser {
    let scalars: [Unicode.Scalar]
    var index = 0

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    func failure(_ message: String) -> APICatalogError {
        let line = scalars[..<min(index, scalars.count)].filter { $0 == "\n" }.count + 1
        return APICatalogError(message: "line \(line): \(message)")
    }

    mutating func skipSpace() {
        while index < scalars.count, [" ", "\n", "\r", "\t"].contains(scalars[index]) { index += 1 }
    }

    private mutating func expect(_ scalar: Unicode.Scalar) throws {
        skipSpace()
        guard index < scalars.count, scalars[index] == scalar else { throw failure("expected '\(scalar)'") }
        index += 1
    }

    mutating func value() throws -> JSONValue {
        skipSpace()
        guard index < scalars.count else { throw failure("unexpected end") }
        switch scalars[index] {
        case "{":
            index += 1
            var members: [JSONValue.Member] = []
            skipSpace()
            if index < scalars.count, scalars[index] == "}" { index += 1; return .object(members) }
            repeat {
                skipSpace()
                guard case .string(let key) = try value() else { throw failure("expected a key") }
                try expect(":")
                members.append(.init(key: key, value: try value()))
                skipSpace()
            } while try separator("}")
            return .object(members)
        case "[":
            index += 1
            var items: [JSONValue] = []
            skipSpace()
            if index < scalars.count, scalars[index] == "]" { index += 1; return .array(items) }
            repeat { items.append(try value()); skipSpace() } while try separator("]")
            return .array(items)
        case "\"":
            return .string(try string())
        case "t": return try word("true", .bool(true))
        case "f": return try word("false", .bool(false))
        case "n": return try word("null", .null)
        case "-", "0"..."9":
            let start = index
            while index < scalars.count, "+-.eE0123456789".unicodeScalars.contains(scalars[index]) { index += 1 }
            return .number(String(String.UnicodeScalarView(scalars[start..<index])))
        case "/": throw failure("comments are not JSON")
        default: throw failure("unexpected '\(scalars[index])'")
        }
    }

    /// After an item: true on ',' (another follows), false on `close`.
    private mutating func separator(_ close: Unicode.Scalar) throws -> Bool {
        guard index < scalars.count else { throw failure("unexpected end") }
        if scalars[index] == "," { index += 1; return true }
        if scalars[index] == close { index += 1; return false }
        if scalars[index] == "/" { throw failure("comments are not JSON") }
        throw failure("expected ',' or '\(close)'")
    }

    private mutating func word(_ word: String, _ value: JSONValue) throws -> JSONValue {
        let end = index + word.unicodeScalars.count
        guard end <= scalars.count, String(String.UnicodeScalarView(scalars[index..<end])) == word else {
            throw failure("unexpected '\(scalars[index])'")
        }
        index = end
        return value
    }

    private mutating func string() throws -> String {
        index += 1
        var out = String.UnicodeScalarView()
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            if scalar == "\"" { return String(out) }
            guard scalar == "\\" else { out.append(scalar); continue }
            guard index < scalars.count else { break }
            let escape = scalars[index]
            index += 1
            switch escape {
            case "n": out.append("\n")
            case "t": out.append("\t")
            case "r": out.append("\r")
            case "b": out.append("\u{8}")
            case "f": out.append("\u{c}")
            case "u":
                var code = try hex4()
                if (0xD800..<0xDC00).contains(code), index + 1 < scalars.count, scalars[index] == "\\", scalars[index + 1] == "u" {
                    index += 2
                    let low = try hex4()
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let decoded = Unicode.Scalar(code) else { throw failure("bad \\u escape") }
                out.append(decoded)
            default: out.append(escape)
            }
        }
        throw failure("unterminated string")
    }

    private mutating func hex4() throws -> UInt32 {
        guard index + 4 <= scalars.count,
              let code = UInt32(String(String.UnicodeScalarView(scalars[index..<index + 4])), radix: 16) else {
            throw failure("bad \\u escape")
        }
        index += 4
        return code
    }
}
