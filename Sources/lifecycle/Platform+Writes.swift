import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LifecycleOutput

/// The one rule for every file lifecycle writes (docs/security.md, "Writing files"; findings H16,
/// H28, H29, H30): `--timeline`, `explore`'s scenarios, `types`, `learn`'s starters, checker
/// copies and progress file, the REPL's `:save` and history. Nothing else in Sources/ writes a
/// file (`WriteRuleTests` scans for it). A write:
/// - goes only to a regular file, or where no file is: a link, a FIFO, a device (`/dev/null`)
///   or a socket in its place is refused, never replaced or written through;
/// - never passes through a symbolic link below the folder the user named: each folder is
///   opened from the one above it without following a link (`openat`, `O_NOFOLLOW`), and the
///   file is made in the last one, so a link swapped in after the check cannot redirect it;
/// - never replaces a file the command read (`WriteTarget.inputs`), however it is spelt;
/// - is whole: a new file beside the target, renamed over it (`replace`) or linked to its name
///   only if none is there (`create`); the history alone is appended to.
extension Platform {
    /// Why `target` cannot be written, or nil: every check of `write` but the writing itself,
    /// for a command to refuse before it starts (`--timeline`, `:save`). Folders that would be
    /// created are not.
    static func writeProblem(_ target: WriteTarget, mode: WriteMode = .replace) -> String? {
        do {
            guard let folder = try openFolders(target, creating: false) else {
                return target.createsFolders ? nil : "\(target.refusal("a folder of it does not exist"))"
            }
            defer { close(folder) }
            try checkFile(target, in: folder, mode: mode)
            if faccessat(folder, ".", W_OK | X_OK, 0) != 0 { throw target.refusal(errorText()) }
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// Writes `text` to `target` by the rule above, or throws the reason it did not.
    static func write(_ text: String, to target: WriteTarget, mode: WriteMode = .replace) throws {
        guard let folder = try openFolders(target, creating: target.createsFolders) else {
            throw target.refusal("a folder of it does not exist")
        }
        defer { close(folder) }
        try checkFile(target, in: folder, mode: mode)
        if mode == .append { return try append(text, to: target, in: folder) }
        let temporary = try writeTemporary(text, for: target, in: folder)
        // Checked again just before the rename: what was there may have changed while writing.
        var failure: PlatformError?
        do { try checkFile(target, in: folder, mode: mode) } catch { failure = error as? PlatformError }
        if failure == nil, mode == .replace, renameat(folder, temporary, folder, target.name) != 0 {
            failure = target.refusal(errorText())
        }
        if failure == nil, mode == .create, linkat(folder, temporary, folder, target.name, 0) != 0 {
            failure = target.refusal(errno == EEXIST ? "it already exists; name a file that does not" : errorText())
        }
        if failure != nil || mode == .create { unlinkat(folder, temporary, 0) }
        if let failure { throw failure }
    }

    /// Opens the folder the user named (following its links: they are the user's), then each
    /// folder below it without following one, creating the missing ones when `creating`. The
    /// last folder's descriptor; nil when one is missing and not created.
    private static func openFolders(_ target: WriteTarget, creating: Bool) throws -> Int32? {
        if let problem = target.problem { throw PlatformError(message: problem) }
        var folder = open(target.folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else {
            let reason = errno == ENOENT ? "the folder \(SafeText.line(target.folder)) does not exist" : errorText()
            throw target.refusal(reason)
        }
        var walked = target.folder == "." ? "" : target.folder.hasSuffix("/") ? target.folder : target.folder + "/"
        for name in target.folders {
            walked += name
            let shown = SafeText.line(walked)
            var info = stat()
            if fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) != 0 {
                guard errno == ENOENT, creating else {
                    let code = errno
                    close(folder)
                    if code == ENOENT { return nil }
                    throw target.refusal("\(shown): \(errorText(code))")
                }
                if mkdirat(folder, name, 0o755) != 0, errno != EEXIST {
                    let code = errno
                    close(folder)
                    throw target.refusal("cannot create the folder \(shown): \(errorText(code))")
                }
            } else if info.st_mode & S_IFMT == S_IFLNK {
                close(folder)
                throw target.refusal("\(shown) is a symbolic link; lifecycle never writes through a link below the folder you named (remove the link, or name the folder it points to)")
            }
            let next = openat(folder, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            let code = errno
            close(folder)
            guard next >= 0 else {
                throw target.refusal("\(shown): \(code == ENOTDIR ? "it is not a folder" : errorText(code))")
            }
            folder = next
            walked += "/"
        }
        return folder
    }

    /// What is at the file's name in `folder` may be written: nothing, or a regular file that is
    /// not one of the command's inputs (nothing at all for `create`).
    private static func checkFile(_ target: WriteTarget, in folder: Int32, mode: WriteMode) throws {
        var info = stat()
        if fstatat(folder, target.name, &info, 0) == 0,
           target.inputs.contains([UInt64(truncatingIfNeeded: info.st_dev), UInt64(truncatingIfNeeded: info.st_ino)]) {
            throw PlatformError(message: "\(SafeText.line(target.path)) is one of the run's input files; choose another path")
        }
        guard fstatat(folder, target.name, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
            if errno == ENOENT { return }
            throw target.refusal(errorText())
        }
        switch info.st_mode & S_IFMT {
        case S_IFLNK:
            throw target.refusal("it is a symbolic link; lifecycle writes only regular files, never through a link (remove the link, or name the file it points to)")
        case S_IFDIR:
            throw target.refusal("it is a folder, not a file; name a file in it")
        case S_IFREG:
            if mode == .create { throw target.refusal("it already exists; name a file that does not") }
        default:
            throw target.refusal((irregularKind(info) ?? "it is not a regular file") + "; choose another path")
        }
    }

    /// The text in a new file beside the target (`.NAME.` and a random suffix); its name.
    private static func writeTemporary(_ text: String, for target: WriteTarget, in folder: Int32) throws -> String {
        var name = "", fd: Int32 = -1
        for _ in 0..<16 where fd < 0 {
            name = ".\(target.name).\(String(UInt64.random(in: 0...UInt64.max), radix: 36))"
            fd = openat(folder, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if fd < 0, errno != EEXIST { break }
        }
        guard fd >= 0 else { throw target.refusal(errorText()) }
        var text = text
        var failure = text.withUTF8 { write(fd, UnsafeRawBufferPointer($0)) }
        fchmod(fd, 0o644)
        if close(fd) != 0, failure == nil { failure = errno }
        if let failure {
            unlinkat(folder, name, 0)
            throw target.refusal(errorText(failure))
        }
        return name
    }

    /// Appends to the file, opened without following a link or waiting on a FIFO.
    private static func append(_ text: String, to target: WriteTarget, in folder: Int32) throws {
        let fd = openat(folder, target.name, O_WRONLY | O_APPEND | O_CREAT | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw target.refusal(errorText()) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw target.refusal(errorText()) }
        if let kind = irregularKind(info) { throw target.refusal(kind) }
        var text = text
        if let failure = text.withUTF8({ write(fd, UnsafeRawBufferPointer($0)) }) {
            throw target.refusal(errorText(failure))
        }
    }

    /// Creates the folder the user named, and its parents (`types DIR`, `learn init DIR`,
    /// `explore --out DIR`); true when it exists afterwards. Its own path is the user's, links
    /// included; the folders below it are made by `write`, by the rule.
    @discardableResult
    static func makeDirectory(_ path: String) -> Bool {
        var current = path.hasPrefix("/") ? "" : "."
        for part in path.split(separator: "/") {
            current += "/" + part
            if !isDirectory(current) { _ = mkdir(current, 0o755) }
        }
        return isDirectory(path)
    }

    /// The folder a path is in (`.` for a bare file name).
    static func parentFolder(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
