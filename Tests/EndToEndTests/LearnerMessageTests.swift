import Foundation
import TestSupport
import Testing

/// The messages a learner meets in the first hour, on the exact inputs that puzzled them: a hook
/// defined with '.', a misspelt verb or global, a profile typed in another case.
@Suite("Learner messages")
struct LearnerMessageTests {
    /// Writes `files` into a fresh folder and returns it.
    func folder(_ files: [String: String]) throws -> URL { try TempFolder("messages", files: files).url }

    @Test("a hook defined with '.' is a warning event at load, naming the line and the fix")
    func dottedHook() throws {
        let app = """
            local App = {}

            function App:application_didFinishLaunchingWithOptions(application, options)
              return true
            end

            function App.applicationDidEnterBackground(application)
              print(application.applicationState)
            end

            return App
            """
        let dir = try folder(["app.lua": app])
        let result = try CLI.run(["run", "app.lua", "--format", "jsonl"], directory: dir)
        #expect(result.status == 0)
        let warnings = try CLI.events(result).filter { $0["event"] as? String == "warning" }
        #expect(warnings.count == 1)
        let message = warnings.first?["message"] as? String ?? ""
        #expect(message.hasPrefix("app.lua:7: 'applicationDidEnterBackground' is defined with '.'"))
        #expect(message.contains("its first parameter 'application' receives the delegate"))
        #expect(message.hasSuffix("define it with ':': function App:applicationDidEnterBackground(application)"))
    }

    @Test("a method with ':', one taking self explicitly, and one with no parameter get no warning")
    func methodsAreQuiet() throws {
        let app = """
            local App = {}
            function App:applicationDidBecomeActive(application) end
            function App.applicationWillResignActive(self, application) end
            function App.applicationDidEnterBackground() end
            App.applicationWillEnterForeground = function(_, application) end
            return App
            """
        let dir = try folder(["app.lua": app])
        let result = try CLI.run(["run", "app.lua", "--format", "jsonl"], directory: dir)
        #expect(result.status == 0)
        #expect(!result.stdout.contains("\"event\":\"warning\""))
    }

    @Test("every warning names its line: a verb that did nothing, a misspelt hook, a non-function hook, an unknown info key")
    func warningsNameTheirLine() throws {
        let app = """
            local App = {}
            App.info = {
              UIFooBar = true,   -- not read
            }
            -- applicationWillResignActve: a comment naming the key is not its definition
            function App:applicationWillResignActve(application) end
            App.applicationDidBecomeActive = 3
            return App
            """
        let dir = try folder(["app.lua": app, "s.lua": "launch()\nuser_kill()\nuser_kill()\n"])
        let result = try CLI.run(["run", "app.lua", "s.lua", "--format", "jsonl"], directory: dir)
        let warnings = result.lines.filter { $0.contains("\"event\":\"warning\"") }
        #expect(warnings.contains { $0.contains("\"app.lua:6: the delegate has 'applicationWillResignActve'") }, "\(warnings)")
        #expect(warnings.contains { $0.contains("\"app.lua:7: the delegate's 'applicationDidBecomeActive' is not a function") })
        #expect(warnings.contains { $0.contains("\"app.lua:3: info.UIFooBar has no effect") })
        #expect(warnings.contains { $0.contains("\"s.lua:3: user_kill() did nothing: the app is not running") })
    }

    @Test("a script nested past what Lua's parser reads names its file, in a scenario, an app and the REPL")
    func deepNestingNamesTheFile() throws {
        let deep = "return " + String(repeating: "(", count: 5_000) + "1" + String(repeating: ")", count: 5_000) + "\n"
        let dir = try folder(["app.lua": "return {}\n", "deep.lua": deep])
        let scenario = try CLI.run(["run", "app.lua", "deep.lua"], directory: dir)
        #expect(scenario.status == 2)
        #expect(scenario.stderr.contains("deep.lua: C stack overflow (the script nests more deeply than Lua can read)"), "\(scenario.stderr)")
        let app = try CLI.run(["run", "deep.lua"], directory: dir)
        #expect(app.status == 2)
        #expect(app.stderr.contains("deep.lua: C stack overflow (the script nests"))
        let repl = try CLI.run(["repl"], input: "launch = nil\n" + deep, directory: dir)
        #expect(repl.stdout.contains("stdin:2: C stack overflow (the script nests"), "\(repl.stdout)")
    }

    @Test("an endless loop in a scenario or at the REPL names the line it was stopped on")
    func endlessLoopNamesItsLine() throws {
        let dir = try folder(["app.lua": "return {}\n", "loop.lua": "launch()\nlocal x = 0\nwhile true do\n  x = x + 1\nend\n"])
        let run = try CLI.run(["run", "app.lua", "loop.lua"], directory: dir)
        #expect(run.status == 2)
        #expect(run.stderr.contains("loop.lua:4: stopped after 100 million instructions without a verb"), "\(run.stderr)")
        let repl = try CLI.run(["repl", "app.lua"], input: "launch()\n=1\nwhile true do end\n", directory: dir)
        #expect(repl.stdout.contains("stdin:3: stopped after 100 million instructions without a verb"), "\(repl.stdout)")
    }

    @Test("a misspelt verb in a scenario: homee() suggests home()")
    func misspeltVerb() throws {
        let dir = try folder(["s.lua": "launch()\nhomee()\n"])
        let app = CLI.root.appendingPathComponent("examples/well-behaved/app.lua").path
        let result = try CLI.run(["run", app, "s.lua", "--format", "jsonl"], directory: dir)
        #expect(result.status == 2)
        #expect(result.stderr.contains("s.lua:2: attempt to call a nil value (global 'homee'); did you mean home()?"))
    }

    @Test("a misspelt global in an app script names the nearest one (a crash kill's message)")
    func misspeltGlobalInApp() throws {
        let app = """
            local App = {}
            function App:applicationDidEnterBackground(application)
              wrok(1)
            end
            return App
            """
        let dir = try folder(["app.lua": app, "s.lua": "launch()\nhome()\n"])
        let result = try CLI.run(["run", "app.lua", "s.lua", "--format", "jsonl"], directory: dir)
        let kill = try CLI.events(result).first { $0["event"] as? String == "kill" }
        #expect(kill?["reason"] as? String == "crash")
        #expect((kill?["message"] as? String ?? "").contains("(global 'wrok'); did you mean work()?"))
    }

    @Test("S4: an Objective-C constant read in an app warns in the pretty trace with its line and the Lua value; a new global from a hook warns too")
    func undefinedGlobals() throws {
        let app = """
            local App = {}
            function App:applicationDidEnterBackground(application)
              if application.applicationState == UIApplicationStateBackground then print("saving") end
              saves = 1
            end
            return App
            """
        let dir = try folder(["app.lua": app, "s.lua": "launch()\nhome()\nexpect_state(UIApplicationStateBackground)\n"])
        let result = try CLI.run(["run", "app.lua", "s.lua", "--format", "pretty"], directory: dir)
        #expect(result.stdout.contains("⚠ app.lua:3: 'UIApplicationStateBackground' is not defined, so it reads as nil: UIApplicationStateBackground is Objective-C's name: in Lua it is the string \"background\" (application.applicationState == \"background\", S4)"), "\(result.stdout)")
        #expect(result.stdout.contains("⚠ app.lua:4: setting new global 'saves' from code that runs after the main chunk"), "\(result.stdout)")
        // The scenario's own read warns before the verb refuses nil.
        #expect(result.stdout.contains("⚠ s.lua:3: 'UIApplicationStateBackground' is not defined, so it reads as nil: UIApplicationStateBackground is Objective-C's name: in Lua it is the string \"background\" (expect_state(\"background\"), S1)"), "\(result.stdout)")
        #expect(result.status == 2)
        // At the REPL (a scenario), an undefined name warns with the stdin line, and names the app's field.
        let repl = try CLI.run(["repl", "app.lua"], input: "launch()\nprint(applicationState)\n", directory: dir)
        #expect(repl.stdout.contains("stdin:2: 'applicationState' is not defined, so it reads as nil: it is a field of UIApplication in app scripts (application.applicationState); a scenario reads the app with state() and expect"), "\(repl.stdout)")
    }

    @Test("the REPL suggests verbs and the script's own globals; nothing when no name is close")
    func replSuggestions() throws {
        // A piped script stops at its first error, so each misspelling gets a run of its own.
        func repl(_ input: String) throws -> String {
            try CLI.run(["repl", "examples/well-behaved/app.lua"], input: input).stdout
        }
        #expect(try repl("counter = 1\nlanuch()\n").contains("stdin:2: attempt to call a nil value (global 'lanuch'); did you mean launch()?"))
        #expect(try repl("counter = 1\nprint(countr + 1)\n").contains("(global 'countr'); did you mean 'counter'?"))
        #expect(try repl("zzzzzzzz()\n").contains("stdin:1: attempt to call a nil value (global 'zzzzzzzz')\n"))
    }

    @Test("--profile and explain accept either case: iOS7, IOS13, b4")
    func eitherCase() throws {
        let app = "examples/well-behaved/app.lua"
        let upper = try CLI.run(["run", app, "--profile", "iOS7", "--format", "jsonl"])
        let lower = try CLI.run(["run", app, "--profile", "ios7", "--format", "jsonl"])
        #expect(upper.status == 0)
        #expect(upper.stdout == lower.stdout)
        let pretty = try CLI.run(["run", app, "--profile", "IOS13", "--format", "pretty"])
        #expect(pretty.stdout.hasPrefix("lifecycle: \(app) · built-in tour · profile ios13"))
        #expect(try CLI.run(["explain", "b4"]).stdout == (try CLI.run(["explain", "B4"])).stdout)
    }

    @Test("the rule that piped output is JSONL is said where a newcomer meets it: run --help and the README's first run")
    func pipedOutputIsExplained() throws {
        let help = try CLI.run(["run", "--help"])
        #expect(help.stdout.contains("(lifecycle run app.lua | less), JSONL"))
        #expect(help.stdout.contains("--verbose"))
        let readme = try String(contentsOf: CLI.root.appendingPathComponent("README.md"), encoding: .utf8)
        let firstRun = try #require(readme.range(of: "## Five minutes with lifecycle"))
        let repl = try #require(readme.range(of: "## Trying ideas at the REPL"))
        let section = readme[firstRun.upperBound..<repl.lowerBound]
        #expect(section.contains("`lifecycle run app.lua | less`"))
        #expect(section.contains("--generate-completion-script bash"))
        let script = try CLI.run(["--generate-completion-script", "bash"])
        #expect(script.status == 0)
        #expect(script.stdout.contains("lifecycle"))
    }
}
