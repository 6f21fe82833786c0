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

    /// Writes bytes to standard output, all of them (the trace is never lost to a short write).
    static func writeStdout(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { write(STDOUT_FILENO, $0) }
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
