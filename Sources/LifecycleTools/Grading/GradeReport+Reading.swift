import LifecycleCore

/// What the five report writers read out of a `GradeReport` the same way: its columns (scenario ×
/// profile), the failure a case is summed up by, a kill's reason, the rule a lesson cites.
/// Indices out of range (a report built by hand) give a placeholder rather than a trap.
extension GradeReport {
    /// One scenario × profile: a column of the class matrix and of the CSV gradebook.
    public struct Column: Sendable, Hashable {
        public let scenario: Int
        public let profile: String
    }

    /// Every scenario × profile that was graded, in the suite's order (each scenario's profiles
    /// as declared): those `--filter` left out are no column. A report without cases has every
    /// column of its scenarios.
    public var columns: [Column] {
        let all = scenarios.enumerated().flatMap { index, scenario in
            scenario.profiles.map { Column(scenario: index, profile: $0) }
        }
        guard !cases.isEmpty else { return all }
        let graded = Set(cases.map { Column(scenario: $0.scenario, profile: $0.profile) })
        return all.filter(graded.contains)
    }

    /// The app of `index` (a placeholder named `app N` when out of range).
    public func app(_ index: Int) -> App {
        apps.indices.contains(index) ? apps[index] : App(name: "app \(index + 1)", path: "")
    }

    /// The scenario of `index` (a placeholder named `scenario N` when out of range).
    public func scenario(_ index: Int) -> Scenario {
        scenarios.indices.contains(index)
            ? scenarios[index]
            : Scenario(path: "", name: "scenario \(index + 1)", description: nil, points: 0, profiles: [], strict: false)
    }

    /// The case of app `app` on `column`, if the report has it.
    public func result(app: Int, column: Column) -> Case? {
        cases.first { $0.app == app && $0.scenario == column.scenario && $0.profile == column.profile }
    }

    /// The failure a case is summed up by: its first, or for an error case without one, its
    /// app's load error. Nil for a passed case.
    public func headline(of item: Case) -> Failure? {
        if let first = item.failures.first { return first }
        guard item.status != .passed else { return nil }
        if let error = app(item.app).loadError { return Failure(kind: .error, rule: nil, message: error, time: 0) }
        return nil
    }

    /// How many cases of app `index` have `status`.
    public func count(_ status: Status, ofApp index: Int) -> Int {
        cases.filter { $0.app == index && $0.status == status }.count
    }

    /// How many cases have `status`.
    public func count(_ status: Status) -> Int { cases.filter { $0.status == status }.count }

    /// Simulated seconds of every case, added up.
    public var simulated: Double { cases.reduce(0) { $0 + $1.simulated } }

    /// Every failure of a case that did not pass (its app's load error for one with none of its
    /// own), each as `line` writes it, then how many more there were.
    func failureLines(_ item: Case, _ line: (Failure) -> String) -> [String] {
        var lines = (item.failures.isEmpty ? headline(of: item).map { [$0] } ?? [] : item.failures).map(line)
        if item.moreFailures > 0 { lines.append("… and \(item.moreFailures) more") }
        return lines
    }

    /// A case's notes as sentences, then how many more there were.
    func noteLines(_ item: Case) -> [String] {
        item.notes.map(GradeReport.sentence) + (item.moreNotes > 0 ? ["… and " + GradeReport.count(item.moreNotes, "more note")] : [])
    }

    /// What the app printed in a case, then how many lines more.
    func outputLines(_ item: Case) -> [String] {
        item.output + (item.moreOutput > 0 ? ["… and " + GradeReport.count(item.moreOutput, "more line")] : [])
    }

    /// `1 more line`, `3 more lines`.
    static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }

    /// Wall seconds of every case, added up (JUnit's `time`).
    public var wall: Double { cases.reduce(0) { $0 + $1.wall } }

    /// An app's standing in a word, as the gradebook's `status` column writes it: `passed` (every
    /// case), `failed`, `error: KIND` (it did not load: `error: does not compile`, …), `error`
    /// (a case stopped with an error), or `not submitted` (on the roster, with no submission).
    public func status(ofApp index: Int) -> String {
        let app = self.app(index)
        if app.missing { return GradeReport.LoadErrorKind.notSubmitted.rawValue }
        if app.loadError != nil { return "error: " + (app.loadErrorKind ?? .crash).rawValue }
        let mine = cases(ofApp: index)
        if mine.contains(where: { $0.status == .error }) { return "error" }
        return mine.contains(where: { $0.status == .failed }) ? "failed" : "passed"
    }

    /// What a student reads first: the first case that did not pass with its first failure in
    /// full, `"a short memo is saved" [ios7]: expect: the memo should be saved… [B7] (at 16 s)`;
    /// the load error for an app that did not load; empty when every case passed. One line: a
    /// line break of the message becomes a space.
    public func feedback(ofApp index: Int) -> String {
        feedbackText(ofApp: index).split(separator: "\n", omittingEmptySubsequences: true).joined(separator: " ")
    }

    private func feedbackText(ofApp index: Int) -> String {
        let app = self.app(index)
        if let error = app.loadError { return error }
        guard let item = cases(ofApp: index).first(where: { $0.status != .passed }) else { return "" }
        let place = "\"" + scenario(item.scenario).name + "\" [" + item.profile + "]: "
        guard let failure = headline(of: item) else { return place + item.status.rawValue }
        return place + GradeReport.sentence(failure)
    }

    /// The rule most of the apps that failed `scenario` on `profile` broke (each case counts a
    /// rule once; a tie goes to the rule seen first, in app order). Nil when none cites one.
    public func mostCommonRule(scenario: Int, profile: String) -> String? {
        var counts: [(rule: String, count: Int)] = []
        for item in cases where item.scenario == scenario && item.profile == profile && item.status != .passed {
            for rule in item.rules {
                if let at = counts.firstIndex(where: { $0.rule == rule }) { counts[at].count += 1 } else { counts.append((rule, 1)) }
            }
        }
        var best: (rule: String, count: Int)?
        for entry in counts where entry.count > (best?.count ?? 0) { best = entry }
        return best?.rule
    }
}

extension GradeReport.Failure {
    /// For a kill, the reason its message starts with, as the trace's `kill` event names it
    /// (`watchdog`, `jetsam`, `user`, `gpu`, `resources`, `expired`, `crash`): the runner writes
    /// a kill's message as `REASON: what happened`. Nil for other failures, or when the message
    /// does not start with a reason.
    public var killReason: String? {
        guard kind == .kill else { return nil }
        let word = String(message.prefix { $0.isLetter })
        return KillReason(rawValue: word) == nil ? nil : word
    }

    /// The same failure with `text` added to its message (S3: the code a kill lost).
    func saying(_ text: String) -> GradeReport.Failure {
        GradeReport.Failure(kind: kind, rule: rule, message: message + text, time: time)
    }

    /// The message without its leading kill reason and the `:` or spaces after it.
    public var detail: String {
        guard let reason = killReason else { return message }
        return String(message.dropFirst(reason.count).drop { $0 == ":" || $0 == " " })
    }
}
