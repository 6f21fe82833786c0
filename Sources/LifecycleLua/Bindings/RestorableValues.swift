import LuaBridge
import LifecycleCore

/// W4: values crossing a state restoration coder, between Lua and `RestorableValue`. A script's
/// value is hostile input: a function, a NaN, a table that contains itself or is nested 5,000
/// deep, a million entries. Reading is raw (no metamethod runs), bounded in depth and entries,
/// and deterministic: a table's keys are read first and its values then visited in key order,
/// so the same value is refused with the same message on every run (Lua's own order changes).
enum RestorableValues {
    /// Why a value was refused, and where inside it (`.pages[2]`, empty at the top).
    struct Refusal: Error {
        enum Problem {
            case type(String), number(Double), depth, entries, key, object
        }
        let problem: Problem
        var place = ""

        /// `the value for key 'draft' holds a function at .pages[2]`, for the binding's error.
        func message(key: String) -> String {
            let subject = "the value for key '\(RestorableValues.shown(key))'"
            let at = place.isEmpty ? "" : " at \(place)"
            switch problem {
            case .type(let name): return "\(subject) \(place.isEmpty ? "is" : "holds") a \(name)\(at)"
            case .number(let value): return "\(subject) \(place.isEmpty ? "is" : "holds") \(ScriptNumber.describe(value))\(at), not a finite number"
            case .depth: return "\(subject) is nested more than \(RestorableValue.maxDepth) tables deep (a table that contains itself?)"
            case .entries: return "\(subject) has more than \(RestorableValue.maxEntries) entries"
            case .key: return "\(subject) has a key\(at) that is not a string, a finite number or a boolean"
            case .object: return "\(subject) \(place.isEmpty ? "is" : "holds") an object of the system (a table with a metatable: a view controller, a coder…)\(at)"
            }
        }
    }

    /// A key as messages show it: cut after 60 bytes.
    static func shown(_ key: String) -> String {
        key.utf8.count <= 60 ? key : String(decoding: Array(key.utf8.prefix(60)), as: UTF8.self) + "…"
    }

    /// The value at `index`.
    static func read(_ stack: LuaStack, _ index: Int32) -> Result<RestorableValue, Refusal> {
        var entries = 0
        return read(stack, stack.absolute(index), depth: 0, entries: &entries)
    }

    private static func read(_ stack: LuaStack, _ index: Int32, depth: Int, entries: inout Int) -> Result<RestorableValue, Refusal> {
        switch stack.type(at: index) {
        case .string: return .success(.string(stack.string(at: index) ?? ""))
        case .boolean: return .success(.bool(stack.bool(at: index)))
        case .number: return scalar(stack, index).map(Result.success) ?? .failure(Refusal(problem: .number(stack.number(at: index) ?? .nan)))
        case .table: break
        default: return .failure(Refusal(problem: .type(stack.typeName(at: index))))
        }
        guard depth < RestorableValue.maxDepth else { return .failure(Refusal(problem: .depth)) }
        guard stack.reserve(8) else { return .failure(Refusal(problem: .depth)) }
        // A view controller or a coder is a table too, but not data: archiving one is an error.
        guard !stack.hasMetatable(index) else { return .failure(Refusal(problem: .object)) }
        // The keys first (refusing a key that cannot be stored), then the values in key order.
        var keys: [RestorableValue] = [], badKey = false
        let counted = stack.walk(table: index, limit: RestorableValue.maxEntries - entries) {
            guard stack.type(at: -2) != .table, let key = scalar(stack, stack.top - 1) else {
                badKey = true
                return false
            }
            keys.append(key)
            return true
        }
        guard counted else { return .failure(Refusal(problem: .entries)) }
        guard !badKey else { return .failure(Refusal(problem: .key)) }
        entries += keys.count
        keys.sort(by: RestorableValue.keyOrder)
        var result: [RestorableEntry] = []
        result.reserveCapacity(keys.count)
        for key in keys {
            push(key, stack)
            stack.rawGetTop(table: index)
            let value = read(stack, stack.top, depth: depth + 1, entries: &entries)
            stack.pop()
            switch value {
            case .success(let value): result.append(RestorableEntry(key: key, value: value))
            case .failure(var refusal):
                refusal.place = place(key) + refusal.place
                return .failure(refusal)
            }
        }
        return .success(.table(result))
    }

    /// A string, an integer, a finite number or a boolean at `index`; nil for anything else.
    private static func scalar(_ stack: LuaStack, _ index: Int32) -> RestorableValue? {
        switch stack.type(at: index) {
        case .string: return .string(stack.string(at: index) ?? "")
        case .boolean: return .bool(stack.bool(at: index))
        case .number:
            if let whole = stack.integer(at: index) { return .integer(Int64(whole)) }
            guard let number = stack.number(at: index), case .success(let finite) = ScriptNumber.restorable(number) else { return nil }
            return .number(finite)
        default: return nil
        }
    }

    /// Where a key leads inside a value: `.name`, `[3]`, `["two words"]`, `[true]`.
    private static func place(_ key: RestorableValue) -> String {
        if case .string(let s) = key {
            let identifier = s.first.map { $0.isLetter || $0 == "_" } == true && s.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
            return identifier && s.count <= 60 ? ".\(s)" : "[\"\(shown(s))\"]"
        }
        return "[\(key.canonical)]"
    }

    /// Pushes a value, building its tables (W4: what `decodeObjectForKey` returns). False when
    /// the stack cannot grow (never with the values `read` accepts: they are bounded in depth).
    @discardableResult
    static func push(_ value: RestorableValue, _ stack: LuaStack) -> Bool {
        switch value {
        case .string(let s): stack.push(s)
        case .integer(let i): stack.push(Int(i))
        case .number(let n): stack.push(n)
        case .bool(let b): stack.push(b)
        case .table(let entries):
            guard stack.reserve(4) else { stack.pushNil(); return false }
            stack.newTable()
            let table = stack.top
            for entry in entries {
                push(entry.key, stack)
                guard push(entry.value, stack) else { stack.pop(2); return false }
                stack.rawSetPair(table: table)
            }
        }
        return true
    }
}
