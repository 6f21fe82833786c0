/// R2: Bonjour services should be unpublished, and listening sockets closed, before suspension;
/// the system closes what is left (a warning violation).
struct BonjourCheck: SystemCheck {
    func suspending(_ app: App) {
        let services = app.resources.bonjourServices, ports = app.resources.listeningPorts
        guard !services.isEmpty || !ports.isEmpty else { return }
        var left: [String] = services.map { "service '\($0)'" }
        left += ports.map { "listening socket on port \($0)" }
        app.emit(.violation(rule: .R2, message: "still open at suspension, closed by the system: \(listed(left))"))
        app.resources.bonjourServices.removeAll()
        app.resources.listeningPorts.removeAll()
    }
}

extension HookSession {
    /// `NSNetService:publish()`.
    public func publishService(_ name: String) {
        app.grew = true
        if !app.resources.bonjourServices.contains(name) { app.resources.bonjourServices.append(name) }
    }

    /// `NSNetService:stop()`; false when it was not published (or the system closed it).
    @discardableResult
    public func unpublishService(_ name: String) -> Bool {
        app.resources.bonjourServices.remove(name)
    }

    /// `Socket.listen(port)`.
    public func listen(on port: Int) {
        app.grew = true
        if !app.resources.listeningPorts.contains(port) { app.resources.listeningPorts.append(port) }
    }

    /// Closing a listening socket; false when it was not open (or the system closed it).
    @discardableResult
    public func stopListening(on port: Int) -> Bool {
        app.resources.listeningPorts.remove(port)
    }
}
