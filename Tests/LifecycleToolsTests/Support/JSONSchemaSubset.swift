@testable import LifecycleTools

/// A validator for the part of JSON Schema (draft 2020-12) that docs/test-report.schema.json
/// uses: `type` (a name or a list), `required`, `properties`, `additionalProperties` (false or a
/// schema), `items`, `enum`, `const`, `minimum`, and `$ref` to `#/$defs/NAME`; `$schema`, `title`,
/// `description` and `$comment` are annotations. A schema with any other keyword is refused when
/// the validator is made, so the schema cannot lean on a check this validator would silently skip.
/// Reads documents with the project's own JSON reader (`JSONValue`), which keeps number texts and
/// tells booleans from numbers. An object with a key twice is an error too.
struct JSONSchemaSubset {
    struct Unsupported: Error, CustomStringConvertible {
        let description: String
    }

    static let keywords: Set<String> = [
        "$schema", "$defs", "$ref", "$comment", "title", "description",
        "type", "required", "properties", "additionalProperties", "items", "enum", "const", "minimum",
    ]

    let root: JSONValue

    init(_ schema: JSONValue) throws {
        root = schema
        try check(schema, at: "#")
    }

    /// Refuses a keyword outside the subset, a `$ref` that does not resolve, a malformed `type`.
    private func check(_ schema: JSONValue, at path: String) throws {
        guard case .object(let members) = schema else { throw Unsupported(description: "\(path): a schema must be an object") }
        for member in members {
            let here = path + "/" + member.key
            guard Self.keywords.contains(member.key) else { throw Unsupported(description: "\(here): unsupported keyword") }
            switch (member.key, member.value) {
            case ("$defs", .object(let defs)), ("properties", .object(let defs)):
                for def in defs { try check(def.value, at: here + "/" + def.key) }
            case ("items", let sub), ("additionalProperties", let sub) where sub != .bool(false):
                try check(sub, at: here)
            case ("$ref", .string(let ref)):
                guard resolve(ref) != nil else { throw Unsupported(description: "\(here): cannot resolve \(ref)") }
            case ("type", let type):
                let known: Set = ["object", "array", "string", "number", "integer", "boolean", "null"]
                guard !names(type).isEmpty, names(type).allSatisfy(known.contains) else {
                    throw Unsupported(description: "\(here): type must name JSON Schema types")
                }
            case ("$ref", _), ("$defs", _), ("properties", _):
                throw Unsupported(description: "\(here): malformed")
            default: break
            }
        }
    }

    private func resolve(_ ref: String) -> JSONValue? {
        guard ref.hasPrefix("#/$defs/"), case .object(let members) = root,
              case .object(let defs)? = members.first(where: { $0.key == "$defs" })?.value else { return nil }
        return defs.first { $0.key == String(ref.dropFirst(8)) }?.value
    }

    private func names(_ type: JSONValue) -> [String] {
        switch type {
        case .string(let name): return [name]
        case .array(let items): return items.compactMap { if case .string(let name) = $0 { name } else { nil } }
        default: return []
        }
    }

    /// Every way `document` breaks the schema, as `$.path: problem`; empty when it is valid.
    func errors(in document: JSONValue) -> [String] {
        var found: [String] = []
        validate(document, root, at: "$", into: &found)
        return found
    }

    private func validate(_ value: JSONValue, _ schema: JSONValue, at path: String, into found: inout [String]) {
        guard case .object(let keywords) = schema else { return }
        func keyword(_ name: String) -> JSONValue? { keywords.first { $0.key == name }?.value }
        if case .string(let ref)? = keyword("$ref"), let target = resolve(ref) { validate(value, target, at: path, into: &found) }
        if let type = keyword("type"), !names(type).contains(where: { Self.matches(value, $0) }) {
            found.append("\(path): expected \(names(type).joined(separator: " or "))")
        }
        if let expected = keyword("const"), !Self.same(value, expected) { found.append("\(path): expected the constant \(expected.text.dropLast())") }
        if case .array(let options)? = keyword("enum"), !options.contains(where: { Self.same(value, $0) }) {
            found.append("\(path): not one of the allowed values")
        }
        if case .number(let bound)? = keyword("minimum"), case .number(let text) = value,
           let number = Double(text), let limit = Double(bound), number < limit {
            found.append("\(path): \(text) is below the minimum \(bound)")
        }
        if case .array(let items) = value, let itemSchema = keyword("items") {
            for (index, item) in items.enumerated() { validate(item, itemSchema, at: "\(path)[\(index)]", into: &found) }
        }
        guard case .object(let members) = value else { return }
        let keys = members.map(\.key)
        if Set(keys).count != keys.count { found.append("\(path): a key appears twice") }
        if case .array(let required)? = keyword("required") {
            for case .string(let name) in required where !keys.contains(name) { found.append("\(path): missing \(name)") }
        }
        var declared: [JSONValue.Member] = []
        if case .object(let properties)? = keyword("properties") { declared = properties }
        for member in members {
            if let property = declared.first(where: { $0.key == member.key }) {
                validate(member.value, property.value, at: "\(path).\(member.key)", into: &found)
            } else if let extra = keyword("additionalProperties") {
                if extra == .bool(false) { found.append("\(path): unexpected key \(member.key)") }
                else { validate(member.value, extra, at: "\(path).\(member.key)", into: &found) }
            }
        }
    }

    /// JSON Schema's types; an integer is a number with no fractional part.
    static func matches(_ value: JSONValue, _ type: String) -> Bool {
        switch (type, value) {
        case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("null", .null),
             ("number", .number): return true
        case ("integer", .number(let text)): return Double(text).map { $0.rounded() == $0 } ?? false
        default: return false
        }
    }

    /// Equality as JSON Schema has it: numbers by value, objects whatever their key order.
    static func same(_ a: JSONValue, _ b: JSONValue) -> Bool {
        switch (a, b) {
        case (.number(let x), .number(let y)): return Double(x) == Double(y)
        case (.array(let x), .array(let y)): return x.count == y.count && zip(x, y).allSatisfy { same($0, $1) }
        case (.object(let x), .object(let y)):
            return x.count == y.count && x.allSatisfy { member in y.contains { $0.key == member.key && same($0.value, member.value) } }
        default: return a == b
        }
    }
}
