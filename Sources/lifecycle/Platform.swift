import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every contact of lifecycle with the terminal and the file system, in one place (as
/// swift-argument-parser keeps its own in Platform.swift). Glibc and Darwin differ only here and
/// in Platform+Writes.swift, its half that writes files by the one write rule.
enum Platform {
    /// The most lifecycle reads from one file: an app or scenario script (`run`, `repl`,
    /// `explore`, `learn`, a scenario's `install()`), a `.luarc.json`, the learn progress file, the
    /// REPL history. 1 MiB (docs/security.md, "Files and input"); the largest example is 6 KB.
    static let maxFileBytes = 1 << 20

    /// Reads a whole text file of at most `limit` bytes. Only a regular file is read: a FIFO, a
    /// device (`/dev/zero`), a socket or a folder is refused before it is opened, so nothing can
    /// block or stream without end; then at most `limit + 1` bytes are read. The error names the
    /// file and says why.
    static func readFile(_ path: String, limit: Int = maxFileBytes) throws -> String {
        var info = stat()
        guard stat(path, &info) == 0 else { throw PlatformError(message: "cannot read \(path): \(errorText())") }
        if let kind = irregularKind(info) { throw PlatformError(message: "cannot read \(path): \(kind)") }
        if Int64(info.st_size) > Int64(limit) { throw tooLarge(path, limit) }
        // O_NONBLOCK: should the path have become a FIFO since stat, opening it does not wait.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw PlatformError(message: "cannot read \(path): \(errorText())") }
        defer { close(fd) }
        guard fstat(fd, &info) == 0 else { throw PlatformError(message: "cannot read \(path): \(errorText())") }
        if let kind = irregularKind(info) { throw PlatformError(message: "cannot read \(path): \(kind)") }
        var bytes = [UInt8](repeating: 0, count: min(limit, Int(info.st_size)) + 1)
        var count = 0
        while count <= limit {
            if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: min(65536, limit + 1 - count))) }
            let got = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + count, $0.count - count) }
            if got < 0, errno == EINTR { continue }
            if got < 0 { throw PlatformError(message: "cannot read \(path): \(errorText())") }
            if got == 0 { break }
            count += got
        }
        if count > limit { throw tooLarge(path, limit) }
        return String(decoding: bytes[..<count], as: UTF8.self)
    }

    /// A file that is not there is nil; one that is there but cannot be read is an error.
    static func readFileIfPresent(_ path: String, limit: Int = maxFileBytes) throws -> String? {
        var info = stat()
        if lstat(path, &info) != 0, errno == ENOENT { return nil }
        return try readFile(path, limit: limit)
    }

    /// What a file that is not a regular file is, as a refusal says it; nil for a regular file.
    static func irregularKind(_ info: stat) -> String? {
        switch info.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "it is a folder, not a file"
        case S_IFIFO: return "it is a FIFO (named pipe), not a regular file; lifecycle reads and writes only regular files"
        case S_IFCHR, S_IFBLK: return "it is a device, not a regular file; lifecycle reads and writes only regular files"
        case S_IFSOCK: return "it is a socket, not a regular file; lifecycle reads and writes only regular files"
        default: return "it is not a regular file; lifecycle reads and writes only regular files"
        }
    }

    private static func tooLarge(_ path: String, _ limit: Int) -> PlatformError {
        PlatformError(message: "cannot read \(path): it is larger than \(limit >> 20) MiB, the most lifecycle reads from one file")
    }

    static func errorText(_ code: Int32 = errno) -> String { String(cString: strerror(code)) }

    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether standard output is a terminal.
    static var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) != 0 }

    /// Whether standard error is a terminal (progress bars are drawn only then).
    static var stderrIsTerminal: Bool { isatty(STDERR_FILENO) != 0 }

    /// Whether standard output may be read as it is written: a pipe, a socket or a terminal
    /// (flushed at every verb), not a file or `/dev/null` (docs/security.md, "Writing the trace").
    static var stdoutIsLive: Bool {
        var info = stat()
        guard fstat(STDOUT_FILENO, &info) == 0 else { return false }
        let kind = info.st_mode & S_IFMT
        return kind == S_IFIFO || kind == S_IFSOCK || isatty(STDOUT_FILENO) != 0
    }

    /// Writes bytes to standard output, all of them (the trace is never lost to a short write).
    /// The caller keeps the memory: the trace is written from its own buffer, without a copy.
    /// A failed write ends the command (`outputFailed`).
    static func writeStdout(_ bytes: UnsafeRawBufferPointer) {
        if let code = write(STDOUT_FILENO, bytes) { outputFailed(code) }
    }

    static func writeStdout(_ text: String) {
        var text = text
        text.withUTF8 { writeStdout(UnsafeRawBufferPointer($0)) }
    }

    /// Writes to standard error; a failure there has nowhere to be reported, and is ignored.
    static func writeStderr(_ text: String) {
        var text = text
        _ = text.withUTF8 { write(STDERR_FILENO, UnsafeRawBufferPointer($0)) }
    }

    /// Writes all of `buffer`; the errno of a failed write, or nil.
    static func write(_ fd: Int32, _ buffer: UnsafeRawBufferPointer) -> Int32? {
        var offset = 0
        while offset < buffer.count {
            #if canImport(Glibc)
            let written = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
            #else
            let written = Darwin.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
            #endif
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }

    /// Standard output could not be written (docs/security.md, "Writing the trace"). A reader
    /// that went away (`| head`: EPIPE) ends the command at once and quietly, by SIGPIPE, as
    /// `cat` and `yes` end (a shell shows status 141). Any other error (a full disk, `> /dev/full`,
    /// a closed descriptor) is exit 2 with the reason on standard error: a lost trace never passes
    /// for a run that went well.
    static func outputFailed(_ code: Int32) -> Never {
        if code == EPIPE {
            signal(SIGPIPE, SIG_DFL)
            var pipeSignal = sigset_t()
            sigemptyset(&pipeSignal)
            sigaddset(&pipeSignal, SIGPIPE)
            pthread_sigmask(SIG_UNBLOCK, &pipeSignal, nil)
            raise(SIGPIPE)
            _exit(128 + SIGPIPE)
        }
        writeStderr("error: cannot write to standard output: \(errorText(code)); the output is incomplete\n")
        _exit(2)
    }

    /// Nothing is buffered outside the sinks; kept as the one place to flush before exiting.
    static func flush() {}
}

struct PlatformError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

extension Platform {
    static func exit(_ code: Int32) -> Never {
        flush()
        #if canImport(Glibc)
        Glibc.exit(code)
        #else
        Darwin.exit(code)
        #endif
    }
}

// MARK: The REPL's terminal and files

extension Platform {
    /// Whether standard input is a terminal (the REPL edits lines only then).
    static var stdinIsTerminal: Bool { isatty(STDIN_FILENO) != 0 }

    /// Puts the terminal in raw mode (no echo, no line buffering, Ctrl-C as a key); the mode to
    /// restore, or nil when standard input is not a terminal.
    static func enterRawMode() -> termios? {
        var saved = termios()
        guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return nil }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
        raw.c_oflag &= ~tcflag_t(OPOST)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        guard tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0 else { return nil }
        return saved
    }

    static func restoreMode(_ saved: termios) {
        var mode = saved
        tcsetattr(STDIN_FILENO, TCSANOW, &mode)
    }

    /// One byte of standard input; nil at the end of input.
    static func readByte() -> UInt8? {
        var byte: UInt8 = 0
        while true {
            #if canImport(Glibc)
            let count = Glibc.read(STDIN_FILENO, &byte, 1)
            #else
            let count = Darwin.read(STDIN_FILENO, &byte, 1)
            #endif
            if count == 1 { return byte }
            if count < 0, errno == EINTR { continue }
            return nil
        }
    }

    /// One line of standard input (without its newline); nil at the end of input.
    static func readLine() -> String? {
        var bytes: [UInt8] = []
        while let byte = readByte() {
            if byte == 10 { return String(decoding: bytes, as: UTF8.self) }
            bytes.append(byte)
        }
        return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
    }

    /// The history file of the REPL, in the user's home folder (the folder the write rule lets
    /// it be written in, `Platform.write`).
    static var history: WriteTarget? {
        guard let home = getenv("HOME") else { return nil }
        return WriteTarget(in: String(cString: home), ".lifecycle_history")
    }

    /// Turns colour off for the rest of the run (the REPL reading a script from a pipe).
    static func disableColor() { setenv("NO_COLOR", "1", 1) }

    /// Colour for standard output: a terminal, and no `NO_COLOR` (no-color.org).
    static var stdoutWantsColor: Bool { stdoutIsTerminal && getenv("NO_COLOR") == nil }
}

// MARK: `lifecycle learn`'s workspace

extension Platform {
    static func fileExists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// When a file last changed, in seconds (0 when it does not exist).
    static func modificationTime(_ path: String) -> Double {
        var info = stat()
        guard stat(path, &info) == 0 else { return 0 }
        #if canImport(Glibc)
        return Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
        #else
        return Double(info.st_mtimespec.tv_sec) + Double(info.st_mtimespec.tv_nsec) / 1e9
        #endif
    }

    /// Ctrl-D: what `pollKey` returns at the end of input too.
    static let endOfInput: UInt8 = 4

    /// A key pressed within `milliseconds` (the terminal in `keyMode`), or nil. The end of input
    /// (a closed pipe, `< /dev/null`) reads as Ctrl-D, `endOfInput`: poll keeps reporting it, so
    /// returning nil would have a loop wait on it forever at full speed.
    static func pollKey(milliseconds: Int32) -> UInt8? {
        var poller = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, milliseconds) > 0 else { return nil }
        return readByte() ?? endOfInput
    }

    /// Single keys without Enter, no echo, but output still processed (for `learn watch`).
    static func enterKeyMode() -> termios? {
        var saved = termios()
        guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return nil }
        var mode = saved
        mode.c_lflag &= ~tcflag_t(ECHO | ICANON)
        guard tcsetattr(STDIN_FILENO, TCSANOW, &mode) == 0 else { return nil }
        return saved
    }
}

// MARK: Paths and signals (`lifecycle run`); writing files is Platform+Writes.swift

extension Platform {
    /// Seconds of a clock that only goes forward (`CLOCK_MONOTONIC`), for the wall time a
    /// `lifecycle test` case took (JUnit's `time`); never part of a simulation.
    @Sendable static func monotonicSeconds() -> Double {
        var now = timespec()
        guard clock_gettime(CLOCK_MONOTONIC, &now) == 0 else { return 0 }
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    /// The path with every symbolic link, `.` and `..` resolved; nil when it does not exist.
    static func resolvedPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The file a path names (device and inode), to tell whether two paths are one file however
    /// they are spelt (links included); nil when it does not exist.
    static func fileIdentity(_ path: String) -> [UInt64]? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return [UInt64(truncatingIfNeeded: info.st_dev), UInt64(truncatingIfNeeded: info.st_ino)]
    }

    /// On SIGINT (Ctrl-C) or SIGTERM, runs `handler` on a thread of its own, then ends the process
    /// by that signal as if it had not been caught (a shell shows 130 or 143). The signal handler
    /// itself only writes the signal's number to a pipe, which is all a handler may safely do. A
    /// signal the parent ignores (`nohup`) stays ignored; one it blocked is unblocked, so that
    /// Ctrl-C reaches the handler.
    static func onStopSignal(_ handler: @escaping @Sendable () -> Void) {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return }
        signalPipe = fds[1]
        let reader = fds[0]
        var stops = sigset_t()
        sigemptyset(&stops)
        sigaddset(&stops, SIGINT)
        sigaddset(&stops, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &stops, nil)
        Thread.detachNewThread {
            var number: UInt8 = 0
            while read(reader, &number, 1) < 0, errno == EINTR {}
            handler()
            let stop = Int32(number)
            signal(stop, SIG_DFL)
            raise(stop)
            _exit(128 + stop)
        }
        for stop in [SIGINT, SIGTERM] {
            let previous = signal(stop, SIG_IGN)
            if unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) { continue }
            signal(stop) { number in
                var byte = UInt8(truncatingIfNeeded: number)
                #if canImport(Glibc)
                _ = Glibc.write(signalPipe, &byte, 1)
                #else
                _ = Darwin.write(signalPipe, &byte, 1)
                #endif
            }
        }
    }
}

/// The write end of `onStopSignal`'s pipe, set once before the handlers are installed.
nonisolated(unsafe) private var signalPipe: Int32 = -1

// MARK: Finding scenarios and submissions (`lifecycle test`)

extension Platform {
    /// An entry of a folder: its name, and whether it is a folder or a regular file (a symbolic
    /// link is neither: `lifecycle test` does not follow links while it searches, so a link
    /// cannot make the search loop or leave the folder).
    struct FolderEntry {
        let name: String
        let isFolder: Bool
        let isFile: Bool
    }

    /// The entries of `path` in byte order of their names (`.` and `..` left out), at most
    /// `limit`; nil when it cannot be read.
    static func folderEntries(_ path: String, limit: Int) -> [FolderEntry]? {
        guard let folder = opendir(path) else { return nil }
        defer { closedir(folder) }
        var entries: [FolderEntry] = []
        while entries.count < limit, let entry = readdir(folder) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            var info = stat()
            guard lstat(path + "/" + name, &info) == 0 else { continue }
            let kind = info.st_mode & S_IFMT
            entries.append(FolderEntry(name: name, isFolder: kind == S_IFDIR, isFile: kind == S_IFREG))
        }
        return entries.sorted { Array($0.name.utf8).lexicographicallyPrecedes(Array($1.name.utf8)) }
    }

    /// Whether `path` itself is a symbolic link (not followed): an `--apps` match is not graded
    /// through one (H19).
    static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    /// The paths matching a shell pattern (`submissions/*/app.lua`), in byte order; none when
    /// nothing matches. `*`, `?` and `[…]` as the shell has them; no `~` or `{a,b}`.
    static func glob(_ pattern: String) -> [String] {
        var found = glob_t()
        defer { globfree(&found) }
        guard systemGlob(pattern, &found) == 0 else { return [] }
        var paths: [String] = []
        for index in 0..<Int(found.gl_pathc) {
            if let path = found.gl_pathv[index] { paths.append(String(cString: path)) }
        }
        return paths.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    private static func systemGlob(_ pattern: String, _ found: inout glob_t) -> Int32 {
        #if canImport(Darwin)
        return Darwin.glob(pattern, 0, nil, &found)
        #else
        return Glibc.glob(pattern, 0, nil, &found)
        #endif
    }
}
