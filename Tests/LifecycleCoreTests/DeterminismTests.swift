import Testing

@testable import LifecycleCore
import TestSupport

@Suite("JSONL — determinism")
struct DeterminismTests {
    /// A busy app: logs, work, a task ended by a block, a crash-free expiration path.
    private func busyApp() -> ScriptedLoader {
        let loader = ScriptedLoader.implementingAll()
        var task = 0
        let handler = loader.register { session in
            session.endBackgroundTask(task)
            return .returned(.none)
        }
        let block = loader.register { session in
            session.log("block ran at \(session.now)")
            return work(session, .milliseconds(333))
        }
        loader.hooks[.didFinishLaunching] = { session in
            session.log("launching \"quoted\"\n")
            return work(session, .milliseconds(1_250), then: .bool(true))
        }
        loader.hooks[.didEnterBackground] = { session in
            task = session.beginBackgroundTask(expirationHandler: handler)
            session.dispatch(block, queue: .global, after: .seconds(2))
            return work(session, SimDuration(micros: 125))
        }
        return loader
    }

    private func run(_ profile: OSProfile = .default) -> [UInt8] {
        let jsonl = JSONLCollector()
        let device = Device(loader: busyApp(), simulation: Simulation(profile: profile), sinks: [jsonl])
        device.launch(url: "app://start", sourceApplication: "src")
        device.incomingCall()
        device.decline()
        device.home()
        device.rotate("landscapeLeft")
        device.advance(.seconds(200))
        device.rotate("portrait")
        device.changeLocale("fr_FR")
        device.reopen()
        device.openURL("app://again", sourceApplication: nil)
        device.memoryWarning()
        device.lock()
        device.lowMemory()
        device.unlock()
        device.expectState(.active)
        return jsonl.bytes
    }

    @Test("JSONL: the same script twice gives identical bytes", arguments: OSProfile.all)
    func sameBytes(profile: OSProfile) {
        let first = run(profile)
        let second = run(profile)
        #expect(!first.isEmpty)
        #expect(first == second)
    }

    @Test("JSONL: runs on different profiles differ (the trace reflects the profile)")
    func profilesDiffer() {
        #expect(run(.ios7) != run(.ios13))
    }

    @Test("JSONL: two devices in one process do not share state")
    func interleaved() {
        let loaderA = busyApp(), loaderB = busyApp()
        let sinkA = JSONLCollector(), sinkB = JSONLCollector()
        let a = Device(loader: loaderA, sinks: [sinkA])
        let b = Device(loader: loaderB, sinks: [sinkB])
        a.launch(); b.launch()
        a.home(); b.home()
        a.advance(.seconds(10)); b.advance(.seconds(10))
        #expect(sinkA.bytes == sinkB.bytes)
        #expect(!sinkA.bytes.isEmpty)
    }
}
