import LuaBridge


/// A plain Lua value copied into Swift: what the catalog's data modules return. Only strings,
/// numbers, booleans and tables of them; anything else (a function) reads as nil. Host plumbing
/// for the catalog: implements no rule itself.
indirect enum LuaData: Sendable, Equatable {
    case string(String)
    case number(Double)
    case bool(Bool)
    /// The sequence `t[1..n]` and the string-keyed fields.
    case table(array: [LuaData], keyed: [String: LuaData])

    /// Copies the value at `index` with raw access only (no metamethods, nothing that raises).
    /// Tables nested deeper than `depth` read as nil.
    static func read(_ stack: LuaStack, at index: Int32, depth: Int = 8) -> LuaData? {
        switch stack.type(at: index) {
        case .string: return stack.string(at: index).map(LuaData.string)
        case .number: return stack.number(at: index).map(LuaData.number)
        case .boolean: return .bool(stack.bool(at: index))
        case .table where depth > 0: break
        default: return nil
        }
        let table = stack.absolute(index)
        var numbered: [Int: LuaData] = [:]
        var keyed: [String: LuaData] = [:]
        stack.walk(table: table, limit: Int(Int32.max)) {
            // Key at -2, value at -1.
            if let value = read(stack, at: -1, depth: depth - 1) {
                if stack.type(at: -2) == .string, let key = stack.string(at: -2) {
                    keyed[key] = value
                } else if let position = stack.integer(at: -2), position >= 1 {
                    numbered[position] = value
                }
            }
            return true
        }
        var array: [LuaData] = []
        while let next = numbered[array.count + 1] { array.append(next) }
        return .table(array: array, keyed: keyed)
    }
}
