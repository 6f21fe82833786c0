import Testing

@testable import LifecycleCore

@Suite("N, F3, F6 — NotificationCenter observers")
struct NotificationCenterTests {
    /// An app whose didFinishLaunching adds `observers` (name, behaviour), in order; their tokens
    /// are in `tokens`.
    private final class ObservingApp {
        let loader = ScriptedLoader.implementingAll()
        var tokens: [Int] = []
        var callbacks: [CallbackID] = []

        init(_ observers: [(NotificationName, Behaviour)]) {
            callbacks = observers.map { loader.register($0.1) }
            loader.hooks[.didFinishLaunching] = { [unowned self] session in
                for (index, (name, _)) in observers.enumerated() {
                    self.tokens.append(session.addObserver(name, callback: self.callbacks[index]))
                }
                return .returned(.bool(true))
            }
        }
    }

    @Test("N: an observer runs after the delegate method and its notification, and before the next hook")
    func afterDelegateBeforeNextHook() {
        let app = ObservingApp([(.willResignActive, returns()), (.didFinishLaunching, returns())])
        let (device, sink) = makeDevice(app.loader)
        device.launch()
        #expect(Array(sink.ruleTimeline.prefix(6)) == [
            state(.notRunning, .inactive), ran(.main), call(.willFinishLaunching),
            call(.didFinishLaunching), notify(.didFinishLaunching), observerRan(.didFinishLaunching),
        ])
        sink.reset()
        device.home()
        #expect(sink.ruleTimeline == [
            call(.willResignActive), notify(.willResignActive), observerRan(.willResignActive),
            state(.active, .inactive), state(.inactive, .background),
            call(.didEnterBackground), notify(.didEnterBackground),
        ])
        #expect(app.loader.arguments == [
            .notification(name: "UIApplicationDidFinishLaunchingNotification", value: nil),
            .notification(name: "UIApplicationWillResignActiveNotification", value: nil),
        ])
    }

    @Test("N: observers of one name run in the order added, each once; other names are not called")
    func orderAdded() {
        var seen: [String] = []
        let app = ObservingApp([
            (.didBecomeActive, does { _ in seen.append("first") }),
            (.didEnterBackground, does { _ in seen.append("other") }),
            (.didBecomeActive, does { _ in seen.append("second") }),
        ])
        let (device, _) = makeDevice(app.loader)
        device.launch()
        #expect(seen == ["first", "second"])
        #expect(app.tokens == [1, 2, 3])
    }

    @Test("N: a removed observer does not run; removing it again returns nothing")
    func removed() {
        var runs = 0
        let app = ObservingApp([(.didBecomeActive, does { _ in runs += 1 })])
        var removal: [CallbackID?] = []
        app.loader.hooks[.willResignActive] = { [unowned app] session in
            removal = [session.removeObserver(app.tokens[0]), session.removeObserver(app.tokens[0])]
            return .returned(.none)
        }
        let (device, sink) = launchedAndSuspended(app.loader)
        #expect(runs == 1)
        sink.reset()
        device.reopen()
        #expect(runs == 1)
        #expect(removal == [app.callbacks[0], nil])
        #expect(sink.notifications.contains(.didBecomeActive))
        #expect(!sink.ruleTimeline.contains(observerRan(.didBecomeActive)))
    }

    @Test("N: an observer removed by an earlier observer of the same notification does not run")
    func removedByEarlier() {
        var ran: [String] = []
        var removed: CallbackID?
        let app = ObservingApp([
            (.didBecomeActive, does { session in ran.append("first"); removed = session.removeObserver(2) }),
            (.didBecomeActive, does { _ in ran.append("second") }),
        ])
        let (device, _) = makeDevice(app.loader)
        device.launch()
        #expect(app.tokens == [1, 2])
        #expect(removed == app.callbacks[1])
        #expect(ran == ["first"])
    }

    @Test("N: an observer is app code under the T5 watchdog: 11 s in it is a watchdog kill")
    func watchdog() {
        let app = ObservingApp([(.didBecomeActive, works(11))])
        let (device, sink) = makeDevice(app.loader)
        device.launch()
        #expect(sink.kills.map(\.reason) == [.watchdog])
        #expect(sink.kills.map(\.rule) == [.T5])
        #expect(sink.kills.first?.message == "a notification observer did not return within 10 s")
        #expect(device.app.state == .notRunning)
    }

    @Test("N: an observer that crashes kills the app, and the transition stops there")
    func crashStopsTransition() {
        let app = ObservingApp([(.willResignActive, { _ in .crashed(message: "boom", traceback: "") })])
        let (device, sink) = makeDevice(app.loader)
        device.launch()
        sink.reset()
        device.home()
        #expect(sink.ruleTimeline == [
            call(.willResignActive), notify(.willResignActive), observerRan(.willResignActive),
            "kill crash N", state(.active, .notRunning),
        ])
        #expect(device.app.state == .notRunning)
    }

    @Test("N: an observer of UIApplicationWillEnterForegroundNotification that crashes ends the return there")
    func crashOnReturn() {
        let app = ObservingApp([(.willEnterForeground, { _ in .crashed(message: "boom", traceback: "") })])
        let (device, sink) = launchedAndSuspended(app.loader)
        sink.reset()
        device.reopen()
        #expect(Array(sink.ruleTimeline.suffix(5)) == [
            call(.willEnterForeground), notify(.willEnterForeground), observerRan(.willEnterForeground),
            "kill crash N", state(.background, .notRunning),
        ])
        #expect(device.app.state == .notRunning)
    }

    @Test("F3, N: an observer of a notification queued while suspended runs on resume, before applicationWillEnterForeground:")
    func queuedObserver() {
        let app = ObservingApp([(.significantTimeChange, returns())])
        let (device, sink) = launchedAndSuspended(app.loader)
        sink.reset()
        device.significantTimeChange()
        device.significantTimeChange()
        #expect(sink.ruleTimeline.isEmpty)
        device.reopen()
        #expect(Array(sink.ruleTimeline.prefix(4)) == [
            state(.suspended, .background), notify(.significantTimeChange), observerRan(.significantTimeChange),
            call(.willEnterForeground),
        ])
        #expect(sink.queuedNotifications == [.notification(name: .significantTimeChange, value: nil, queued: true)])
    }

    @Test("F6: settings changed while suspended arrive as one NSUserDefaultsDidChangeNotification on resume")
    func settingsWhileSuspended() {
        var reloaded: [StoredValue?] = []
        let app = ObservingApp([(.userDefaultsDidChange, does { reloaded = [$0.getDefault("user"), $0.getDefault("sync")] })])
        let (device, sink) = launchedAndSuspended(app.loader)
        sink.reset()
        device.changeSettings([("user", .string("ann"))])
        device.changeSettings([("user", .string("bob")), ("sync", .bool(false))])
        #expect(sink.notifications.isEmpty)
        device.reopen()
        #expect(sink.queuedNotifications == [.notification(name: .userDefaultsDidChange, value: nil, queued: true)])
        #expect(sink.notifications.filter { $0 == .userDefaultsDidChange }.count == 1)
        #expect(sink.ruleTimeline.firstIndex(of: observerRan(.userDefaultsDidChange))!
            < sink.ruleTimeline.firstIndex(of: call(.willEnterForeground))!)
        #expect(reloaded == [.string("bob"), .bool(false)])
    }

    @Test("F6: settings changed while the app runs arrive at once, not queued")
    func settingsWhileActive() {
        let app = ObservingApp([(.userDefaultsDidChange, returns())])
        let (device, sink) = makeDevice(app.loader)
        device.launch()
        sink.reset()
        device.changeSettings([("user", .string("ann"))])
        #expect(sink.ruleTimeline == [notify(.userDefaultsDidChange), observerRan(.userDefaultsDidChange)])
        #expect(sink.queuedNotifications.isEmpty)
        #expect(device.app.container.defaults["user"] == .string("ann"))
    }
}
