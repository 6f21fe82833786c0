/// The folder an `--apps` pattern names (`submissions` for `submissions/*/app.lua`), and what it
/// refuses to grade (H19). A student controls what is inside their folder, so a match is graded
/// only as the file it is: not through a symbolic link (an `app.lua`, or a folder on the way from
/// the pattern's folder to it, linked to another student's), and not from outside the folder
/// (`..` in the pattern, or a link the check could not see). The pattern's folder itself is the
/// teacher's, and may be a link.
struct SubmissionFolder {
    /// The pattern's leading part without `*`, `?`, `[` or `\`, never its last part; `.` when
    /// the pattern starts with one (`*/app.lua`).
    let path: String

    init(pattern: String) {
        let parts = pattern.split(separator: "/", omittingEmptySubsequences: false)
        var kept: [Substring] = []
        for part in parts.dropLast() {
            if part.contains(where: { "*?[\\".contains($0) }) { break }
            kept.append(part)
        }
        let joined = kept.joined(separator: "/")
        path = joined.isEmpty ? (pattern.hasPrefix("/") ? "/" : ".") : joined
    }

    /// Why the match at `match` is not graded, or nil when it is its own file inside the folder.
    /// The message names the match and says what to do.
    func refusal(of match: String) -> String? {
        let prefix = path == "." ? "" : (path == "/" ? "/" : path + "/")
        guard match.hasPrefix(prefix) else { return outside(match) }
        // Every part below the folder, the match included, is looked at itself (not followed).
        var walked = prefix
        for part in match.dropFirst(prefix.count).split(separator: "/") {
            walked += part
            if Platform.isSymbolicLink(walked) {
                let target = Platform.resolvedPath(walked).map { "it leads to \($0)" } ?? "it leads nowhere"
                let what = walked == match ? "is a symbolic link" : "is reached through a symbolic link, \(walked)"
                return "\(match) \(what) (\(target)); a submission is graded only from its own files, never through a link that could lead to another student's: replace the link with the file itself"
            }
            walked += "/"
        }
        guard let root = Platform.resolvedPath(path), let resolved = Platform.resolvedPath(match),
              resolved.hasPrefix(root == "/" ? "/" : root + "/") else { return outside(match) }
        return nil
    }

    private func outside(_ match: String) -> String {
        "\(match) leads out of \(path), the folder its --apps pattern names (to \(Platform.resolvedPath(match) ?? "nowhere")); a submission is graded only from inside that folder: quote the pattern and name the folder that holds the submissions"
    }
}
