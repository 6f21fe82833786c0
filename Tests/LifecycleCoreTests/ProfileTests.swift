import Testing

@testable import LifecycleCore
import TestSupport

@Suite("P — OS profiles")
struct ProfileTests {
    @Test("P: the seven profiles, in order, found by name")
    func names() {
        #expect(OSProfile.all.map(\.name) == ["ios3", "ios4", "ios6", "ios7", "ios13", "ios26", "ios27"])
        for profile in OSProfile.all { #expect(OSProfile.named(profile.name) == profile) }
        #expect(OSProfile.named("ios5") == nil)
        #expect(OSProfile.named("IOS7") == .ios7)   // case does not matter, as for `explain b4`
        #expect(OSProfile.named("iOS 7") == nil)
        #expect(OSProfile.named("iOS26") == .ios26 && OSProfile.named("ios27") == .ios27)
        #expect(OSProfile.named("ios18") == nil && OSProfile.named("ios28") == nil)
    }

    @Test("P: ios7 is the default")
    func defaultProfile() {
        #expect(OSProfile.default == .ios7)
        let (device, _) = makeDevice(.implementingAll())
        #expect(device.profile == .ios7)
    }

    @Test("P: multitasking exists on every profile but ios3")
    func multitasking() {
        #expect(OSProfile.all.filter { !$0.multitasking }.map(\.name) == ["ios3"])
    }

    @Test("P: URL delivery: handleOpenURL: on ios3 and ios4, openURL:sourceApplication:annotation: from ios6")
    func urlDelivery() {
        #expect(OSProfile.ios3.urlDelivery == .handleOpenURLOnly)
        #expect(OSProfile.ios4.urlDelivery == .handleOpenURLOnly)
        #expect(OSProfile.ios6.urlDelivery == .openURLWithFallback)
        #expect(OSProfile.ios7.urlDelivery == .openURLWithFallback)
        #expect(OSProfile.ios13.urlDelivery == .openURLWithFallback)
        #expect(OSProfile.ios26.urlDelivery == .openURLWithFallback)
        #expect(OSProfile.ios27.urlDelivery == .openURLWithFallback)
    }

    @Test("P: background task allowance: none, 600 s, 600 s, 180 s, then 30 s from ios13 on")
    func allowance() {
        #expect(OSProfile.all.map(\.backgroundTaskAllowance) == [nil, .seconds(600), .seconds(600), .seconds(180), .seconds(30), .seconds(30), .seconds(30)])
    }

    @Test("P: banner notifications exist from ios6 on")
    func banners() {
        #expect(OSProfile.all.filter(\.banners).map(\.name) == ["ios6", "ios7", "ios13", "ios26", "ios27"])
    }

    @Test("P, L3: a URL launch uses the profile's URL method (on ios3 none: a delegate with didFinishLaunchingWithOptions: gets the launch URL in its options only)",
          arguments: [(OSProfile.ios3, nil), (.ios4, Hook.handleOpenURL), (.ios6, .openURL),
                      (.ios7, .openURL), (.ios13, .openURL), (.ios26, .openURL)] as [(OSProfile, Hook?)])
    func urlMethodByProfile(profile: OSProfile, hook: Hook?) {
        let (device, sink) = makeDevice(.implementingAll(), profile: profile)
        device.launch(url: "app://p")
        let willFinish: [Hook] = profile.has(since: .ios6) ? [.willFinishLaunching] : []   // P: iOS 6
        #expect(sink.hooksCalled == willFinish + [.didFinishLaunching] + [hook].compactMap { $0 } + [.didBecomeActive])
    }

    @Test("P: Home backgrounds on every multitasking profile and terminates on ios3 (on ios27, C1, an app with scenes)",
          arguments: OSProfile.all)
    func homeByProfile(profile: OSProfile) {
        // C1: on ios27 an app without scenes does not launch (SceneLifecycleProfileTests).
        let loader = profile.requiresSceneLifecycle ? SceneTests.sceneApp() : .implementingAll()
        let (device, sink) = makeDevice(loader, profile: profile)
        device.launch()
        device.home()
        device.advance(.seconds(1))
        #expect(device.app.state == (profile.multitasking ? .suspended : .notRunning))
        #expect(sink.exits == (profile.multitasking ? [] : [.T1]))
    }
}
