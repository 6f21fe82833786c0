import Testing

@testable import LifecycleCore
import TestSupport

@Suite("B — moving to the background (B1–B4)")
struct BackgroundTests {
    private func active(_ loader: ScriptedLoader = .implementingAll(),
                        profile: OSProfile = .default) -> (Device, CollectingSink) {
        let (device, sink) = makeDevice(loader, profile: profile)
        device.launch()
        sink.reset()
        return (device, sink)
    }

    @Test("B1: Home: willResignActive, active → inactive → background, didEnterBackground and its notification")
    func homeOrder() {
        let (device, sink) = active()
        device.home()
        #expect(sink.timeline == [
            call(.willResignActive), notify(.willResignActive), state(.active, .inactive),
            state(.inactive, .background), call(.didEnterBackground), notify(.didEnterBackground),
        ])
        #expect(device.app.state == .background)
    }

    @Test("B1: an app with no reason to run is suspended once time advances, not before")
    func suspendedAfterAdvance() {
        let (device, sink) = active()
        device.home()
        #expect(device.app.state == .background)
        device.advance(.zero)
        #expect(device.app.state == .suspended)
        #expect(sink.states.last == Edge(.background, .suspended))
        #expect(sink.time { $0 == .state(from: .background, to: .suspended) } == .zero)
    }

    @Test("S3, B5: a global-queue block queued before Home begins beside the main thread, is frozen with the app suspended at once, and runs once the app returns",
          arguments: [DispatchQueueKind.global, .main])
    func blockQueuedBeforeHome(queue: DispatchQueueKind) {
        let loader = ScriptedLoader.implementingAll()
        var ran: [SimTime] = []
        let block = loader.register { session in
            ran.append(session.start)
            return session.spend(.seconds(2)) ? .returned(.none) : .halted(.budget)
        }
        loader.hooks[.willResignActive] = { session in
            session.dispatch(block, queue: queue, after: .zero)
            return .returned(.none)
        }
        let (device, sink) = active(loader)
        device.home()
        device.advance(.seconds(10))
        if queue == .global {
            // Frozen with the app: suspended at once, before the block (due 1 ms after it was
            // queued, the dispatch overhead) could begin; it waits for the return.
            #expect(ran.isEmpty)
            #expect(sink.time { $0 == .state(from: .background, to: .suspended) } == .zero)
            #expect(sink.codeLines.map(\.action) == [.froze] && sink.codeLines.first?.ran == .zero)
            device.reopen()
            device.advance(.seconds(2))
            #expect(ran == [.seconds(10)])
        } else {
            // The main queue's turn runs what it already held, then the app is suspended.
            #expect(ran == [.zero])
            #expect(sink.time { $0 == .state(from: .background, to: .suspended) } == .seconds(2))
        }
    }

    @Test("B1: suspension comes right after didEnterBackground returns, at the time it returned")
    func suspensionTime() {
        let loader = ScriptedLoader.implementingAll()
        loader.hooks[.didEnterBackground] = works(3)
        let (device, sink) = active(loader)
        device.home()
        device.advance(.seconds(10))
        #expect(sink.time { $0 == .state(from: .background, to: .suspended) } == .seconds(3))
    }

    @Test("B1: Home on an app that is not in the foreground does nothing")
    func homeIgnored() {
        let (device, sink) = active()
        device.home()
        device.advance(.seconds(1))
        sink.reset()
        device.home()
        #expect(sink.timeline.isEmpty)
    }

    @Test("B3: with UIApplicationExitsOnSuspend, Home terminates instead of backgrounding (T1)")
    func exitOnSuspend() {
        let loader = ScriptedLoader.implementingAll()
        loader.info = AppInfo(exitOnSuspend: true)
        let (device, sink) = active(loader)
        device.home()
        #expect(sink.timeline == [
            call(.willResignActive), notify(.willResignActive), state(.active, .inactive),
            call(.willTerminate), notify(.willTerminate), "exit T1", state(.inactive, .notRunning),
        ])
        #expect(sink.kills.isEmpty)
        #expect(device.app.state == .notRunning)
    }

    @Test("B3: on ios3 (no multitasking) Home terminates the app (T1)")
    func ios3Terminates() {
        let (device, sink) = active(profile: .ios3)
        device.home()
        #expect(sink.hooksCalled == [.willResignActive, .willTerminate])
        #expect(sink.exits == [.T1])
        #expect(sink.states == [Edge(.active, .inactive), Edge(.inactive, .notRunning)])
    }

    @Test("B3: on ios3 a background launch is refused")
    func ios3NoBackgroundLaunch() {
        let (device, sink) = makeDevice(.implementingAll(), profile: .ios3)
        device.launch(background: true)
        #expect(sink.states.isEmpty)
        #expect(device.app.state == .notRunning)
    }

    @Test("B4: applicationDidEnterBackground: over 5 s is a watchdog kill")
    func didEnterBackgroundWatchdog() {
        let loader = ScriptedLoader.implementingAll()
        loader.hooks[.didEnterBackground] = works(7)
        let (device, sink) = active(loader)
        device.home()
        #expect(sink.kills.count == 1)
        #expect(sink.kills.first?.reason == .watchdog)
        #expect(sink.kills.first?.rule == .B4)
        #expect(sink.kills.first?.code == "0x8badf00d")
        #expect(sink.call(.didEnterBackground)?.cost == .seconds(5))
        #expect(sink.time { if case .kill = $0 { true } else { false } } == .seconds(5))
        #expect(sink.states.last == Edge(.background, .notRunning))
        #expect(!sink.notifications.contains(.didEnterBackground))
        #expect(device.app.state == .notRunning)
    }

    @Test("B4: applicationDidEnterBackground: taking 4.9 s is not killed")
    func didEnterBackgroundInTime() {
        let loader = ScriptedLoader.implementingAll()
        loader.hooks[.didEnterBackground] = works(.milliseconds(4_900))
        let (device, sink) = active(loader)
        device.home()
        device.advance(.seconds(10))
        #expect(sink.kills.isEmpty)
        #expect(device.app.state == .suspended)
    }

    @Test("B4: a killed app starts a fresh process at the next launch")
    func freshProcessAfterKill() {
        let loader = ScriptedLoader.implementingAll()
        loader.hooks[.didEnterBackground] = works(7)
        let (device, _) = active(loader)
        device.home()
        #expect(loader.closes == 1)
        device.launch()
        #expect(loader.starts == 2)
        #expect(device.app.state == .active)
    }
}
