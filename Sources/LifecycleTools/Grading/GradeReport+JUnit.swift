import LifecycleOutput

/// `lifecycle test --format junit`: JUnit XML as GitLab, Jenkins and the GitHub actions that read
/// test reports (dorny/test-reporter, mikepenz/action-junit-report) take it, valid against
/// docs/junit.xsd. One `<testsuite>` per app, one `<testcase>` per scenario × profile:
///
///     <testcase name="ends its task [ios7]" classname="alice.ends-task" file="scenarios/ends-task.lua" time="612">
///       <failure message="killed: expired [B5] the task ran out of time" type="B5">…</failure>
///     </testcase>
///
/// Every `time` is in wall seconds, what the case took to play on this machine (as every JUnit
/// writer means it), so it differs from run to run; the simulated seconds are the app's
/// `simulated` property and the first line of each case's `<system-out>`, which also holds the
/// case's notes (warnings, violations outside strict) and what the app printed. Only the elements
/// and attributes that GitLab's, Jenkins' and GitHub's readers document are written (no
/// properties inside a testcase). A failure's `type` is its rule id, or its kind when it cites none.
/// Text from scripts is made visible first (`SafeText`: no control character, and so nothing
/// XML 1.0 forbids, survives; a failure's body keeps its newlines and tabs), then XML-escaped
/// (`SafeXML`, all of `&<>"'`).
extension GradeReport {
    public func junit() -> String {
        var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#]
        lines.append("<testsuites" + GradeReport.xmlAttributes([
            ("name", "lifecycle test"), ("tests", "\(cases.count)"), ("failures", "\(count(.failed))"),
            ("errors", "\(count(.error))"), ("skipped", "0"), ("time", ReportFormat.decimalSeconds(wall)),
        ]) + ">")
        for (index, app) in apps.enumerated() { lines += junitSuite(index, app) }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// One app's `<testsuite>`: its counts, its properties (path, points, profiles, seed,
    /// strict, load error), its test cases.
    func junitSuite(_ index: Int, _ app: App) -> [String] {
        let mine = cases(ofApp: index)
        let (earned, possible) = points(ofApp: index)
        var lines = ["  <testsuite" + GradeReport.xmlAttributes([
            ("name", app.name), ("tests", "\(mine.count)"), ("failures", "\(count(.failed, ofApp: index))"),
            ("errors", "\(count(.error, ofApp: index))"), ("skipped", "0"),
            ("time", ReportFormat.decimalSeconds(mine.reduce(0) { $0 + $1.wall })),
        ]) + ">"]
        var profiles: [String] = []
        for scenario in scenarios { for profile in scenario.profiles where !profiles.contains(profile) { profiles.append(profile) } }
        var properties = [
            ("path", app.path), ("points", GradeReport.formatPoints(earned)), ("max_points", GradeReport.formatPoints(possible)),
            ("profiles", profiles.joined(separator: " ")), ("seed", "\(seed)"), ("strict", "\(strict)"),
            ("simulated", ReportFormat.decimalSeconds(mine.reduce(0) { $0 + $1.simulated })), ("status", status(ofApp: index)),
        ]
        if app.roster != .none { properties.append(("roster", app.roster.rawValue)) }
        if let loadError = app.loadError { properties.append(("load_error", loadError)) }
        lines.append("    <properties>")
        for (name, value) in properties {
            lines.append("      <property" + GradeReport.xmlAttributes([("name", name), ("value", value)]) + "/>")
        }
        lines.append("    </properties>")
        for item in mine { lines += junitCase(item, app) }
        lines.append("  </testsuite>")
        return lines
    }

    /// One `<testcase>`, with a `<failure>` or an `<error>` that holds every failure of it, then
    /// its `<system-out>`.
    func junitCase(_ item: Case, _ app: App) -> [String] {
        let scenario = self.scenario(item.scenario)
        let open = "    <testcase" + GradeReport.xmlAttributes([
            ("name", scenario.name + " [" + item.profile + "]"), ("classname", app.name + "." + GradeReport.stem(scenario.path)),
            ("file", scenario.path), ("time", ReportFormat.decimalSeconds(item.wall)),
        ])
        var lines = [open + ">"]
        if item.status != .passed {
            let first = headline(of: item)
            let element = item.status == .error ? "error" : "failure"
            var body = failureLines(item) { GradeReport.plainLine($0) }
            body.append("points: " + GradeReport.formatPoints(item.points) + "/" + GradeReport.formatPoints(item.maxPoints))
            let attributes = GradeReport.xmlAttributes([
                ("message", first.map { GradeReport.plainLine($0, time: false) } ?? item.status.rawValue),
                ("type", first.map { $0.rule ?? $0.kind.rawValue } ?? item.status.rawValue),
            ])
            lines.append("      <\(element)\(attributes)>" + GradeReport.xmlText(body) + "</\(element)>")
        }
        lines.append("      <system-out>" + GradeReport.xmlText(systemOut(item)) + "</system-out>")
        lines.append("    </testcase>")
        return lines
    }

    /// What a case's `<system-out>` says: its simulated time, its notes, what the app printed.
    func systemOut(_ item: Case) -> [String] {
        var lines = ["simulated: " + ReportFormat.decimalSeconds(item.simulated) + " s on " + item.profile]
        lines += noteLines(item)
        if !item.output.isEmpty { lines += ["the app printed:"] + outputLines(item).map { "  " + $0 } }
        return lines
    }

    /// A failure as one line of plain text: `612 s  killed: expired [B5] the task ran out of time`,
    /// without its time for a `message` attribute (the message keeps its own newlines; the XML
    /// writer decides what to escape).
    /// A failure as a student reads it in a results.json: `expect: … [B4] (at 12 s)`; an error
    /// or a warning without a time.
    public static func sentence(_ failure: Failure) -> String {
        plainLine(failure, time: false) + (failure.kind == .error || failure.kind == .warning ? "" : " (at " + formatPoints(failure.time) + " s)")
    }

    public static func plainLine(_ failure: Failure, time: Bool = true) -> String {
        let rule = failure.rule.map { " [\($0)]" } ?? ""
        let time = time ? ReportFormat.decimalSeconds(failure.time) + " s  " : ""
        switch failure.kind {
        case .expectation: return time + "expect: " + failure.message + rule
        case .violation: return time + "violation" + rule + " " + failure.message
        case .kill: return time + "killed" + (failure.killReason.map { ": " + $0 } ?? "") + rule + " " + failure.detail
        case .error: return time + "error: " + failure.message
        case .warning: return time + "warning" + rule + ": " + failure.message
        }
    }

    /// A scenario file's name without its folder and its `.lua` (`ends-task` for
    /// `scenarios/ends-task.lua`).
    static func stem(_ path: String) -> String {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        return name.hasSuffix(".lua") && name.count > 4 ? String(name.dropLast(4)) : name
    }
}

extension GradeReport {
    /// Lines from scripts as an element's text: visible (newlines and tabs kept), XML-escaped.
    static func xmlText(_ lines: [String]) -> String {
        SafeXML.text(SafeText.lines(lines.joined(separator: "\n")), quotes: true)
    }

    /// ` name="value"` for each pair: the value made visible (`SafeText.escape`, newlines and
    /// tabs too, which attribute normalization would turn into spaces), then XML-escaped.
    static func xmlAttributes(_ pairs: [(String, String)]) -> String {
        pairs.map { " \($0.0)=\"" + SafeXML.attribute(SafeText.escape($0.1)) + "\"" }.joined()
    }
}
