import Testing
@testable import LifecycleCore
import TestSupport

/// C1–C4 in the core, without Lua: a scripted app with a scene manifest.
@Suite("Scenes")
struct SceneTests {
    static let manifest = SceneManifest(supportsMultipleScenes: true,
                                        configurations: [.init(name: "Default Configuration", delegateClass: "SceneDelegate")])

    static func sceneApp(_ hooks: [Hook: Behaviour] = [:]) -> ScriptedLoader {
        var all = hooks
        for hook in Hook.allCases where hook.isSceneDelegateMethod && all[hook] == nil { all[hook] = returns() }
        all[.didBecomeActive] = returns()   // ignored with a manifest (C1)
        all[.didFinishLaunching] = returns(true)
        return ScriptedLoader(all, info: AppInfo(sceneManifest: manifest))
    }

    @Test("C2: the app's state follows its scenes: active if one is foreground active, else inactive if one is in the foreground, else background")
    func derivedState() {
        #expect(SceneState.appState(of: [.background, .foregroundActive]) == .active)
        #expect(SceneState.appState(of: [.foregroundInactive, .background]) == .inactive)
        #expect(SceneState.appState(of: [.background, .unattached]) == .background)
        #expect(SceneState.appState(of: []) == .background)
        #expect(!SceneState.unattached.canMove(to: .foregroundActive))
        #expect(SceneState.background.canMove(to: .unattached))
    }

    @Test("C1: with a manifest on ios13 the scene delegate's methods run and applicationDidBecomeActive: is never called; on ios7 nothing changes")
    func sceneDelegateReplacesAppDelegate() {
        let loader = Self.sceneApp()
        let (device, _) = makeDevice(loader, profile: .ios13)
        device.launch()
        #expect(device.app.state == .active)
        #expect(device.app.sceneState(named: "main") == .foregroundActive)
        #expect(loader.hooksSeen.contains(.sceneWillConnect))
        #expect(loader.hooksSeen.contains(.sceneDidBecomeActive))
        #expect(!loader.hooksSeen.contains(.didBecomeActive))
        let old = Self.sceneApp()
        let (before, _) = makeDevice(old, profile: .ios7)
        before.launch()
        #expect(old.hooksSeen.contains(.didBecomeActive))
        #expect(!old.hooksSeen.contains(.sceneWillConnect))
        #expect(before.app.sceneSessions.isEmpty)
    }

    @Test("C3, C4: a second window, one disconnected (its session stays, unattached), brought back, and one closed (its session discarded)")
    func windows() {
        let loader = Self.sceneApp()
        let (device, _) = makeDevice(loader, profile: .ios13, device: .ipad)
        device.launch()
        device.openWindow("two")
        #expect(device.app.sceneState(named: "two") == .foregroundActive)
        #expect(device.app.sceneState(named: "main") == .background)
        device.disconnectScene("main")
        #expect(device.app.sceneState(named: "main") == .unattached)
        device.frontWindow("main")
        #expect(device.app.sceneState(named: "main") == .foregroundActive)
        #expect(loader.hooksSeen.filter { $0 == .sceneWillConnect }.count == 3)
        device.closeWindow("two")
        #expect(device.app.sceneState(named: "two") == nil)
        #expect(loader.hooksSeen.contains(.sceneDidDisconnect))
        #expect(device.app.state == .active)
    }

    @Test("C3: several windows and Split View are the iPad's: on an iPhone (the default) open_window and side_by_side do nothing but warn, naming the iPad",
          arguments: [DeviceKind?.none, .iphone])
    func windowsNeedAnIPad(kind: DeviceKind?) {
        let loader = Self.sceneApp()
        let (device, sink) = makeDevice(loader, profile: .ios13, device: kind)
        device.launch()
        device.openWindow("two")
        device.sideBySide("main", "two")
        #expect(device.app.sceneSessions.count == 1)
        #expect(device.app.sceneState(named: "main") == .foregroundActive)
        let expected = "open_window() did nothing: open_window() does not exist on an iPhone: several windows and Split View are the iPad's (C3); run with --device ipad, or declare scenario { device = \"ipad\" }"
        #expect(sink.warnings.contains(expected), "\(sink.warnings)")
        #expect(sink.warnings.contains { $0.hasPrefix("side_by_side() did nothing: side_by_side() does not exist on an iPhone") })
        #expect(device.kindRefusal(of: .frontWindow) == nil, "only the verbs the catalog marks need the iPad")
    }

    @Test("C3: on an iPad the same verbs open the window (the catalog is the one place that says so)")
    func windowsOnAnIPad() {
        let (device, sink) = makeDevice(Self.sceneApp(), profile: .ios13, device: .ipad)
        device.launch()
        device.openWindow("two")
        device.sideBySide("main", "two")
        #expect(!sink.warnings.contains { $0.contains("did nothing") }, "\(sink.warnings)")
        #expect(device.app.sceneState(named: "main") == .foregroundActive && device.app.sceneState(named: "two") == .foregroundActive)
        #expect(ScenarioVerb.all.filter { $0.device == .ipad }.map(\.name) == ["open_window", "side_by_side"])
    }

    @Test("C3, P: before ios13 the era refusal comes first, on an iPad too")
    func eraBeforeDevice() {
        let (device, _) = makeDevice(Self.sceneApp(), profile: .ios7, device: .ipad)
        #expect(device.refusal(of: .openWindow) == "open_window() does not exist on ios7: it comes with ios13 (P); run with --profile ios13 or later")
        let (phone, _) = makeDevice(Self.sceneApp(), profile: .ios13)
        #expect(phone.refusal(of: .openWindow)?.contains("needs") == false)
        #expect(phone.refusal(of: .openWindow)?.contains("iPad") == true)
    }

    @Test("C3: the simulator caps open sessions at SceneSessions.maxSessions with a warning")
    func cap() {
        let (device, sink) = makeDevice(Self.sceneApp(), profile: .ios13, device: .ipad)
        device.launch()
        for _ in 0..<(SceneSessions.maxSessions + 3) { device.openWindow() }
        #expect(device.app.sceneSessions.count == SceneSessions.maxSessions)
        #expect(sink.events.contains { if case .warning(let message) = $0 { return message.contains("the simulator's limit") }; return false })
    }

    @Test("C4, M1: low_memory() with no amount purges a suspended scene app without waking it for sceneDidDisconnect:; low_memory(0.01) wakes it to disconnect the scene, and it lives")
    func lowMemoryDoesNotWakeAnAppItPurges() {
        let purged = Self.sceneApp()
        let (device, _) = makeDevice(purged, profile: .ios13)
        device.launch()
        device.home()
        device.advance(.seconds(10))
        #expect(device.app.state == .suspended)
        device.lowMemory()
        #expect(device.app.state == .notRunning)
        #expect(!purged.hooksSeen.contains(.sceneDidDisconnect))
        #expect(device.app.sceneState(named: "main") == .unattached)

        let relieved = Self.sceneApp()
        let (other, _) = makeDevice(relieved, profile: .ios13)
        other.launch()
        other.home()
        other.advance(.seconds(10))
        other.lowMemory(megabytes: 0.01)
        #expect(relieved.hooksSeen.contains(.sceneDidDisconnect))
        #expect(other.app.sceneState(named: "main") == .unattached)
    }
}
