import LifecycleCore
import LifecycleLua
import Testing
@testable import LifecycleTools

/// What a teacher's gradebook reads of a `lifecycle test` report: each submission's status and
/// feedback, the roster, the notes and output of each case, the lessons by declared rules, and
/// Exercism's results.json; from reports built by hand and from real runs of small apps.
@Suite("Grading — gradebook")
struct GradebookTests {
    typealias Fixtures = GradeReportFixtures

    static func script(_ source: String, _ path: String) -> ScenarioRun.Script {
        ScenarioRun.Script(source: source, path: path).precompiled()
    }

    static let good = """
        local A = {}
        function A:application_didFinishLaunchingWithOptions(app, options) print("launched") return true end
        function A:applicationDidEnterBackgroud(app) end
        return A
        """

    static func runner(apps: [(String, String)], scenario: String = "launch()\nexpect_state('active')\n",
                       options: GradeRunner.Options = .init()) -> GradeRunner {
        GradeRunner(apps: apps.map { GradeRunner.AppInput(path: $0.0, script: script($0.1, $0.0)) },
                    scenarios: [GradeRunner.ScenarioInput(script: ScenarioRun.Script(source: scenario, path: "s/a.scenario.lua"),
                                                          info: ScenarioInfo(name: "launches", profiles: ["ios7", "ios13"]))],
                    simulation: Simulation(seed: 1), options: options,
                    installer: { _, _ in { _ in .failure(ScenarioRun.ScriptError(message: "no files here")) } })
    }

    @Test("status: passed, failed, error with the kind of load error, not submitted; feedback is the first failure whole")
    func statusAndFeedback() {
        let report = Fixtures.tinyClass
        #expect((0..<3).map(report.status(ofApp:)) == ["passed", "failed", "error: does not compile"])
        #expect(report.feedback(ofApp: 0) == "")
        #expect(report.feedback(ofApp: 1) == "\"ends its task\" [ios7]: killed: expired [B5] the background task ran out of time (at 600 s)")
        #expect(report.feedback(ofApp: 2) == "apps/carol/app.lua:3: unexpected symbol near '<'")
    }

    @Test("a roster: names with no submission are rows 'not submitted' worth 0 in every case, a match not on it is marked")
    func roster() throws {
        var options = GradeRunner.Options()
        options.roster = ["ada", "zoe", "ada", ""]
        let report = try Self.runner(apps: [("c/ada/app.lua", Self.good), ("c/ben/app.lua", Self.good)], options: options).run(jobs: 2)
        #expect(report.apps.map(\.name) == ["ada", "ben", "zoe"])
        #expect(report.apps.map(\.roster) == [.listed, .notListed, .missing])
        #expect(report.status(ofApp: 2) == "not submitted")
        #expect(report.cases(ofApp: 2).count == 2 && report.cases(ofApp: 2).allSatisfy { $0.status == .error && $0.points == 0 })
        #expect(report.points(ofApp: 2) == (0, 1))
        #expect(!report.allPassed, "a missing submission is not a pass")
        #expect(report.csv().contains("\nzoe,,0,1,not submitted,\"not submitted: the roster names zoe, and no submission has that name\",missing,0,0\n"))
        #expect(report.json().contains(#""status":"not submitted""#))
        #expect(report.tap().contains("not ok 6 - zoe: launches [ios13]"))
        #expect(report.junit().contains(#"<property name="roster" value="missing"/>"#))
    }

    @Test("a roster name answers to a submission's folder: two 'ada' folders under two patterns are both the roster's ada")
    func rosterDuplicates() throws {
        var options = GradeRunner.Options()
        options.roster = ["ada", "zoe"]
        let runner = Self.runner(apps: [("d1/ada/app.lua", Self.good), ("d2/ada/app.lua", Self.good)], options: options)
        #expect(runner.reportAppNames == ["d1/ada/app.lua", "d2/ada/app.lua", "zoe"])
        let report = try runner.run(jobs: 1)
        #expect(report.apps.map(\.roster) == [.listed, .listed, .missing])
        #expect(report.tap().contains("\n# ") == false, "every submission is listed: no roster comment")
        options.roster = ["zoe"]
        let tap = try Self.runner(apps: [("c/ada/app.lua", Self.good)], options: options).run(jobs: 1).tap()
        #expect(tap.hasPrefix("TAP version 13\n1..4\n# ada is not on the roster\n"), "\(tap)")
    }

    @Test("a message a student makes huge is kept as the trace keeps it (16 KiB and a count), in every report, quickly")
    func hugeMessages() {
        let huge = String(repeating: "E", count: 3_000_000)
        let app = GradeReport.App(name: "big", path: "big/app.lua", loadError: huge, loadErrorKind: .crash)
        #expect(app.loadError?.utf8.count ?? 0 < 17_000)
        #expect(app.loadError?.hasSuffix("… (\(3_000_000 - 16_384) more bytes)") == true)
        let failure = GradeReport.Failure(kind: .error, rule: nil, message: huge, time: 0)
        #expect(failure.message.utf8.count < 17_000)
        let report = GradeReport(apps: [app], scenarios: [GradeReportFixtures.launches],
                                 cases: [GradeReport.Case(app: 0, scenario: 0, profile: "ios13", status: .error, simulated: 0, points: 0,
                                                          maxPoints: 1, failures: [failure], moreFailures: 0, expectationsPassed: 0,
                                                          expectationsFailed: 0, violations: 0, kills: [])],
                                 seed: 1, strict: false)
        for text in [report.pretty(color: false), report.json(), report.junit(), report.tap(), report.csv()] { #expect(text.utf8.count < 120_000) }
        #expect(ReportWrap.lines(huge, first: 80, rest: 90).count == 3_000_000 / 90 + 1)
    }

    @Test("load errors by kind: does not compile, empty, returns no delegate, error at load, endless loop at load, cannot be read")
    func loadKinds() throws {
        let apps = [("a/syntax/app.lua", "local A = {"), ("a/empty/app.lua", "-- nothing yet\n\n"), ("a/number/app.lua", "return 42"),
                    ("a/raises/app.lua", "error('boom')"), ("a/loops/app.lua", "while true do end")]
        var inputs = apps.map { GradeRunner.AppInput(path: $0.0, script: Self.script($0.1, $0.0)) }
        inputs.append(GradeRunner.AppInput(path: "a/gone/app.lua", script: nil, readError: "a/gone/app.lua: no such file"))
        inputs.append(GradeRunner.AppInput(path: "a/link/app.lua", script: nil, readError: "a/link/app.lua is a symbolic link", refused: true))
        let base = Self.runner(apps: [])
        let report = try GradeRunner(apps: inputs, scenarios: base.scenarios, simulation: base.simulation, options: .init(),
                                     installer: base.installer).run(jobs: 2)
        #expect(report.apps.map { $0.loadErrorKind?.rawValue } == ["does not compile", "empty", "returns no delegate", "error at load",
                                                                     "endless loop at load", "cannot be read", "refused"])
        #expect(report.csv().contains("\nloops,a/loops/app.lua,0,1,error: endless loop at load,"))
    }

    @Test("a real case keeps its warnings (a misspelt hook, once) and what the app printed; the wall clock is the runner's")
    func notesAndOutput() throws {
        var options = GradeRunner.Options()
        options.clock = { 7 }
        let report = try Self.runner(apps: [("c/ada/app.lua", Self.good)], options: options).run(jobs: 1)
        let first = try #require(report.cases.first)
        #expect(first.status == .passed)
        #expect(first.notes.count == 1)
        #expect(first.notes.first?.kind == .warning)
        #expect(first.notes.first?.message.contains("applicationDidEnterBackgroud") == true)
        #expect(first.output == ["launched"])
        #expect(first.wall == 0, "a clock that stands still: no time passed")
        #expect(report.pretty(color: false).contains("warning: c/ada/app.lua:3: the delegate has 'applicationDidEnterBackgroud'"))
        #expect(report.json().contains(#""output":["launched"]"#))
    }

    @Test("--filter grades only the cases whose 'name [profile]' contains the text; the left-out ones are no column")
    func filter() throws {
        var options = GradeRunner.Options()
        options.filter = "[ios13]"
        let runner = Self.runner(apps: [("c/ada/app.lua", Self.good), ("c/ben/app.lua", Self.good)], options: options)
        #expect(runner.casesPerApp == 1)
        let report = try runner.run(jobs: 1)
        #expect(report.cases.map(\.profile) == ["ios13", "ios13"])
        #expect(report.columns.map(\.profile) == ["ios13"])
        #expect(report.pretty(color: false).hasPrefix("2 apps × 1 case\n"))
        #expect(report.csv().hasPrefix("app,path,points,max_points,status,feedback,launches [ios13]\n"))
        options.filter = "nothing like it"
        #expect(Self.runner(apps: [("c/ada/app.lua", Self.good)], options: options).casesPerApp == 0)
    }

    @Test("notes: each message once, at most 20 then counted; output at most 50 lines and 4 KiB, then counted")
    func caseNotesLimits() {
        var notes = CaseNotes()
        for index in 0..<30 { notes.note(.init(kind: .warning, rule: nil, message: "w\(index % 25)", time: 0)) }
        #expect(notes.notes.count == 20)
        #expect(notes.moreNotes == 5, "w20…w24 left out; the repeats of w0…w4 were noted already")
        for index in 0..<60 { notes.print("line \(index)") }
        #expect(notes.output.count == 50 && notes.moreOutput == 10)
        var big = CaseNotes()
        big.print(String(repeating: "x", count: 5_000))
        big.print("after")
        #expect(big.output == [String(repeating: "x", count: 4_096) + "… (904 more bytes)"], "kept in part, never dropped whole")
        #expect(big.moreOutput == 1)
    }

    @Test("lessons: a scenario's declared rules, whatever its failures cite; else the rule most failing apps broke")
    func lessonsByRule() {
        let base = Fixtures.tinyClass
        #expect(base.lessonsByRule.map(\.rule) == ["B5"])
        let declared = GradeReport.Scenario(path: "scenarios/ends-task.lua", name: "ends its task", description: nil, points: 2,
                                            profiles: ["ios7", "ios13"], strict: true, rules: ["B7", "S3"])
        let report = GradeReport(apps: base.apps, scenarios: [base.scenarios[0], declared], cases: base.cases, seed: 1, strict: false)
        #expect(report.lessonsByRule.map(\.rule) == ["B7", "S3"])
        #expect(report.lessonsByRule.first?.apps == 1)
        #expect(report.pretty(color: false).contains("  B7  1 of 3 apps: \"ends its task\" (ios7: 1)\n"))
        #expect(report.json().contains(#""rule":"B7","rules":["B7","S3"]"#))
    }

    @Test("results.json: Exercism's version 2, a test per case, error with the message for an app that did not load")
    func exercism() {
        let report = Fixtures.tinyClass
        let bob = report.exercismResults(ofApp: 1)
        #expect(bob.status == .fail && bob.message == nil)
        #expect(bob.tests.map(\.status) == [.pass, .fail, .pass])
        #expect(bob.tests[1].message == "killed: expired [B5] the background task ran out of time (at 600 s)\nexpect: the app is suspended (at 600 s)\n… and 1 more")
        #expect(bob.tests[1].output?.hasPrefix("warning: apps/bob/app.lua:9") == true)
        let carol = report.exercismResults(ofApp: 2)
        #expect(carol.status == .error && carol.message == "apps/carol/app.lua:3: unexpected symbol near '<'")
        #expect(carol.json().hasPrefix("{\n  \"version\": 2,\n  \"status\": \"error\",\n"))
    }

    @Test("pretty wraps, never cuts: every word of a long message is there, no line is wider than the report")
    func wraps() {
        let words = (0..<80).map { "word\($0)" } + [String(repeating: "z", count: 230)]
        let lines = ReportWrap.lines(words.joined(separator: " ") + "\nsecond", first: 60, rest: 90)
        #expect(lines.first.map(\.count).map { $0 <= 60 } == true)
        #expect(lines.allSatisfy { $0.count <= 90 })
        #expect(lines.joined(separator: " ").contains("word79"))
        #expect(lines.last == "second")
        #expect(lines.joined().filter { $0 == "z" }.count == 230)
    }
}
