/// `modalPresentationStyle` (V1): how a presented view controller covers the one that presents
/// it, named as UIKit's `UIModalPresentationStyle` cases. Set on the controller to be presented.
/// Each case exists from the iOS version `UIViewController.h` gives its constant (P; the catalog's
/// `UIModalPresentation…` entries, ModalPresentationStyle+Era.swift).
public enum ModalPresentationStyle: String, CaseIterable, Sendable {
    case automatic, fullScreen, pageSheet, formSheet, currentContext, overFullScreen, overCurrentContext, custom, popover

    /// The names a script may set, in UIKit's order, for error messages.
    public static let names = allCases.map(\.rawValue)

    /// V1: whether presenting a controller with this style takes the presenter's view out of the
    /// window, so that the presenter gets `viewWillDisappear:`/`viewDidDisappear:` when another is
    /// presented over it and `viewWillAppear:`/`viewDidAppear:` when that one is dismissed.
    /// `UIViewController.h`: `automatic` (the default from iOS 13) resolves to a page sheet (a form
    /// sheet from iOS 18), which leaves the presenter in place; before iOS 13 the default was
    /// `fullScreen`. On an iPad page sheets, form sheets and popovers never covered the presenter,
    /// in any era (they came with the iPad, iOS 3.2); on an iPhone before iOS 13 they adapt to full
    /// screen, and from iOS 13 they show as sheets. The `over…` styles and `custom` never remove
    /// the presenter.
    public func removesPresenter(on profile: OSProfile, device: DeviceKind = .iphone) -> Bool {
        switch self {
        case .fullScreen, .currentContext: true
        case .automatic: !profile.has(since: .ios13)
        case .pageSheet, .formSheet, .popover: device == .iphone && !profile.has(since: .ios13)
        case .overFullScreen, .overCurrentContext, .custom: false
        }
    }

    /// What reading `modalPresentationStyle` returns. Unset, it is `fullScreen` before iOS 13 and
    /// `automatic` from iOS 13, which UIKit reads back as the concrete style it resolves to
    /// (`pageSheet` on iOS 13–17, the `ios13` profile's reading; `formSheet` from iOS 18). Before
    /// iOS 13 `automatic` means `fullScreen`.
    public static func reading(_ style: ModalPresentationStyle?, on profile: OSProfile) -> ModalPresentationStyle {
        switch style ?? (profile.has(since: .ios13) ? .automatic : .fullScreen) {
        case .automatic: profile.has(since: .ios13) ? .pageSheet : .fullScreen
        case let other: other
        }
    }

    /// The message that refuses a value a script set that names no style (`given` describes it),
    /// with a near miss (another case of the letters) suggested.
    public static func refusal(of text: String?, given: String) -> String {
        let list = names.map { "\"\($0)\"" }.joined(separator: ", ")
        let near = text.flatMap { text in allCases.first { $0.rawValue.lowercased() == text.lowercased() } }
        let hint = near.map { " (did you mean \"\($0.rawValue)\"?)" } ?? ""
        return "modalPresentationStyle must be one of \(list); got \(given)\(hint)"
    }
}
