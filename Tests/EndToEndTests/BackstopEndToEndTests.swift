import Foundation
import Testing

/// The hostile-review reproducers that kept the host busy for minutes, through the binary: each
/// ends within 60 s of real time, with what stopped it and its exit status. The backstop's
/// deadlines count processor time (5 s for a verb or a stretch of scenario code, docs/security.md,
/// "The host's backstop"), and a case of `lifecycle test` plays on two threads: a debug build on a
/// busy 2-core machine took up to 25 s of real time for 10 s of processor time, while a hang runs
/// for minutes. The bound tells the two apart without depending on the machine's load.
@Suite("The host's backstop, end to end", .serialized)
struct BackstopEndToEndTests {
    static let bound = 60.0
    static let stopped = "the host stopped this script after 5 s of processor time"

    /// Runs `lifecycle ARGS` on `files` under the bound; the outcome and the real time it took.
    func run(_ arguments: [String], _ files: [String: String]) throws -> (outcome: HostLimitEndToEndTests.Outcome, seconds: Double) {
        let started = Date()
        let outcome = try HostLimitEndToEndTests().run(arguments, files: files, seconds: Self.bound)
        return (outcome, Date().timeIntervalSince(started))
    }

    func run(app: String, scenario: String = "launch()\n") throws -> (outcome: HostLimitEndToEndTests.Outcome, seconds: Double) {
        try run(["run", "app.lua", "s.lua", "--format", "jsonl"], ["app.lua": app, "s.lua": scenario])
    }

    static func launching(_ body: String) -> String { HostLimitEndToEndTests.launching(body) }

    @Test("H21: a pcall(addObserver, <1 MB name>) loop ends within the bound; FileManager.exists of a 1 MB path in a loop meets its launch watchdog at once")
    func hugeNames() throws {
        func launch(_ call: String) throws -> (outcome: HostLimitEndToEndTests.Outcome, seconds: Double) {
            try run(app: Self.launching("local name, nc = ('x'):rep(1 << 20), NSNotificationCenter.defaultCenter()\n  for i = 1, 1e9 do \(call) end"))
        }
        let watchdog = { (line: String) in line.contains("\"event\":\"kill\",\"reason\":\"watchdog\"") && line.contains("\"rule\":\"L5\"") }
        // The name is read no further than 64 bytes and compared with nothing, so each call costs
        // the host about a microsecond: the launch watchdog (20 s of instructions) comes first on
        // a quick machine, the backstop on a loaded one running a debug build.
        let (observers, seconds) = try launch("pcall(nc.addObserver, nc, name, function() end)")
        #expect(seconds < Self.bound, "\(seconds) s")
        let watched = observers.status == 0 && observers.lines.contains(where: watchdog)
        let stopped = observers.status == 2 && observers.stderr.contains("app.lua:4: \(Self.stopped): launch() (s.lua:1)")
        #expect(watched || stopped, "\(observers.status.map(String.init) ?? "running"): \(observers.stderr)")
        // A path is read whole: 1 MB at 8 bytes a step.
        let (paths, pathSeconds) = try launch("FileManager.exists(name)")
        #expect(pathSeconds < Self.bound, "\(pathSeconds) s")
        #expect(paths.status == 0, "\(paths.stderr)")
        #expect(paths.lines.contains(where: watchdog))
    }

    @Test("H22: 30 delegate keys of 1 MB, or 20,000 keys of 60 bytes, are read and checked in moments")
    func hugeDelegateKeys() throws {
        let keys = ["A[('abcdefgh'):rep(1 << 17) .. i] = i", "A['application' .. ('x'):rep(40) .. i] = true"]
        for (count, key) in zip([30, 20_000], keys) {
            let app = "local A = {}\nfor i = 1, \(count) do \(key) end\nfunction A:applicationDidBecomeActve() end\nreturn A\n"
            let (outcome, seconds) = try run(app: app)
            #expect(seconds < Self.bound, "\(count) keys: \(seconds) s")
            #expect(outcome.status == 0, "\(count) keys: \(outcome.stderr)")
            #expect(outcome.lines.contains { $0.contains("'applicationDidBecomeActve', which is not a method of UIApplicationDelegate") }, "\(count) keys")
        }
    }

    @Test("H23: framework calls in busy foreground blocks end advance(600) after 5 s: exit 2, naming the app's line and the verb")
    func busyForeground() throws {
        let app = """
        local A = {}
        local function busy()
          for i = 1, 200000 do FileManager.read("missing") end
        end
        function A:application_didFinishLaunchingWithOptions(application)
          local function tick() DispatchQueue.main:async(function() busy() tick() end) end
          tick()
          return true
        end
        return A
        """
        let (outcome, seconds) = try run(app: app, scenario: "launch()\nadvance(600)\n")
        #expect(seconds < Self.bound, "\(seconds) s")
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("error: app.lua:3: \(Self.stopped): advance() (s.lua:2) kept it busy that long"), "\(outcome.stderr)")
        // The same app under `lifecycle test`: the case ends as an error, and the next one is played.
        let (graded, _) = try run(["test", "app.lua", "busy.scenario.lua", "ok.scenario.lua"],
                                  ["app.lua": app, "busy.scenario.lua": "launch()\nadvance(600)\n", "ok.scenario.lua": "expect_state('notRunning')\n"])
        #expect(graded.stdout.contains(Self.stopped), "\(graded.stdout)")
        #expect(graded.status == 1 || graded.status == 2, "\(graded.status.map(String.init) ?? "still running")")
    }

    @Test("H34: == on 16 MiB strings, arithmetic on a 1 MiB numeric string and an __index chain of 1,990 tables: each stopped or charged, within the bound")
    func oneInstruction() throws {
        let loops = [
            ("local a = ('abcdefgh'):rep(1 << 21) local b = a:sub(1, -2) .. 'i'\n  while true do local _ = a == b end", Self.stopped),
            ("local s = ('1'):rep(1 << 20)\n  while true do local _ = s + 1 end", "\"rule\":\"L5\""),
            ("local t = {} for i = 1, 1990 do t = setmetatable({}, { __index = t }) end\n  while true do local _ = t.missing end", Self.stopped),
        ]
        for (body, expected) in loops {
            let (outcome, seconds) = try run(app: Self.launching(body))
            #expect(seconds < Self.bound, "\(body): \(seconds) s")
            #expect((outcome.stderr + outcome.stdout).contains(expected), "\(body): \(outcome.stderr)")
            #expect(outcome.status == (expected == Self.stopped ? 2 : 0), "\(body)")
        }
        // The scenario's own loop, and `explore` of an app that hangs at launch.
        let scenario = "local a = ('x'):rep(1 << 24) local b = a:sub(2) .. 'y'\nlaunch()\nwhile a < b do end\n"
        let (own, _) = try run(app: Self.launching(""), scenario: scenario)
        #expect(own.status == 2 && own.stderr.contains("error: s.lua:3: \(Self.stopped): the scenario's code between two verbs"), "\(own.stderr)")
        let (explored, seconds) = try run(["explore", "app.lua", "--out", "found"], ["app.lua": Self.launching(loops[0].0)])
        #expect(seconds < 2 * Self.bound)
        #expect(explored.status == 2 && explored.stderr.contains(Self.stopped), "\(explored.stderr)")
    }

    @Test("H31: in lifecycle test, the backstop stopping the scenario's own code is the suite's error (exit 2, its line, no report); stopping an app's is that app's case")
    func scenarioStoppedIsTheSuites() throws {
        let hog = "scenario { name = 'hog' }\nlocal t = {}\nfor i = 1, 1990 do t = setmetatable({}, { __index = t }) end\nlaunch()\nwhile true do local _ = t.foo end\n"
        let files = ["a/app.lua": Self.launching(""), "b/app.lua": Self.launching(""), "hog.scenario.lua": hog]
        let folder = try Spawned.folder("suite-hog")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let started = Date()
        let result = try CLI.run(["test", "--apps", "*/app.lua", "hog.scenario.lua", "--format", "csv"], directory: folder)
        #expect(Date().timeIntervalSince(started) < Self.bound)
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.isEmpty, "a report was written: \(result.stdout)")
        #expect(result.stderr.hasPrefix("error: hog.scenario.lua:5: \(Self.stopped): the scenario's code between two verbs"), "\(result.stderr)")
    }

    @Test("H24: a case the backstop stopped reads the same in every run: as it stood when the stopped verb began")
    func stoppedCaseReportsAreStable() throws {
        // Busy blocks on the main queue: how many run, and how far the clock gets, before the
        // verb's 5 s follow the machine's speed.
        let busy = HostLimitEndToEndTests.launching("""
          local function busy() for i = 1, 200000 do FileManager.read('missing') end end
          local function tick() DispatchQueue.main:async(function() busy() tick() end) end
          tick()
        """)
        let files = ["app.lua": busy, "s.scenario.lua": "launch()\nadvance(2)\nexpect_state('active')\nadvance(600)\n"]
        var reports = Set<String>()
        for _ in 0..<2 {
            let (outcome, seconds) = try run(["test", "app.lua", "s.scenario.lua", "--format", "json"], files)
            #expect(seconds < Self.bound)
            #expect(outcome.status == 1, "\(outcome.stderr)")
            #expect(outcome.stdout.contains(Self.stopped), "\(outcome.stdout)")
            reports.insert(outcome.stdout)
        }
        #expect(reports.count == 1, "\(reports)")
    }

    @Test("H35: busy foreground blocks sorting strings with a 64 KiB common prefix, or formatting %q of 1 MiB or %99.99f of 1e308, let advance(120) pass in moments")
    func chargedLibrary() throws {
        let sorted = "local p = ('x'):rep(1 << 16) local l = {} for i = 1, 200 do l[i] = p .. (i * 7 % 200) end\n"
        let work = [
            (sorted, "for i = 1, 5 do table.sort(l) end"),
            (sorted, "for i = 1, 5 do table.sort(l, function(a, b) return a > b end) end"),
            ("local q = ('\\0\\1'):rep(1 << 19)\n", "for i = 1, 2 do local _ = string.format('%q', q) end"),
            ("", "for i = 1, 1000 do local _ = string.format('%99.99f', 1e308) end"),
            ("", "for i = 1, 1000 do local _ = ('%99.99e'):format(-1e300) end"),
        ]
        for (setup, block) in work {
            let app = """
            local A = {}
            \(setup)
            function A:application_didFinishLaunchingWithOptions(application)
              local function tick() DispatchQueue.main:async(function() \(block) tick() end) end
              tick()
              return true
            end
            return A
            """
            let (outcome, seconds) = try run(app: app, scenario: "launch()\nadvance(120)\n")
            #expect(seconds < Self.bound, "\(block): \(seconds) s")
            #expect(outcome.status == 0, "\(block): \(outcome.stderr)")
            #expect(!outcome.lines.contains { $0.contains("\"event\":\"kill\"") }, "\(block)")
        }
    }
}
