import Foundation
import Testing
import TestSupport

/// A teacher's day with `lifecycle test`, end to end with the built binary: a suite checked
/// before anyone is graded (its own errors, `--reference`), reports that other tools read (TAP 13
/// with prove, JUnit with xmllint and junitparser, JSON with jsonschema), the gradebook
/// (`--roster`, the status and feedback columns, `--results-dir`), `--output`, `--filter`, the
/// rules a scenario declares, each case's warnings, and no message cut.
@Suite("lifecycle test, a teacher's day", .serialized)
struct GradingTeacherTests {
    typealias Files = TestCommandTests

    /// Right, with a misspelt hook (a warning) and a print.
    static let warned = """
    local App = {}
    function App:application_didFinishLaunchingWithOptions(application) print("launched") return true end
    function App:applicationDidEnterBackgroud(application) end
    function App:applicationDidEnterBackground(application)
      FileManager.write("Documents/saved.txt", "yes")
    end
    return App
    """
    static let saves = """
    scenario { name = "saves on Home", points = 2, profiles = { "ios7", "ios13" }, rules = { "B7" } }
    launch() home() advance(10)
    expect_saved("Documents/saved.txt", "yes")
    """
    static let longMessage = "the draft should be in Documents/draft.txt once the user has left, written by applicationDidEnterBackground: or a task it began; " + String(repeating: "every word of this message counts ", count: 6) + "(B7)"
    static var longExpect: String {
        """
        scenario { name = "keeps the draft" }
        launch() home() advance(10)
        expect(read_file("Documents/draft.txt") ~= nil, "\(longMessage)")
        """
    }

    static func classFolder(_ extra: [String: String] = [:]) -> [String: String] {
        ["class/ada/app.lua": Files.good, "class/ben/app.lua": Files.slow, "class/cleo/app.lua": warned,
         "class/emma/app.lua": "local App = {", "suite/saves.scenario.lua": saves, "ref/app.lua": Files.good].merging(extra) { $1 }
    }

    @Test("L3: a typo in the suite (expect_state(\"Active\")) exits 2 with the scenario's file and line, whole, and grades no one")
    func suiteTypo() throws {
        try Files.inFolder(Self.classFolder(["suite/typo.scenario.lua": "launch()\nexpect_state(\"Active\")\n"])) { folder in
            let result = try Files.test(["--apps", "class/*/app.lua", "suite", "--format", "csv"], in: folder)
            #expect(result.status == 2)
            #expect(result.stdout.isEmpty, "no report: no student is charged with the suite's error")
            #expect(result.stderr.contains("suite/typo.scenario.lua:2: expect_state: unknown state \"Active\" (did you mean 'active'?)"), "\(result.stderr)")
        }
    }

    @Test("B7: --reference plays every case against a known-good app first; a case it fails stops the command, naming the case and why")
    func reference() throws {
        try Files.inFolder(Self.classFolder(["bad-ref/app.lua": Files.slow, "broken-ref/app.lua": "return {"])) { folder in
            let graded = try Files.test(["--apps", "class/*/app.lua", "suite", "--reference", "ref/app.lua", "--format", "csv"], in: folder)
            #expect(graded.status == 1 && graded.stdout.hasPrefix("app,path,points"), "\(graded.stderr)")
            let stopped = try Files.test(["--apps", "class/*/app.lua", "suite", "--reference", "bad-ref/app.lua"], in: folder)
            #expect(stopped.status == 2)
            #expect(stopped.stdout.isEmpty)
            #expect(stopped.stderr.contains("--reference bad-ref/app.lua fails 2 of 2 cases, so the suite is not graded"), "\(stopped.stderr)")
            #expect(stopped.stderr.contains("  suite/saves.scenario.lua: \"saves on Home\" [ios7]: expect: Documents/saved.txt was not saved"), "\(stopped.stderr)")
            let broken = try Files.test(["--apps", "class/*/app.lua", "suite", "--reference", "broken-ref/app.lua"], in: folder)
            #expect(broken.status == 2 && broken.stderr.contains("--reference broken-ref/app.lua does not load: broken-ref/app.lua:1:"), "\(broken.stderr)")
        }
    }

    @Test("B7: TAP is version 13 and Debian's prove passes an all-pass report; tappy counts a class's")
    func tapConsumers() throws {
        try Files.inFolder(Self.classFolder()) { folder in
            let pass = try Files.test(["class/ada/app.lua", "suite", "--format", "tap"], in: folder)
            #expect(pass.status == 0 && pass.stdout.hasPrefix("TAP version 13\n1..2\n"))
            let prove = try ReportConsumers.prove(pass.stdout)
            #expect(prove.status == 0 && prove.output.contains("Result: PASS"), "\(prove.output)")
            let klass = try Files.test(["--apps", "class/*/app.lua", "suite", "--format", "tap"], in: folder)
            let tappy = try ReportConsumers.python(ConsumerScripts.tappy, on: klass.stdout, suffix: ".tap")
            #expect(tappy.output == "13 8 4 4 4\n", "\(tappy.output)")
        }
    }

    @Test("B4: JUnit is valid against docs/junit.xsd, junitparser counts it, time is wall seconds and system-out holds warnings and prints")
    func junitConsumers() throws {
        try Files.inFolder(Self.classFolder()) { folder in
            let result = try Files.test(["--apps", "class/*/app.lua", "suite", "--format", "junit"], in: folder)
            let lint = try ReportConsumers.xmllint(result.stdout, schema: Repository.url("docs/junit.xsd").path)
            #expect(lint.status == 0, "\(lint.output)")
            let parsed = try ReportConsumers.python(ConsumerScripts.junitparser, on: result.stdout, suffix: ".xml")
            let lines = parsed.output.split(separator: "\n").map(String.init)
            #expect(lines.first == "8 2 2", "\(parsed.output)")
            #expect(lines.contains { $0.hasPrefix("saves on Home [ios7]|Failure|") && $0.hasSuffix("|simulated: 15 s on ios7") }, "\(parsed.output)")
            let times = lines.dropFirst().compactMap { Double($0.split(separator: "|")[2]) }
            #expect(times.count == 8 && times.allSatisfy { $0 >= 0 && $0 < 60 }, "wall seconds, not the 15 simulated: \(times)")
            #expect(result.stdout.contains(#"<property name="simulated" value="30"/>"#))
            #expect(result.stdout.contains("warning: class/cleo/app.lua:3: the delegate has &apos;applicationDidEnterBackgroud&apos;"))
            #expect(result.stdout.contains("the app printed:\n  launched</system-out>"))
        }
    }

    @Test("B7: the JSON report is valid for jsonschema and carries each case's warnings and output; pretty shows the warnings")
    func warningsReachReports() throws {
        try Files.inFolder(Self.classFolder()) { folder in
            let json = try Files.test(["class/cleo/app.lua", "suite", "--format", "json"], in: folder)
            let schema = Repository.url("docs/test-report.schema.json").path
            let valid = try ReportConsumers.python(ConsumerScripts.jsonschema, on: json.stdout, suffix: ".json", arguments: [schema])
            #expect(valid.output == "valid\n", "\(valid.output)")
            let results = try #require(try Files.json(json)["results"] as? [[String: Any]])
            let notes = try #require(results.first?["notes"] as? [[String: Any]])
            #expect(notes.first?["kind"] as? String == "warning")
            #expect((notes.first?["message"] as? String)?.contains("did you mean 'applicationDidEnterBackground'") == true)
            #expect(results.first?["output"] as? [String] == ["launched"])
            let pretty = try Files.test(["class/cleo/app.lua", "suite"], in: folder)
            #expect(pretty.stdout.contains("warning: class/cleo/app.lua:3: the delegate has 'applicationDidEnterBackgroud'"), "\(pretty.stdout)")
        }
    }

    @Test("B7: no message is cut: a long expectation is whole in the pretty report of one app and of a class, and in CSV's feedback")
    func noMessageCut() throws {
        try Files.inFolder(Self.classFolder(["suite/draft.scenario.lua": Self.longExpect])) { folder in
            let one = try Files.test(["class/ada/app.lua", "suite"], in: folder)
            func joined(_ text: String) -> String {
                text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
            }
            #expect(joined(one.stdout).contains(Self.longMessage), "\(one.stdout)")
            #expect(!one.stdout.contains("…"), "nothing is cut with an ellipsis")
            let klass = try Files.test(["--apps", "class/*/app.lua", "suite"], in: folder)
            #expect(joined(klass.stdout).contains(Self.longMessage))
            #expect(klass.stdout.split(separator: "\n").allSatisfy { $0.count <= 100 }, "wrapped at 100 columns")
            let csv = try Files.test(["--apps", "class/*/app.lua", "suite", "--format", "csv"], in: folder)
            #expect(csv.stdout.contains(Self.longMessage))
        }
    }

    @Test("B7: --roster: a missing name is 'not submitted' in every format, a match not on it is marked; CSV has status and feedback")
    func roster() throws {
        try Files.inFolder(Self.classFolder(["roster.txt": "# lesson 5\nada\nben\ncleo\nemma\nzoe\n"])) { folder in
            let csv = try Files.test(["--apps", "class/*/app.lua", "suite", "--roster", "roster.txt", "--format", "csv"], in: folder)
            #expect(csv.status == 1)
            let rows = csv.stdout.split(separator: "\n").map(String.init)
            #expect(rows.first?.hasPrefix("app,path,points,max_points,status,feedback,roster,saves on Home [ios7],saves on Home [ios13]") == true)
            #expect(rows.contains("ada,class/ada/app.lua,2,2,passed,,listed,1,1"))
            #expect(rows.contains { $0.hasPrefix("ben,class/ben/app.lua,0,2,failed,\"\"\"saves on Home\"\" [ios7]: expect: ") })
            #expect(rows.contains { $0.hasPrefix("emma,class/emma/app.lua,0,2,error: does not compile,class/emma/app.lua:1:") })
            #expect(rows.contains("zoe,,0,2,not submitted,\"not submitted: the roster names zoe, and no submission has that name\",missing,0,0"))
            for format in ["pretty", "tap", "junit", "json"] {
                let report = try Files.test(["--apps", "class/*/app.lua", "suite", "--roster", "roster.txt", "--format", format], in: folder)
                #expect(report.stdout.contains("not submitted"), "\(format)")
            }
            let partial = try Files.test(["--apps", "class/*/app.lua", "suite", "--roster", "roster.txt"], in: folder)
            #expect(partial.stdout.contains("\n  zoe   - -  0/2  (not submitted)\n"), "\(partial.stdout)")
        }
    }

    @Test("B7: --results-dir writes Exercism's results.json (version 2) for every submission, a missing one as an error")
    func resultsDir() throws {
        try Files.inFolder(Self.classFolder(["roster.txt": "ada\nzoe\n"])) { folder in
            let result = try Files.test(["--apps", "class/*/app.lua", "suite", "--roster", "roster.txt", "--results-dir", "out", "--format", "csv"], in: folder)
            #expect(result.status == 1, "\(result.stderr)")
            let check = """
                import sys, json
                r = json.load(open(sys.argv[1]))
                assert r['version'] == 2 and r['status'] in ('pass', 'fail', 'error'), r
                assert all(set(t) == {'name', 'status', 'message', 'output'} and t['status'] in ('pass', 'fail', 'error') for t in r['tests']), r
                print(r['status'], len(r['tests']), r['message'] is None)
                """
            var seen: [String: String] = [:]
            for name in ["ada", "ben", "cleo", "emma", "zoe"] {
                let text = try String(contentsOf: folder.appendingPathComponent("out/\(name)/results.json"), encoding: .utf8)
                seen[name] = try ReportConsumers.python(check, on: text, suffix: ".json").output
            }
            #expect(seen == ["ada": "pass 2 True\n", "ben": "fail 2 True\n", "cleo": "pass 2 True\n", "emma": "error 2 False\n", "zoe": "error 2 False\n"])
        }
    }

    @Test("B7: --output FORMAT=FILE writes several reports in one run, the same as one run each; a bad FORMAT or an input as FILE exits 2")
    func outputs() throws {
        try Files.inFolder(Self.classFolder()) { folder in
            let result = try Files.test(["--apps", "class/*/app.lua", "suite", "--output", "tap=r.tap", "--output", "junit=r.xml",
                                         "--output", "csv=r.csv", "--format", "json"], in: folder)
            #expect(result.status == 1)
            for (format, file) in [("tap", "r.tap"), ("csv", "r.csv"), ("junit", "r.xml")] {
                let alone = try Files.test(["--apps", "class/*/app.lua", "suite", "--format", format], in: folder)
                let written = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                #expect(CLI.withoutWallTimes(written) == CLI.withoutWallTimes(alone.stdout), "\(format)")
            }
            let badFormat = try Files.test(["--apps", "class/*/app.lua", "suite", "--output", "xml=r.xml"], in: folder)
            #expect(badFormat.status == 2 && badFormat.stderr.contains("--output takes FORMAT=FILE"), "\(badFormat.stderr)")
            let overInput = try Files.test(["--apps", "class/*/app.lua", "suite", "--output", "csv=suite/saves.scenario.lua"], in: folder)
            #expect(overInput.status == 2, "\(overInput.stderr)")
            #expect(try String(contentsOf: folder.appendingPathComponent("suite/saves.scenario.lua"), encoding: .utf8) == Self.saves)
        }
    }

    @Test("P: --filter grades only the cases whose name contains the text; one that matches none exits 2 naming the cases")
    func filter() throws {
        try Files.inFolder(Self.classFolder()) { folder in
            let result = try Files.test(["class/ada/app.lua", "suite", "--filter", "[ios13]", "--format", "tap"], in: folder)
            #expect(result.status == 0 && result.stdout == "TAP version 13\n1..1\nok 1 - ada: saves on Home [ios13]\n", "\(result.stdout)")
            let none = try Files.test(["class/ada/app.lua", "suite", "--filter", "ios26"], in: folder)
            #expect(none.status == 2 && none.stderr.contains("'saves on Home [ios7]', 'saves on Home [ios13]'"), "\(none.stderr)")
        }
    }

    @Test("B7: a single app that does not compile writes its report in every format, an error in each case, exit 1")
    func singleAppDoesNotLoad() throws {
        try Files.inFolder(Self.classFolder()) { folder in
            for format in ["pretty", "tap", "junit", "json", "csv"] {
                let result = try Files.test(["class/emma/app.lua", "suite", "--format", format], in: folder)
                #expect(result.status == 1, "\(format): \(result.stderr)")
                #expect(result.stdout.contains("class/emma/app.lua:1:"), "\(format)")
            }
        }
    }

    @Test("B7, B4: the lessons the class missed are the rules the scenario declares, not the rule of a kill on the way")
    func declaredLessons() throws {
        try Files.inFolder(Self.classFolder()) { folder in
            let pretty = try Files.test(["--apps", "class/*/app.lua", "suite"], in: folder)
            #expect(pretty.stdout.contains("Lessons the class missed\n  B7  1 of 4 apps: \"saves on Home\" (ios7: 1, ios13: 1)\n"), "\(pretty.stdout)")
            #expect(!pretty.stdout.contains("  B4  "), "ben's watchdog kill (B4) is on the way; the lesson is B7")
            let json = try Files.json(try Files.test(["--apps", "class/*/app.lua", "suite", "--format", "json"], in: folder))
            let summary = try #require(json["summary"] as? [String: Any])
            let byRule = try #require(summary["lessons_by_rule"] as? [[String: Any]])
            #expect(byRule.map { $0["rule"] as? String } == ["B7"])
        }
    }

    @Test("B7: a roster exported with CRLF and a byte order mark reads as its names; one that names no one exits 2")
    func rosterLineEndings() throws {
        try Files.inFolder(Self.classFolder(["crlf.txt": "\u{FEFF}ada\r\nben\r\n\r\ncleo\r\nemma\r\n", "none.txt": "# nobody yet\n\n"])) { folder in
            let csv = try Files.test(["--apps", "class/*/app.lua", "suite", "--roster", "crlf.txt", "--format", "csv"], in: folder)
            #expect(csv.status == 1)
            #expect(csv.stdout.split(separator: "\n").dropFirst().allSatisfy { $0.contains(",listed,") }, "\(csv.stdout)")
            let none = try Files.test(["--apps", "class/*/app.lua", "suite", "--roster", "none.txt"], in: folder)
            #expect(none.status == 2 && none.stdout.isEmpty && none.stderr.contains("names no one"), "\(none.stderr)")
        }
    }

    @Test("L5: a submission whose load error is megabytes long costs a report 16 KiB of it, and the class is graded at once")
    func hugeLoadError() throws {
        try Files.inFolder(Self.classFolder(["class/zed/app.lua": "error(string.rep('E', 3000000))"])) { folder in
            for format in ["pretty", "json", "junit", "tap"] {
                let result = try Files.test(["--apps", "class/*/app.lua", "suite", "--format", format], in: folder)
                #expect(result.status == 1)
                #expect(result.stdout.utf8.count < 300_000, "\(format): \(result.stdout.utf8.count) bytes")
                #expect(result.stdout.contains("more bytes)"), "\(format)")
            }
            let tap = try Files.test(["--apps", "class/*/app.lua", "suite", "--format", "tap"], in: folder)
            let prove = try ReportConsumers.prove(tap.stdout)
            #expect(prove.output.contains("Tests=10") && !prove.output.contains("Parse errors"), "\(prove.output)")
        }
    }

    @Test("S3: with --reference passed, a scenario's guard a submission sets off is that submission's error; without it, the suite's")
    func verifiedSuite() throws {
        let waits = """
        scenario { name = "is suspended" }
        launch() home()
        repeat advance(1) until state() == "suspended"
        expect_state("suspended")
        """
        let stays = """
        local App = {}
        function App:application_didFinishLaunchingWithOptions(application) return true end
        function App:applicationDidEnterBackground(application)
          application:beginBackgroundTaskWithExpirationHandler(function() end)
        end
        return App
        """
        try Files.inFolder(["class/ada/app.lua": Files.good, "class/ben/app.lua": stays, "loop/a.scenario.lua": waits, "ref/app.lua": Files.good]) { folder in
            let graded = try Files.test(["--apps", "class/*/app.lua", "loop", "--reference", "ref/app.lua", "--format", "csv"], in: folder)
            #expect(graded.status == 1, "\(graded.stderr)")
            #expect(graded.stdout.contains("\nada,class/ada/app.lua,1,1,passed,"))
            #expect(graded.stdout.contains("\nben,class/ben/app.lua,0,1,error,\"\"\"is suspended\"\" [ios7]: error: the scenario stopped with this app, though the reference app passes it:"), "\(graded.stdout)")
            let unverified = try Files.test(["--apps", "class/*/app.lua", "loop", "--format", "csv"], in: folder)
            #expect(unverified.status == 2 && unverified.stdout.isEmpty, "without a reference the suite's error stops the command")
        }
    }

    @Test("B7: --output never replaces a helper the suite required; --results-dir with a link a student planted exits 2 before grading")
    func writesGuarded() throws {
        let uses = "local h = require('helpers')\nscenario { name = \"helped\" }\nlaunch()\nexpect(h.ok, 'helper loaded')\n"
        try Files.inFolder(Self.classFolder(["suite/helped.scenario.lua": uses, "suite/helpers.lua": "return { ok = true }\n"])) { folder in
            let overHelper = try Files.test(["--apps", "class/*/app.lua", "suite", "--output", "csv=suite/helpers.lua"], in: folder)
            #expect(overHelper.status == 2 && overHelper.stdout.isEmpty, "\(overHelper.stderr)")
            #expect(overHelper.stderr.contains("error: --output: suite/helpers.lua is one of the run's input files"), "\(overHelper.stderr)")
            #expect(try String(contentsOf: folder.appendingPathComponent("suite/helpers.lua"), encoding: .utf8) == "return { ok = true }\n")
            // A helper required only once the scenario plays is known at the write: refused then,
            // before any report is written.
            try "scenario { name = \"late\" }\nlaunch()\nexpect(require('late').ok, 'late helper')\n"
                .write(to: folder.appendingPathComponent("suite/late.scenario.lua"), atomically: true, encoding: .utf8)
            try "return { ok = true }\n".write(to: folder.appendingPathComponent("suite/late.lua"), atomically: true, encoding: .utf8)
            let overLate = try Files.test(["--apps", "class/*/app.lua", "suite", "--output", "csv=suite/late.lua"], in: folder)
            #expect(overLate.status == 2 && overLate.stdout.isEmpty, "\(overLate.stderr)")
            #expect(try String(contentsOf: folder.appendingPathComponent("suite/late.lua"), encoding: .utf8) == "return { ok = true }\n")
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("out/ben"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("out/ben/results.json").path, withDestinationPath: "/tmp/precious")
            let planted = try Files.test(["--apps", "class/*/app.lua", "suite", "--results-dir", "out", "--output", "junit=j.xml"], in: folder)
            #expect(planted.status == 2 && planted.stdout.isEmpty, "\(planted.stderr)")
            #expect(planted.stderr.contains("--results-dir: cannot write out/ben/results.json"), "\(planted.stderr)")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("j.xml").path), "nothing written before grading")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/ada/results.json").path))
        }
    }

    @Test("B7: one file matched through two spellings of its path is one submission")
    func oneFileOnce() throws {
        try Files.inFolder(Self.classFolder()) { folder in
            let result = try Files.test(["--apps", "class/*/../ada/app.lua", "suite", "--format", "csv"], in: folder)
            #expect(result.stdout.split(separator: "\n").count == 2, "\(result.stdout)")
        }
    }
}
