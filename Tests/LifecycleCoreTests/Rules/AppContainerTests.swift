import Testing

@testable import LifecycleCore
import TestSupport

@Suite("B7, R4 — the app's container and its user defaults")
struct AppContainerTests {
    private static let outside = "paths start with Documents/, Library/Caches/ or tmp/ and name a file"
    private static let dots = "'.' and '..' are not allowed in container paths"
    private static let absolute = "absolute paths are outside the app's container"

    @Test("B7, R4: paths with '..' or '.', absolute paths, and paths outside Documents/ Library/Caches/ tmp/ are refused",
          arguments: [
            ("../secret", dots), ("Documents/../../etc/passwd", dots), ("Documents/./a", dots), ("tmp/..", dots),
            ("/etc/passwd", absolute), ("/Documents/a", absolute),
            ("Library/Preferences/x.plist", outside), ("Library/a", outside), ("notes.txt", outside),
            ("Documents", outside), ("Documents/", outside), ("Documents//a", outside), ("tmp/a/", outside),
            ("documents/a", outside), ("", outside),
          ])
    func refused(path: String, problem: String) {
        #expect(AppContainer.problem(with: path) == problem)
    }

    @Test("B7, R4: paths inside the container are accepted",
          arguments: ["Documents/notes.txt", "Documents/drafts/today.txt", "Library/Caches/thumb.png", "tmp/upload"])
    func accepted(path: String) {
        #expect(AppContainer.problem(with: path) == nil)
    }

    @Test("B7, R4: the session refuses a bad path with an error string and writes nothing")
    func sessionRefuses() {
        let loader = ScriptedLoader.implementingAll()
        var errors: [String?] = []
        loader.hooks[.didBecomeActive] = does { session in
            errors = [session.writeFile("../escape", text: "x", complete: nil),
                      session.writeFile("/etc/hosts", text: "x", complete: false)]
            if case .failure(let error) = session.readFile("Library/Preferences/a") { errors.append(error.message) }
            errors.append(session.openFile("tmp/../x"))
        }
        let (device, sink) = makeDevice(loader)
        device.launch()
        #expect(errors == ["../escape: \(Self.dots)", "/etc/hosts: \(Self.absolute)",
                           "Library/Preferences/a: \(Self.outside)", "tmp/../x: \(Self.dots)"])
        #expect(device.app.container.files.isEmpty)
        #expect(sink.kills.isEmpty)
    }

    @Test("B7, R4: a file saved in applicationDidEnterBackground: survives a purge; the next launch reads it")
    func fileSurvivesPurge() {
        let loader = ScriptedLoader.implementingAll()
        loader.hooks[.didEnterBackground] = does { #expect($0.writeFile("Documents/draft.txt", text: "hello", complete: nil) == nil) }
        let (device, sink) = launchedAndSuspended(loader)
        device.lowMemory()
        #expect(sink.kills.map(\.reason) == [.jetsam])
        var read: Result<String, ContainerError>?
        var missing: Result<String, ContainerError>?
        loader.hooks[.didFinishLaunching] = { session in
            read = session.readFile("Documents/draft.txt")
            missing = session.readFile("Documents/other.txt")
            return .returned(.bool(true))
        }
        device.launch()
        #expect(read == .success("hello"))
        #expect(missing == .failure(ContainerError("Documents/other.txt: no such file")))
        sink.reset()
        device.expectSaved("Documents/draft.txt", text: "hello")
        device.expectSaved("Documents/draft.txt", text: "bye")
        device.expectSaved("tmp/x", text: nil)
        #expect(sink.expectations.map(\.ok) == [true, false, false])
        #expect(sink.expectations.map(\.message) == [
            "Documents/draft.txt is saved with \"hello\"", "Documents/draft.txt holds \"hello\", expected \"bye\"",
            "tmp/x was not saved (the container has Documents/draft.txt)",
        ])
    }

    @Test("B7, R4: user defaults not yet written are lost when the app is killed before entering the background")
    func defaultsLostOnEarlyKill() {
        let loader = ScriptedLoader.implementingAll()
        loader.hooks[.didBecomeActive] = does { session in
            session.setDefault("score", .number(3))
            #expect(session.getDefault("score") == .number(3))
        }
        loader.hooks[.willResignActive] = { _ in .crashed(message: "boom", traceback: "") }
        let (device, sink) = makeDevice(loader)
        device.launch()
        device.home()
        #expect(sink.kills.map(\.reason) == [.crash])
        #expect(device.app.container.defaults.isEmpty)
        sink.reset()
        device.expectDefault("score", value: .number(3))
        #expect(sink.expectations.map(\.ok) == [false])
        #expect(sink.expectations.first?.message == "default score is not saved, expected 3")
    }

    @Test("B7, R4: user defaults are written on entering the background: kept after home() and a purge")
    func defaultsKeptAfterHome() {
        let loader = ScriptedLoader.implementingAll()
        loader.hooks[.didBecomeActive] = does { $0.setDefault("score", .number(3)) }
        loader.hooks[.didEnterBackground] = does { session in
            #expect(session.getDefault("score") == .number(3))
            session.setDefault("level", .string("two"))
        }
        let (device, sink) = makeDevice(loader)
        device.launch()
        #expect(device.app.container.defaults.isEmpty)
        device.home()
        #expect(device.app.container.defaults == ["score": .number(3), "level": .string("two")])
        device.advance(.seconds(1))
        device.lowMemory()
        var after: StoredValue?
        loader.hooks[.didBecomeActive] = does { after = $0.getDefault("score") }
        device.launch()
        #expect(after == .number(3))
        sink.reset()
        device.expectDefault("score", value: .number(3))
        #expect(sink.expectations.map(\.message) == ["default score is saved as 3"])
        #expect(sink.expectations.map(\.ok) == [true])
    }

    @Test("B7: defaults are written before termination: what applicationWillTerminate: sets is kept",
          arguments: [OSProfile.ios3, .ios7])
    func defaultsOnTerminate(profile: OSProfile) {
        let loader = ScriptedLoader.implementingAll()
        loader.hooks[.willTerminate] = does { $0.setDefault("closed", .bool(true)) }
        let (device, _) = makeDevice(loader, profile: profile)
        device.launch()
        if profile.multitasking { device.userKill() } else { device.home() }
        #expect(device.app.state == .notRunning)
        #expect(device.app.container.defaults == ["closed": .bool(true)])
    }

    @Test("B7: synchronize() writes at once; a removal, like any change, waits for the next write")
    func synchronizeAndRemove() {
        let loader = ScriptedLoader.implementingAll()
        loader.hooks[.didBecomeActive] = { session in
            session.setDefault("a", .string("1"))
            session.setDefault("b", .string("2"))
            session.synchronizeDefaults()
            session.setDefault("a", nil)
            session.setDefault("c", .string("3"))
            #expect(session.getDefault("a") == nil)
            return .crashed(message: "boom", traceback: "")
        }
        let (device, _) = makeDevice(loader)
        device.launch()
        #expect(device.app.container.defaults == ["a": .string("1"), "b": .string("2")])
        loader.hooks[.didBecomeActive] = does { $0.setDefault("a", nil) }
        device.launch()
        #expect(device.app.container.defaults["a"] == .string("1"))
        device.home()
        #expect(device.app.container.defaults == ["b": .string("2")])
    }
}
