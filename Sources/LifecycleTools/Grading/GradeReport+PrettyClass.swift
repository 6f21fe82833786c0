import LifecycleOutput

/// The pretty report of a class (`--apps GLOB`, several apps): a matrix with a row per app and a
/// numbered column per scenario × profile, its legend, each app's failing cases and notes, the
/// lessons the class missed, and a summary.
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
            let missing = apps[index].missing
            let marks = columns.map { column in
                String(repeating: " ", count: cell - 1) + (missing ? style.dim("-") : style.mark(result(app: index, column: column)?.status))
            }
            let roster = apps[index].roster == .notListed ? "  " + style.dim("(not on the roster)") : missing ? "  " + style.dim("(not submitted)") : ""
            lines.append("  " + ReportFormat.padded(name, to: nameWidth) + "  " + marks.joined(separator: " ") + "  " + totals[index] + roster)
        }
        lines.append("")
        for (index, column) in columns.enumerated() {
            lines.append("  " + style.dim(ReportFormat.right(String(index + 1), to: cell)) + " " + label(column.scenario, column.profile)
                         + " (" + GradeReport.formatPoints(columnPoints(column)) + ")")
        }
        lines += prettyFailures(style, columns: columns)
        lines += prettyLessons(style)
        lines.append("")
        let perfect = apps.indices.filter { count(.passed, ofApp: $0) == cases(ofApp: $0).count && !apps[$0].missing }.count
        let missing = apps.filter(\.missing).count
        lines.append(verdict(style) + " · \(perfect) of \(apps.count) apps passed every case"
                     + (missing > 0 ? " · \(missing) not submitted" : "") + " · "
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

    /// Per app with a failing case or a note: its name, then each failing case with its column
    /// number and its first failure, whole; then its notes, each once whatever the number of
    /// cases that met it. An app that did not load, or was not submitted, says so once.
    func prettyFailures(_ style: PrettyStyle, columns: [Column]) -> [String] {
        var lines: [String] = []
        for (index, app) in apps.enumerated() {
            let name = style.bold(ReportFormat.short(app.name))
            if let loadError = app.loadError {
                let head = app.missing ? "" : "could not load: "
                lines += [""] + ReportWrap.block(name + ": " + style.yellow(head), headWidth: ReportFormat.short(app.name).count + 2 + head.count,
                                                 loadError, indent: 0)
                continue
            }
            let failing = columns.enumerated().compactMap { number, column -> (Int, Case)? in
                guard let item = result(app: index, column: column), item.status != .passed else { return nil }
                return (number + 1, item)
            }
            var notes: [Failure] = [], seen = Set<String>(), more = 0
            for item in cases(ofApp: index) {
                for note in item.notes where seen.insert(note.message).inserted { notes.append(note) }
                more += item.moreNotes
            }
            guard !failing.isEmpty || !notes.isEmpty else { continue }
            lines += ["", name]
            for (number, item) in failing {
                lines.append("  " + style.mark(item.status) + " \(number) " + label(item.scenario, item.profile))
                if let failure = headline(of: item) { lines += describe(failure, style, indent: 6) }
            }
            lines += prettyNotes(notes, more: more, style, indent: 2)
        }
        return lines
    }

    /// The lessons the class missed, by the rules they teach, most apps first, with how many apps
    /// failed each scenario on each profile: `B5  3 of 5 apps: "time runs out" (ios7: 3, ios13: 2)`.
    func prettyLessons(_ style: PrettyStyle) -> [String] {
        let lessons = lessonsByRule
        guard !lessons.isEmpty else { return [] }
        var lines = ["", style.bold("Lessons the class missed")]
        let rules = lessons.map { ReportFormat.short($0.rule ?? "-", limit: 12) }
        let width = rules.map(\.count).max() ?? 1
        for (lesson, rule) in zip(lessons, rules) {
            // Each scenario once (its profiles come one after the other), with how many apps failed
            // it on each of them.
            var groups: [(scenario: Int, counts: [String])] = []
            for place in lesson.cases {
                let count = ReportFormat.short(place.profile, limit: 20) + ": \(place.failed)"
                if groups.last?.scenario == place.scenario { groups[groups.count - 1].counts.append(count) } else { groups.append((place.scenario, [count])) }
            }
            let where_ = groups.map { "\"" + ReportFormat.short(scenario($0.scenario).name) + "\" (" + $0.counts.joined(separator: ", ") + ")" }
            let head = ReportFormat.padded(rule, to: width) + "  \(lesson.apps) of \(submittedCount) apps: "
            lines += ReportWrap.block(head, headWidth: head.count, where_.joined(separator: ", "), indent: 2, hang: 4 + width)
        }
        return lines
    }
}
