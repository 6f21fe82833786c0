import LuaBridge
import LifecycleCore

/// `push(payload)`: the scenario's Lua table read into a plain `PushPayload` (W2). The table is
/// hostile input: it is read raw (no metamethod runs), strings, finite numbers, booleans and
/// tables only, nested at most `PushPayload.maxDepth` deep, without cycles; the walk stops as
/// soon as the JSON would be over APNs' 4 KB, so a table of a million entries costs little. Keys
/// are read in the one fixed order (`LuaStack.walk`), so the key a refusal names and the count it
/// gives are the same on every run (H24).
/// A table whose keys are 1…n is a JSON list; one with string keys a dictionary (sorted).
struct WrapPayload {
    struct Refusal: Error {
        let message: String
    }

    private let stack: LuaStack
    /// The tables from the root to the one being read (absolute indices), to tell a cycle.
    private var path: [Int32] = []
    /// A lower bound of the JSON's size so far (every byte counted is one the JSON will have:
    /// quotes, colons, the commas between entries, never one more, H20): past
    /// twice `PushPayload.maxBytes` the walk stops (`count`).
    private var bytes = 0

    private init(stack: LuaStack) { self.stack = stack }

    /// The payload of the table at `index`, or the error naming the key at fault.
    static func read(_ stack: LuaStack, _ index: Int32) -> Result<PushPayload, Refusal> {
        guard stack.isTable(index) else {
            return .failure(Refusal(message: "push: expects a payload table such as { aps = { [\"content-available\"] = 1 } }, got \(WrapApplication.describe(stack, index))"))
        }
        var walk = WrapPayload(stack: stack)
        let base = stack.top
        do {
            guard case .dictionary(let entries) = try walk.table(at: stack.absolute(index), named: "", depth: 1) else {
                return .failure(Refusal(message: "push: the payload is a list; APNs carries a dictionary such as { aps = { [\"content-available\"] = 1 } }"))
            }
            return PushPayload.make(entries).mapError { Refusal(message: "push: " + $0.message) }
        } catch let refusal as Refusal {
            stack.pop(stack.top - base)
            return .failure(refusal)
        } catch {
            stack.pop(stack.top - base)
            return .failure(Refusal(message: "push: \(error)"))
        }
    }

    /// The walk goes on to twice the limit, so a payload a few bytes over it is refused with its
    /// exact size (`PushPayload.make`), and stops there, so a huge one costs little.
    private mutating func count(_ size: Int) throws {
        bytes += size
        if bytes > 2 * PushPayload.maxBytes {
            throw Refusal(message: "push: " + PayloadRefusal.tooLarge(bytes: bytes, exact: false).message)
        }
    }

    private mutating func table(at index: Int32, named name: String, depth: Int) throws -> PayloadValue {
        let shown = name.isEmpty ? "the payload" : name
        guard depth <= PushPayload.maxDepth else {
            throw Refusal(message: "push: \(shown) nests tables more than \(PushPayload.maxDepth) deep")
        }
        if path.contains(where: { stack.rawEqual($0, index) }) {
            throw Refusal(message: "push: \(shown) contains itself (a cycle): a payload is a tree of strings, numbers, booleans and tables")
        }
        guard stack.reserve(4) else { throw Refusal(message: "push: \(shown) nests too deep") }
        path.append(index)
        defer { path.removeLast() }
        try count(2)   // {} or []
        var named: [PayloadEntry] = [], listed: [(Int, PayloadValue)] = []
        // Every key costs at least a byte, so a table of more keys than the payload has bytes is
        // over the limit whatever they hold: refused without ordering them.
        let counted = try stack.walk(table: index, limit: PushPayload.maxBytes) {
            if named.count + listed.count > 0 { try count(1) }   // ,
            if let text = stack.string(at: -2, limit: PushPayload.maxBytes + 1) {
                guard !text.cut else { throw Refusal(message: "push: a key of \(shown) is longer than the payload may be (\(PushPayload.maxBytes) bytes)") }
                try count(text.text.utf8.count + 3)   // "key":
                let value = try self.value(at: stack.top, named: WrapPayload.join(name, text.text), depth: depth)
                named.append(PayloadEntry(key: text.text, value: value))
            } else if let position = stack.integer(at: -2), position >= 1 {
                listed.append((position, try self.value(at: stack.top, named: "\(shown)[\(position)]", depth: depth)))
            } else {
                throw Refusal(message: "push: \(shown) has the key \(WrapApplication.describe(stack, -2)): payload keys are strings (or list positions 1, 2, …)")
            }
            return true
        }
        guard counted else {
            throw Refusal(message: "push: " + PayloadRefusal.tooLarge(bytes: bytes + PushPayload.maxBytes, exact: false).message)
        }
        if named.isEmpty, !listed.isEmpty {
            listed.sort { $0.0 < $1.0 }
            guard listed.last!.0 == listed.count else {
                throw Refusal(message: "push: \(shown) has list positions with gaps (up to \(listed.last!.0) for \(listed.count) values): a JSON list has no holes")
            }
            return .list(listed.map(\.1))
        }
        guard listed.isEmpty else {
            throw Refusal(message: "push: \(shown) mixes string keys and list positions (\(listed.map { String($0.0) }.prefix(3).joined(separator: ", "))): JSON has either a dictionary or a list")
        }
        return .dictionary(named.sorted { $0.key < $1.key })
    }

    private mutating func value(at index: Int32, named name: String, depth: Int) throws -> PayloadValue {
        switch stack.type(at: index) {
        case .string:
            guard let text = stack.string(at: index, limit: PushPayload.maxBytes + 1), !text.cut else {
                throw Refusal(message: "push: \(name) is a string longer than the payload may be (\(PushPayload.maxBytes) bytes)")
            }
            try count(text.text.utf8.count + 2)
            return .string(text.text)
        case .number:
            guard let number = stack.number(at: index), number.isFinite else {
                throw Refusal(message: "push: \(name) is \(WrapApplication.describe(stack, index)): payload numbers are finite (JSON has no nan or inf)")
            }
            try count(1)
            return .number(number)
        case .boolean:
            try count(4)
            return .bool(stack.bool(at: index))
        case .table:
            return try table(at: index, named: name, depth: depth + 1)
        default:
            throw Refusal(message: "push: \(name) is a \(stack.typeName(at: index)): a payload holds strings, finite numbers, booleans and tables")
        }
    }

    /// `aps.alert`, or `aps["content-available"]` for a key that is not a name (cut, escaped).
    static func join(_ parent: String, _ key: String) -> String {
        let plain = !key.isEmpty && key.utf8.count <= 64 && !("0"..."9").contains(key.unicodeScalars.first!)
            && key.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }
        if plain { return parent.isEmpty ? key : parent + "." + key }
        var quoted = ""
        PayloadValue.quote(key.count > 64 ? String(key.prefix(64)) + "…" : key, to: &quoted)
        return (parent.isEmpty ? "payload" : parent) + "[\(quoted)]"
    }
}
