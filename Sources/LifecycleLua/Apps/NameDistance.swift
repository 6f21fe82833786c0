/// "Did you mean": the edit distance between a name a script wrote and the names the host knows
/// (hooks, scene methods, `info` keys, notification names, globals), the one place the host
/// compares them. An edit distance costs the product of the two lengths, and a script chooses
/// its names' length and how often the host compares them (G03: `addObserver` of a 1 MB name in
/// a `pcall` loop; G04: 30 delegate keys of 1 MB, 75 s of host time). So a name longer than
/// `maxLength` is compared with nothing: it is simply not a misspelling of any name the host
/// knows, the longest of which has 57 bytes (`UIApplicationWillChangeStatusBarOrientationNotification`).
/// The longest comparison is then `maxLength` × 57 steps, about 20 µs.
enum NameDistance {
    /// Names of more bytes than this are never compared (docs/security.md, "The host's backstop").
    static let maxLength = 128
    /// At most this many of a script's names are compared in one check (a delegate's keys, a scene
    /// class's): 1,000 of `maxLength` bytes take about 20 ms.
    static let maxNames = 1_000

    /// The Levenshtein distance between `a` and `b` by Unicode scalars; nil when either is longer
    /// than `maxLength` bytes.
    static func between(_ a: String, _ b: String) -> Int? {
        guard a.utf8.count <= maxLength, b.utf8.count <= maxLength else { return nil }
        let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// The candidate nearest to `key` ignoring case (the first of equals), and whether it is close
    /// enough to call `key` a misspelling of it: within max(3, a sixth of its length) edits. Nil
    /// when `key` is longer than `maxLength` bytes or there is no candidate.
    static func closest(to key: String, among candidates: [String]) -> (name: String, distance: Int, close: Bool)? {
        guard key.utf8.count <= maxLength else { return nil }
        let lowered = key.lowercased()
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            // The lengths' difference is a lower bound of the distance: no need to compute it.
            if let best, abs(candidate.unicodeScalars.count - lowered.unicodeScalars.count) >= best.distance { continue }
            guard let distance = between(lowered, candidate.lowercased()) else { continue }
            if best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        return best.map { ($0.name, $0.distance, $0.distance <= max(3, key.count / 6)) }
    }
}
