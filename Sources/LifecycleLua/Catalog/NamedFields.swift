import LuaBridge

/// One table of named fields on the stack, keyed by a `HostFields` enum: the arguments of a host
/// call (`host.view_add{…}`), what a prelude returns, what the host hands `deliver`. Reads are
/// raw (no metamethods, nothing raises) because a script can reach some host functions through
/// the preludes' closures; a field of the wrong type reads as nil, as an absent one does. The
/// names are checked against `stdlib/host/calls.lua` by HostCallCatalogTests.
struct NamedFields<Field: HostFields> {
    let stack: LuaStack
    /// The table's absolute index.
    let table: Int32

    /// The table at `index`, or nil when the value there is not a table.
    init?(_ stack: LuaStack, at index: Int32) {
        guard stack.isTable(index) else { return nil }
        self.stack = stack
        table = stack.absolute(index)
    }

    /// A new, empty table pushed on top, to be filled with `set`.
    static func push(on stack: LuaStack) -> NamedFields {
        stack.newTable()
        return NamedFields(stack, at: -1)!
    }

    /// The field's type (`.nil` when absent).
    func type(_ field: Field) -> LuaType {
        with(field) { stack.type(at: $0) }
    }

    /// Runs `body` with the field's value pushed (its absolute index), then pops it: for the
    /// bindings' readers that take a stack index (`WrapNumbers`, `WrapStrings`).
    func with<T>(_ field: Field, _ body: (Int32) -> T) -> T {
        stack.rawField(field.rawValue, table: table)
        defer { stack.pop() }
        return body(stack.top)
    }

    func string(_ field: Field) -> String? { with(field) { stack.string(at: $0) } }
    /// A file's text, which its binding charges by size itself (`LuaStack.contents(at:)`).
    func contents(_ field: Field) -> String? { with(field) { stack.contents(at: $0) } }
    func integer(_ field: Field) -> Int? { with(field) { stack.integer(at: $0) } }
    func number(_ field: Field) -> Double? { with(field) { stack.number(at: $0) } }
    /// Lua truth: false only for nil and false.
    func bool(_ field: Field) -> Bool { with(field) { stack.bool(at: $0) } }

    /// The field anchored in the registry when it holds a value of `type` (a function the host
    /// keeps, a table it calls back with); nil otherwise.
    func ref(_ field: Field, ofType type: LuaType = .function) -> LuaRef? {
        stack.refField(field.rawValue, table: table, ofType: type)
    }

    /// `t[field] = value`, raw; nil leaves the field absent.
    func set(_ field: Field, _ value: String?) { if let value { stack.push(value); store(field) } }
    func set(_ field: Field, _ value: Double?) { if let value { stack.push(value); store(field) } }
    func set(_ field: Field, _ value: Int?) { if let value { stack.push(value); store(field) } }
    func set(_ field: Field, ref: LuaRef) { stack.pushRef(ref); store(field) }
    /// `t[field] = ` the value `push` leaves on top.
    func set(_ field: Field, push: () -> Void) { push(); store(field) }

    private func store(_ field: Field) { stack.rawSet(field.rawValue, table: table) }
}
