/// A remote notification's payload (W2), as APNs delivers it: a JSON dictionary whose `aps`
/// dictionary says how to deliver it. Scenarios hand it over as a Lua table; the binding turns
/// that hostile value into this plain tree (strings, finite numbers, booleans, lists and
/// dictionaries, bounded in depth and size) and refuses the rest. Dictionaries keep their keys
/// sorted, so the payload's JSON, and every trace that shows it, is the same at every run.
public indirect enum PayloadValue: Sendable, Equatable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case list([PayloadValue])
    case dictionary([PayloadEntry])

    /// The value as compact JSON (numbers that are integers without a fraction).
    public var json: String {
        var out = ""
        write(to: &out)
        return out
    }

    func write(to out: inout String) {
        switch self {
        case .string(let text): PayloadValue.quote(text, to: &out)
        case .number(let number): out += PayloadValue.number(number)
        case .bool(let flag): out += flag ? "true" : "false"
        case .list(let items):
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += "," }
                item.write(to: &out)
            }
            out += "]"
        case .dictionary(let entries):
            out += "{"
            for (index, entry) in entries.enumerated() {
                if index > 0 { out += "," }
                PayloadValue.quote(entry.key, to: &out)
                out += ":"
                entry.value.write(to: &out)
            }
            out += "}"
        }
    }

    /// A finite number as JSON writes it: `42`, `2.5`, `1e+19`.
    static func number(_ value: Double) -> String {
        if let whole = ScriptNumber.integer(value), whole.magnitude < 1 << 53 { return String(whole) }
        return "\(value)"
    }

    /// A JSON string literal (RFC 8259 escapes: control bytes never reach a trace raw).
    public static func quote(_ text: String, to out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }

    /// The value under `key`, when this is a dictionary that has it.
    public subscript(key: String) -> PayloadValue? {
        guard case .dictionary(let entries) = self else { return nil }
        return entries.first { $0.key == key }?.value
    }
}

/// One key of a payload dictionary.
public struct PayloadEntry: Sendable, Equatable {
    public let key: String
    public let value: PayloadValue
    public init(key: String, value: PayloadValue) {
        self.key = key
        self.value = value
    }
}

/// A push's whole payload: its dictionary and its JSON (W2).
public struct PushPayload: Sendable, Equatable {
    /// APNs refuses a payload whose JSON is longer than this (4 KB).
    public static let maxBytes = 4_096
    /// The deepest nesting of tables a payload may have (the payload's own dictionary is level 1).
    public static let maxDepth = 16

    public let root: PayloadValue
    /// The compact JSON, as APNs would carry it (within `maxBytes`).
    public let json: String

    /// The payload of `entries`, or why APNs would refuse it (its JSON is over 4 KB).
    public static func make(_ entries: [PayloadEntry]) -> Result<PushPayload, PayloadRefusal> {
        let root = PayloadValue.dictionary(entries.sorted { $0.key < $1.key })
        let json = root.json
        let size = json.utf8.count
        guard size <= maxBytes else { return .failure(.tooLarge(bytes: size, exact: true)) }
        return .success(PushPayload(root: root, json: json))
    }

    /// `aps.content-available` is 1: a silent notification, which may wake the app (W2).
    public var isSilent: Bool { root["aps"]?["content-available"] == .number(1) }

    /// What is wrong with a `content-available` that does not make the push silent, for the
    /// warning a scenario author needs; nil when there is nothing to say.
    public var contentAvailableProblem: String? {
        if root["content-available"] != nil, root["aps"]?["content-available"] == nil {
            return "the payload's content-available belongs in its aps dictionary (push{ aps = { [\"content-available\"] = 1 } }): at the top level it does not make the push silent (W2)"
        }
        if let value = root["aps"]?["content-available"], value != .number(1) {
            return "aps.content-available is \(value.json), not 1: APNs reads only 1, so the push is not silent (W2)"
        }
        return nil
    }
}

/// Why a payload is refused (the scenario's `push` raises it as an error).
public enum PayloadRefusal: Error, Equatable, Sendable {
    /// Its JSON is `bytes` long, or (not `exact`: the conversion stopped early) at least that.
    case tooLarge(bytes: Int, exact: Bool)

    public var message: String {
        switch self {
        case .tooLarge(let bytes, let exact):
            return "the payload's JSON is \(exact ? "" : "at least ")\(bytes) bytes, over APNs' limit of \(PushPayload.maxBytes) bytes (W2)"
        }
    }
}
