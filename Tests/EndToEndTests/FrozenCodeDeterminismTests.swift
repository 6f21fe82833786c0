import Foundation
import TestSupport
import Testing

/// S3: threads side by side take turns in the order they were dispatched, on the simulated
/// clock, so the same inputs give the same bytes: two runs of an app whose global blocks work
/// across suspensions (frozen, resumed, lost, cut in a sort comparator), and `lifecycle test`
/// and `lifecycle explore` at one job and at several.
@Suite("Frozen code: the same bytes every run, at any --jobs (S3)", .serialized)
struct FrozenCodeDeterminismTests {
    /// Three blocks at launch, and at Home four saves side by side (one under a background task
    /// that ends with it), and a sort whose comparator works (cut: it cannot pause there).
    static let app = """
    local App = {}
    local function save(name, seconds)
      DispatchQueue.global():async(function()
        for i = 1, seconds * 2 do work(0.5) end
        print('saved ' .. name)
      end)
    end
    function App:application_didFinishLaunchingWithOptions(application)
      for i = 1, 3 do DispatchQueue.global():async(function() work(i) print('warm', i) end) end
      return true
    end
    function App:applicationDidEnterBackground(application)
      save('a', 2) save('b', 8) save('c', 30)
      local id
      id = application:beginBackgroundTaskWithExpirationHandler(function() application:endBackgroundTask(id) end)
      DispatchQueue.global():async(function() work(4) application:endBackgroundTask(id) end)
      DispatchQueue.global():asyncAfter(1, function()
        local t = { 3, 1, 2, 5, 4 }
        table.sort(t, function(a, b) work(2) return a < b end)
      end)
    end
    return App
    """
    static let wakes = """
    scenario { name = "frozen and resumed", profiles = { "ios7", "ios13" } }
    launch() advance(1) home() advance(20) reopen() advance(3) home() advance(60) reopen() advance(40)
    """
    static let purged = """
    scenario { name = "purged while frozen", profiles = { "ios7", "ios13" } }
    launch() home() advance(30) low_memory(500) launch() advance(2) home() advance(10)
    """

    static let files = ["app.lua": app, "suite/wakes.scenario.lua": wakes, "suite/purged.scenario.lua": purged]
        .merging((0..<4).map { ("class/s\($0)/app.lua", app) }) { a, _ in a }

    @Test("S3: two runs of blocks side by side that freeze, resume and are lost write the same bytes")
    func runTwice() throws {
        try TestCommandTests.inFolder(Self.files) { folder in
            for scenario in ["suite/wakes.scenario.lua", "suite/purged.scenario.lua"] {
                let arguments = ["run", "app.lua", scenario, "--profile", "ios13", "--format", "jsonl"]
                let first = try CLI.run(arguments, directory: folder), second = try CLI.run(arguments, directory: folder)
                #expect(first.status == 0, "\(first.stderr)")
                #expect(first.stdout == second.stdout && first.stderr == second.stderr, "\(scenario)")
                let events = Set(try CLI.events(first).compactMap { $0["event"] as? String })
                #expect(events.isSuperset(of: scenario.contains("wakes") ? ["froze", "resumed"] : ["froze", "lost"]), "\(scenario): \(events.sorted())")
            }
        }
    }

    @Test("S3: lifecycle test gives the same report at --jobs 1 and --jobs 4, pretty and json")
    func testAcrossJobs() throws {
        try TestCommandTests.inFolder(Self.files) { folder in
            for format in ["pretty", "json"] {
                let one = try TestCommandTests.test(["--apps", "class/*/app.lua", "suite", "--format", format, "--jobs", "1"], in: folder)
                let four = try TestCommandTests.test(["--apps", "class/*/app.lua", "suite", "--format", format, "--jobs", "4"], in: folder)
                #expect(one.status != 2, "\(one.stderr)")
                #expect(!one.stdout.isEmpty && one.stdout == four.stdout && one.status == four.status, "\(format)")
            }
        }
    }

    @Test("S3: lifecycle explore of blocks that freeze finds the same states and writes the same files at --jobs 1 and --jobs 3")
    func exploreAcrossJobs() throws {
        try TestCommandTests.inFolder(Self.files) { folder in
            func explore(_ jobs: String) throws -> (CLI.Result, [String: String]) {
                let result = try CLI.run(["explore", "app.lua", "--depth", "3", "--profile", "ios13", "--jobs", jobs, "--out", "found"], directory: folder)
                var files: [String: String] = [:]
                let found = folder.appendingPathComponent("found")
                for name in (try? FileManager.default.contentsOfDirectory(atPath: found.path)) ?? [] {
                    files[name] = try String(contentsOf: found.appendingPathComponent(name), encoding: .utf8)
                }
                try? FileManager.default.removeItem(at: found)
                return (result, files)
            }
            let (one, oneFiles) = try explore("1")
            let (three, threeFiles) = try explore("3")
            #expect(one.status != 2, "\(one.stderr)")
            #expect(three.status == one.status && three.stdout == one.stdout)
            #expect(threeFiles == oneFiles)
        }
    }
}
