import Testing

@testable import LifecycleCore
import TestSupport

@Suite("L — launch")
struct LaunchTests {
    @Test("L1: foreground launch calls willFinish, didFinish, didBecomeActive through inactive to active")
    func foregroundLaunchOrder() {
        let loader = ScriptedLoader.implementingAll()
        let (device, sink) = makeDevice(loader)
        device.launch()
        #expect(sink.timeline == [
            state(.notRunning, .inactive),
            call(.willFinishLaunching),
            call(.didFinishLaunching), notify(.didFinishLaunching),
            state(.inactive, .active),
            call(.didBecomeActive), notify(.didBecomeActive),
        ])
        #expect(loader.hooksSeen == [.willFinishLaunching, .didFinishLaunching, .didBecomeActive])
        #expect(device.app.state == .active)
    }

    @Test("L1: applicationState is inactive inside both launch methods")
    func inactiveInsideLaunch() {
        let loader = ScriptedLoader.implementingAll()
        let (device, _) = makeDevice(loader)
        device.launch()
        #expect(loader.stateInside(.willFinishLaunching) == "inactive")
        #expect(loader.stateInside(.didFinishLaunching) == "inactive")
    }

    @Test("L1: a plain launch passes empty launch options")
    func plainLaunchOptions() {
        let loader = ScriptedLoader.implementingAll()
        let (device, _) = makeDevice(loader)
        device.launch()
        #expect(loader.observed[1].arguments == .launchOptions(url: nil, sourceApplication: nil))
    }

    @Test("L2: background launch goes notRunning → background, never inactive, and is not activated")
    func backgroundLaunch() {
        let loader = ScriptedLoader.implementingAll()
        let (device, sink) = makeDevice(loader)
        device.launch(background: true)
        #expect(sink.states == [Edge(.notRunning, .background)])
        #expect(loader.hooksSeen == [.willFinishLaunching, .didFinishLaunching])
        #expect(loader.stateInside(.didFinishLaunching) == "background")
        #expect(device.app.state == .background)
    }

    @Test("L2: a background-launched app with nothing to do is suspended when time advances")
    func backgroundLaunchSuspends() {
        let (device, sink) = makeDevice(.implementingAll())
        device.launch(background: true)
        device.advance(.seconds(1))
        #expect(sink.states == [Edge(.notRunning, .background), Edge(.background, .suspended)])
        #expect(device.app.state == .suspended)
    }

    @Test("L3: didFinishLaunching returning true gets the URL through openURL before didBecomeActive")
    func urlLaunchDelivers() {
        let loader = ScriptedLoader.implementingAll()
        let (device, sink) = makeDevice(loader)
        device.launch(url: "app://x", sourceApplication: "com.example.src")
        #expect(sink.hooksCalled == [.willFinishLaunching, .didFinishLaunching, .openURL, .didBecomeActive])
        #expect(loader.observed[0].arguments == .launchOptions(url: "app://x", sourceApplication: "com.example.src"))
        #expect(loader.observed[2].arguments == .url("app://x", sourceApplication: "com.example.src"))
        #expect(!sink.hooksCalled.contains(.handleOpenURL))
    }

    @Test("L3: the URL is delivered while the app is still inactive")
    func urlDeliveredInactive() {
        let loader = ScriptedLoader.implementingAll()
        let (device, _) = makeDevice(loader)
        device.launch(url: "app://x")
        #expect(loader.stateInside(.openURL) == "inactive")
    }

    @Test("L3: didFinishLaunching returning false or nil does not open the URL", arguments: [HookValue.bool(false), .none])
    func urlLaunchRefused(value: HookValue) {
        let loader = ScriptedLoader.implementingAll()
        loader.hooks[.didFinishLaunching] = returns(value)
        let (device, sink) = makeDevice(loader)
        device.launch(url: "app://x")
        #expect(sink.hooksCalled == [.willFinishLaunching, .didFinishLaunching, .didBecomeActive])
        #expect(device.app.state == .active)
    }

    @Test("L3: handleOpenURL is the fallback when the delegate lacks openURL:sourceApplication:annotation:")
    func handleOpenURLFallback() {
        let loader = ScriptedLoader.implementingAll()
        loader.hooks[.openURL] = nil
        let (device, sink) = makeDevice(loader)
        device.launch(url: "app://x", sourceApplication: "src")
        #expect(sink.hooksCalled == [.willFinishLaunching, .didFinishLaunching, .handleOpenURL, .didBecomeActive])
        #expect(loader.stateInside(.handleOpenURL) == "inactive")
    }

    @Test("L3: on ios4 the URL goes through handleOpenURL only, even when openURL exists")
    func ios4UsesHandleOpenURL() {
        let loader = ScriptedLoader.implementingAll()
        let (device, sink) = makeDevice(loader, profile: .ios4)
        device.launch(url: "app://x", sourceApplication: "src")
        // P: willFinishLaunching is iOS 6; on ios4 it is not called.
        #expect(sink.hooksCalled == [.didFinishLaunching, .handleOpenURL, .didBecomeActive])
        #expect(loader.observed[1].arguments == .url("app://x", sourceApplication: nil))
    }

    @Test("L5: a launch over 20 s is a watchdog kill with code 0x8badf00d")
    func launchWatchdog() {
        let loader = ScriptedLoader.implementingAll()
        loader.hooks[.willFinishLaunching] = works(12, then: .bool(true))
        loader.hooks[.didFinishLaunching] = works(12, then: .bool(true))
        let (device, sink) = makeDevice(loader)
        device.launch()
        #expect(sink.kills.map(\.reason) == [.watchdog])
        #expect(sink.kills.first?.rule == .L5)
        #expect(sink.kills.first?.code == "0x8badf00d")
        #expect(sink.call(.didFinishLaunching)?.cost == .seconds(8))
        #expect(device.now == .seconds(20))
        #expect(!sink.hooksCalled.contains(.didBecomeActive))
        #expect(sink.states == [Edge(.notRunning, .inactive), Edge(.inactive, .notRunning)])
    }

    @Test("L5: loading the script counts against the same 20 s")
    func loadCountsAgainstLaunch() {
        let loader = ScriptedLoader.implementingAll()
        loader.main = works(15)
        loader.hooks[.willFinishLaunching] = works(6, then: .bool(true))
        let (device, sink) = makeDevice(loader)
        device.launch()
        #expect(sink.kills.map(\.rule) == [.L5])
        #expect(sink.hooksCalled == [.willFinishLaunching])
    }

    @Test("L5: a launch that takes 19 s is not killed")
    func slowLaunchSurvives() {
        let loader = ScriptedLoader.implementingAll()
        loader.main = works(9)
        loader.hooks[.didFinishLaunching] = works(10, then: .bool(true))
        let (device, sink) = makeDevice(loader)
        device.launch()
        #expect(sink.kills.isEmpty)
        #expect(device.app.state == .active)
    }
}
