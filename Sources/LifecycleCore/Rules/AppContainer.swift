/// B7, R4: the app's container on disk (`Documents/`, `Library/Caches/`, `tmp/`) and its saved
/// user defaults. It survives kills and relaunches within a run; what the app held only in
/// memory does not. Paths are confined to the container.
public struct AppContainer: Sendable, Equatable {
    /// Where a write past the device's storage fails, as iOS reports it.
    public static let outOfSpace = "NSFileWriteOutOfSpaceError"

    public struct File: Sendable, Equatable {
        public var text: String
        /// Written with `NSFileProtectionComplete`: unreadable while the device is locked (I4).
        public var complete: Bool
    }

    public private(set) var files: [String: File] = [:]
    /// What `NSUserDefaults` has written to disk (by `synchronize`, or on entering the background).
    public private(set) var defaults: [String: StoredValue] = [:]
    /// Bytes on the device's storage: every file's path and text, every saved default's key and
    /// value. Running totals, so that checking the device's capacity is O(1).
    public private(set) var filesBytes: Int64 = 0
    public private(set) var defaultsBytes: Int64 = 0
    /// W4: the state saved for state restoration (RestorationArchive), counted in the storage.
    public internal(set) var restoration: RestorationArchive? { didSet { version += 1 } }
    public var storageBytes: Int64 { filesBytes + defaultsBytes + (restoration?.bytes ?? 0) }
    /// Bumped by every change (the explorer's memo checks that code changed nothing).
    public private(set) var version = 0

    public init() {}

    /// The bytes a file takes on the device.
    static func size(path: String, text: String) -> Int64 { Int64(path.utf8.count + text.utf8.count) }

    mutating func write(_ path: String, _ file: File) {
        filesBytes -= files[path].map { Self.size(path: path, text: $0.text) } ?? 0
        filesBytes += Self.size(path: path, text: file.text)
        files[path] = file
        version += 1
    }

    @discardableResult
    mutating func removeFile(_ path: String) -> Bool {
        guard let old = files.removeValue(forKey: path) else { return false }
        filesBytes -= Self.size(path: path, text: old.text)
        version += 1
        return true
    }

    mutating func setDefault(_ key: String, _ value: StoredValue?) {
        defaultsBytes -= defaults[key].map { StoredValue.size(key: key, $0) } ?? 0
        defaults[key] = value
        defaultsBytes += value.map { StoredValue.size(key: key, $0) } ?? 0
        version += 1
    }

    public static let roots = ["Documents/", "Library/Caches/", "tmp/"]

    /// Why `path` is not a container path, or nil when it is one.
    public static func problem(with path: String) -> String? {
        if path.hasPrefix("/") { return "absolute paths are outside the app's container" }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        if parts.contains("..") || parts.contains(".") { return "'.' and '..' are not allowed in container paths" }
        guard roots.contains(where: { path.hasPrefix($0) && path.count > $0.count }),
              !parts.contains("") else {
            return "paths start with Documents/, Library/Caches/ or tmp/ and name a file"
        }
        return nil
    }
}

/// A value `NSUserDefaults` stores.
public enum StoredValue: Sendable, Equatable, CustomStringConvertible {
    case string(String), number(Double), bool(Bool)

    /// The bytes a default takes, key and value (a number 8, a boolean 1).
    static func size(key: String, _ value: StoredValue?) -> Int64 {
        let valueSize: Int
        switch value {
        case .string(let s)?: valueSize = s.utf8.count
        case .number?: valueSize = 8
        case .bool?, nil: valueSize = 1
        }
        return Int64(key.utf8.count + valueSize)
    }

    /// As messages show it: strings quoted, so "3" and 3 differ.
    public var quoted: String {
        if case .string(let s) = self { return "\"\(s)\"" }
        return description
    }

    public var description: String {
        switch self {
        case .string(let s): return s
        case .number(let n): return ScriptNumber.describe(n)
        case .bool(let b): return b ? "true" : "false"
        }
    }
}

extension HookSession {
    /// `FileManager.write(path, text, {protection = "complete"})`: nil, or the error. A nil
    /// `complete` keeps the file's protection (false for a new file). Past the device's storage
    /// the write fails (`NSFileWriteOutOfSpaceError`) and the file keeps its old text.
    public func writeFile(_ path: String, text: String, complete: Bool?) -> String? {
        if let problem = AppContainer.problem(with: path) { return "\(path): \(problem)" }
        let existing = app.record.container.files[path]?.complete ?? false
        if complete == true || existing, let error = app.protectedDataError(path) { return error }
        let old = app.record.container.files[path].map { AppContainer.size(path: path, text: $0.text) } ?? 0
        if let full = app.storageRefusal(adding: AppContainer.size(path: path, text: text) - old) {
            return "\(path): \(full)"
        }
        app.record.container.write(path, .init(text: text, complete: complete ?? existing))
        return nil
    }

    /// `FileManager.read(path)`: the text, or the error (missing, protected while locked).
    public func readFile(_ path: String) -> Result<String, ContainerError> {
        if let problem = AppContainer.problem(with: path) { return .failure(.init("\(path): \(problem)")) }
        guard let file = app.record.container.files[path] else { return .failure(.init("\(path): no such file")) }
        if file.complete, let error = app.protectedDataError(path) { return .failure(.init(error)) }
        return .success(file.text)
    }

    /// The simulated time reading or writing `bytes` of a file takes (100 MB/s).
    public static func storageCost(bytes: Int) -> SimDuration {
        SimDuration(micros: Int64(bytes) / Budgets.storageBytesPerMicrosecond)
    }

    /// `FileManager.exists(path)`: allowed even for protected files while locked.
    public func fileExists(_ path: String) -> Bool {
        app.record.container.files[path] != nil
    }

    /// `FileManager.remove(path)`: false when there was no such file.
    public func removeFile(_ path: String) -> Bool {
        app.record.container.removeFile(path)
    }

    /// `NSUserDefaults:setObject(value, key)`: kept in memory until synchronized; the values
    /// count in the app's footprint (M1). False when that took the app over its limit (jetsam).
    public func setDefault(_ key: String, _ value: StoredValue?) -> Bool {
        let old = app.process.resources.unsavedDefaults[key].map { StoredValue.size(key: key, $0) } ?? 0
        app.process.resources.unsavedDefaults[key] = .some(value)
        app.process.resources.unsavedDefaultsBytes += StoredValue.size(key: key, value) - old
        if let message = app.overMemoryLimit("user defaults") {
            kill(.jetsam, rule: .M1, message: message)
            return false
        }
        return true
    }

    /// `NSUserDefaults:objectForKey(key)`: the unsaved value if any, else the saved one.
    public func getDefault(_ key: String) -> StoredValue? {
        if let pending = app.process.resources.unsavedDefaults[key] { return pending }
        return app.record.container.defaults[key]
    }

    /// `NSUserDefaults:synchronize()`: false when the device's storage is full (nothing written).
    public func synchronizeDefaults() -> Bool { app.synchronizeDefaults(at: now) }
}

/// An error a container operation returns to the app (never a crash).
public struct ContainerError: Error, Equatable {
    public let message: String
    init(_ message: String) { self.message = message }
}

extension App {
    /// The device's storage used by every app's container.
    var storageUsed: Int64 {
        device.map { $0.apps.reduce(0) { $0 + $1.container.storageBytes } } ?? record.container.storageBytes
    }

    /// Why `bytes` more cannot be stored on the device, or nil.
    /// Every growth of the storage is asked for here first: past `Device.largeStorageBytes` the
    /// device's host waits its turn to hold that much (`Device.largeStorageGate`, H33).
    func storageRefusal(adding bytes: Int64) -> String? {
        guard bytes > 0 else { return nil }
        let used = storageUsed
        if used + bytes > Device.largeStorageBytes { device?.enterLargeStorage() }
        guard used + bytes > budgets.storageCapacityBytes else { return nil }
        return "\(AppContainer.outOfSpace): not enough space on the device (its \(budgets.storageCapacityBytes >> 20) MiB of storage are full)"
    }

    /// Writes the unsaved user defaults to disk. UIKit does it on entering the background and
    /// before terminating; a kill loses what was not written (B7). When the device's storage
    /// cannot take them, nothing is written (a warning) and they stay unsaved. False then.
    @discardableResult
    func synchronizeDefaults(at time: SimTime? = nil) -> Bool {
        guard !process.resources.unsavedDefaults.isEmpty else { return true }
        var growth: Int64 = 0
        for (key, value) in process.resources.unsavedDefaults {
            growth += (value.map { StoredValue.size(key: key, $0) } ?? 0)
                - (record.container.defaults[key].map { StoredValue.size(key: key, $0) } ?? 0)
        }
        if let full = storageRefusal(adding: growth) {
            emit(.warning(message: "NSUserDefaults could not be saved: \(full)"), at: time)
            return false
        }
        for (key, value) in process.resources.unsavedDefaults {
            record.container.setDefault(key, value)
        }
        process.resources.unsavedDefaults.removeAll()
        process.resources.unsavedDefaultsBytes = 0
        return true
    }
}
