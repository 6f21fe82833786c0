/// The Lua-facing API, declared once (`stdlib/api/{sandbox,app,scenario}.lua`): every global of
/// the app and scenario environments, the objects they make, and the delegate hooks, each with
/// typed parameters and a doc line citing the rules it implements (L1–L5, S1–S4, B1–B8,
/// R1–R11, …). It is load-bearing: `APICatalogCheck` compares every environment the host builds
/// with it, and `LuaStubWriter` renders it into lua-language-server definitions.
public struct APICatalog: Sendable, Equatable {
    /// The three parts: what both kinds of script see, then each kind's own globals.
    public enum Part: String, CaseIterable, Sendable {
        case sandbox, app, scenario
        /// The embedded module holding the part (`stdlib/api/app.lua`).
        public var module: String { "api.\(rawValue)" }
    }

    public let part: Part
    public let globals: [APIEntry]
    public let classes: [APIClass]
    public let aliases: [APIAlias]
    /// The delegate hooks, in `Hook.allCases` order (app part only).
    public let hooks: [APIEntry]

    /// Every part, read once from the embedded stdlib.
    public static let parts: [Part: Result<APICatalog, APICatalogError>] = {
        var parts: [Part: Result<APICatalog, APICatalogError>] = [:]
        for part in Part.allCases { parts[part] = load(part) }
        return parts
    }()

    /// One part, or why it could not be read.
    public static func part(_ part: Part) -> Result<APICatalog, APICatalogError> { parts[part]! }

    /// The global names an environment of `kind` (`.app` or `.scenario`) must hold: the
    /// sandbox's and its own, sorted.
    public static func expectedGlobals(of kind: Part) -> Result<[String], APICatalogError> {
        var names: [String] = []
        for part in Set([Part.sandbox, kind]).sorted(by: { $0.rawValue < $1.rawValue }) {
            switch self.part(part) {
            case .success(let catalog): names += catalog.globals.map(\.name)
            case .failure(let error): return .failure(error)
            }
        }
        return .success(names.sorted())
    }

    /// The class named `name` in this part.
    public func `class`(named name: String) -> APIClass? { classes.first { $0.name == name } }
}

/// A global, a static member of a global table, a method, a field or a hook.
public struct APIEntry: Sendable, Equatable {
    public enum Kind: String, Sendable {
        /// Standard Lua the language server already knows (`pairs`, `string`, …).
        case builtin
        case function
        /// A constant or an object (`UIBackgroundTaskInvalid`, `DispatchQueue.main`).
        case value
        /// A table of static members (`UIView`, `os`): `type` names its class.
        case table
        /// The same value as another global (`UIActionSheet` is `UIAlertView`): `type` names it.
        case alias
        case field
    }

    public var name: String
    public var kind: Kind
    /// A value's or field's type; a table's class name; the global an alias repeats.
    public var type = ""
    public var params: [APIParam] = []
    public var returns: [APIParam] = []
    public var doc = ""
    /// Rule ids (docs/rules.md), in the catalog's order (`["B4", "B5"]`).
    public var rules: [String] = []
    /// A table's static members.
    public var members: [APIEntry] = []
    /// A field scripts may assign (`view.hidden = true`).
    public var settable = false
    /// A hook's Objective-C selector.
    public var selector = ""
    /// Why the name is deprecated, if UIKit deprecated it (the stubs mark it `---@deprecated`).
    public var deprecated = ""

    public init(name: String, kind: Kind) {
        self.name = name
        self.kind = kind
    }
}

/// A parameter or a return value. A parameter named `x?` is optional.
public struct APIParam: Sendable, Equatable {
    public let name: String
    public let type: String
    public let doc: String

    public init(name: String, type: String, doc: String) {
        self.name = name
        self.type = type
        self.doc = doc
    }
}

/// A type of value scripts handle: an object the host makes (with a metatable), a plain record
/// the host passes, or a protocol the script implements (the delegate, event handlers).
public struct APIClass: Sendable, Equatable {
    public enum Kind: String, Sendable { case object, record, `protocol` }
    public var name: String
    public var kind: Kind
    public var parent = ""
    /// Scripts may add their own fields (views, view controllers).
    public var open = false
    /// The delegate: its methods are the catalog's hooks.
    public var hasHooks = false
    public var doc = ""
    public var rules: [String] = []
    public var fields: [APIEntry] = []
    public var methods: [APIEntry] = []

    public init(name: String, kind: Kind) {
        self.name = name
        self.kind = kind
    }
}

/// A named type (`AppStateName`: the five state names).
public struct APIAlias: Sendable, Equatable {
    public let name: String
    public let type: String
    public let doc: String
    public let rules: [String]
}

/// A catalog file that does not follow the schema: a bug in lifecycle, reported as such.
public struct APICatalogError: Error, Sendable, Equatable, CustomStringConvertible {
    public let message: String
    public var description: String { message }
    package init(message: String) { self.message = message }
}
