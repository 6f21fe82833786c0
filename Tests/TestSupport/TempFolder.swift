import Foundation

/// A fresh folder under the system's temporary directory for one test's files, with a name no
/// other test (or parallel run) uses. Removed by `remove()`; tests call it in a `defer`.
public struct TempFolder: Sendable {
    public let url: URL

    /// Makes `lifecycle-NAME-<unique>` and writes `files` (paths relative to it, folders made as
    /// needed).
    public init(_ name: String, files: [String: String] = [:]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("lifecycle-\(name)-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (path, text) in files { try write(text, to: path) }
    }

    public var path: String { url.path }

    /// The URL of `name` inside the folder.
    public func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// Writes `text` to `name` inside the folder, making its folders.
    public func write(_ text: String, to name: String) throws {
        let target = file(name)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: target, atomically: true, encoding: .utf8)
    }

    public func remove() { try? FileManager.default.removeItem(at: url) }
}
