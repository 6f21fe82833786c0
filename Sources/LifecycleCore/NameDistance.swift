/// "Did you mean": the edit distance between a name a script wrote and the names the host knows
/// (hooks, scene methods, `info` keys and values, notification names, globals, profiles), the one
/// place the host compares them. An edit distance costs the product of the two lengths, and a script chooses
/// its names' length and how many the host compares (H21: `addObserver` of a 1 MB name in a
/// `pcall` loop; H22: 30 delegate keys of 1 MB, 75 s of host time). So a name longer than
/// `maxLength` is compared with nothing: it is simply not a misspelling of any name the host
/// knows, the longest of which has 57 bytes (`UIApplicationWillChangeStatusBarOrientationNotification`);
/// and one check compares at most `maxNames` of a script's names.
public enum NameDistance {
    /// Names of more bytes than this are never compared (docs/security.md, "The host's backstop").
    public static let maxLength = 64
    /// At most this many of a script's names are compared in one check (a delegate's keys, a scene
    /// class's): each against the 45 hooks is at most 64 × 57 × 45 steps, about 0.1 ms.
    public static let maxNames = 100

    /// A name ready to compare: its lowercased Unicode scalars.
    public struct Name: Sendable {
        public let text: String
        public let scalars: [UInt32]
        public init(_ text: String) {
            self.text = text
            scalars = text.lowercased().unicodeScalars.map(\.value)
        }
    }

    /// The Levenshtein distance between `a` and `b` by Unicode scalars, ignoring case; nil when
    /// either is longer than `maxLength` bytes.
    public static func between(_ a: String, _ b: String) -> Int? {
        guard a.utf8.count <= maxLength, b.utf8.count <= maxLength else { return nil }
        return distance(Name(a).scalars, Name(b).scalars)
    }

    /// The distance between two prepared names (two rows of the table, no bounds checks).
    public static func distance(_ a: [UInt32], _ b: [UInt32]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var rows = [Int](repeating: 0, count: 2 * (b.count + 1))
        return rows.withUnsafeMutableBufferPointer { rows in
            a.withUnsafeBufferPointer { a in
                b.withUnsafeBufferPointer { b in
                    let width = b.count + 1
                    var previous = rows.baseAddress!, current = previous + width
                    for j in 0..<width { previous[j] = j }
                    for i in 0..<a.count {
                        current[0] = i + 1
                        let x = a[i]
                        for j in 0..<b.count {
                            let substitution = previous[j] + (x == b[j] ? 0 : 1)
                            let deletion = previous[j + 1] + 1, insertion = current[j] + 1
                            current[j + 1] = substitution < deletion ? (substitution < insertion ? substitution : insertion)
                                : (deletion < insertion ? deletion : insertion)
                        }
                        swap(&previous, &current)
                    }
                    return previous[b.count]
                }
            }
        }
    }

    /// The candidate nearest to `key` ignoring case (the first of equals), and whether it is close
    /// enough to call `key` a misspelling of it: within max(3, a sixth of its length) edits. Nil
    /// when `key` is longer than `maxLength` bytes or there is no candidate.
    public static func closest(to key: String, among candidates: [Name]) -> (name: String, distance: Int, close: Bool)? {
        guard key.utf8.count <= maxLength else { return nil }
        let wanted = Name(key).scalars
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            // The lengths' difference is a lower bound of the distance: no need to compute it.
            if let best, abs(candidate.scalars.count - wanted.count) >= best.distance { continue }
            let distance = distance(wanted, candidate.scalars)
            if best == nil || distance < best!.distance { best = (candidate.text, distance) }
        }
        return best.map { ($0.name, $0.distance, $0.distance <= max(3, key.count / 6)) }
    }

    public static func closest(to key: String, among candidates: [String]) -> (name: String, distance: Int, close: Bool)? {
        closest(to: key, among: candidates.map(Name.init))
    }
}
