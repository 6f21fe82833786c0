import Foundation
import Testing

/// The contract, to the letter: the CLI, exit statuses (docs/exit-codes.md), the JSONL trace
/// (docs/trace.md).
@Suite("Contract", .serialized)
struct ContractTests {
    let app = "Tests/EndToEndTests/Fixtures/lifecycle-app.lua"
    let everyVerb = "Tests/EndToEndTests/Fixtures/every-verb.lua"

    @Test("every JSONL line has a numeric t, an event, and the keys docs/trace.md gives its event")
    func jsonlKeys() throws {
        let result = try CLI.run(["run", app, everyVerb, "--format", "jsonl"])
        #expect(result.status == 0, "\(result.stderr)")
        let required: [String: [String]] = [
            "state": ["from", "to"], "call": ["hook", "cost"], "notification": ["name"],
            "violation": ["rule", "message"], "kill": ["reason", "message"], "expect": ["ok", "message"], "log": ["text"],
        ]
        var seen = Set<String>()
        var lastT = -1.0
        for event in try CLI.events(result) {
            let t = try #require(event["t"] as? Double)
            #expect(t >= lastT, "t goes back in time")
            lastT = t
            let name = try #require(event["event"] as? String)
            seen.insert(name)
            for key in required[name] ?? [] { #expect(event[key] != nil, "\(name) lacks \(key)") }
        }
        #expect(seen.isSuperset(of: ["state", "call", "notification", "kill", "expect", "log"]))
    }

    @Test("the same command twice gives byte-identical JSONL")
    func determinism() throws {
        let first = try CLI.run(["run", app, everyVerb, "--format", "jsonl", "--seed", "42"])
        let second = try CLI.run(["run", app, everyVerb, "--format", "jsonl", "--seed", "42"])
        #expect(!first.stdout.isEmpty)
        #expect(first.stdout == second.stdout)
    }

    @Test("without --format, output that is not a terminal is JSONL")
    func defaultFormat() throws {
        let result = try CLI.run(["run", app, everyVerb])
        #expect(result.lines.allSatisfy { $0.hasPrefix("{\"t\":") })
    }

    @Test("pretty output has no colour when not on a terminal or with NO_COLOR, and ends with a summary")
    func prettyPlain() throws {
        let result = try CLI.run(["run", app, everyVerb, "--format", "pretty"], environment: ["NO_COLOR": "1"])
        #expect(!result.stdout.contains("\u{1B}["))
        #expect(result.lines.last?.hasPrefix("✓ ok") == true)
        #expect(result.stdout.contains("● notRunning → inactive"))
        #expect(result.stdout.contains("⚙ application:didFinishLaunchingWithOptions:"))
    }

    @Test("exit 2: a missing file, with its name")
    func missingFile() throws {
        let result = try CLI.run(["run", "no/such/app.lua"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("no/such/app.lua"))
    }

    @Test("exit 2: a syntax error in the app names the file and line")
    func appSyntaxError() throws {
        let result = try CLI.run(["run", "Tests/EndToEndTests/Fixtures/syntax-error-app.lua"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("Tests/EndToEndTests/Fixtures/syntax-error-app.lua:4:"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test("exit 2: a runtime error in the scenario names the file and line; the trace so far is kept")
    func scenarioRuntimeError() throws {
        let result = try CLI.run(["run", app, "Tests/EndToEndTests/Fixtures/bad-scenario.lua", "--format", "jsonl"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("bad-scenario.lua:3: advance: expects a number of seconds >= 0, got \"soon\""), "\(result.stderr)")
        #expect(try CLI.events(result).contains { $0["verb"] as? String == "home" })
    }

    @Test("exit 2: bad arguments (unknown profile, unknown option, no app)")
    func badArguments() throws {
        #expect(try CLI.run(["run", app, "--profile", "ios99"]).status == 2)
        #expect(try CLI.run(["run", app, "--colour"]).status == 2)
        #expect(try CLI.run(["run"]).status == 2)
        let help = try CLI.run(["run", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("--strict"))
    }

    @Test("M1, T4: --strict: a watchdog kill fails the run (exit 1); user_kill() and low_memory()'s purge do not")
    func strict() throws {
        let slow = ["run", "examples/slow-save/app.lua", "Tests/EndToEndTests/Fixtures/home-only.lua", "--format", "jsonl"]
        #expect(try CLI.run(slow).status == 0)
        #expect(try CLI.run(slow + ["--strict"]).status == 1)
        #expect(try CLI.run(["run", app, "Tests/EndToEndTests/Fixtures/user-kill.lua", "--strict"]).status == 0)
        #expect(try CLI.run(["run", app, everyVerb, "--strict"]).status == 0, "low_memory()'s purge and user_kill() are no fault of the app")
    }

    @Test("T1: on ios3, Home terminates the app instead of suspending it")
    func ios3() throws {
        let result = try CLI.run(["run", app, "Tests/EndToEndTests/Fixtures/home-only.lua", "--profile", "ios3", "--format", "jsonl"])
        let events = try CLI.events(result)
        #expect(events.contains { $0["event"] as? String == "exit" && $0["rule"] as? String == "T1" })
        #expect(events.last?["to"] as? String == "notRunning")
        #expect(!events.contains { $0["to"] as? String == "background" })
    }
}
