import Testing

@testable import LifecycleCore
import TestSupport

/// S3: explore's state key holds the code frozen with a suspended app: where each thread
/// stopped and the work it has left decide what its next wake does, so two states that differ
/// only there are two states; the key takes times relative to now, so the absolute clock (or how
/// long the code has been frozen: a wake starts it from its own clock again) changes nothing.
@Suite("Explore's state key: frozen code (S3)")
struct FingerprintThreadTests {
    /// An app whose applicationDidEnterBackground: dispatches a two-step save to a global queue
    /// (1 s of work, then 1 s more, then `saved`) and returns after 0.2 s: it freezes at Home.
    final class Saving {
        final class Box { var saved = false }
        let device: Device
        private let box: Box
        var didSave: Bool { box.saved }
        var thread: AppThread { device.app.process.threads.live[0] }

        init(foregroundFirst: SimDuration = .zero, frozenFor: SimDuration = .seconds(60)) {
            let loader = ScriptedLoader.implementingAll()
            let box = Box()
            self.box = box
            let block = loader.registerThread([.work(.seconds(1)), .work(.seconds(1)), .run { _ in box.saved = true }])
            loader.hooks[.didEnterBackground] = { session in
                session.dispatch(block, queue: .global, after: .zero)
                return work(session, .milliseconds(200))
            }
            (device, _) = makeDevice(loader, profile: .ios7)
            device.launch()
            if foregroundFirst > .zero { device.advance(foregroundFirst) }
            device.home()
            device.advance(frozenFor)
        }
    }

    @Test("S3: two suspended apps whose frozen save stopped at another line are two states")
    func lineIsInTheKey() {
        let a = Saving(), b = Saving()
        #expect(a.device.app.state == .suspended && a.thread.frozen)
        #expect(a.device.fingerprint == b.device.fingerprint)
        #expect(a.device.fingerprint.contains("threads=Fapp.lua:1/"))
        b.thread.paused = PausedCode(raw: b.thread.paused!.raw, line: "app.lua:2")
        #expect(a.device.fingerprint != b.device.fingerprint, "the same visible state, the code stopped elsewhere")
    }

    @Test("S3: two suspended apps whose frozen save has another amount of work left are two states, with two futures")
    func workLeftIsInTheKey() {
        let a = Saving(), b = Saving()
        #expect(a.thread.pendingWork == .milliseconds(801))
        b.thread.pendingWork = .milliseconds(1801)
        #expect(a.device.fingerprint != b.device.fingerprint, "the same visible state, more work left")
        for app in [a, b] {
            app.device.reopen()
            app.device.advance(.seconds(2))
        }
        #expect(a.didSave && !b.didSave, "the save with 1 s more left has not finished 2 s after the wake")
    }

    @Test("S3: the key of frozen code does not depend on the absolute clock, nor on how long the code has been frozen")
    func keyIsRelative() {
        let plain = Saving(), later = Saving(foregroundFirst: .seconds(100)), longer = Saving(frozenFor: .seconds(120))
        #expect(later.device.scheduler.now != plain.device.scheduler.now)
        #expect(plain.device.fingerprint.contains("threads=F"))
        #expect(later.device.fingerprint == plain.device.fingerprint)
        #expect(longer.device.fingerprint == plain.device.fingerprint)
        // And the futures are the same: each save finishes 0.801 s + 1 s after its wake.
        for app in [plain, later, longer] {
            app.device.reopen()
            app.device.advance(.milliseconds(1900))
        }
        #expect(plain.didSave && later.didSave && longer.didSave)
    }
}
