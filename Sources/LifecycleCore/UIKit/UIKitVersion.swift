/// An iOS version, as UIKit's headers write it in `API_AVAILABLE(ios(9.0))` and
/// `API_DEPRECATED(…, ios(4.2, 9.0))` (rule P; docs/uikit-surface.md).
public struct UIKitVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let major: Int
    public let minor: Int

    public init(_ major: Int, _ minor: Int = 0) {
        assert(major >= 2 && major < 100 && minor >= 0 && minor < 10, "not an iOS version: \(major).\(minor)")
        self.major = major
        self.minor = minor
    }

    public static func < (a: UIKitVersion, b: UIKitVersion) -> Bool { (a.major, a.minor) < (b.major, b.minor) }

    /// `9.0`, `13.2`: as the headers and Apple's documentation write it.
    public var description: String { "\(major).\(minor)" }

    /// The last version a profile models has no upper bound (`ios27`, 27 and later).
    public static let open = UIKitVersion(99, 9)
}
