/// R3: the system may tear down the network sockets of a suspended app. Here it always does, at
/// suspension, so the lesson is repeatable: using such a socket after resume fails with an error
/// the app can handle, and connecting again works.
struct SocketCheck: SystemCheck {
    func suspending(_ app: App) {
        for (id, connected) in app.process.resources.sockets where connected {
            app.process.resources.sockets[id] = false
        }
    }
}

extension HookSession {
    /// `Socket.connect(host)`: a new connected socket's id.
    public func connectSocket() -> Int {
        app.grew = true
        let id = app.process.resources.nextSocket
        app.process.resources.nextSocket += 1
        app.process.resources.sockets[id] = true
        return id
    }

    /// Using a socket (`send`, `receive`): nil when fine, else the error the app receives (R3).
    public func useSocket(_ id: Int) -> String? {
        switch app.process.resources.sockets[id] {
        case true?: return nil
        case false?: return "ENOTCONN: the system tore this connection down while the app was suspended (R3); connect again"
        case nil: return "EBADF: the socket is closed"
        }
    }

    public func closeSocket(_ id: Int) {
        app.process.resources.sockets[id] = nil
    }
}
