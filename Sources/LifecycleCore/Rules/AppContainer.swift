/// B7, R4: the app's container on disk (`Documents/`, `Library/Caches/`, `tmp/`) and its saved
/// user defaults. It survives kills and relaunches within a run; what the app held only in
/// memory does not. Paths are confined to the container.
public struct AppContainer: Sendable, Equatable {
    public struct File: Sendable, Equatable {
        public var text: String
        /// Written with `NSFileProtectionComplete`: unreadable while the device is locked (I4).
        public var complete: Bool
    }

    public internal(set) var files: [String: File] = [:]
    /// What `NSUserDefaults` has written to disk (by `synchronize`, or on entering the background).
    public internal(set) var defaults: [String: StoredValue] = [:]

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

    /// As messages show it: strings quoted, so "3" and 3 differ.
    public var quoted: String {
        if case .string(let s) = self { return "\"\(s)\"" }
        return description
    }

    public var description: String {
        switch self {
        case .string(let s): return s
        case .number(let n): return n == n.rounded() && abs(n) < 1e15 ? String(Int64(n)) : String(n)
        case .bool(let b): return b ? "true" : "false"
        }
    }
}

extension HookSession {
    /// `FileManager.write(path, text, {protection = "complete"})`: nil, or the error. A nil
    /// `complete` keeps the file's protection (false for a new file).
    public func writeFile(_ path: String, text: String, complete: Bool?) -> String? {
        if let problem = AppContainer.problem(with: path) { return "\(path): \(problem)" }
        let existing = app.container.files[path]?.complete ?? false
        if complete == true || existing, let error = app.protectedDataError(path) { return error }
        app.container.files[path] = .init(text: text, complete: complete ?? existing)
        return nil
    }

    /// `FileManager.read(path)`: the text, or the error (missing, protected while locked).
    public func readFile(_ path: String) -> Result<String, ContainerError> {
        if let problem = AppContainer.problem(with: path) { return .failure(.init("\(path): \(problem)")) }
        guard let file = app.container.files[path] else { return .failure(.init("\(path): no such file")) }
        if file.complete, let error = app.protectedDataError(path) { return .failure(.init(error)) }
        return .success(file.text)
    }

    /// `FileManager.exists(path)`: allowed even for protected files while locked.
    public func fileExists(_ path: String) -> Bool {
        app.container.files[path] != nil
    }

    /// `FileManager.remove(path)`: false when there was no such file.
    public func removeFile(_ path: String) -> Bool {
        app.container.files.removeValue(forKey: path) != nil
    }

    /// `NSUserDefaults:setObject(value, key)`: kept in memory until synchronized.
    public func setDefault(_ key: String, _ value: StoredValue?) {
        app.resources.unsavedDefaults[key] = .some(value)
    }

    /// `NSUserDefaults:objectForKey(key)`: the unsaved value if any, else the saved one.
    public func getDefault(_ key: String) -> StoredValue? {
        if let pending = app.resources.unsavedDefaults[key] { return pending }
        return app.container.defaults[key]
    }

    /// `NSUserDefaults:synchronize()`.
    public func synchronizeDefaults() { app.synchronizeDefaults() }
}

/// An error a container operation returns to the app (never a crash).
public struct ContainerError: Error, Equatable {
    public let message: String
    init(_ message: String) { self.message = message }
}

extension App {
    /// Writes the unsaved user defaults to disk. UIKit does it on entering the background and
    /// before terminating; a kill loses what was not written (B7).
    func synchronizeDefaults() {
        for (key, value) in resources.unsavedDefaults {
            container.defaults[key] = value
        }
        resources.unsavedDefaults.removeAll()
    }
}
