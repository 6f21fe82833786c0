import Foundation
import Testing

/// The host limits' reproducers (docs/security.md) through the binary, each under a time limit: the host neither crashes
/// (a trap is exit status 132, an abort 134, a segfault 139) nor hangs, and says what it refused.
@Suite("Host limits, end to end", .serialized)
struct HostLimitEndToEndTests {
    struct Outcome {
        let status: Int32?
        let stdout: String
        let stderr: String
        var lines: [String] { stdout.split(separator: "\n").map(String.init) }
    }

    /// Writes `files` to a fresh folder and runs `lifecycle ARGS` there, standard output to a
    /// file (a large trace cannot block it), for at most `seconds`.
    func run(_ arguments: [String], files: [String: String], seconds: Double = 120,
             inspect: (URL) -> Void = { _ in }) throws -> Outcome {
        let folder = try Spawned.folder("limits")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let out = folder.appendingPathComponent("stdout")
        FileManager.default.createFile(atPath: out.path, contents: nil)
        let handle = try FileHandle(forWritingTo: out)
        let spawned = try Spawned(arguments, stdout: handle, directory: folder)
        let ended = spawned.wait(seconds: seconds)
        try handle.close()
        #expect(ended, "`lifecycle \(arguments.joined(separator: " "))` was still running after \(seconds) s")
        let stderr = ended ? spawned.stderrText : ""
        let stdout = String(decoding: (try? Data(contentsOf: out)) ?? Data(), as: UTF8.self)
        inspect(folder)
        return Outcome(status: spawned.status, stdout: stdout, stderr: stderr)
    }

    static func launching(_ body: String) -> String {
        """
        local A = {}
        function A:application_didFinishLaunchingWithOptions(application)
          \(body)
          return true
        end
        return A
        """
    }

    @Test("H01, M1: NSCache.new('c'):setObject('k', 1e19) is a jetsam kill, not a trap")
    func hugeCache() throws {
        let outcome = try run(["run", "app.lua", "s.lua", "--format", "jsonl"],
                              files: ["app.lua": Self.launching("NSCache.new('c'):setObject('k', 1e19)"), "s.lua": "launch()"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.lines.contains { $0.contains("\"event\":\"kill\",\"reason\":\"jetsam\"") && $0.contains("\"rule\":\"M1\"") })
    }

    @Test("H01, E2, M1: tap(0/0, 0/0), tap(1e308, 1e308) and low_memory(-5) are refused with a message, exit 2")
    func refusedNumbers() throws {
        for (verb, message) in [("tap(0/0, 0/0)", "s.lua:2: tap: expects x to be a number on the screen (0 to 320 points), got nan"),
                                ("tap(1e308, 1e308)", "s.lua:2: tap: expects x to be a number on the screen (0 to 320 points), got 1e+308"),
                                ("low_memory(-5)", "s.lua:2: low_memory: expects a number of megabytes >= 0, got -5")] {
            let outcome = try run(["run", "app.lua", "s.lua", "--format", "jsonl"],
                                  files: ["app.lua": Self.launching(""), "s.lua": "launch()\n\(verb)\n"])
            #expect(outcome.status == 2, "\(verb)")
            #expect(outcome.stderr.contains(message), "\(verb): \(outcome.stderr)")
        }
    }

    @Test("H02, B5: the clock's overflow reproducer is a scenario error naming its line, and --timeline over a century stays small")
    func clock() throws {
        let app = """
        local A = {}
        function A:applicationDidEnterBackground(application) print(application.backgroundTimeRemaining) end
        return A
        """
        let outcome = try run(["run", "app.lua", "s.lua", "--format", "jsonl"],
                              files: ["app.lua": app, "s.lua": "for i = 1, 9 do advance(1e12) end advance(223372036800) launch() home()\n"])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("error: s.lua:1: advance: 1000000000000 s is longer than the simulated clock runs: 100 years (3155760000 s)"),
                "\(outcome.stderr)")
        let step = "advance(\(3_155_760_000 / 12 - 1)) rotate('landscapeLeft') rotate('portrait')"
        let long = Array(repeating: step, count: 12).joined(separator: "\n")
        var size = 0
        let timeline = try run(["run", "app.lua", "s.lua", "--format", "jsonl", "--timeline", "run.svg"],
                               files: ["app.lua": app, "s.lua": "launch()\n\(long)\n"], seconds: 60) { folder in
            size = (try? Data(contentsOf: folder.appendingPathComponent("run.svg")).count) ?? -1
        }
        #expect(timeline.status == 0, "\(timeline.stderr)")
        #expect((1...300_000).contains(size), "the picture of a century takes \(size) bytes")
    }

    @Test("H03, T5: a block that queues itself no longer loops at t = 0: run, learn-style check and explore end, with a T5 kill")
    func selfRequeuing() throws {
        let app = Self.launching("local function poll() DispatchQueue.main:async(poll) end poll()")
        let outcome = try run(["run", "app.lua", "s.lua", "--format", "jsonl"], files: ["app.lua": app, "s.lua": "launch() advance(1)\n"], seconds: 60)
        #expect(outcome.status == 0)
        #expect(outcome.lines.count < 1_100)
        let longer = try run(["run", "app.lua", "s.lua", "--format", "jsonl"], files: ["app.lua": app, "s.lua": "launch() advance(60)\n"], seconds: 60)
        #expect(longer.lines.contains { $0.contains("\"rule\":\"T5\"") && $0.contains("spun for 1 s") })
        for variant in ["DispatchQueue.main:asyncAfter(0, poll)", "DispatchQueue.global():async(poll)"] {
            let other = Self.launching("local function poll() \(variant) end poll()")
            let ended = try run(["run", "app.lua", "s.lua", "--format", "jsonl"], files: ["app.lua": other, "s.lua": "launch() advance(60)\n"], seconds: 60)
            #expect(ended.lines.contains { $0.contains("\"rule\":\"T5\"") }, "\(variant)")
        }
        let explored = try run(["explore", "app.lua", "--depth", "2", "--out", "found"], files: ["app.lua": app], seconds: 120)
        #expect(explored.status == 1, "\(explored.stderr)")
    }

    @Test("H06, B7: 1,000 writes of 16 MiB end with NSFileWriteOutOfSpaceError returned to the app, not a host abort")
    func filesFill() throws {
        let app = Self.launching("""
          local s = ("x"):rep(16 << 20)
          for i = 1, 1000 do
            local ok, err = FileManager.write("Documents/big" .. i, s)
            if not ok then print(err) break end
          end
        """)
        let outcome = try run(["run", "app.lua", "s.lua", "--format", "jsonl"], files: ["app.lua": app, "s.lua": "launch()\n"], seconds: 60)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("NSFileWriteOutOfSpaceError: not enough space on the device (its 256 MiB of storage are full)"))
    }

    @Test("H08: a scenario that forgot advance stops with exit 2 and says so; advance(0) in a loop prints little")
    func progressFree() throws {
        let app = Self.launching("")
        let waiting = try run(["run", "app.lua", "s.lua", "--format", "jsonl"],
                              files: ["app.lua": app, "s.lua": "launch()\nhome()\nrepeat until state() == \"suspended\"\n"], seconds: 60)
        #expect(waiting.status == 2)
        #expect(waiting.stderr.contains("s.lua:3: state: no progress") && waiting.stderr.contains("did you forget advance()?"), "\(waiting.stderr)")
        let zero = try run(["run", "app.lua", "s.lua", "--format", "jsonl"],
                           files: ["app.lua": app, "s.lua": "launch()\nwhile true do advance(0) end\n"], seconds: 60)
        #expect(zero.status == 2)
        #expect(zero.stdout.utf8.count < 20_000_000, "\(zero.stdout.utf8.count) bytes")
    }

    @Test("H14, L5: a main chunk that never finishes, or a delegate whose __index loops, is exit 2 with what ran")
    func loadErrors() throws {
        let loop = try run(["run", "app.lua", "s.lua"], files: ["app.lua": "while true do end\nreturn {}\n", "s.lua": "launch()\n"])
        #expect(loop.status == 2)
        #expect(loop.stderr.contains("error: app.lua: the main chunk did not finish within the 20 s launch budget (L5): an endless loop?"), "\(loop.stderr)")
        let index = try run(["run", "app.lua", "s.lua"],
                            files: ["app.lua": "return setmetatable({}, {__index = function() while true do end end})\n", "s.lua": "launch()\n"])
        #expect(index.status == 2)
        #expect(index.stderr.contains("reading the delegate (its metatable's __index or __pairs) did not finish"), "\(index.stderr)")
    }

    @Test("T5, L5: explore at the default depth on an app whose hooks loop ends in about the time of one whose hooks work")
    func exploreLoopingHooks() throws {
        let app = """
        local A = {}
        function A:applicationDidEnterBackground(a) while true do end end
        function A:applicationWillEnterForeground(a) while true do end end
        return A
        """
        let started = Date()
        let outcome = try run(["explore", "app.lua", "--out", "found"], files: ["app.lua": app], seconds: 180)
        #expect(outcome.status == 1, "\(outcome.stderr)")
        #expect(Date().timeIntervalSince(started) < 180)
    }
}
