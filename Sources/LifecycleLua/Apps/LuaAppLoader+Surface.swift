import LifecycleCore
import LuaBridge

extension LuaAppLoader {
    /// Rule N: what the first launch says about the real UIKit methods a delegate defines. A
    /// method the simulator does not simulate gets one `info` line naming what would call it; one
    /// deprecated in the profile's era gets its replacement named (rule P). On a profile whose era
    /// predates a method, the era warning says so instead (simulated ones: at launch, `App`).
    /// At most `NameDistance.maxNames` keys are looked at (H22).
    /// A nil rule is a warning (the era's), the others `info` lines.
    func surfaceNotes(keys: [String], sceneKeys: [String]) -> [(Rule?, String)] {
        let profile = simulation.profile
        var notes: [(Rule?, String)] = [], lookups = 0
        let named = keys.prefix(NameDistance.maxNames).compactMap { UIKitSurface.method(luaName: $0, of: .appDelegate) }
            + sceneKeys.prefix(NameDistance.maxNames).compactMap { UIKitSurface.method(luaName: $0, of: .sceneDelegate) }
        var seen: Set<String> = []
        for entry in named where seen.insert(entry.kind.rawValue + entry.name).inserted {
            if Backstop.due { break }
            let place = KeySite.prefix(entry.luaName, source: source, path: path, lookups: &lookups)
            guard entry.exists(on: profile) else {
                if !entry.isSimulated {
                    notes.append((nil, "\(place): \(entry.name) is never called on \(profile.name): UIKit has it from iOS \(entry.introduced) (\(entry.firstProfile.name)) on (P)"))
                }
                continue
            }
            if case .notSimulated(let trigger) = entry.handling {
                let deprecated = entry.isDeprecated(on: profile) ? "; it is \(entry.deprecationText ?? "deprecated")" : ""
                notes.append((.N, "\(place): \(entry.name) is a real UIKit method (iOS \(entry.introduced)\(deprecated)), called for \(trigger); the simulator does not simulate that, so it is never called here"))
            } else if entry.isDeprecated(on: profile), let text = entry.deprecationText, !coveredByEraWarning(entry, on: profile) {
                notes.append((.P, "\(place): \(entry.name) is \(text) (\(profile.name) stands for iOS \(profile.versionText))"))
            }
        }
        if keys.contains("applicationDidFinishLaunching"), keys.contains("application_didFinishLaunchingWithOptions") {
            let place = KeySite.prefix("applicationDidFinishLaunching", source: source, path: path, lookups: &lookups)
            notes.append((.L1, "\(place): applicationDidFinishLaunching: is never called: UIKit calls it only when the delegate does not implement application:didFinishLaunchingWithOptions:, which this one does"))
        }
        return notes
    }

    /// The app delegate methods iOS 26 deprecated for the scene life cycle: the profile's own
    /// warning names them for an app without scenes (P, C1), so no second line does.
    private func coveredByEraWarning(_ entry: UIKitEntry, on profile: OSProfile) -> Bool {
        entry.kind == .appDelegate && entry.deprecated == UIKitVersion(26) && profile.versions.lowerBound >= UIKitVersion(26)
    }
}
