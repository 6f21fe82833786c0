import LifecycleCore
import Testing
import TestSupport

/// W1–W3 played in process as `lifecycle run` plays them, with examples/news-reader and small
/// apps: the wakes, the completions and the kills a grader reads, and the refusal on an older
/// profile (P). The pretty lines a learner reads are WakeEndToEndTests'.
@Suite("Woken in the background, played")
struct WakePlayedTests {
    static let app = "examples/news-reader/app.lua"
    static let scenario = "examples/news-reader/scenario.lua"

    @Test("W1: news-reader passes --strict: a fetch wakes the suspended app, its handler is called, it is suspended again")
    func fetch() throws {
        let run = try Played(appFile: Self.app, scenarioFile: Self.scenario)
        #expect(run.status(strict: true) == 0, "\(run.error ?? "")")
        let records = run.trace.records
        let wakes = records.filter { $0.event.wake != nil }
        #expect(wakes.compactMap(\.event.wake?.reason) == [.fetch, .push])
        #expect(wakes.allSatisfy { $0.event.wake?.launch == false })
        #expect(records.compactMap(\.event.completion).map { "\($0.handler) \($0.result)" } == ["fetch newData", "push newData"])
        let fetchAt = wakes.first?.time ?? .zero
        let suspendedAgain = records.first { $0.time > fetchAt && $0.event.edge?.to == .suspended }
        #expect(suspendedAgain?.t == 13.502, "the block's 1.5 s, begun 1 ms (the dispatch overhead) after the wake, which came 1 ms late: the launch's main chunk took 1 ms")
    }

    @Test("W1: a fetch handler never called: killed by the watchdog 30 s after the wake, 0x8badf00d, --strict fails")
    func fetchKill() {
        let app = SampleApps.fetchNeverCompleting
        let run = Played(app: app, scenario: "launch() home() advance(10) background_fetch() advance(60)", scenarioPath: "s.lua")
        let wake = run.trace.records.first { $0.event.wake != nil }
        #expect(wake?.event.wake?.reason == .fetch)
        let kill = run.trace.records.first { $0.event.kill != nil }
        #expect(kill?.event.kill == Kill(reason: .watchdog, rule: .W1,
                                         message: "application:performFetchWithCompletionHandler: did not call its completion handler within 30 s",
                                         code: "0x8badf00d", traceback: nil, cause: .app))
        #expect(kill.map { $0.time - wake!.time } == .seconds(30))
        #expect(run.status(strict: true) == 1)
    }

    @Test("W2: what a push's verb was given and what it could not do name the scenario's line; a push in the foreground to a delegate with neither push method names both")
    func pushWarningsNameTheirLine() {
        let run = Played(app: "return {}\n", scenario: "launch()\npush{ aps = { [\"content-available\"] = \"1\" } }\n", scenarioPath: "s.lua")
        let warnings = run.trace.warnings
        #expect(warnings.contains { $0.hasPrefix("s.lua:2: aps.content-available is \"1\", not 1") }, "\(warnings)")
        #expect(warnings.contains { $0.hasPrefix("s.lua:2: the delegate does not implement application:didReceiveRemoteNotification:fetchCompletionHandler:") && $0.contains("older application:didReceiveRemoteNotification:") })
    }

    @Test("W2: a silent push launches a not-running app into the background with the payload in its launch options")
    func pushLaunch() throws {
        let scenario = "launch() home() advance(10) low_memory() push{ aps = { ['content-available'] = 1 }, article = 42 } advance(5)"
        let run = Played(app: .init(source: try Repository.read(Self.app), path: Self.app), scenario: .init(source: scenario, path: "s.lua"))
        #expect(run.trace.records.compactMap(\.event.wake?.launch) == [true])
        #expect(run.trace.logs.contains("launched for article 42"))
        #expect(run.trace.states.suffix(2) == [Edge(.notRunning, .background), Edge(.background, .suspended)])
    }

    @Test("W3: after user_kill the push of news-reader does not wake the app, and the trace says why")
    func userKill() throws {
        let run = try Played(appFile: Self.app, scenarioFile: Self.scenario)
        let records = run.trace.records
        let killedAt = try #require(records.first { $0.event.kill != nil }?.time)
        let after = records.filter { $0.time >= killedAt }
        #expect(!after.contains { $0.event.wake != nil })
        #expect(after.warnings.contains { $0.hasSuffix("until the user launches it again (W3)") })
    }

    @Test("P: background_fetch() and push on ios6 stop the run, naming ios7; the wake methods are never called")
    func olderProfile() throws {
        let run = try Played(appFile: Self.app, scenarioFile: Self.scenario, profile: .ios6)
        #expect(run.status() == 2)
        #expect(run.error?.contains("background_fetch() does not exist on ios6: it comes with ios7 (P); run with --profile ios7 or later") == true)
        #expect(run.trace.warnings.filter { $0.contains("is never called on ios6: UIKit has it from ios7 on (P)") }.count == 2)
    }
}
