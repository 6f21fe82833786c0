import Testing

@testable import LifecycleCore
import TestSupport

@Suite("V1, V2 — view controllers")
struct ViewControllerTests {
    private let v2Crash = "NSInternalInconsistencyException: Application windows are expected to have a root view controller at the end of application launch; set window.rootViewController in application:didFinishLaunchingWithOptions: (lifecycle explain V2)"
    private let v2Log = "Applications are expected to have a root view controller at the end of application launch (UIKit's log on iOS 5–8; from iOS 9 a crash); set window.rootViewController in application:didFinishLaunchingWithOptions: (lifecycle explain V2)"

    @Test("V2: on ios7 and ios13 (iOS 9 and later) a window without a root view controller at the end of launch is a crash with UIKit's exception, before applicationDidBecomeActive:", arguments: [OSProfile.ios7, .ios13])
    func noRootCrashes(profile: OSProfile) {
        let loader = ScriptedLoader.implementingAll()
        loader.hooks[.didFinishLaunching] = does { $0.makeWindow() }
        let (device, sink) = makeDevice(loader, profile: profile)
        device.launch()
        #expect(sink.kills.map(\.reason) == [.crash])
        #expect(sink.kills.map(\.rule) == [.V2])
        #expect(sink.kills.first?.message == v2Crash)
        #expect(sink.violations.isEmpty)
        #expect(!sink.ruleTimeline.contains(call(.didBecomeActive)))
        #expect(device.app.state == .notRunning)
    }

    @Test("V2: on ios6 (iOS 5–8) a window without a root view controller at the end of launch is a violation with UIKit's log line, before applicationDidBecomeActive:")
    func noRootLogsOnIOS6() {
        let loader = ScriptedLoader.implementingAll()
        loader.hooks[.didFinishLaunching] = does { $0.makeWindow() }
        let (device, sink) = makeDevice(loader, profile: .ios6)
        device.launch()
        #expect(sink.timeline == [
            state(.notRunning, .inactive), call(.willFinishLaunching), call(.didFinishLaunching), notify(.didFinishLaunching),
            "violation V2", state(.inactive, .active), call(.didBecomeActive), notify(.didBecomeActive),
        ])
        #expect(sink.violations.map(\.message) == [v2Log])
        #expect(loader.appearances.isEmpty)
    }

    @Test("V2: ios4 and ios3 report nothing for a window without a root view controller (UIKit said nothing before iOS 5)", arguments: [OSProfile.ios3, .ios4])
    func noRootSilentBeforeIOS5(profile: OSProfile) {
        let loader = ScriptedLoader.implementingAll()
        loader.hooks[.didFinishLaunching] = does { $0.makeWindow() }
        let (device, sink) = makeDevice(loader, profile: profile)
        device.launch()
        #expect(sink.violations.isEmpty)
        #expect(sink.kills.isEmpty)
        #expect(device.app.state == .active)
    }

    @Test("V2, V1: on ios6 a root view controller set only in applicationDidBecomeActive: is too late; it then appears once")
    func rootTooLate() {
        let loader = ScriptedLoader.implementingAll()
        loader.hooks[.didFinishLaunching] = does { $0.makeWindow() }
        loader.hooks[.didBecomeActive] = does { $0.setRootController($0.addController("Main")) }
        let (device, sink) = makeDevice(loader, profile: .ios6)
        device.launch()
        #expect(sink.violatedRules == [.V2])
        #expect(Array(sink.ruleTimeline.drop { $0 != notify(.didBecomeActive) }) == [
            notify(.didBecomeActive), ran(.viewController, "Main viewWillAppear"), ran(.viewController, "Main viewDidAppear"),
        ])
    }

    @Test("V2: a root view controller replaced during launch: only the last one's view is in the window, and only it appears")
    func replacedDuringLaunch() {
        let loader = screenApp(also: { $0.setRootController($0.addController("Other")) })
        let (device, sink) = makeDevice(loader)
        device.launch()
        #expect(device.app.views.windowViews == [device.app.id("Other.view")])
        #expect(sink.controllerRuns == ["Other viewWillAppear", "Other viewDidAppear"])
    }

    @Test("V2: a root view controller set in didFinishLaunching, or no window at all: no violation")
    func noViolation() {
        for loader in [screenApp(), ScriptedLoader.implementingAll()] {
            let (device, sink) = makeDevice(loader)
            device.launch()
            #expect(sink.violations.isEmpty)
            #expect(device.app.state == .active)
        }
    }

    @Test("V1: the root view controller appears around launch: viewWillAppear: before applicationDidBecomeActive:, viewDidAppear: after")
    func rootAppears() {
        let loader = screenApp()
        let (device, sink) = makeDevice(loader)
        device.launch()
        #expect(Array(sink.ruleTimeline.suffix(7)) == [
            call(.didFinishLaunching), notify(.didFinishLaunching), ran(.viewController, "Main viewWillAppear"),
            state(.inactive, .active), call(.didBecomeActive), notify(.didBecomeActive), ran(.viewController, "Main viewDidAppear"),
        ])
        #expect(loader.appearances == ["viewWillAppear", "viewDidAppear"])
    }

    @Test("V1: a controller's view is loaded once: every load returns the same view")
    func loadOnce() {
        var views: [Int?] = []
        let loader = screenApp(also: { s in
            let detail = s.addController("Detail")
            views = [s.isControllerLoaded(detail) ? 0 : nil, s.loadControllerView(detail), s.loadControllerView(detail)]
            views.append(s.isControllerLoaded(detail) ? s.loadControllerView(detail) : nil)
        })
        let (device, _) = launched(loader)
        let id = device.app.id("Detail.view")
        #expect(views == [nil, id, id, id])
        #expect(device.app.views.order.filter { device.app.views[$0]?.name.hasSuffix(".view") == true }.count == 2)
        #expect(device.app.views[id]?.parent == .detached)
    }

    /// `screenApp` with a `Detail` controller, and blocks running `steps` one second apart after
    /// launch; the sink is reset after launch.
    private func later(_ steps: ((HookSession, ScriptedLoader) -> Void)...) -> (Device, CollectingSink, ScriptedLoader) {
        let loader = screenApp(also: { _ = $0.addController("Detail") })
        let blocks = steps.map { step in loader.register(does { step($0, loader) }) }
        loader.hooks[.didBecomeActive] = does { s in
            for (i, block) in blocks.enumerated() { s.dispatch(block, queue: .main, after: .seconds(Int64(i + 1))) }
        }
        let (device, sink) = launched(loader)
        device.advance(.seconds(Int64(steps.count)))
        return (device, sink, loader)
    }

    private func vc(_ subjects: String...) -> [String] { subjects.map { ran(.viewController, $0) } }

    @Test("V1: presenting calls both controllers' appearance methods once the presenting code returns; the presented view is in front")
    func present() {
        var during: [String] = []
        var accepted: [Bool] = []
        let (device, sink, _) = later({ s, loader in
            accepted = [s.present(s.id("Detail"), from: s.id("Main")), s.present(s.addController("Other"), from: s.id("Main"))]
            during = loader.appearances
        })
        #expect(accepted == [true, false])
        #expect(during == ["viewWillAppear", "viewDidAppear"])
        #expect(sink.ruleTimeline == [ran(.block)] + vc("Main viewWillDisappear", "Detail viewWillAppear", "Main viewDidDisappear", "Detail viewDidAppear"))
        #expect(device.app.views.hitTest(40, 120) == device.app.id("Detail.view"))
    }

    @Test("V1: dismissing: the presented controller disappears and its presenter reappears, after the code returns")
    func dismiss() {
        let (device, sink, _) = later({ s, _ in _ = s.present(s.id("Detail"), from: s.id("Main")) },
                                      { s, _ in s.dismissController(s.id("Detail")) })
        #expect(Array(sink.ruleTimeline.suffix(5)) == [ran(.block)] + vc("Detail viewWillDisappear", "Main viewWillAppear", "Detail viewDidDisappear", "Main viewDidAppear"))
        #expect(device.app.views.hitTest(40, 120) == device.app.id("label"))
        #expect(device.app.views[device.app.id("Detail.view")]?.parent == .detached)
    }

    @Test("V1: replacing the root view controller after launch: the old one disappears, the new one appears")
    func replaceRoot() {
        let (device, sink, _) = later({ s, _ in s.setRootController(s.id("Detail")) })
        #expect(sink.ruleTimeline == [ran(.block)] + vc("Main viewWillDisappear", "Detail viewWillAppear", "Main viewDidDisappear", "Detail viewDidAppear"))
        #expect(device.app.controllers.root == device.app.id("Detail"))
        #expect(device.app.views.windowViews == [device.app.id("Detail.view")])
    }

    @Test("V1: going to the background and back, or an interruption, calls no appearance method (as UIKit)")
    func backgroundAndBack() {
        let loader = screenApp()
        let (device, sink) = launched(loader)
        device.home()
        device.advance(.seconds(10))
        device.reopen()
        device.incomingCall()
        device.decline()
        #expect(loader.appearances == ["viewWillAppear", "viewDidAppear"])
        #expect(sink.controllerRuns.isEmpty)
    }

    @Test("V1: an appearance method that skips the superclass's is a violation")
    func missingSuper() {
        let loader = ReactingLoader(screenApp())
        loader.onAppearance["viewWillAppear"] = { session, controller in session.missingSuper(controller, "viewWillAppear") }
        let sink = CollectingSink()
        Device(loader: loader, sinks: [sink]).launch()
        #expect(sink.violations.map(\.message) == [
            "Main:viewWillAppear overrides UIViewController's without calling it; add UIViewController.viewWillAppear(self, …)",
        ])
        #expect(Array(sink.ruleTimeline.suffix(7)) == [
            notify(.didFinishLaunching), ran(.viewController, "Main viewWillAppear"), "violation V1",
            state(.inactive, .active), call(.didBecomeActive), notify(.didBecomeActive), ran(.viewController, "Main viewDidAppear"),
        ])
    }
}
