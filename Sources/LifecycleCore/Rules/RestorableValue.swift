/// W4: a value a state restoration coder stores (`coder:encodeObject_forKey(value, key)`):
/// a string, a finite number, a boolean, or a table of those. The host reads it from the script,
/// refusing anything else with an error naming the key, and bounds its depth and size
/// (`maxDepth`, `maxEntries`): a script may hand over a table that contains itself, or one
/// nested 5,000 deep.
public indirect enum RestorableValue: Sendable, Equatable {
    case string(String)
    case integer(Int64)
    /// A finite number: a Lua float (`encodeDouble_forKey` keeps an integer value a float).
    case number(Double)
    case bool(Bool)
    /// A table: its entries in key order (`keyOrder`), so that equal tables are equal values.
    case table([RestorableEntry])

    /// Tables nested deeper than this are refused (a cycle is refused this way too).
    public static let maxDepth = 16
    /// The most entries one value may have, counting the entries of nested tables; one coder
    /// holds at most as many in all (`StateCoder`), so that the host keeps little for a coder
    /// however often a script encodes the same big table under new keys.
    public static let maxEntries = 10_000

    /// The bytes it takes in the app's container: a string its bytes, a number 8, a boolean 1,
    /// a table its keys' and values' bytes.
    public var bytes: Int64 {
        switch self {
        case .string(let s): return Int64(s.utf8.count)
        case .integer, .number: return 8
        case .bool: return 1
        case .table(let entries): return entries.reduce(0) { $0 + $1.key.bytes + $1.value.bytes }
        }
    }

    /// Its table entries, counting those of nested tables (0 for a string, number or boolean).
    public var entryCount: Int {
        guard case .table(let entries) = self else { return 0 }
        return entries.reduce(entries.count) { $0 + $1.value.entryCount }
    }

    /// Lua's name for its type, for messages.
    public var typeName: String {
        switch self {
        case .string: return "string"
        case .integer, .number: return "number"
        case .bool: return "boolean"
        case .table: return "table"
        }
    }

    /// A canonical text of the value (the explorer's fingerprint of the container): the same
    /// value gives the same text on every run.
    public var canonical: String {
        switch self {
        case .string(let s): return "\"\(s)\""
        case .integer(let i): return String(i)
        case .number(let n): return ScriptNumber.describe(n)
        case .bool(let b): return b ? "true" : "false"
        case .table(let entries): return "{" + entries.map { "[\($0.key.canonical)]=\($0.value.canonical)" }.joined(separator: ",") + "}"
        }
    }

    /// The order of a table's keys, as the sandbox's `pairs` visits them: numbers from the
    /// least, then strings in byte order, then `false` and `true`.
    public static func keyOrder(_ a: RestorableValue, _ b: RestorableValue) -> Bool {
        switch (a.sortKey, b.sortKey) {
        case (.number(let x, let xi), .number(let y, let yi)): return x != y ? x < y : xi && !yi
        case (.string(let x), .string(let y)): return Array(x.utf8).lexicographicallyPrecedes(Array(y.utf8))
        case (.bool(let x), .bool(let y)): return !x && y
        case (let x, let y): return x.rank < y.rank
        }
    }

    private enum SortKey {
        case number(Double, integer: Bool), string(String), bool(Bool)
        var rank: Int {
            switch self {
            case .number: return 0
            case .string: return 1
            case .bool: return 2
            }
        }
    }

    private var sortKey: SortKey {
        switch self {
        case .integer(let i): return .number(Double(i), integer: true)
        case .number(let n): return .number(n, integer: false)
        case .string(let s): return .string(s)
        case .bool(let b): return .bool(b)
        case .table: return .bool(true)   // never a key: the host refuses tables as keys
        }
    }
}

/// One entry of a table a coder stores: a string, number or boolean key, and its value (W4).
public struct RestorableEntry: Sendable, Equatable {
    public let key: RestorableValue
    public let value: RestorableValue

    public init(key: RestorableValue, value: RestorableValue) {
        self.key = key
        self.value = value
    }
}
