/// B8, R5, M1: memory. An app's footprint is its Lua heap, what it holds in caches (`NSCache`),
/// its user defaults (NSUserDefaults keeps them all in memory), and what the system keeps for the
/// objects it asked the system to hold (`Budgets.hostObjectBytes` each: queued blocks, timers,
/// observers, views, …). For an app that uses caches, the trace shows it when the app enters the
/// background and after a memory warning, so a learner sees what releasing buys: under memory
/// pressure the system kills the largest apps first (M1). Going over
/// `Budgets.memoryLimitMegabytes` is a jetsam kill. Every part is a running total: computing the
/// footprint is O(1).
struct MemoryCheck: SystemCheck {
    func snapshot(_ app: App) {
        app.reportFootprint()
    }
}

extension App {
    /// A `memory` line, for an app that has used caches in this process.
    func reportFootprint() {
        guard process.resources.usedCaches else { return }
        emit(.memory(footprint: settledFootprintMegabytes))
    }

    /// The footprint once the app's heap holds only what its code still reaches (a full
    /// collection first): what the trace shows and what jetsam ranks apps by (M1). How much
    /// garbage a heap holds at a given moment follows the collector's timing, which follows
    /// Lua's address-dependent table layout; what the code reaches does not (H24). The limit is
    /// checked on `footprintBytes` as the code runs, garbage included, as a device's is.
    public var settledFootprintMegabytes: Double {
        if isRunning { runtime?.settleHeap() }
        return footprintMegabytes
    }

    /// The footprint in bytes.
    public var footprintBytes: Int64 {
        guard isRunning else { return 0 }
        let heap = Int64(runtime?.heapBytes ?? 0)
        let objects = Int64(process.resources.hostObjects + process.tasks.count + process.wakes.count) * budgets.hostObjectBytes
        return heap + process.resources.cachedBytes + process.resources.unsavedDefaultsBytes + record.container.defaultsBytes + objects
    }

    /// The footprint in megabytes.
    public var footprintMegabytes: Double { Double(footprintBytes) / 1_048_576 }

    /// The jetsam kill's message when the footprint is over the limit (M1), else nil.
    @inline(__always)
    func overMemoryLimit(_ what: String? = nil) -> String? {
        let footprint = footprintBytes
        guard footprint > budgets.memoryLimitBytes else { return nil }
        return jetsamMessage(footprint, what)
    }

    private func jetsamMessage(_ footprint: Int64, _ what: String?) -> String {
        "the app's footprint reached \(footprint >> 20) MB, over its \(budgets.memoryLimitMegabytes) MB limit"
            + (what.map { " (\($0))" } ?? "")
    }
}

extension HookSession {
    /// `cache:setObject(key, megabytes)` with the size already checked and converted
    /// (`ScriptNumber.bytes(megabytes:)`): false when it took the app over its limit (jetsam).
    public func cacheObject(_ cache: String, key: String, bytes: Int64) -> Bool {
        let old = app.process.resources.caches[cache]?[key] ?? 0
        app.process.resources.caches[cache, default: [:]][key] = bytes
        app.process.resources.cachedBytes += bytes - old
        app.process.resources.usedCaches = true
        if let message = app.overMemoryLimit() {
            kill(.jetsam, rule: .M1, message: message)
            return false
        }
        return true
    }

    /// `cache:removeObjectForKey(key)`, or with a nil key `cache:removeAllObjects()` (B8, R5).
    public func removeCached(_ cache: String, key: String?) {
        if let key {
            if let old = app.process.resources.caches[cache]?.removeValue(forKey: key) { app.process.resources.cachedBytes -= old }
        } else if let removed = app.process.resources.caches.removeValue(forKey: cache) {
            app.process.resources.cachedBytes -= removed.values.reduce(0, +)
        }
    }

    /// The app's footprint now, in megabytes, once its heap is settled (H24): what `footprint()`
    /// returns to the script.
    public var settledFootprintMegabytes: Double { app.settledFootprintMegabytes }
}
