import Testing

@testable import LifecycleCore
import TestSupport

@Suite("E5, I2, I3, I5 — motion, remote control, the accelerometer, banners and the notification centre")
struct InterruptionEventTests {
    private let resigned = [call(.willResignActive), notify(.willResignActive), state(.active, .inactive)]
    private let reactivated = [state(.inactive, .active), call(.didBecomeActive), notify(.didBecomeActive)]

    @Test("E5: a shake starts at the root view controller's view, or at the first responder once one is set")
    func shake() {
        let loader = screenApp()
        let (device, sink) = launched(loader)
        device.shake()
        #expect(loader.deliveries.map(\.method) == ["motionEnded_withEvent"])
        #expect(loader.deliveries.map(\.argument) == [.motion("shake")])
        #expect(sink.dispatched == [Dispatched(kind: "motion", detail: "shake", target: "Main.view", tried: ["Main.view", "Main"] + windowUpNames, by: nil)])

        let focused = screenApp(also: { $0.becomeFirstResponder($0.id("label")) })
        let (other, otherSink) = launched(focused)
        focused.handles[other.app.responder("panel")] = ["motionEnded_withEvent"]
        other.shake()
        #expect(otherSink.dispatched == [Dispatched(kind: "motion", detail: "shake", target: "label", tried: ["label", "panel"], by: "panel")])
    }

    @Test("E5: remote-control events take the same chain, in the foreground or to an app playing audio in the background")
    func remote() {
        let loader = screenApp()
        loader.info = AppInfo(backgroundModes: ["audio"])
        loader.hooks[.didEnterBackground] = does { $0.setMode("audio", inUse: true) }
        let (device, sink) = launched(loader)
        loader.handles[device.app.responder("Main")] = ["remoteControlReceivedWithEvent"]
        device.remote("play")
        device.home()
        device.advance(.seconds(10))
        #expect(device.app.state == .background)
        device.remote("pause")
        let tried = ["Main.view", "Main"]
        #expect(sink.dispatched == [
            Dispatched(kind: "remote", detail: "play", target: "Main.view", tried: tried, by: "Main"),
            Dispatched(kind: "remote", detail: "pause", target: "Main.view", tried: tried, by: "Main"),
        ])
        #expect(loader.deliveries.map(\.argument) == [.remote("play"), .remote("pause")])
    }

    @Test("E5, I5: accelerometer data bypasses the run loop to its delegate, even while the app is inactive")
    func accelerometer() {
        let loader = screenApp(also: { $0.setAccelerometerDelegate($0.registerObject("Motion")) })
        let (device, sink) = launched(loader)
        let motion = device.app.responder("Motion")
        loader.handles[motion] = ["accelerometer_didAccelerate"]
        device.notificationCenter()
        device.tap(40, 120)
        device.accelerate(0.5, -0.25, 1)
        #expect(sink.dropped.map(\.kind) == ["touch", "touch"])
        #expect(sink.dispatched == [
            Dispatched(kind: "accelerometer", detail: "0.5, -0.25, 1 (bypasses the run loop)", target: "Motion", tried: ["Motion"], by: "Motion"),
        ])
        #expect(loader.deliveries.map(\.chain) == [[motion]])
        #expect(loader.deliveries.map(\.argument) == [.acceleration(x: 0.5, y: -0.25, z: 1)])
    }

    @Test("E5: without an accelerometer delegate the data is dropped")
    func noAccelerometerDelegate() {
        let (device, sink) = launched(screenApp())
        device.accelerate(0, 0, -1)
        #expect(sink.dropped == [Dropped(kind: "accelerometer", detail: "0, 0, -1", reason: "the app set no accelerometer delegate")])
    }

    @Test("I2: a banner (iOS 5 and later) changes no state; the app keeps receiving touches",
          arguments: [OSProfile.ios6, .ios7, .ios13])
    func banner(profile: OSProfile) {
        let (device, sink) = launched(screenApp(), profile: profile)
        device.banner("New mail")
        #expect(sink.timeline.isEmpty)
        #expect(device.app.state == .active && device.overlay == nil)
        device.tap(40, 120)
        #expect(sink.dispatched.count == 2 && sink.dropped.isEmpty)
    }

    @Test("I2, I1: before iOS 5 a notification is an alert: the app is inactive, without touches, until dismiss()",
          arguments: [OSProfile.ios3, .ios4])
    func alertBeforeBanners(profile: OSProfile) {
        let (device, sink) = launched(screenApp(), profile: profile)
        device.banner("New mail")
        #expect(sink.timeline == resigned)
        device.tap(40, 120)
        #expect(sink.dropped.count == 2 && sink.dispatched.isEmpty)
        sink.reset()
        device.dismiss()
        #expect(sink.timeline == reactivated)
    }

    @Test("I3, I5: the notification centre makes the app inactive until dismiss(); notifications still arrive meanwhile")
    func notificationCentre() {
        let (device, sink) = launched(screenApp())
        device.notificationCenter()
        #expect(sink.timeline == resigned)
        device.rotate("landscapeLeft")
        #expect(sink.notifications.last == .orientationDidChange)
        sink.reset()
        device.dismiss()
        #expect(sink.timeline == reactivated)
        sink.reset()
        device.dismiss()
        #expect(sink.timeline.isEmpty)
        #expect(sink.warnings == ["dismiss() did nothing: no alert or notification centre is shown"])
    }

    @Test("I3: opening another app from the notification centre sends the app to the background")
    func openAnotherApp() {
        let (device, sink) = launched(screenApp())
        device.install("Maps", loader: ScriptedLoader.implementingAll())
        device.notificationCenter()
        sink.reset()
        device.launch(app: "Maps")
        #expect(Array(sink.timeline(of: "app").prefix(3)) == [
            state(.inactive, .background), call(.didEnterBackground), notify(.didEnterBackground),
        ])
        #expect(device.app(named: "Maps")?.state == .active)
        #expect(device.overlay == nil)
    }

    @Test("I3: while a call rings under the notification centre the app stays inactive until both are gone")
    func callUnderNotificationCentre() {
        let (device, sink) = launched(screenApp())
        device.notificationCenter()
        device.incomingCall()
        device.dismiss()
        #expect(device.app.state == .inactive)
        device.decline()
        #expect(sink.timeline == resigned + reactivated)
    }

    @Test("I3: locking the device closes the notification centre; unlocking brings the app back to active")
    func lockClosesNotificationCentre() {
        let (device, _) = launched(screenApp())
        device.notificationCenter()
        device.lock()
        device.unlock()
        #expect(device.overlay == nil)
        #expect(device.app.state == .active)
    }
}
