import LifecycleCore
import Testing
@testable import LifecycleLua
@testable import LifecycleTools
import LuaBridge
import TestSupport

/// B2, R11: background modes, from Lua (AVAudioPlayer, CLLocationManager).
@Suite("Background modes")
struct BackgroundModeTests {
    static func app(modes: String, work: Double = 0.01) -> String {
        """
        local D = {}
        D.info = { UIBackgroundModes = { \(modes) } }
        local player = AVAudioPlayer.new()
        local gps = CLLocationManager.new{didUpdateLocations = function() work(\(work)) end}
        function D:application_didFinishLaunchingWithOptions() player:play() gps:startUpdatingLocation() return true end
        function D:applicationWillEnterForeground() player:stop() end
        return D
        """
    }

    @Test("B2: a declared mode in use keeps the app running in the background")
    func declaredAndUsed() {
        let (trace, report) = play(app: Self.app(modes: "'audio', 'location'"), scenario: "launch() home() advance(60) expect_state('background')")
        #expect(report.totals.expectationsFailed == 0)
        #expect(trace.records.filter { if case .violation = $0.event { true } else { false } }.isEmpty)
    }

    @Test("B2: a mode in use but not declared is a violation, and the app is suspended as usual")
    func undeclared() {
        let (trace, report) = play(app: Self.app(modes: ""), scenario: "launch() home() advance(1) expect_state('suspended')")
        #expect(report.totals.expectationsFailed == 0)
        #expect(trace.records.contains { if case .violation(.B2, _) = $0.event { true } else { false } })
    }

    @Test("R11: background CPU over the allowance is a violation, over twice it a resources kill")
    func cpu() {
        let heavy = play(app: Self.app(modes: "'location'", work: 3), scenario: "launch() home() advance(120)").trace
        #expect(heavy.records.contains { if case .violation(.R11, _) = $0.event { true } else { false } })
        #expect(heavy.kills.map(\.reason) == [.resources])
        #expect(heavy.kills.first?.rule == .R11)
        let light = play(app: Self.app(modes: "'location'"), scenario: "launch() home() advance(600)").trace
        #expect(light.kills.isEmpty)
    }

    @Test("B2: stopping the last mode in use lets the app be suspended")
    func stopping() {
        let app = """
        local D = {} D.info = { UIBackgroundModes = { 'audio' } }
        local player = AVAudioPlayer.new()
        function D:application_didFinishLaunchingWithOptions() player:play() return true end
        function D:applicationDidEnterBackground() DispatchQueue.main:asyncAfter(5, function() player:stop() end) end
        return D
        """
        let (_, report) = play(app: app, scenario: "launch() home() advance(3) expect_state('background') advance(5) expect_state('suspended')")
        #expect(report.totals.expectationsFailed == 0)
    }
}
