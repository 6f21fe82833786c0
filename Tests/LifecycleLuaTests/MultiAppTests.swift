import LifecycleCore
import Testing
@testable import LifecycleLua
@testable import LifecycleTools
import LuaBridge
import TestSupport

/// Several apps on one device: install, B1 between apps, M1 order, names in the trace.
@Suite("Multi-app device")
struct MultiAppTests {
    static let other = "local D = {} function D:applicationDidEnterBackground() print('other backgrounded') end return D"

    func run(_ scenario: String, main: String = appLaunching("")) -> (Collector, ScenarioRun.Report) {
        var run = ScenarioRun(app: .init(source: main, path: "main/app.lua"),
                              scenario: .init(source: scenario, path: "scenario.lua"))
        run.loadScript = { path in .success(.init(source: path == "big.lua" ? Self.big : Self.other, path: path)) }
        let collector = Collector()
        let report = run.play(sinks: [collector])
        return (collector, report)
    }

    static let big = appLaunching("NSCache.new('c'):setObject('x', 50)")

    @Test("B1: another app coming to the front sends the current one to the background")
    func anotherAppComesToFront() {
        let (trace, report) = run("install('Other', 'other.lua') launch() launch{app = 'Other'} expect_state('background') expect_state('active', 'Other')")
        #expect(report.scenarioError == nil)
        #expect(report.totals.expectationsFailed == 0)
        #expect(trace.records.contains { $0.app == "main" && $0.event == .state(from: .inactive, to: .background) })
    }

    @Test("M1: low_memory purges suspended apps largest first; the app in front is only warned")
    func jetsamOrder() {
        let (trace, _) = run("""
          install('Small', 'other.lua') install('Big', 'big.lua')
          launch{app = 'Small'} launch{app = 'Big'} launch() advance(1)
          low_memory()
        """)
        let killed = trace.records.compactMap { record -> String? in
            if case .kill = record.event { return record.app } else { return nil }
        }
        #expect(killed == ["Big", "Small"])
        #expect(!killed.contains("main"))
    }

    @Test("M1: low_memory(megabytes) stops once enough memory is freed")
    func partial() {
        let (trace, _) = run("install('Small', 'other.lua') install('Big', 'big.lua') launch{app = 'Small'} launch{app = 'Big'} launch() advance(1) low_memory(10)")
        #expect(trace.kills.count == 1)
    }

    @Test("installing a second app names every app in the trace; an unknown app name is an error")
    func names() {
        let (_, report) = run("install('Other', 'other.lua') launch{app = 'Nope'}")
        #expect(report.scenarioError?.contains("no app named Nope is installed (installed: main, Other)") == true)
    }
}
