import LuaBridge
import LifecycleCore

/// Bonjour and sockets (R2, R3): `NSNetService`, `Socket.listen`, `Socket.connect`.
enum WrapNetwork {
    static func functions(for app: LuaApp) -> [String: LuaFunction] {
        [
            "service_publish": { [unowned app] stack in
                if let name = WrapStrings.name(stack, 1) { app.session?.publishService(name) }
                return .values(0)
            },
            "service_stop": { [unowned app] stack in
                stack.push(WrapStrings.name(stack, 1).map { app.session?.unpublishService($0) ?? false } ?? false)
                return .values(1)
            },
            "listen": { [unowned app] stack in
                if let port = stack.integer(at: 1) { app.session?.listen(on: port) }
                return .values(0)
            },
            "listen_close": { [unowned app] stack in
                stack.push(stack.integer(at: 1).map { app.session?.stopListening(on: $0) ?? false } ?? false)
                return .values(1)
            },
            "socket_connect": { [unowned app] stack in
                stack.push(app.session?.connectSocket() ?? 0)
                return .values(1)
            },
            "socket_use": { [unowned app] stack in
                guard let id = stack.integer(at: 1), let error = app.session?.useSocket(id) else { return .values(0) }
                stack.push(error)
                return .values(1)
            },
            "socket_close": { [unowned app] stack in
                if let id = stack.integer(at: 1) { app.session?.closeSocket(id) }
                return .values(0)
            },
        ]
    }
}
