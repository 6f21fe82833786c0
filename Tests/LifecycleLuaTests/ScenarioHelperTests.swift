import Foundation
import LifecycleCore
import Testing
@testable import LifecycleLua
import LuaBridge
import TestSupport

/// A scenario's helpers (docs/testing.md, "Sharing code between scenarios"): `require("name")`
/// of a module of the suite, read by the run's reader, run in the scenario's state and
/// environment once per case; every problem with one is the scenario's own error, which no
/// `pcall` hides. The CLI's reading of files is EndToEndTests' (HelperFileTests).
@Suite("Scenario helpers")
struct ScenarioHelperTests {
    /// A suite's files in memory, and what the reader was asked for.
    final class Files: @unchecked Sendable {
        let files: [String: String]
        private let lock = NSLock()
        private var asked: [String] = []
        init(_ files: [String: String]) { self.files = files }

        var requests: [String] { lock.withLock { asked } }

        var reader: ScenarioHelper.Reader {
            { [self] file in
                lock.withLock { asked.append(file) }
                if file.hasPrefix("refused") { return .refused("suite/\(file) is not a regular file") }
                guard let source = files[file] else { return .missing(searched: ["suite/\(file)", "top/\(file)"]) }
                return .found(source: source, path: "suite/\(file)")
            }
        }
    }

    static let app = appLaunching("")

    /// Plays `scenario` (suite/s.scenario.lua) with the helpers `files`.
    static func play(_ scenario: String, _ files: Files, reader: Bool = true) -> (trace: TraceCollector, report: ScenarioRun.Report) {
        var run = ScenarioRun(app: .init(source: app, path: "app.lua"), scenario: .init(source: scenario, path: "suite/s.scenario.lua"))
        if reader { run.readHelper = files.reader }
        let trace = TraceCollector()
        return (trace, run.play(sinks: [trace]))
    }

    @Test("A helper is found by its module name, runs in the scenario's environment (verbs, expect, globals) and returns its value")
    func helperFound() {
        let files = Files([
            "helpers.lua": "local M = {}\nfunction M.start() launch() expect_state('active') end\nshared = 'from the helper'\nreturn M\n",
            "lib/setup.lua": "home() advance(10)\n",
        ])
        let (trace, report) = Self.play("local h = require('helpers')\nh.start()\nlocal done = require('lib.setup')\nexpect(done == true, 'nothing returned: true')\nexpect(shared == 'from the helper')\nexpect_state('suspended')\n", files)
        #expect(report.scenarioError == nil, "\(report.scenarioError ?? "")")
        #expect(report.totals.expectationsPassed == 4 && report.totals.expectationsFailed == 0)
        #expect(trace.states.last?.description == "background→suspended")
        #expect(files.requests == ["helpers.lua", "lib/setup.lua"])
    }

    @Test("A helper loads once per case: required again, by the scenario or by another helper, it is the same value and is not read again")
    func loadedOnce() {
        let files = Files([
            "count.lua": "print('loading count')\nreturn { n = 0 }\n",
            "other.lua": "local c = require('count')\nc.n = c.n + 1\nreturn c\n",
        ])
        let (trace, report) = Self.play("local a = require('count')\nlocal b = require('other')\nlocal c = require('count')\nexpect(a == b and b == c and c.n == 1)\nfor i = 1, 1000 do require('count') end\n", files)
        #expect(report.scenarioError == nil, "\(report.scenarioError ?? "")")
        #expect(report.totals.expectationsPassed == 1)
        #expect(trace.notes == ["loading count"])
        #expect(files.requests == ["count.lua", "other.lua"])
        // Each case is a fresh state: a second play reads again.
        _ = Self.play("require('count')", files)
        #expect(files.requests == ["count.lua", "other.lua", "count.lua"])
    }

    @Test("require of lifecycle's stdlib modules works as before, with or without helpers; without a reader other names are the stdlib's error, as before")
    func stdlibUnchanged() {
        let files = Files(["tour.lua": "error('the suite cannot shadow the tour')"])
        let (trace, report) = Self.play("require('tour')\nlocal api = require('api.scenario')\nexpect(type(api) == 'table')\n", files)
        #expect(report.scenarioError == nil, "\(report.scenarioError ?? "")")
        #expect(trace.states.count > 5)
        #expect(files.requests.isEmpty)
        let (_, none) = Self.play("local ok, e = pcall(require, 'helpers')\nexpect(not ok and e:find(\"module 'helpers' not found: require only loads lifecycle's stdlib modules\", 1, true) ~= nil)\nrequire(42)\n", files, reader: false)
        #expect(none.totals.expectationsPassed == 1)
        #expect(none.scenarioError?.hasPrefix("suite/s.scenario.lua:3: require: module name must be a string") == true, "\(none.scenarioError ?? "")")
    }

    @Test("A missing helper, a refused file, a syntax error and a helper's error stop the scenario, naming file and line, even inside pcall; the scenario's own error")
    func errorsOfTheSuite() {
        let files = Files([
            "syntax.lua": "local M = {}\n\nM.x = = 1\nreturn M\n",
            "fails.lua": "local M = {}\n\nerror('the set-up is broken')\n",
            "table.lua": "error({ code = 1 })\n",
            "level0.lua": "error('no place', 0)\n",
            "inner.lua": "require('missing')\n",
        ])
        let cases: [(String, String)] = [
            ("local ok = pcall(require, 'missing')\nexpect(true)\n",
             "suite/s.scenario.lua:1: require: module 'missing' not found: searched suite/missing.lua, top/missing.lua (a helper is a .lua file of the scenario's folder, or of the folder lifecycle test searched for it; lib.setup is lib/setup.lua)"),
            ("\nrequire('refused.x')\n", "suite/s.scenario.lua:2: require: module 'refused.x': suite/refused/x.lua is not a regular file"),
            ("require('syntax')\n", "suite/syntax.lua:3: unexpected symbol near '=' (in the helper 'syntax', required at suite/s.scenario.lua:1)"),
            ("launch()\npcall(require, 'fails')\n", "suite/fails.lua:3: the set-up is broken (in the helper 'fails', required at suite/s.scenario.lua:2)"),
            ("require('table')\n", "suite/table.lua: (error object is a table value) (in the helper 'table', required at suite/s.scenario.lua:1)"),
            ("require('level0')\n", "suite/level0.lua: no place (in the helper 'level0', required at suite/s.scenario.lua:1)"),
            ("require('inner')\n", "suite/inner.lua:1: require: module 'missing' not found: searched suite/missing.lua"),
        ]
        for (scenario, message) in cases {
            let (_, report) = Self.play(scenario, files)
            #expect(report.scenarioError?.hasPrefix(message) == true, "\(scenario): \(report.scenarioError ?? "no error")")
            #expect(report.scenarioErrorIsOwn, "\(scenario)")
            #expect(report.exitCode(strict: false) == 2)
            #expect(report.totals.expectationsPassed == 0, "\(scenario): the scenario went on")
            #expect(report.scenarioError?.contains("\n") == false && report.scenarioError?.contains("\\n") == false, "\(scenario): one line")
        }
    }

    @Test("Helpers that require each other are a cycle, refused at once and named; a chain deeper than 16 and more than 64 helpers are refused")
    func cyclesAndLimits() {
        var files = ["a.lua": "require('b')\n", "b.lua": "local a = require('a')\nreturn a\n", "self.lua": "require('self')\n"]
        for depth in 1...20 { files["d\(depth).lua"] = "local v = require('d\(depth + 1)')\nreturn v\n" }
        for index in 1...70 { files["m\(index).lua"] = "return \(index)\n" }
        let suite = Files(files)
        // (Not `return require(…)`: a tail call leaves no line of its caller to name.)
        let cases: [(String, String)] = [
            ("require('a')\n", "suite/b.lua:1: require: a cycle of helpers: a → b → a; each waits for the other to load: move what they share into a third"),
            ("require('self')\n", "suite/self.lua:1: require: a cycle of helpers: self → self"),
            ("require('d1')\n", "suite/d16.lua:1: require: 'd17' would be nested 17 helpers deep (d1 requires d2, which requires …); helpers nest 16 deep at most"),
            ("for i = 1, 70 do require('m' .. i) end\n", "suite/s.scenario.lua:1: require: 'm65' would be helper number 65 of this scenario; one loads 64 at most"),
        ]
        for (scenario, message) in cases {
            let (_, report) = Self.play(scenario, suite)
            #expect(report.scenarioError?.hasPrefix(message) == true, "\(scenario): \(report.scenarioError ?? "no error")")
            #expect(report.scenarioErrorIsOwn)
        }
        #expect(suite.requests.filter { $0.hasPrefix("m") }.count == 64)
    }

    @Test("Hostile names are refused before any file is asked for: climbing, absolute, hidden, empty parts, spaces, control bytes, 1 MiB, too many parts")
    func hostileNames() {
        let files = Files([:])
        let names = ["'../x'", "'/etc/passwd'", "'a..b'", "'.hidden'", "'a.'", "'a/b'", "'a b'", "''", "'x\\27[31m\\nerror: forged'",
                     "string.rep('a', 1 << 20)", "string.rep('a', 129)", "'a.b.c.d.e.f.g.h.i'", "'caf\\u{E9}'", "'a\\0b'"]
        for name in names {
            let (_, report) = Self.play("require(\(name))\n", files)
            let error = report.scenarioError ?? "no error"
            #expect(error.hasPrefix("suite/s.scenario.lua:1: require: '") && error.contains("' is not a module lifecycle can read: a helper's name is letters, digits, _ and -"), "\(name): \(error)")
            #expect(!error.unicodeScalars.contains { ControlCharacters.contains($0) }, "\(name): \(error)")
            #expect(error.utf8.count < 400, "\(name)")
        }
        #expect(files.requests.isEmpty)
        #expect(ScenarioHelper.file(of: "lib.setup-2.my_helpers") == "lib/setup-2/my_helpers.lua")
        #expect(ScenarioHelper.file(of: String(repeating: "a", count: 128)) != nil && ScenarioHelper.file(of: "a.b.c.d.e.f.g.h") != nil)
        let (_, nan) = Self.play("require(0/0)\n", files)
        #expect(nan.scenarioError?.hasPrefix("suite/s.scenario.lua:1: require: module name must be a string") == true)
    }

    @Test("A helper that loops is stopped by the scenario's guards, naming the helper's line")
    func loopingHelper() {
        let files = Files(["spin.lua": "local n = 0\nwhile true do n = n + 1 end\n", "verbs.lua": "launch()\nwhile true do state() end\n"])
        let (_, spin) = Self.play("require('spin')\n", files)
        #expect(spin.scenarioError?.hasPrefix("suite/spin.lua:2: stopped after 100 million instructions without a verb") == true, "\(spin.scenarioError ?? "")")
        let (_, verbs) = Self.play("pcall(require, 'verbs')\n", files)
        #expect(verbs.scenarioError?.hasPrefix("suite/verbs.lua:2: state: no progress at t = ") == true, "\(verbs.scenarioError ?? "")")
        #expect(spin.scenarioErrorIsOwn && verbs.scenarioErrorIsOwn)
    }

    @Test("lifecycle test's reading of scenario { … } requires the helpers placed before it, with the same reader")
    func declarationReadsHelpers() throws {
        let files = Files(["common.lua": "return { name = 'from a helper', points = 3 }\n", "broken.lua": "error('broken')\n"])
        let info = try LuaScenario.readInfo(source: "local c = require('common')\nscenario { name = c.name, points = c.points }\nlaunch()\n",
                                            path: "suite/s.scenario.lua", simulation: .default, readHelper: files.reader)
        #expect(info?.name == "from a helper" && info?.points == 3)
        #expect(throws: LuaScenario.Failure.self) {
            try LuaScenario.readInfo(source: "require('nowhere')\nscenario { name = 'x' }\n", path: "suite/s.scenario.lua", simulation: .default, readHelper: files.reader)
        }
        do {
            _ = try LuaScenario.readInfo(source: "require('broken')\nscenario { name = 'x' }\n", path: "suite/s.scenario.lua", simulation: .default, readHelper: files.reader)
            Issue.record("a broken helper was read")
        } catch {
            #expect("\(error)" == "suite/broken.lua:1: broken (in the helper 'broken', required at suite/s.scenario.lua:1)")
        }
        // A helper calling a verb before the declaration ends the reading there, as a verb does.
        let verb = try LuaScenario.readInfo(source: "require('starts')\nscenario { name = 'x' }\n", path: "suite/s.scenario.lua", simulation: .default,
                                            readHelper: Files(["starts.lua": "launch()\n"]).reader)
        #expect(verb == nil)
    }
}
