/// The pretty report of a class (`--apps GLOB`, several apps): a matrix with a row per app and a
/// numbered column per scenario × profile, its legend, each app's failing cases, the lessons the
/// class missed, and a summary.
///
///            1 2 3  points
///     alice  ✓ ✓ ✗  2/3
///
///     1 launches [ios13] (1)
extension GradeReport {
    func prettyClass(_ style: PrettyStyle) -> String {
        let columns = self.columns
        let names = apps.map { ReportFormat.short($0.name) }
        let nameWidth = names.map(\.count).max() ?? 0
        let cell = String(columns.count).count
        let totals = apps.indices.map { index -> String in
            let (earned, possible) = points(ofApp: index)
            return GradeReport.formatPoints(earned) + "/" + GradeReport.formatPoints(possible)
        }
        var lines: [String] = []
        lines.append(style.bold("\(apps.count) apps × \(columns.count) case\(columns.count == 1 ? "" : "s")"))
        lines.append("")
        let numbers = columns.indices.map { ReportFormat.right(String($0 + 1), to: cell) }
        lines.append("  " + String(repeating: " ", count: nameWidth) + "  " + style.dim(numbers.joined(separator: " ") + "  points"))
        for (index, name) in names.enumerated() {
            let marks = columns.map { column in
                String(repeating: " ", count: cell - 1) + style.mark(result(app: index, column: column)?.status)
            }
            lines.append("  " + ReportFormat.padded(name, to: nameWidth) + "  " + marks.joined(separator: " ") + "  " + totals[index])
        }
        lines.append("")
        for (index, column) in columns.enumerated() {
            lines.append("  " + style.dim(ReportFormat.right(String(index + 1), to: cell)) + " " + label(column.scenario, column.profile)
                         + " (" + GradeReport.formatPoints(columnPoints(column)) + ")")
        }
        lines += prettyFailures(style, columns: columns)
        lines += prettyLessons(style)
        lines.append("")
        let perfect = apps.indices.filter { count(.passed, ofApp: $0) == cases(ofApp: $0).count }.count
        lines.append(verdict(style) + " · \(perfect) of \(apps.count) apps passed every case · "
                     + GradeReport.formatPoints(simulated) + " s simulated")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The points a column is worth: its cases' (the same for every app), else the scenario's
    /// share for one profile.
    func columnPoints(_ column: Column) -> Double {
        if let item = cases.first(where: { $0.scenario == column.scenario && $0.profile == column.profile }) {
            return item.maxPoints
        }
        let scenario = self.scenario(column.scenario)
        return scenario.profiles.isEmpty ? 0 : scenario.points / Double(scenario.profiles.count)
    }

    /// Per app with a failing case: its name, then each failing case with its column number and
    /// its first failure, short; an app that did not load says so once.
    func prettyFailures(_ style: PrettyStyle, columns: [Column]) -> [String] {
        var lines: [String] = []
        for (index, app) in apps.enumerated() {
            if let loadError = app.loadError {
                lines += ["", style.bold(ReportFormat.short(app.name)) + ": " + style.yellow("could not load: ")
                          + ReportFormat.short(loadError, limit: 80)]
                continue
            }
            let failing = columns.enumerated().compactMap { number, column -> (Int, Case)? in
                guard let item = result(app: index, column: column), item.status != .passed else { return nil }
                return (number + 1, item)
            }
            guard !failing.isEmpty else { continue }
            lines += ["", style.bold(ReportFormat.short(app.name))]
            for (number, item) in failing {
                let cause = headline(of: item).map { ": " + describe($0, style, limit: 80) } ?? ""
                lines.append("  " + style.mark(item.status) + " \(number) " + label(item.scenario, item.profile) + cause)
            }
        }
        return lines
    }

    /// `7 of 12 apps failed "ends its task" [ios7] (B5)`, most failed first.
    func prettyLessons(_ style: PrettyStyle) -> [String] {
        let rows = failuresByScenario.filter { $0.failed > 0 }
        guard !rows.isEmpty else { return [] }
        var lines = ["", style.bold("Lessons the class missed")]
        for row in rows {
            let rule = mostCommonRule(scenario: row.scenario, profile: row.profile).map { " (\(ReportFormat.short($0, limit: 12)))" } ?? ""
            lines.append("  \(row.failed) of \(apps.count) apps failed \"" + ReportFormat.short(scenario(row.scenario).name)
                         + "\" [" + ReportFormat.short(row.profile, limit: 20) + "]" + rule)
        }
        return lines
    }
}
