import Foundation
import Testing

/// The examples in examples/ tell their story and end with the exit status their headers state.
@Suite("Examples", .serialized)
struct ExampleTests {
    @Test("well-behaved: passes, also with --strict, on every multitasking profile")
    func wellBehaved() throws {
        for profile in ["ios4", "ios6", "ios7", "ios13"] {
            let result = try CLI.run(["run", "examples/well-behaved/app.lua", "examples/well-behaved/scenario.lua",
                                      "--strict", "--profile", profile, "--format", "jsonl"])
            #expect(result.status == 0, "\(profile): \(result.stderr)")
        }
        // B3: on ios3 Home terminates the app, so the scenario's "suspended" cannot hold.
        let ios3 = try CLI.run(["run", "examples/well-behaved/app.lua", "examples/well-behaved/scenario.lua", "--profile", "ios3"])
        #expect(ios3.status == 1)
    }

    @Test("B4: slow-save is killed by the watchdog with 0x8badf00d, and its expectation fails")
    func slowSave() throws {
        let result = try CLI.run(["run", "examples/slow-save/app.lua", "examples/slow-save/scenario.lua", "--format", "pretty"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("✖ killed: watchdog 0x8badf00d [B4] applicationDidEnterBackground: did not return within 5 s"))
        #expect(result.stdout.contains("✗ expect failed:"))
        #expect(!result.stdout.contains("\u{1B}["), "no colour when not on a terminal")
    }

    @Test("B5: background-task keeps the app in the background until the task ends, then suspends it")
    func backgroundTask() throws {
        let result = try CLI.run(["run", "examples/background-task/app.lua", "examples/background-task/scenario.lua", "--format", "jsonl"])
        #expect(result.status == 0, "\(result.stderr)")
        let events = try CLI.events(result)
        let tasks = events.filter { $0["event"] as? String == "task" }.map { "\($0["action"]!) \($0["id"]!)" }
        #expect(tasks == ["begin 1", "end 1"])
        #expect(events.contains { $0["event"] as? String == "state" && $0["to"] as? String == "suspended" })
        #expect(!events.contains { $0["event"] as? String == "kill" })
    }

    @Test("B5: with ios13's 30 s the expiration handler ends the task and the app is suspended, not killed")
    func backgroundTaskExpires() throws {
        let result = try CLI.run(["run", "examples/background-task/app.lua", "examples/background-task/scenario.lua",
                                  "--profile", "ios13", "--format", "jsonl"])
        #expect(result.status == 0)
        let events = try CLI.events(result)
        let expire = events.first { $0["event"] as? String == "task" && $0["action"] as? String == "expire" }
        #expect(expire?["t"] as? Double == 30)
        #expect(events.contains { $0["event"] as? String == "run" && $0["what"] as? String == "expirationHandler" })
        #expect(!events.contains { $0["event"] as? String == "kill" })
    }

    @Test("L3, U1, U2: open-url delivers each URL the way its profile does")
    func openURL() throws {
        let modern = try CLI.run(["run", "examples/open-url/app.lua", "examples/open-url/scenario.lua", "--format", "jsonl"])
        #expect(modern.status == 0)
        let hooks = try CLI.events(modern).compactMap { $0["hook"] as? String }
        #expect(hooks.contains("application:openURL:sourceApplication:annotation:"))
        #expect(!hooks.contains("application:handleOpenURL:"))
        let old = try CLI.run(["run", "examples/open-url/app.lua", "examples/open-url/scenario.lua", "--profile", "ios4", "--format", "jsonl"])
        #expect(old.status == 0)
        let oldHooks = try CLI.events(old).compactMap { $0["hook"] as? String }
        #expect(oldHooks.contains("application:handleOpenURL:"))
        #expect(!oldHooks.contains("application:openURL:sourceApplication:annotation:"))
    }

    @Test("W1-W4: news-reader passes --strict on ios7 and ios13: wakes end with their handlers, it refreshes at launch, bookmarks in a file")
    func newsReader() throws {
        for profile in ["ios7", "ios13"] {
            let result = try CLI.run(["run", "examples/news-reader/app.lua", "examples/news-reader/scenario.lua",
                                      "--strict", "--profile", profile, "--format", "jsonl"])
            #expect(result.status == 0, "\(profile): \(result.stderr)")
            let events = try CLI.events(result)
            #expect(events.filter { $0["event"] as? String == "wake" }.map { $0["reason"] as? String } == ["fetch", "push"], "\(profile)")
            #expect(events.filter { $0["event"] as? String == "completion" }.count == 2, "\(profile)")
            #expect(events.filter { $0["event"] as? String == "expect" }.allSatisfy { $0["ok"] as? Bool == true }, "\(profile)")
        }
    }

    @Test("W4: news-reader's force-quit.lua: the restoration state survives a jetsam kill, a force-quit deletes it, the bookmarks file survives both")
    func newsReaderForceQuit() throws {
        let result = try CLI.run(["run", "examples/news-reader/app.lua", "examples/news-reader/force-quit.lua", "--format", "jsonl"])
        #expect(result.status == 0, "\(result.stderr)")
        let events = try CLI.events(result)
        let restoration = events.filter { $0["event"] as? String == "restoration" }.map { $0["action"] as? String ?? "" }
        #expect(restoration == ["encode", "decode", "encode", "discard"])
        let logs = events.compactMap { $0["event"] as? String == "log" ? $0["text"] as? String : nil }
        #expect(logs.filter { $0.hasPrefix("back on article") } == ["back on article 3"], "restored once, after the jetsam kill only")
        let kills = events.filter { $0["event"] as? String == "kill" }.map { $0["reason"] as? String ?? "" }
        #expect(kills == ["jetsam", "user"])
        // --strict counts the jetsam kill of the app, as it counts every kill not asked for by user_kill().
        let strict = try CLI.run(["run", "examples/news-reader/app.lua", "examples/news-reader/force-quit.lua", "--strict"])
        #expect(strict.status == 1)
    }

    @Test("the built-in tour plays with no scenario and passes")
    func tour() throws {
        let result = try CLI.run(["run", "examples/well-behaved/app.lua", "--format", "pretty"])
        #expect(result.status == 0)
        for step in ["▶ launch()", "▶ home()", "▶ reopen()", "▶ call()", "▶ decline()", "▶ lock()", "▶ unlock()", "▶ user_kill()"] {
            #expect(result.stdout.contains(step), "the tour lacks \(step)")
        }
        #expect(result.lines.last?.hasPrefix("✓ ok") == true)
    }
}

/// The three-app example of issue 3.
@Suite("Example: low memory")
struct LowMemoryExampleTests {
    @Test("M1: low-memory kills suspended apps largest first, then the app running in the background (M3)")
    func order() throws {
        let result = try CLI.run(["run", "examples/low-memory/app.lua", "examples/low-memory/scenario.lua", "--format", "jsonl"])
        #expect(result.status == 0, "\(result.stderr)")
        let events = try CLI.events(result)
        let kills = events.filter { $0["event"] as? String == "kill" }.compactMap { $0["app"] as? String }
        #expect(kills == ["Photos", "Notes", "low-memory"])
        let terminated = events.firstIndex { $0["hook"] as? String == "applicationWillTerminate:" && $0["app"] as? String == "low-memory" }
        let lastKill = events.lastIndex { $0["event"] as? String == "kill" }
        #expect(terminated != nil && lastKill != nil && terminated! < lastKill!, "M3: willTerminate before the kill")
        let pretty = try CLI.run(["run", "examples/low-memory/app.lua", "examples/low-memory/scenario.lua", "--format", "pretty"])
        #expect(pretty.stdout.contains("[Photos] ✖ killed: jetsam [M1]"))
    }
}
