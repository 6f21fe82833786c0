import Testing

@testable import LifecycleCore
import TestSupport

/// Whose doing a kill is, as the core says where it kills (M1): the system's answer to
/// `low_memory()` (M1, M3) and the scenario's own `user_kill()` (T4) are no fault of the app;
/// a watchdog, expired background time, a crash and the app's own memory over its limit are.
/// `--strict` counts only the app's (docs/exit-codes.md).
@Suite("M1 — whose doing a kill is")
struct KillCauseTests {
    /// An app sent Home whose didEnterBackground opens a task, so that it is still running in the
    /// background 10 s later (B2); the sink is reset.
    static func runningInBackground(_ profile: OSProfile) -> (Device, CollectingSink) {
        let loader = ScriptedLoader.implementingAll()
        loader.hooks[.didEnterBackground] = does { _ = $0.beginBackgroundTask(expirationHandler: nil) }
        let (device, sink) = makeDevice(loader, profile: profile)
        device.launch()
        device.home()
        device.advance(.seconds(10))
        sink.reset()
        return (device, sink)
    }

    @Test("M1: low_memory() purging a suspended app is the system's doing, not the app's", arguments: [OSProfile.ios7, .ios13])
    func purgeIsTheSystems(profile: OSProfile) {
        let (device, sink) = launchedAndSuspended(.implementingAll(), profile: profile)
        sink.reset()
        device.lowMemory()
        #expect(sink.kills.map(\.reason) == [.jetsam])
        #expect(sink.kills.map(\.cause) == [.system])
    }

    @Test("M1, M3: low_memory() terminating an app running in the background, with notice, is the system's doing", arguments: [OSProfile.ios7, .ios13])
    func terminationIsTheSystems(profile: OSProfile) {
        let (device, sink) = Self.runningInBackground(profile)
        #expect(device.app.state == .background)
        device.lowMemory()
        #expect(sink.hooksCalled.contains(.willTerminate), "M3 gives notice")
        #expect(sink.kills.map(\.reason) == [.jetsam])
        #expect(sink.kills.map(\.cause) == [.system])
    }

    @Test("M1, M3: the app's own memory pressure path says the same: a purge and a termination with notice are the system's")
    func appPressureIsTheSystems() {
        let (suspended, purged) = launchedAndSuspended(.implementingAll())
        suspended.app.lowMemory()
        #expect(purged.kills.map(\.cause) == [.system])
        let (running, terminated) = Self.runningInBackground(.ios7)
        running.app.lowMemory()
        #expect(terminated.kills.map(\.cause) == [.system])
    }

    @Test("M3, T2: a watchdog in applicationWillTerminate: during the M3 termination is the app's doing")
    func slowTerminateIsTheApps() {
        let loader = ScriptedLoader.implementingAll()
        loader.hooks[.didEnterBackground] = does { _ = $0.beginBackgroundTask(expirationHandler: nil) }
        loader.hooks[.willTerminate] = works(10)
        let (device, sink) = makeDevice(loader)
        device.launch()
        device.home()
        device.advance(.seconds(10))
        device.lowMemory()
        #expect(sink.kills.map(\.reason) == [.watchdog])
        #expect(sink.kills.map(\.cause) == [.app])
    }

    @Test("T4: user_kill() is what the scenario asked for, on a suspended app and on the app in front", arguments: [OSProfile.ios7, .ios13])
    func userKillIsAsked(profile: OSProfile) {
        let (device, sink) = launchedAndSuspended(.implementingAll(), profile: profile)
        device.userKill()
        device.launch()
        device.userKill()
        #expect(sink.kills.map(\.reason) == [.user, .user])
        #expect(sink.kills.map(\.cause) == [.asked, .asked])
    }

    @Test("M1: an app's own memory over its limit is a jetsam kill of its own doing, from a hook and from a framework call")
    func overLimitIsTheApps() {
        let capped = ScriptedLoader.implementingAll()
        capped.hooks[.didBecomeActive] = { _ in .halted(.memory) }
        let (first, hook) = makeDevice(capped)
        first.launch()
        #expect(hook.kills.map(\.reason) == [.jetsam])
        #expect(hook.kills.map(\.cause) == [.app])

        let caching = ScriptedLoader.implementingAll()
        caching.hooks[.didBecomeActive] = { session in
            session.cacheObject("images", key: "all", bytes: 200 << 20) ? .returned(.none) : .halted(.killed)
        }
        let (second, framework) = makeDevice(caching)
        second.launch()
        #expect(framework.kills.map(\.reason) == [.jetsam])
        #expect(framework.kills.map(\.rule) == [.M1])
        #expect(framework.kills.map(\.cause) == [.app])
    }

    @Test("B4: a watchdog kill is the app's doing")
    func watchdogIsTheApps() {
        let loader = ScriptedLoader.implementingAll()
        loader.hooks[.didEnterBackground] = works(6)
        let (device, sink) = makeDevice(loader)
        device.launch()
        device.home()
        #expect(sink.kills.map(\.reason) == [.watchdog])
        #expect(sink.kills.map(\.cause) == [.app])
    }

    @Test("B5: background time run out with a task still open is the app's doing (expired)")
    func expiredIsTheApps() {
        let (device, sink) = Self.runningInBackground(.ios7)
        device.advance(.seconds(300))
        #expect(sink.kills.map(\.reason) == [.expired])
        #expect(sink.kills.map(\.cause) == [.app])
    }

    @Test("S1: a crash is the app's doing")
    func crashIsTheApps() {
        let loader = ScriptedLoader.implementingAll()
        loader.hooks[.willEnterForeground] = { _ in .crashed(message: "boom", traceback: "") }
        let (device, sink) = launchedAndSuspended(loader)
        device.reopen()
        #expect(sink.kills.map(\.reason) == [.crash])
        #expect(sink.kills.map(\.cause) == [.app])
    }
}
