import Foundation
import Testing
import TestSupport

/// P and C1 on `ios26` and `ios27`, end to end: every command that takes `--profile` accepts
/// both, `ios26` warns once about an app without scenes, `ios27` kills it at launch, and a scene
/// app runs clean on both. What the eras do SceneLifecycleProfilePlayedTests plays in process.
@Suite("ios26 and ios27, end to end", .serialized)
struct SceneLifecycleProfileEndToEndTests {
    static let classic = """
    local App = {}
    function App:application_didFinishLaunchingWithOptions(application, options) return true end
    function App:applicationDidBecomeActive(application) print("active") end
    function App:applicationDidEnterBackground(application) print("saving") end
    return App
    """
    static let uikitLog = "UIScene lifecycle will soon be required. Failure to adopt will result in an assert in the future."
    static let launchFailure = "Application failed to launch: UIScene life cycle is required for apps built with this SDK."
    static let scenes = "examples/notes-scenes/app.lua"

    static func folder() throws -> TempFolder {
        try TempFolder("profiles", files: ["classic.lua": classic, "home.lua": "launch()\nhome()\nlaunch()\n"])
    }

    @Test("P, C1: run --profile ios26: the app without scenes runs, one warning quoting UIKit's log names its deprecated methods")
    func pC1RunIOS26() throws {
        let folder = try Self.folder()
        defer { folder.remove() }
        let result = try CLI.run(["run", "classic.lua", "home.lua", "--profile", "ios26", "--format", "jsonl", "--strict"], directory: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        let warnings = result.lines.filter { $0.contains("\"event\":\"warning\"") && $0.contains(Self.uikitLog) }
        #expect(warnings.count == 1, "\(result.stdout)")
        #expect(warnings.first?.contains("applicationDidBecomeActive: (classic.lua:3) → sceneDidBecomeActive:, applicationDidEnterBackground: (classic.lua:4) → sceneDidEnterBackground:") == true,
                "\(warnings)")
        let pretty = try CLI.run(["run", "classic.lua", "home.lua", "--profile", "ios26", "--format", "pretty"], environment: ["NO_COLOR": "1"], directory: folder.url)
        #expect(pretty.stdout.contains("profile ios26"))
        #expect(pretty.stdout.contains("⚠ UIKit logs \"\(Self.uikitLog)\""))
    }

    @Test("C1, P: run --profile ios27: the app without scenes is killed at launch citing C1 (exit 1 with --strict), a scene app passes --strict")
    func c1PRunIOS27() throws {
        let folder = try Self.folder()
        defer { folder.remove() }
        let killed = try CLI.run(["run", "classic.lua", "home.lua", "--profile", "ios27", "--format", "jsonl", "--strict"], directory: folder.url)
        #expect(killed.status == 1, "\(killed.stderr)")
        let kills = killed.lines.filter { $0.contains("\"event\":\"kill\"") }
        #expect(kills.count == 2, "both launches fail: \(killed.stdout)")
        #expect(kills.allSatisfy { $0.contains("\"reason\":\"crash\"") && $0.contains("\"rule\":\"C1\"") && $0.contains(Self.launchFailure) })
        #expect(!killed.stdout.contains("\"hook\":\"application:didFinishLaunchingWithOptions:\""), "no launch method runs")
        let notKilledWithoutStrict = try CLI.run(["run", "classic.lua", "home.lua", "--profile", "ios27"], directory: folder.url)
        #expect(notKilledWithoutStrict.status == 0, "a kill is an outcome of the simulation, not an error")
        let scene = try CLI.run(["run", Self.scenes, "examples/notes-scenes/scenario.lua", "--profile", "ios27", "--strict", "--format", "jsonl"])
        #expect(scene.status == 0, "\(scene.stdout)\(scene.stderr)")
        #expect(!scene.stdout.contains(Self.uikitLog))
    }

    @Test("P: --help and an unknown profile's error list ios26 and ios27; test, repl and explore accept both")
    func pEveryCommandAcceptsBoth() throws {
        let help = try CLI.run(["run", "--help"])
        let words = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("The OS profile: ios3, ios4, ios6, ios7, ios13, ios26, ios27."), "\(help.stdout)")
        let unknown = try CLI.run(["run", "examples/well-behaved/app.lua", "--profile", "ios28"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("unknown profile 'ios28'; choose one of ios3, ios4, ios6, ios7, ios13, ios26, ios27"), "\(unknown.stderr)")
        let folder = try Self.folder()
        defer { folder.remove() }
        for profile in ["ios26", "iOS27"] {
            let test = try CLI.run(["test", "classic.lua", "home.lua", "--profile", profile, "--format", "tap"], directory: folder.url)
            #expect(test.status != 2, "\(profile): \(test.stderr)")
            let repl = try CLI.run(["repl", "classic.lua", "--profile", profile], input: "launch()\n", directory: folder.url)
            #expect(repl.status == 0, "\(profile): \(repl.stderr)")
            let explore = try CLI.run(["explore", Self.scenes, "--profile", profile, "--depth", "1", "--out", folder.file("found-\(profile)").path])
            #expect(explore.status != 2, "\(profile): \(explore.stderr)")
        }
        let graded = try CLI.run(["test", "classic.lua", "home.lua", "--profile", "ios27", "--strict", "--format", "tap"], directory: folder.url)
        #expect(graded.status == 1, "the app is killed at launch on ios27: \(graded.stdout)")
        let repl = try CLI.run(["repl", "classic.lua", "--profile", "ios27"], input: "launch()\n", directory: folder.url)
        #expect((repl.stdout + repl.stderr).contains(Self.launchFailure), "\(repl.stdout)")
    }

    @Test("P, C1: explain P tells both profiles, UIKit's log and the launch failure")
    func pExplain() throws {
        let p = try CLI.run(["explain", "P"])
        #expect(p.status == 0)
        for text in ["ios26 (26)", "ios27 (27+)", "sceneDidBecomeActive:", "application:openURL:options:", "TN3187",
                     "UIScene lifecycle will soon be required. Failure to", "Application failed to launch: UIScene life cycle is"] {
            #expect(p.stdout.contains(text), "\(text)")
        }
    }
}
