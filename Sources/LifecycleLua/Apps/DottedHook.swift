import LifecycleCore

/// A hook defined with `.` instead of `:` (`function App.applicationDidEnterBackground(application)`).
/// UIKit calls hooks as methods, with the delegate first (docs/app-api.md), so
/// its `application` parameter silently receives the delegate. The loader warns at load, naming
/// the line, with the fix: the same line with `:`.
enum DottedHook {
    /// Warnings for `found`, each `name line firstParameter` (stdlib/host/app.lua's `dotted`).
    static func warnings(_ found: [String], source: String, path: String) -> [String] {
        found.compactMap { entry in
            let parts = entry.split(separator: " ").map(String.init)
            guard parts.count == 3, let line = Int(parts[1]),
                  let hook = Hook.named(luaName: parts[0]) else { return nil }
            let name = parts[0], parameter = parts[2]
            let fix = methodForm(of: name, onLine: sourceLine(line, of: source))
                ?? "function Delegate:\(name)(\(parameter), …), or take self first"
            return "\(path):\(line): '\(name)' is defined with '.', so its first parameter '\(parameter)' receives the delegate (UIKit calls \(hook.selector) as a method); define it with ':': \(fix)"
        }
    }

    /// `function App:name(params)` when `line` reads `function App.name(params)`.
    static func methodForm(of name: String, onLine line: Substring?) -> String? {
        guard let line, let dotted = line.firstRange(of: "." + name + "("),
              let keyword = line[..<dotted.lowerBound].firstRange(of: "function ") else { return nil }
        let table = line[keyword.upperBound..<dotted.lowerBound]
        guard !table.isEmpty, table.count <= 60,
              table.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }),
              let close = line[dotted.upperBound...].firstIndex(of: ")") else { return nil }
        let parameters = line[dotted.upperBound..<close]
        guard parameters.count <= 120, parameters.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "," || $0 == " " }) else { return nil }
        return "function \(table):\(name)(\(parameters))"
    }

    /// Line `number` (from 1) of `source`, or nil past its end.
    static func sourceLine(_ number: Int, of source: String) -> Substring? {
        guard number >= 1 else { return nil }
        var current = 1
        var start = source.startIndex
        var index = source.startIndex
        while index < source.endIndex {
            if source[index] == "\n" {
                if current == number { return source[start..<index] }
                current += 1
                start = source.index(after: index)
            }
            index = source.index(after: index)
        }
        return current == number ? source[start...] : nil
    }
}
