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
    static let open = UIKitVersion(99, 9)
}

extension OSProfile {
    /// The iOS versions this profile stands for (rule P). An API introduced inside the range
    /// exists in the profile (`application:openURL:options:`, iOS 9, on `ios7`, 7–12); one
    /// deprecated at or before its first version is deprecated for the whole era.
    public var versions: ClosedRange<UIKitVersion> {
        switch name {
        case "ios3": return UIKitVersion(3, 0)...UIKitVersion(3, 2)
        case "ios4": return UIKitVersion(4, 0)...UIKitVersion(4, 1)
        case "ios6": return UIKitVersion(4, 2)...UIKitVersion(6, 1)
        case "ios7": return UIKitVersion(7, 0)...UIKitVersion(12, 5)
        case "ios13": return UIKitVersion(13, 0)...UIKitVersion(18, 7)
        case "ios26": return UIKitVersion(26, 0)...UIKitVersion(26, 9)
        case "ios27": return UIKitVersion(27, 0)...UIKitVersion.open
        default:
            assertionFailure("a profile without its iOS versions: \(name)")
            return UIKitVersion(7, 0)...UIKitVersion(12, 5)
        }
    }

    /// `7–12`, `4.2–6`, `27 and later`: the range as the docs write it.
    public var versionText: String {
        switch name {
        case "ios3": return "3"
        case "ios4": return "4.0–4.1"
        case "ios6": return "4.2–6"
        case "ios7": return "7–12"
        case "ios13": return "13–18"
        case "ios26": return "26"
        case "ios27": return "27 and later"
        default: return "\(versions.lowerBound)–\(versions.upperBound)"
        }
    }
}
