#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every contact of lifecycle with the terminal and the file system, in one place (as
/// swift-argument-parser keeps its own in Platform.swift). Glibc and Darwin differ only here.
enum Platform {
    /// Reads a whole text file; the error says which file and why.
    static func readFile(_ path: String) throws -> String {
        guard let file = fopen(path, "rb") else {
            throw PlatformError(message: "cannot read \(path): \(String(cString: strerror(errno)))")
        }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = fread(&chunk, 1, chunk.count, file)
            if count > 0 { bytes.append(contentsOf: chunk[0..<count]) }
            if count < chunk.count {
                if ferror(file) != 0 { throw PlatformError(message: "cannot read \(path): read error") }
                break
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether standard output is a terminal.
    static var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) != 0 }

    /// Whether standard error is a terminal (progress bars are drawn only then).
    static var stderrIsTerminal: Bool { isatty(STDERR_FILENO) != 0 }

    /// Writes bytes to standard output, all of them (the trace is never lost to a short write).
    /// The caller keeps the memory: the trace is written from its own buffer, without a copy.
    static func writeStdout(_ bytes: UnsafeRawBufferPointer) {
        write(STDOUT_FILENO, bytes)
    }

    static func writeStdout(_ text: String) {
        var text = text
        text.withUTF8 { write(STDOUT_FILENO, UnsafeRawBufferPointer($0)) }
    }

    static func writeStderr(_ text: String) {
        var text = text
        text.withUTF8 { write(STDERR_FILENO, UnsafeRawBufferPointer($0)) }
    }

    private static func write(_ fd: Int32, _ buffer: UnsafeRawBufferPointer) {
        var offset = 0
        while offset < buffer.count {
            #if canImport(Glibc)
            let written = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
            #else
            let written = Darwin.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
            #endif
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            offset += written
        }
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

    /// The history file of the REPL, under the user's home folder.
    static var historyPath: String? {
        guard let home = getenv("HOME") else { return nil }
        return String(cString: home) + "/.lifecycle_history"
    }

    static func readFileIfPresent(_ path: String) -> String? { try? readFile(path) }

    static func writeFile(_ path: String, _ text: String, append: Bool = false) throws {
        guard let file = fopen(path, append ? "ab" : "wb") else {
            throw PlatformError(message: "cannot write \(path): \(String(cString: strerror(errno)))")
        }
        defer { fclose(file) }
        var text = text
        let written = text.withUTF8 { fwrite($0.baseAddress, 1, $0.count, file) }
        if written != text.utf8.count { throw PlatformError(message: "cannot write \(path)") }
    }

    /// Turns colour off for the rest of the run (the REPL reading a script from a pipe).
    static func disableColor() { setenv("NO_COLOR", "1", 1) }
}

// MARK: `lifecycle learn`'s workspace

extension Platform {
    static func fileExists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// Creates a folder and its parents; true when it exists afterwards.
    @discardableResult
    static func makeDirectory(_ path: String) -> Bool {
        var current = path.hasPrefix("/") ? "" : "."
        for part in path.split(separator: "/") {
            current += "/" + part
            if !isDirectory(current) { _ = mkdir(current, 0o755) }
        }
        return isDirectory(path)
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

    /// A key pressed within `milliseconds` (the terminal in `keyMode`), or nil.
    static func pollKey(milliseconds: Int32) -> UInt8? {
        var poller = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, milliseconds) > 0 else { return nil }
        return readByte()
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
