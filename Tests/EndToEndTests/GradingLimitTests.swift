import Foundation
import Testing

/// What one case of `lifecycle test` (or one `lifecycle run`) may take from the host: a scenario's
/// loops of failing verbs (H32) and of launches (H36) are stopped by its own guards within a few
/// seconds, naming the line; a Home/reopen cycle is progress (the benchmark's scenario); cases side
/// by side hold one large device storage at a time (H33).
@Suite("lifecycle test, what a case may take from the host", .serialized)
struct GradingLimitTests {
    static let crashes = "local A = {}\nfunction A:application_didFinishLaunchingWithOptions(application) error('boom') end\nreturn A\n"

    /// The message of a report's case's first failure (a JSON report's `results` item).
    static func firstMessage(_ result: [String: Any]) -> String {
        ((result["failures"] as? [[String: Any]])?.first?["message"] as? String) ?? ""
    }

    /// `lifecycle ARGS` in a folder of `files`, measured, with at most `deadline` seconds.
    static func measure(_ arguments: [String], _ files: [String: String], deadline: Double = 60) throws -> Measured {
        try TestCommandTests.inFolder(files) { try Measured.run(arguments, in: $0, deadline: deadline) }
    }

    @Test("H32: pcall(expect_state, <1 MiB>) in a loop is charged by its size and stopped in seconds at its line; failing verbs count")
    func g14FailingVerbsWithLongStrings() throws {
        let loops = [
            "local s = string.rep('x', 1 << 20)\nfor i = 1, 1e6 do pcall(expect_state, s) end\n",
            "local s = string.rep('x', 1 << 20)\nfor i = 1, 1e6 do pcall(launch, { url = s }) end\n",
            "local s = string.rep('x', 60000)\nwhile true do pcall(expect_state, s, s) end\n",
        ]
        for loop in loops {
            let result = try Self.measure(["run", "app.lua", "s.lua", "--format", "jsonl"],
                                          ["app.lua": TestCommandTests.good, "s.lua": "launch()\n" + loop], deadline: 30)
            #expect(result.status == 2, "\(loop): \(result.stderr)")
            #expect(result.stderr.hasPrefix("error: s.lua:3: "), "\(loop): \(result.stderr)")
            #expect(result.stderr.contains(": no progress at t = 0: the verbs called since let no time pass and changed nothing"), "\(result.stderr)")
            #expect(result.seconds < 10, "\(loop): \(result.seconds) s")
        }
    }

    @Test("H32: read_file of an 8 MiB file in a loop is charged by what it hands the scenario, and stopped in seconds")
    func g14ReadFileLoop() throws {
        let writes = TestCommandTests.good.replacingOccurrences(
            of: "return true", with: "FileManager.write('Documents/big.txt', string.rep('b', 8 << 20)) return true")
        let result = try Self.measure(["run", "app.lua", "s.lua", "--format", "jsonl"],
                                      ["app.lua": writes, "s.lua": "launch()\nfor i = 1, 1e6 do local text = read_file('Documents/big.txt') end\n"],
                                      deadline: 30)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: s.lua:2: read_file: no progress at t = "), "\(result.stderr)")
        #expect(result.seconds < 10, "\(result.seconds) s")
    }

    @Test("H32: a verb's string longer than 1 MiB is refused before it is read, naming the argument")
    func g14LongArguments() throws {
        let cases = [
            ("expect_state(string.rep('x', 2 << 20))", "error: s.lua:2: expect_state: argument #1 is a string of 2097152 bytes; a verb takes strings of at most 1 MiB (1048576 bytes)"),
            ("open_url(string.rep('u', (1 << 20) + 1))", "error: s.lua:2: open_url: argument #1 is a string of 1048577 bytes"),
            ("launch { url = string.rep('u', 3 << 20) }", "error: s.lua:2: launch: its url is a string of 3145728 bytes; a verb takes strings of at most 1 MiB"),
        ]
        for (verb, message) in cases {
            let result = try Self.measure(["run", "app.lua", "s.lua", "--format", "jsonl"],
                                          ["app.lua": TestCommandTests.good, "s.lua": "launch()\n\(verb)\n"])
            #expect(result.status == 2)
            #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
        }
        // 1 MiB exactly is a verb's string like any other.
        let fits = try Self.measure(["run", "app.lua", "s.lua", "--format", "jsonl"],
                                    ["app.lua": TestCommandTests.good, "s.lua": "launch()\nopen_url(string.rep('u', 1 << 20))\n"])
        #expect(fits.status == 0, "\(fits.stderr)")
    }

    @Test("H36: for i = 1, 1e6 do launch() end against an app that crashes at launch stops after 1,000 app starts, in seconds, at its line")
    func g18LaunchLoop() throws {
        for loop in ["for i = 1, 1e6 do launch() end", "for i = 1, 1e6 do launch() advance(1) end"] {
            let result = try Self.measure(["test", "app.lua", "s.scenario.lua", "--format", "json"],
                                          ["app.lua": Self.crashes, "s.scenario.lua": loop + "\n"], deadline: 60)
            #expect(result.status == 1, "\(loop): \(result.stderr)")
            let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            let results = try #require(report["results"] as? [[String: Any]])
            let message = Self.firstMessage(try #require(results.first))
            #expect(message.hasPrefix("s.scenario.lua:1: launch: the apps ran 1000000 pieces of code in this run, the most one run may ("), "\(loop): \(message)")
            #expect(message.contains(" app starts among them, each counting 1000: a launch in a loop?"), "\(loop): \(message)")
            #expect(result.seconds < 15, "\(loop): \(result.seconds) s")
        }
        // Against an app that launches, the same loop makes no progress: the suite's error.
        let good = try Self.measure(["test", "app.lua", "s.scenario.lua"],
                                    ["app.lua": TestCommandTests.good, "s.scenario.lua": "for i = 1, 1e6 do launch() end\n"], deadline: 60)
        #expect(good.status == 2 && good.stderr.hasPrefix("error: s.scenario.lua:1: launch: no progress at t = 0"), "\(good.stderr)")
        #expect(good.seconds < 15)
    }

    @Test("bench: Home/reopen cycles at one instant are progress, past 100,000 verbs; a verb that changes no app's state is not")
    func benchCyclesAreProgress() throws {
        let cycles = "launch()\nfor i = 1, 50001 do\n  home()\n  reopen()\nend\nexpect_state('active')\n"
        let result = try Self.measure(["test", "app.lua", "s.scenario.lua", "--format", "tap"],
                                      ["app.lua": TestCommandTests.good, "s.scenario.lua": cycles], deadline: 120)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("ok 1 - "), "\(result.stdout)")
        let rotating = try Self.measure(["run", "app.lua", "s.lua", "--format", "jsonl"],
                                        ["app.lua": TestCommandTests.good,
                                         "s.lua": "launch()\nfor i = 1, 1e6 do rotate('landscapeLeft') rotate('portrait') end\n"], deadline: 120)
        #expect(rotating.status == 2)
        #expect(rotating.stderr.hasPrefix("error: s.lua:2: rotate: 100000 verbs at t = 0 without time passing or an app changing state"), "\(rotating.stderr)")
    }

    @Test("H33: one submission filling its 256 MiB storage, against 8 scenarios at --jobs 8, stays under 1 GB of memory; the report is that of --jobs 1")
    func g15StorageSideBySide() throws {
        let fills = TestCommandTests.good.replacingOccurrences(of: "return true", with: """
          local s = string.rep("x", 8 << 20)
          for i = 1, 40 do FileManager.write("Documents/f" .. i, s) end
          return true
        """)
        var files = ["app.lua": fills]
        for index in 1...8 { files["suite/\(index).scenario.lua"] = "launch()\nadvance(1)\nexpect_state('active')\n" }
        try TestCommandTests.inFolder(files) { folder in
            let wide = try Measured.run(["test", "app.lua", "suite", "--jobs", "8", "--format", "json"], in: folder, deadline: 120)
            #expect(wide.status == 0, "\(wide.stderr)")
            #expect(wide.peakKiB < 1 << 20, "peak RSS \(wide.peakKiB / 1024) MiB")
            let narrow = try Measured.run(["test", "app.lua", "suite", "--jobs", "1", "--format", "json"], in: folder, deadline: 120)
            #expect(!wide.stdout.isEmpty && wide.stdout == narrow.stdout)
        }
    }
}
