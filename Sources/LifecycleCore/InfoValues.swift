/// The Info.plist keys whose values are one of a fixed set (B2, W1, W2, C6: `UIBackgroundModes`;
/// F3: `UISupportedInterfaceOrientations`; C1: the session roles of
/// `UIApplicationSceneManifest.UISceneConfigurations`), declared once: every check of a value
/// asks its enumeration whether UIKit knows it and, for a misspelt one, which value it meant
/// ("did you mean"), among the values the profile's era has (P: `fetch` comes with iOS 7,
/// `processing` with iOS 13). Values UIKit has that the simulator does not act on are listed
/// too, so that they are never reported as misspellings.
public struct InfoValues: Sendable {
    public struct Value: Sendable {
        public let name: String
        /// The first profile whose UIKit reads it (P).
        public let since: OSProfile
        /// Whether the simulator acts on it; a value it does not is still UIKit's.
        public let simulated: Bool
    }

    /// Where the values are written, as messages name it (`UIBackgroundModes`).
    public let key: String
    public let values: [Value]
    private let prepared: [NameDistance.Name]

    init(_ key: String, _ values: [Value]) {
        self.key = key
        self.values = values
        prepared = values.map { NameDistance.Name($0.name) }
    }

    /// The value spelt `name` exactly, if UIKit has it.
    public func value(named name: String) -> Value? { values.first { $0.name == name } }

    /// The value of `profile`'s era that `given`, which UIKit does not have, looks like a
    /// misspelling of: the same letters in another case, or the nearest within a few edits
    /// (`NameDistance`). Nil for a value UIKit has, or when none is close.
    public func suggestion(for given: String, on profile: OSProfile) -> String? {
        guard value(named: given) == nil, given.utf8.count <= NameDistance.maxLength else { return nil }
        let candidates = zip(values, prepared).filter { profile.has(since: $0.0.since) }.map(\.1)
        if let same = candidates.first(where: { $0.text.lowercased() == given.lowercased() }) { return same.text }
        guard let best = NameDistance.closest(to: given, among: candidates), best.close else { return nil }
        return best.name
    }

    /// `; did you mean 'X'?` for a value `given` that looks like a misspelling of `X`, else "".
    public func hint(for given: String, on profile: OSProfile) -> String {
        suggestion(for: given, on: profile).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// For a message that says `wanted` is missing from `declared` (the app's values of this
    /// key): `; did you mean 'wanted' (info.KEY has 'given')?` when one of them is a misspelling
    /// of it, else "". The value shown is bounded (`TraceText.limited`).
    public func hint(missing wanted: String, declared: [String], on profile: OSProfile) -> String {
        guard let given = declared.first(where: { suggestion(for: $0, on: profile) == wanted }) else { return "" }
        return "; did you mean '\(wanted)' (info.\(key) has '\(TraceText.limited(given, to: NameDistance.maxLength))')?"
    }

    private static func value(_ name: String, since: OSProfile, simulated: Bool = true) -> Value {
        Value(name: name, since: since, simulated: simulated)
    }

    /// `UIBackgroundModes` (B2; W1, W2 from iOS 7; C6 from iOS 13), from Apple's Information
    /// Property List reference; the simulator acts on audio, location, voip (B2), fetch (W1),
    /// remote-notification (W2) and processing (C6).
    public static let backgroundModes = InfoValues("UIBackgroundModes", [
        value("audio", since: .ios4), value("location", since: .ios4), value("voip", since: .ios4),
        value("fetch", since: .ios7), value("remote-notification", since: .ios7), value("processing", since: .ios13),
        value("external-accessory", since: .ios6, simulated: false), value("bluetooth-central", since: .ios6, simulated: false),
        value("bluetooth-peripheral", since: .ios6, simulated: false), value("newsstand-content", since: .ios6, simulated: false),
        value("nearby-interaction", since: .ios13, simulated: false), value("push-to-talk", since: .ios13, simulated: false),
    ])

    /// `UISupportedInterfaceOrientations` (F3): `UIInterfaceOrientation…` names.
    public static let orientations = InfoValues("UISupportedInterfaceOrientations", [
        value("UIInterfaceOrientationPortrait", since: .ios3), value("UIInterfaceOrientationPortraitUpsideDown", since: .ios3),
        value("UIInterfaceOrientationLandscapeLeft", since: .ios3), value("UIInterfaceOrientationLandscapeRight", since: .ios3),
    ])

    /// The keys of `UIApplicationSceneManifest.UISceneConfigurations` (C1): session roles. The
    /// simulator reads the application role; the external display's and CarPlay's are UIKit's.
    public static let sceneSessionRoles = InfoValues("UIApplicationSceneManifest.UISceneConfigurations", [
        value("UIWindowSceneSessionRoleApplication", since: .ios13),
        value("UIWindowSceneSessionRoleExternalDisplayNonInteractive", since: .ios13, simulated: false),
        value("UIWindowSceneSessionRoleExternalDisplay", since: .ios13, simulated: false),
        value("CPTemplateApplicationSceneSessionRoleApplication", since: .ios13, simulated: false),
    ])

    /// Every enumeration, for the checks and tests that walk them.
    public static let all = [backgroundModes, orientations, sceneSessionRoles]
}
