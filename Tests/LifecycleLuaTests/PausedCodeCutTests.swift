@testable import LifecycleCore
@testable import LifecycleLua
@testable import LuaBridge
import Testing

/// S3: where Lua cannot pause (a C function's call back into Lua, a coroutine of the app's own)
/// the pause waits until the code can make it; inside pcall it pauses. The host's stops (Ctrl-C, the backstop,
/// the memory cap) still stop a coroutine, started or resumed.
@Suite("Paused code, cut and stopped (S3)")
struct PausedCodeCutTests {
    @Test("S3: a pause due inside a table.sort comparator waits: the sort finishes, and the code pauses at its next line")
    func testS3PauseInSortComparatorWaitsForTheSortToReturn() throws {
        let app = try #require(PausableApp("""
        local D = {}
        sorted = 0
        function D.block()
          local t = {}
          for i = 1, 200 do t[i] = (i * 7919) % 200 end
          table.sort(t, function(a, b) for _ = 1, 100 do end return a < b end)
          sorted = t[1] + 1
          for _ = 1, 100000 do end
          return sorted
        end
        function D.sorted() return sorted end
        return D
        """))
        let step = app.start("block", pauseAfter: .milliseconds(50))
        let code = try #require(step.paused, "\(step)")
        #expect(code.line == "app.lua:8", "it paused once back in its own code, in the loop after the sort")
        #expect(app.number("sorted") == 1, "the sort finished before the pause")
        #expect(app.resume(step).finishedOutcome == .returned(.number(1)))
    }

    @Test("S3: work called inside a gsub replacement function cannot pause there: it works on, and the call returns")
    func testS3WorkInGsubCallbackWorksOn() throws {
        let app = try #require(PausableApp("""
        local D = {}
        function D.work() return (select(2, ("x"):rep(3):gsub("x", function() work(1) end))) end
        return D
        """))
        #expect(app.start("work", pauseAfter: .milliseconds(500)) == .finished(.returned(.number(3))))
        #expect(app.last?.cost == .seconds(3), "its three seconds of work were all spent")
    }

    @Test("S3: a pause due inside the app's own coroutine waits until the coroutine is back in the host's")
    func testS3PauseInAppCoroutineWaits() throws {
        let app = try #require(PausableApp("""
        local D = {}
        function D.block()
          local r = coroutine.wrap(function() for _ = 1, 1e6 do end return "done" end)()
          for _ = 1, 100000 do end
          return r
        end
        function D.work() return coroutine.wrap(function() work(5) return 1 end)() end
        return D
        """))
        let step = app.start("block", pauseAfter: .milliseconds(10))
        #expect(step.paused?.line == "app.lua:4", "\(step)")
        #expect(app.resume(step).finishedOutcome == .returned(.other))
        #expect(app.start("work", pauseAfter: .seconds(1)) == .finished(.returned(.number(1))))
    }

    @Test("S3: a pause inside pcall or xpcall pauses, and the call goes on inside it")
    func testS3PauseInsidePcallYields() throws {
        let app = try #require(PausableApp("""
        local D = {}
        local function count() local c = 0 for _ = 1, 300000 do c = c + 1 end return c end
        function D.pcall() local ok, n = pcall(count) return ok and n end
        function D.xpcall() local ok, n = xpcall(count, function(m) return m end) return ok and n end
        function D.work() local ok = pcall(work, 3) return ok and 7 end
        function D.caught()
          local ok, message = pcall(function() work(1) error("late") end)
          return not ok and message == "app.lua:7: late" and 1
        end
        return D
        """))
        for name in ["pcall", "xpcall"] {
            let step = app.start(name, pauseAfter: .milliseconds(100))
            #expect(step.paused?.line == "app.lua:2", "\(name): \(step)")
            #expect(app.resume(step) == .finished(.returned(.number(300000))), "\(name)")
        }
        let step = app.start("work", pauseAfter: .seconds(1))
        #expect(step.paused?.line == "app.lua:5")
        #expect(app.last?.pendingWork == .seconds(2))
        #expect(app.resume(step) == .finished(.returned(.number(7))))
        // An error after the pause is caught by the pcall it paused in.
        let caught = app.start("caught", pauseAfter: .milliseconds(500))
        #expect(caught.paused?.line == "app.lua:7")
        #expect(app.resume(caught) == .finished(.returned(.number(1))))
    }

    @Test("S3: coroutine.yield in the host's coroutine fails as it did on the main thread")
    func testS3YieldOutsideAnAppCoroutineStillFails() throws {
        let app = try #require(PausableApp("local D = {} function D.block() coroutine.yield(1) end return D"))
        let started = app.start("block", pauseAfter: nil)
        #expect(started == .finished(app.run("block")))
        guard case .finished(.crashed(let message, _)) = started else { Issue.record("\(started)"); return }
        #expect(message.contains("attempt to yield from outside a coroutine"))
    }

    @Test("S3: the host's coroutine is the main thread to the script: it cannot get hold of it to resume or close it")
    func testS3HostCoroutineLooksLikeTheMainThread() throws {
        let app = try #require(PausableApp("""
        local D, held = {}, nil
        function D.block()
          local co, main = coroutine.running()
          held = co
          for _ = 1, 100000 do end
          return main and not coroutine.isyieldable() and coroutine.isyieldable(co) == false
        end
        function D.meddle()
          local resumed = coroutine.resume(held)
          local closed = pcall(coroutine.close, held)
          return coroutine.status(held) == "running" and not resumed and not closed
        end
        return D
        """))
        #expect(app.run("block") == .returned(.bool(true)))
        let step = app.start("block", pauseAfter: .milliseconds(20))
        #expect(step.paused != nil)
        // Another piece of the app's code, while the block is frozen.
        #expect(app.run("meddle") == .returned(.bool(true)))
        #expect(app.resume(step) == .finished(.returned(.bool(true))))
    }

    @Test("S3: Ctrl-C still interrupts a resumed coroutine")
    func testS3InterruptStopsACoroutine() throws {
        let app = try #require(PausableApp("local D = {} function D.block() while true do end end return D"))
        let step = app.start("block", pauseAfter: .milliseconds(5))
        #expect(step.paused != nil)
        var ticks = 0
        let lua = app.runtime.lua
        lua.onTick = { [unowned runtime = app.runtime] in
            ticks += 1
            if ticks == 3 { lua.requestInterrupt() }
            return runtime.spend(.milliseconds(1))
        }
        #expect(app.resume(step) == .finished(.halted(.interrupted)))
        #expect(ticks == 3)   // stopped at the next tick, before it spends
    }

    @Test("S3: the host's backstop still stops a resumed coroutine")
    func testS3BackstopStopsACoroutine() throws {
        let app = try #require(PausableApp("local D = {} function D.block() while true do end end return D"))
        let step = app.start("block", pauseAfter: .milliseconds(5))
        #expect(step.paused != nil)
        let limits = Backstop.Limits(caseSeconds: 0.3, verbSeconds: 0.3)
        let resumed = Backstop.runCase(limits) { (app.resume(step, budget: .seconds(100_000)), Backstop.fired) }
        #expect(resumed.0 == .finished(.halted(.stoppedByHost)))
        #expect(resumed.1)
    }

    @Test("S3: the memory cap still applies to a coroutine, started or resumed")
    func testS3MemoryCapStillApplies() throws {
        let app = try #require(PausableApp("""
        local D = {}
        function D.block()
          local s, kept = ("x"):rep(1 << 20), {}
          for i = 1, 200 do kept[i] = s .. i end
        end
        function D.later() work(1) D.block() end
        return D
        """))
        #expect(app.start("block", pauseAfter: nil) == .finished(.halted(.memory)))
        let step = app.start("later", pauseAfter: .milliseconds(500))
        #expect(step.paused != nil)
        #expect(app.resume(step) == .finished(.halted(.memory)))
    }
}
