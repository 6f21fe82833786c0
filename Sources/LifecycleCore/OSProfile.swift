/// An OS era and the rules that differ by it (SPEC P).
public struct OSProfile: Sendable, Equatable {
    /// How a URL reaches the app (L3, U1).
    public enum URLDelivery: Sendable, Equatable {
        /// Only `application:handleOpenURL:` exists (iOS 4.1 and older).
        case handleOpenURLOnly
        /// `application:openURL:sourceApplication:annotation:`, falling back to `handleOpenURL:`.
        case openURLWithFallback
    }

    public let name: String
    /// Whether Home sends apps to the background (B1) or terminates them (B3, T1).
    public let multitasking: Bool
    public let urlDelivery: URLDelivery
    /// Extra background time granted by `beginBackgroundTaskWithExpirationHandler:` (B5).
    public let backgroundTaskAllowance: SimDuration?
    /// Banner notifications exist (SPEC P: from `ios6` on, i.e. iOS 5).
    public let banners: Bool

    public static let ios3 = OSProfile(name: "ios3", multitasking: false, urlDelivery: .handleOpenURLOnly,
                                       backgroundTaskAllowance: nil, banners: false)
    public static let ios4 = OSProfile(name: "ios4", multitasking: true, urlDelivery: .handleOpenURLOnly,
                                       backgroundTaskAllowance: .seconds(600), banners: false)
    public static let ios6 = OSProfile(name: "ios6", multitasking: true, urlDelivery: .openURLWithFallback,
                                       backgroundTaskAllowance: .seconds(600), banners: true)
    public static let ios7 = OSProfile(name: "ios7", multitasking: true, urlDelivery: .openURLWithFallback,
                                       backgroundTaskAllowance: .seconds(180), banners: true)
    public static let ios13 = OSProfile(name: "ios13", multitasking: true, urlDelivery: .openURLWithFallback,
                                        backgroundTaskAllowance: .seconds(30), banners: true)

    public static let all: [OSProfile] = [.ios3, .ios4, .ios6, .ios7, .ios13]
    public static let `default` = OSProfile.ios7

    public static func named(_ name: String) -> OSProfile? { all.first { $0.name == name } }
}
