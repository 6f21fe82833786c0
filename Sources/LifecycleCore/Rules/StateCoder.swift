/// W4: the coder UIKit hands to the state restoration methods (`application:shouldSaveApplicationState:`,
/// `encodeRestorableStateWithCoder:`, and at launch `application:shouldRestoreApplicationState:`,
/// `decodeRestorableStateWithCoder:`). It is valid only during the call it was passed to: one
/// kept and used later is an error, as is encoding into a coder that decodes.
struct StateCoder {
    let id: Int
    let encoding: Bool
    var values: [String: RestorableValue]
    var bytes: Int64
    /// The table entries of all its values (at most `RestorableValue.maxEntries`).
    var entries = 0
    /// Keys whose values did not fit the device's storage (listed when the state is discarded).
    var dropped: Set<String> = []

    /// The most keys one coder holds (each key is listed in the trace).
    static let maxKeys = 256
    /// The longest key, in bytes (a key must match exactly at decoding, so it is never cut).
    static let maxKeyBytes = 1_024
}

/// W4: the state restoration of the running process: the coder open now, and whether this
/// launch restored saved state (a crash before it ends deletes that state).
struct RestorationRun {
    var coder: StateCoder?
    var nextCoder = 1
    /// The bytes encoded so far by the preservation under way, in coders already closed.
    var pendingBytes: Int64 = 0
    /// More was encoded than the device's storage can take: the state will not be written.
    var overflowed = false
    var restoringLaunch = false
}

extension App {
    /// Opens a coder for the code about to run; `values` for one that decodes.
    func openCoder(encoding: Bool, values: [String: RestorableValue] = [:]) -> Int {
        let id = process.restoration.nextCoder
        process.restoration.nextCoder += 1
        process.restoration.coder = StateCoder(id: id, encoding: encoding, values: values, bytes: RestorationArchive.bytes(of: values),
                                       entries: values.values.reduce(0) { $0 + $1.entryCount })
        return id
    }

    /// Closes the open coder (once its method returned): what it holds, and every key encoded
    /// (with those that did not fit), in byte order.
    @discardableResult
    func closeCoder() -> (values: [String: RestorableValue], keys: [String]) {
        defer { process.restoration.coder = nil }
        guard let coder = process.restoration.coder else { return ([:], []) }
        if coder.encoding { process.restoration.pendingBytes += RestorationArchive.bytes(of: coder.values) }
        let keys = coder.dropped.isEmpty ? RestorationArchive.keys(coder.values)
            : RestorationArchive.keys(coder.values.merging(coder.dropped.map { ($0, RestorableValue.bool(false)) }) { old, _ in old })
        return (coder.values, keys)
    }
}

extension HookSession {
    /// `vc.restorationIdentifier = id` (nil clears it): only controllers with one are preserved (W4).
    public func setRestorationIdentifier(_ controller: Int, _ identifier: String?) {
        app.controllers[controller]?.restorationIdentifier = identifier
    }

    /// `coder:encodeObject_forKey(value, key)` and the typed encoders (`nil` removes the key):
    /// nil, or why the coder refuses (the binding's Lua error). Past the device's storage the
    /// value is dropped and the state will not be written (`NSFileWriteOutOfSpaceError`, W4).
    public func encodeRestorable(_ value: RestorableValue?, forKey key: String, coder id: Int) -> String? {
        guard var coder = app.process.restoration.coder, coder.id == id else { return StateCoder.stale }
        guard coder.encoding else { return "this coder decodes (it was passed to a method that restores state); it cannot encode (W4)" }
        guard key.utf8.count <= StateCoder.maxKeyBytes else { return "a key is at most \(StateCoder.maxKeyBytes) bytes (W4)" }
        let old = coder.values[key].map { Int64(key.utf8.count) + $0.bytes } ?? 0
        let oldEntries = coder.values[key]?.entryCount ?? 0
        guard let value else {
            coder.values[key] = nil
            coder.dropped.remove(key)
            coder.bytes -= old
            coder.entries -= oldEntries
            app.process.restoration.coder = coder
            return nil
        }
        if coder.values[key] == nil, coder.values.count >= StateCoder.maxKeys {
            return "a coder holds at most \(StateCoder.maxKeys) keys (W4)"
        }
        let entries = coder.entries - oldEntries + value.entryCount
        guard entries <= RestorableValue.maxEntries else {
            return "a coder holds at most \(RestorableValue.maxEntries) table entries in all (W4)"
        }
        let new = Int64(key.utf8.count) + value.bytes
        let saved = app.record.container.restoration?.bytes ?? 0
        if app.process.restoration.overflowed
            || app.storageRefusal(adding: app.process.restoration.pendingBytes + coder.bytes - old + new - saved) != nil {
            app.process.restoration.overflowed = true
            coder.dropped.insert(key)
            app.process.restoration.coder = coder
            return nil
        }
        coder.values[key] = value
        coder.bytes += new - old
        coder.entries = entries
        app.process.restoration.coder = coder
        return nil
    }

    /// `coder:decodeObjectForKey(key)`: the value saved under `key`, or nil (W4).
    public func decodeRestorable(forKey key: String, coder id: Int) -> Result<RestorableValue?, ContainerError> {
        guard let coder = app.process.restoration.coder, coder.id == id else { return .failure(ContainerError(StateCoder.stale)) }
        guard !coder.encoding else {
            return .failure(ContainerError("this coder encodes (it was passed to a method that saves state); it cannot decode (W4)"))
        }
        return .success(coder.values[key])
    }
}

extension StateCoder {
    static let stale = "this coder is no longer valid: UIKit's coder can be used only during the call it was passed to (W4)"
}
