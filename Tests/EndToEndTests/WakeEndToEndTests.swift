import Foundation
import Testing

/// W1–W3 from the command line, with examples/news-reader and small apps: the JSONL a grader
/// reads, the pretty lines a learner reads, and the refusal on an older profile (P).
@Suite("Woken in the background, end to end", .serialized)
struct WakeEndToEndTests {
    typealias Event = [String: Any]
    static let app = "examples/news-reader/app.lua"
    static let scenario = "examples/news-reader/scenario.lua"

    static func of(_ kind: String, _ events: [Event]) -> [Event] { events.filter { $0["event"] as? String == kind } }

    @Test("W1: news-reader passes --strict: a fetch wakes the suspended app, its handler is called, it is suspended again")
    func fetch() throws {
        let result = try CLI.run(["run", Self.app, Self.scenario, "--strict", "--format", "jsonl"])
        #expect(result.status == 0, "\(result.stderr)")
        let events = try CLI.events(result)
        let wakes = Self.of("wake", events)
        #expect(wakes.map { $0["reason"] as? String } == ["fetch", "push"])
        #expect(wakes.allSatisfy { $0["launch"] == nil })
        let completions = Self.of("completion", events).map { "\($0["handler"]!) \($0["result"]!)" }
        #expect(completions == ["fetch newData", "push newData"])
        let fetchAt = wakes.first?["t"] as? Double
        let suspendedAgain = Self.of("state", events).first { ($0["t"] as? Double ?? 0) > (fetchAt ?? 0) && $0["to"] as? String == "suspended" }
        #expect(suspendedAgain?["t"] as? Double == 13.5)
    }

    @Test("W1: a fetch handler never called: killed by the watchdog 30 s after the wake, 0x8badf00d, explained")
    func fetchKill() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifecycle-wake-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        local App = {}
        App.info = { UIBackgroundModes = { "fetch" } }
        function App:application_didFinishLaunchingWithOptions(application)
          application:setMinimumBackgroundFetchInterval(0)
          return true
        end
        function App:application_performFetchWithCompletionHandler(application, completionHandler) end
        return App
        """.write(to: folder.appendingPathComponent("app.lua"), atomically: true, encoding: .utf8)
        try "launch() home() advance(10) background_fetch() advance(60)".write(to: folder.appendingPathComponent("s.lua"), atomically: true, encoding: .utf8)
        let pretty = try CLI.run(["run", "app.lua", "s.lua", "--format", "pretty"], directory: folder)
        #expect(pretty.stdout.contains("✖ killed: watchdog 0x8badf00d [W1] application:performFetchWithCompletionHandler: did not call its completion handler within 30 s"))
        #expect(pretty.stdout.contains("↳ lifecycle explain W1"))
        #expect(pretty.stdout.contains("☀ woken in the background for a background fetch [W1]"))
        let strict = try CLI.run(["run", "app.lua", "s.lua", "--strict"], directory: folder)
        #expect(strict.status == 1)
    }

    @Test("W2: what a push's verb was given and what it could not do name the scenario's line; the older push method is said to be outside the simulation")
    func pushWarningsNameTheirLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifecycle-push-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "return {}\n".write(to: folder.appendingPathComponent("app.lua"), atomically: true, encoding: .utf8)
        try "launch()\npush{ aps = { [\"content-available\"] = \"1\" } }\n".write(to: folder.appendingPathComponent("s.lua"), atomically: true, encoding: .utf8)
        let result = try CLI.run(["run", "app.lua", "s.lua", "--format", "jsonl"], directory: folder)
        let warnings = Self.of("warning", try CLI.events(result)).compactMap { $0["message"] as? String }
        #expect(warnings.contains { $0.hasPrefix("s.lua:2: aps.content-available is \"1\", not 1") }, "\(warnings)")
        #expect(warnings.contains { $0.hasPrefix("s.lua:2: the delegate does not implement application:didReceiveRemoteNotification:fetchCompletionHandler:") && $0.contains("older application:didReceiveRemoteNotification:") })
    }

    @Test("W2: a silent push launches a not-running app into the background with the payload in its launch options")
    func pushLaunch() throws {
        let scenario = "launch() home() advance(10) low_memory() push{ aps = { ['content-available'] = 1 }, article = 42 } advance(5)"
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifecycle-push-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try scenario.write(to: folder.appendingPathComponent("s.lua"), atomically: true, encoding: .utf8)
        let result = try CLI.run(["run", CLI.root.appendingPathComponent(Self.app).path, "s.lua", "--format", "jsonl"], directory: folder)
        let events = try CLI.events(result)
        #expect(Self.of("wake", events).map { $0["launch"] as? Bool } == [true])
        #expect(Self.of("log", events).compactMap { $0["text"] as? String }.contains("launched for article 42"))
        #expect(Self.of("state", events).suffix(2).map { "\($0["from"]!)→\($0["to"]!)" } == ["notRunning→background", "background→suspended"])
    }

    @Test("W3: after user_kill the push of news-reader does not wake the app, and the trace says why")
    func userKill() throws {
        let result = try CLI.run(["run", Self.app, Self.scenario, "--format", "jsonl"])
        let events = try CLI.events(result)
        let kill = try #require(Self.of("kill", events).first)
        let after = events.filter { ($0["t"] as? Double ?? 0) >= (kill["t"] as? Double ?? 0) }
        #expect(Self.of("wake", after).isEmpty)
        #expect(Self.of("warning", after).contains { ($0["message"] as? String)?.hasSuffix("until the user launches it again (W3)") == true })
    }

    @Test("P: background_fetch() and push on ios6 are refused with exit 2, naming ios7; the wake methods are never called")
    func olderProfile() throws {
        let result = try CLI.run(["run", Self.app, Self.scenario, "--profile", "ios6", "--format", "jsonl"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("background_fetch() does not exist on ios6: it comes with ios7 (P); run with --profile ios7 or later"))
        let warnings = Self.of("warning", try CLI.events(result)).compactMap { $0["message"] as? String }
        #expect(warnings.filter { $0.contains("is never called on ios6: UIKit has it from ios7 on (P)") }.count == 2)
    }
}
