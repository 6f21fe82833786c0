import Foundation
import Testing

/// The project carries everything it points to: no tracked file refers to the shared folder
/// outside the repository, and every relative link of every Markdown file resolves to a file
/// inside the repository that exists. (A user who clones the project gets no dead link.)
@Suite("Repository links")
struct RepositoryLinkTests {
    /// The files of the project, relative to the package root: those git tracks, and new ones it
    /// does not ignore (`git ls-files --cached --others --exclude-standard`); without git, every
    /// file outside hidden folders.
    static func trackedFiles() -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"]
        process.currentDirectoryURL = CLI.root
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        if (try? process.run()) != nil {
            let data = out.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            if process.terminationStatus == 0 {
                return String(decoding: data, as: UTF8.self).split(separator: "\0").map(String.init)
            }
        }
        var files: [String] = []
        let walker = FileManager.default.enumerator(at: CLI.root, includingPropertiesForKeys: [.isRegularFileKey],
                                                    options: [.skipsHiddenFiles])
        while let url = walker?.nextObject() as? URL {
            if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                files.append(String(url.path.dropFirst(CLI.root.path.count + 1)))
            }
        }
        return files
    }

    @Test("no tracked file points to the shared folder outside the repository")
    func noSharedFolder() throws {
        let outside = Data(("../" + "shared").utf8)   // spelt in two, so that this file passes too
        let files = Self.trackedFiles()
        #expect(files.contains("README.md"))
        for file in files {
            guard let data = FileManager.default.contents(atPath: CLI.root.appendingPathComponent(file).path) else { continue }
            if let range = data.range(of: outside) {
                let line = data[..<range.lowerBound].filter { $0 == UInt8(ascii: "\n") }.count + 1
                Issue.record("\(file):\(line): points outside the repository (\(String(decoding: outside, as: UTF8.self)))")
            }
        }
    }

    @Test("every relative link of every Markdown file resolves inside the repository, to a file that exists")
    func markdownLinks() throws {
        let root = CLI.root.standardizedFileURL.path
        let pages = Self.trackedFiles().filter { $0.hasSuffix(".md") }
        #expect(pages.contains("docs/rules.md"))
        for page in pages {
            let text = try String(contentsOf: CLI.root.appendingPathComponent(page), encoding: .utf8)
            let folder = CLI.root.appendingPathComponent(page).deletingLastPathComponent()
            for link in MarkdownLinks.targets(in: text) {
                let target = link.target
                if target.contains("://") || target.hasPrefix("mailto:") || target.hasPrefix("#") { continue }
                let path = String(target.prefix { $0 != "#" && $0 != "?" })
                if path.hasPrefix("/") {
                    Issue.record("\(page):\(link.line): \(target) is an absolute path; link relative to the page")
                    continue
                }
                let resolved = folder.appendingPathComponent(path).standardizedFileURL.path
                if resolved != root && !resolved.hasPrefix(root + "/") {
                    Issue.record("\(page):\(link.line): \(target) points outside the repository")
                } else if !FileManager.default.fileExists(atPath: resolved) {
                    Issue.record("\(page):\(link.line): \(target) does not exist")
                }
            }
        }
    }

    @Test("links are read from prose, not from code")
    func linkReader() {
        let text = "see [a](a.md) and `[b](b.md)`\n```\n[c](c.md)\n```\n[d]: d.md\n![e](e.png \"E\")"
        #expect(MarkdownLinks.targets(in: text).map(\.target) == ["a.md", "d.md", "e.png"])
    }
}
