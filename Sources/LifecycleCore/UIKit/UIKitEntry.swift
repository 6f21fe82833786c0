/// One name of UIKit's public surface: a delegate or view controller method, a constant an app
/// may read, or an Info.plist key, with the iOS version that introduced it and, where one did,
/// the version that deprecated it, from UIKit's own headers (rule N, P; docs/uikit-surface.md).
public struct UIKitEntry: Sendable, Equatable {
    /// Where the name lives.
    public enum Kind: String, Sendable, CaseIterable {
        /// A method of `UIApplicationDelegate`: the table an app script returns.
        case appDelegate = "UIApplicationDelegate"
        /// A method of `UISceneDelegate` or `UIWindowSceneDelegate`: a scene delegate class (C1).
        case sceneDelegate = "UISceneDelegate"
        /// A `UIViewController` appearance or restoration method (V1, W4).
        case viewController = "UIViewController"
        /// A constant or launch-options key an app may read.
        case constant = "constant"
        /// An Info.plist key (the app's `info` table).
        case infoKey = "Info.plist"
    }

    /// What the simulator does with the name.
    public enum Handling: Sendable, Equatable {
        /// It calls (or reads) it where UIKit would.
        case simulated
        /// UIKit calls it when `trigger` happens, which the simulator never simulates.
        case notSimulated(trigger: String)
    }

    /// The selector (`application:openURL:options:`) or the key.
    public let name: String
    public let kind: Kind
    public let introduced: UIKitVersion
    public let deprecated: UIKitVersion?
    /// What UIKit says to use instead, where it deprecated the name.
    public let replacement: String?
    public let handling: Handling
    /// The rules that describe it (`L3, U1`), the one whose page discusses it most first: a
    /// crash in a method cites its first rule (`Hook.rule`).
    public let rules: String
    /// Where the versions come from: the header (`UIApplication.h`) or Apple's page.
    public let source: String

    public init(_ name: String, _ kind: Kind, since introduced: UIKitVersion, deprecated: UIKitVersion? = nil,
                use replacement: String? = nil, _ handling: Handling, rules: String, source: String) {
        assert(!name.isEmpty && !rules.isEmpty && !source.isEmpty, "an entry without its name, rules or source")
        assert(deprecated.map { $0 > introduced } ?? true, "\(name) deprecated before it was introduced")
        assert((deprecated == nil) == (replacement == nil), "\(name): a deprecation names its replacement")
        self.name = name
        self.kind = kind
        self.introduced = introduced
        self.deprecated = deprecated
        self.replacement = replacement
        self.handling = handling
        self.rules = rules
        self.source = source
    }

    /// The Lua name: a selector with every colon turned into an underscore and the last one
    /// dropped (`application_openURL_options`); a key as it is.
    public var luaName: String { Self.luaName(of: name) }

    /// The rule of `luaName`, for any selector (`Hook`'s too).
    public static func luaName(of name: String) -> String {
        guard name.hasSuffix(":") else { return name }
        return String(name.dropLast().map { $0 == ":" ? "_" : $0 })
    }

    /// Whether it is a method (a delegate's or a view controller's), which a script defines.
    public var isMethod: Bool { kind == .appDelegate || kind == .sceneDelegate || kind == .viewController }

    public var isSimulated: Bool { handling == .simulated }

    /// Whether `profile`'s UIKit has it: it was introduced within or before the profile's range.
    public func exists(on profile: OSProfile) -> Bool { introduced <= profile.versions.upperBound }

    /// The first profile whose UIKit has it (rule P).
    public var firstProfile: OSProfile {
        OSProfile.all.first { exists(on: $0) } ?? OSProfile.all.last!
    }

    /// Whether it is deprecated during `profile`'s range (at its start, or from a version inside it).
    public func isDeprecated(on profile: OSProfile) -> Bool {
        deprecated.map { $0 <= profile.versions.upperBound } ?? false
    }

    /// "deprecated in iOS 9.0 (use application:openURL:options:)", for messages and docs.
    public var deprecationText: String? {
        guard let deprecated, let replacement else { return nil }
        return "deprecated in iOS \(deprecated) in favour of \(replacement)"
    }
}
