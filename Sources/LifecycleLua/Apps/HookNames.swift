import LifecycleCore

extension Hook {
    /// The Lua name: the selector with every colon turned into an underscore and the last one
    /// dropped (`application:openURL:sourceApplication:annotation:` →
    /// `application_openURL_sourceApplication_annotation`).
    public var luaName: String {
        var name = selector.replacingOccurrences(of: ":", with: "_")
        name.removeLast()
        return name
    }

    /// The hook whose Lua name is closest to `key`, if `key` looks like a misspelling of one:
    /// it starts with "application" or lies within a few edits of a hook name. A key longer than
    /// `NameDistance.maxLength` is none (H22).
    public static func misspelled(_ key: String) -> Hook? {
        guard key != "info", key.utf8.count <= NameDistance.maxLength, !luaNames.contains(key) else { return nil }
        guard let best = NameDistance.closest(to: key, among: preparedNames) else { return nil }
        let hook = allCases.first { $0.luaName == best.name }
        return best.close || key.lowercased().hasPrefix("application") ? hook : nil
    }

    /// Every hook's Lua name, once (a delegate's keys are each compared with all of them).
    static let luaNames = Set(allCases.map(\.luaName))
    static let preparedNames = allCases.map { NameDistance.Name($0.luaName) }
}

extension Hook {
    /// The scene delegate method a scene class's `key` looks like a misspelling of (C1): within a
    /// few edits of one, or sharing its start (`scene_willConnectTo_options`, the Swift name
    /// `scene(_:willConnectTo:options:)` turned into Lua, is `scene_willConnectToSession_options`).
    /// The suggestion is the method sharing the longest start with `key` (case and underscores
    /// ignored), the nearest of those: `scene_willConnectTo` is the connection method, not the
    /// nearer `sceneDidDisconnect`.
    public static func misspelledSceneMethod(_ key: String) -> Hook? {
        let sceneHooks = allCases.filter(\.isSceneDelegateMethod)
        guard key.utf8.count <= NameDistance.maxLength, !sceneHooks.contains(where: { $0.luaName == key }) else { return nil }
        func bare(_ text: String) -> [Character] { Array(text.lowercased().filter { $0 != "_" }) }
        let wanted = bare(key)
        let ranked = sceneHooks.map { hook -> (hook: Hook, prefix: Int, distance: Int) in
            let name = bare(hook.luaName)
            let prefix = zip(wanted, name).prefix { $0 == $1 }.count
            return (hook, prefix, NameDistance.between(key.lowercased(), hook.luaName.lowercased()) ?? Int.max)
        }
        guard let best = ranked.min(by: { ($1.prefix, $0.distance) < ($0.prefix, $1.distance) }) else { return nil }
        // Close by edits, or sharing a start past "scene" plus a few letters ("scenewill…",
        // "scenedid…"): `sceneCount` or `sceneTitle`, the delegate's own fields, are not methods.
        let close = best.distance <= max(3, key.count / 6)
        return close || best.prefix >= 9 ? best.hook : nil
    }
}

extension AppInfo {
    /// The key of `keys` that `key` looks like a misspelling of, if any (a few edits away).
    static func closestKey(to key: String) -> String? {
        guard let best = NameDistance.closest(to: key, among: keys), best.close else { return nil }
        return best.name
    }
}

extension String {
    func replacingOccurrences(of target: Character, with replacement: Character) -> String {
        String(map { $0 == target ? replacement : $0 })
    }
}
