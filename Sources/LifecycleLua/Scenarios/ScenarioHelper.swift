/// A scenario's helper (docs/testing.md, "Sharing code between scenarios"): a Lua module of the
/// suite that a scenario loads with `require("name")`, so that scenarios share their set-up. The
/// module `a.b` is the file `a/b.lua`; the caller (the CLI) reads it, from the scenario's folder
/// and then the folder `lifecycle test` searched. The helper runs in the scenario's sandboxed
/// state, in its environment, once per case (stdlib/host/helpers.lua). Every limit is here.
public enum ScenarioHelper {
    /// What the reader found for a helper's file.
    public enum Lookup: Sendable, Equatable {
        /// Its text and its path as messages show it (`suite/helpers.lua`).
        case found(source: String, path: String)
        /// No such file in any folder searched: the paths tried, in order.
        case missing(searched: [String])
        /// A file that may not be read (a link out of the folder, not a regular file, too large):
        /// why, naming it.
        case refused(String)
    }

    /// Reads the file of a helper, given relative to the folders searched (`lib/setup.lua`).
    public typealias Reader = @Sendable (String) -> Lookup

    /// The longest module name, and the most dot-separated parts it has.
    public static let maxNameBytes = 128
    public static let maxParts = 8
    /// The most helpers one case loads, and how deep they may require one another.
    public static let maxModules = 64
    public static let maxDepth = 16

    /// The file of module `name` (`lib.setup` is `lib/setup.lua`), or nil when it is not a module
    /// name: 1 to `maxParts` parts separated by dots, each of ASCII letters, digits, `_` and `-`,
    /// `maxNameBytes` at most. So a name never climbs (`..`), never starts at the root, never
    /// names a hidden file and never holds a byte a file system or a terminal treats specially.
    public static func file(of name: String) -> String? {
        let bytes = Array(name.utf8)
        guard !bytes.isEmpty, bytes.count <= maxNameBytes else { return nil }
        let parts = bytes.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard parts.count <= maxParts else { return nil }
        for part in parts {
            guard !part.isEmpty, part.allSatisfy(isNameByte) else { return nil }
        }
        return parts.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "/") + ".lua"
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }

    /// What a module name is, for the message refusing one.
    static let nameRule = "a helper's name is letters, digits, _ and -, in parts separated by dots (helpers, lib.setup for lib/setup.lua), at most \(maxParts) parts and \(maxNameBytes) bytes"
}
