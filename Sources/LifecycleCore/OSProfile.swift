/// An OS era and the rules that differ by it (rule P).
public struct OSProfile: Sendable, Equatable {
    /// How a URL reaches the app (L3, U1).
    public enum URLDelivery: Sendable, Equatable {
        /// Only `application:handleOpenURL:` exists (iOS 4.1 and older).
        case handleOpenURLOnly
        /// `application:openURL:sourceApplication:annotation:`, falling back to `handleOpenURL:`.
        case openURLWithFallback
    }

    public let name: String
    /// Whether the OS multitasks (iOS 4 and later).
    public let systemMultitasking: Bool
    /// Whether the device can: the iPhone 3G and the second iPod touch ran iOS 4 without
    /// multitasking (B3, T1).
    public private(set) var deviceMultitasks = true
    /// Whether Home sends apps to the background (B1) or terminates them (B3, T1).
    public var multitasking: Bool { systemMultitasking && deviceMultitasks }
    public let urlDelivery: URLDelivery
    /// Extra background time granted by `beginBackgroundTaskWithExpirationHandler:` (B5).
    public let backgroundTaskAllowance: SimDuration?
    /// Banner notifications and the notification centre exist (P: from `ios6` on, i.e. iOS 5).
    public let banners: Bool
    /// The era's place in `all` (`ios3` is 0): a feature "from ios6" exists where `era >= 2`.
    public let era: Int
    /// The iOS versions this profile stands for (P): a UIKit name introduced within the range
    /// exists in it (`application:openURL:options:`, iOS 9, on `ios7`, 7–12; `UIKitSurface`).
    public let versions: ClosedRange<UIKitVersion>
    /// The range as the docs write it: `7–12`, `4.2–6`, `27 and later`.
    public let versionText: String

    /// The Sleep/Wake button sends the app in front to the background (I4: from iOS 5, `ios6`);
    /// before, the app only resigns active and keeps running, inactive, until unlock.
    public var lockEntersBackground: Bool { era >= OSProfile.ios6.era }
    /// `applicationState` reads `inactive` inside `applicationDidEnterBackground:` when the
    /// device was locked (I4: iOS 5–6 only, how an app of that era told locking from Home).
    public var lockReadsInactive: Bool { era == OSProfile.ios6.era }
    /// The multitasking bar of iOS 4–6 (`ios4`, `ios6`) lists the recently used apps but not the
    /// app in front: to remove that app the user goes Home first (T4). iOS 7's switcher shows it.
    public var barHidesFrontApp: Bool { multitasking && era < OSProfile.ios7.era }
    /// Data protection (`NSFileProtectionComplete` and the protected-data notifications) exists
    /// (iOS 4, `ios4`).
    public var dataProtection: Bool { era >= OSProfile.ios4.era }
    /// UIKit deprecates the app delegate's foreground, background and URL methods in favour of
    /// the scene life cycle (iOS 26, `ios26`): an app that has not adopted it gets one warning a
    /// run (P, C1; `SceneLifecycleDeprecation`).
    public var deprecatesAppDelegateLifecycle: Bool { era >= OSProfile.ios26.era }
    /// An app built with this SDK must adopt the scene life cycle or it does not launch (the
    /// release after iOS 26, `ios27`, TN3187): UIKit asserts at launch (C1, P).
    public var requiresSceneLifecycle: Bool { era >= OSProfile.ios27.era }

    /// The last profile a device without multitasking ran whole. They stopped at iOS 4.2.1, the
    /// start of `ios6`, before its iOS 5–6 features, so `ios6` does not stand for them.
    public static let lastWithoutMultitaskingDevices = OSProfile.ios4

    /// The same era on a device that can or cannot multitask (T1). Nil when no such device ran
    /// this era: every device that runs iOS 7 or later multitasks.
    public func onDevice(multitasking: Bool) -> OSProfile? {
        if !multitasking, era > OSProfile.lastWithoutMultitaskingDevices.era { return nil }
        var copy = self
        copy.deviceMultitasks = multitasking
        return copy
    }

    /// Why this system does not multitask, for messages (B3, T1); nil when it does.
    public var noMultitaskingReason: String? {
        if !systemMultitasking { return "\(name) has no multitasking" }
        if !deviceMultitasks { return "the device cannot multitask" }
        return nil
    }

    /// Whether `feature` exists in this era (P).
    public func has(since feature: OSProfile) -> Bool { era >= feature.era }

    public static let ios3 = OSProfile(name: "ios3", systemMultitasking: false, urlDelivery: .handleOpenURLOnly,
                                       backgroundTaskAllowance: nil, banners: false, era: 0,
                                       versions: UIKitVersion(3, 0)...UIKitVersion(3, 2), versionText: "3")
    public static let ios4 = OSProfile(name: "ios4", systemMultitasking: true, urlDelivery: .handleOpenURLOnly,
                                       backgroundTaskAllowance: .seconds(600), banners: false, era: 1,
                                       versions: UIKitVersion(4, 0)...UIKitVersion(4, 1), versionText: "4.0–4.1")
    public static let ios6 = OSProfile(name: "ios6", systemMultitasking: true, urlDelivery: .openURLWithFallback,
                                       backgroundTaskAllowance: .seconds(600), banners: true, era: 2,
                                       versions: UIKitVersion(4, 2)...UIKitVersion(6, 1), versionText: "4.2–6")
    public static let ios7 = OSProfile(name: "ios7", systemMultitasking: true, urlDelivery: .openURLWithFallback,
                                       backgroundTaskAllowance: .seconds(180), banners: true, era: 3,
                                       versions: UIKitVersion(7, 0)...UIKitVersion(12, 5), versionText: "7–12")
    public static let ios13 = OSProfile(name: "ios13", systemMultitasking: true, urlDelivery: .openURLWithFallback,
                                        backgroundTaskAllowance: .seconds(30), banners: true, era: 4,
                                        versions: UIKitVersion(13, 0)...UIKitVersion(18, 7), versionText: "13–18")
    /// iOS 26: as `ios13`, with the app delegate's lifecycle methods deprecated (P).
    public static let ios26 = OSProfile(name: "ios26", systemMultitasking: true, urlDelivery: .openURLWithFallback,
                                        backgroundTaskAllowance: .seconds(30), banners: true, era: 5,
                                        versions: UIKitVersion(26, 0)...UIKitVersion(26, 9), versionText: "26")
    /// iOS 27 and later, an app built with its SDK: as `ios26`, and the scene life cycle is
    /// required to launch (C1, P).
    public static let ios27 = OSProfile(name: "ios27", systemMultitasking: true, urlDelivery: .openURLWithFallback,
                                        backgroundTaskAllowance: .seconds(30), banners: true, era: 6,
                                        versions: UIKitVersion(27, 0)...UIKitVersion.open, versionText: "27 and later")

    public static let all: [OSProfile] = [.ios3, .ios4, .ios6, .ios7, .ios13, .ios26, .ios27]
    public static let `default` = OSProfile.ios7

    /// The profile called `name` (case does not matter: `iOS7` is `ios7`).
    public static func named(_ name: String) -> OSProfile? { all.first { $0.name == name.lowercased() } }
}
