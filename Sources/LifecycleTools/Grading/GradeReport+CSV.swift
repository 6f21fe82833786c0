import LifecycleOutput

/// `lifecycle test --format csv`: a gradebook a spreadsheet opens. A header, then a row per app:
///
///     app,path,points,max_points,status,feedback,launches [ios13],ends its task [ios7]
///     alice,apps/alice/app.lua,1.5,2.5,failed,"""ends its task"" [ios7]: expect: … [B5] (at 612 s)",1,0.5
///
/// `points` is the app's total; `status` is `passed`, `failed`, `error: KIND` (`error: does
/// not compile`, `error: endless loop at load`, …), `error`, or `not submitted`; `feedback` is
/// the first failure, whole, with its rule; with `--roster`, a `roster` column follows
/// (`listed`, `not listed`, `missing`). Each later column is the points earned on that
/// scenario × profile (empty when the report has no such case). Numbers as pretty shows them (at most two
/// decimals). RFC 4180 fields, with LF line endings (every row ends with one; spreadsheets and
/// csv readers take LF). Text from scripts is made visible first (`SafeText`: no control
/// character, so no CR or LF, stays in a field), a cell that starts with `=`, `+`, `-`, `@`, a
/// tab or a CR gets a leading `'` so that a spreadsheet does not run it as a formula (OWASP,
/// "CSV injection"), and a field with a comma, a quote, CR or LF is quoted, its quotes doubled.
/// The numbers the report writes itself are never prefixed.
extension GradeReport {
    public func csv() -> String {
        let columns = self.columns
        let roster = apps.contains { $0.roster != .none }
        let header = (["app", "path", "points", "max_points", "status", "feedback"] + (roster ? ["roster"] : [])).map(CSVText.text)
            + columns.map { CSVText.text(scenario($0.scenario).name + " [" + $0.profile + "]") }
        var rows = [header.joined(separator: ",")]
        for (index, app) in apps.enumerated() {
            let (earned, possible) = points(ofApp: index)
            let scores = columns.map { column in
                result(app: index, column: column).map { GradeReport.formatPoints($0.points) } ?? ""
            }
            let row = [CSVText.text(app.name), CSVText.text(app.path), GradeReport.formatPoints(earned),
                       GradeReport.formatPoints(possible), CSVText.text(status(ofApp: index)), CSVText.text(feedback(ofApp: index))]
                + (roster ? [CSVText.text(app.roster.rawValue)] : []) + scores
            rows.append(row.joined(separator: ","))
        }
        return rows.joined(separator: "\n") + "\n"
    }
}

/// The escapes of a CSV field.
enum CSVText {
    /// Text from a script as one field: visible, guarded against formulas, quoted when needed.
    static func text(_ value: String) -> String { quoted(guarded(SafeText.escape(value))) }

    /// `value` with a leading `'` when a spreadsheet would read it as a formula.
    static func guarded(_ value: String) -> String {
        guard let first = value.unicodeScalars.first, ["=", "+", "-", "@", "\t", "\r"].contains(first) else { return value }
        return "'" + value
    }

    /// RFC 4180: in double quotes, its quotes doubled, when it holds a comma, a quote, CR or LF.
    static func quoted(_ value: String) -> String {
        guard value.unicodeScalars.contains(where: { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" }) else { return value }
        var out = String.UnicodeScalarView(["\""])
        for scalar in value.unicodeScalars {
            if scalar == "\"" { out.append("\"") }
            out.append(scalar)
        }
        out.append("\"")
        return String(out)
    }
}
