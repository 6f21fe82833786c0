/// B8, R5, M1: memory. An app's footprint is its Lua heap plus what it holds in caches
/// (`NSCache`). For an app that uses caches, the trace shows it when the app enters the
/// background and after a memory warning, so a learner sees what releasing buys: under memory
/// pressure the system kills the largest apps first (M1). Holding more than
/// `Budgets.memoryLimitMegabytes` is a jetsam kill.
struct MemoryCheck: SystemCheck {
    func snapshot(_ app: App) {
        app.reportFootprint()
    }
}

extension App {
    /// A `memory` line, for an app that has used caches in this process.
    func reportFootprint() {
        guard resources.usedCaches else { return }
        emit(.memory(footprint: footprintMegabytes))
    }

    /// The footprint in megabytes: the Lua heap and the cached objects.
    public var footprintMegabytes: Double {
        guard isRunning else { return 0 }
        let heap = Double(runtime?.heapBytes ?? 0) / 1_048_576
        return heap + resources.cachedMegabytes.values.reduce(0, +)
    }
}

extension HookSession {
    /// `cache:setObject(key, megabytes)`: false when it took the app over its limit (jetsam).
    public func cacheObject(_ cache: String, key: String, megabytes: Double) -> Bool {
        app.resources.cachedMegabytes["\(cache)/\(key)"] = max(0, megabytes)
        app.resources.usedCaches = true
        let footprint = app.footprintMegabytes
        guard footprint <= app.budgets.memoryLimitMegabytes else {
            kill(.jetsam, rule: .M1, message: "the app's footprint reached \(Int(footprint)) MB, over its \(Int(app.budgets.memoryLimitMegabytes)) MB limit")
            return false
        }
        return true
    }

    /// `cache:removeObjectForKey(key)`, or with a nil key `cache:removeAllObjects()` (B8, R5).
    public func removeCached(_ cache: String, key: String?) {
        if let key {
            app.resources.cachedMegabytes["\(cache)/\(key)"] = nil
        } else {
            app.resources.cachedMegabytes = app.resources.cachedMegabytes.filter { !$0.key.hasPrefix("\(cache)/") }
        }
    }

    /// The app's footprint now, in megabytes.
    public var footprintMegabytes: Double { app.footprintMegabytes }
}
