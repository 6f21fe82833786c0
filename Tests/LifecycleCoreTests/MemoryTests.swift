import Testing

@testable import LifecycleCore
import TestSupport

@Suite("M — memory")
struct MemoryTests {
    @Test("M1: low memory purges a suspended app silently: no hook, no notification, a jetsam kill")
    func suspendedPurged() {
        let loader = ScriptedLoader.implementingAll()
        let (device, sink) = makeDevice(loader)
        device.launch()
        device.home()
        device.advance(.seconds(1))
        let seen = loader.hooksSeen.count
        sink.reset()
        device.lowMemory()
        #expect(sink.timeline == ["kill jetsam M1", state(.suspended, .notRunning)])
        #expect(loader.hooksSeen.count == seen)
        #expect(device.app.state == .notRunning)
    }

    @Test("M1: a hook going over the memory cap is a jetsam kill")
    func memoryCap() {
        let loader = ScriptedLoader.implementingAll()
        loader.hooks[.didBecomeActive] = { _ in .halted(.memory) }
        let (device, sink) = makeDevice(loader)
        device.launch()
        #expect(sink.kills.map(\.reason) == [.jetsam])
        #expect(sink.kills.first?.rule == .M1)
        #expect(device.app.state == .notRunning)
    }

    @Test("M2: a memory warning calls applicationDidReceiveMemoryWarning:, then posts its notification")
    func memoryWarning() {
        let loader = ScriptedLoader.implementingAll()
        let (device, sink) = makeDevice(loader)
        device.launch()
        sink.reset()
        device.memoryWarning()
        #expect(sink.timeline == [call(.didReceiveMemoryWarning), notify(.didReceiveMemoryWarning)])
        #expect(device.app.state == .active)
    }

    @Test("M2: the memory warning notification is posted even without the delegate method")
    func memoryWarningNotImplemented() {
        let loader = ScriptedLoader.implementingAll()
        loader.hooks[.didReceiveMemoryWarning] = nil
        let (device, sink) = makeDevice(loader)
        device.launch()
        sink.reset()
        device.memoryWarning()
        #expect(sink.timeline == [notify(.didReceiveMemoryWarning)])
    }

    @Test("M2: a suspended app hears no memory warning")
    func suspendedNoWarning() {
        let (device, sink) = makeDevice(.implementingAll())
        device.launch()
        device.home()
        device.advance(.seconds(1))
        sink.reset()
        device.memoryWarning()
        #expect(sink.timeline.isEmpty)
        #expect(device.app.state == .suspended)
    }

    @Test("M3: low memory on an app running in the background: warning, willTerminate, then a jetsam kill")
    func backgroundTerminated() {
        let (device, sink) = backgroundRunning(.implementingAll())
        #expect(device.app.state == .background)
        device.lowMemory()
        #expect(sink.timeline == [
            call(.didReceiveMemoryWarning), notify(.didReceiveMemoryWarning),
            call(.willTerminate), notify(.willTerminate),
            "kill jetsam M1", state(.background, .notRunning),
        ])
    }

    @Test("M3: low memory on the foreground app only warns it")
    func foregroundOnlyWarned() {
        let (device, sink) = makeDevice(.implementingAll())
        device.launch()
        sink.reset()
        device.lowMemory()
        #expect(sink.timeline == [call(.didReceiveMemoryWarning), notify(.didReceiveMemoryWarning)])
        #expect(sink.kills.isEmpty)
        #expect(device.app.state == .active)
    }

    @Test("M3: an app that crashes in its memory warning is not terminated a second time")
    func crashInWarning() {
        let loader = ScriptedLoader.implementingAll()
        loader.hooks[.didEnterBackground] = { session in
            _ = session.beginBackgroundTask(expirationHandler: nil)
            return .returned(.none)
        }
        loader.hooks[.didReceiveMemoryWarning] = { _ in .crashed(message: "oops", traceback: "") }
        let (device, sink) = makeDevice(loader)
        device.launch()
        device.home()
        device.advance(.seconds(1))
        device.lowMemory()
        #expect(sink.kills.map(\.reason) == [.crash])
        #expect(!loader.hooksSeen.contains(.willTerminate))
    }
}
