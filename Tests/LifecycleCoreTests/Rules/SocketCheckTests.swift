import Testing

@testable import LifecycleCore
import TestSupport

@Suite("R3 — sockets of a suspended app are torn down")
struct SocketCheckTests {
    private let torn = "ENOTCONN: the system tore this connection down while the app was suspended (R3); connect again"

    /// An app that connects one socket in didFinishLaunching; `check` runs in willEnterForeground.
    private final class SocketApp {
        let loader = ScriptedLoader.implementingAll()
        var socket = 0
        var results: [String?] = []

        init(check: @escaping (SocketApp, HookSession) -> Void = { app, session in
            app.results.append(session.useSocket(app.socket))
        }) {
            loader.hooks[.didFinishLaunching] = { [unowned self] session in
                self.socket = session.connectSocket()
                return .returned(.bool(true))
            }
            loader.hooks[.willEnterForeground] = { [unowned self] session in
                check(self, session)
                return .returned(.none)
            }
        }
    }

    @Test("R3: using a socket after resume from suspension returns an error string; no kill, no violation")
    func tornDownAtSuspension() {
        let app = SocketApp()
        let (device, sink) = launchedAndSuspended(app.loader)
        #expect(device.app.resources.sockets == [1: false])
        device.reopen()
        #expect(app.results == [torn])
        #expect(sink.kills.isEmpty)
        #expect(sink.violations.isEmpty)
        #expect(device.app.state == .active)
    }

    @Test("R3: reconnecting after resume gives a new socket that works")
    func reconnect() {
        var fresh = 0
        let app = SocketApp { app, session in
            app.results.append(session.useSocket(app.socket))
            session.closeSocket(app.socket)
            fresh = session.connectSocket()
            app.results.append(session.useSocket(fresh))
        }
        let (device, _) = launchedAndSuspended(app.loader)
        device.reopen()
        #expect(app.results == [torn, nil])
        #expect(fresh == 2)
        #expect(device.app.resources.sockets == [2: true])
    }

    @Test("R3: a socket keeps working in the foreground and while the app runs in the background")
    func notSuspendedKeepsSocket() {
        let app = SocketApp()
        var inBackground: String?? = .none
        let block = app.loader.register(does { session in inBackground = session.useSocket(app.socket) })
        app.loader.hooks[.didEnterBackground] = does { session in
            _ = session.beginBackgroundTask(expirationHandler: nil)
            session.dispatch(block, queue: .global, after: .seconds(5))
        }
        let (device, _) = makeDevice(app.loader)
        device.launch()
        device.advance(.seconds(600))
        #expect(device.app.resources.sockets == [1: true])
        device.home()
        device.advance(.seconds(10))
        #expect(inBackground == .some(nil))
        device.reopen()
        #expect(app.results == [nil])
    }

    @Test("R3: a closed or unknown socket fails with EBADF")
    func closedSocket() {
        let loader = ScriptedLoader.implementingAll()
        var results: [String?] = []
        loader.hooks[.didBecomeActive] = does { session in
            let id = session.connectSocket()
            session.closeSocket(id)
            results = [session.useSocket(id), session.useSocket(99)]
        }
        let (device, _) = makeDevice(loader)
        device.launch()
        #expect(results == ["EBADF: the socket is closed", "EBADF: the socket is closed"])
    }

    @Test("R3: every connected socket is torn down; a closed one stays closed")
    func everySocket() {
        let loader = ScriptedLoader.implementingAll()
        loader.hooks[.didBecomeActive] = does { session in
            _ = session.connectSocket()
            _ = session.connectSocket()
            let third = session.connectSocket()
            session.closeSocket(third)
        }
        let (device, sink) = launchedAndSuspended(loader)
        #expect(device.app.resources.sockets == [1: false, 2: false])
        #expect(sink.violations.isEmpty)
    }

    @Test("R3: a killed app's sockets do not survive into the next launch")
    func relaunch() {
        let app = SocketApp()
        var afterRelaunch: String?? = .none
        let (device, _) = launchedAndSuspended(app.loader)
        device.lowMemory()
        app.loader.hooks[.didBecomeActive] = does { session in afterRelaunch = session.useSocket(2) }
        device.launch()
        #expect(app.socket == 1)   // numbering starts again in the new process
        #expect(afterRelaunch == .some("EBADF: the socket is closed"))
    }
}
