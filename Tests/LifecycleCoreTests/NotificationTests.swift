import Testing

@testable import LifecycleCore
import TestSupport

@Suite("N — notifications")
struct NotificationTests {
    /// Launch, Home, suspension, reopen, a memory warning, and a kill from the switcher.
    private func tour(_ loader: ScriptedLoader) -> CollectingSink {
        let (device, sink) = makeDevice(loader)
        device.launch()
        device.home()
        device.advance(.seconds(5))
        device.reopen()
        device.memoryWarning()
        device.userKill()
        return sink
    }

    private let tourNotifications: [NotificationName] = [
        .didFinishLaunching, .didBecomeActive,
        .willResignActive, .didEnterBackground,
        .willEnterForeground, .didBecomeActive,
        .didReceiveMemoryWarning,
        .willResignActive, .didEnterBackground, .willTerminate,   // T4: the swipe sends it to the background first
    ]

    @Test("N, C5: rule N's sixteen notification names, UIKit's three status bar companions, and the six scene notifications")
    func names() {
        #expect(NotificationName.allCases.map(\.rawValue) == [
            "UIApplicationDidFinishLaunchingNotification", "UIApplicationDidBecomeActiveNotification",
            "UIApplicationWillResignActiveNotification", "UIApplicationDidEnterBackgroundNotification",
            "UIApplicationWillEnterForegroundNotification", "UIApplicationWillTerminateNotification",
            "UIApplicationDidReceiveMemoryWarningNotification", "UIApplicationWillChangeStatusBarFrameNotification",
            "UIApplicationDidChangeStatusBarFrameNotification", "UIApplicationWillChangeStatusBarOrientationNotification",
            "UIApplicationDidChangeStatusBarOrientationNotification",
            "UIApplicationSignificantTimeChangeNotification", "UIDeviceOrientationDidChangeNotification",
            "NSCurrentLocaleDidChangeNotification", "NSUserDefaultsDidChangeNotification",
            "UIApplicationProtectedDataWillBecomeUnavailable", "UIApplicationProtectedDataDidBecomeAvailable",
            "EAAccessoryDidConnectNotification", "EAAccessoryDidDisconnectNotification",
            // C5: the scene notifications.
            "UISceneWillConnectNotification", "UISceneDidActivateNotification", "UISceneWillDeactivateNotification",
            "UISceneDidEnterBackgroundNotification", "UISceneWillEnterForegroundNotification", "UISceneDidDisconnectNotification",
        ])
    }

    @Test("N: each delegate method is paired with its notification; willFinish and URL methods have none")
    func hookNotifications() {
        #expect(Hook.didFinishLaunching.notification == .didFinishLaunching)
        #expect(Hook.didBecomeActive.notification == .didBecomeActive)
        #expect(Hook.willResignActive.notification == .willResignActive)
        #expect(Hook.didEnterBackground.notification == .didEnterBackground)
        #expect(Hook.willEnterForeground.notification == .willEnterForeground)
        #expect(Hook.willTerminate.notification == .willTerminate)
        #expect(Hook.didReceiveMemoryWarning.notification == .didReceiveMemoryWarning)
        #expect(Hook.willFinishLaunching.notification == nil)
        #expect(Hook.openURL.notification == nil)
        #expect(Hook.handleOpenURL.notification == nil)
    }

    @Test("N: every notification is posted right after its delegate method's call")
    func postedAfterCall() {
        let sink = tour(.implementingAll())
        #expect(sink.notifications == tourNotifications)
        let lines = sink.timeline.filter { $0.hasPrefix("call ") || $0.hasPrefix("notify ") }
        for (index, line) in lines.enumerated() {
            guard let hook = Hook.allCases.first(where: { line == call($0) }), let name = hook.notification else { continue }
            #expect(index + 1 < lines.count && lines[index + 1] == notify(name), "\(line)")
        }
        for (index, line) in lines.enumerated() where line.hasPrefix("notify ") {
            #expect(index > 0 && lines[index - 1].hasPrefix("call "), "\(line) has no call before it")
        }
    }

    @Test("N: notifications are posted even when the delegate implements none of the methods")
    func postedWithoutMethods() {
        let loader = ScriptedLoader()
        let sink = tour(loader)
        #expect(sink.hooksCalled.isEmpty)
        #expect(loader.observed.isEmpty)
        #expect(sink.notifications == tourNotifications)
    }

    @Test("N: events a hook emits (logs, tasks) come after its call line and before its notification")
    func frameOrder() {
        let loader = ScriptedLoader.implementingAll()
        loader.hooks[.didEnterBackground] = { session in
            session.log("saving")
            _ = session.spend(.seconds(1))
            session.endBackgroundTask(session.beginBackgroundTask(expirationHandler: nil))
            return .returned(.none)
        }
        let (device, sink) = makeDevice(loader)
        device.launch()
        sink.reset()
        device.home()
        let tail = sink.records.drop { $0.event != .call(hook: .didEnterBackground, cost: .seconds(1)) }
        #expect(tail.map(\.event) == [
            .call(hook: .didEnterBackground, cost: .seconds(1)),
            .log(text: "saving"),
            .task(action: "begin", id: 1),
            .task(action: "end", id: 1),
            .notification(name: .didEnterBackground, value: nil, queued: false),
        ])
        #expect(tail.map(\.time) == [.zero, .zero, .seconds(1), .seconds(1), .seconds(1)])
    }
}
