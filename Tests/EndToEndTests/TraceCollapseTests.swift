import Foundation
import TestSupport
import Testing

/// Runs of identical lines in the pretty trace are written once with a count and their spacing;
/// `--verbose` shows all, JSONL is unchanged, and lines that carry information of their own
/// (expectations, kills, violations) never collapse.
@Suite("Trace collapsing")
struct TraceCollapseTests {
    let music = """
        local App = {}
        function App:application_didFinishLaunchingWithOptions(application, options)
          NSTimer.scheduledTimer(1, true, function() end)
          return true
        end
        return App
        """
    let scenario = "launch()\nadvance(60)\nexpect_state(\"active\")\nexpect_state(\"active\")\n"

    func folder(_ files: [String: String]) throws -> URL { try TempFolder("collapse", files: files).url }

    @Test("60 timer lines 1 s apart are one line with the count and the spacing; the next line shows its time")
    func regular() throws {
        let dir = try folder(["app.lua": music, "s.lua": scenario])
        let result = try CLI.run(["run", "app.lua", "s.lua", "--format", "pretty"], directory: dir)
        #expect(result.status == 0)
        let fired = result.lines.filter { $0.contains("timer 1 fired") }
        #expect(fired == ["    1.000    ⚙ timer 1 fired  0 s  ×60, 1 s apart"])
        #expect(result.stdout.contains("   60.000  ✓ expect: state is active\n           ✓ expect: state is active\n"))
    }

    @Test("a timer whose handler prints: 60 pairs of lines are one pair, the count on the first; a group that differs starts a new run")
    func groups() throws {
        let ticking = """
            local App = {}
            local n = 0
            function App:applicationDidBecomeActive(application)
              NSTimer.scheduledTimer(1, true, function() n = n + 1; print(n == 30 and "half" or "tick") end)
            end
            return App
            """
        let dir = try folder(["app.lua": ticking, "s.lua": "launch()\nadvance(60)\n"])
        let result = try CLI.run(["run", "app.lua", "s.lua", "--format", "pretty"], directory: dir)
        #expect(result.status == 0)
        let lines = result.lines.filter { $0.contains("timer 1 fired") || $0.contains("│ tick") || $0.contains("│ half") }
        #expect(lines == [
            "    1.000    ⚙ timer 1 fired  0 s  ×29, 1 s apart",
            "               │ tick",
            "   30.000    ⚙ timer 1 fired  0 s",
            "               │ half",
            "   31.000    ⚙ timer 1 fired  0 s  ×30, 1 s apart",
            "               │ tick",
        ], "\(result.stdout)")
    }

    @Test("--verbose shows every line, and JSONL keeps one event per firing")
    func verboseAndJSONL() throws {
        let dir = try folder(["app.lua": music, "s.lua": scenario])
        let verbose = try CLI.run(["run", "app.lua", "s.lua", "--format", "pretty", "--verbose"], directory: dir)
        #expect(verbose.lines.filter { $0.contains("timer 1 fired") }.count == 60)
        #expect(!verbose.stdout.contains("×"))
        let jsonl = try CLI.run(["run", "app.lua", "s.lua", "--format", "jsonl"], directory: dir)
        #expect(try CLI.events(jsonl).filter { $0["event"] as? String == "run" && $0["what"] as? String == "timer" }.count == 60)
        #expect(!jsonl.stdout.contains("×"))
    }

    @Test("irregular spacing says the span, not a beat; lines at one instant say so")
    func irregular() throws {
        let app = """
            local App = {}
            local function f() end
            function App:application_didFinishLaunchingWithOptions(application, options)
              DispatchQueue.main:asyncAfter(1, f)
              DispatchQueue.main:asyncAfter(2, f)
              DispatchQueue.main:asyncAfter(4.5, f)
              print("hello") print("hello") print("hello")
              return true
            end
            return App
            """
        let dir = try folder(["app.lua": app, "s.lua": "launch()\nadvance(10)\n"])
        let result = try CLI.run(["run", "app.lua", "s.lua", "--format", "pretty"], directory: dir)
        #expect(result.lines.contains("               │ hello  ×3 at once"))
        #expect(result.lines.contains("    1.000    ⚙ a dispatched block (main queue)  0.001 s  ×3 over 3.5 s"))
    }

    @Test("kills are never collapsed, even when two read the same")
    func killsStay() throws {
        let app = """
            local App = {}
            function App:applicationDidBecomeActive(application) error("boom") end
            return App
            """
        let dir = try folder(["app.lua": app, "s.lua": "launch()\nlaunch()\n"])
        let result = try CLI.run(["run", "app.lua", "s.lua", "--format", "pretty"], directory: dir)
        #expect(result.lines.filter { $0.contains("✖ killed: crash") }.count == 2)
        #expect(!result.stdout.contains("×"))
    }

    @Test("the REPL collapses too, and writes the run before its next prompt or value")
    func repl() throws {
        let dir = try folder(["app.lua": music])
        let result = try CLI.run(["repl", "app.lua"], input: "launch()\nadvance(5)\n=state()\n", directory: dir)
        #expect(result.stdout.contains("⚙ timer 1 fired  0 s  ×5, 1 s apart\n\"active\"\n"))
    }
}
