/// The era of each `modalPresentationStyle` (V1, P): a style exists from the iOS version
/// `UIViewController.h` gives its `UIModalPresentationStyle` constant, as the UIKit catalog holds
/// it (`fullScreen`, `pageSheet`, `formSheet`, `currentContext` iOS 3.2; `custom` iOS 7.0;
/// `overFullScreen`, `overCurrentContext`, `popover` iOS 8.0; `automatic` iOS 13.0). Setting a
/// style the profile's UIKit does not have is an error of the app, as an unknown value is.
extension ModalPresentationStyle {
    /// The header's constant: `UIModalPresentationOverFullScreen` for `overFullScreen`.
    public var constantName: String { "UIModalPresentation" + rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    /// The catalog's entry for the constant (P).
    public var entry: UIKitEntry? { UIKitSurface.entry(named: constantName) }

    /// Whether `profile`'s UIKit has the style (P).
    public func exists(on profile: OSProfile) -> Bool { entry?.exists(on: profile) ?? true }

    /// The message that refuses setting this style on `profile`, whose UIKit does not have it, or
    /// nil when it has it: the style, the iOS version that brought it and the first profile that
    /// has it.
    public func eraRefusal(on profile: OSProfile) -> String? {
        guard let entry, !entry.exists(on: profile) else { return nil }
        let first = entry.firstProfile.name
        return "modalPresentationStyle \"\(rawValue)\" (iOS \(entry.introduced), \(first)) does not exist on \(profile.name): \(constantName) comes with iOS \(entry.introduced); run with --profile \(first) or later, or choose a style of \(profile.name) (P, V1)"
    }
}
