import Foundation
import Testing
import LifecycleCore
import TestSupport

/// H01: every number that crosses from Lua into Swift is converted by one checked path,
/// `ScriptNumber` (in LifecycleCore), and no integer conversion of a Double happens anywhere else:
/// `Int64(1e19)` or `Int(Double.nan)` traps the host. Like BridgeTests for the C API, this reads
/// the sources of the core, the bindings and the timeline.
@Suite("Conversions")
struct ConversionScanTests {
    static let targets = ["LifecycleCore", "LifecycleLua", "LifecycleTimeline"]
    /// The checked path itself.
    static let checkedPath = "ScriptNumber.swift"

    /// An integer conversion without a checking label: `Int(x)`, `Int64(x)`, `UInt32(x)`, ….
    static let conversion = try! NSRegularExpression(pattern: "(?<![\\w.])U?Int(?:8|16|32|64)?\\(")
    /// Labels that make a conversion safe (`exactly:` fails instead of trapping) or not numeric.
    static let safeLabels = ["exactly:", "truncatingIfNeeded:", "clamping:", "bitPattern:", "ascii:"]

    /// The problems of one source file: conversions whose argument is, or may be, a Double.
    static func problems(in text: String, file: String) -> [String] {
        let doubles = doubleNames(in: text)
        var found: [String] = []
        let range = NSRange(text.startIndex..., in: text)
        for match in conversion.matches(in: text, range: range) {
            let open = text.index(text.startIndex, offsetBy: match.range.upperBound)
            let argument = Self.argument(in: text, from: open)
            let trimmed = argument.trimmingCharacters(in: .whitespaces)
            if safeLabels.contains(where: trimmed.hasPrefix) || trimmed.contains("radix:") { continue }
            let words = Set(trimmed.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
            let floating = trimmed.contains("rounded") || trimmed.contains("Double") || trimmed.contains("Float")
                || trimmed.range(of: "\\d\\.\\d|\\de\\d", options: .regularExpression) != nil
                || !words.isDisjoint(with: doubles)
            if floating {
                let line = text[..<open].filter { $0 == "\n" }.count + 1
                found.append("\(file):\(line): an integer conversion of a Double (\(trimmed.prefix(60))); convert it with ScriptNumber")
            }
        }
        return found
    }

    /// Names the file declares or binds only as Doubles: `x: Double`, `let x = … .rounded()`, a
    /// Lua number read with `stack.number(at:)` (a name the file also gives another type, as
    /// `value: Int` beside `value: Double`, is left out: the scan does not know which is meant).
    static func doubleNames(in text: String) -> Set<String> {
        var others = Set<String>()
        for pattern in ["\\b(\\w+)\\s*:\\s*(?!Double\\b)[A-Z]\\w*", "\\b(?:let|var)\\s+(\\w+)\\s*=\\s*[^\\n]*"] {
            let regex = try! NSRegularExpression(pattern: pattern)
            for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let line = String(text[Range(match.range, in: text)!])
                let isDouble = line.contains(".rounded(") || line.contains("Double(") || line.contains(".number(at") || line.contains(".seconds")
                if !isDouble { others.insert(String(text[Range(match.range(at: 1), in: text)!])) }
            }
        }
        var names = Set<String>()
        let patterns = [
            "\\b(\\w+)\\s*:\\s*Double\\b",
            "\\b(?:let|var)\\s+(\\w+)\\s*=\\s*[^\\n]*(?:\\.rounded\\(|Double\\(|\\.number\\(at|\\.seconds\\b)",
            "\\bif let (\\w+) = [^\\n]*\\.number\\(at",
            "\\bguard let (\\w+) = [^\\n]*\\.number\\(at",
        ]
        for pattern in patterns {
            let regex = try! NSRegularExpression(pattern: pattern)
            for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                names.insert(String(text[Range(match.range(at: 1), in: text)!]))
            }
        }
        return names.subtracting(others)
    }

    /// The text between a conversion's parentheses.
    static func argument(in text: String, from start: String.Index) -> String {
        var depth = 1
        var index = start
        while index < text.endIndex {
            switch text[index] {
            case "(": depth += 1
            case ")":
                depth -= 1
                if depth == 0 { return String(text[start..<index]) }
            default: break
            }
            index = text.index(after: index)
        }
        return String(text[start...])
    }

    @Test("H01: no integer conversion of a Double outside ScriptNumber, in the core, the bindings or the timeline")
    func noUncheckedConversions() throws {
        let sources = Repository.url("Sources")
        var scanned = 0
        var problems: [String] = []
        for target in Self.targets {
            let folder = sources.appendingPathComponent(target)
            let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
            for file in files where !file.hasSuffix(Self.checkedPath) {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                problems += Self.problems(in: text, file: "\(target)/\(file)")
                scanned += 1
            }
        }
        #expect(scanned > 50)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test("H01: the scan finds what it looks for")
    func scanFindsConversions() {
        let bad = """
        func f(_ value: Double, footprint: Double) -> Int64 {
            let a = Int64((value * 10).rounded())
            let b = Int(footprint)
            let c = Int64(exactly: value) ?? 0
            let d = Int32(index + 1)
            return a + Int64(b) + c + Int64(d) + Int64(2.5 * 4)
        }
        """
        let problems = Self.problems(in: bad, file: "bad.swift")
        #expect(problems.count == 3, "\(problems)")
        #expect(problems.first?.hasPrefix("bad.swift:2:") == true)
    }

    @Test("H01: the checked path turns a Lua number into a value or a refusal, never a trap")
    func checkedPathNeverTraps() {
        let awkward: [Double] = [.nan, -.nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
                                 1e19, 9.3e18, -9.3e18, .ulpOfOne, -0.0, 1e-300, 3_155_760_000, 3_155_760_000.000001]
        for value in awkward {
            _ = ScriptNumber.seconds(value)
            _ = ScriptNumber.workSeconds(value)
            _ = ScriptNumber.bytes(megabytes: value)
            _ = ScriptNumber.screenPoint(value, extent: 320)
            _ = ScriptNumber.points(value)
            _ = ScriptNumber.acceleration(value)
            _ = ScriptNumber.megabytes(value)
            _ = ScriptNumber.tenths(value)
            _ = ScriptNumber.describe(value)
            _ = ScriptNumber.integer(value)
        }
        #expect(ScriptNumber.describe(-0.0) == "0")
    }
}
