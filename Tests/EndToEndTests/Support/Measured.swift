import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `lifecycle ARGS` run to its end or to a deadline, with what it cost: its peak resident memory
/// (its own `ru_maxrss`, read by `wait4`, so no other process counts) and its wall time. Standard
/// output and error go to files, so a large report or trace cannot block it. For the tests of
/// what a hostile input may take from the host (H32, H33, H36).
struct Measured {
    /// Nil when it was still running at the deadline (it is killed then) or a signal ended it.
    let status: Int32?
    let stdout: String
    let stderr: String
    /// Peak resident set size, in KiB.
    let peakKiB: Int
    let seconds: Double

    static func run(_ arguments: [String], in folder: URL, deadline: Double = 60) throws -> Measured {
        let out = folder.appendingPathComponent(".stdout-\(UUID().uuidString)")
        let err = folder.appendingPathComponent(".stderr-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: out)
            try? FileManager.default.removeItem(at: err)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, out.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, err.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        // In `folder`, through a shell that execs the binary: the same process, so `wait4`
        // reads the binary's own usage, and this process's folder is not changed under the
        // tests running beside it.
        let argv = (["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", folder.path, CLI.binary.path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let started = Date()
        let spawned = posix_spawn(&pid, "/bin/sh", &actions, nil, argv, environ)
        guard spawned == 0 else { throw CocoaError(.executableLoad) }
        var status: Int32 = 0
        var usage = rusage()
        var ended = false
        while !ended {
            let got = wait4(pid, &status, WNOHANG, &usage)
            if got == pid { ended = true; break }
            if Date().timeIntervalSince(started) > deadline {
                kill(pid, SIGKILL)
                _ = wait4(pid, &status, 0, &usage)
                break
            }
            usleep(20_000)
        }
        let seconds = Date().timeIntervalSince(started)
        let exited = ended && (status & 0x7f) == 0
        return Measured(status: exited ? (status >> 8) & 0xff : nil,
                        stdout: String(decoding: (try? Data(contentsOf: out)) ?? Data(), as: UTF8.self),
                        stderr: String(decoding: (try? Data(contentsOf: err)) ?? Data(), as: UTF8.self),
                        peakKiB: Int(usage.ru_maxrss), seconds: seconds)
    }
}
