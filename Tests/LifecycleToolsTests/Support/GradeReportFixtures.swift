import LifecycleTools

/// GradeReport values built by hand for the report-writer tests: a single app, a class of three
/// (one passes everything, one is killed with a rule, one does not load), and a hostile one whose
/// every script-provided string carries control bytes, markup, quotes, formulas and length.
enum GradeReportFixtures {
    typealias Report = GradeReport

    static let launches = Report.Scenario(path: "scenarios/launches.lua", name: "launches",
                                          description: "reaches the foreground in time", points: 1,
                                          profiles: ["ios13"], strict: false)
    static let endsTask = Report.Scenario(path: "scenarios/ends-task.lua", name: "ends its task", description: nil,
                                          points: 2, profiles: ["ios7", "ios13"], strict: true)

    static let expiredKill = Report.Failure(kind: .kill, rule: "B5", message: "expired: the background task ran out of time",
                                            time: 600)
    static let suspendedExpectation = Report.Failure(kind: .expectation, rule: nil, message: "the app is suspended", time: 600)

    /// A case that passed.
    static func passed(app: Int, scenario: Int, profile: String, simulated: Double) -> Report.Case {
        Report.Case(app: app, scenario: scenario, profile: profile, status: .passed, simulated: simulated, points: 1,
                    maxPoints: 1, failures: [], moreFailures: 0, expectationsPassed: 2, expectationsFailed: 0,
                    violations: 0, kills: [], wall: 0.0125)
    }

    /// A warning a misspelt hook gets, noted in the case that met it.
    static let misspeltHook = Report.Failure(kind: .warning, rule: nil,
                                             message: "apps/bob/app.lua:9: the delegate has 'applicationDidEnterBackgroud'; did you mean 'applicationDidEnterBackground'?",
                                             time: 0)

    /// Killed by the B5 expiration, an expectation failed after it, and one more not kept.
    static func killed(app: Int) -> Report.Case {
        Report.Case(app: app, scenario: 1, profile: "ios7", status: .failed, simulated: 600, points: 0, maxPoints: 1,
                    failures: [expiredKill, suspendedExpectation], moreFailures: 1, expectationsPassed: 2,
                    expectationsFailed: 2, violations: 0, kills: [expiredKill], notes: [misspeltHook],
                    output: ["saving memo-1", "saved"], moreOutput: 3, wall: 0.25)
    }

    /// An app that did not load: an error worth nothing, with no failure of its own.
    static func notLoaded(app: Int, scenario: Int, profile: String) -> Report.Case {
        Report.Case(app: app, scenario: scenario, profile: profile, status: .error, simulated: 0, points: 0, maxPoints: 1,
                    failures: [], moreFailures: 0, expectationsPassed: 0, expectationsFailed: 0, violations: 0, kills: [])
    }

    /// bob alone: passes `launches` and `ends its task` on ios13, is killed on ios7.
    static var single: Report {
        Report(apps: [Report.App(name: "bob", path: "apps/bob/app.lua")], scenarios: [launches, endsTask],
               cases: [passed(app: 0, scenario: 0, profile: "ios13", simulated: 3), killed(app: 0),
                       passed(app: 0, scenario: 1, profile: "ios13", simulated: 30.5)],
               seed: 1, strict: false)
    }

    /// alice passes everything, bob is killed on ios7, carol does not load.
    static var tinyClass: Report {
        let apps = [Report.App(name: "alice", path: "apps/alice/app.lua"), Report.App(name: "bob", path: "apps/bob/app.lua"),
                    Report.App(name: "carol", path: "apps/carol/app.lua",
                               loadError: "apps/carol/app.lua:3: unexpected symbol near '<'", loadErrorKind: .syntax)]
        let cases = [
            passed(app: 0, scenario: 0, profile: "ios13", simulated: 3), passed(app: 0, scenario: 1, profile: "ios7", simulated: 612),
            passed(app: 0, scenario: 1, profile: "ios13", simulated: 30.5),
            passed(app: 1, scenario: 0, profile: "ios13", simulated: 3), killed(app: 1),
            passed(app: 1, scenario: 1, profile: "ios13", simulated: 30.5),
            notLoaded(app: 2, scenario: 0, profile: "ios13"), notLoaded(app: 2, scenario: 1, profile: "ios7"),
            notLoaded(app: 2, scenario: 1, profile: "ios13"),
        ]
        return Report(apps: apps, scenarios: [launches, endsTask], cases: cases, seed: 1, strict: false)
    }

    /// Every string a script can choose, at its worst.
    static let nasty = "\u{1B}[31mred\u{1B}[0m \u{0}nul \"quoted\" 'single' <&> a,b\r\nline2\ttab #hash \\back"
        + " \u{7F}\u{85}\u{9B}\u{202E}rtl\u{2028}\u{FFFE}\u{FFFF}\u{FEFF} é\u{301} #\u{301}\"\u{301}"

    /// The hostile report: two apps (so that pretty draws its matrix), names of 5,000 characters,
    /// formula-looking cells, control bytes in every string, and one case of each status.
    static var hostile: Report {
        let long = String(repeating: "x\u{1B}", count: 2_500)
        let apps = [Report.App(name: "=cmd()|' /C calc'!A0" + nasty, path: "-2+3" + nasty),
                    Report.App(name: long, path: "@SUM(1)" + nasty, loadError: nasty)]
        let scenario = Report.Scenario(path: "\t" + nasty + ".lua", name: "+" + nasty + long, description: nasty,
                                       points: 1.0 / 3.0, profiles: ["ios13", nasty], strict: true)
        let failure = Report.Failure(kind: .kill, rule: nasty, message: "watchdog: " + nasty, time: 1e-7)
        let failed = Report.Case(app: 0, scenario: 0, profile: nasty, status: .failed, simulated: 1e21, points: 0,
                                 maxPoints: 1.0 / 6.0, failures: [failure, Report.Failure(kind: .violation, rule: "B4",
                                 message: nasty, time: 2.5)], moreFailures: 3, expectationsPassed: 0,
                                 expectationsFailed: 1, violations: 1, kills: [failure],
                                 notes: [Report.Failure(kind: .warning, rule: nasty, message: nasty, time: 0)], output: [nasty], wall: .infinity)
        return Report(apps: apps, scenarios: [scenario],
                      cases: [passed(app: 0, scenario: 0, profile: "ios13", simulated: 0.1), failed,
                              notLoaded(app: 1, scenario: 0, profile: "ios13"), notLoaded(app: 1, scenario: 0, profile: nasty)],
                      seed: UInt64.max, strict: true)
    }
}
