import Foundation

/// A small reader of the host's Lua preludes, for HostCallCatalogTests: it finds every use of
/// `host.NAME` (a table call `host.f{ a = … }`, a positional call `host.f(a, b)`, a member
/// `host.group.NAME`, or a plain reference), the fields a function reads from its parameter
/// (`event.kind`), and the keys of `return { … }` constructors. Comments and string contents are
/// blanked first, so neither can be mistaken for code. Not a Lua parser: it relies on the
/// preludes' conventions, which the catalog's header states.
struct PreludeScan {
    enum Use: Equatable {
        /// `host.f{ … }`: the keys at the constructor's top level.
        case fields([String])
        /// `host.f(…)`: how many arguments.
        case call(Int)
        /// `host.group.NAME`.
        case member(String)
        case reference
    }

    struct HostUse: Equatable {
        let name: String
        let use: Use
        let line: Int
    }

    /// The code with comments removed and string contents blanked (`"…"` becomes `""`).
    let code: [Character]

    init(_ source: String) { code = PreludeScan.blank(Array(source)) }

    static func blank(_ s: [Character]) -> [Character] {
        var out: [Character] = []
        var i = 0
        func longBracket(at j: Int) -> Int? {   // `[[` or `[==[`: the level
            guard j < s.count, s[j] == "[" else { return nil }
            var k = j + 1, level = 0
            while k < s.count, s[k] == "=" { level += 1; k += 1 }
            return k < s.count && s[k] == "[" ? level : nil
        }
        func skipLong(from j: Int, level: Int) -> Int {   // index after the closing bracket
            let close = Array("]" + String(repeating: "=", count: level) + "]")
            var k = j
            while k + close.count <= s.count, Array(s[k..<k + close.count]) != close { k += 1 }
            return min(s.count, k + close.count)
        }
        while i < s.count {
            let c = s[i]
            if c == "-", i + 1 < s.count, s[i + 1] == "-" {
                if let level = longBracket(at: i + 2) {
                    let end = skipLong(from: i + 2, level: level)
                    out += s[i..<end].filter { $0 == "\n" }
                    i = end
                } else {
                    while i < s.count, s[i] != "\n" { i += 1 }
                }
            } else if c == "\"" || c == "'" {
                out += [c, c]
                i += 1
                while i < s.count, s[i] != c { if s[i] == "\\" { i += 1 }; if i < s.count, s[i] == "\n" { out.append("\n") }; i += 1 }
                i += 1
            } else if let level = longBracket(at: i) {
                let end = skipLong(from: i, level: level)
                out += ["\"", "\""] + s[i..<end].filter { $0 == "\n" }
                i = end
            } else {
                out.append(c)
                i += 1
            }
        }
        return out
    }

    static func isIdentifier(_ c: Character) -> Bool { c == "_" || c.isLetter || c.isNumber }

    func line(at index: Int) -> Int { code[..<index].filter { $0 == "\n" }.count + 1 }

    /// Index of the bracket closing the one at `open`.
    func closing(_ open: Int) -> Int {
        var depth = 0
        for i in open..<code.count {
            if "({[".contains(code[i]) { depth += 1 }
            if ")}]".contains(code[i]) { depth -= 1; if depth == 0 { return i } }
        }
        return code.count
    }

    /// `NAME.member` occurrences (`NAME` not preceded by an identifier character or a dot):
    /// the index just after the member.
    func members(of name: String) -> [(member: String, end: Int, start: Int)] {
        let target = Array(name + ".")
        var found: [(String, Int, Int)] = []
        var i = 0
        while i + target.count < code.count {
            defer { i += 1 }
            guard Array(code[i..<i + target.count]) == target else { continue }
            if i > 0, PreludeScan.isIdentifier(code[i - 1]) || code[i - 1] == "." { continue }
            var j = i + target.count
            while j < code.count, PreludeScan.isIdentifier(code[j]) { j += 1 }
            if j > i + target.count { found.append((String(code[i + target.count..<j]), j, i)) }
        }
        return found
    }

    /// Every `host.NAME` and how it is used.
    var hostUses: [HostUse] {
        members(of: "host").map { name, end, start in
            var j = end
            while j < code.count, code[j] == " " { j += 1 }
            let use: Use
            if j < code.count, code[j] == "{" {
                use = .fields(topKeys(from: j))
            } else if j < code.count, code[j] == "(" {
                let inner = String(code[j + 1..<closing(j)]).trimmingCharacters(in: .whitespacesAndNewlines)
                use = .call(inner.isEmpty ? 0 : topLevelCommas(from: j) + 1)
            } else if j < code.count, code[j] == ".", j + 1 < code.count, PreludeScan.isIdentifier(code[j + 1]) {
                var k = j + 1
                while k < code.count, PreludeScan.isIdentifier(code[k]) { k += 1 }
                use = .member(String(code[j + 1..<k]))
            } else {
                use = .reference
            }
            return HostUse(name: name, use: use, line: line(at: start))
        }
    }

    /// The `key =` names at the top level of the constructor opening at `open`.
    func topKeys(from open: Int) -> [String] {
        let close = closing(open)
        var keys: [String] = [], depth = 0, i = open + 1
        while i < close {
            let c = code[i]
            if "({[".contains(c) { depth += 1 } else if ")}]".contains(c) { depth -= 1 }
            if depth == 0, PreludeScan.isIdentifier(c), !PreludeScan.isIdentifier(code[i - 1]), code[i - 1] != "." {
                var j = i
                while j < close, PreludeScan.isIdentifier(code[j]) { j += 1 }
                var k = j
                while k < close, code[k] == " " || code[k] == "\n" { k += 1 }
                if k < close, code[k] == "=", k + 1 < close, code[k + 1] != "=" { keys.append(String(code[i..<j])) }
                i = j
                continue
            }
            i += 1
        }
        return keys
    }

    func topLevelCommas(from open: Int) -> Int {
        var depth = 0, commas = 0
        for i in open + 1..<closing(open) {
            if "({[".contains(code[i]) { depth += 1 } else if ")}]".contains(code[i]) { depth -= 1 }
            if depth == 0, code[i] == "," { commas += 1 }
        }
        return commas
    }

    /// The parameter names of `local function NAME(…)` and its body (up to the first `end` at
    /// the start of a line), or nil.
    func function(_ name: String) -> (params: [String], body: PreludeScan)? {
        let text = String(code)
        guard let head = text.range(of: "local function \(name)("), let close = text[head.upperBound...].firstIndex(of: ")"),
              let end = text[close...].range(of: "\nend") else { return nil }
        let params = text[head.upperBound..<close].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        return (params, PreludeScan(String(text[close..<end.upperBound])))
    }

    /// The keys of the last `return {` constructor, or nil when there is none.
    var lastReturnedKeys: [String]? {
        let text = String(code)
        guard let found = text.ranges(of: "return {").last else { return nil }
        return topKeys(from: text.distance(from: text.startIndex, to: found.upperBound) - 1)
    }

    /// The keys of the `return { … }` that ends the chunk (nothing but blanks after it), or nil.
    var finalReturnedKeys: [String]? {
        let text = String(code)
        guard let found = text.ranges(of: "return {").last else { return nil }
        let open = text.distance(from: text.startIndex, to: found.upperBound) - 1
        guard code[(closing(open) + 1)...].allSatisfy(\.isWhitespace) else { return nil }
        return topKeys(from: open)
    }
}
