import LifecycleCore

/// `lifecycle test --format json`: one JSON document (RFC 8259), described by
/// docs/test-report.schema.json. Keys are written in a fixed order, one app, scenario or result
/// per line. Strings are written by the JSONL trace's string writer (`TraceJSON.quoted`): every
/// character of `ControlCharacters` (the controls U+0000–U+001F and U+007F–U+009F, the bidirectional overrides, the separators) as a
/// `\u` escape (finding H37), the text otherwise as it is, not made visible: JSON is data, and a
/// reader gets back the exact text. Numbers are written by the core's number writer (integers
/// without `.0`, others in Swift's shortest round-trip form). A number that is not finite,
/// which a report built by the runner never holds, is written `null` (the schema then rejects
/// it) rather than as invalid JSON.
extension GradeReport {
    public func json() -> String {
        var out = #"{"format":"lifecycle-test-report","version":1,"seed":"# + "\(seed)" + #","strict":"# + "\(strict)"
        out += ",\n\"apps\":[" + list(apps.indices.map(jsonApp)) + "]"
        out += ",\n\"scenarios\":[" + list(scenarios.map(jsonScenario)) + "]"
        out += ",\n\"results\":[" + list(cases.map(jsonCase)) + "]"
        out += ",\n\"summary\":" + jsonSummary() + "}\n"
        return out
    }

    private func list(_ records: [String]) -> String {
        records.isEmpty ? "" : "\n" + records.joined(separator: ",\n") + "\n"
    }

    func jsonApp(_ index: Int) -> String {
        let app = apps[index]
        let (earned, possible) = points(ofApp: index)
        var object = JSONObject()
        object.string("name", app.name)
        object.string("path", app.path)
        object.number("points", earned)
        object.number("max_points", possible)
        object.raw("passed", "\(count(.passed, ofApp: index))")
        object.raw("failed", "\(count(.failed, ofApp: index))")
        object.raw("errors", "\(count(.error, ofApp: index))")
        object.string("status", status(ofApp: index))
        object.string("feedback", feedback(ofApp: index))
        if app.roster != .none { object.string("roster", app.roster.rawValue) }
        if let loadError = app.loadError {
            object.string("load_error", loadError)
            object.string("load_error_kind", (app.loadErrorKind ?? .crash).rawValue)
        }
        return object.text
    }

    func jsonScenario(_ scenario: Scenario) -> String {
        var object = JSONObject()
        object.string("path", scenario.path)
        object.string("name", scenario.name)
        if let description = scenario.description { object.string("description", description) }
        object.number("points", scenario.points)
        object.raw("profiles", "[" + scenario.profiles.map(JSONObject.quoted).joined(separator: ",") + "]")
        object.raw("strict", "\(scenario.strict)")
        object.raw("rules", "[" + scenario.rules.map(JSONObject.quoted).joined(separator: ",") + "]")
        return object.text
    }

    func jsonCase(_ item: Case) -> String {
        let app = self.app(item.app), scenario = self.scenario(item.scenario)
        var object = JSONObject()
        object.string("app", app.name)
        object.string("app_path", app.path)
        object.string("scenario", scenario.name)
        object.string("scenario_path", scenario.path)
        object.string("profile", item.profile)
        object.raw("status", JSONObject.quoted(item.status.rawValue))
        object.number("simulated", item.simulated)
        object.number("points", item.points)
        object.number("max_points", item.maxPoints)
        object.raw("expectations", #"{"passed":\#(item.expectationsPassed),"failed":\#(item.expectationsFailed)}"#)
        object.raw("violations", "\(item.violations)")
        object.raw("kills", "[" + item.kills.map { jsonFailure($0, kill: true) }.joined(separator: ",") + "]")
        object.raw("failures", "[" + item.failures.map { jsonFailure($0, kill: false) }.joined(separator: ",") + "]")
        object.raw("more_failures", "\(item.moreFailures)")
        object.raw("rules", "[" + item.rules.map(JSONObject.quoted).joined(separator: ",") + "]")
        object.raw("notes", "[" + item.notes.map { jsonFailure($0, kill: false) }.joined(separator: ",") + "]")
        object.raw("more_notes", "\(item.moreNotes)")
        object.raw("output", "[" + item.output.map(JSONObject.quoted).joined(separator: ",") + "]")
        object.raw("more_output", "\(item.moreOutput)")
        return object.text
    }

    /// A failure: `{kind, rule, message, time}`, `rule` null when it cites none; a kill:
    /// `{reason?, rule, message, time}`, `reason` when its message starts with one.
    func jsonFailure(_ failure: Failure, kill: Bool) -> String {
        var object = JSONObject()
        if kill {
            if let reason = failure.killReason { object.string("reason", reason) }
        } else {
            object.raw("kind", JSONObject.quoted(failure.kind.rawValue))
        }
        object.raw("rule", failure.rule.map(JSONObject.quoted) ?? "null")
        object.string("message", failure.message)
        object.number("time", failure.time)
        return object.text
    }

    /// Counts, and every scenario × profile some app failed (most failed first) with the rule
    /// most of them broke.
    func jsonSummary() -> String {
        var object = JSONObject()
        object.raw("apps", "\(apps.count)")
        object.raw("scenarios", "\(scenarios.count)")
        object.raw("cases", "\(cases.count)")
        object.raw("passed", "\(count(.passed))")
        object.raw("failed", "\(count(.failed))")
        object.raw("errors", "\(count(.error))")
        object.raw("not_submitted", "\(apps.filter(\.missing).count)")
        let lessons = failuresByScenario.filter { $0.failed > 0 }.map { row -> String in
            var lesson = JSONObject()
            lesson.string("scenario", scenario(row.scenario).name)
            lesson.string("scenario_path", scenario(row.scenario).path)
            lesson.string("profile", row.profile)
            lesson.raw("failed", "\(row.failed)")
            let rules = lessonRules(scenario: row.scenario, profile: row.profile)
            lesson.raw("rule", rules.first.flatMap { $0 }.map(JSONObject.quoted) ?? "null")
            lesson.raw("rules", "[" + rules.compactMap { $0 }.map(JSONObject.quoted).joined(separator: ",") + "]")
            return lesson.text
        }
        object.raw("lessons", "[" + lessons.joined(separator: ",") + "]")
        let byRule = lessonsByRule.map { lesson -> String in
            var entry = JSONObject()
            entry.raw("rule", lesson.rule.map(JSONObject.quoted) ?? "null")
            entry.raw("apps", "\(lesson.apps)")
            entry.raw("cases", "[" + lesson.cases.map { place -> String in
                var item = JSONObject()
                item.string("scenario", scenario(place.scenario).name)
                item.string("scenario_path", scenario(place.scenario).path)
                item.string("profile", place.profile)
                item.raw("failed", "\(place.failed)")
                return item.text
            }.joined(separator: ",") + "]")
            return entry.text
        }
        object.raw("lessons_by_rule", "[" + byRule.joined(separator: ",") + "]")
        return object.text
    }
}

/// A JSON object written key by key, in the order given.
struct JSONObject {
    private var members: [String] = []

    var text: String { "{" + members.joined(separator: ",") + "}" }

    /// A value already written as JSON.
    mutating func raw(_ key: String, _ json: String) { members.append(JSONObject.quoted(key) + ":" + json) }
    mutating func string(_ key: String, _ value: String) { raw(key, JSONObject.quoted(value)) }
    mutating func number(_ key: String, _ value: Double) {
        raw(key, value.isFinite ? PayloadValue.number(value).json : "null")
    }

    static func quoted(_ text: String) -> String { TraceJSON.quoted(text) }
}
