import LifecycleCore

extension Hook {
    /// The Lua name: the selector with every colon turned into an underscore and the last one
    /// dropped (`application:openURL:sourceApplication:annotation:` →
    /// `application_openURL_sourceApplication_annotation`).
    public var luaName: String { UIKitEntry.luaName(of: selector) }

    /// Every hook by its Lua name, made once: a delegate of 20,000 keys looks each up in O(1)
    /// instead of spelling out every hook's name for each key (H22).
    static let byLuaName: [String: Hook] = Dictionary(Hook.allCases.map { ($0.luaName, $0) }, uniquingKeysWith: { first, _ in first })

    /// The hook whose Lua name is `name`, if any.
    public static func named(luaName name: String) -> Hook? { byLuaName[name] }
}

extension UIKitSurface {
    /// The method of `kind` that `key` looks like a misspelling of (rule N): `key` is no method
    /// of that kind in any era, and lies within a few edits of one (or, for the app delegate,
    /// starts with "application"; for a scene delegate, shares a long start with one). Among the
    /// names near the nearest, one that exists and is not deprecated on `profile` wins, so a
    /// suggestion never points to a deprecated name when a current one is as near. A key longer
    /// than `NameDistance.maxLength` is none (H22).
    public static func misspelling(_ key: String, of kind: UIKitEntry.Kind, on profile: OSProfile) -> UIKitEntry? {
        guard key != "info", key.utf8.count <= NameDistance.maxLength, method(luaName: key, of: kind) == nil,
              method(luaName: key, of: .sceneDelegate) == nil || kind != .appDelegate,
              let own = preparedMethods[kind], !own.isEmpty else { return nil }
        // An app delegate key may be a misspelt scene method (C1: the loader says where it goes).
        let candidates = kind == .appDelegate ? own + (preparedMethods[.sceneDelegate] ?? []) : own
        let wanted = NameDistance.Name(key)
        func bare(_ text: String) -> [Character] { Array(text.lowercased().filter { $0 != "_" }) }
        let wantedBare = bare(key)
        let ranked = candidates.map { candidate -> (entry: UIKitEntry, distance: Int, prefix: Int) in
            let distance = NameDistance.distance(wanted.scalars, candidate.name.scalars)
            let prefix = zip(wantedBare, bare(candidate.entry.luaName)).prefix { $0 == $1 }.count
            return (candidate.entry, distance, prefix)
        }
        let nearest = ranked.map(\.distance).min()!
        let close = nearest <= max(3, key.count / 6)
        if kind == .sceneDelegate {
            // A scene class's own fields (`sceneCount`) are no methods: close by edits, or sharing
            // a start past "scene" plus a few letters (`scene_willConnectTo` is the connection method).
            guard let best = ranked.min(by: { ($1.prefix, $0.distance) < ($0.prefix, $1.distance) }) else { return nil }
            return best.distance <= max(3, key.count / 6) || best.prefix >= 9 ? best.entry : nil
        }
        guard close || (kind == .appDelegate && key.lowercased().hasPrefix("application")) else { return nil }
        let near = ranked.filter { $0.distance <= nearest + 2 }
        func current(_ entry: UIKitEntry) -> Bool { entry.exists(on: profile) && !entry.isDeprecated(on: profile) }
        return near.min { a, b in
            let aCurrent = current(a.entry), bCurrent = current(b.entry)
            if aCurrent != bCurrent { return aCurrent }
            return a.distance < b.distance
        }?.entry
    }

    /// Each kind's methods, ready to compare (a delegate's keys are each compared with all of them).
    static let preparedMethods: [UIKitEntry.Kind: [(entry: UIKitEntry, name: NameDistance.Name)]] = Dictionary(
        grouping: all.filter(\.isMethod), by: \.kind
    ).mapValues { $0.map { ($0, NameDistance.Name($0.luaName)) } }
}

extension Hook {
    /// The scene delegate method a scene class's `key` looks like a misspelling of (C1), among
    /// UIKit's scene delegate methods (`UIKitSurface.misspelling`); nil for a real one.
    public static func misspelledSceneMethod(_ key: String, on profile: OSProfile = .default) -> UIKitEntry? {
        UIKitSurface.misspelling(key, of: .sceneDelegate, on: profile)
    }
}

extension AppInfo {
    /// The key of `keys` that `key` looks like a misspelling of, if any (a few edits away).
    static func closestKey(to key: String) -> String? {
        guard let best = NameDistance.closest(to: key, among: keys), best.close else { return nil }
        return best.name
    }
}
