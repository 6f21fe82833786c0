import Testing

@testable import LifecycleCore
import TestSupport

private let secret = "Documents/secret.txt", plain = "Documents/plain.txt"

/// A read's text, or its error.
private func describe(_ result: Result<String, ContainerError>) -> String {
    switch result {
    case .success(let text): return text
    case .failure(let error): return error.message
    }
}

@Suite("I4 — NSFileProtectionComplete while the device is locked")
struct DataProtectionTests {
    private static let locked = "\(secret): protected data is unavailable while the device is locked (NSFileProtectionComplete, I4)"

    /// An app that writes a protected and a plain file at launch; in the background it keeps a
    /// task open and runs `probe` 5 s after didEnterBackground (while the device is locked).
    private final class VaultApp {
        let loader = ScriptedLoader.implementingAll()
        var probes: [String] = []

        init(probe: @escaping (HookSession) -> [String?] = { session in
            [describe(session.readFile(secret)),
             describe(session.readFile(plain))]
        }) {
            loader.hooks[.didFinishLaunching] = { session in
                #expect(session.writeFile(secret, text: "pin 1234", complete: true) == nil)
                #expect(session.writeFile(plain, text: "hello", complete: nil) == nil)
                return .returned(.bool(true))
            }
            let block = loader.register { [unowned self] session in
                self.probes += probe(session).map { $0 ?? "ok" }
                return .returned(.none)
            }
            loader.hooks[.didEnterBackground] = { [unowned self] session in
                self.probes += probe(session).map { $0 ?? "ok" }
                _ = session.beginBackgroundTask(expirationHandler: nil)
                session.dispatch(block, queue: .main, after: .seconds(5))
                return .returned(.none)
            }
        }
    }

    @Test("I4: a complete-protected file is unreadable from the end of lock() until unlock(); a plain file stays readable")
    func readWhileLocked() {
        let app = VaultApp()
        var afterUnlock = ""
        app.loader.hooks[.didBecomeActive] = does { afterUnlock = describe($0.readFile(secret)) }
        let (device, sink) = makeDevice(app.loader)
        device.launch()
        device.lock()
        #expect(app.probes == ["pin 1234", "hello"])   // didEnterBackground runs before the lock completes
        device.advance(.seconds(10))
        #expect(app.probes == ["pin 1234", "hello", Self.locked, "hello"])
        device.unlock()
        #expect(afterUnlock == "pin 1234")
        #expect(sink.kills.isEmpty && sink.violations.isEmpty)
    }

    @Test("I4: while locked, writing or opening a protected file fails too; a plain file can be written")
    func writeWhileLocked() {
        let app = VaultApp { session in
            [session.writeFile(secret, text: "new", complete: nil),
             session.writeFile(plain, text: "x", complete: true),
             session.openFile(secret),
             session.writeFile("tmp/log", text: "y", complete: false)]
        }
        let (device, _) = makeDevice(app.loader)
        device.launch()
        device.lock()
        device.advance(.seconds(10))
        #expect(app.probes == ["ok", "ok", "ok", "ok", Self.locked,
                               "\(plain): protected data is unavailable while the device is locked (NSFileProtectionComplete, I4)",
                               Self.locked, "ok"])
        #expect(device.app.container.files[secret] == AppContainer.File(text: "new", complete: true))
        #expect(device.app.container.files[plain] == AppContainer.File(text: "x", complete: true))
        #expect(device.app.container.files["tmp/log"] == AppContainer.File(text: "y", complete: false))
        #expect(device.app.resources.openProtectedFiles == [secret])
    }

    @Test("I4: lock posts ProtectedDataWillBecomeUnavailable after the app left the foreground; unlock's DidBecomeAvailable waits for the resume (F3)")
    func notifications() {
        let (device, sink) = makeDevice(.implementingAll())
        device.launch()
        sink.reset()
        device.lock()
        #expect(Array(sink.ruleTimeline.suffix(3)) == [
            call(.didEnterBackground), notify(.didEnterBackground), notify(.protectedDataWillBecomeUnavailable),
        ])
        #expect(!device.protectedDataAvailable)
        device.advance(.seconds(1))
        #expect(device.app.state == .suspended)
        sink.reset()
        device.unlock()
        #expect(Array(sink.ruleTimeline.prefix(3)) == [
            state(.suspended, .background), notify(.protectedDataDidBecomeAvailable), call(.willEnterForeground),
        ])
        #expect(sink.queuedNotifications == [.notification(name: .protectedDataDidBecomeAvailable, value: nil, queued: true)])
        #expect(device.protectedDataAvailable)
    }

    @Test("I4: a handle to a protected file still open at lock is a violation; a plain file's handle is not")
    func openHandleAtLock() {
        let app = VaultApp()
        app.loader.hooks[.didBecomeActive] = does { session in
            #expect(session.openFile(secret) == nil)
            #expect(session.openFile(plain) == nil)
        }
        let (device, sink) = makeDevice(app.loader)
        device.launch()
        sink.reset()
        device.lock()
        #expect(Array(sink.ruleTimeline.suffix(4)) == [
            call(.didEnterBackground), notify(.didEnterBackground), "violation I4", notify(.protectedDataWillBecomeUnavailable),
        ])
        #expect(sink.violations.map(\.message)
            == ["\(secret) (NSFileProtectionComplete) is still open while the device locks; close it in applicationWillResignActive:"])
        #expect(sink.kills.isEmpty)
    }

    @Test("I4: closed in applicationWillResignActive: and reopened in applicationDidBecomeActive:, no violation")
    func closeAndReopen() {
        let app = VaultApp()
        var opened: [String?] = []
        app.loader.hooks[.didBecomeActive] = does { opened.append($0.openFile(secret)) }
        app.loader.hooks[.willResignActive] = does { $0.closeFile(secret) }
        let (device, sink) = makeDevice(app.loader)
        device.launch()
        device.lock()
        device.advance(.seconds(10))
        device.unlock()
        #expect(opened == [nil, nil])
        #expect(sink.violations.isEmpty)
        #expect(device.app.resources.openProtectedFiles == [secret])
    }

    @Test("I4: setPasscode(false): locking protects nothing, posts no protected-data notification, and an open handle is fine")
    func noPasscode() {
        let app = VaultApp()
        app.loader.hooks[.didBecomeActive] = does { _ = $0.openFile(secret) }
        let (device, sink) = makeDevice(app.loader)
        device.setPasscode(false)
        device.launch()
        device.lock()
        device.advance(.seconds(10))
        #expect(device.protectedDataAvailable)
        device.unlock()
        #expect(app.probes == ["pin 1234", "hello", "pin 1234", "hello"])
        #expect(!sink.notifications.contains(.protectedDataWillBecomeUnavailable))
        #expect(!sink.notifications.contains(.protectedDataDidBecomeAvailable))
        #expect(sink.violations.isEmpty)
    }
}
