import LifecycleCore
import Testing
@testable import LifecycleLua
@testable import LifecycleTools
import LuaBridge
import TestSupport

/// App code that misbehaves is killed by the simulated system, never by the host.
/// The sandbox escapes (pcall swallowing the watchdog, coroutines, deep recursion, huge
/// string.rep, …) are in SandboxEscapeTests.
@Suite("Kills")
struct KillTests {
    @Test("M1: a memory bomb is a jetsam kill under the allocator's cap")
    func memoryBomb() {
        // One 4 KB string copied again and again: each copy costs its bytes (a step per 16), and
        // the cap comes before the 20 s launch budget.
        let trace = play(app: appLaunching("local s, t = ('x'):rep(4096), {} for i = 1, 1e9 do t[i] = s .. i end")).trace
        #expect(trace.kills.map(\.reason) == [.jetsam])
        #expect(trace.kills.first?.rule == .M1)
    }

    @Test("M1: a memory bomb inside pcall still ends in a jetsam kill (the refusal sticks)")
    func memoryBombInPcall() {
        let trace = play(app: appLaunching("""
          local s = ('y'):rep(4096)
          for _ = 1, 100 do pcall(function() local t = {} for i = 1, 1e9 do t[i] = s .. i end end) end
        """)).trace
        #expect(trace.kills.map(\.reason) == [.jetsam])
    }

    @Test("L5: an endless loop in a launch method is a watchdog kill with 0x8badf00d")
    func endlessLoopAtLaunch() {
        let trace = play(app: appLaunching("while true do end")).trace
        #expect(trace.kills.map(\.reason) == [.watchdog])
        #expect(trace.kills.first?.rule == .L5)
        #expect(trace.calls.last?.cost == .seconds(20))
    }

    @Test("S1, B1: an error in a hook is a crash kill carrying the message and the traceback, citing the hook's rule")
    func crash() {
        let app = """
        local D = {}
        local function save(notes) return notes.count + 1 end
        function D:applicationDidEnterBackground(application)
          save(nil)
        end
        return D
        """
        let trace = play(app: app, scenario: "launch() home()").trace
        let kill = trace.kills.first
        #expect(kill?.reason == .crash)
        #expect(kill?.rule == .B1, "applicationDidEnterBackground:'s page, not S1's")
        #expect(kill?.message.contains("app.lua:2: attempt to index a nil value (local 'notes')") == true)
        #expect(kill?.traceback?.contains("app.lua:4: in") == true)
        #expect(kill?.traceback?.contains("stdlib/host") == false)
    }

    @Test("B4: work(seconds) spends simulated time; over 5 s in didEnterBackground is a watchdog kill")
    func workSpendsTime() {
        let app = """
        local D = {}
        function D:applicationWillResignActive(a) work(1.25) end
        function D:applicationDidEnterBackground(a) work(7) end
        return D
        """
        let trace = play(app: app, scenario: "launch() home()").trace
        #expect(trace.calls.map(\.cost) == [SimDuration(micros: 1_250_000), .seconds(5)])
        #expect(trace.kills.first?.rule == .B4)
    }

    @Test("instructions cost simulated time: 1,000 instructions per millisecond")
    func instructionCost() {
        let app = appLaunching("local x = 0 for i = 1, 200000 do x = x + i end")
        let cost = play(app: app).trace.calls.first { $0.hook == .didFinishLaunching }?.cost
        // `x = x + i` and FORLOOP: 2 VM instructions per iteration, 400,000 in all → 400 ms.
        #expect(cost == .milliseconds(400))
    }

    @Test("a fresh Lua state at every launch: a killed app loses what it held")
    func freshState() {
        let app = """
        local D = {}
        counter = (counter or 0) + 1
        function D:application_didFinishLaunchingWithOptions(a) print("launch", counter) return true end
        return D
        """
        let trace = play(app: app, scenario: "launch() user_kill() launch()").trace
        #expect(trace.logs == ["launch\t1", "launch\t1"])
    }
}
