import Foundation

/// The package's folder, for tests that read its files (examples/, docs/, fixtures): every test
/// target finds it the same way, from where this file sits.
public enum Repository {
    /// The package root (this file is Tests/TestSupport/Repository.swift).
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The URL of `path`, relative to the package root (an absolute path stays as it is).
    public static func url(_ path: String) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path)
    }

    /// The text of the file at `path`, relative to the package root (or absolute).
    public static func read(_ path: String) throws -> String {
        try String(contentsOf: url(path), encoding: .utf8)
    }
}
