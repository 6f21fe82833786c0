import Foundation
import Testing

/// What `learn check` says, and where it works from: warnings first, then rule breaks with their
/// explain pointer, then failed expectations; the workspace found from inside it, as git does;
/// results.json names that never change with the outcome.
@Suite("Learn messages and workspace", .serialized)
struct LearnMessageTests {
    let save = "07-save-before-suspension"

    func workspace() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("learn-\(UUID().uuidString)").path
        #expect(try CLI.run(["learn", "init", folder]).status == 0)
        return folder
    }

    func url(_ path: String) -> URL { URL(fileURLWithPath: path) }

    @Test("a misspelt hook: check shows the warning first, then the kill with its explain pointer, then the failed expectations")
    func misspeltHookFirst() throws {
        let folder = try workspace()
        let path = "\(folder)/\(save)/app.lua"
        let starter = try String(contentsOfFile: path, encoding: .utf8)
        try starter.replacingOccurrences(of: "function Notes:applicationDidEnterBackground(", with: "function Notes:applicationDidEnterBackgroud(")
            .write(toFile: path, atomically: true, encoding: .utf8)
        let result = try CLI.run(["learn", "check", "7"], directory: url(folder))
        #expect(result.status == 1)
        let out = result.stdout
        let warning = try #require(out.range(of: "did you mean 'applicationDidEnterBackground'"), "\(out)")
        let failed = try #require(out.range(of: "Documents/draft.txt was not saved"))
        #expect(warning.lowerBound < failed.lowerBound, "the warning comes first")
        #expect(out.contains("lifecycle run app.lua scenario.lua"))

        // The starter itself: the watchdog kill, with its pointer, before the expectations.
        try starter.write(toFile: path, atomically: true, encoding: .utf8)
        let killed = try CLI.run(["learn", "check", "7"], directory: url(folder)).stdout
        let kill = try #require(killed.range(of: "killed: watchdog [B4]"), "\(killed)")
        let pointer = try #require(killed.range(of: "↳ lifecycle explain B4"))
        let expectation = try #require(killed.range(of: "Expectations that failed"))
        #expect(kill.lowerBound < pointer.lowerBound && pointer.lowerBound < expectation.lowerBound)
        #expect(!killed.contains("The whole trace"))
        let whole = try CLI.run(["learn", "check", "7", "--trace"], directory: url(folder)).stdout
        #expect(whole.contains("The whole trace"))
        #expect(whole.contains("▶ launch()"), "the trace from its start")
    }

    @Test("an unknown info key is a warning of check")
    func infoKeyWarning() throws {
        let folder = try workspace()
        let path = "\(folder)/01-where-am-i/app.lua"
        let starter = try String(contentsOfFile: path, encoding: .utf8)
        try starter.replacingOccurrences(of: "local AppDelegate = {}", with: "local AppDelegate = {}\nAppDelegate.info = { UIApplicationExitOnSuspend = false }")
            .write(toFile: path, atomically: true, encoding: .utf8)
        let out = try CLI.run(["learn", "check", "1", "--workspace", folder]).stdout
        #expect(out.contains("Warnings"), "\(out)")
        #expect(out.contains("info.UIApplicationExitOnSuspend"))
    }

    @Test("the end of the trace collapses repeated lines as run does (a timer firing each second), and --trace shows them all")
    func excerptCollapses() throws {
        let folder = try workspace()
        let check = try CLI.run(["learn", "check", "12"], directory: url(folder)).stdout
        #expect(check.contains("⚙ timer 1 fired  0 s  ×2, 1 s apart"), "\(check)")
        let whole = try CLI.run(["learn", "check", "12", "--trace"], directory: url(folder)).stdout
        #expect(!whole.contains("×2"))
        #expect(whole.components(separatedBy: "⚙ timer 1 fired").count - 1 >= 2)
    }

    @Test("from inside an exercise folder: check, hint and reset find the workspace and the exercise; a nested init is refused")
    func insideTheWorkspace() throws {
        let folder = try workspace()
        let inside = url("\(folder)/\(save)")
        let check = try CLI.run(["learn", "check"], directory: inside)
        #expect(check.stdout.contains("07 Save before you are suspended is not solved yet"), "\(check.stdout)\(check.stderr)")
        // Paths as seen from here: no detour through the parent folder, no cd.
        #expect(check.stdout.contains("Try it yourself: lifecycle run app.lua scenario.lua"))
        #expect(!check.stdout.contains("../"))
        #expect(try CLI.run(["learn", "hint"], directory: inside).stdout.contains("Hint 1 of 3 for 07 "))
        #expect(try CLI.run(["learn", "check", save], directory: inside).stdout.contains("07 Save"))
        #expect(try CLI.run(["learn", "check", "05"], directory: inside).stdout.contains("05 Ask for more time"))
        #expect(try CLI.run(["learn", "check", "99"], directory: inside).status != 0)
        #expect(FileManager.default.fileExists(atPath: "\(folder)/\(save)/scenario.lua"))
        let run = try CLI.run(["run", "app.lua", "scenario.lua", "--format", "jsonl"], directory: inside)
        #expect(run.status == 1, "the scenario replays the checker: \(run.stderr)")
        let nested = try CLI.run(["learn", "init"], directory: inside)
        #expect(nested.status == 2)
        #expect(nested.stderr.contains("inside the workspace"))
        #expect(!FileManager.default.fileExists(atPath: "\(folder)/\(save)/lifecycle-exercises"))
    }

    @Test("P, C6: an ios13 exercise: the page names its profile, check plays it there (the starter fails, the solution passes), and the by-hand command has --profile ios13")
    func ios13Exercise() throws {
        let folder = try workspace()
        let bg = "33-complete-every-bgtask"
        let page = try CLI.run(["learn", "list", "33", "--workspace", folder]).stdout
        #expect(page.contains("Profile: ios13"), "\(page)")
        #expect(!page.contains("-- Profile"))
        let failing = try CLI.run(["learn", "check", "33"], directory: url(folder))
        #expect(failing.status == 1)
        #expect(failing.stdout.contains("killed: expired [C6]"), "\(failing.stdout)")
        #expect(failing.stdout.contains("lifecycle run app.lua scenario.lua --profile ios13"))
        let run = try CLI.run(["run", "app.lua", "scenario.lua", "--profile", "ios13", "--format", "jsonl"], directory: url("\(folder)/\(bg)"))
        #expect(run.status == 1, "the scenario replays the checker on ios13: \(run.stderr)")
        let solution = try String(contentsOf: CLI.root.appendingPathComponent("exercises/\(bg)/solution.lua"), encoding: .utf8)
        try solution.write(toFile: "\(folder)/\(bg)/app.lua", atomically: true, encoding: .utf8)
        #expect(try CLI.run(["learn", "check", "33"], directory: url(folder)).status == 0)
        #expect(try CLI.run(["learn", "check", "34"], directory: url(folder)).stdout.contains("All launch handlers must be registered"))
    }

    @Test("the solution is shown only after a pass")
    func solution() throws {
        let folder = try workspace()
        let before = try CLI.run(["learn", "solution", "1", "--workspace", folder])
        #expect(before.status == 1)
        #expect(!before.stdout.contains("Reference solution"))
        let solution = try String(contentsOf: CLI.root.appendingPathComponent("exercises/01-where-am-i/solution.lua"), encoding: .utf8)
        try solution.write(toFile: "\(folder)/01-where-am-i/app.lua", atomically: true, encoding: .utf8)
        #expect(try CLI.run(["learn", "check", "1", "--workspace", folder]).stdout.contains("lifecycle learn solution 1"))
        let after = try CLI.run(["learn", "solution", "1", "--workspace", folder])
        #expect(after.status == 0)
        #expect(after.stdout.contains("Reference solution of 01"))
    }

    @Test("results.json: the same test names whether the app passes or is killed")
    func stableNames() throws {
        let folder = try workspace()
        func names() throws -> [String] {
            let result = try CLI.run(["learn", "check", "5", "--json", "--workspace", folder])
            let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            let tests = try #require(object["tests"] as? [[String: Any]])
            return tests.compactMap { $0["name"] as? String }
        }
        let failing = try names()
        let solution = try String(contentsOf: CLI.root.appendingPathComponent("exercises/05-ask-for-more-time/solution.lua"), encoding: .utf8)
        try solution.write(toFile: "\(folder)/05-ask-for-more-time/app.lua", atomically: true, encoding: .utf8)
        let passing = try names()
        #expect(failing == passing)
        #expect(failing.contains { $0.hasPrefix("nothing breaks a rule") })
        #expect(!failing.contains { $0.contains("notRunning") || $0.contains("killed") })
    }
}
