import Testing

@testable import LifecycleCore
import TestSupport

/// What no app can do to the host (docs/security.md: no app, scenario or file can crash, hang or fool it):
/// hand it a number that traps (H01), run the clock past its range (H02), keep a queue busy for
/// ever at one instant (H03), or grow the host without bound through files, defaults and queued
/// blocks (H06). Core tests, without Lua; LifecycleLuaTests play the findings' reproducers.
@Suite("Host limits — numbers, the clock, queues, memory and storage")
struct HostLimitTests {
    // MARK: H01

    @Test("H01, M1: the one checked path refuses NaN, infinities, negatives and spans past the clock, and clamps a cost over any memory")
    func checkedNumbers() throws {
        for bad in [Double.nan, -1, -.infinity, .infinity, 1e19, 3.2e9] {
            #expect((try? ScriptNumber.seconds(bad).get()) == nil, "\(bad)")
        }
        #expect(try ScriptNumber.seconds(1.5).get() == .milliseconds(1_500))
        #expect(try ScriptNumber.seconds(0.0000004).get() == .zero)
        #expect(try ScriptNumber.seconds(3_155_760_000).get() == .century)
        // work(math.huge) is accepted: the watchdog stops it; NaN and negatives are not.
        #expect(try ScriptNumber.workSeconds(.infinity).get() == .century)
        #expect((try? ScriptNumber.workSeconds(.nan).get()) == nil)
        #expect((try? ScriptNumber.workSeconds(-0.5).get()) == nil)
        // Cache costs: far over any memory is clamped (still a jetsam kill), nonsense is refused.
        #expect(try ScriptNumber.bytes(megabytes: 1e19).get() == ScriptNumber.maxBytes)
        #expect(try ScriptNumber.bytes(megabytes: 8).get() == 8 << 20)
        for bad in [Double.nan, .infinity, -1] { #expect((try? ScriptNumber.bytes(megabytes: bad).get()) == nil) }
        // Points of the screen, frames, accelerations, megabytes to free.
        #expect((try? ScriptNumber.screenPoint(.nan, extent: 320).get()) == nil)
        #expect((try? ScriptNumber.screenPoint(1e308, extent: 320).get()) == nil)
        #expect(try ScriptNumber.screenPoint(320, extent: 320).get() == 320)
        #expect((try? ScriptNumber.points(.infinity).get()) == nil)
        #expect(try ScriptNumber.points(-1e300).get() == -1e300)
        #expect((try? ScriptNumber.acceleration(.nan).get()) == nil)
        #expect((try? ScriptNumber.megabytes(-5).get()) == nil)
        // For the trace: no input traps.
        #expect(ScriptNumber.tenths(.nan) == 0)
        #expect(ScriptNumber.tenths(1e300) == 1_000_000_000_000_000)
        #expect(ScriptNumber.tenths(-.infinity) == -1_000_000_000_000_000)
        #expect(ScriptNumber.tenths(40.06) == 401)
        #expect(ScriptNumber.describe(.nan) == "nan")
        #expect(ScriptNumber.describe(-1) == "-1")
        #expect(ScriptNumber.describe(1e19) == "1e+19")
    }

    @Test("H01: a refusal names the function and the argument")
    func refusalMessages() {
        guard case .failure(let nan) = ScriptNumber.screenPoint(.nan, extent: 480) else { Issue.record("accepted"); return }
        #expect(nan.message("tap", argument: "y") == "tap: expects y to be a number on the screen (0 to 480 points), got nan")
        guard case .failure(let long) = ScriptNumber.seconds(1e12) else { Issue.record("accepted"); return }
        #expect(long.message("advance") == "advance: 1000000000000 s is longer than the simulated clock runs: 100 years (3155760000 s)")
        guard case .failure(let negative) = ScriptNumber.seconds(-1) else { Issue.record("accepted"); return }
        #expect(negative.message("advance") == "advance: expects a number of seconds >= 0, got -1")
    }

    @Test("H01, M1: a cache object of 1e19 MB is a jetsam kill, not a trap")
    func hugeCacheCost() throws {
        let loader = ScriptedLoader.implementingAll()
        let bytes = try ScriptNumber.bytes(megabytes: 1e19).get()
        loader.hooks[.didFinishLaunching] = { session in
            session.cacheObject("c", key: "k", bytes: bytes) ? .returned(.bool(true)) : .halted(.killed)
        }
        let (device, sink) = makeDevice(loader)
        device.launch()
        #expect(sink.kills.map(\.reason) == [.jetsam])
        #expect(sink.kills.first?.rule == .M1)
        #expect(sink.kills.first?.message.hasPrefix("the app's footprint reached 1073741824 MB, over its 128 MB limit") == true)
        #expect(device.app.state == .notRunning)
    }

    // MARK: H02

    @Test("H02: the clock saturates instead of wrapping, and prints any value")
    func clockNeverWraps() {
        let late = SimTime(micros: .max - 5)
        #expect((late + .seconds(1)).micros == .max)
        #expect((SimTime.zero - late).micros == -(Int64.max - 5))
        #expect((SimTime(micros: .min) - SimTime(micros: 1)).micros == .min)
        #expect(SimDuration.seconds(.max).micros == .max)
        #expect(SimDuration(micros: .min).description == "-9223372036854.775808")
        #expect(SimTime.end.description == "3155760000")
    }

    @Test("H02, B5: advancing past the clock's century is refused before anything moves; up to its end is fine")
    func clockRange() {
        let loader = ScriptedLoader.implementingAll()
        let (device, _) = makeDevice(loader)
        #expect(device.clockRefusal(advancing: .century) == nil)
        device.advance(SimDuration(micros: SimTime.end.micros - 10_000_000))
        #expect(device.clockRefusal(advancing: .seconds(10)) == nil)
        #expect(device.clockRefusal(advancing: .seconds(11))?.contains("past its end") == true)
        device.launch()
        device.home()
        // backgroundTimeRemaining near the end of the clock: no overflow.
        #expect(device.app.backgroundTimeRemainingNow == 180)
    }

    // MARK: H03

    /// An app whose launch queues a block that queues itself again, on `queue`.
    private func selfRequeuing(_ queue: DispatchQueueKind, delay: SimDuration = .zero) -> ScriptedLoader {
        let loader = ScriptedLoader.implementingAll()
        var poll = CallbackID(raw: 0)
        poll = loader.register { session in
            session.dispatch(poll, queue: queue, after: delay)
            return .returned(.none)
        }
        loader.hooks[.didFinishLaunching] = { session in
            session.dispatch(poll, queue: queue, after: delay)
            return .returned(.bool(true))
        }
        return loader
    }

    private func blocks(_ sink: CollectingSink) -> [(time: SimTime, cost: SimDuration)] {
        sink.records.compactMap {
            if case .run(.block, let cost, _, _, _) = $0.event { return ($0.time, cost) }
            return nil
        }
    }

    @Test("H03, T5: a block that queues itself lets time pass, 1 ms a block, instead of running for ever at t = 0")
    func blocksCostTime() {
        let (device, sink) = makeDevice(selfRequeuing(.main))
        device.launch()
        device.advance(.milliseconds(900))
        let ran = blocks(sink)
        #expect((900...903).contains(ran.count))
        #expect(ran.allSatisfy { $0.cost == .milliseconds(1) })
        #expect(ran.map(\.time) == ran.indices.map { SimTime(micros: Int64($0) * 1_000) })
        #expect(device.now <= SimTime(micros: 903_000))
        #expect(sink.kills.isEmpty)
    }

    @Test("H03, T5: a main queue that spins (blocks that only queue more) for 1 s is a watchdog kill")
    func mainQueueSpins() {
        let (device, sink) = makeDevice(selfRequeuing(.main))
        device.launch()
        device.advance(.seconds(60))
        #expect(sink.kills.count == 1)
        let kill = sink.kills.first
        #expect(kill?.reason == .watchdog)
        #expect(kill?.rule == .T5)
        #expect(kill?.code == "0x8badf00d")
        #expect(kill?.message.hasPrefix("the main queue spun for 1 s: blocks that do nothing but queue the next one, back to back") == true)
        #expect(sink.records.first { if case .kill = $0.event { true } else { false } }?.time == SimTime.seconds(1))
        #expect(blocks(sink).count == 1_000, "the one due at 1 s does not run")
        #expect(device.app.state == .notRunning)
    }

    @Test("H03, T5: a fan (each block that does nothing queues two more) is one spin, stopped after 1 s of its blocks, on either queue")
    func fanSpins() {
        for queue in [DispatchQueueKind.main, .global] {
            let loader = ScriptedLoader.implementingAll()
            var fan = CallbackID(raw: 0)
            fan = loader.register { session in
                session.dispatch(fan, queue: queue, after: .zero)
                session.dispatch(fan, queue: queue, after: .zero)
                return .returned(.none)
            }
            loader.hooks[.didFinishLaunching] = { session in
                session.dispatch(fan, queue: queue, after: .zero)
                return .returned(.bool(true))
            }
            let (device, sink) = makeDevice(loader)
            device.launch()
            device.advance(.seconds(200))
            // Before, each block counted only its ancestors: a generation of 2^n blocks ran for
            // every millisecond of spin, without end.
            #expect(sink.kills.map(\.rule) == [.T5], "\(queue)")
            #expect(sink.kills.first?.message.contains("spun for 1 s") == true, "\(queue)")
            #expect((1_000...1_100).contains(blocks(sink).count), "\(queue): \(blocks(sink).count)")
        }
    }

    @Test("H03, T5: a global queue that spins the same, asyncAfter(0) included, is stopped the same")
    func globalQueueSpins() {
        let (device, sink) = makeDevice(selfRequeuing(.global))
        device.launch()
        device.advance(.seconds(100))
        #expect(sink.kills.first?.message.hasPrefix("a global queue spun for 1 s") == true)
        #expect(blocks(sink).count == 1_000)
    }

    @Test("H03, T5, S3: two global spins that run side by side are each counted in their own blocks' time, and stopped")
    func interleavedSpins() {
        // Two chains started by the same hook run on threads side by side (S3): their blocks
        // alternate, so neither block runs right after its parent; each is still due before it
        // returned.
        let loader = ScriptedLoader.implementingAll()
        var poll = CallbackID(raw: 0)
        poll = loader.register { session in
            session.dispatch(poll, queue: .global, after: .zero)
            return .returned(.none)
        }
        loader.hooks[.didFinishLaunching] = { session in
            session.dispatch(poll, queue: .global, after: .zero)
            session.dispatch(poll, queue: .global, after: .zero)
            return .returned(.bool(true))
        }
        let (device, sink) = makeDevice(loader)
        device.launch()
        device.advance(.seconds(100))
        #expect(sink.kills.map(\.rule) == [.T5])
        #expect(sink.kills.first?.message.hasPrefix("a global queue spun for 1 s") == true)
        #expect(blocks(sink).count == 2_000, "1,000 blocks of each spin")
        // Side by side, each spin's 1 s is the same second on the clock (after the first
        // block's dispatch overhead).
        #expect(sink.records.first { if case .kill = $0.event { true } else { false } }?.time == SimTime(micros: 1_001_000))
    }

    @Test("H03, S3, T5: time a global spin spends frozen with the suspended app does not count; its blocks do")
    func frozenSpinCountsItsBlocksOnly() {
        let (device, sink) = makeDevice(selfRequeuing(.global))
        device.launch()
        device.advance(.milliseconds(400))
        device.home()
        device.advance(.seconds(600))
        let beforeReturn = blocks(sink).count
        #expect(sink.kills.isEmpty, "ten minutes frozen are not ten minutes of spinning")
        #expect(beforeReturn < 1_000)
        device.reopen()
        device.advance(.seconds(10))
        #expect(sink.kills.map(\.rule) == [.T5])
        #expect(blocks(sink).count == 1_000, "the spin is stopped after 1 s of its own blocks, before and after the freeze")
    }

    @Test("H03, T5: blocks that queue themselves with a gap between them do not spin, and are never killed for it")
    func gapsEndTurns() {
        let (device, sink) = makeDevice(selfRequeuing(.main, delay: .milliseconds(2)))
        device.launch()
        device.advance(.seconds(30))
        #expect(sink.kills.isEmpty)
        #expect((14_999...15_001).contains(blocks(sink).count))
    }

    @Test("H03, T5: a burst of 5,000 blocks queued at once by a hook is not a spin; blocks bouncing between queues are")
    func burstsAndBounces() {
        let loader = ScriptedLoader.implementingAll()
        let trivial = loader.register { _ in .returned(.none) }
        loader.hooks[.didFinishLaunching] = { session in
            for _ in 0..<5_000 { session.dispatch(trivial, queue: .main, after: .zero) }
            return .returned(.bool(true))
        }
        let (device, sink) = makeDevice(loader)
        device.launch()
        device.advance(.seconds(10))
        #expect(sink.kills.isEmpty)
        #expect(blocks(sink).count == 5_000)

        let bouncing = ScriptedLoader.implementingAll()
        var toMain = CallbackID(raw: 0), toGlobal = CallbackID(raw: 0)
        toMain = bouncing.register { session in session.dispatch(toGlobal, queue: .global, after: .zero); return .returned(.none) }
        toGlobal = bouncing.register { session in session.dispatch(toMain, queue: .main, after: .zero); return .returned(.none) }
        bouncing.hooks[.didFinishLaunching] = { session in
            session.dispatch(toMain, queue: .main, after: .zero)
            return .returned(.bool(true))
        }
        let (other, otherSink) = makeDevice(bouncing)
        other.launch()
        other.advance(.seconds(10))
        #expect(otherSink.kills.map(\.rule) == [.T5])
        #expect(blocks(otherSink).count == 1_000)
    }

    @Test("H03, B5: a long upload cut into blocks that work (back to back, past 60 s) runs on until the allowance ends")
    func chunkedSaveKeepsWorking() {
        let loader = ScriptedLoader.implementingAll()
        var chunks = 0
        var chunk = CallbackID(raw: 0)
        chunk = loader.registerThread([.work(.seconds(2)), .run { session in
            chunks += 1
            if chunks < 100 { session.dispatch(chunk, queue: .global, after: .zero) }
        }])
        loader.hooks[.didEnterBackground] = { session in
            _ = session.beginBackgroundTask(expirationHandler: nil)
            session.dispatch(chunk, queue: .global, after: .zero)
            return .returned(.none)
        }
        let (device, sink) = makeDevice(loader)
        device.launch()
        device.home()
        device.advance(.seconds(170))
        #expect(chunks == 84, "blocks of 2 s, each begun 1 ms (the dispatch overhead) after the last one ended: 84 done by 170 s")
        #expect(sink.kills.isEmpty)
    }

    // MARK: H05

    @Test("H05, E2: a view hierarchy is at most 100 levels deep; subtree heights stay exact as views move")
    func viewDepth() {
        var tree = ViewTree()
        for id in 1...150 { tree.add(ViewTree.Node(id: id, name: "v\(id)", frame: .screen)) }
        for id in 2...100 {
            #expect(tree.refusal(adding: id, to: id - 1) == nil)
            tree.attach(id, to: .view(id - 1))
        }
        #expect(tree.depth(of: 100) == 100)
        #expect(tree[1]?.height == 100)
        #expect(tree.refusal(adding: 101, to: 100) == "the hierarchy would be 101 levels deep; the simulator allows 100")
        #expect(tree.refusal(adding: 1, to: 50) == "a view cannot contain itself")
        // A subtree of 3 levels fits under level 97, not under level 98.
        tree.attach(102, to: .view(101))
        tree.attach(103, to: .view(102))
        #expect(tree.refusal(adding: 101, to: 97) == nil)
        #expect(tree.refusal(adding: 101, to: 98) != nil)
        // Cutting the chain at 51 makes 1's subtree 50 levels high again, and room below.
        tree.attach(51, to: .detached)
        #expect(tree[1]?.height == 50)
        #expect(tree[51]?.height == 50)
        #expect(tree.refusal(adding: 101, to: 50) == nil)
        tree.attach(101, to: .view(50))
        #expect(tree[1]?.height == 53)
        for id in 104...150 { tree.attach(id, to: .detached) }
        #expect(tree.hitTest(1, 1) == 103, "the deepest view, 53 levels down")
    }

    // MARK: H06

    @Test("H06, M1: queued blocks count in the footprint: an app that queues without end is a jetsam kill")
    func queuedBlocksCount() {
        let loader = ScriptedLoader.implementingAll()
        let block = loader.register { _ in .returned(.none) }
        var queued = 0
        loader.hooks[.didFinishLaunching] = { session in
            for _ in 0..<200_000 {
                session.dispatch(block, queue: .main, after: .seconds(1))
                queued += 1
                // The Lua runtime spends time every 1,000 instructions; so does this behaviour.
                if queued % 100 == 0, !session.spend(.zero) || session.killRequest != nil { return .halted(.killed) }
            }
            return .returned(.bool(true))
        }
        let (device, sink) = makeDevice(loader)
        device.launch()
        #expect(sink.kills.map(\.rule) == [.M1])
        #expect(sink.kills.first?.message.contains("over its 128 MB limit") == true)
        #expect(queued <= 131_100, "128 MB at 1 KiB a block")
        #expect(device.scheduler.pendingCount == 0, "a dead process's blocks are cancelled")
    }

    @Test("H06, M1: host objects and queued blocks are part of the footprint, 1 KiB each")
    func footprintParts() {
        let loader = ScriptedLoader.implementingAll()
        let block = loader.register { _ in .returned(.none) }
        loader.hooks[.didFinishLaunching] = { session in
            for _ in 0..<1_024 { session.dispatch(block, queue: .main, after: .seconds(5)) }
            _ = session.setDefault("name", .string(String(repeating: "x", count: 1_048_572)))
            return .returned(.bool(true))
        }
        let (device, _) = makeDevice(loader)
        device.launch()
        #expect(device.app.footprintBytes == (1 << 20) + (1 << 20))
        device.advance(.seconds(6))
        #expect(device.app.footprintBytes == 1 << 20, "the blocks ran")
    }

    @Test("H06, M1: user defaults count in the footprint: setting them without end is a jetsam kill")
    func defaultsCount() {
        let loader = ScriptedLoader.implementingAll()
        let big = String(repeating: "d", count: 8 << 20)
        loader.hooks[.didFinishLaunching] = { session in
            for i in 0..<100 {
                guard session.setDefault("key\(i)", .string(big)) else { return .halted(.killed) }
            }
            return .returned(.bool(true))
        }
        let (device, sink) = makeDevice(loader)
        device.launch()
        #expect(sink.kills.map(\.rule) == [.M1])
        #expect(sink.kills.first?.message.contains("(user defaults)") == true)
    }

    @Test("H06, B7: past the device's 256 MiB of storage a write fails with NSFileWriteOutOfSpaceError and the old text stays")
    func storageCapacity() {
        let loader = ScriptedLoader.implementingAll()
        let chunk = String(repeating: "f", count: 16 << 20)
        var errors: [String?] = []
        loader.hooks[.didFinishLaunching] = { session in
            for i in 0..<20 { errors.append(session.writeFile("Documents/f\(i)", text: chunk, complete: nil)) }
            errors.append(session.writeFile("Documents/f0", text: "small", complete: nil))
            errors.append(session.writeFile("Documents/f0", text: chunk + chunk, complete: nil))
            return .returned(.bool(true))
        }
        let (device, _) = makeDevice(loader)
        device.launch()
        #expect(errors.prefix(15).allSatisfy { $0 == nil })
        #expect(errors[15]?.hasPrefix("Documents/f15: NSFileWriteOutOfSpaceError: not enough space on the device (its 256 MiB of storage are full)") == true)
        #expect(errors[20] == nil, "a smaller file fits")
        #expect(errors[21]?.contains("NSFileWriteOutOfSpaceError") == true)
        #expect(device.app.container.files["Documents/f0"]?.text == "small")
        #expect(device.app.container.storageBytes <= 256 << 20)
        #expect(HookSession.storageCost(bytes: 16 << 20) == SimDuration(micros: 167_772))
    }

    @Test("H06, B5: a call that breaks a rule in a loop holds at most 1,000 violations; one warning counts the rest, the totals all")
    func noticesPerCall() {
        let loader = ScriptedLoader.implementingAll()
        loader.hooks[.didFinishLaunching] = { session in
            for _ in 0..<5_000 { session.endBackgroundTask(12_345) }
            return .returned(.bool(true))
        }
        let (device, sink) = makeDevice(loader)
        device.launch()
        #expect(sink.violations.count == 1_000)
        #expect(device.trace.totals.violations == 5_000)
        #expect(sink.events.contains(.warning(message: "4000 more violations and warnings of this call were not shown (the summary counts them)")))
    }

    @Test("H06: a printed line, a note, an expect message and a kill's message are cut after 16 KiB, at a character")
    func longText() {
        let loader = ScriptedLoader.implementingAll()
        let long = String(repeating: "é", count: 10_000) + "end"
        loader.hooks[.didFinishLaunching] = { session in
            session.log(long)
            return .crashed(message: long, traceback: long)
        }
        let (device, sink) = makeDevice(loader)
        device.launch()
        device.note(long)
        device.expect(true, long)
        let cut = String(repeating: "é", count: 8_192) + "… (3619 more bytes)"   // 20,003 bytes, 16,384 kept
        #expect(TraceText.limited(long) == cut)
        #expect(sink.events.contains(.log(text: cut)))
        #expect(sink.events.contains(.note(text: cut)))
        #expect(sink.events.contains(.expect(ok: true, message: cut)))
        #expect(sink.kills.first?.traceback == cut)
        #expect(TraceText.limited("short") == "short")
    }

    @Test("H06, B7: defaults that do not fit on the device are not saved: synchronize fails and says so")
    func defaultsStorage() {
        let loader = ScriptedLoader.implementingAll()
        let chunk = String(repeating: "f", count: 16 << 20)
        var synchronized: Bool?
        loader.hooks[.didFinishLaunching] = { session in
            for i in 0..<15 { _ = session.writeFile("Documents/f\(i)", text: chunk, complete: nil) }
            _ = session.setDefault("big", .string(chunk))
            synchronized = session.synchronizeDefaults()
            return .returned(.bool(true))
        }
        let (device, sink) = makeDevice(loader)
        device.launch()
        #expect(synchronized == false)
        #expect(device.app.container.defaults["big"] == nil)
        #expect(sink.events.contains { if case .warning(let m) = $0 { m.hasPrefix("NSUserDefaults could not be saved: NSFileWriteOutOfSpaceError") } else { false } })
    }
}
