import Testing

@testable import LifecycleCore
import TestSupport

@Suite("R9 — alerts are the app's to clean up")
struct AlertCheckTests {
    /// An app that shows the alert `Delete?` (with a cancel handler if `cancel`) at launch.
    private final class AlertApp {
        let loader = ScriptedLoader.implementingAll()
        var alert = 0
        var cancelled = 0

        init(cancel: Bool = true) {
            let handler = cancel ? loader.register { [unowned self] _ in
                self.cancelled += 1
                return .returned(.none)
            } : nil
            loader.hooks[.didFinishLaunching] = { [unowned self] session in
                self.alert = session.showAlert(title: "Delete?", cancel: handler)
                return .returned(.bool(true))
            }
        }
    }

    private let message = "alert 'Delete?' is still on screen in the background: UIKit does not dismiss it; the app may dismiss it in applicationDidEnterBackground:, or keep it and save enough to restore it"

    /// The `info` lines citing R9, with what they say.
    private func notes(_ sink: CollectingSink) -> [String] {
        sink.events.compactMap { $0.info }.filter { $0.rule == .R9 }.map(\.message)
    }

    @Test("R9: an alert still on screen at the snapshot is an info note, never a violation; it is not dismissed (iOS 4+)",
          arguments: [OSProfile.ios4, .ios6, .ios7, .ios13])
    func leftOnScreen(profile: OSProfile) {
        let app = AlertApp()
        let (device, sink) = makeDevice(app.loader, profile: profile)
        device.launch()
        device.home()
        let noteAt = sink.events.firstIndex { $0.info?.rule == .R9 }
        let enteredAt = sink.events.firstIndex { $0.notification?.name == .didEnterBackground }
        device.advance(.seconds(1))
        #expect(Array(sink.ruleTimeline.suffix(3)) == [
            call(.didEnterBackground), notify(.didEnterBackground), state(.background, .suspended),
        ])
        #expect(noteAt != nil && enteredAt != nil && noteAt! > enteredAt!)
        #expect(sink.violations.isEmpty)
        #expect(notes(sink) == [message])
        #expect(sink.kills.isEmpty)
        device.reopen()
        #expect(device.app.resources.alerts.orderedValues.map(\.title) == ["Delete?"])
        #expect(app.cancelled == 0)
        #expect(!sink.ruleTimeline.contains(ran(.alertCancel, "Delete?")))
    }

    @Test("R9: an alert dismissed in applicationDidEnterBackground: gets no note")
    func dismissedInTime() {
        let app = AlertApp()
        var dismissed: [Bool] = []
        app.loader.hooks[.didEnterBackground] = { [unowned app] session in
            dismissed = [session.dismissAlert(app.alert), session.dismissAlert(app.alert)]
            return .returned(.none)
        }
        let (device, sink) = launchedAndSuspended(app.loader)
        #expect(dismissed == [true, false])
        #expect(sink.violations.isEmpty && notes(sink).isEmpty)
        #expect(app.cancelled == 0)
        #expect(device.app.state == .suspended)
    }

    @Test("R9: every alert left on screen is reported, at every trip to the background")
    func everyAlertEveryTrip() {
        let app = AlertApp()
        app.loader.hooks[.didBecomeActive] = does { _ = $0.showAlert(title: "Rate us", cancel: nil) }
        let (device, sink) = launchedAndSuspended(app.loader)
        app.loader.hooks[.didBecomeActive] = returns()
        device.reopen()
        device.home()
        #expect(sink.violations.isEmpty)
        #expect(notes(sink).count == 4)
        #expect(notes(sink).suffix(2) == [
            message, "alert 'Rate us' is still on screen in the background: UIKit does not dismiss it; the app may dismiss it in applicationDidEnterBackground:, or keep it and save enough to restore it",
        ])
    }

    @Test("R9: before iOS 4 (ios3) quitting dismisses the alert and runs its cancel handler before applicationWillTerminate:")
    func ios3DismissedOnQuit() {
        let app = AlertApp()
        let (device, sink) = makeDevice(app.loader, profile: .ios3)
        device.launch()
        sink.reset()
        device.home()
        #expect(sink.ruleTimeline == [
            call(.willResignActive), notify(.willResignActive), state(.active, .inactive),
            ran(.alertCancel, "Delete?"), call(.willTerminate), notify(.willTerminate),
            "exit T1", state(.inactive, .notRunning),
        ])
        #expect(app.cancelled == 1)
        #expect(sink.warnings == ["alert 'Delete?' dismissed as the app quits (R9, ios3)"])
        #expect(sink.violations.isEmpty)
    }

    @Test("R9: on ios3 an alert without a cancel handler is dismissed with a warning only")
    func ios3NoHandler() {
        let app = AlertApp(cancel: false)
        let (device, sink) = makeDevice(app.loader, profile: .ios3)
        device.launch()
        device.home()
        #expect(!sink.ruleTimeline.contains { $0.hasPrefix("run alertCancel") })
        // The other warnings say which of its hooks iOS 3 never calls (P).
        #expect(sink.warnings.filter { !$0.contains("is never called on ios3") } == ["alert 'Delete?' dismissed as the app quits (R9, ios3)"])
        #expect(sink.exits == [.T1])
    }

    @Test("R9: alert ids are distinct, and dismissing an unknown id fails")
    func ids() {
        let loader = ScriptedLoader.implementingAll()
        var results: [Int] = []
        var unknown = true
        loader.hooks[.didBecomeActive] = does { session in
            results = [session.showAlert(title: "A", cancel: nil), session.showAlert(title: "B", cancel: nil)]
            unknown = session.dismissAlert(42)
        }
        let (device, _) = makeDevice(loader)
        device.launch()
        #expect(results == [1, 2])
        #expect(!unknown)
        #expect(device.app.resources.alerts.orderedValues.map(\.title) == ["A", "B"])
    }
}
