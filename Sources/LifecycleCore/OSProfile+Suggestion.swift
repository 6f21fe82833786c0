/// "Did you mean" for a profile name (P), the one piece `--profile` and a scenario's
/// `scenario { profiles = { … } }` share: `iOS13`, `ios 13` and `ios-13` are `ios13` written
/// another way; `ios31` has its digits swapped; `ios8` names an iOS version a profile stands for
/// (`ios7`, 7–12); `ios7x` is a few edits from one.
extension OSProfile {
    /// The profile `given`, which names none, looks like a misspelling of; nil for a profile's
    /// own name (exactly), for a name longer than `NameDistance.maxLength`, or when none is close.
    public static func suggestion(for given: String) -> OSProfile? {
        guard !all.contains(where: { $0.name == given }), given.utf8.count <= NameDistance.maxLength else { return nil }
        // Case, spaces and punctuation: `iOS 13`, `IOS_13`.
        let compact = String(given.lowercased().unicodeScalars.filter { ("a"..."z").contains($0) || ("0"..."9").contains($0) })
        if let same = all.first(where: { $0.name == compact }) { return same }
        let digits = compact.filter(\.isNumber)
        if compact == "ios" + digits, !digits.isEmpty {
            // Digits swapped (`ios31`), then the profile of the version (`ios8` → ios7, 7–12).
            if let swapped = all.first(where: { $0.name.filter(\.isNumber).sorted() == digits.sorted() }) { return swapped }
            if let major = Int(digits), (2..<100).contains(major) {
                let version = UIKitVersion(major, 0)
                if let era = all.first(where: { $0.versions.contains(version) }) { return era }
            }
        }
        // A letter or two astray (`ios7x`, `ioss13`): the nearest, if only one is nearest.
        let distances = all.map { (profile: $0, distance: NameDistance.between(compact, $0.name) ?? .max) }
        guard let best = distances.min(by: { $0.distance < $1.distance }), best.distance <= 1,
              distances.filter({ $0.distance == best.distance }).count == 1 else { return nil }
        return best.profile
    }

    /// `; did you mean 'ios13'?` for a name that looks like a misspelling of a profile, else "".
    public static func hint(for given: String) -> String {
        suggestion(for: given).map { "; did you mean '\($0.name)'?" } ?? ""
    }
}
