import LifecycleCore
import LifecycleLua

/// Where a failed check points in the learner's own file, so that every failure names a line of
/// it: the last of the app's methods that ran before the first failure, at the line that defines
/// it (the delegate's hook, a scene delegate's or a view controller's method), and the starter's
/// `-- TODO` marks still in the file. Read from the learner's text, as an editor finds a
/// definition: no script code runs.
public struct LearnerCode: Sendable, Equatable {
    /// One line of the learner's file: its number (from 1) and what it is.
    public struct Pointer: Sendable, Equatable {
        public let line: Int
        public let note: String
    }

    /// The longest line of the learner's file a pointer quotes, in bytes (TraceText.limited).
    static let quoted = 120
    /// The most `-- TODO` marks named (a file may hold any number of them).
    static let todos = 6

    /// The pointers for a failure, whose trace `records` end at it, in the order of the file.
    public static func pointers(source: String, records: ArraySlice<TraceRecord>, app: String) -> [Pointer] {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        var pointers: [Pointer] = []
        if let method = records.reversed().lazy.compactMap({ StrictCounter.concerns($0, app: app) ? methodName($0.event) : nil }).first,
           let line = definition(of: method.lua, in: lines) {
            pointers.append(Pointer(line: line, note: "\(method.shown), the last of your methods that ran before it failed"))
        }
        let method = pointers.first?.line
        let marks = lines.indices.lazy.filter { lines[$0].contains("-- TODO") && $0 + 1 != method }
        for index in marks.prefix(todos) {
            let trimmed = lines[index].drop { $0 == " " || $0 == "\t" }
            pointers.append(Pointer(line: index + 1, note: TraceText.limited(String(trimmed), to: quoted)))
        }
        return pointers.sorted { $0.line < $1.line }
    }

    /// The Lua name of the app's method `event` ran and the name the trace shows: a hook
    /// (`applicationDidEnterBackground`), or a view controller's (`Home viewWillAppear`).
    static func methodName(_ event: TraceEvent) -> (lua: String, shown: String)? {
        switch event {
        case .call(let hook, _): return (hook.luaName, hook.selector)
        case .run(.viewController, _, _, _, let subject?):
            guard let method = subject.split(separator: " ").last else { return nil }
            return (String(method), subject)
        default: return nil
        }
    }

    /// The line that defines the method `name`: `function T:name(`, `function T.name(` or
    /// `name = function`, outside a comment.
    static func definition(of name: String, in lines: [Substring]) -> Int? {
        for (index, line) in lines.enumerated() {
            let code = line.firstRange(of: "--").map { line[..<$0.lowerBound] } ?? line
            guard let found = code.firstRange(of: name) else { continue }
            let before = code[..<found.lowerBound], after = code[found.upperBound...].drop { $0 == " " }
            let method = (before.hasSuffix(":") || before.hasSuffix(".")) && before.contains("function ") && after.hasPrefix("(")
            let assigned = after.hasPrefix("=") && after.dropFirst().drop { $0 == " " }.hasPrefix("function")
            if method || assigned { return index + 1 }
        }
        return nil
    }
}
