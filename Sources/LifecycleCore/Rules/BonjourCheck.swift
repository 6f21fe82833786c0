/// R2: Bonjour services should be unpublished, and listening sockets closed, before suspension;
/// the system closes what is left (a warning violation).
struct BonjourCheck: SystemCheck {
    func suspending(_ app: App) {
        let services = app.process.resources.bonjourServices, ports = app.process.resources.listeningPorts
        guard !services.isEmpty || !ports.isEmpty else { return }
        var left: [String] = services.map { "service '\($0)'" }
        left += ports.map { "listening socket on port \($0)" }
        app.emit(.violation(rule: .R2, message: "still open at suspension, closed by the system: \(listed(left))"))
        app.process.resources.bonjourServices.removeAll()
        app.process.resources.listeningPorts.removeAll()
    }
}

extension HookSession {
    /// `NSNetService:publish()`.
    public func publishService(_ name: String) {
        app.grew = true
        if !app.process.resources.bonjourServices.contains(name) { app.process.resources.bonjourServices.append(name) }
    }

    /// `NSNetService:stop()`; false when it was not published (or the system closed it).
    @discardableResult
    public func unpublishService(_ name: String) -> Bool {
        app.process.resources.bonjourServices.remove(name)
    }

    /// `Socket.listen(port)`.
    public func listen(on port: Int) {
        app.grew = true
        if !app.process.resources.listeningPorts.contains(port) { app.process.resources.listeningPorts.append(port) }
    }

    /// Closing a listening socket; false when it was not open (or the system closed it).
    @discardableResult
    public func stopListening(on port: Int) -> Bool {
        app.process.resources.listeningPorts.remove(port)
    }
}
