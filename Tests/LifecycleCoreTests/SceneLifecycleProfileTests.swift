import Testing

@testable import LifecycleCore
import TestSupport

/// P and C1 on `ios26` and `ios27`, without Lua: the era comparisons every older feature relies
/// on, the table of deprecated app delegate methods, the `ios26` warning and the `ios27` kill.
@Suite("P, C1 — ios26 and ios27")
struct SceneLifecycleProfileTests {
    /// A classic app (no manifest) implementing some of the methods iOS 26 deprecates.
    static func classicApp(_ hooks: [Hook] = [.didBecomeActive, .didEnterBackground]) -> ScriptedLoader {
        var all: [Hook: Behaviour] = [.didFinishLaunching: returns(true)]
        for hook in hooks { all[hook] = returns() }
        return ScriptedLoader(all)
    }

    static func uikitLogWarnings(_ sink: CollectingSink) -> [String] {
        sink.warnings.filter { $0.contains(SceneLifecycleDeprecation.uikitLog) }
    }

    @Test("P: ios26 and ios27 come after ios13 and have every feature it has: every hook, every verb, its allowance, banners, lock")
    func pNewProfilesHaveEverythingOfIOS13() {
        #expect(OSProfile.all.map(\.era) == Array(0..<OSProfile.all.count), "eras are the places in `all`, in order")
        for profile in [OSProfile.ios26, .ios27] {
            for hook in Hook.allCases { #expect(profile.has(since: hook.since), "\(profile.name) lacks \(hook.selector)") }
            for verb in ScenarioVerb.all { if let since = verb.since { #expect(profile.has(since: since), "\(profile.name) lacks \(verb.name)") } }
            #expect(profile.backgroundTaskAllowance == OSProfile.ios13.backgroundTaskAllowance)
            #expect(profile.urlDelivery == OSProfile.ios13.urlDelivery)
            #expect(profile.banners && profile.multitasking && profile.lockEntersBackground && profile.dataProtection)
            #expect(!profile.lockReadsInactive)
            #expect(profile.onDevice(multitasking: false) == nil, "every device of iOS 26 multitasks")
        }
    }

    @Test("P, C1: the deprecations come with ios26, the scene life cycle is required from ios27")
    func pC1EraFlags() {
        #expect(OSProfile.all.filter(\.deprecatesAppDelegateLifecycle).map(\.name) == ["ios26", "ios27"])
        #expect(OSProfile.all.filter(\.requiresSceneLifecycle).map(\.name) == ["ios27"])
    }

    @Test("P, C1: the table of deprecated methods: UIKit's five, each replaced by the scene delegate method Hook.sceneReplacement names")
    func pC1DeprecationTable() {
        let table = SceneLifecycleDeprecation.all
        #expect(table.map(\.selector) == ["applicationDidBecomeActive:", "applicationWillResignActive:", "applicationDidEnterBackground:",
                                          "applicationWillEnterForeground:", "application:openURL:options:"])
        #expect(table.map(\.replacement) == ["sceneDidBecomeActive:", "sceneWillResignActive:", "sceneDidEnterBackground:",
                                             "sceneWillEnterForeground:", "scene:openURLContexts:"])
        for entry in table {
            #expect(Hook(rawValue: entry.replacement)?.isSceneDelegateMethod == true, "\(entry.replacement)")
            if let hook = entry.hook { #expect(hook.sceneReplacement?.selector == entry.replacement, "\(entry.selector)") }
        }
        for kept in [Hook.didFinishLaunching, .willTerminate, .didReceiveMemoryWarning] {
            #expect(!table.contains { $0.selector == kept.selector }, "\(kept.selector) is not deprecated")
        }
    }

    @Test("P, C1: on ios26 an app without scenes runs, and warns once a run naming exactly the deprecated methods it implements")
    func pC1WarnsOnceOnIOS26() throws {
        let loader = Self.classicApp()
        let (device, sink) = makeDevice(loader, profile: .ios26)
        device.launch()
        #expect(device.app.state == .active)
        #expect(sink.hooksCalled.contains(.didBecomeActive), "the deprecated method is still called on ios26")
        device.home()
        device.userKill()
        device.launch()
        let warnings = Self.uikitLogWarnings(sink)
        #expect(warnings.count == 1, "\(sink.warnings)")
        let warning = try #require(warnings.first)
        #expect(warning.contains("applicationDidBecomeActive: → sceneDidBecomeActive:"))
        #expect(warning.contains("applicationDidEnterBackground: → sceneDidEnterBackground:"))
        #expect(!warning.contains("applicationWillResignActive:") && !warning.contains("applicationWillEnterForeground:"))
        #expect(warning.contains("(P, C1;"))
    }

    @Test("P, C1: on ios26 an app without scenes that implements none of them is still told; on ios13 nothing is said")
    func pC1WarningWithoutDeprecatedMethods() {
        let (device, sink) = makeDevice(Self.classicApp([]), profile: .ios26)
        device.launch()
        #expect(Self.uikitLogWarnings(sink).count == 1)
        #expect(Self.uikitLogWarnings(sink).first?.contains("it implements none of the app delegate's lifecycle and URL methods iOS 26 deprecates") == true)
        for older in [OSProfile.ios7, .ios13] {
            let (before, earlier) = makeDevice(Self.classicApp(), profile: older)
            before.launch()
            #expect(Self.uikitLogWarnings(earlier).isEmpty, "\(older.name)")
        }
    }

    @Test("P, C1: a scene app gets no deprecation warning on ios26, and runs on ios27")
    func pC1SceneAppIsClean() {
        for profile in [OSProfile.ios26, .ios27] {
            let loader = SceneTests.sceneApp()
            let (device, sink) = makeDevice(loader, profile: profile)
            device.launch()
            #expect(device.app.state == .active, "\(profile.name)")
            #expect(Self.uikitLogWarnings(sink).isEmpty, "\(profile.name): \(sink.warnings)")
            #expect(sink.kills.isEmpty)
            device.home()
            device.advance(.seconds(1))
            #expect(device.app.state == .suspended, "\(profile.name)")
        }
    }

    @Test("C1, P: on ios27 an app without a scene manifest is killed at launch (crash, C1) before its launch methods, at every launch")
    func c1PKilledAtLaunchOnIOS27() throws {
        let loader = Self.classicApp()
        let (device, sink) = makeDevice(loader, profile: .ios27)
        device.launch()
        #expect(device.app.state == .notRunning)
        let kill = try #require(sink.kills.first)
        #expect(kill.reason == .crash && kill.rule == .C1)
        #expect(kill.message.hasPrefix(SceneLifecycleDeprecation.launchFailure))
        #expect(kill.message.contains("(C1, P;"))
        #expect(sink.hooksCalled.isEmpty, "\(sink.hooksCalled)")
        #expect(Self.uikitLogWarnings(sink).isEmpty, "ios27 kills instead of warning")
        device.launch()
        #expect(sink.kills.count == 2)
    }

    @Test("C1, P: on ios27 a manifest with no scene configuration is killed, unless the app delegate returns one from configurationForConnecting")
    func c1PManifestWithoutConfiguration() throws {
        let empty = ScriptedLoader([.didFinishLaunching: returns(true)], info: AppInfo(sceneManifest: SceneManifest()))
        let (device, sink) = makeDevice(empty, profile: .ios27)
        device.launch()
        let kill = try #require(sink.kills.first)
        #expect(kill.rule == .C1 && kill.message.contains("lists no scene configuration"))
        let chooses = ScriptedLoader([.didFinishLaunching: returns(true), .configurationForConnecting: returns()],
                                     info: AppInfo(sceneManifest: SceneManifest()))
        let (other, otherSink) = makeDevice(chooses, profile: .ios27)
        other.launch()
        #expect(otherSink.kills.isEmpty)
        #expect(other.app.isRunning)
    }
}
