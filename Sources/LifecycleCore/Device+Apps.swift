/// Several apps on one device: installing, naming, and which one is in front (B1, M1).
extension Device {
    /// The most apps a device holds: each has a process and a container the host keeps.
    public static let maxApps = 32

    /// Installs another app. Once there is more than one, trace lines carry app names. Nil when
    /// the name is taken or the device is full (`maxApps`).
    @discardableResult
    public func install(_ name: String, loader: AppLoader) -> App? {
        guard app(named: name) == nil, apps.count < Device.maxApps else { return nil }
        let installed = App(name: name, loader: loader, scheduler: scheduler, trace: trace, context: context)
        installed.device = self
        apps.append(installed)
        for each in apps { each.traceName = each.name }
        action(.install, name)
        return installed
    }

    public func app(named name: String) -> App? {
        apps.first { $0.name == name }
    }

    /// The app in the foreground, if any (only one app is in front at a time).
    public var front: App? {
        apps.first { $0.state.isForeground }
    }

    /// Another app coming to the front sends the current one to the background (B1).
    func makeRoom(for target: App) {
        overlay = nil
        guard let current = front, current !== target else { return }
        current.enterBackground()
    }

    /// Apps in the order the system kills them under memory pressure (M1): suspended apps
    /// first, largest first; then apps running in the background, largest first. Ties keep
    /// the install order. Sizes are compared once each heap is settled (H24).
    var jetsamOrder: [App] {
        for each in apps where each.state == .suspended || each.state == .background { each.runtime?.settleHeap() }
        func ranked(_ state: AppState) -> [App] {
            apps.enumerated().filter { $0.element.state == state }
                .sorted { a, b in
                    let (fa, fb) = (a.element.footprintMegabytes, b.element.footprintMegabytes)
                    return fa != fb ? fa > fb : a.offset < b.offset
                }
                .map(\.element)
        }
        return ranked(.suspended) + ranked(.background)
    }
}
