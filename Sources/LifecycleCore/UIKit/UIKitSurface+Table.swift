/// docs/uikit-surface.md, written from the catalog (a test keeps the file equal to it).
extension UIKitSurface {
    /// The whole page: one table per kind.
    public static func markdown() -> String {
        var out = """
            # UIKit's surface, era by era

            Every name of UIKit an app script can meet, with the iOS version that introduced it and, where one did,
            the version that deprecated it and what UIKit says to use instead. The simulator either **simulates**
            a name (calls the method where UIKit would, reads the key), or knows it but **does not simulate** what
            would call it, or, on a profile whose era predates it, never calls it (the era warning of rule P). For
            the delegates' methods the first launch says which, in one line each: an `info` line (rule N) for one
            not simulated, naming what would call it; an `info` line (rule P) for one deprecated in the profile's
            era, naming its replacement. A delegate key named here is never reported as a misspelling; a
            misspelling gets the nearest method as its suggestion, preferring one the era has and has not
            deprecated. View controller methods are listed for reference: the simulator checks none of their names.

            Sources: versions come from UIKit's own public headers (`UIApplication.h`, `UIViewController.h`,
            `UIWindowScene.h`, from the iOS 26/27 SDK: their `API_AVAILABLE` and `API_DEPRECATED` annotations; a
            method with no annotation dates from iOS 2.0), checked against Apple's reference pages
            (https://developer.apple.com/documentation/uikit/uiapplicationdelegate,
            https://developer.apple.com/documentation/uikit/uiscenedelegate). Profiles and the versions they
            stand for: \(OSProfile.all.map { "`\($0.name)` (iOS \($0.versionText))" }.joined(separator: ", ")).
            A name exists on a profile when it was introduced within or before the profile's range.

            This page is generated from the simulator's catalog (`Sources/LifecycleCore/UIKit`); a test fails
            when the two differ.

            """
        for kind in UIKitEntry.Kind.allCases {
            out += "\n## \(title(kind))\n\n"
            out += "| name | introduced | deprecated | simulated | from profile | rules | source |\n"
            out += "|---|---|---|---|---|---|---|\n"
            for entry in entries(kind) { out += row(entry) + "\n" }
        }
        return out
    }

    static func title(_ kind: UIKitEntry.Kind) -> String {
        switch kind {
        case .appDelegate: return "`UIApplicationDelegate`: the app delegate"
        case .sceneDelegate: return "`UISceneDelegate` and `UIWindowSceneDelegate`: the scene delegate (`ios13` up, C1)"
        case .viewController: return "`UIViewController`: appearance and restoration"
        case .constant: return "Constants, launch-options keys and notification names"
        case .infoKey: return "Info.plist keys (the app's `info` table)"
        }
    }

    static func row(_ entry: UIKitEntry) -> String {
        let deprecated = entry.deprecated.map { "iOS \($0): use `\(entry.replacement ?? "")`" } ?? ""
        let simulated: String
        switch entry.handling {
        case .simulated: simulated = "yes"
        case .notSimulated(let trigger): simulated = "no: called for \(trigger)"
        }
        let cells = ["`\(entry.name)`", "iOS \(entry.introduced)", deprecated, simulated, "`\(entry.firstProfile.name)`", entry.rules, entry.source]
        return "| " + cells.map { $0.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|") }.joined(separator: " | ") + " |"
    }
}
