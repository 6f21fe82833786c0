import LifecycleCore
import LifecycleLua
import Testing
import TestSupport

/// The examples in examples/, played in process: each tells its story (the typed trace) and ends
/// with the exit status its header states. The pretty lines are ExampleTests'.
@Suite("Examples, played")
struct ExamplePlayedTests {
    /// Plays examples/NAME/app.lua with examples/NAME/SCENARIO.lua.
    static func run(_ name: String, _ scenario: String = "scenario", _ profile: OSProfile = .ios7) throws -> Played {
        try Played(appFile: "examples/\(name)/app.lua", scenarioFile: "examples/\(name)/\(scenario).lua", profile: profile)
    }

    @Test("well-behaved: passes, also with --strict, on every multitasking profile")
    func wellBehaved() throws {
        for profile in [OSProfile.ios4, .ios6, .ios7, .ios13] {
            let run = try Self.run("well-behaved", "scenario", profile)
            #expect(run.status(strict: true) == 0, "\(profile.name): \(run.error ?? "")")
        }
        // B3: on ios3 Home terminates the app, so the scenario's "suspended" cannot hold.
        #expect(try Self.run("well-behaved", "scenario", .ios3).status() == 1)
    }

    @Test("B4: slow-save is killed by the watchdog with 0x8badf00d, and its expectation fails")
    func slowSave() throws {
        let run = try Self.run("slow-save")
        #expect(run.status() == 1)
        let kill = try #require(run.trace.kills.first)
        #expect(kill.reason == .watchdog && kill.rule == .B4 && kill.code == "0x8badf00d")
        #expect(kill.message.hasPrefix("applicationDidEnterBackground: did not return within 5 s"))
        #expect(run.trace.records.contains { $0.event.expectation?.ok == false })
    }

    @Test("B5: background-task keeps the app in the background until the task ends, then suspends it")
    func backgroundTask() throws {
        let run = try Self.run("background-task")
        #expect(run.status() == 0, "\(run.error ?? "")")
        let tasks = run.trace.events.compactMap { if case .task(let action, let id) = $0 { "\(action) \(id)" } else { nil } }
        #expect(tasks == ["begin 1", "end 1"])
        #expect(run.trace.states.contains { $0.to == .suspended })
        #expect(run.trace.kills.isEmpty)
    }

    @Test("B5: with ios13's 30 s the expiration handler ends the task and the app is suspended, not killed")
    func backgroundTaskExpires() throws {
        let run = try Self.run("background-task", "scenario", .ios13)
        #expect(run.status() == 0)
        let expire = run.trace.records.first { if case .task("expire", _) = $0.event { true } else { false } }
        #expect(expire?.t == 30)
        #expect(!run.trace.records.runs(.expirationHandler).isEmpty)
        #expect(run.trace.kills.isEmpty)
    }

    @Test("L3, U1, U2: open-url delivers each URL the way its profile does")
    func openURL() throws {
        let modern = try Self.run("open-url")
        #expect(modern.status() == 0)
        #expect(modern.trace.hooksCalled.contains(.openURL))
        #expect(!modern.trace.hooksCalled.contains(.handleOpenURL))
        let old = try Self.run("open-url", "scenario", .ios4)
        #expect(old.status() == 0)
        #expect(old.trace.hooksCalled.contains(.handleOpenURL))
        #expect(!old.trace.hooksCalled.contains(.openURL))
    }

    @Test("W1-W4: news-reader passes --strict on ios7 and ios13: wakes end with their handlers, it refreshes at launch, bookmarks in a file")
    func newsReader() throws {
        for profile in [OSProfile.ios7, .ios13] {
            let run = try Self.run("news-reader", "scenario", profile)
            #expect(run.status(strict: true) == 0, "\(profile.name): \(run.error ?? "")")
            let records = run.trace.records
            #expect(records.compactMap(\.event.wake?.reason) == [.fetch, .push], "\(profile.name)")
            #expect(records.compactMap(\.event.completion).count == 2, "\(profile.name)")
            #expect(records.compactMap(\.event.expectation).allSatisfy { $0.ok }, "\(profile.name)")
        }
    }

    @Test("W4, M1, T4: news-reader's force-quit.lua: the restoration state survives a jetsam kill, a force-quit deletes it, the bookmarks file survives both; --strict counts neither kill")
    func newsReaderForceQuit() throws {
        let run = try Self.run("news-reader", "force-quit")
        #expect(run.status() == 0, "\(run.error ?? "")")
        #expect(run.trace.records.compactMap(\.event.restoration).map(\.action) == [.encode, .decode, .encode, .discard])
        #expect(run.trace.logs.filter { $0.hasPrefix("back on article") } == ["back on article 3"], "restored once, after the jetsam kill only")
        #expect(run.trace.kills.map(\.reason) == [.jetsam, .user])
        // --strict counts neither: the jetsam kill is low_memory()'s purge of the suspended app, the
        // system's answer to the verb (M1), and the force-quit is the scenario's user_kill() (T4).
        #expect(run.trace.kills.map(\.cause) == [.system, .asked])
        #expect(run.status(strict: true) == 0)
    }

    @Test("the built-in tour plays with no scenario and passes: launch, Home, return, a declined call, lock, unlock, user_kill")
    func tour() throws {
        let run = Played(app: .init(source: try Repository.read("examples/well-behaved/app.lua"), path: "examples/well-behaved/app.lua"),
                         scenario: ScenarioRun.tour)
        #expect(run.status() == 0, "\(run.error ?? "")")
        let verbs = run.trace.records.compactMap(\.event.action?.verb)
        for step in ["launch", "home", "reopen", "call", "decline", "lock", "unlock", "user_kill"] {
            #expect(verbs.contains(step), "the tour lacks \(step)")
        }
        #expect(run.trace.records.compactMap(\.event.expectation).allSatisfy { $0.ok })
    }

    @Test("M1: low-memory kills suspended apps largest first, then the app running in the background (M3)")
    func lowMemoryOrder() throws {
        let run = try Self.run("low-memory")
        #expect(run.status() == 0, "\(run.error ?? "")")
        let records = run.trace.records
        #expect(records.filter { $0.event.kill != nil }.compactMap(\.app) == ["Photos", "Notes", "low-memory"])
        let terminated = records.firstIndex { $0.event.hook == .willTerminate && $0.app == "low-memory" }
        let lastKill = records.lastIndex { $0.event.kill != nil }
        #expect(terminated != nil && lastKill != nil && terminated! < lastKill!, "M3: willTerminate before the kill")
    }
}
