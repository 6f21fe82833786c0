@testable import LifecycleCore
@testable import LifecycleLua
@testable import LuaBridge
import Testing

/// S3: app code run as a coroutine pauses where its session's clock reaches the pause point and
/// goes on from there; where Lua cannot pause it is cut (S3, docs/rules.md). The runtime's side,
/// without the core's scheduling (PausableApp).
@Suite("Paused code (S3)")
struct PausedCodeTests {
    @Test("S3: a block that loops pauses at the pause point, at its line, and resumes where it stopped: its counter goes on")
    func testS3PausedBlockResumesWhereItStopped() throws {
        let app = try #require(PausableApp("""
        local D, starts, count = {}, 0, 0
        function D.block()
          starts = starts + 1
          for _ = 1, 300000 do count = count + 1 end
          return starts * 1000000 + count
        end
        function D.count() return count end
        return D
        """))
        let step = app.start("block", pauseAfter: .milliseconds(500))
        let paused = try #require(step.paused, "\(step)")
        #expect(paused.line == "app.lua:4")
        let session = try #require(app.last)
        #expect(session.pauseDue && !session.exhausted)
        #expect(session.cost == .milliseconds(500))
        let reached = try #require(app.number("count"))
        #expect(reached > 1000 && reached < 300000)
        // Frozen: nothing runs while it is paused.
        #expect(app.number("count") == reached)
        // Started once, counted to the end once.
        #expect(app.resume(step) == .finished(.returned(.number(1_300_000))))
        #expect(app.number("count") == 300000)
    }

    @Test("S3: a pause can come again after a resume, each at its own line")
    func testS3ResumedBlockPausesAgain() throws {
        let app = try #require(PausableApp("""
        local D = {}
        function D.block()
          local n = 0
          for _ = 1, 200000 do n = n + 1 end
          for _ = 1, 200000 do n = n + 2 end
          return n
        end
        return D
        """))
        let top = app.runtime.lua.stack.top
        let first = app.start("block", pauseAfter: .milliseconds(100))
        #expect(first.paused?.line == "app.lua:4")
        let second = app.resume(first, pauseAfter: .milliseconds(500))
        #expect(second.paused?.line == "app.lua:5")
        let rest = app.resume(second)
        #expect(rest == .finished(.returned(.number(600000))))
        #expect(app.runtime.lua.stack.top == top)
        // The slices cost what the whole run costs, give or take the tick a resume starts with.
        let sliced = SimDuration.milliseconds(600) + (app.last?.cost ?? .zero)
        #expect(app.run("block") == rest.finishedOutcome)
        let whole = try #require(app.last?.cost)
        #expect(sliced >= whole && sliced <= whole + .milliseconds(2), "\(sliced) \(whole)")
    }

    @Test("S3: work(10) with the pause point 3 s in pauses in work, 7 s of it pending, and goes on after it")
    func testS3WorkPausesWithTheRestPending() throws {
        let app = try #require(PausableApp("""
        local D, done = {}, 0
        function D.block()
          work(10)
          done = done + 1
          return 42
        end
        function D.done() return done end
        return D
        """))
        let step = app.start("block", pauseAfter: .seconds(3))
        #expect(step.paused?.line == "app.lua:3")
        let session = try #require(app.last)
        #expect(session.pendingWork == .seconds(7))
        #expect(session.cost == .seconds(3))
        #expect(session.pauseDue && !session.exhausted)
        #expect(app.number("done") == 0)
        #expect(app.resume(step) == .finished(.returned(.number(42))))
        #expect(app.number("done") == 1)
    }

    @Test("S3: a file write that takes the code past the pause point pauses once it returned, with its result")
    func testS3FileWritePausesAfterItReturns() throws {
        let app = try #require(PausableApp("""
        local D, writes, at = {}, 0, 0
        function D.block()
          local s = ("x"):rep(1 << 16)
          at = os.clock()
          for _ = 1, 100 do
            local ok = FileManager.write("Documents/notes.txt", s)
            if ok then writes = writes + 1 end
          end
          return writes
        end
        function D.writes() return writes end
        function D.at() return at * 1e6 end
        return D
        """))
        let step = app.start("block", pauseAfter: .milliseconds(100))
        #expect(step.paused?.line == "app.lua:6", "\(step)")
        let cost = try #require(app.last?.cost)
        let before = try #require(app.number("writes"))
        let loop = try #require(app.number("at"))
        try #require(before >= 1 && before < 100, "\(before)")
        // It paused right after the write that took it past the pause point (a write costs
        // what the loop cost so far over the writes made), not at the next tick, writes later.
        let perWrite = (Double(cost.micros) - loop) / before
        #expect(Double(cost.micros - 100_000) <= perWrite + 1000, "\(cost) \(before) \(perWrite)")
        // Its result is what it returned before the pause (it counts), and the loop goes on.
        #expect(app.resume(step) == .finished(.returned(.number(100))))
    }

    @Test("S3: work past its budget before the pause point is still the watchdog")
    func testS3WorkPastTheBudgetIsTheWatchdog() throws {
        let app = try #require(PausableApp("local D = {} function D.block() work(10) end return D"))
        #expect(app.start("block", pauseAfter: .seconds(8), budget: .seconds(5)) == .finished(.halted(.budget)))
    }

    @Test("S3: an error after a resume is a crash with the learner's line and the traceback a whole run gives")
    func testS3ErrorAfterResumeIsACrashAtTheLearnersLine() throws {
        let app = try #require(PausableApp("""
        local D = {}
        local function save(notes) return notes.count + 1 end
        function D.block()
          work(1)
          save(nil)
        end
        function D.raise()
          work(1)
          error("disk full")
        end
        local function deep(n) return 1 + deep(n + 1) end
        function D.deep() work(1) return deep(1) end
        function D.object() work(1) error(setmetatable({}, { __tostring = function() return "custom" end })) end
        return D
        """))
        for name in ["deep", "object"] {
            let step = app.start(name, pauseAfter: .milliseconds(500))
            #expect(step.paused != nil)
            let whole = app.run(name)
            app.runtime.settleHeap()   // the main thread's stack, grown by the overflow, shrinks
            let resumed = app.resume(step)
            guard case .crashed(let message, let traceback) = whole,
                  case .finished(.crashed(let resumedMessage, let resumedTraceback)) = resumed else {
                Issue.record("\(whole) \(resumed)")
                continue
            }
            #expect(resumedMessage == message)
            #expect(message.contains(name == "deep" ? "stack overflow" : "custom"), "\(message)")
            // A deep stack's traceback skips its middle; a coroutine has no C frame at its bottom,
            // so the count of levels skipped may differ by one. The frames shown first are the same.
            #expect(resumedTraceback.split(separator: "\n").prefix(10) == traceback.split(separator: "\n").prefix(10))
        }
        for name in ["block", "raise"] {
            let step = app.start(name, pauseAfter: .milliseconds(500))
            #expect(step.paused != nil)
            let resumed = app.resume(step)
            #expect(resumed == .finished(app.run(name)), "\(name)")
            guard case .finished(.crashed(let message, let traceback)) = resumed else {
                Issue.record("\(resumed)")
                continue
            }
            let expected = name == "block" ? "app.lua:2: attempt to index a nil value (local 'notes')" : "app.lua:9: disk full"
            #expect(message == expected)
            #expect(traceback.contains(name == "block" ? "app.lua:5: in" : "app.lua:9: in"), "\(traceback)")
            #expect(!traceback.contains("stdlib/host"))
        }
    }

    @Test("S3: an error's <close> variables still close; a discarded paused block's never do")
    func testS3DiscardRunsNoCloseVariable() throws {
        let app = try #require(PausableApp("""
        local D, closed = {}, 0
        local function guard() return setmetatable({}, { __close = function() closed = closed + 1 end }) end
        function D.block()
          local g <close> = guard()
          for _ = 1, 1e7 do end
        end
        function D.fail()
          local g <close> = guard()
          work(1)
          error("no")
        end
        function D.closed() return closed end
        return D
        """))
        let step = app.start("block", pauseAfter: .milliseconds(10))
        let code = try #require(step.paused)
        app.runtime.discard(code)
        app.runtime.settleHeap()
        #expect(app.number("closed") == 0)
        let failing = app.start("fail", pauseAfter: .milliseconds(500))
        #expect(failing.paused != nil)
        guard case .finished(.crashed) = app.resume(failing) else { Issue.record("not a crash"); return }
        #expect(app.number("closed") == 1)
    }
}
