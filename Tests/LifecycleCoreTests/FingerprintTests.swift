import Testing

@testable import LifecycleCore
import TestSupport

/// `Device.fingerprint`, `lifecycle explore`'s state key: every stored property of the device,
/// the app, its process and record, the process's resources and the container is either
/// covered by a part of the key or left out with a reason, so a new field cannot be forgotten
/// silently; and R11's background CPU is in it exactly when it can change what happens next.
@Suite("Explore's state key (S1, R11)")
struct FingerprintTests {
    /// The stored properties `Mirror` lists.
    func stored(_ subject: Any) -> Set<String> {
        Set(Mirror(reflecting: subject).children.compactMap(\.label))
    }

    /// Every property is in exactly one of the key's parts and the reasons; no name is stale.
    func check<T>(_ type: String, _ subject: Any, parts: [FingerprintPart<T>], notInKey: [String: String]) {
        let fields = stored(subject)
        let covered = Set(parts.flatMap(\.covers))
        let left = Set(notInKey.keys)
        #expect(fields.subtracting(covered).subtracting(left).sorted() == [],
                "\(type): stored properties neither in the state key nor in \(type).notInKey with a reason")
        #expect(covered.union(left).subtracting(fields).sorted() == [], "\(type): names that are not stored properties")
        #expect(covered.intersection(left).sorted() == [], "\(type): both in the key and left out")
        #expect(notInKey.values.allSatisfy { !$0.isEmpty })
    }

    @Test("S1: every stored property of the device and its app is in the key or left out with a reason")
    func everyFieldIsDecided() {
        let (device, _) = makeDevice(ScriptedLoader.implementingAll())
        device.launch()
        check("Device", device, parts: Device.keyParts, notInKey: Device.notInKey)
        check("App", device.app, parts: App.keyParts, notInKey: App.notInKey)
        check("AppProcess", device.app.process, parts: AppProcess.keyParts, notInKey: AppProcess.notInKey)
        check("AppRecord", device.app.record, parts: AppRecord.keyParts, notInKey: AppRecord.notInKey)
        check("ProcessResources", device.app.resources, parts: ProcessResources.keyParts, notInKey: ProcessResources.notInKey)
        check("AppContainer", device.app.container, parts: AppContainer.keyParts, notInKey: AppContainer.notInKey)
        #expect(stored(device).contains("isLocked") && stored(device.app.record).contains("backgroundCPU")
                    && stored(device.app.process).contains("tasks"), "Mirror lists stored properties")
    }

    /// `App` keeps its identity, its handles, its state and the bookkeeping of the code running
    /// now; what a kill throws away is `AppProcess`, what iOS keeps is `AppRecord` (S1, B7). A new
    /// field that dies with the process or outlives it goes into one of the two, so a reset is
    /// never forgotten: the class stays small enough to see that at a glance.
    @Test("S1: App declares at most 25 stored properties; per-process and kept state live in AppProcess and AppRecord")
    func appStaysSmall() {
        let (device, _) = makeDevice(ScriptedLoader.implementingAll())
        let fields = stored(device.app)
        #expect(fields.count <= 25, "App has \(fields.count) stored properties: \(fields.sorted())")
        #expect(fields.isSuperset(of: ["process", "record", "context", "state"]))
    }

    /// An app that declares and uses the audio mode, so it keeps running in the background, and
    /// whose `applicationDidEnterBackground:` dispatches a block that works 2 s, 5 s later.
    func audioApp() -> (Device, CollectingSink) {
        let loader = ScriptedLoader.implementingAll()
        loader.info = AppInfo(backgroundModes: ["audio"])
        let block = loader.register { session in
            _ = session.spend(.seconds(2))
            return .returned(.none)
        }
        loader.hooks[.didFinishLaunching] = { session in
            session.setMode("audio", inUse: true)
            return .returned(.bool(true))
        }
        loader.hooks[.didEnterBackground] = { session in
            session.dispatch(block, queue: .main, after: .seconds(5))
            return .returned(.none)
        }
        let (device, sink) = makeDevice(loader)
        device.launch()
        device.home()
        return (device, sink)
    }

    @Test("R11: background CPU used in the window is in the key: 9 s used, the next 2 s cross the 10 s allowance")
    func backgroundCPUChangesWhatHappens() {
        let (fresh, freshSink) = audioApp()
        let (used, usedSink) = audioApp()
        #expect(fresh.app.state == .background)
        #expect(fresh.fingerprint == used.fingerprint)
        used.app.record.backgroundCPU = .seconds(9)
        #expect(fresh.fingerprint != used.fingerprint, "the same visible state, a different future")
        fresh.advance(.seconds(6))
        used.advance(.seconds(6))
        #expect(!freshSink.violatedRules.contains(.R11))
        #expect(usedSink.violatedRules.contains(.R11))
    }

    @Test("R11: once the window is over, the CPU it counted is not in the key (the next charge starts anew)")
    func expiredWindow() {
        let (a, aSink) = audioApp()
        let (b, bSink) = audioApp()
        // The block works 2 s at t = 5; at t = 61 the window that began at Home is over.
        a.advance(.seconds(61))
        b.advance(.seconds(61))
        #expect(a.app.record.backgroundCPU == .seconds(2))
        b.app.record.backgroundCPU = .seconds(9)
        #expect(a.fingerprint == b.fingerprint)
        #expect(a.fingerprint.contains("cpu=expired"))
        #expect(aSink.violatedRules == bSink.violatedRules)
    }

    @Test("R11: an app that declares no background mode is never charged, so its CPU count is not in the key")
    func noModes() {
        let (a, _) = makeDevice(ScriptedLoader.implementingAll())
        a.launch()
        a.home()
        let before = a.fingerprint
        a.app.record.backgroundCPUWindowStart = SimTime(micros: 30_000_000)
        a.app.record.backgroundCPU = .seconds(9)
        #expect(a.fingerprint == before)
        #expect(!before.contains("cpu="))
    }
}
