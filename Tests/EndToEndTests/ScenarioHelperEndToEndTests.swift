import Foundation
import Testing

/// A suite's helpers end to end (docs/testing.md, "Sharing code between scenarios"): the built
/// binary reads `require("name")`'s file from the scenario's folder, then from the folder
/// `lifecycle test` searched, only inside them; every problem with a helper is the suite's error
/// (exit 2, file and line, one readable line). Also the declaration's lists: `rules` and
/// `profiles`.
@Suite("Scenario helpers and declaration lists, end to end", .serialized)
struct ScenarioHelperEndToEndTests {
    static let helpers = """
    local M = {}
    function M.background() launch() home() advance(10) end
    M.name = "shared"
    return M
    """

    /// Helpers used by two scenarios, one of them below the searched folder.
    static let suite: [String: String] = [
        "app.lua": TestCommandTests.good,
        "suite/helpers.lua": helpers,
        "suite/a.scenario.lua": "local h = require('helpers')\nscenario { name = h.name .. ' a', rules = { 'B7' } }\nh.background()\nexpect_saved('Documents/saved.txt', 'yes')\n",
        "suite/deep/b.scenario.lua": "scenario { name = 'b', rules = { 'B1', 'S3' } }\nlocal h = require('helpers')\nlocal l = require('lib.local')\nh.background()\nexpect_state(l.state)\n",
        "suite/deep/lib/local.lua": "return { state = 'suspended' }\n",
    ]

    /// The error line of a failed command: one line, with no escaped newline in it.
    static func expectOneLine(_ result: CLI.Result, _ context: String) {
        let first = result.stderr.split(separator: "\n").first.map(String.init) ?? ""
        #expect(!first.contains("\\n") && !first.contains("\\t"), "\(context): \(result.stderr)")
        #expect(!result.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(context)")
    }

    @Test("lifecycle test: two scenarios of a folder share helpers.lua (one from a folder below), and the suite passes")
    func suiteWithHelpers() throws {
        try TestCommandTests.inFolder(Self.suite) { folder in
            let result = try TestCommandTests.test(["app.lua", "suite", "--format", "json", "--jobs", "2"], in: folder)
            #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
            let results = try #require(try TestCommandTests.json(result)["results"] as? [[String: Any]])
            #expect(results.map { "\($0["scenario"]!) \($0["status"]!)" } == ["shared a passed", "b passed"])
            // lifecycle run finds the helper beside the scenario.
            let run = try CLI.run(["run", "app.lua", "suite/a.scenario.lua", "--format", "jsonl"], directory: folder)
            #expect(run.status == 0, "\(run.stderr)")
        }
    }

    @Test("lifecycle run --timeline never replaces a helper the run read")
    func timelineKeepsHelpers() throws {
        try TestCommandTests.inFolder(Self.suite) { folder in
            let run = try CLI.run(["run", "app.lua", "suite/a.scenario.lua", "--format", "jsonl", "--timeline", "suite/helpers.lua"], directory: folder)
            #expect(run.status == 2)
            #expect(run.stderr == "error: --timeline: suite/helpers.lua is one of the run's input files; choose another path\n", "\(run.stderr)")
            let kept = try String(contentsOf: folder.appendingPathComponent("suite/helpers.lua"), encoding: .utf8)
            #expect(kept == Self.helpers)
        }
    }

    @Test("A missing helper exits 2 naming the scenario's file and line and the paths searched; a scenario named itself searches only its folder")
    func missingHelper() throws {
        var files = Self.suite
        files["suite/c.scenario.lua"] = "scenario { name = 'c' }\n\nrequire('helper')\n"
        try TestCommandTests.inFolder(files) { folder in
            let result = try TestCommandTests.test(["app.lua", "suite"], in: folder)
            #expect(result.status == 2)
            #expect(result.stderr.hasPrefix("error: suite/c.scenario.lua:3: require: module 'helper' not found: searched suite/helper.lua ("), "\(result.stderr)")
            #expect(result.stderr.contains("(met playing it against app.lua on ios7: an error of the scenario itself stops lifecycle test; fix the scenario)"))
            #expect(result.stdout.isEmpty)
            Self.expectOneLine(result, "missing")
            // b, named itself, does not see suite/helpers.lua; found by searching suite, it does.
            let named = try TestCommandTests.test(["app.lua", "suite/deep/b.scenario.lua"], in: folder)
            #expect(named.status == 2)
            #expect(named.stderr.hasPrefix("error: suite/deep/b.scenario.lua:2: require: module 'helpers' not found: searched suite/deep/helpers.lua ("), "\(named.stderr)")
            let run = try CLI.run(["run", "app.lua", "suite/c.scenario.lua"], directory: folder)
            #expect(run.status == 2 && run.stderr.contains("suite/c.scenario.lua:3: require: module 'helper' not found: searched suite/helper.lua"), "\(run.stderr)")
        }
    }

    @Test("A helper's syntax error exits 2 naming the helper's file and line, whether it is required before scenario { … } or after; so does its runtime error")
    func brokenHelper() throws {
        var files = Self.suite
        files["suite/helpers.lua"] = "local M = {}\n\nM.x = = 1\nreturn M\n"
        files["late/helpers.lua"] = files["suite/helpers.lua"]
        files["late/late.scenario.lua"] = "scenario { name = 'late' }\nlocal h = require('helpers')\n"
        try TestCommandTests.inFolder(files) { folder in
            let before = try TestCommandTests.test(["app.lua", "suite"], in: folder)
            #expect(before.status == 2)
            #expect(before.stderr == "error: suite/helpers.lua:3: unexpected symbol near '=' (in the helper 'helpers', required at suite/a.scenario.lua:1)\n", "\(before.stderr)")
            #expect(before.stdout.isEmpty)
            Self.expectOneLine(before, "syntax")
            let after = try TestCommandTests.test(["app.lua", "late"], in: folder)
            #expect(after.status == 2)
            #expect(after.stderr.hasPrefix("error: late/helpers.lua:3: unexpected symbol near '=' (in the helper 'helpers', required at late/late.scenario.lua:2)\n(met playing it against app.lua"), "\(after.stderr)")
            Self.expectOneLine(after, "syntax, played")
        }
        files["late/helpers.lua"] = "launch()\nlocal saved = read_file('Documents/none.txt')\nreturn { n = saved:len() }\n"
        try TestCommandTests.inFolder(files) { folder in
            let run = try CLI.run(["run", "app.lua", "late/late.scenario.lua"], directory: folder)
            #expect(run.status == 2)
            #expect(run.stderr.hasPrefix("error: late/helpers.lua:3: attempt to index a nil value (local 'saved') (in the helper 'helpers', required at late/late.scenario.lua:2)"), "\(run.stderr)")
            Self.expectOneLine(run, "runtime")
        }
    }

    @Test("A helper that is a link out of the folder, a link to nothing, or not a regular file is refused (exit 2); a link inside the folder is read")
    func refusedFiles() throws {
        try TestCommandTests.inFolder(["app.lua": TestCommandTests.good, "secret.lua": "return { name = 'outside' }\n",
                                       "suite/inside/real.lua": "return { name = 'inside' }\n",
                                       "suite/folder.lua/readme.txt": ""]) { folder in
            let suite = folder.appendingPathComponent("suite")
            try FileManager.default.createSymbolicLink(atPath: suite.appendingPathComponent("out.lua").path, withDestinationPath: "../secret.lua")
            try FileManager.default.createSymbolicLink(atPath: suite.appendingPathComponent("dangling.lua").path, withDestinationPath: "nothing.lua")
            try FileManager.default.createSymbolicLink(atPath: suite.appendingPathComponent("in.lua").path, withDestinationPath: "inside/real.lua")
            let scenario = suite.appendingPathComponent("s.scenario.lua")
            let cases: [(String, String?)] = [
                ("out", "error: suite/s.scenario.lua:2: require: module 'out': suite/out.lua leads out of suite (to "),
                ("dangling", "error: suite/s.scenario.lua:2: require: module 'dangling': suite/dangling.lua is a symbolic link that leads to nothing"),
                ("folder", "error: suite/s.scenario.lua:2: require: module 'folder': cannot read suite/folder.lua: it is a folder, not a file"),
                ("in", nil),
            ]
            for (name, message) in cases {
                try "NAME = '\(name)'\nlocal h = require(NAME)\nscenario { name = h.name }\nlaunch()\n".write(to: scenario, atomically: true, encoding: .utf8)
                let result = try TestCommandTests.test(["app.lua", "suite", "--format", "json"], in: folder)
                if let message {
                    #expect(result.status == 2, "\(name): \(result.stdout)")
                    #expect(result.stderr.hasPrefix(message), "\(name): \(result.stderr)")
                    Self.expectOneLine(result, name)
                } else {
                    #expect(result.status == 0, "\(name): \(result.stderr)")
                    #expect(result.stdout.contains("\"name\":\"inside\""), "\(result.stdout)")
                }
            }
        }
    }

    @Test("rules = { … } is accepted; a misspelt id or a page of two rules exits 2 with the fix; profiles = \"ios13\" exits 2 in test and run")
    func declarationLists() throws {
        try TestCommandTests.inFolder(["app.lua": TestCommandTests.good,
                                       "ok.scenario.lua": "scenario { rules = { 'B7', 'L3' } }\nlaunch()\n",
                                       "typo.scenario.lua": "scenario { name = 'x',\n  rules = { 'b7' } }\nlaunch()\n",
                                       "page.scenario.lua": "scenario { rules = { 'B2-R11' } }\nlaunch()\n",
                                       "string.scenario.lua": "scenario { profiles = 'ios13' }\nlaunch()\n"]) { folder in
            let ok = try TestCommandTests.test(["app.lua", "ok.scenario.lua"], in: folder)
            #expect(ok.status == 0, "\(ok.stderr)")
            let cases: [(String, String)] = [
                ("typo.scenario.lua", "error: typo.scenario.lua:1: scenario: rules: no rule 'b7'; did you mean B7? (lifecycle explain lists the rules)\n"),
                ("page.scenario.lua", "error: page.scenario.lua:1: scenario: rules: 'B2-R11' is a page that covers 2 rules, not one rule id; name each: rules = { \"B2\", \"R11\" }\n"),
                ("string.scenario.lua", "error: string.scenario.lua:1: scenario: profiles is a list, even of one profile: write profiles = { \"ios13\" }\n"),
            ]
            for (file, message) in cases {
                let test = try TestCommandTests.test(["app.lua", file], in: folder)
                #expect(test.status == 2 && test.stderr == message, "\(file): \(test.stderr)")
                #expect(test.stdout.isEmpty)
                let run = try CLI.run(["run", "app.lua", file], directory: folder)
                #expect(run.status == 2 && run.stderr.contains(message.dropFirst("error: ".count).dropLast()), "\(file): \(run.stderr)")
            }
        }
    }
}
