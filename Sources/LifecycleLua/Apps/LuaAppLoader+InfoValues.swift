import LifecycleCore

extension LuaAppLoader {
    /// Values of the `info` table's enumerations (`InfoValues`) that UIKit does not have: a
    /// background mode (B2, W1, W2, C6) or a session role of the scene manifest (C1), each with
    /// the value of the profile's era it looks like a misspelling of. (Orientations are warned
    /// about with the other `info` warnings.) At most `infoWarningLimit`, then a count of the rest.
    func infoValueWarnings(modes: [String], roles: [String]) -> [String] {
        var lookups = 0
        let profile = simulation.profile
        let unknownModes = modes.filter { InfoValues.backgroundModes.value(named: $0) == nil }.map { mode in
            "\(KeySite.prefix("UIBackgroundModes", source: source, path: path, lookups: &lookups)): info.UIBackgroundModes has '\(LuaApp.clipped(mode))', which is not a background mode of UIKit's, so it enables nothing (B2)"
                + InfoValues.backgroundModes.hint(for: mode, on: profile)
        }
        let unknownRoles = roles.filter { InfoValues.sceneSessionRoles.value(named: $0) == nil }.map { role in
            "\(KeySite.prefix("UISceneConfigurations", source: source, path: path, lookups: &lookups)): UIApplicationSceneManifest.UISceneConfigurations has '\(LuaApp.clipped(role))', which is not a session role of UIKit's, so it is not read (C1)"
                + InfoValues.sceneSessionRoles.hint(for: role, on: profile)
        }
        return [unknownModes, unknownRoles].flatMap { group -> [String] in
            let shown = group.prefix(Self.infoWarningLimit)
            let rest = group.count - shown.count
            return shown + (rest > 0 ? ["\(path): … and \(rest) more like it"] : [])
        }
    }
}
