import Foundation
import TestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `lifecycle` started with its standard output wherever a test wants it (a file, a pipe it
/// reads as the run goes, a pipe it closes, /dev/full), to test what happens to the trace when
/// the reader, the disk or a signal gets in the way. `CLI.run` covers the ordinary case.
final class Spawned {
    let process = Process()
    let stderr = Pipe()

    /// Starts `lifecycle ARGS` in `directory` (default: the package root), writing to `stdout`.
    init(_ arguments: [String], stdout: Any, directory: URL? = nil, environment: [String: String] = [:]) throws {
        process.executableURL = CLI.binary
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.currentDirectoryURL = directory ?? CLI.root
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = FileHandle.nullDevice
        try process.run()
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    /// Waits for the process to end, up to `seconds`; false if it is still running.
    func wait(seconds: Double = 20) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        return !process.isRunning
    }

    /// Whether it ended by signal `number` (not by an exit status); false while it runs.
    func endedBy(signal number: Int32) -> Bool {
        !process.isRunning && process.terminationReason == .uncaughtSignal && process.terminationStatus == number
    }

    /// Its exit status; nil while it runs or when a signal ended it.
    var status: Int32? {
        process.isRunning || process.terminationReason != .exit ? nil : process.terminationStatus
    }

    var stderrText: String { String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self) }

    /// Reads `pipe` until its text contains `needle` or `seconds` pass; what was read.
    static func read(_ pipe: Pipe, until needle: String, seconds: Double) -> String {
        let fd = pipe.fileHandleForReading.fileDescriptor
        var text = ""
        let deadline = Date().addingTimeInterval(seconds)
        var buffer = [UInt8](repeating: 0, count: 65536)
        while !text.contains(needle), Date() < deadline {
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 50) > 0 else { continue }
            let count = Foundation.read(fd, &buffer, buffer.count)
            if count <= 0 { break }
            text += String(decoding: buffer[0..<count], as: UTF8.self)
        }
        return text
    }

    /// A fresh folder for a test's files.
    static func folder(_ name: String) throws -> URL { try TempFolder(name).url }
}
