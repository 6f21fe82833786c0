import Testing

@testable import LifecycleCore
import TestSupport

@Suite("W4 — state restoration: saving and restoring")
struct RestorationTests {
    @Test("W4: state saved at Home survives a jetsam kill and is decoded between willFinishLaunching and didFinishLaunching")
    func savedThenRestored() {
        let app = RestoringApp()
        let (device, sink) = app.savedAndPurged()
        #expect(device.app.container.restoration?.controllers.map(\.path) == [["editor"]])
        sink.reset()
        device.launch()
        #expect(app.decoded == [.string("Dear Sam,")])
        #expect(Array(sink.restorationTimeline.prefix(7)) == [
            state(.notRunning, .inactive), ran(.main), call(.willFinishLaunching), call(.shouldRestoreApplicationState),
            ran(.viewController, "Editor decodeRestorableStateWithCoder"), "restoration decode editor", call(.didFinishLaunching),
        ])
        #expect(sink.restorations == [Restored(action: .decode, controller: "editor", keys: ["text"], reason: nil)])
        #expect(device.app.container.restoration != nil, "W4: restoring keeps the state until the app saves again")
    }

    @Test("W4: saving comes after applicationDidEnterBackground: and the snapshot; shouldSave's coder takes the app's own state, handed back to shouldRestore")
    func savingOrderAndAppState() {
        let app = RestoringApp()
        var appState: [RestorableValue?] = []
        app.loader.hooks[.shouldSaveApplicationState] = { session in
            #expect(session.encodeRestorable(.integer(2), forKey: "version", coder: session.openCoder!) == nil)
            return .returned(.bool(true))
        }
        app.loader.hooks[.shouldRestoreApplicationState] = { session in
            appState.append(try? session.decodeRestorable(forKey: "version", coder: session.openCoder!).get())
            return .returned(.bool(true))
        }
        let (device, sink) = makeDevice(app.loader)
        device.launch()
        sink.reset()
        device.home()
        #expect(Array(sink.restorationTimeline.drop { $0 != call(.didEnterBackground) }.prefix(6)) == [
            call(.didEnterBackground), notify(.didEnterBackground), call(.shouldSaveApplicationState), "restoration encode app",
            ran(.viewController, "Editor encodeRestorableStateWithCoder"), "restoration encode editor",
        ])
        device.advance(.seconds(1))
        device.lowMemory()
        device.launch()
        #expect(appState == [.integer(2)])
        #expect(sink.restorations.map(\.description) == ["encode app [\"version\"]", "encode editor [\"text\"]",
                                                           "decode app [\"version\"]", "decode editor [\"text\"]"])
    }

    @Test("W4: shouldSave returning false saves nothing and deletes what was saved before; without shouldRestore nothing is restored")
    func optIn() {
        let app = RestoringApp()
        let (device, sink) = app.savedAndPurged()
        app.loader.hooks[.shouldSaveApplicationState] = returns(false)
        device.launch()
        sink.reset()
        device.home()
        #expect(device.app.container.restoration == nil)
        #expect(sink.restorations.map(\.action) == [.discard])
        #expect(sink.restorations.first?.reason?.hasPrefix("application:shouldSaveApplicationState: returned false") == true)
        #expect(app.loader.restorableCalls.filter { $0.hasSuffix("encodeRestorableStateWithCoder") }.count == 1)

        let other = RestoringApp()
        other.loader.hooks[.shouldRestoreApplicationState] = nil
        let (device2, sink2) = other.savedAndPurged()
        sink2.reset()
        device2.launch()
        #expect(other.decoded.isEmpty)
        #expect(sink2.restorations.map(\.action) == [.skip])
        #expect(device2.app.container.restoration != nil)
    }

    @Test("W4: a root view controller set only in didFinishLaunching is not found at restoration: a skip line says why")
    func rootTooLate() {
        let app = RestoringApp(rootIn: .didFinishLaunching)
        let (device, sink) = app.savedAndPurged()
        sink.reset()
        device.launch()
        #expect(app.decoded.isEmpty)
        let skip = sink.restorations.first
        #expect(skip?.action == .skip && skip?.controller == "editor" && skip?.keys == ["text"])
        #expect(skip?.reason?.contains("set window.rootViewController (and its restorationIdentifier) in application:willFinishLaunchingWithOptions:") == true)
    }

    @Test("W4: only the root and what is presented on it are preserved, down to the first without a restorationIdentifier")
    func whichControllers() {
        var table = ControllerTable()
        for (id, identifier) in [(1, "root"), (2, "detail"), (3, nil), (4, "child")] as [(Int, String?)] {
            table[id] = .init(id: id, name: "C\(id)", restorationIdentifier: identifier)
        }
        table.root = 1
        table[1]?.presented = 2
        table[2]?.presented = 3
        table[3]?.presented = 4
        #expect(table.restorablePaths.map(\.path) == [["root"], ["root", "detail"]])
        table[1]?.restorationIdentifier = nil
        #expect(table.restorablePaths.isEmpty)
        for id in 10..<60 {
            table[id] = .init(id: id, name: "C\(id)", presented: id + 1, restorationIdentifier: "c")
        }
        table.root = 10
        #expect(table.restorablePaths.count == ControllerTable.maxRestorableDepth)
    }

    @Test("W4: a background launch (L2) restores too, between the launch methods")
    func backgroundLaunch() {
        let app = RestoringApp()
        let (device, sink) = app.savedAndPurged()
        sink.reset()
        device.launch(background: true)
        #expect(app.decoded == [.string("Dear Sam,")])
        #expect(sink.hooksCalled.prefix(3) == [.willFinishLaunching, .shouldRestoreApplicationState, .didFinishLaunching])
    }

    @Test("W4: on ios4 the hooks are never called, nothing is saved, and the first launch warns that they are from ios6")
    func olderEra() {
        let app = RestoringApp(rootIn: .didFinishLaunching)
        let (device, sink) = app.savedAndPurged(profile: .ios4)
        device.launch()
        #expect(device.app.container.restoration == nil)
        #expect(app.loader.restorableCalls.isEmpty && sink.restorations.isEmpty)
        #expect(!sink.hooksCalled.contains(.shouldSaveApplicationState))
        #expect(sink.warnings.contains("application:shouldSaveApplicationState: is never called on ios4: UIKit has it from ios6 on (P); run with --profile ios6 to see it called"))
        #expect(sink.warnings.contains { $0.hasPrefix("application:shouldRestoreApplicationState: is never called on ios4") })
    }
}
