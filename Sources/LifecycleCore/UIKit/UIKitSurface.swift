/// UIKit's public surface as data, era by era (rules N and P; docs/uikit-surface.md is generated
/// from it): every method of `UIApplicationDelegate`, `UISceneDelegate` and
/// `UIWindowSceneDelegate`, `UIViewController`'s appearance and restoration methods, the
/// constants an app may read and the Info.plist keys, each with the iOS version that introduced
/// it, the one that deprecated it, its replacement and its source. For each the simulator
/// either simulates it, or knows it and says what would call it, or finds that the profile's era
/// predates it. The hooks the host calls (`Hook`), the load notes, the "did you mean"
/// suggestions, the `types` stubs and the table in the docs all come from here.
public enum UIKitSurface {
    /// Every entry, by kind, in the headers' order.
    public static let all: [UIKitEntry] = appDelegate + sceneDelegate + viewController + constants + infoKeys

    /// The entries of one kind.
    public static func entries(_ kind: UIKitEntry.Kind) -> [UIKitEntry] {
        switch kind {
        case .appDelegate: return appDelegate
        case .sceneDelegate: return sceneDelegate
        case .viewController: return viewController
        case .constant: return constants
        case .infoKey: return infoKeys
        }
    }

    /// The entry named `name` (a selector or a key), if UIKit has one.
    public static func entry(named name: String) -> UIKitEntry? { byName[name] }

    /// The method of `kind` a script defines as `luaName` (`application_openURL_options`).
    public static func method(luaName: String, of kind: UIKitEntry.Kind) -> UIKitEntry? { byLuaName[kind]?[luaName] }

    private static let byName: [String: UIKitEntry] = Dictionary(all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    private static let byLuaName: [UIKitEntry.Kind: [String: UIKitEntry]] = Dictionary(grouping: all, by: \.kind)
        .mapValues { Dictionary($0.map { ($0.luaName, $0) }, uniquingKeysWith: { first, _ in first }) }
}
