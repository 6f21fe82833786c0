import Testing

@testable import LifecycleCore
import TestSupport

@Suite("W4 — state restoration: what deletes saved state, and its limits")
struct RestorationDiscardTests {
    @Test("W4: user_kill() deletes the saved state: the next launch decodes nothing, and the trace says what was thrown away and why")
    func forceQuit() {
        let app = RestoringApp()
        let (device, sink) = makeDevice(app.loader)
        device.launch()
        device.home()
        device.userKill()
        #expect(device.app.container.restoration == nil)
        let discard = sink.restorations.last
        #expect(discard?.action == .discard && discard?.controller == "editor" && discard?.keys == ["text"])
        #expect(discard?.reason == "the user removed the app in the switcher (T4): UIKit deletes saved state after a force-quit")
        #expect(sink.restorationTimeline.suffix(3) == ["kill user T4", state(.background, .notRunning), "restoration discard editor"])
        device.launch()
        #expect(app.decoded.isEmpty)
        #expect(!sink.hooksCalled.contains(.shouldRestoreApplicationState))
    }

    @Test("W4: removing from the switcher an app purged by a jetsam kill deletes its state too, instead of doing nothing")
    func forceQuitAfterJetsam() {
        let app = RestoringApp()
        let (device, sink) = app.savedAndPurged()
        sink.reset()
        device.userKill()
        #expect(device.app.container.restoration == nil)
        #expect(sink.restorations.map(\.action) == [.discard] && sink.warnings.isEmpty)
        #expect(device.app.record.userKilled, "W3: removed from the switcher, it is not woken any more")
        device.userKill()
        #expect(sink.warnings == ["user_kill() did nothing: the app is not running, nor in the switcher"])
    }

    @Test("W4: a crash during the launch that restored the state deletes it; the launch after that restores nothing")
    func crashOfRestoringLaunch() {
        let app = RestoringApp()
        let (device, sink) = app.savedAndPurged()
        app.loader.hooks[.didBecomeActive] = { _ in .crashed(message: "boom", traceback: "") }
        sink.reset()
        device.launch()
        #expect(app.decoded.count == 1)
        #expect(sink.kills.map(\.reason) == [.crash])
        #expect(device.app.container.restoration == nil)
        #expect(sink.restorations.last?.reason == "the launch that restored it crashed: UIKit deletes saved state that may crash every launch")
        app.loader.hooks[.didBecomeActive] = returns()
        device.launch()
        #expect(app.decoded.count == 1)
    }

    @Test("W4: the launch watchdog killing the restoring launch deletes the state, as a crash does; a crash of a later launch keeps it")
    func otherKills() {
        let stuck = RestoringApp()
        let (device1, sink1) = stuck.savedAndPurged()
        stuck.loader.restorables["Editor decodeRestorableStateWithCoder"] = { session, _ in work(session, .seconds(25)) }
        device1.launch()
        #expect(sink1.kills.last?.reason == .watchdog && sink1.kills.last?.rule == .L5)
        #expect(sink1.kills.last?.message == "the app did not finish launching within 20 s (Editor decodeRestorableStateWithCoder was running)")
        #expect(device1.app.container.restoration == nil, "it would stop every launch")
        #expect(sink1.restorations.last?.reason == "the launch that restored it was killed by the launch watchdog (L5): UIKit deletes saved state that may stop every launch")

        let kept = RestoringApp()
        let (device2, sink2) = kept.savedAndPurged()
        device2.launch()
        kept.loader.hooks[.willEnterForeground] = { _ in .crashed(message: "later", traceback: "") }
        device2.home()
        device2.reopen()
        #expect(sink2.kills.last?.reason == .crash)
        #expect(device2.app.container.restoration != nil)
    }

    @Test("W4: saving shares B4's 5 s: an encode that runs past it is a B4 watchdog kill naming state preservation")
    func preservationBudget() {
        let app = RestoringApp()
        app.loader.hooks[.shouldSaveApplicationState] = works(3, then: .bool(true))
        app.loader.restorables["Editor encodeRestorableStateWithCoder"] = { session, _ in work(session, .seconds(3)) }
        let (device, sink) = makeDevice(app.loader)
        device.launch()
        device.home()
        #expect(sink.kills.first?.rule == .B4 && sink.kills.first?.code == "0x8badf00d")
        #expect(sink.kills.first?.message == "the move to the background did not finish within 5 s: state preservation (W4) was running Editor encodeRestorableStateWithCoder")
        #expect(device.app.container.restoration == nil)
    }

    @Test("W4, B4: the 5 s count from applicationDidEnterBackground:'s start: 2 s there and 4 s of encoding is a kill at 5 s")
    func preservationSharesTheMethodsTime() {
        let app = RestoringApp()
        app.loader.hooks[.didEnterBackground] = works(2)
        app.loader.restorables["Editor encodeRestorableStateWithCoder"] = { session, _ in work(session, .seconds(4)) }
        let (device, sink) = makeDevice(app.loader)
        device.launch()
        device.home()
        #expect(sink.kills.map(\.rule) == [.B4])
        #expect(sink.time { if case .kill = $0 { true } else { false } } == .seconds(5))
    }

    @Test("W4: a coder is valid only during its call; a decoding coder cannot encode; keys, key counts and table entries are bounded")
    func coderRules() {
        let app = RestoringApp()
        var kept: Int?
        var problems: [String?] = []
        var entryProblems: [String?] = []
        app.loader.restorables["Editor encodeRestorableStateWithCoder"] = { session, coder in
            kept = coder
            problems.append(session.encodeRestorable(.bool(true), forKey: String(repeating: "k", count: 1_025), coder: coder))
            for i in 0..<StateCoder.maxKeys { _ = session.encodeRestorable(.integer(Int64(i)), forKey: "k\(i)", coder: coder) }
            problems.append(session.encodeRestorable(.bool(true), forKey: "one more", coder: coder))
            problems.append(session.encodeRestorable(nil, forKey: "k0", coder: coder))
            let table = RestorableValue.table((1...6_000).map { RestorableEntry(key: .integer(Int64($0)), value: .bool(true)) })
            entryProblems = [session.encodeRestorable(table, forKey: "k1", coder: coder),
                             session.encodeRestorable(table, forKey: "k2", coder: coder)]
            return .returned(.none)
        }
        app.loader.hooks[.willEnterForeground] = { session in
            problems.append(session.encodeRestorable(.bool(true), forKey: "late", coder: kept!))
            return .returned(.none)
        }
        app.loader.hooks[.shouldRestoreApplicationState] = { session in
            problems.append(session.encodeRestorable(.bool(true), forKey: "x", coder: session.openCoder!))
            return .returned(.bool(true))
        }
        let (device, _) = app.savedAndPurged()
        device.launch()
        device.home()
        device.reopen()
        #expect(problems.contains("a key is at most 1024 bytes (W4)"))
        #expect(problems.contains("a coder holds at most 256 keys (W4)"))
        #expect(entryProblems == [nil, "a coder holds at most 10000 table entries in all (W4)"], "the same big table under a second key")
        #expect(problems.contains("this coder is no longer valid: UIKit's coder can be used only during the call it was passed to (W4)"))
        #expect(problems.contains("this coder decodes (it was passed to a method that restores state); it cannot encode (W4)"))
        #expect(device.app.container.restoration?.controllers.first?.values.count == StateCoder.maxKeys - 1, "nil removed k0")
    }

    @Test("W4: saved state counts in the device's storage; state that does not fit is not written, and the earlier state is kept")
    func storage() {
        var budgets = Budgets()
        budgets.storageCapacityBytes = 200
        let app = RestoringApp()
        let (device, sink) = makeDevice(app.loader, budgets: budgets)
        device.launch()
        device.home()
        let saved = device.app.container.restoration
        #expect(saved?.bytes == Int64("editor".utf8.count + "text".utf8.count + "Dear Sam,".utf8.count))
        #expect(device.app.container.storageBytes == saved?.bytes)
        app.values["text"] = .string(String(repeating: "x", count: 300))
        device.reopen()
        device.home()
        #expect(device.app.container.restoration == saved)
        #expect(sink.restorations.last?.action == .discard)
        #expect(sink.restorations.last?.reason?.hasPrefix("the state could not be written: NSFileWriteOutOfSpaceError") == true)
    }

    @Test("W4: the restoration line in JSONL: action, controller (absent for the app's own state), keys as an array, reason")
    func jsonl() {
        let sink = JSONLCollector()
        sink.receive(TraceRecord(time: .zero, event: .restoration(action: .discard, controller: "root/edit\"or", keys: ["a", "b\n"], reason: "why")))
        sink.receive(TraceRecord(time: .zero, event: .restoration(action: .encode, controller: nil, keys: [], reason: nil)))
        #expect(sink.text == """
            {"t":0,"event":"restoration","action":"discard","controller":"root/edit\\"or","keys":["a","b\\n"],"reason":"why"}
            {"t":0,"event":"restoration","action":"encode","keys":[]}

            """)
    }
}
