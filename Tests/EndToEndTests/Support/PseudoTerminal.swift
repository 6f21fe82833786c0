import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The pseudo-terminal calls of libc (POSIX), which the Glibc module does not export.
@_silgen_name("posix_openpt") private func posixOpenpt(_ flags: Int32) -> Int32
@_silgen_name("grantpt") private func grantPseudoTerminal(_ fd: Int32) -> Int32
@_silgen_name("unlockpt") private func unlockPseudoTerminal(_ fd: Int32) -> Int32
@_silgen_name("ptsname") private func pseudoTerminalName(_ fd: Int32) -> UnsafeMutablePointer<CChar>?

/// Runs `lifecycle` on a pseudo-terminal, so tests can type keys and read the screen's bytes
/// as a user at a terminal would.
final class PseudoTerminal {
    let process = Process()
    private let master: Int32
    private(set) var output = ""
    /// Everything the terminal was sent, from the start (`output` loses what `expect` matched).
    private(set) var transcript: [UInt8] = []

    /// Runs `lifecycle ARGS` in the package root, or in `directory`, with HOME at `home`.
    init(_ arguments: [String], home: String, directory: URL? = nil) throws {
        master = posixOpenpt(O_RDWR | O_NOCTTY)
        guard master >= 0, grantPseudoTerminal(master) == 0, unlockPseudoTerminal(master) == 0,
              let name = pseudoTerminalName(master) else {
            throw CocoaError(.fileReadUnknown)
        }
        let slave = try FileHandle(forUpdating: URL(fileURLWithPath: String(cString: name)))
        process.executableURL = CLI.binary
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? CLI.root
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = home
        environment["TERM"] = "xterm"
        environment["NO_COLOR"] = "1"
        process.environment = environment
        process.standardInput = slave
        process.standardOutput = slave
        process.standardError = slave
        try process.run()
        try slave.close()
    }

    deinit {
        if process.isRunning { process.terminate() }
        close(master)
    }

    func send(_ text: String) {
        var bytes = Array(text.utf8)
        _ = write(master, &bytes, bytes.count)
    }

    /// Sends a long text as a paste arrives, in chunks, reading the screen between them so that
    /// neither side's buffer fills and blocks the other.
    func paste(_ text: String, chunk: Int = 256) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let end = min(offset + chunk, bytes.count)
            let written = bytes[offset..<end].withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
            if written > 0 { offset += written }
            _ = readSome()
        }
    }

    /// Waits until the output since the last match contains `text`; false after `seconds`.
    @discardableResult
    func expect(_ text: String, seconds: Double = 5) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if let range = output.range(of: text) {
                output = String(output[range.upperBound...])
                return true
            }
            if !readSome() { break }
        }
        if let range = output.range(of: text) { output = String(output[range.upperBound...]); return true }
        FileHandle.standardError.write(Data("PseudoTerminal: no \(text.debugDescription) in \(output.debugDescription)\n".utf8))
        return false
    }

    /// The lines of the last screen (what followed the last clear), once nothing more has arrived
    /// for `quiet` seconds (at most `seconds` in all), without the terminal's carriage returns
    /// and without trailing blank lines.
    func lastScreen(quiet: Double = 0.5, seconds: Double = 10) -> [String] {
        let deadline = Date().addingTimeInterval(seconds)
        var lastGrowth = Date(), count = transcript.count
        while Date() < deadline, Date().timeIntervalSince(lastGrowth) < quiet {
            guard readSome() else { break }
            if transcript.count != count { count = transcript.count; lastGrowth = Date() }
        }
        let text = String(decoding: transcript, as: UTF8.self).replacingOccurrences(of: "\r", with: "")
        let screen = text.components(separatedBy: "\u{1B}[2J").last ?? text
        var lines = screen.components(separatedBy: "\n")
        while lines.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { lines.removeLast() }
        return lines
    }

    /// Reads what the terminal shows, waiting up to 50 ms; false once it is closed.
    private func readSome() -> Bool {
        var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, 50) > 0 else { return true }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(master, &buffer, buffer.count)
        if count <= 0 { return false }
        transcript += buffer[0..<count]
        output += String(decoding: buffer[0..<count], as: UTF8.self)
        return true
    }

    /// Waits for the process to end; its exit status, or nil if it is still running.
    func waitForExit(seconds: Double = 20) -> Int32? {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline {
            if !readSome() { Thread.sleep(forTimeInterval: 0.02) }
        }
        return process.isRunning ? nil : process.terminationStatus
    }
}
