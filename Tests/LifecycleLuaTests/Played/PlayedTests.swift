import Foundation
import LifecycleCore
import LifecycleLua
import Testing
import TestSupport

/// The shared test support the rule tests stand on (Tests/TestSupport): `Played` ends as
/// `lifecycle run` ends, reads installed apps where the CLI reads them, and the typed views read
/// every kind of event; temporary folders hold what they are given and go away. (That `Played`
/// writes the CLI's JSONL byte for byte PlayedMatchesRunTests checks against the binary.)
@Suite("Test support: runs in process")
struct PlayedTests {
    @Test("a script the check before the run refuses ends as lifecycle run does: exit 2, its message, nothing played")
    func refusedScript() {
        let app = Played(app: "return {", scenario: "launch()")
        #expect(app.report == nil && app.status() == 2 && app.status(strict: true) == 2)
        #expect(app.error?.contains("app.lua:1") == true, "\(app.error ?? "")")
        #expect(app.trace.records.isEmpty)
        let scenario = Played(app: "return {}", scenario: "launch(")
        #expect(scenario.report == nil && scenario.status() == 2)
        #expect(scenario.error?.contains("scenario.lua:1") == true, "\(scenario.error ?? "")")
        let fine = Played(app: "return {}", scenario: "launch()")
        #expect(fine.report != nil && fine.error == nil && fine.status() == 0)
        #expect(fine.trace.states.map(\.description) == ["notRunning→inactive", "inactive→active"])
    }

    @Test("install() reads an app beside the scenario file, named by its file; a missing one is the scenario's error")
    func installBesideTheScenario() throws {
        let folder = try TempFolder("played-install", files: [
            "main.lua": "return {}",
            "other.lua": "local A = {} function A:application_didFinishLaunchingWithOptions(a) print('other launched') return true end return A",
            "s.lua": "install('Other', 'other.lua')\nlaunch()\nlaunch{app = 'Other'}\n",
            "missing.lua": "install('Gone', 'gone.lua')\n",
        ])
        defer { folder.remove() }
        let run = try Played(appFile: folder.file("main.lua").path, scenarioFile: folder.file("s.lua").path)
        #expect(run.status() == 0, "\(run.error ?? "")")
        #expect(run.trace.records.contains { $0.app == "Other" && $0.event.log == "other launched" })
        let missing = try Played(appFile: folder.file("main.lua").path, scenarioFile: folder.file("missing.lua").path)
        #expect(missing.status() == 2)
        #expect(missing.error?.contains("gone.lua") == true, "\(missing.error ?? "")")
    }

    @Test("the typed views read each kind of event, and only that kind")
    func payloads() {
        let events: [TraceEvent] = [
            .action(verb: "home", detail: nil), .state(from: .active, to: .inactive), .call(hook: .didEnterBackground, cost: .zero),
            .log(text: "l"), .warning(message: "w"), .info(rule: .I4, message: "i"), .violation(rule: .R9, message: "v"),
            .expect(ok: true, message: "e"), .wake(reason: .fetch, launch: true), .redraw(view: "v", requests: 2),
            .dropped(kind: "touch", detail: "d", reason: "r"), .notification(name: .didEnterBackground, value: nil, queued: true),
            .completion(handler: .push, result: .noData), .scene(name: "main", from: .foregroundActive, to: .background),
            .kill(reason: .jetsam, rule: .M1, message: "k", code: nil, traceback: nil, cause: .app),
            .dispatch(kind: "touch", detail: "began", target: "a", tried: ["a", "b"], by: nil, cost: .zero),
            .run(kind: .timer, cost: .zero, subject: "t"),
            .bgtask(action: .started, identifier: "r", kind: .refresh, success: nil, launch: false),
            .restoration(action: .discard, controller: nil, keys: ["k"], reason: "why"),
        ]
        func read(_ event: TraceEvent) -> [String] {
            [event.action.map { "action \($0.verb)" }, event.edge.map { "edge \($0)" }, event.hook.map { "hook \($0.selector)" },
             event.log.map { "log \($0)" }, event.warning.map { "warning \($0)" }, event.info.map { "info \($0.rule)" },
             event.violation.map { "violation \($0.rule)" }, event.expectation.map { "expect \($0.ok)" },
             event.wake.map { "wake \($0.reason) \($0.launch)" }, event.redraw.map { "redraw \($0.view) \($0.requests)" },
             event.dropped.map { "dropped \($0.kind)" }, event.notification.map { "notification \($0.name.rawValue) \($0.queued)" },
             event.completion.map { "completion \($0.handler) \($0.result)" }, event.scene.map { "scene \($0.name) \($0.to)" },
             event.kill.map { "kill \($0.reason) \($0.rule)" }, event.dispatch.map { "dispatch \($0.chain) \($0.discarded)" },
             event.codeRun.map { "run \($0.kind.rawValue) \($0.subject ?? "")" }, event.bgtask.map { "bgtask \($0.action) \($0.kind)" },
             event.restoration.map { "restoration \($0.action) \($0.reason ?? "")" }].compactMap { $0 }
        }
        #expect(events.map(read) == [
            ["action home"], ["edge active→inactive"], ["hook applicationDidEnterBackground:"], ["log l"], ["warning w"], ["info I4"],
            ["violation R9"], ["expect true"], ["wake fetch true"], ["redraw v 2"], ["dropped touch"],
            ["notification UIApplicationDidEnterBackgroundNotification true"], ["completion push noData"], ["scene main background"],
            ["kill jetsam M1"], ["dispatch a > b true"], ["run timer t"], ["bgtask started refresh"], ["restoration discard why"],
        ])
    }

    @Test("a temporary folder holds the files it is given, in their folders, and remove() takes it away")
    func tempFolder() throws {
        let folder = try TempFolder("support", files: ["a.lua": "return {}", "sub/b.lua": "launch()"])
        #expect(try String(contentsOf: folder.file("sub/b.lua"), encoding: .utf8) == "launch()")
        #expect(FileManager.default.fileExists(atPath: folder.file("a.lua").path))
        let other = try TempFolder("support")
        #expect(other.url != folder.url)
        folder.remove()
        other.remove()
        #expect(!FileManager.default.fileExists(atPath: folder.path) && !FileManager.default.fileExists(atPath: other.path))
    }
}
