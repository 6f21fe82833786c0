import Testing

@testable import LifecycleCore
import TestSupport

/// L2, V1: a background launch puts the window's root view controller in the window, as a
/// foreground launch does: "appear" follows the view hierarchy, not the screen.
@Suite("L2, V1 — appearance in a background launch")
struct BackgroundLaunchAppearanceTests {
    /// `screenApp` launched into the background on `profile`, with the application state each
    /// appearance method saw.
    static func launchedInBackground(_ profile: OSProfile, also: @escaping (HookSession) -> Void = { _ in })
        -> (Device, CollectingSink, seen: () -> [String]) {
        let loader = ReactingLoader(screenApp(also: also))
        var seen: [String] = []
        for method in ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"] {
            loader.onAppearance[method] = { session, controller in
                seen.append("\(session.app.controllers[controller]?.name ?? "?") \(method) \(session.applicationState)")
            }
        }
        let sink = CollectingSink()
        let device = Device(loader: loader, simulation: Simulation(profile: profile), sinks: [sink])
        device.launch(background: true)
        return (device, sink, { seen })
    }

    @Test("L2, V1: on ios4 and ios7 the root view controller appears during a background launch, in the background: viewWillAppear: then viewDidAppear: after didFinishLaunching",
          arguments: [OSProfile.ios4, .ios7])
    func appearsDuringBackgroundLaunch(profile: OSProfile) {
        let (device, sink, seen) = Self.launchedInBackground(profile)
        #expect(seen() == ["Main viewWillAppear background", "Main viewDidAppear background"])
        #expect(Array(sink.ruleTimeline.drop { $0 != call(.didFinishLaunching) }) == [
            call(.didFinishLaunching), notify(.didFinishLaunching),
            ran(.viewController, "Main viewWillAppear"), ran(.viewController, "Main viewDidAppear"),
        ])
        #expect(device.app.views.windowViews.map { device.app.views[$0]?.name } == ["Main.view"])
        #expect(device.app.state == .background)
    }

    @Test("L2, V1: the first return to the front after a background launch calls no appearance method (they ran during the launch)",
          arguments: [OSProfile.ios4, .ios7])
    func noAppearanceAtFirstReturn(profile: OSProfile) {
        let (device, sink, seen) = Self.launchedInBackground(profile)
        device.advance(.seconds(1))
        sink.reset()
        device.reopen()
        #expect(device.app.state == .active)
        #expect(sink.controllerRuns.isEmpty)
        #expect(seen().count == 2)
    }

    @Test("L2, V1: a presentation after a background launch calls the appearance methods at once, still in the background")
    func presentationInBackground() {
        let base = ScriptedLoader.implementingAll()
        let block = base.register(does { s in _ = s.present(s.id("Detail"), from: s.id("Main")) })
        let loader = ReactingLoader(screenApp(base, also: { s in
            _ = s.addController("Detail")
            s.dispatch(block, queue: .main, after: .zero)
        }))
        var states: [String] = []
        loader.onAppearance["viewDidAppear"] = { s, c in states.append("\(s.app.controllers[c]!.name) \(s.applicationState)") }
        let sink = CollectingSink()
        let device = Device(loader: loader, simulation: Simulation(profile: .ios7), sinks: [sink])
        device.launch(background: true)
        device.advance(.seconds(1))
        #expect(sink.controllerRuns == ["Main viewWillAppear", "Main viewDidAppear",
                                        "Main viewWillDisappear", "Detail viewWillAppear", "Main viewDidDisappear", "Detail viewDidAppear"])
        #expect(states == ["Main background", "Detail background"])
        #expect(device.app.views.windowViews.map { device.app.views[$0]?.name } == ["Detail.view"])
    }

    @Test("B3, L2: an exit-on-suspend app launched into the background, brought to the front and sent Home takes its controller off the screen once, on ios4 and ios7",
          arguments: [OSProfile.ios4, .ios7])
    func exitOnSuspendAfterBackgroundLaunch(profile: OSProfile) {
        let base = ScriptedLoader.implementingAll()
        base.info = AppInfo(exitOnSuspend: true)
        let sink = CollectingSink()
        let device = Device(loader: screenApp(base), simulation: Simulation(profile: profile), sinks: [sink])
        device.launch(background: true)
        device.reopen()
        #expect(sink.controllerRuns == ["Main viewWillAppear", "Main viewDidAppear"])
        sink.reset()
        device.home()
        #expect(sink.controllerRuns == ["Main viewWillDisappear", "Main viewDidDisappear"])
        #expect(device.app.state == .notRunning)
    }
}
